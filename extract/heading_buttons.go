package extract

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// unwrapHeadingButtons replaces, in the copy Readability reads, a
// <button> that holds a heading by what it holds. An accordion sets each
// question of a FAQ as a heading inside the button that opens its answer
// (div > button > h3), and Readability drops every <button>: the answers
// stayed and their questions went. A plain button ("Add to cart", "Load
// more") holds no heading and is left to Readability, and so is one that
// opens a menu (opensMenu). What in the
// button has no text (its icon) goes with it. The content script
// does the same to its copy (observe.js unwrapHeadingButtons).
func unwrapHeadingButtons(root *html.Node) {
	var found []*html.Node
	// menus: whether a button's box holds a menu, asked once per box (an
	// accordion of n questions searched its box n times).
	menus := map[*html.Node]bool{}
	for n := range root.Descendants() {
		if n.Type != html.ElementNode || n.DataAtom != atom.Button || !holdsHeading(n) {
			continue
		}
		m, ok := menus[n.Parent]
		if !ok {
			m = opensMenu(n)
			menus[n.Parent] = m
		}
		if !m {
			found = append(found, n)
		}
	}
	for _, b := range found {
		if b.Parent == nil {
			continue
		}
		for c := b.FirstChild; c != nil; {
			next := c.NextSibling
			b.RemoveChild(c)
			// Its icon (an empty <div class="icon-chevron">) goes with
			// the button: left beside the heading, it made Readability
			// drop the box they share.
			if c.Type == html.TextNode || textOf(c) != "" {
				b.Parent.InsertBefore(c, b)
			}
			c = next
		}
		b.Parent.RemoveChild(b)
	}
}

// opensMenu: the box around button b holds a menu (a page's "Contents"
// drawer: button > h2, then its <nav>), whose title is no heading of the
// text once the menu is gone.
func opensMenu(b *html.Node) bool {
	if b.Parent == nil {
		return false
	}
	for d := range b.Parent.Descendants() {
		if d.Type == html.ElementNode && (d.DataAtom == atom.Nav || attr(d, "role") == "navigation") {
			return true
		}
	}
	return false
}

// holdsHeading: one of n's descendants is a heading.
func holdsHeading(n *html.Node) bool {
	for d := range n.Descendants() {
		if headingLevel(d) > 0 {
			return true
		}
	}
	return false
}
