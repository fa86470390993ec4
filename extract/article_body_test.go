package extract

import (
	"strings"
	"testing"
)

// TestPickIsDeclaredArticle: a pick that holds the body the page declares
// (JSON-LD articleBody, or the paragraphs of its one
// itemprop="articleBody", else its text) is the article;
// a teaser-length body, two marked bodies, or a pick that holds too little
// of the body say nothing.
func TestPickIsDeclaredArticle(t *testing.T) {
	story := strings.Repeat("The keeper has impressed on loan this season and may stay to the end. ", 6) // 84 words
	short := "The keeper has impressed on loan this season."
	ld := func(body string) string {
		return `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"NewsArticle","articleBody":"` + body + `"}]}</script>`
	}
	for _, c := range []struct {
		name, html, pick string
		want             bool
	}{
		{"JSON-LD body held", ld(story) + `<p>x</p>`, story, true},
		{"microdata body held", `<div itemprop="articleBody"><p>` + story + `</p></div>`, story, true},
		{"microdata body with its tags and sign-up form", `<div itemprop="articleBody"><p>` + story + `</p><ul>` + strings.Repeat(`<li><a href="/t">College Football Homicide School Discipline</a></li>`, 8) + `</ul><div>Sign up! I understand and agree that registration on this site constitutes agreement to its user agreement.</div></div>`, story, true},
		{"microdata body without paragraphs", `<div itemprop="articleBody">` + story + `</div>`, story, true},
		{"teaser-length body", ld(short), short, false},
		{"two marked bodies", `<div itemprop="articleBody"><p>` + story + `</p></div><div itemprop="articleBody"><p>` + story + `</p></div>`, story, false},
		{"pick holds too little", ld(story), short, false},
		{"no declaration", `<p>` + story + `</p>`, story, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := testPage(t, `<html><head></head><body>`+c.html+`</body></html>`)
			if got := p.pickIsDeclaredArticle(c.pick); got != c.want {
				t.Errorf("pickIsDeclaredArticle = %v, want %v", got, c.want)
			}
		})
	}
}
