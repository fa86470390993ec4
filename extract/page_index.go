package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// tocClass names a table of contents.
var tocClass = shared("tocClass")

// minIndexLinks: a chapter's index lists its sections; a box with one or
// two links ("Next in the guide") is a pointer, not an index.
const minIndexLinks = 3

// pageIndex: n is a table of contents whose links lead to other pages, as
// a manual's chapter page lists its sections ("11.2. Index Types" →
// indexes-types.html). That list is the chapter's content: its entries
// are read nowhere else on the page. A contents box with a link to a
// section of this page (its fragment names an element here) repeats the
// headings that follow, and stays furniture. The content script decides
// the same (content/observe.js pageIndex).
func pageIndex(n *html.Node) bool {
	if !tocClass.MatchString(attr(n, "class") + " " + attr(n, "id")) {
		return false
	}
	var ids map[string]bool
	links := 0
	for d := range n.Descendants() {
		if d.Type != html.ElementNode || d.DataAtom != atom.A {
			continue
		}
		href := strings.TrimSpace(attr(d, "href"))
		if href == "" {
			continue
		}
		if _, frag, ok := strings.Cut(href, "#"); ok {
			if ids == nil {
				ids = idsIn(top(n))
			}
			if frag == "" || ids[frag] {
				return false
			}
		}
		links++
	}
	return links >= minIndexLinks
}

// top is the root of the tree n is in.
func top(n *html.Node) *html.Node {
	for n.Parent != nil {
		n = n.Parent
	}
	return n
}

// idsIn is the set of element ids under root.
func idsIn(root *html.Node) map[string]bool {
	ids := map[string]bool{}
	for d := range root.Descendants() {
		if d.Type == html.ElementNode {
			if id := attr(d, "id"); id != "" {
				ids[id] = true
			}
		}
	}
	return ids
}

// proseContents: n is named only as a table of contents ("TOC_TITLE_1")
// yet reads as prose, less than half of its text in links. Health and
// how-to sites name each section of an article after the contents box
// that links to it, and the article's opening section was dropped as a
// table of contents; a contents box is a list of links. The content
// script decides the same (content/observe.js proseContents).
func proseContents(n *html.Node) bool {
	if !namedOnlyBy(n, tocClass) {
		return false
	}
	text, links := linkedText(n)
	return text > 0 && 2*links < text
}
