package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// dropOtherProducts removes, from a product page's main content, runs of
// other products' cards: minItems or more sibling elements of one tag that
// each link to another page and show a price ("You may also like",
// "Customers also bought", "Frequently bought together"). The product
// itself is one offer under its own heading; a carousel of offers
// advertises the others, and their titles and prices would read as this
// product's. Cards holding most of the content, or beside no price of
// the page's own, are the content (a category page that calls itself a
// product) and stay.
func dropOtherProducts(n *html.Node) {
	total := len(collapse(textOf(n)))
	var cards []*html.Node
	removed := 0
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		// By tag alone: shop themes stamp each card with its own
		// classes (its product's id and category, "first", "last").
		groups := map[string][]*html.Node{}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode {
				groups[c.Data] = append(groups[c.Data], c)
			}
		}
		run := map[*html.Node]bool{}
		for _, g := range groups {
			if len(g) < minItems {
				continue
			}
			var offers []*html.Node
			for _, c := range g {
				if isOfferCard(c) {
					offers = append(offers, c)
				}
			}
			if len(offers) < minItems || 2*len(offers) < len(g) {
				continue
			}
			for _, c := range offers {
				run[c] = true
				cards = append(cards, c)
				removed += len(collapse(textOf(c)))
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && !run[c] {
				walk(c)
			}
		}
	}
	walk(n)
	if len(cards) == 0 || float64(removed) > maxOtherProductsShare*float64(total) || !priceOutside(n, cards) {
		return
	}
	parents := map[*html.Node]bool{}
	for _, c := range cards {
		parents[c.Parent] = true
		c.Parent.RemoveChild(c)
	}
	// A carousel's own title ("You may also like") goes with its cards.
	for par := range parents {
		if par != n && par.Parent != nil && onlyHeadings(par) {
			par.Parent.RemoveChild(par)
		}
	}
}

// onlyHeadings: n's text, if any, is all inside headings.
func onlyHeadings(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) != "":
			return false
		case c.Type == html.ElementNode && !isHeadingTag(c) && !skipTags[c.DataAtom] && !onlyHeadings(c):
			return false
		}
	}
	return true
}

// priceOutside: the content shows a price outside the cards, the
// product's own. Without one the cards are what the page offers (a
// category page with a long blurb).
func priceOutside(n *html.Node, cards []*html.Node) bool {
	skip := map[*html.Node]bool{}
	for _, c := range cards {
		skip[c] = true
	}
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				b.WriteString(c.Data)
				b.WriteByte(' ')
			case c.Type == html.ElementNode && !skip[c] && !skipTags[c.DataAtom]:
				walk(c)
			}
		}
	}
	walk(n)
	return findPrice(b.String()) != ""
}

// isOfferCard: n links to another page and shows a price, and is not the
// product's own block (it holds no <h1>).
func isOfferCard(n *html.Node) bool {
	link := n.DataAtom == atom.A && !isFragment(attr(n, "href"))
	for d := range n.Descendants() {
		if d.Type != html.ElementNode {
			continue
		}
		if d.DataAtom == atom.H1 {
			return false
		}
		if d.DataAtom == atom.A && !isFragment(attr(d, "href")) {
			link = true
		}
	}
	return link && findPrice(spacedText(n)) != ""
}

// isFragment: no link, or a link to a part of this page (a tab, the
// reviews).
func isFragment(href string) bool {
	return href == "" || href[0] == '#'
}
