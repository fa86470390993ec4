package extract

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// labelTags are the phrasing elements a label or a heading's text is
// written in.
var labelTags = map[atom.Atom]bool{atom.Strong: true, atom.B: true, atom.Span: true, atom.Label: true, atom.Em: true, atom.Small: true, atom.Dt: true}

// readabilityUnlikely is the list of names Readability drops an element
// for before it scores the page.
var readabilityUnlikely = shared("readabilityUnlikely")

// unnameLabels removes, in the copy Readability reads, the class and id
// of a short label whose name Readability takes for furniture, unless it
// is furniture by this package's own rules (markFurniture ran first and
// pruneFurniture drops those later). Readability drops any element named
// "header", "extra" or "community": a spec list's <strong
// class="table__header">Weight:</strong> lost every label and kept the
// bare values ("1.78 lbs."), and Wikipedia's <span class="mw-headline"
// id="Community"> lost its section's heading. The content script does the
// same to its copy (observe.js unnameLabels).
//
// A list card's header goes the same way: a WordPress theme's <header
// class="entry-header"> around each entry's <h2> took every title out of
// a category page, which kept the entries' excerpts only.
func unnameLabels(root *html.Node) {
	for n := range root.Descendants() {
		if n.Type != html.ElementNode || hasAttr(n, furnitureMark) || !labelTags[n.DataAtom] && !cardHeader(n) {
			continue
		}
		if name := attr(n, "class") + " " + attr(n, "id"); readabilityUnlikely.MatchString(name) && len(collapse(textOf(n))) <= maxLabelChars {
			removeAttr(n, "class")
			removeAttr(n, "id")
		}
	}
}

// cardHeader reports an element inside a main-list card (marked by
// markCards) that holds a heading: the card's title block.
func cardHeader(n *html.Node) bool {
	if cardOf(n) < 0 {
		return false
	}
	for d := range n.Descendants() {
		if isHeadingTag(d) {
			return true
		}
	}
	return false
}
