package research

import (
	"html"
	"net/url"
	"strconv"
	"strings"
)

// This file renders artifact Markdown as HTML for the standalone export.
//
// It is a small renderer rather than a full CommonMark library on purpose:
// every package linked into laika-host runs its init at each browser
// launch, and a Markdown library's init (goldmark: ~1.8 ms) cost more than
// a third of the host's cold start. It covers the Markdown that artifacts
// are made of — ATX headings, paragraphs, pipe tables, nested bullet and
// numbered lists, block quotes, fenced code, rules, emphasis, strong,
// strike-through, code spans, links and backslash escapes — and is safe
// for anything else: every byte of text is HTML-escaped, raw HTML is shown
// as text, images become their alt text (an <img> would fetch from
// wherever a page or a model pointed it) and only http, https, mailto and
// file links are linked. Work is linear in the input: searches for a
// closing delimiter are cached so hostile input cannot make it quadratic.

// maxMDDepth bounds nesting (lists in quotes in lists, emphasis in links):
// deeper input is shown as plain text, so recursion stays shallow.
const maxMDDepth = 12

// markdownHTML renders md as an HTML fragment.
func markdownHTML(md string) string {
	md = strings.ReplaceAll(strings.ReplaceAll(md, "\r\n", "\n"), "\r", "\n")
	md = strings.ReplaceAll(md, "\t", "    ")
	md = strings.ReplaceAll(md, "\x00", "\uFFFD")
	var b strings.Builder
	renderBlocks(&b, strings.Split(md, "\n"), 0, false)
	return b.String()
}

// renderBlocks renders lines as block elements. In a tight list item,
// paragraphs are written without <p>.
func renderBlocks(b *strings.Builder, lines []string, depth int, tight bool) {
	if depth > maxMDDepth {
		writeParagraph(b, strings.Join(lines, "\n"), depth, false, true)
		return
	}
	for i := 0; i < len(lines); {
		line := lines[i]
		t := strings.TrimSpace(line)
		switch {
		case t == "":
			i++
		case fenceMarker(line) != "":
			i = renderFence(b, lines, i)
		case headingLevel(line) > 0:
			n := headingLevel(line)
			text := strings.TrimLeft(t, "#")
			text = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(text), "#"))
			h := "h" + strconv.Itoa(n)
			b.WriteString("<" + h + ">")
			renderInline(b, text, depth+1)
			b.WriteString("</" + h + ">\n")
			i++
		case isRule(line):
			b.WriteString("<hr>\n")
			i++
		case quoted(line):
			var inner []string
			for ; i < len(lines) && quoted(lines[i]); i++ {
				q := strings.TrimPrefix(strings.TrimLeft(lines[i], " "), ">")
				inner = append(inner, strings.TrimPrefix(q, " "))
			}
			b.WriteString("<blockquote>\n")
			renderBlocks(b, inner, depth+1, false)
			b.WriteString("</blockquote>\n")
		case tableStart(lines, i):
			i = renderTable(b, lines, i, depth)
		case listItemOf(line) != nil:
			i = renderList(b, lines, i, depth)
		default:
			j := i + 1
			for j < len(lines) && strings.TrimSpace(lines[j]) != "" && !startsBlock(lines, j) {
				j++
			}
			writeParagraph(b, strings.Join(lines[i:j], "\n"), depth, tight, false)
			i = j
		}
	}
}

func writeParagraph(b *strings.Builder, text string, depth int, tight, plain bool) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	if !tight {
		b.WriteString("<p>")
	}
	if plain {
		b.WriteString(html.EscapeString(text))
	} else {
		renderInline(b, text, depth+1)
	}
	if !tight {
		b.WriteString("</p>\n")
	}
}

// startsBlock reports whether lines[i] begins a block that ends a paragraph.
func startsBlock(lines []string, i int) bool {
	l := lines[i]
	return fenceMarker(l) != "" || headingLevel(l) > 0 || isRule(l) || quoted(l) || tableStart(lines, i) || listItemOf(l) != nil
}

func indentOf(l string) int { return len(l) - len(strings.TrimLeft(l, " ")) }

