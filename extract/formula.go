package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Formulas are text. A page shows one as MathML, as an image of it, or as
// a renderer's glyphs (KaTeX, MathJax) with the source kept beside them
// for screen readers; skipping <math> and images left "denoted by , then"
// where Wikipedia wrote A^H, and a page of display equations read as a
// third of its words.
//
// readFormulas replaces each formula box with its TeX source where the
// page gives one (MathML's alttext or TeX annotation, a MathJax script, a
// formula image's alt), else MathML read in a line ("(−b ± √(b^2 − 4 a
// c))/(2 a)"): once per formula, whichever twin the page shows. The
// content script reads the same (content/formula.js).
func readFormulas(root *html.Node) {
	// Read every box before replacing any: a MathJax script is read by
	// the rendering before it, which must still be there to say so.
	type box struct {
		n *html.Node
		f formula
	}
	var boxes []box
	var find func(*html.Node)
	find = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if f, ok := formulaOf(c); ok {
				boxes = append(boxes, box{c, f})
				continue
			}
			find(c)
		}
	}
	find(root)
	for _, bx := range boxes {
		b, f := bx.n, bx.f
		if f.text == "" || selfHidden(b) {
			b.Parent.RemoveChild(b)
			continue
		}
		tag, a := "span", atom.Span
		if f.block {
			tag, a = "div", atom.Div
		}
		// As code, so that Markdown keeps TeX's backslashes and
		// underscores as they are.
		r := &html.Node{Type: html.ElementNode, Data: tag, DataAtom: a, Attr: []html.Attribute{{Key: "data-laika-formula", Val: ""}}}
		code := &html.Node{Type: html.ElementNode, Data: "code", DataAtom: atom.Code}
		code.AppendChild(&html.Node{Type: html.TextNode, Data: f.text})
		lead, trail := formulaSpacing(b)
		if lead {
			r.AppendChild(&html.Node{Type: html.TextNode, Data: " "})
		}
		r.AppendChild(code)
		if trail {
			r.AppendChild(&html.Node{Type: html.TextNode, Data: " "})
		}
		b.Parent.InsertBefore(r, b)
		b.Parent.RemoveChild(b)
	}
}

// formulaSpacing says whether a formula box needs a space before and
// after its reading. A renderer sets a formula apart from the words beside
// it by its own margins ("= 0</mjx-container>and they are" shows as "= 0
// and they are"), so a word touching the box is a word apart; punctuation
// touching it stays touching ("A^H, then"). The content script spaces the
// same (content/formula.js spacing).
func formulaSpacing(b *html.Node) (lead, trail bool) {
	lead, trail = true, true
	if p := b.PrevSibling; p != nil && p.Type == html.TextNode && p.Data != "" {
		r, _ := utf8.DecodeLastRuneInString(p.Data)
		lead = !unicode.IsSpace(r) && !strings.ContainsRune("([{“‘\"'", r)
	}
	if n := b.NextSibling; n != nil && n.Type == html.TextNode && n.Data != "" {
		r, _ := utf8.DecodeRuneInString(n.Data)
		trail = !unicode.IsSpace(r) && !strings.ContainsRune(",.;:!?)]}”’\"'…", r)
	}
	return lead, trail
}

// formula is one formula as read: its text and whether it stands on its
// own line (display math).
type formula struct {
	text  string
	block bool
}

// formulaOf reports whether n is a formula box, and its reading. A box
// with nothing to read (a MathJax preview, a script MathJax already
// rendered) is a box read as nothing.
func formulaOf(n *html.Node) (formula, bool) {
	switch {
	case n.Data == "math" && n.Namespace == "math":
		return formula{mathText(n), attr(n, "display") == "block"}, true
	case n.DataAtom == atom.Script:
		t := strings.ToLower(attr(n, "type"))
		if !strings.HasPrefix(t, "math/tex") {
			return formula{}, false
		}
		if mathJaxBox(prevElement(n)) {
			return formula{}, true // its rendering, before it, reads it
		}
		return formula{cleanTeX(rawText(n)), strings.Contains(t, "mode=display")}, true
	case n.Data == "mjx-container":
		if m := firstMath(n); m != nil {
			return formula{mathText(m), attr(n, "display") == "true"}, true
		}
		return formula{}, true // glyphs only: nothing to read
	case n.DataAtom == atom.Img:
		if alt := attr(n, "alt"); formulaImage(" "+attr(n, "class")+" ", alt) {
			return formula{cleanTeX(alt), false}, true
		}
		return formula{}, false
	}
	// The rest are named by their class; most elements have none of
	// these words, and this runs on every element of the page.
	c := attr(n, "class")
	if !strings.Contains(c, "katex") && !strings.Contains(c, "MathJax") && !strings.Contains(c, "mwe-math") {
		return formula{}, false
	}
	cls := " " + c + " "
	switch {
	case strings.Contains(cls, " katex "):
		block := n.Parent != nil && strings.Contains(" "+attr(n.Parent, "class")+" ", " katex-display ")
		if m := firstMath(n); m != nil {
			return formula{mathText(m), block}, true
		}
	case strings.Contains(cls, " MathJax_Preview "):
		return formula{}, true
	case mathJaxBox(n):
		return mathJaxFormula(n), true
	case strings.Contains(cls, " mwe-math-element "):
		if m := firstMath(n); m != nil {
			return formula{mathText(m), strings.Contains(cls, "mwe-math-element-block") || attr(m, "display") == "block"}, true
		}
		for d := range n.Descendants() {
			if d.DataAtom == atom.Img {
				return formula{cleanTeX(attr(d, "alt")), false}, true
			}
		}
	}
	return formula{}, false
}

