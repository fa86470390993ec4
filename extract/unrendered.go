package extract

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// What a page's stylesheet does not render (sheet_hidden.go) is dropped
// with three exceptions, where the text is no hiding place: a page whose
// unrendered text is most of it is rendering lazily (maxUnrenderedShare),
// a block after a "Read more" button is one click from view
// (afterButton), and a block whose text the page shows anyway is a
// theme's phone copy (dropUnrendered). The content script does the same
// (content/unseen.js markUnseen).

// maxUnrenderedShare: when more of a page's text than this is not
// rendered by its own stylesheet, none of it is dropped for that: the page
// renders its paragraphs lazily, or shows its main region once its
// scripts run (content/unseen.js markUnseen), and is read as it will be
// shown. A planted line is a small part of a page.
const maxUnrenderedShare = 0.5

// minTwinChars: hidden text shorter than this (without spaces) is no
// copy of a shown block, even when the page shows the same letters: a
// marketplace spells "Sponsored" out of single letters between hidden
// decoys.
const minTwinChars = 20

// dropUnrendered empties the own text of each invisible element and
// removes each unrendered one, except those whose text the page shows
// anyway: a theme's phone copy of a block beside its desktop copy. Their
// words are read once shown, and keeping them keeps the block's shape as
// the page's readers see it (a card whose description is a phone copy
// is no bare link).
func dropUnrendered(invisible, unrendered []*html.Node) {
	// Each unrendered element leaves a placeholder, where it goes back
	// if the page shows its text anyway.
	held := make([]*html.Node, len(unrendered))
	for i, n := range unrendered {
		held[i] = &html.Node{Type: html.CommentNode}
		n.Parent.InsertBefore(held[i], n)
		n.Parent.RemoveChild(n)
	}
	emptied := make([][]string, len(invisible))
	for i, n := range invisible {
		for t := n.FirstChild; t != nil; t = t.NextSibling {
			if t.Type == html.TextNode {
				emptied[i] = append(emptied[i], t.Data)
				t.Data = ""
			}
		}
	}
	var top *html.Node
	if len(held) > 0 {
		top = held[0]
	} else {
		top = invisible[0]
	}
	for top.Parent != nil {
		top = top.Parent
	}
	shown := squeeze(textOf(top))
	for i, n := range unrendered {
		if t := squeeze(textOf(n)); len(t) >= minTwinChars && strings.Contains(shown, t) {
			held[i].Parent.InsertBefore(n, held[i])
		}
		held[i].Parent.RemoveChild(held[i])
	}
	for i, n := range invisible {
		data := emptied[i]
		if t := squeeze(strings.Join(data, " ")); len(t) < minTwinChars || !strings.Contains(shown, t) {
			continue
		}
		for t := n.FirstChild; t != nil && len(data) > 0; t = t.NextSibling {
			if t.Type == html.TextNode {
				t.Data, data = data[0], data[1:]
			}
		}
	}
}

// squeeze is s with no white space: what is left of a text however its
// blocks were spaced.
func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// afterButton: n follows a button whose label says it shows more ("View
// product details", revealText): one click from view, as a disclosure
// panel is (content/unseen.js afterButton).
func afterButton(n *html.Node) bool {
	p := n.PrevSibling
	for p != nil && p.Type != html.ElementNode {
		p = p.PrevSibling
	}
	if p == nil || p.DataAtom != atom.Button && attr(p, "role") != "button" {
		return false
	}
	label := collapse(textOf(p))
	if label == "" {
		label = attr(p, "aria-label")
	}
	return revealText.MatchString(label)
}

// revealText is the label of a button that shows more.
var revealText = shared("revealText")
