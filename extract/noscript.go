package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// minNoscriptChars: a <noscript> with less text than this is a notice
// ("enable JavaScript") or a tracking pixel, not the page's content.
const minNoscriptChars = 200

// unwrapNoscript shows what a browser without JavaScript shows: the host's
// fetcher runs no scripts, so a <noscript> holding real content (forum
// software such as Discourse serves its whole thread there) is part of the
// page. The parser keeps <noscript> content as raw text; it is parsed here
// and put in the <noscript>'s place when it carries enough text.
func unwrapNoscript(root *html.Node) {
	var found []*html.Node
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.Noscript && n.Parent != nil && inBody(n) {
			found = append(found, n)
		}
	}
	for _, n := range found {
		var raw strings.Builder
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.TextNode {
				raw.Reset()
				break
			}
			raw.WriteString(c.Data)
		}
		if raw.Len() < minNoscriptChars {
			continue
		}
		ctx := &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div}
		kids, err := html.ParseFragment(strings.NewReader(raw.String()), ctx)
		if err != nil {
			continue
		}
		text := 0
		for _, k := range kids {
			text += len(collapse(escapedMarkup.ReplaceAllString(textOf(k), "")))
		}
		if text < minNoscriptChars {
			continue
		}
		wrap := &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div, Attr: []html.Attribute{{Key: "data-laika-noscript", Val: ""}}}
		for _, k := range kids {
			wrap.AppendChild(k)
		}
		n.Parent.InsertBefore(wrap, n)
		n.Parent.RemoveChild(n)
	}
}

// escapedMarkup is a tag written as text: a <noscript> whose HTML was
// entity-escaped in the source ("&lt;img src=…&gt;", tracking pixels) reads
// as markup after parsing, and markup is not content.
var escapedMarkup = shared("escapedMarkup")

func inBody(n *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Type == html.ElementNode && p.DataAtom == atom.Body {
			return true
		}
	}
	return false
}
