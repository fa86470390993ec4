package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// codeLineClass and codeGutterClass name what syntax highlighters (Shiki,
// Prism, highlight.js, CodeMirror, Sphinx) wrap around each source line
// and each line number inside a <pre>.
var (
	codeLineClass   = shared("codeLineClass")
	codeGutterClass = shared("codeGutterClass")
)

// splitCodeLines writes out the line breaks of highlighted code. A
// highlighter often puts each source line in an element that CSS shows as
// a block, with no newline in the markup between them, and the line number
// in one of its own: read as text, "cd my-project" ran into the line
// before it and "12" into "return x". It runs on the page before anything
// reads it, since Readability drops the class names that tell the lines.
func splitCodeLines(root *html.Node) {
	var pres []*html.Node
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.Pre {
			pres = append(pres, n)
		}
	}
	for _, pre := range pres {
		var lines, gutters []*html.Node
		for n := range pre.Descendants() {
			if n.Type != html.ElementNode {
				continue
			}
			if codeGutterClass.MatchString(attr(n, "class")) || attr(n, "data-line-number") != "" {
				gutters = append(gutters, n)
			} else if n.DataAtom == atom.Div || n.DataAtom == atom.P || codeLineClass.MatchString(attr(n, "class")) {
				lines = append(lines, n)
			}
		}
		for _, n := range lines {
			if !endsWithNewline(n) && !startsWithNewline(n.NextSibling) {
				n.Parent.InsertBefore(&html.Node{Type: html.TextNode, Data: "\n"}, n.NextSibling)
			}
			if n.PrevSibling != nil && (n.DataAtom == atom.Div || n.DataAtom == atom.P) {
				// A block beside a line number (a flex row): a space
				// keeps them two words.
				n.InsertBefore(&html.Node{Type: html.TextNode, Data: " "}, n.FirstChild)
			}
		}
		for _, n := range gutters {
			// Inside the number, where no whitespace clean-up drops it.
			n.AppendChild(&html.Node{Type: html.TextNode, Data: " "})
		}
	}
}

// endsWithNewline: the last text inside n ends a line.
func endsWithNewline(n *html.Node) bool {
	for c := n.LastChild; c != nil; c = c.PrevSibling {
		switch c.Type {
		case html.TextNode:
			if c.Data != "" {
				return strings.HasSuffix(c.Data, "\n")
			}
		case html.ElementNode:
			if c.DataAtom == atom.Br {
				return true
			}
			if c.FirstChild != nil {
				return endsWithNewline(c)
			}
		}
	}
	return false
}

func startsWithNewline(n *html.Node) bool {
	return n != nil && n.Type == html.TextNode && strings.HasPrefix(n.Data, "\n")
}
