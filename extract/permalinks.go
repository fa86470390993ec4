package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Documentation generators put a permalink mark in every heading and
// definition term: Sphinx's "¶", rustdoc's "§", MkDocs' and Supabase's
// "#", Hugo's "🔗". Their stylesheets show it only while the pointer is
// on the heading, so a reader sees "Routing", not "Routing¶"; without
// the stylesheet the mark fuses with the heading's last word, in the
// text, the outline and every summary section named after it. A mark is
// a same-page link whose text is a symbol or two, no letter or digit,
// in a heading, a term, or the block it links to (rustdoc sets the mark
// beside an item's heading, in the item's <section>). A footnote's "^"
// or "↩" back-link sits in prose and stays (summary/references.go reads
// it).
//
// The content script asks the same (content/walk.js permalinkMark);
// shared fixture testdata/primary/docs-heading-permalinks.

// permalinkMark: n is a heading's or a term's permalink mark.
func permalinkMark(n *html.Node) bool {
	if n.DataAtom != atom.A { // selfHidden asks every element: the cheap test first
		return false
	}
	href := strings.TrimSpace(attr(n, "href"))
	if !strings.HasPrefix(href, "#") {
		return false
	}
	t := strings.TrimSpace(strings.ReplaceAll(markText(n), "\u200b", ""))
	if t == "" || utf8.RuneCountInString(t) > maxMarkRunes || strings.IndexFunc(t, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
		return false
	}
	for a, up := n.Parent, 0; a != nil && a.Type == html.ElementNode && up < 3; a, up = a.Parent, up+1 {
		if headingLevel(a) > 0 || a.DataAtom == atom.Dt || len(href) > 1 && attr(a, "id") == href[1:] {
			return true
		}
	}
	return false
}

// markText is the text under n, visibility aside: a mark is often
// styled hidden.
func markText(n *html.Node) string {
	var b strings.Builder
	for d := range n.Descendants() {
		if d.Type == html.TextNode {
			b.WriteString(d.Data)
		}
	}
	return b.String()
}
