package extract

import (
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// line is one rendered line of text: the structure prefix, the text, and the
// block element it came from (for blocks, link density and link context).
type line struct {
	prefix    string
	text      string
	block     *html.Node
	linkChars int
	// ctrlChars is the text inside short links and buttons: what a
	// reader clicks rather than reads.
	ctrlChars int
}

func (l line) String() string { return l.prefix + l.text }

// isCode: the line is a line of code ("Code: "), which no rule that
// drops a page's noise (credits, labels, identifiers) reads as noise.
func (l line) isCode() bool { return strings.Contains(l.prefix, "Code: ") }

// isHeading: the line is a heading's ("H2: ").
func (l line) isHeading() bool { return strings.HasPrefix(strings.TrimPrefix(l.prefix, "> "), "H") }

// renderer turns a DOM subtree into line-preserving text with the structure
// prefixes the content script uses: "H2: " headings, "- " list items and
// "1. " numbered ones (indented two spaces per nesting level), "> "
// quotes, "Code: " code lines, and " | " between table cells.
type renderer struct {
	lines     []line
	cur       strings.Builder
	curLink   int
	curCtrl   int
	inLink    int
	inCtrl    int
	quote     int
	heading   int
	block     *html.Node
	pendingLI bool
	lists     []listMark // the open lists, innermost last
	itemMark  string     // the pending item's marker: "- " or "3. "
	seam      seam       // fused sibling fields (coll_seams.go)
	inCode    int        // inside inline code, written as it is: no seam spaces ("python3.<em>Y</em>")
	noAlt     bool       // images read as nothing, not as their alt text
	sepEnd    int        // where cur ended after a cell's " | ", while nothing follows it; 0: none
}

// inlineCode are the elements that set code, a key or a sample in a
// line: their text is literal, and a seam inside it ("python3." then
// "Y" in its own <em>) is no sentence's or field's end.
var inlineCode = map[atom.Atom]bool{atom.Code: true, atom.Kbd: true, atom.Samp: true, atom.Tt: true, atom.Var: true}

// renderLines renders n's subtree.
func renderLines(n *html.Node) []line {
	r := &renderer{}
	r.walk(n)
	r.flush()
	return r.lines
}

// renderTextLines renders n's subtree without images' alt text: the
// words a reader sees (content/walk.js renderLines with alt: false).
func renderTextLines(n *html.Node) []line {
	r := &renderer{noAlt: true}
	r.walk(n)
	r.flush()
	return r.lines
}

// seamedText is n's text on one line, fields that markup sets side by
// side read apart ("Black Diamond" "Spot 400 Headlamp", coll_seams.go).
func seamedText(n *html.Node) string {
	var parts []string
	for _, l := range renderTextLines(n) {
		parts = append(parts, l.text)
	}
	return collapse(strings.Join(parts, " "))
}

func joinLines(ls []line) string {
	var b strings.Builder
	for i, l := range ls {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(l.prefix)
		b.WriteString(l.text)
	}
	return b.String()
}

// prefix follows the content script (extension/content/walk.js): one "> "
// however deep the quote, the item marker on an item's first line only.
func (r *renderer) prefix() string {
	var p string
	if r.quote > 0 {
		p = "> "
	}
	switch {
	case r.heading > 0:
		p += "H" + strconv.Itoa(r.heading) + ": "
	case len(r.lists) > 0 && r.pendingLI:
		p += strings.Repeat("  ", len(r.lists)-1) + r.itemMark
	}
	return p
}

// flush ends the current line, if it has any text.
func (r *renderer) flush() {
	// A row whose last cells hold only controls (a <select>, a button)
	// ends in its separator: "Set the game speed. |".
	text := strings.TrimSuffix(collapse(r.cur.String()), " |")
	if strings.Trim(text, joiners) == "" || text == "." || text == "?" {
		// A paragraph of a zero-width joiner alone (Webflow's empty
		// <p>&zwj;</p> between FAQ answers) draws nothing, and one of a
		// dot alone (a blog's <p>.</p> for a blank line) says nothing:
		// no line.
		text = ""
	}
	if text != "" {
		r.lines = append(r.lines, line{prefix: r.prefix(), text: text, block: r.block, linkChars: r.curLink, ctrlChars: r.curCtrl})
		r.pendingLI = false
	}
	r.cur.Reset()
	r.sepEnd = 0
	r.seam = seam{}
	r.curLink = 0
	r.curCtrl = 0
}

// joiners: the zero-width joiner and non-joiner, which collapse keeps
// (they shape Indic and Persian script and emoji) and which alone say
// nothing. A lone "." (a blog's <p>.</p> for a blank line) or "?" (an
// icon's tooltip) says nothing either; an ellipsis stays: it elides
// lines of a code sample or a results list.
const joiners = "\u200c\u200d"

func (r *renderer) walk(n *html.Node) {
	switch n.Type {
	case html.TextNode:
		if r.seam.space(r.cur.String(), n.Data) && r.inCode == 0 {
			r.cur.WriteByte(' ')
		}
		r.cur.WriteString(n.Data)
		if r.inLink > 0 {
			r.curLink += len(strings.TrimSpace(n.Data))
		}
		if r.inCtrl > 0 {
			r.curCtrl += len(strings.TrimSpace(n.Data))
		}
		return
	case html.DocumentNode:
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			r.walk(c)
		}
		return
	case html.ElementNode:
	default:
		return
	}
	if skipTags[n.DataAtom] || selfHidden(n) {
		return
	}
	switch n.DataAtom {
	case atom.Br:
		if r.heading > 0 {
			r.cur.WriteByte(' ') // a heading is one line (below)
			return
		}
		r.flush()
		return
	case atom.Img:
		// Alt text is what a reader without images gets.
		if alt := collapse(attr(n, "alt")); alt != "" && !r.noAlt {
			r.cur.WriteString(" " + alt + " ")
		}
		return
	case atom.Input, atom.Textarea, atom.Select:
		return // controls are elements, not text
	case atom.Pre:
		r.flush()
		r.code(n)
		return
	case atom.Td, atom.Th:
		// Cells of one row share a line.
		mark, lines := r.cur.Len(), len(r.lines)
		if mark > 0 && strings.TrimSpace(r.cur.String()) != "" {
			r.cur.WriteString(" | ")
			r.sepEnd = r.cur.Len()
		}
		r.children(n)
		if s := r.cur.String(); len(r.lines) == lines && len(s) > mark && strings.TrimSpace(s[mark:]) == "|" {
			// An empty cell (a vote arrow, an icon, a spacer) is no
			// column: Hacker News's rows read "1. | | Title".
			r.cur.Reset()
			r.cur.WriteString(s[:mark])
			r.sepEnd = 0
		}
		return
	}
	block := isBlock(n)
	if block && r.heading > 0 && headingLevel(n) == 0 && n.DataAtom != atom.Pre {
		// A heading is one line, whatever blocks or <br>s set it:
		// rustdoc puts a method's where clause in a <div> inside its
		// <h4>, and sites break a long heading with a <br> ("Don't Let
		// a Vendor<br>Ruin Your Event"). Split, the summarizer named a
		// section after its last part.
		r.cur.WriteByte(' ')
		r.children(n)
		r.cur.WriteByte(' ')
		return
	}
	if !block {
		r.seam.open(r.cur.Len())
		defer func() { r.seam.close(r.cur.Len()) }()
		if inlineCode[n.DataAtom] {
			r.inCode++
			defer func() { r.inCode-- }()
		}
		if isSpaced(n) {
			r.cur.WriteByte(' ')
			defer r.cur.WriteByte(' ')
		}
		if n.DataAtom == atom.A || n.DataAtom == atom.Button || attr(n, "role") == "button" {
			// Only a short control counts as one: a link around a
			// whole card holds the card's own text.
			ctrl := 0
			if len(collapse(textOf(n))) <= maxRepeatChars {
				ctrl = 1
			}
			if n.DataAtom == atom.A {
				r.inLink++
				defer func() { r.inLink-- }()
			}
			r.inCtrl += ctrl
			r.children(n)
			r.inCtrl -= ctrl
			return
		}
		r.children(n)
		return
	}

	if r.sepEnd == 0 || r.cur.Len() != r.sepEnd || cellBreaks(n) {
		// A cell whose value sits in a block (B&H's "Image Sensor" then
		// a <div>"Full-Frame") still shares its row's line: "Image
		// Sensor | Full-Frame", not "Image Sensor |" over the value.
		r.flush()
	}
	if attr(n, "role") == "button" && len(collapse(textOf(n))) <= maxRepeatChars {
		// A block laid out as a button (a <div role=button> "Add to
		// wishlist" on every card) is a short control as a <button> is,
		// as the content script counts it (content/walk.js renderLines).
		r.inCtrl++
		defer func() { r.inCtrl-- }()
	}
	saved := r.block
	if n.DataAtom != atom.Body && n.DataAtom != atom.Html && n.DataAtom != atom.Tr && n.DataAtom != atom.Tbody {
		r.block = n
	}
	switch {
	case headingLevel(n) > 0:
		r.heading = headingLevel(n)
		r.children(n)
		r.flush()
		r.heading = 0
	case n.DataAtom == atom.Ul || n.DataAtom == atom.Ol:
		r.lists = append(r.lists, openList(n))
		r.children(n)
		r.flush()
		r.lists = r.lists[:len(r.lists)-1]
	case n.DataAtom == atom.Li:
		r.itemMark = "- "
		if k := len(r.lists); k > 0 {
			r.itemMark = r.lists[k-1].item(n)
		}
		r.pendingLI = true
		r.children(n)
		r.flush()
		r.pendingLI = false
	case n.DataAtom == atom.Blockquote:
		r.quote++
		r.children(n)
		r.flush()
		r.quote--
	default:
		r.children(n)
		if !labelCellEnd(n) {
			r.flush()
		}
	}
	r.block = saved
}

