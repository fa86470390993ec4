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
// product) and stay, unless their carousel's title says they are other
// products ("People who viewed this item also viewed", otherProductsTitle):
// a marketplace's item page may hold more of those than of its own item.
func dropOtherProducts(n *html.Node) {
	total := len(collapse(textOf(n)))
	var cards, others []*html.Node // others: cards under a title that says so
	var titles []*html.Node        // those titles
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
		var title *html.Node
		asked := false
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
			if !asked {
				title, asked = otherProductsTitleOf(n), true
				if title != nil {
					titles = append(titles, title)
				}
			}
			for _, c := range offers {
				run[c] = true
				if title != nil {
					others = append(others, c)
					continue
				}
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
	if len(cards) > 0 && (float64(removed) > maxOtherProductsShare*float64(total-textLen(others)) || !priceOutside(n, append(cards, others...))) {
		cards = nil
	}
	if len(others) > 0 && priceOutside(n, append(cards, others...)) {
		cards = append(cards, others...)
		for _, t := range titles {
			if t.Parent != nil {
				t.Parent.RemoveChild(t)
			}
		}
	}
	if len(cards) == 0 {
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
	return findPrice(textWithout(n, func(c *html.Node) bool { return skip[c] || skipTags[c.DataAtom] })) != ""
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

// textLen is the collapsed text length of nodes together.
func textLen(nodes []*html.Node) int {
	n := 0
	for _, c := range nodes {
		n += len(collapse(textOf(c)))
	}
	return n
}

// otherProductsTitle names a carousel of other products (see
// dropOtherProducts).
var otherProductsTitle = shared("otherProductsTitle")

// maxTitleLevels bounds how far above a run of cards its carousel's title
// is looked for: the list, its track, its frame, its section.
const maxTitleLevels = 4

// otherProductsTitleOf is the title of the carousel the cards under n sit
// in, when it says they are other products: the nearest heading before n
// within maxTitleLevels of it (content/product.js otherProductsTitleOf).
// It is nil otherwise.
func otherProductsTitleOf(n *html.Node) *html.Node {
	for a, level := n, 0; a != nil && level < maxTitleLevels; a, level = a.Parent, level+1 {
		for s := a.PrevSibling; s != nil; s = s.PrevSibling {
			if s.Type != html.ElementNode {
				continue
			}
			if h := lastHeading(s); h != nil {
				if otherProductsTitle.MatchString(collapse(textOf(h))) {
					return h
				}
				return nil
			}
		}
	}
	return nil
}

// lastHeading is the last heading in n (n itself included), or nil.
func lastHeading(n *html.Node) *html.Node {
	var last *html.Node
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && (isHeadingTag(d) || attr(d, "role") == "heading") {
			last = d
		}
	}
	if last == nil && n.Type == html.ElementNode && (isHeadingTag(n) || attr(n, "role") == "heading") {
		last = n
	}
	return last
}
