package extract

import (
	"sort"
	"strings"
	"testing"
)

// TestJoinSplitStory: the pick holds one block of a story whose blocks
// share a class; the others join it in page order when only an advert lies
// between, and stay out when a heading or a paragraph of prose lies
// between, when they hold the page's <h1>, a linked heading or a box of
// teasers, sit in another <article> or in a comment section, or are too
// short to be a story's part: one paragraph, unless under a subhead. The page is the
// body; the pick is the block Readability kept. The shared page
// testdata/primary/art-split-story checks the same in Go and in the
// browsers.
func TestJoinSplitStory(t *testing.T) {
	const (
		lede = "Councillors voted on Tuesday night to close the old ferry pier after engineers found it rotten."
		two  = "The decision has angered the fishermen who moor at the pier and say they were never asked."
		body = "The pier was built in 1911 and last repaired in the 1980s, when the deck was replaced."
		more = "Engineers surveyed it in March with divers and found that one pile in three had lost half its wood."
		tail = "Until then the ferry will use the new quay, which adds ten minutes to every single crossing."
		end  = "A replacement is expected to cost four million pounds and to take the best part of two years."
	)
	block := func(ps ...string) string {
		var b strings.Builder
		b.WriteString(`<div class="col"><div class="tools"><a href="/share">Share</a></div><div class="copy">`)
		for _, p := range ps {
			b.WriteString("<p>" + p + "</p>")
		}
		b.WriteString(`</div></div>`)
		return b.String()
	}
	headed := func(h string, ps ...string) string { // a block under its own heading
		return strings.Replace(block(ps...), `<div class="copy">`, `<div class="copy">`+h, 1)
	}
	kept := block(body, more)
	advert := `<div class="ad-slot"><p>Advertisement</p></div>`
	for _, c := range []struct {
		name, page string
		want       []string // the story's sentences the pick holds after, in order
	}{
		{"lede before", block(lede, two) + advert + kept, []string{lede, two, body, more}},
		{"tail after", kept + advert + block(tail, end), []string{body, more, tail, end}},
		{"both sides", block(lede, two) + advert + kept + advert + block(tail, end), []string{lede, two, body, more, tail, end}},
		{"heading between", block(lede, two) + `<h2>Other news</h2>` + kept, []string{body, more}},
		{"prose between", block(lede, two) + `<p>Subscribe to our newsletter to read every story from the harbour first.</p>` + kept, []string{body, more}},
		{"subhead inside", kept + advert + headed(`<h3>What happens next</h3>`, tail, end), []string{body, more, tail, end}},
		{"one paragraph under a subhead", kept + advert + headed(`<h3>What happens next</h3>`, tail), []string{body, more, tail}},
		{"title inside", headed(`<h1>Council closes the pier</h1>`, lede, two) + advert + kept, []string{body, more}},
		{"linked heading inside", kept + advert + headed(`<h3><a href="/news/quay">The new quay</a></h3>`, tail, end), []string{body, more}},
		{"teasers under a heading", kept + advert + `<div class="col"><div class="copy"><h3>More on the harbour</h3><p><a href="/a">Ferry</a> ` + tail + `</p><p><a href="/b">Quay</a> ` + end + `</p></div></div>`, []string{body, more}},
		{"one paragraph", block(lede) + advert + kept, []string{body, more}},
		{"another article", `<article>` + block(lede, two) + `</article>` + advert + kept, []string{body, more}},
		{"comment section", kept + `<div id="comments">` + block(tail, end) + `</div>`, []string{body, more}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := &page{body: parseBody(t, `<main>`+c.page+`</main>`)}
			markFurniture(p.body)
			markCommentSections(p.body)
			pick := parseBody(t, `<div><div class="copy"><p>`+body+`</p><p>`+more+`</p></div></div>`)
			p.joinSplitStory(pick, textOf(pick))
			got := textOf(pick)
			var order []string // the sentences the pick holds, as it orders them
			for _, s := range []string{lede, two, body, more, tail, end} {
				if strings.Contains(got, s) {
					order = append(order, s)
				}
			}
			sort.Slice(order, func(i, j int) bool { return strings.Index(got, order[i]) < strings.Index(got, order[j]) })
			if strings.Join(order, "|") != strings.Join(c.want, "|") {
				t.Errorf("pick holds\n%s\nwant\n%s", got, strings.Join(c.want, "\n"))
			}
			for _, s := range c.want {
				if strings.Count(got, s) != 1 {
					t.Errorf("%q is in the pick %d times", s, strings.Count(got, s))
				}
			}
		})
	}
}
