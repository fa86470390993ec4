package extract

import (
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// markSequenceNav marks a manual's or a blog's "Next: … Previous: … Up: …"
// line as page furniture (see markFurniture). Its links say what it is:
// rel="next", "prev" and "up" are HTML's link types for a page's place in
// a sequence. Generators do not name the block that holds them the same
// way: Texinfo 6 writes <div class="header"><p>Next: <a rel="next">…</a>,
// Previous: …, Up: …</p>, and that line led the summary of every short
// node of a GNU manual. A block is such a line when every link in it has
// a sequence rel, one of them next, prev or up, and its other words are
// labels ("Next:", "Up:", "[", "]"): at most two per link. A sentence that
// links the next chapter ("the clove hitch, described next, is …") has
// more words of its own and stays.
//
// The mark's value, navMark, lets it go at any length: boilerplate keeps
// a furniture-named element that holds 30% of the text or more, in case
// the name is a wrapper's, but this line is known by what it is, and on a
// node that is only a menu it is a third of the text.
func markSequenceNav(root *html.Node) {
	for n := range root.Descendants() {
		if n.Type != html.ElementNode || n.DataAtom != atom.A || !stepRel(attr(n, "rel")) {
			continue
		}
		b := navBlock(n)
		if b != nil && attr(b, furnitureMark) != navMark && sequenceNav(b) {
			b.Attr = slices.DeleteFunc(b.Attr, func(a html.Attribute) bool { return a.Key == furnitureMark })
			b.Attr = append(b.Attr, html.Attribute{Key: furnitureMark, Val: navMark})
		}
	}
}

// navMark is furnitureMark's value on a sequence navigation line.
const navMark = "nav"

// maxSequenceNavChars bounds a navigation line: link titles and labels.
const maxSequenceNavChars = 400

// navBlockTags are the blocks a navigation line is written in; a list
// item stands for its list (a pager's <ul><li><a rel="prev">…).
var navBlockTags = map[atom.Atom]bool{
	atom.P: true, atom.Div: true, atom.Td: true, atom.Th: true, atom.Nav: true, atom.Header: true,
	atom.Footer: true, atom.Section: true, atom.Ul: true, atom.Ol: true, atom.Table: true, atom.Body: true,
}

// navBlock is the block a link stands in: its nearest block ancestor.
func navBlock(a *html.Node) *html.Node {
	for p := a.Parent; p != nil; p = p.Parent {
		if p.Type == html.ElementNode && navBlockTags[p.DataAtom] {
			if p.DataAtom == atom.Body {
				return nil
			}
			return p
		}
	}
	return nil
}

// sequenceNav: every link in b has a sequence rel (one of them a step:
// next, prev or up), and b's other words are no more than labels.
func sequenceNav(b *html.Node) bool {
	text := collapse(textOf(b))
	if len(text) > maxSequenceNavChars {
		return false
	}
	links, linkWords, step := 0, 0, false
	for n := range b.Descendants() {
		if n.Type != html.ElementNode || n.DataAtom != atom.A {
			continue
		}
		rel := attr(n, "rel")
		if !sequenceRel(rel) {
			return false
		}
		step = step || stepRel(rel)
		links++
		linkWords += len(strings.Fields(textOf(n)))
	}
	return step && len(strings.Fields(text))-linkWords <= 2*links
}

// stepRel: rel names a step through a sequence.
func stepRel(rel string) bool {
	for _, r := range strings.Fields(strings.ToLower(rel)) {
		switch r {
		case "next", "prev", "previous", "up":
			return true
		}
	}
	return false
}

// sequenceRel: rel names a place in a sequence or in a manual (its index,
// contents, first or last page).
func sequenceRel(rel string) bool {
	for _, r := range strings.Fields(strings.ToLower(rel)) {
		switch r {
		case "next", "prev", "previous", "up", "index", "contents", "toc", "first", "last", "start", "home":
			return true
		}
	}
	return false
}
