package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A furniture name is a guess from words, and tab sets collide with it:
// IBM's "Use cases" section is a tab set named "filter-tab" (its tabs
// filter the section) whose panels sit in "filter-menu-item-container"s,
// and the whole section, one tenth of the page and every word of it
// prose, was pruned as a filter panel and a menu. A menu or a filter
// panel is links and controls; a tab set's panel that reads as prose is
// the page's content, whatever its class says. The content script
// decides the same (content/observe.js tabbedProse).

// tabSetPanel: n is a tab set's panel (role=tabpanel, or a class naming
// one). Accordions are not among them: a menu folds its sections in
// "collapse" blocks too.
func tabSetPanel(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	if attr(n, "role") == "tabpanel" {
		return true
	}
	c := strings.ToLower(attr(n, "class"))
	return strings.Contains(c, "tab-pane") || strings.Contains(c, "tabpanel") || strings.Contains(c, "tab-content")
}

// tabbedProse: n is, or sits in, a tab set's panel, or is mostly tab
// panels (a tab set and its heading), and reads as prose: less than half
// of its text in links, and a paragraph of minProseWords words or more.
// A filter bar's labels and buttons are no links either ("Filters 6
// Results Sort Newest First"), but it has no paragraph; a sidebar whose
// tabbed "Popular | Recent" widget sits among its other widgets is more
// than its panels.
func tabbedProse(n *html.Node) bool {
	if !holdsParagraph(n) {
		return false
	}
	text, links := linkedText(n)
	return 2*links < text && (inPanel(n) || 2*panelText(n) >= text)
}

// holdsParagraph: n holds a <p> of minProseWords words or more, outside
// any link, label or button.
func holdsParagraph(n *html.Node) bool {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.DataAtom == atom.P && len(strings.Fields(textOf(d))) >= minProseWords &&
			!hasAncestor(d, atom.A, atom.Label, atom.Button) {
			return true
		}
	}
	return false
}

// inPanel: n is a tab set's panel or sits in one.
func inPanel(n *html.Node) bool {
	for p := n; p != nil; p = p.Parent {
		if tabSetPanel(p) {
			return true
		}
	}
	return false
}

// panelText is the size of the text of the outermost tab panels n holds.
func panelText(n *html.Node) int {
	size := 0
	var walk func(*html.Node)
	walk = func(m *html.Node) {
		for c := m.FirstChild; c != nil; c = c.NextSibling {
			if tabSetPanel(c) {
				size += len(collapse(textOf(c)))
				continue
			}
			walk(c)
		}
	}
	walk(n)
	return size
}

// linkedText is the size of n's text and of the part of it in links
// (outermost links only), collapsed.
func linkedText(n *html.Node) (text, links int) {
	text = len(collapse(textOf(n)))
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.DataAtom == atom.A && hasAttr(d, "href") && !hasAncestor(d, atom.A) {
			links += len(collapse(textOf(d)))
		}
	}
	return text, links
}
