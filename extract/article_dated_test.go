package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestDeclaresPublished: a publication date counts when it is a story's:
// the Open Graph article tag, a datePublished of an Article, NewsArticle
// or BlogPosting in the JSON-LD (at the top, in a @graph, a list or a
// main entity), or in microdata under a story's itemscope. A WebPage's or
// a Product's date, or an empty tag, says nothing.
func TestDeclaresPublished(t *testing.T) {
	ld := func(v string) string { return `<script type="application/ld+json">` + v + `</script>` }
	for _, c := range []struct {
		name, head, body string
		want             bool
	}{
		{"og article tag", `<meta property="article:published_time" content="2026-03-04T08:15:00Z">`, ``, true},
		{"og article tag as name", `<meta name="Article:Published_Time" content="2026-03-04">`, ``, true},
		{"empty og article tag", `<meta property="article:published_time" content=" ">`, ``, false},
		{"NewsArticle", ld(`{"@type":"NewsArticle","datePublished":"2026-03-04"}`), ``, true},
		{"BlogPosting in a graph", ld(`{"@graph":[{"@type":"WebPage","datePublished":"2026-01-01"},{"@type":"BlogPosting","datePublished":"2026-03-04"}]}`), ``, true},
		{"type list", ld(`[{"@type":["Article","Thing"],"datePublished":"2026-03-04"}]`), ``, true},
		{"main entity", ld(`{"@type":"WebPage","mainEntity":{"@type":"Report","datePublished":"2026-03-04"}}`), ``, true},
		{"WebPage only", ld(`{"@graph":[{"@type":"WebPage","datePublished":"2026-01-01"}]}`), ``, false},
		{"Product", ld(`{"@type":"Product","datePublished":"2026-01-01"}`), ``, false},
		{"not JSON", ld(`{"@type":"NewsArticle","datePublished":`), ``, false},
		{"microdata story", ``, `<div itemscope itemtype="https://schema.org/NewsArticle/"><time itemprop="datePublished" datetime="2026-03-04">4 March</time></div>`, true},
		{"microdata product", ``, `<div itemscope itemtype="https://schema.org/Product"><meta itemprop="datePublished" content="2026-03-04"></div>`, false},
		{"nothing", ``, `<p>4 March 2026</p>`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := testPage(t, `<html><head>`+c.head+`</head><body>`+c.body+`</body></html>`)
			if got := p.declaresPublished(); got != c.want {
				t.Errorf("declaresPublished = %v, want %v", got, c.want)
			}
		})
	}
}

// TestPickIsDatedStory: on a dated page, a story pick beside headlines
// and short teasers is the story; beside more paragraphs (a service
// page's sections, a comparison's write-ups) it is one block of the
// region. A short pick, a pick of links, or an undated page say nothing.
func TestPickIsDatedStory(t *testing.T) {
	dated := `<meta property="article:published_time" content="2026-03-04">`
	para := "<p>The island ferry will leave twenty minutes later each morning from next week while divers finish the repairs.</p>"
	story := strings.Repeat(para, 6) // about 680 characters
	heads := strings.Repeat(`<li><a href="/n">Council votes to reopen the old harbour bridge next spring</a></li>`, 12)
	sections := strings.Repeat(`<h2>Support</h2><p>Our engineers answer within the hour, day and night, and stay with the case until it is closed for good.</p>`, 12)
	links := strings.Repeat(`<p><a href="/a">The island ferry will leave twenty minutes later each morning from next week</a> while divers work.</p>`, 6)
	list := `<ol>` + heads + `</ol>`
	dateline := `<h1>Ferry leaves later</h1><p class="date">19.10.2019 07:49 Uhr</p>`
	far := `<p class="date">19.10.2019</p>` + strings.Repeat(`<p>Harbour news</p>`, 4)
	sentence := `<p>The works that the council first announced on 19.10.2019 at its autumn meeting are now nearly finished.</p>`
	for _, c := range []struct {
		name, head, before, pick, rest string
		want                           bool
	}{
		{"story beside headlines", dated, ``, story, list, true},
		{"story beside sections", dated, ``, story, sections, false},
		{"undated", ``, ``, story, list, false},
		{"short pick", dated, ``, para, list, false},
		{"pick of links", dated, ``, links, list, false},
		{"dateline above", ``, dateline, story, list, true},
		{"dateline in the pick", ``, ``, `<p>Posted by Konstantin 21.10.2019</p>` + story, list, true},
		{"dateline beside sections", ``, dateline, story, sections, false},
		{"date far above", ``, far, story, list, false},
		{"date that is a link", ``, `<p><a href="/archive">19.10.2019</a></p>`, story, list, false},
		{"byline with a linked name", ``, `<p><a href="/author/9">上報快訊／范姜佳鈺</a> 2020年03月12日 20:19:00</p>`, story, list, true},
		{"date in a sentence", ``, sentence, story, list, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := testPage(t, `<html><head>`+c.head+`</head><body><main>`+c.before+`<div id="pick">`+c.pick+`</div>`+c.rest+`</main></body></html>`)
			var pick, region *html.Node
			for n := range p.body.Descendants() {
				if n.Type == html.ElementNode && attr(n, "id") == "pick" {
					pick = n
				}
				if n.Type == html.ElementNode && n.Data == "main" {
					region = n
				}
			}
			if got := p.pickIsDatedStory(pick, textOf(pick), region); got != c.want {
				t.Errorf("pickIsDatedStory = %v, want %v", got, c.want)
			}
		})
	}
}
