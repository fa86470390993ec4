package extract

import (
	"strings"

	"github.com/go-shiori/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A news site that loads the next story as the reader scrolls holds
// several articles on one page, each under its own <h1>. The page is the
// story its title names, most often the first; Readability scores the
// longest, which may be a later one.

// minTitledWords: an <h1> this many words or more that the page's title
// holds names the page's story ("News" in a title names nothing).
const minTitledWords = 3

// titledArticle is a pruned copy of the <article> under the <h1> the
// page's title holds, when Readability's pick, kept, is mostly another
// <h1>-headed article (it holds half of one or more and is less than half
// the titled one); else nil.
func (p *page) titledArticle(kept string) *html.Node {
	if p.body == nil {
		return nil
	}
	title := wordKey(p.title())
	var own *html.Node
	var headed []*html.Node
	for n := range p.body.Descendants() {
		if n.Type != html.ElementNode || n.DataAtom != atom.H1 || invisible(n) {
			continue
		}
		a := closestArticle(n)
		if a == nil {
			continue
		}
		headed = append(headed, a)
		k := wordKey(textOf(n))
		if own == nil && len(strings.Fields(k)) >= minTitledWords && strings.Contains(title, k) {
			own = a
		}
	}
	if own == nil {
		return nil
	}
	text := textOf(own)
	if len(collapse(text)) < minPrimaryChars || wordsWithin(kept, text) >= 0.5 {
		return nil
	}
	for _, a := range headed {
		if a != own && !contains(a, own) && !contains(own, a) && wordsWithin(textOf(a), kept) >= 0.5 {
			c := dom.Clone(own, true)
			pruneCut(c)
			return c
		}
	}
	return nil
}

// closestArticle is the nearest <article> holding n, or nil.
func closestArticle(n *html.Node) *html.Node {
	for a := n.Parent; a != nil; a = a.Parent {
		if a.Type == html.ElementNode && a.DataAtom == atom.Article {
			return a
		}
	}
	return nil
}
