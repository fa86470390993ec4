package extract

import (
	"slices"
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
	ca, cb := partChildren(a, b)
	return ca != nil && cb != nil && ca != a && cb != b && partShape(ca) != partShape(cb)
}

// partChildren are the children of a's and b's nearest common ancestor
// that hold a and b (a or b itself when it is that child; nil when one
// holds the other, or they share no ancestor).
func partChildren(a, b *html.Node) (ca, cb *html.Node) {
	toward := map[*html.Node]*html.Node{} // a's ancestors (and a), each to its child on a's path
	var prev *html.Node
	for n := a; n != nil; n = n.Parent {
		toward[n] = prev
		prev = n
	}
	prev = nil
	for n := b; n != nil; n = n.Parent {
		if c, ok := toward[n]; ok {
			return c, prev
		}
		prev = n
	}
	return nil, nil
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

// cardParts reports whether a and b sit in two cards of one list (a
// comparison's cards, which share field names and values): below their
// nearest common ancestor, the children that hold them are two of
// minCompareCards or more siblings of one kind (kinShapes), each short
// (maxCompareCardChars), saying different things, and neither child is
// a or b itself. Two copies of a block for narrow and wide screens say
// the same; a page builder's rows and a product's sections are longer;
// two bare <div>s are no list (Readability wraps what it keeps in them).
func cardParts(a, b *html.Node) bool {
	ca, cb := partChildren(a, b)
	if ca == nil || cb == nil || ca == a || cb == b || !kinShapes(partShape(ca), partShape(cb)) {
		return false
	}
	ta, tb := wordKey(textOf(ca)), wordKey(textOf(cb))
	if len(ta) > maxCompareCardChars || len(tb) > maxCompareCardChars || wordsWithin(ta, tb) >= maxCardOverlap || wordsWithin(tb, ta) >= maxCardOverlap {
		return false
	}
	n := 0
	for c := ca.Parent.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && kinShapes(partShape(c), partShape(ca)) {
			n++
		}
	}
	return n >= minCompareCards
}

// kinShapes: two shapes (tag.class.class) of one tag that share a class:
// a list's highlighted card ("has-highlight splide__slide") is still one
// of its cards.
func kinShapes(a, b string) bool {
	ta, ca, _ := strings.Cut(a, ".")
	tb, cb, _ := strings.Cut(b, ".")
	if ta != tb || ca == "" || cb == "" {
		return false
	}
	for _, c := range strings.Split(ca, ".") {
		if slices.Contains(strings.Split(cb, "."), c) {
			return true
		}
	}
	return false
}

// minCompareCards, maxCompareCardChars, maxCardOverlap: a comparison
// has at least three cards, each a name and a few fields, and each card
// has words of its own: a copy for narrow screens, its lines broken
// elsewhere, has all of the first's words.
const (
	minCompareCards     = 3
	maxCompareCardChars = 600
	maxCardOverlap      = 0.9
)
