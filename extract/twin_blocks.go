package extract

import (
	"strings"

	"golang.org/x/net/html"
)

// dropTwinBlocks drops a line of prose that the text has already read in
// another part of the page: a header's summary that the body prints
// again, a section a theme prints once for narrow screens and once for
// wide (CSS shows one), a testimonial slider's hidden copy. Two parts of
// a page differ in shape (tag and classes) where the copies' paths part.
//
// What stays:
//   - a line repeated across the cards of one list (each offer's own
//     terms, each product's own blurb): there the two paths part into
//     siblings of one shape;
//   - a line whose own element is where the paths part (a paragraph
//     beside a box that holds its copy), which says too little about
//     the parts;
//   - code, where a sample rightly repeats; table rows, where a plan
//     table may rightly be printed twice; and link lines, where one
//     story is rightly listed under two headings;
//   - lines shorter than minRepeatedBlockChars.
//
// The content script runs the same rule (content/observe.js
// dropTwinBlocks).
func dropTwinBlocks(lines []line) []line {
	first := map[string]*html.Node{}
	out := lines[:0:0]
	for _, l := range lines {
		k := wordKey(l.text)
		if len(k) >= minRepeatedBlockChars && !l.isCode() && !strings.Contains(l.text, " | ") && l.block != nil && 2*l.linkChars < len(l.text) {
			if b, ok := first[k]; !ok {
				first[k] = l.block
			} else if twinParts(b, l.block) {
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

// twinParts reports whether a and b sit in parts of the page of two
// shapes: below their nearest common ancestor, the children that hold
// them differ in partShape, and neither child is a or b itself.
func twinParts(a, b *html.Node) bool {
	toward := map[*html.Node]*html.Node{} // a's ancestors (and a), each to its child on a's path
	var prev *html.Node
	for n := a; n != nil; n = n.Parent {
		toward[n] = prev
		prev = n
	}
	prev = nil
	for n := b; n != nil; n = n.Parent {
		if ca, ok := toward[n]; ok {
			return ca != nil && prev != nil && ca != a && prev != b && partShape(ca) != partShape(prev)
		}
		prev = n
	}
	return false
}

// shapeMark carries an element's shapeKey into Readability's copy, which
// drops class names (as furnitureMark does).
const shapeMark = "data-laika-shape"

// markShapes marks every element that has classes with its shapeKey.
// The content script marks the same (content/observe.js markShapes).
func markShapes(root *html.Node) {
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && attr(n, "class") != "" && !hasAttr(n, shapeMark) {
			n.Attr = append(n.Attr, html.Attribute{Key: shapeMark, Val: shapeKey(n)})
		}
	}
}

// partShape is n's shape as the page wrote it: its mark, or its shapeKey
// where it had no classes to lose.
func partShape(n *html.Node) string {
	if s := attr(n, shapeMark); s != "" {
		return s
	}
	return shapeKey(n)
}
