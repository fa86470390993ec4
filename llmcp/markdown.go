package llmcp

import (
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// FromMarkdown parses the Markdown subset ToMarkdown writes (headings,
// paragraphs, lists, block quotes, fenced code, rules; strong, emphasis,
// code spans, links, hard breaks) into a doc tree. Anything else stays text:
// raw HTML is kept as literal text, never as markup.
func FromMarkdown(md string) *Node {
	md = strings.ReplaceAll(md, "\r\n", "\n")
	return &Node{Type: NodeDoc, Children: parseBlocks(strings.Split(md, "\n"))}
}

var (
	headingRE = lazyregexp.New(`^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$`)
	ruleRE    = lazyregexp.New(`^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$`)
	fenceRE   = lazyregexp.New("^ {0,3}(```+|~~~+)[ \t]*([A-Za-z0-9_+-]*)[ \t]*$")
	bulletRE  = lazyregexp.New(`^( {0,3})([-*+])[ \t]+`)
)

// orderedMarker returns the length of an ordered-list marker with its
// space ("12. "), or 0.
func orderedMarker(t string) int {
	i := 0
	for i < len(t) && i < 9 && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 || i+1 >= len(t) || (t[i] != '.' && t[i] != ')') || t[i+1] != ' ' {
		return 0
	}
	return i + 2
}

// listMarker reports a list item start: ordered or not, and the column
// where its content begins.
func listMarker(l string) (ordered bool, content int, ok bool) {
	if m := bulletRE.FindStringSubmatchIndex(l); m != nil && !ruleRE.MatchString(l) {
		return false, m[1], true
	}
	t := strings.TrimLeft(l, " ")
	if ind := len(l) - len(t); ind <= 3 {
		if k := orderedMarker(t); k > 0 {
			return true, ind + k, true
		}
	}
	return false, 0, false
}

func blank(l string) bool { return strings.TrimSpace(l) == "" }

func startsBlock(l string) bool {
	if headingRE.MatchString(l) || ruleRE.MatchString(l) || fenceRE.MatchString(l) {
		return true
	}
	if strings.HasPrefix(strings.TrimLeft(l, " "), ">") {
		return true
	}
	_, _, ok := listMarker(l)
	return ok
}

func parseBlocks(lines []string) []*Node {
	var out []*Node
	for i := 0; i < len(lines); {
		l := lines[i]
		switch {
		case blank(l):
			i++
		case fenceRE.MatchString(l):
			m := fenceRE.FindStringSubmatch(l)
			var body []string
			j := i + 1
			for ; j < len(lines); j++ {
				t := strings.TrimSpace(lines[j])
				if strings.HasPrefix(t, m[1]) && strings.Trim(t, m[1][:1]) == "" {
					break
				}
				body = append(body, lines[j])
			}
			out = append(out, &Node{Type: NodeCodeBlock, Lang: m[2], Text: strings.Join(body, "\n")})
			i = j + 1
		case headingRE.MatchString(l):
			m := headingRE.FindStringSubmatch(l)
			out = append(out, &Node{Type: NodeHeading, Level: len(m[1]), Children: parseInline(m[2])})
			i++
		case ruleRE.MatchString(l):
			out = append(out, &Node{Type: NodeRule})
			i++
		case strings.HasPrefix(strings.TrimLeft(l, " "), ">"):
			var inner []string
			for ; i < len(lines) && strings.HasPrefix(strings.TrimLeft(lines[i], " "), ">"); i++ {
				t := strings.TrimPrefix(strings.TrimLeft(lines[i], " "), ">")
				inner = append(inner, strings.TrimPrefix(t, " "))
			}
			out = append(out, &Node{Type: NodeBlockquote, Children: parseBlocks(inner)})
		default:
			if ordered, _, ok := listMarker(l); ok {
				var list *Node
				list, i = parseList(lines, i, ordered)
				out = append(out, list)
				continue
			}
			var para []string
			for ; i < len(lines) && !blank(lines[i]) && (len(para) == 0 || !startsBlock(lines[i])); i++ {
				para = append(para, strings.TrimLeft(lines[i], " "))
			}
			out = append(out, &Node{Type: NodeParagraph, Children: parseInline(strings.Join(para, "\n"))})
		}
	}
	return out
}

// parseList reads consecutive items of one list starting at lines[i].
// Lines indented to an item's content column belong to that item.
func parseList(lines []string, i int, ordered bool) (*Node, int) {
	list := &Node{Type: NodeList, Ordered: ordered}
	for i < len(lines) {
		o, col, ok := listMarker(lines[i])
		if !ok || o != ordered {
			break
		}
		body := []string{lines[i][col:]}
		j := i + 1
		for ; j < len(lines); j++ {
			l := lines[j]
			if blank(l) {
				// A blank line continues the item only if indented
				// content follows.
				k := j
				for k < len(lines) && blank(lines[k]) {
					k++
				}
				if k < len(lines) && indent(lines[k]) >= col {
					for ; j < k; j++ {
						body = append(body, "")
					}
					j--
					continue
				}
				break
			}
			if indent(l) >= col {
				body = append(body, l[col:])
				continue
			}
			if startsBlock(l) {
				break
			}
			body = append(body, strings.TrimLeft(l, " ")) // lazy continuation
		}
		list.Children = append(list.Children, &Node{Type: NodeListItem, Children: parseBlocks(body)})
		i = j
		for i < len(lines) && blank(lines[i]) { // loose list: blank between items
			k := i
			for k < len(lines) && blank(lines[k]) {
				k++
			}
			if k < len(lines) {
				if o, _, ok := listMarker(lines[k]); ok && o == ordered {
					i = k
					continue
				}
			}
			break
		}
	}
	return list, i
}

func indent(l string) int { return len(l) - len(strings.TrimLeft(l, " ")) }

// parseInline parses inline Markdown into text, strong, emphasis, code,
// link and line_break nodes.
func parseInline(s string) []*Node {
	p := &inlineParser{}
	p.parse(s)
	return p.out
}

type inlineParser struct {
	out []*Node
	buf strings.Builder
	// failed[d] is the lowest position from which a search for closing
	// delimiter d reached the end of the text without a match; later
	// searches from beyond it give up at once. Without it, text full of
	// unmatched '*' or '[' costs quadratic time.
	failed map[string]int
}

// closing is the package closing with the failure memo.
func (p *inlineParser) closing(s string, from int, delim string) int {
	if f, ok := p.failed[delim]; ok && from >= f {
		return -1
	}
	end := closing(s, from, delim)
	if end < 0 {
		if p.failed == nil {
			p.failed = map[string]int{}
		}
		if f, ok := p.failed[delim]; !ok || from < f {
			p.failed[delim] = from
		}
	}
	return end
}

func (p *inlineParser) flush() {
	if p.buf.Len() > 0 {
		p.out = append(p.out, &Node{Type: NodeText, Text: p.buf.String()})
		p.buf.Reset()
	}
}

func (p *inlineParser) node(n *Node) {
	p.flush()
	p.out = append(p.out, n)
}

func (p *inlineParser) parse(s string) {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s) && s[i+1] == '\n':
			p.node(&Node{Type: NodeBreak})
			i += 2
		case c == '\\' && i+1 < len(s) && strings.IndexByte("\\`*_{}[]()#+-.!<>|~\"'", s[i+1]) >= 0:
			p.buf.WriteByte(s[i+1])
			i += 2
		case c == ' ' && strings.HasPrefix(s[i:], "  \n"):
			p.node(&Node{Type: NodeBreak})
			i += 3
		case c == '`':
			n := run(s, i, '`')
			end := strings.Index(s[i+n:], s[i:i+n])
			if end < 0 || run(s, i+n+end, '`') != n {
				p.buf.WriteString(s[i : i+n])
				i += n
				continue
			}
			code := s[i+n : i+n+end]
			if len(code) >= 2 && code[0] == ' ' && code[len(code)-1] == ' ' && strings.Trim(code, " ") != "" {
				code = code[1 : len(code)-1]
			}
			p.node(&Node{Type: NodeCode, Text: code})
			i += n + end + n
		case (c == '*' || c == '_') && i+1 < len(s) && s[i+1] == c:
			if end := p.closing(s, i+2, s[i:i+2]); end > i+2 && s[i+2] != ' ' {
				p.node(&Node{Type: NodeStrong, Children: parseInline(s[i+2 : end])})
				i = end + 2
				continue
			}
			p.buf.WriteString(s[i : i+2])
			i += 2
		case c == '*' || (c == '_' && (i == 0 || !isAlnum(s[i-1]))):
			if end := p.closing(s, i+1, s[i:i+1]); end > i+1 && s[i+1] != ' ' && (c == '*' || end+1 >= len(s) || !isAlnum(s[end+1])) {
				p.node(&Node{Type: NodeEmphasis, Children: parseInline(s[i+1 : end])})
				i = end + 1
				continue
			}
			p.buf.WriteByte(c)
			i++
		case c == '[':
			if f, ok := p.failed["]"]; ok && i >= f {
				p.buf.WriteByte(c)
				i++
				continue
			}
			if text, href, n, ok := linkAt(s, i); ok {
				p.node(&Node{Type: NodeLink, Href: href, Children: parseInline(text)})
				i += n
				continue
			} else if n < 0 { // no closing bracket up to the end
				if p.failed == nil {
					p.failed = map[string]int{}
				}
				p.failed["]"] = i
			}
			p.buf.WriteByte(c)
			i++
		default:
			p.buf.WriteByte(c)
			i++
		}
	}
	p.flush()
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func run(s string, i int, c byte) int {
	n := 0
	for i+n < len(s) && s[i+n] == c {
		n++
	}
	return n
}

