package extract

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A news article points its reader at other articles mid-text: "Lesen
// Sie auch: Kein Getreide mehr …", "PUEDES VER: ¿Qué es la Sunedu?",
// "SEE ALSO: A New Book Explores …". Each is a label and the linked
// headline of another story, read into this one's text and quoted by its
// summary. A label over a list of links ends an article (article_tail.go)
// and a manual's "See also: fetch()" points at one name, not a headline:
// both are left to the rest. The content script drops the same
// (content/observe.js dropTeasers).

var teaserLabel = shared("teaserLabel")

// Teaser measures: the block is short, its headline is at least
// minTeaserWords words and its links hold minHeadlineLinkShare of it.
const (
	maxTeaserChars       = 300
	minTeaserWords       = 3
	minHeadlineLinkShare = 0.6
)

// dropTeasers removes under root each block that is a teaser label and a
// linked headline.
func dropTeasers(root *html.Node) {
	removeWhere(root, isTeaser)
}

// isTeaser reports a line (a block with no block inside, a span, bold
// text) that is a teaser label and one linked headline. A section whose
// heading is "See also" over its list is the list's, not a line.
func isTeaser(n *html.Node) bool {
	if !isBlock(n) && n.DataAtom != atom.Span && n.DataAtom != atom.Strong || holdsBlock(n) {
		return false
	}
	text := strings.ToLower(textOf(n))
	if len(text) > maxTeaserChars {
		return false
	}
	label := teaserLabel.FindString(text)
	if label == "" {
		return false
	}
	rest := text[len(label):]
	return len(strings.Fields(rest)) >= minTeaserWords && oneLine(n) && linkShare(n, rest) >= minHeadlineLinkShare
}

// oneLine reports an element that holds one link and no line break: a
// teaser is one headline. A label over several links, one a line ("Mehr
// zum Thema:<br>RES035 …<br>RES036 …"), is a list, whose lead-in
// trimLinkTail needs to cut it and what follows.
func oneLine(n *html.Node) bool {
	links := 0
	var walk func(*html.Node) bool
	walk = func(n *html.Node) bool {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type != html.ElementNode:
			case c.DataAtom == atom.Br:
				return false
			case c.DataAtom == atom.A:
				links++
			case !walk(c):
				return false
			}
		}
		return true
	}
	return walk(n) && links == 1
}

// holdsBlock reports a block element under n.
func holdsBlock(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if isBlock(c) || holdsBlock(c) {
			return true
		}
	}
	return false
}

// linkShare is the share of text's letters that n's links hold.
func linkShare(n *html.Node, text string) float64 {
	total := utf8.RuneCountInString(strings.Join(strings.Fields(text), ""))
	if total == 0 {
		return 0
	}
	linked := 0
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if c.DataAtom == atom.A {
				linked += utf8.RuneCountInString(strings.Join(strings.Fields(textOf(c)), ""))
				continue
			}
			walk(c)
		}
	}
	walk(n)
	return float64(linked) / float64(total)
}