// formulaImage: an image of a formula, by its name (MediaWiki's fallback
// image, WordPress's "latex" images) or by the TeX in its alt text.
func formulaImage(cls, alt string) bool {
	if strings.TrimSpace(alt) == "" {
		return false
	}
	a := strings.TrimSpace(alt)
	return strings.Contains(cls, " mwe-math-fallback-image") || strings.Contains(cls, " latex ") ||
		strings.HasPrefix(a, `{\displaystyle`) || strings.HasPrefix(a, `{\textstyle`)
}

// mathJaxBox: MathJax 2's rendering of a formula (its "MathJax" span or a
// display formula's "MathJax_Display" block), which the source script
// follows.
func mathJaxBox(n *html.Node) bool {
	if n == nil {
		return false
	}
	for _, t := range strings.Fields(attr(n, "class")) {
		switch t {
		case "MathJax", "MathJax_Display", "MathJax_SVG", "MathJax_SVG_Display", "MathJax_CHTML", "MathJax_PHTML":
			return true
		}
	}
	return false
}

// mathJaxFormula reads a MathJax 2 rendering from its source script (the
// next element beside it or beside its display block), else from the
// MathML it keeps for screen readers.
func mathJaxFormula(n *html.Node) formula {
	next := nextElement(n)
	if next == nil && n.Parent != nil && mathJaxBox(n.Parent) {
		next = nextElement(n.Parent)
	}
	if next != nil && next.DataAtom == atom.Script && strings.HasPrefix(strings.ToLower(attr(next, "type")), "math/tex") {
		return formula{cleanTeX(rawText(next)), strings.Contains(attr(n, "class"), "Display")}
	}
	if m := firstMath(n); m != nil {
		return formula{mathText(m), false}
	}
	return formula{}
}

// rawText is a script's source (textOf reads no script).
func rawText(n *html.Node) string {
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
		}
	}
	return b.String()
}

func firstMath(n *html.Node) *html.Node {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.Data == "math" && d.Namespace == "math" {
			return d
		}
	}
	return nil
}

func prevElement(n *html.Node) *html.Node {
	for s := n.PrevSibling; s != nil; s = s.PrevSibling {
		if s.Type == html.ElementNode {
			return s
		}
	}
	return nil
}

func nextElement(n *html.Node) *html.Node {
	for s := n.NextSibling; s != nil; s = s.NextSibling {
		if s.Type == html.ElementNode {
			return s
		}
	}
	return nil
}

// mathText reads a <math> element: its TeX source when it carries one,
// else its MathML in a line.
func mathText(m *html.Node) string {
	if t := cleanTeX(attr(m, "alttext")); t != "" {
		return t
	}
	for d := range m.Descendants() {
		if d.Type == html.ElementNode && d.Data == "annotation" {
			enc := strings.ToLower(attr(d, "encoding"))
			if enc == "application/x-tex" || enc == "tex" || enc == "latex" {
				if t := cleanTeX(textOf(d)); t != "" {
					return t
				}
			}
		}
	}
	return collapse(mathLine(m))
}

// cleanTeX is TeX without MediaWiki's {\displaystyle …} wrapper, on one
// line.
func cleanTeX(s string) string {
	s = collapse(s)
	for _, w := range []string{`{\displaystyle `, `{\textstyle `} {
		if strings.HasPrefix(s, w) && strings.HasSuffix(s, "}") {
			s = strings.TrimSpace(s[len(w) : len(s)-1])
		}
	}
	return s
}

// mathLine reads MathML presentation markup in a line: fractions as
// (a)/(b), scripts as x^2 and a_i, roots as √(x), table rows (aligned
// equations, a matrix's rows) apart by "; ". Semantics read their presentation only.
func mathLine(n *html.Node) string {
	if n.Type == html.TextNode {
		return strings.TrimSpace(n.Data)
	}
	if n.Type != html.ElementNode {
		return ""
	}
	var kids []string
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && (c.Data == "annotation" || c.Data == "annotation-xml") {
			continue
		}
		if s := mathLine(c); s != "" || c.Type == html.ElementNode {
			kids = append(kids, s)
		}
		if n.Data == "semantics" && c.Type == html.ElementNode {
			break
		}
	}
	arg := func(i int) string {
		if i >= len(kids) {
			return ""
		}
		return kids[i]
	}
	switch n.Data {
	case "mfrac":
		return group(arg(0)) + "/" + group(arg(1))
	case "msup":
		return arg(0) + "^" + group(arg(1))
	case "msub":
		return arg(0) + "_" + group(arg(1))
	case "msubsup":
		return arg(0) + "_" + group(arg(1)) + "^" + group(arg(2))
	case "msqrt":
		return "√(" + strings.Join(kids, " ") + ")"
	case "mroot":
		return "root" + group(arg(1)) + "(" + arg(0) + ")"
	case "mtable":
		return strings.Join(kids, "; ")
	case "mspace":
		return " "
	}
	return strings.Join(kids, " ")
}

// group wraps a script or a fraction's part that is more than one token.
func group(s string) string {
	s = strings.TrimSpace(s)
	if len([]rune(s)) <= 1 || !strings.ContainsAny(s, " +-−=/^_") {
		return s
	}
	return "(" + s + ")"
}