// maxCellLabelChars: a cell this short, with a cell after it, is a row's
// label.
const maxCellLabelChars = 60

// labelCellEnd: n is the last block of a short table cell that another
// cell follows (<td><p>Weight</p></td><td>1.2 kg</td>): the row goes on
// on its line, "Weight | 1.2 kg". A layout table's long cells end their
// lines.
func labelCellEnd(n *html.Node) bool {
	cell := n.Parent
	for cell != nil && cell.DataAtom != atom.Td && cell.DataAtom != atom.Th {
		if cell.DataAtom == atom.Table {
			return false
		}
		cell = cell.Parent
	}
	if cell == nil {
		return false
	}
	for s := n.NextSibling; s != nil; s = s.NextSibling {
		if s.Type == html.ElementNode || s.Type == html.TextNode && strings.TrimSpace(s.Data) != "" {
			return false // a comment after the block is nothing
		}
	}
	next := cell.NextSibling
	for next != nil && next.Type != html.ElementNode {
		next = next.NextSibling
	}
	return next != nil && (next.DataAtom == atom.Td || next.DataAtom == atom.Th) && len(collapse(textOf(cell))) <= maxCellLabelChars
}

func (r *renderer) children(n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		r.walk(c)
	}
}

// code renders a <pre> block, one "Code: " line per source line, keeping
// indentation.
func (r *renderer) code(n *html.Node) {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		if n.Type == html.ElementNode && n.DataAtom == atom.Br {
			b.WriteByte('\n')
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	src := strings.Trim(b.String(), "\n")
	if strings.TrimSpace(src) == "" {
		return
	}
	pre := ""
	if r.quote > 0 {
		pre = "> "
	}
	for _, l := range strings.Split(src, "\n") {
		if l = strings.TrimRight(l, " \t\r"); strings.TrimSpace(l) != "" {
			r.lines = append(r.lines, line{prefix: pre + "Code: ", text: l, block: n})
		}
	}
}

// keepLines returns lines without those keep refuses: the one shape of
// the filters that drop whole lines (credits, identifiers).
func keepLines(lines []line, keep func(line) bool) []line {
	out := lines[:0:0]
	for _, l := range lines {
		if keep(l) {
			out = append(out, l)
		}
	}
	return out
}

// cellBreaks: n starts its own line even as a cell's first block: a
// heading, a list, a quote or a table has its own structure.
func cellBreaks(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Ul, atom.Ol, atom.Li, atom.Blockquote, atom.Table, atom.Dl:
		return true
	}
	return headingLevel(n) > 0
}
