package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A page's script fills some values in after it loads: a legal-aid
// finder's "Website: <span id="grantee-website"></span>", a calculator's
// "Your monthly payment: <span id="payment"></span>", a search box's
// "Your search: <span id="your-search-text"></span>". As served, and as
// the host reads it, each such line is a label with nothing after it, and
// its stylesheet keeps the box out of view until the value comes. A box
// that is only a label and the empty slot after it (unfilledLabel) is
// left out of the main text: the label says nothing without its value.
//
// The slot is an element with an id (what a script finds it by) that
// holds nothing. A link is no slot: "<a id=…></a>"
// after a heading's words is an anchor to jump to. The label is short
// and no sentence. A bare text label must end in a colon; a label in an
// element of its own ("<span class="subtext">For legal help, call
// </span>") is the template's part already. A box with more than these
// two parts is left alone.
//
// The boxes go when the page is parsed, before any other step: a later
// one empties elements (Readability's cleaning, a tooltip's removal), and
// "Try Risk-Free for 30 Days" beside a removed tooltip is no label
// waiting for its value.
//
// The content script does the same to the copy Readability reads
// (content/walk.js unfilledLabel); its live walk sees the page after
// its scripts ran, with the value in or the box hidden.

// maxSlotLabel: the longest label taken for a slot's, in bytes.
const maxSlotLabel = 40

// dropUnfilled removes the boxes that are a label waiting for its value.
func dropUnfilled(root *html.Node) {
	removeWhere(root, unfilledLabel)
}

// unfilledLabel: n is a box holding a short label and, after it, an empty
// slot a script fills.
func unfilledLabel(n *html.Node) bool {
	if n.Type != html.ElementNode || !slotBox[n.DataAtom] {
		return false
	}
	var parts []*html.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.CommentNode, c.Type == html.TextNode && strings.TrimSpace(c.Data) == "":
		case len(parts) == 2:
			return false
		default:
			parts = append(parts, c)
		}
	}
	if len(parts) != 2 || !emptySlot(parts[1]) {
		return false
	}
	label := parts[0]
	var text string
	switch {
	case label.Type == html.TextNode:
		text = collapse(label.Data)
		if !strings.HasSuffix(text, ":") {
			return false
		}
	case label.Type == html.ElementNode && labelPart[label.DataAtom] && onlyText(label):
		text = textOf(label)
	default:
		return false
	}
	return text != "" && len(text) <= maxSlotLabel && !strings.ContainsAny(text[len(text)-1:], ".!?")
}

// slotBox: the elements a label and its slot sit in.
var slotBox = map[atom.Atom]bool{atom.P: true, atom.Div: true, atom.Li: true, atom.Dd: true, atom.Span: true}

// labelPart: the inline elements a label is set in.
var labelPart = map[atom.Atom]bool{atom.Span: true, atom.Strong: true, atom.B: true, atom.Label: true, atom.Em: true, atom.Small: true}

// emptySlot: n is an element with an id that holds nothing but
// whitespace, and is no link. An element with children is no slot, even
// when they show nothing: a tooltip's wrapper, a styled select.
func emptySlot(n *html.Node) bool {
	if n.Type != html.ElementNode || attr(n, "id") == "" || !slotPart[n.DataAtom] {
		return false
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.TextNode || strings.TrimSpace(c.Data) != "" {
			return false
		}
	}
	return true
}

// slotPart: the elements a script fills with a value.
var slotPart = map[atom.Atom]bool{atom.Span: true, atom.Div: true, atom.Strong: true, atom.B: true, atom.Output: true, atom.Data: true, atom.P: true}

// onlyText: n holds text and nothing else.
func onlyText(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.TextNode {
			return false
		}
	}
	return n.FirstChild != nil
}
