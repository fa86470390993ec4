package extract

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// maxItemLineChars: a list item whose words fit one line of a list.
const maxItemLineChars = 300

// inlineItemDivs turns, in the copy Readability reads, the <div>s that
// wrap a short list item's line into <span>s. Readability's clean-up
// drops any unnamed <div> with a fifth of its text in links, and a list
// item's line is mostly its link: MediaWiki's category pages wrap each
// subcategory in <div class="CategoryTreeItem">, and every one of them
// went, so a category page lost all its subcategories and kept its pages
// (which are bare <li><a>). Only an item whose divs hold nothing but
// words and links, no block of their own (a card's paragraphs, a nested
// list), and that reads as one line is changed. The content script does
// the same to its copy (observe.js inlineItemDivs).
func inlineItemDivs(root *html.Node) {
	var found []*html.Node
	for n := range root.Descendants() {
		if n.Type != html.ElementNode || n.DataAtom != atom.Li || hasAttr(n, furnitureMark) {
			continue
		}
		if divs := lineDivs(n); len(divs) > 0 {
			found = append(found, divs...)
		}
	}
	for _, d := range found {
		d.Data, d.DataAtom = "span", atom.Span
	}
}

// lineDivs is the <div>s of li when li is one line of words and links
// held in <div>s: nothing in it is a block but the <div>s, and no <div>
// with words has words beside it, so its words read the same as one
// line (two <div>s side by side, "Print" and "81K", are two lines and
// would run together). nil otherwise.
func lineDivs(li *html.Node) []*html.Node {
	if utf8.RuneCountInString(collapse(textOf(li))) > maxItemLineChars {
		return nil
	}
	var divs []*html.Node
	for d := range li.Descendants() {
		if d.Type != html.ElementNode {
			continue
		}
		switch {
		case d.DataAtom == atom.Div && !hasWords(d):
			// A spacer between two lines (a recipe step's <div
			// class="wprm-spacer">) keeps them apart.
		case d.DataAtom == atom.Div:
			if wordsBeside(d) {
				return nil
			}
			divs = append(divs, d)
		case isBlock(d), d.DataAtom == atom.Img, d.DataAtom == atom.Picture, d.DataAtom == atom.Svg, styledBlock(d):
			return nil
		}
	}
	return divs
}

// styledBlock reports an inline element its style lays out as a block
// (<span style="display: block">, one line of a recipe's step).
func styledBlock(n *html.Node) bool {
	st := inlineStyle(n)
	return strings.Contains(st, "display:block") || strings.Contains(st, "display:flex") || strings.Contains(st, "display:grid")
}

// hasWords reports text in n, hidden text aside.
func hasWords(n *html.Node) bool {
	return collapse(textOf(n)) != ""
}

// wordsBeside reports a sibling of n with words of its own.
func wordsBeside(n *html.Node) bool {
	for c := n.Parent.FirstChild; c != nil; c = c.NextSibling {
		if c == n {
			continue
		}
		if c.Type == html.TextNode && collapse(c.Data) != "" || c.Type == html.ElementNode && hasWords(c) {
			return true
		}
	}
	return false
}
