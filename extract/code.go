package extract

import (
	"strings"
	"unicode"

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
	dropGutterCells(root)
	var pres []*html.Node
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.Pre {
			pres = append(pres, n)
		}
	}
	for _, pre := range pres {
		var lines, gutters []*html.Node
		// Two or more <code> blocks in one <pre> are one listing each
		// (Node.js's docs give every example as ES module and as
		// CommonJS, and CSS shows one): read as text, the second ran on
		// from the first's last line ("…'node:fs/promises';const fs =").
		if codes := childCodes(pre); len(codes) > 1 {
			lines = append(lines, codes[:len(codes)-1]...)
		}
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

// childCodes are the <code> elements that are children of pre.
func childCodes(pre *html.Node) []*html.Node {
	var out []*html.Node
	for c := pre.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.DataAtom == atom.Code {
			out = append(out, c)
		}
	}
	return out
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

// dropGutterCells removes the line numbers a highlighter lays out as a
// table beside the code (Pygments' linenos="table", Rouge's gutter, as
// Sphinx and Jekyll print them): a cell named a gutter that holds only
// numbers, in a row where another cell holds the <pre>. They are there
// for the eye, and so that copying the code leaves them behind; read,
// they became a block of "1 2 3" before every listing. The content script
// drops the same (content/observe.js dropGutterCells).
func dropGutterCells(root *html.Node) {
	var cells []*html.Node
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && (n.DataAtom == atom.Td || n.DataAtom == atom.Th) && gutterCell(n) {
			cells = append(cells, n)
		}
	}
	for _, n := range cells {
		n.Parent.RemoveChild(n)
	}
}

// gutterCell: n, a table cell, is named a gutter, holds nothing but
// numbers, and shares its row with a cell holding a <pre>.
func gutterCell(n *html.Node) bool {
	if !codeGutterClass.MatchString(attr(n, "class")) || !onlyNumbers(textOf(n)) || n.Parent == nil {
		return false
	}
	for c := n.Parent.FirstChild; c != nil; c = c.NextSibling {
		if c != n && c.Type == html.ElementNode && holdsPre(c) {
			return true
		}
	}
	return false
}

// onlyNumbers: s holds a number and nothing but numbers and spaces.
func onlyNumbers(s string) bool {
	digits := false
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits = true
		case !unicode.IsSpace(r):
			return false
		}
	}
	return digits
}

func holdsPre(n *html.Node) bool {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.DataAtom == atom.Pre {
			return true
		}
	}
	return false
}
