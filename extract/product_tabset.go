package extract

import (
	"strings"

	"golang.org/x/net/html"
)

// activeToken is a class token marking the one open member of a set of
// panels (a tab's panel, an accordion's section).
var activeToken = map[string]bool{"active": true, "is-active": true, "current": true, "selected": true, "open": true, "is-open": true, "show": true, "in": true}

// keptOneTab reports whether Readability's pick is the open panel of a
// set of tab panels: sibling elements of one tag that share a class and
// of which one is marked open ("content active", "content", "content").
// Shops write their own tabs (a product's Description, Features and
// What's Included), and Readability keeps the open panel, which has the
// paragraphs, and scores its siblings (a list, a table) too low to join
// it: the region, which holds every panel, is the content.
func (p *page) keptOneTab(kept string) bool {
	k := wordKey(kept)
	if len(k) < minRepeatedBlockChars {
		return false
	}
	for n := range p.body.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		open, others := tabSet(n)
		if open == nil || len(others) == 0 {
			continue
		}
		if !strings.Contains(wordKey(textOf(open)), k) {
			continue
		}
		for _, o := range others {
			if len(collapse(textOf(o))) > 0 {
				return true
			}
		}
	}
	return false
}

// tabSet finds, among n's element children, a set of two or more of one
// tag sharing a class token of which exactly one is open, by an
// activeToken class or by its inline style showing it while the others'
// hide them: it returns that one and the others.
func tabSet(n *html.Node) (open *html.Node, others []*html.Node) {
	var kids []*html.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			kids = append(kids, c)
		}
	}
	if len(kids) < 2 {
		return nil, nil
	}
	var base map[string]bool
	for _, c := range kids {
		toks := map[string]bool{}
		active := false
		for _, t := range strings.Fields(strings.ToLower(attr(c, "class"))) {
			if activeToken[t] {
				active = true
			} else {
				toks[t] = true
			}
		}
		if shownByStyle(c) {
			active = true // style="display:block" beside panels set to display:none
		}
		if c.DataAtom != kids[0].DataAtom {
			return nil, nil
		}
		if base == nil {
			base = toks
		} else {
			for t := range base {
				if !toks[t] {
					delete(base, t)
				}
			}
		}
		if active {
			if open != nil {
				return nil, nil
			}
			open = c
		} else {
			others = append(others, c)
		}
	}
	if len(base) == 0 || open == nil {
		return nil, nil
	}
	return open, others
}

// shownByStyle reports a panel whose inline style sets a display other
// than none: the open one of panels a script switches by style.
func shownByStyle(n *html.Node) bool {
	s := inlineStyle(n)
	return strings.Contains(s, "display:") && !strings.Contains(s, "display:none")
}