// fenceMarker returns the ``` or ~~~ run that opens a code fence, or "".
func fenceMarker(l string) string {
	if indentOf(l) > 3 {
		return ""
	}
	t := strings.TrimLeft(l, " ")
	for _, c := range []byte{'`', '~'} {
		n := 0
		for n < len(t) && t[n] == c {
			n++
		}
		if n >= 3 && (c == '~' || !strings.Contains(t[n:], "`")) {
			return t[:n]
		}
	}
	return ""
}

// renderFence writes the code block opening at lines[i] and returns the
// index after its closing fence (or the end: an unclosed fence runs on).
func renderFence(b *strings.Builder, lines []string, i int) int {
	open := fenceMarker(lines[i])
	b.WriteString("<pre><code>")
	j := i + 1
	for ; j < len(lines); j++ {
		if f := fenceMarker(lines[j]); f != "" && f[0] == open[0] && len(f) >= len(open) && strings.TrimSpace(strings.TrimLeft(lines[j], " ")[len(f):]) == "" {
			j++
			break
		}
		b.WriteString(html.EscapeString(lines[j]))
		b.WriteByte('\n')
	}
	b.WriteString("</code></pre>\n")
	return j
}

// headingLevel is the level of an ATX heading ("## x"), or 0.
func headingLevel(l string) int {
	if indentOf(l) > 3 {
		return 0
	}
	t := strings.TrimLeft(l, " ")
	n := 0
	for n < len(t) && t[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || (n < len(t) && t[n] != ' ') {
		return 0
	}
	return n
}

// isRule reports a thematic break: three or more -, * or _ alone.
func isRule(l string) bool {
	t := strings.ReplaceAll(strings.TrimSpace(l), " ", "")
	if len(t) < 3 || indentOf(l) > 3 {
		return false
	}
	return strings.Count(t, t[:1]) == len(t) && strings.Contains("-*_", t[:1])
}

func quoted(l string) bool {
	return indentOf(l) <= 3 && strings.HasPrefix(strings.TrimLeft(l, " "), ">")
}

// listItem is one parsed list marker line.
type listItem struct {
	indent  int    // spaces before the marker
	marker  string // "-", "*", "+", or the digits of "3." / "3)"
	delim   byte   // '.' or ')' for ordered items, else the bullet
	content int    // column where the item's text starts
	text    string
}

func (it *listItem) ordered() bool { return it.delim == '.' || it.delim == ')' }

// listItemOf parses a list marker line, or returns nil.
func listItemOf(l string) *listItem {
	ind := indentOf(l)
	t := l[ind:]
	n := 0
	for n < len(t) && n < 9 && t[n] >= '0' && t[n] <= '9' {
		n++
	}
	var it listItem
	switch {
	case n > 0 && n < len(t) && (t[n] == '.' || t[n] == ')'):
		it = listItem{indent: ind, marker: t[:n], delim: t[n]}
		n++
	case n == 0 && len(t) > 0 && strings.IndexByte("-*+", t[0]) >= 0:
		it = listItem{indent: ind, marker: t[:1], delim: t[0]}
		n = 1
	default:
		return nil
	}
	if n < len(t) && t[n] != ' ' {
		return nil
	}
	rest := t[n:]
	sp := len(rest) - len(strings.TrimLeft(rest, " "))
	if sp == 0 || sp > 4 {
		sp = 1
	}
	it.content = ind + n + sp
	it.text = strings.TrimSpace(rest)
	return &it
}

// renderList writes the list starting at lines[i] (items of one kind)
// and returns the index after it. Item bodies are the lines indented to
// the item's text column, dedented and rendered as blocks, so nested
// lists and quoted text inside items work.
func renderList(b *strings.Builder, lines []string, i, depth int) int {
	first := listItemOf(lines[i])
	tag := "ul"
	if first.ordered() {
		tag = "ol"
	}
	var items [][]string
	loose := false
	for i < len(lines) {
		it := listItemOf(lines[i])
		if it == nil || it.ordered() != first.ordered() || it.delim != first.delim || it.indent >= first.content {
			break
		}
		body := []string{it.text}
		j := i + 1
		for j < len(lines) {
			l := lines[j]
			if strings.TrimSpace(l) == "" {
				k := j + 1
				for k < len(lines) && strings.TrimSpace(lines[k]) == "" {
					k++
				}
				if k < len(lines) && indentOf(lines[k]) >= it.content {
					body = append(body, "")
					loose = true
					j++
					continue
				}
				if k < len(lines) && j+1 < len(lines) {
					if next := listItemOf(lines[k]); next != nil && next.ordered() == first.ordered() && next.delim == first.delim && next.indent < first.content {
						loose = true
						j = k
					}
				}
				break
			}
			if ind := indentOf(l); ind >= it.content {
				body = append(body, l[it.content:])
			} else if listItemOf(l) != nil || startsBlock(lines, j) {
				break
			} else {
				body = append(body, strings.TrimSpace(l)) // lazy continuation of the item's text
			}
			j++
		}
		items = append(items, body)
		i = j
	}
	b.WriteString("<" + tag)
	if first.ordered() {
		if n, err := strconv.Atoi(first.marker); err == nil && n != 1 {
			b.WriteString(` start="` + strconv.Itoa(n) + `"`)
		}
	}
	b.WriteString(">\n")
	for _, body := range items {
		b.WriteString("<li>")
		renderBlocks(b, body, depth+1, !loose)
		b.WriteString("</li>\n")
	}
	b.WriteString("</" + tag + ">\n")
	return i
}

// tableStart reports a pipe table: a row with a pipe followed by a
// delimiter row with as many cells.
func tableStart(lines []string, i int) bool {
	if i+1 >= len(lines) || !strings.Contains(lines[i], "|") || indentOf(lines[i]) > 3 {
		return false
	}
	head, sep := splitCells(lines[i]), splitCells(lines[i+1])
	if len(head) != len(sep) || !strings.Contains(lines[i+1], "-") {
		return false
	}
	for _, c := range sep {
		c = strings.TrimSpace(c)
		if c == "" || strings.Trim(c, "-:") != "" || strings.Contains(strings.Trim(c, ":"), ":") {
			return false
		}
	}
	return true
}

func renderTable(b *strings.Builder, lines []string, i, depth int) int {
	head := splitCells(lines[i])
	var align []string
	for _, c := range splitCells(lines[i+1]) {
		c = strings.TrimSpace(c)
		switch {
		case strings.HasPrefix(c, ":") && strings.HasSuffix(c, ":"):
			align = append(align, "center")
		case strings.HasSuffix(c, ":"):
			align = append(align, "right")
		default:
			align = append(align, "")
		}
	}
	row := func(cells []string, tag string) {
		b.WriteString("<tr>")
		for k := range head {
			b.WriteString("<" + tag)
			if align[k] != "" {
				b.WriteString(` style="text-align:` + align[k] + `"`)
			}
			b.WriteString(">")
			if k < len(cells) {
				renderInline(b, cells[k], depth+1)
			}
			b.WriteString("</" + tag + ">")
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("<table>\n<thead>\n")
	row(head, "th")
	b.WriteString("</thead>\n")
	j := i + 2
	if j < len(lines) && strings.TrimSpace(lines[j]) != "" && strings.Contains(lines[j], "|") {
		b.WriteString("<tbody>\n")
		for ; j < len(lines) && strings.TrimSpace(lines[j]) != "" && strings.Contains(lines[j], "|"); j++ {
			row(splitCells(lines[j]), "td")
		}
		b.WriteString("</tbody>\n")
	}
	b.WriteString("</table>\n")
	return j
}

// safeHref returns u if a link to it may appear in the export: http,
// https, mailto and file URLs only (no javascript:, data: or relative
// links, which would resolve against wherever the file is opened).
func safeHref(u string) (string, bool) {
	p, err := url.Parse(u)
	if err != nil {
		return "", false
	}
	switch strings.ToLower(p.Scheme) {
	case "http", "https", "mailto", "file":
		return u, true
	}
	return "", false
}