// closing finds delim at or after from, skipping escapes and code spans;
// a single * or _ does not match inside a double one.
func closing(s string, from int, delim string) int {
	for j := from; j < len(s); j++ {
		switch {
		case s[j] == '\\':
			j++
		case s[j] == '`':
			n := run(s, j, '`')
			if end := strings.Index(s[j+n:], s[j:j+n]); end >= 0 {
				j += n + end + n - 1
			} else {
				j += n - 1
			}
		case s[j] == delim[0] && s[j-1] != ' ':
			n := run(s, j, delim[0])
			if len(delim) == 2 {
				if n >= 2 {
					return j + n - 2 // "***" closing "**": the last two
				}
				continue
			}
			if n == 1 || n == 3 {
				return j // "***" after emphasis: emphasis closes first
			}
			// A double delimiter inside emphasis: skip the strong span.
			if end := closing(s, j+2, delim+delim); end > 0 {
				j = end + 1
			} else {
				j += n - 1
			}
		}
	}
	return -1
}

// linkAt parses [text](href) at s[i]. n is -1 when no bracket closes
// the one at s[i] before the end of s.
func linkAt(s string, i int) (text, href string, n int, ok bool) {
	depth := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '[':
			depth++
		case ']':
			depth--
			if depth == 0 {
				if j+1 >= len(s) || s[j+1] != '(' {
					return "", "", 0, false
				}
				end := strings.IndexByte(s[j+2:], ')')
				if end < 0 {
					return "", "", 0, false
				}
				href = s[j+2 : j+2+end]
				if strings.ContainsAny(href, " \n") {
					return "", "", 0, false
				}
				return s[i+1 : j], href, j + 2 + end + 1 - i, true
			}
		}
	}
	return "", "", -1, false // unclosed
}
