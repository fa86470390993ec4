package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Some pages ship their whole main region hidden by an inline style and
// let a script show it once it has run: a store's lockdown or age-check
// app, an A/B test's anti-flicker wrapper. A browser shows the content a
// moment later; the host runs no scripts, so it read only the menus and a
// promotion banner, and one shop's collection of 51 products read as
// nothing.
//
// So when the page's <main> shows less than minPrimaryChars of text and an
// element inside it hidden by its own style="display:none" holds at least
// minRevealChars, the largest such element is shown: it is the page's
// content, waiting for a script. A hidden element outside <main> (a menu,
// a modal) never is, nor is one hidden by a class or the hidden attribute,
// which is how pages keep closed panels and templates.

// minRevealChars is the text a hidden part of an empty <main> needs to be
// read as the content a script will show.
const minRevealChars = 300

// revealHiddenMain shows the script-revealed content of an empty <main>
// (see above).
func revealHiddenMain(root *html.Node) {
	for n := range root.Descendants() {
		if n.Type != html.ElementNode || n.DataAtom != atom.Main && attr(n, "role") != "main" {
			continue
		}
		if len(collapse(textOf(n))) >= minPrimaryChars {
			return
		}
		var best *html.Node
		bestLen := 0
		for d := range n.Descendants() {
			if d.Type != html.ElementNode || !styleHidden(d) {
				continue
			}
			if l := len(collapse(visibleTextUnder(d))); l > bestLen {
				best, bestLen = d, l
			}
		}
		if best == nil || bestLen < minRevealChars {
			return
		}
		for i, a := range best.Attr {
			if a.Key == "style" {
				best.Attr[i].Val = visibleStyle(a.Val) // tabs.go: the rest of the style stays
			}
		}
		return
	}
}

// styleHidden reports an element hidden by its own inline style.
func styleHidden(n *html.Node) bool {
	return strings.Contains(inlineStyle(n), "display:none")
}

// visibleTextUnder is the text of n as if n itself were shown: its
// children's text, each hidden or not by its own markup.
func visibleTextUnder(n *html.Node) string {
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		b.WriteString(textOf(c))
		b.WriteByte(' ')
	}
	return b.String()
}
