package extract

import (
	"strings"

	"github.com/go-shiori/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// withBuyBox puts the product's own block (its title, price, options and
// buy button) before the read lines when they lack the page's <h1>.
// Readability keeps the longest prose, a description or a marketing
// story, and drops the short lines that say what the page sells and for
// how much. The block is the largest ancestor of the <h1> holding at most
// maxBuyBoxChars, read as the fallback region is (chrome, furniture,
// reviews and other products pruned); lines the text already holds are not
// repeated.
func (p *page) withBuyBox(lines []line) []line {
	h1 := p.titleHeading()
	if h1 == nil {
		return lines
	}
	k := wordKey(joinLines(lines))
	if strings.Contains(k, wordKey(textOf(h1))) {
		return lines
	}
	box := h1
	for a := h1.Parent; a != nil && a != p.body; a = a.Parent {
		if len(collapse(textOf(a))) > maxBuyBoxChars {
			break
		}
		box = a
	}
	c := dom.Clone(box, true)
	pruneRegion(c)
	stripMedia(c)
	pruneFurniture(c)
	dropOtherProducts(c)
	// The box's lines go through the main text's cleaners: a control's
	// caption or a credit the text lost must not come back with it.
	boxLines := renderLines(c)
	for _, drop := range lineCleaners {
		boxLines = drop(boxLines)
	}
	var out []line
	for _, l := range boxLines {
		if !strings.Contains(k, wordKey(l.text)) {
			out = append(out, l)
		}
	}
	return append(out, lines...)
}

// titleHeading is the page's first visible <h1> with text.
func (p *page) titleHeading() *html.Node {
	for n := range p.body.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.H1 && !invisible(n) && collapse(textOf(n)) != "" {
			return n
		}
	}
	return nil
}

// pruneRegion drops page chrome and review blocks from a copy of part of
// the page, as the fallback region is pruned.
func pruneRegion(n *html.Node) {
	removeWhere(n, func(ch *html.Node) bool { return skipTags[ch.DataAtom] || isChromeElement(ch) || isReviews(ch) })
}
