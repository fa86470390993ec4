package extract

import (
	"fmt"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"
)

// TestPageTypes: each page type keeps what it is about and drops its
// furniture. Pages are small synthetic stand-ins for the shapes measured
// on the WCXB sample (make bench-extract).
func TestPageTypes(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " The committee reviewed the figures in detail and agreed to publish them in full next month.</p>"
	}
	var posts, cards, sections strings.Builder
	for i, who := range []string{"tomas_r", "ana_b", "kenji", "marie"} {
		fmt.Fprintf(&posts, `<div class="post" id="post-%d"><div class="author"><a href="/u/%s">%s</a></div><div class="post-body"><p>Reply number %d from %s: descaling with citric acid at two percent works for brass boilers if you flush twice afterwards.</p></div></div>`, i, who, who, i, who)
	}
	for i, name := range []string{"Alpine tent", "Trail stove", "Dome tent", "Camp chair", "Head torch", "Bivvy bag"} {
		fmt.Fprintf(&cards, `<li class="product-tile"><a href="/p/%d"><img src="/i/%d.jpg" alt=""><h3>%s</h3></a><span class="price">$%d.00</span></li>`, i, i, name, 40+i*10)
	}
	for _, s := range []string{"Tax returns", "Payroll", "Company formation", "Bookkeeping"} {
		fmt.Fprintf(&sections, `<section class="service"><h2>%s</h2><p>We handle %s for small firms across the region, with a fixed monthly fee and one named accountant.</p></section>`, s, strings.ToLower(s))
	}
	qa := func(class, id, body, who string) string {
		return fmt.Sprintf(`<div class="%s" id="%s"><div class="votecell"><div class="vote-count fc-theme-body-font">42</div></div><div class="s-prose js-post-body"><p>%s</p></div><div class="post-signature"><div class="user-details"><a href="/u/1">%s</a> <span>1,234 gold badges</span></div><span class="relativetime">asked Aug 5, 2016</span></div></div>`, class, id, body, who)
	}
	var reviews strings.Builder
	for i := 0; i < 6; i++ {
		fmt.Fprintf(&reviews, `<div class="individual-review"><span class="review-author">hiker%d</span><p>I took this pack on %d long day hikes in the rain and the straps stayed comfortable the whole time, although the side pockets are a little tight for big bottles and the zipper pull feels cheap.</p></div>`, i, i+2)
	}
	cases := []struct {
		name, html string
		want       []string
		not        []string
	}{
		{"forum thread keeps every post",
			`<main><h1>Descaling a brass boiler</h1>` + posts.String() + `</main><aside class="sidebar"><h3>Similar threads</h3><a href="/t/9">Grinder noise</a></aside>`,
			[]string{"Reply number 0 from tomas_r", "Reply number 1 from ana_b", "Reply number 2 from kenji", "Reply number 3 from marie"},
			[]string{"Grinder noise"}},
		{"Q&A page keeps the question and every answer, not the user cards",
			`<main><h1>How do I join files in linear mode?</h1>` +
				qa("question js-question", "question", "I have a script that joins files in linear mode, but it only takes two devices at a time.", "ewok") +
				`<h2>2 Answers</h2>` +
				qa("answer js-answer", "answer-1", "Use a for loop over the device numbers and collect the names in an array before calling dmsetup once.", "telcoM") +
				qa("answer js-answer", "answer-2", "Losetup can attach every file first; then one dmsetup table line per device joins them all.", "frostschutz") +
				`</main><div class="sidebar"><h3>Hot Network Questions</h3><a href="/q/9">Which LEGO set is this?</a></div>`,
			[]string{"only takes two devices at a time", "collect the names in an array", "one dmsetup table line per device"},
			[]string{"gold badges", "asked Aug 5", "LEGO"}},
		{"product page reads the product, not its reviews",
			`<script type="application/ld+json">{"@type":"Product","name":"Trail 25 pack","sku":"227955","offers":{"@type":"Offer","price":"79.95"}}</script>
<main><h1>Trail 25 pack</h1><p class="price">$79.95</p><div class="product-details"><p>A 25-liter daypack made of recycled nylon, with a padded back panel and a hydration sleeve that fits a 3-liter reservoir.</p><ul><li>Weight: 1 lb 6 oz</li><li>Capacity: 25 liters</li></ul></div><section id="reviews"><h2>Reviews</h2>` + reviews.String() + `</section></main>`,
			[]string{"padded back panel", "Capacity: 25 liters"},
			[]string{"side pockets are a little tight"}},
		{"a bare Product declared by a service page keeps its testimonials",
			`<script type="application/ld+json">{"@type":"Product","name":"Pest services","description":"Residential and commercial pest control across the county, with free inspections and seasonal plans.","aggregateRating":{"@type":"AggregateRating","ratingValue":"5"}}</script>
<main><h1>Pest control coupons</h1><p>Save on your first treatment with the offers below, valid across the whole county.</p><div class="reviews"><div class="review-card"><p>They came the same day and the ants have not been back since, very professional and friendly.</p></div><div class="review-card"><p>Fair price, clear explanation of the treatment, and a follow-up call a week later to check on us.</p></div></div></main>`,
			[]string{"ants have not been back", "follow-up call"},
			// Its declared description is no product's: not appended.
			[]string{"Residential and commercial pest control"}},
		{"product page reads JSON-LD and closed tabs",
			`<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Fjellstad sock","description":"Knitted in Norway from 78% merino wool with a cushioned footbed that absorbs impact on long descents.","offers":{"@type":"Offer","price":"38.00","priceCurrency":"USD"}}</script>
<main><h1>Fjellstad sock</h1><p class="price">$38.00</p><div class="tabs"><button role="tab">Specs</button><div role="tabpanel" hidden><table><tr><td>Weight</td><td>68 g per pair</td></tr></table></div></div></main>`,
			[]string{"Knitted in Norway from 78% merino wool", "68 g per pair", "$38.00"}, nil},
		{"documentation keeps code, drops sidebar and TOC",
			`<div class="sidebar"><ul><li><a href="/a">Install</a></li><li><a href="/b">Configure</a></li></ul></div><main><article><h1>Query timeouts</h1>` + para("Every query accepts a context.") + `<nav class="toc"><a href="#x">On this page</a></nav><pre><code>ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
defer cancel()</code></pre>` + para("When the deadline passes the call returns an error.") + `</article></main>`,
			[]string{"Code: ctx, cancel := context.WithTimeout(ctx, 2*time.Second)", "Code: defer cancel()", "When the deadline passes"},
			[]string{"Configure", "On this page"}},
		{"service page keeps every section",
			`<main><h1>Accounting services</h1>` + sections.String() + `</main>`,
			[]string{"Tax returns", "Payroll", "Company formation", "Bookkeeping", "fixed monthly fee"}, nil},
		{"category grid keeps every card, drops the filter panel",
			`<main><h1>Camping gear</h1><div class="filters"><h4>Filter by brand</h4><label><input type=checkbox>Rab</label><label><input type=checkbox>MSR</label></div><ul class="grid">` + cards.String() + `</ul></main>`,
			[]string{"Alpine tent", "Trail stove", "Dome tent", "Camp chair", "Head torch", "Bivvy bag", "$90.00"},
			[]string{"Filter by brand"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			obs, err := HTML([]byte("<!doctype html><html><head><title>t</title></head><body>"+tc.html+"</body></html>"), "https://site.example/page", pinned)
			if err != nil {
				t.Fatal(err)
			}
			if obs.Primary == nil {
				t.Fatal("no primary")
			}
			for _, w := range tc.want {
				if !strings.Contains(obs.Primary.Text, w) {
					t.Errorf("primary lacks %q:\n%s", w, obs.Primary.Text)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(obs.Primary.Text, w) {
					t.Errorf("primary has %q:\n%s", w, obs.Primary.Text)
				}
			}
		})
	}
}

// TestRegionKeepsArticleHeaders: when the main region stands in for
// Readability, a card's own <header> (its headline) stays and the page's
// header goes.
func TestRegionKeepsArticleHeaders(t *testing.T) {
	src := `<!doctype html><html><body><header><a href="/login">Log in</a></header><main><h1>headphones</h1>
<article><header><h2><a href="/a/1">Studio headphones gain two new colour options</a></h2></header></article>
<article><header><h2><a href="/a/2">Live translation in the new earbuds is compelling</a></h2></header></article>
</main><footer><a href="/privacy">Privacy</a></footer></body></html>`
	root, err := html.Parse(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	p := &page{doc: goquery.NewDocumentFromNode(root), root: root}
	got := joinLines(renderLines(p.fallbackPrimary()))
	for _, w := range []string{"Studio headphones gain", "Live translation"} {
		if !strings.Contains(got, w) {
			t.Errorf("region lacks %q:\n%s", w, got)
		}
	}
	for _, w := range []string{"Log in", "Privacy"} {
		if strings.Contains(got, w) {
			t.Errorf("region has %q:\n%s", w, got)
		}
	}
}
