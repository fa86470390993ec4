package research

import (
	"html"
	"strings"
)

// Inline Markdown for the HTML export (see mdhtml.go): code spans,
// backslash escapes, links, autolinks, images as alt text, strong,
// emphasis and strike-through. Everything else is escaped text.

// inline renders one span of text. Searches for closing delimiters are
// cached per delimiter: a search that found nothing from position p finds
// nothing from any later position either, and one that found a closer at
// q finds the same q from any position up to q (whether a closer is valid
// depends only on its own position), so each search runs at most once per
// stretch of text.
type inline struct {
	s     string
	depth int
	found map[string][2]int // delimiter → [searched from, found at or -1]
}

func renderInline(b *strings.Builder, s string, depth int) {
	if depth > maxMDDepth {
		b.WriteString(html.EscapeString(s))
		return
	}
	in := inline{s: s, depth: depth, found: map[string][2]int{}}
	in.render(b)
}

// maxHrefBytes bounds a link destination: longer ones stay text, which
// also bounds the work a failed link match can repeat.
const maxHrefBytes = 8 << 10

// asciiPunct are the characters a backslash escapes.
const asciiPunct = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"

func (in *inline) render(b *strings.Builder) {
	s := in.s
	text := 0 // start of pending plain text
	flush := func(i int) { b.WriteString(html.EscapeString(s[text:i])) }
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s) && strings.IndexByte(asciiPunct, s[i+1]) >= 0:
			flush(i)
			b.WriteString(html.EscapeString(s[i+1 : i+2]))
			i += 2
			text = i
			continue
		case c == '`':
			if end, inner := in.codeSpan(i); end > 0 {
				flush(i)
				b.WriteString("<code>" + html.EscapeString(inner) + "</code>")
				i, text = end, end
				continue
			}
			for i < len(s) && s[i] == '`' { // an unmatched run is literal
				i++
			}
			continue
		case c == '!' && i+1 < len(s) && s[i+1] == '[':
			if end, label, _ := in.link(i + 1); end > 0 {
				flush(i)
				renderInline(b, label, in.depth+1) // images become their alt text
				i, text = end, end
				continue
			}
		case c == '[':
			if end, label, href := in.link(i); end > 0 {
				flush(i)
				if u, ok := safeHref(href); ok {
					b.WriteString(`<a href="` + html.EscapeString(u) + `" rel="noopener noreferrer">`)
					renderInline(b, label, in.depth+1)
					b.WriteString("</a>")
				} else {
					renderInline(b, label, in.depth+1)
				}
				i, text = end, end
				continue
			}
		case c == '<':
			if end := in.next(">", i+1, func(int) bool { return true }) - i; end > 0 && end <= maxHrefBytes && !strings.ContainsAny(s[i+1:i+end], " <\n") {
				if u, ok := safeHref(s[i+1 : i+end]); ok && strings.Contains(u, ":") {
					flush(i)
					b.WriteString(`<a href="` + html.EscapeString(u) + `" rel="noopener noreferrer">` + html.EscapeString(u) + "</a>")
					i += end + 1
					text = i
					continue
				}
			}
		case c == '*' || c == '_' || c == '~':
			if end, tag, inner := in.emphasis(i); end > 0 {
				flush(i)
				b.WriteString("<" + tag + ">")
				renderInline(b, inner, in.depth+1)
				b.WriteString("</" + tag + ">")
				i, text = end, end
				continue
			}
			for j := i; j < len(s) && s[j] == c; j++ { // a run that opens nothing is literal
				i = j
			}
		}
		i++
	}
	flush(len(s))
}

// codeSpan matches the backtick run at i with a closing run of the same
// length, returning the index after it and the code, or 0.
func (in *inline) codeSpan(i int) (int, string) {
	s := in.s
	n := 0
	for i+n < len(s) && s[i+n] == '`' {
		n++
	}
	at := in.next(s[i:i+n], i+n, func(at int) bool {
		return (at+n == len(s) || s[at+n] != '`') && s[at-1] != '`'
	})
	if at < 0 {
		return 0, ""
	}
	code := s[i+n : at]
	if len(code) > 2 && code[0] == ' ' && code[len(code)-1] == ' ' {
		code = code[1 : len(code)-1]
	}
	return at + n, strings.ReplaceAll(code, "\n", " ")
}

// link matches "[label](href)" or `[label](href "title")` at i (the
// '['), returning the index after it, the label and the href, or 0. The
// label ends at the first unescaped ']'; the href has no spaces.
func (in *inline) link(i int) (int, string, string) {
	s := in.s
	close := in.next("]", i+1, func(at int) bool { return !escaped(s, at) })
	if close < 0 || close+1 >= len(s) || s[close+1] != '(' {
		return 0, "", ""
	}
	open := close + 2
	end := in.next(")", open, func(at int) bool { return !escaped(s, at) })
	if end < 0 || end-open > maxHrefBytes {
		return 0, "", ""
	}
	dest := strings.TrimSpace(s[open:end])
	if sp := strings.IndexAny(dest, " \n"); sp >= 0 {
		title := strings.TrimSpace(dest[sp:])
		if len(title) < 2 || !(title[0] == '"' && title[len(title)-1] == '"' || title[0] == '\'' && title[len(title)-1] == '\'') {
			return 0, "", ""
		}
		dest = dest[:sp]
	}
	dest = strings.TrimSuffix(strings.TrimPrefix(dest, "<"), ">")
	return end + 1, s[i+1 : close], dest
}

// emphasis matches **strong**, __strong__, *em*, _em_ or ~~del~~ at i,
// returning the index after it, the tag and the inner text, or 0. An
// opener is not followed by a space, a closer not preceded by one; an
// underscore does not open or close inside a word (snake_case stays).
func (in *inline) emphasis(i int) (int, string, string) {
	s := in.s
	c := s[i]
	run := 0
	for i+run < len(s) && s[i+run] == c {
		run++
	}
	type try struct {
		delim, tag string
	}
	var tries []try
	switch {
	case c == '~' && run >= 2:
		tries = []try{{"~~", "del"}}
	case c != '~' && run >= 2:
		tries = []try{{s[i : i+2], "strong"}, {s[i : i+1], "em"}}
	case c != '~':
		tries = []try{{s[i : i+1], "em"}}
	}
	if c == '_' && i > 0 && isWordByte(s[i-1]) {
		return 0, "", ""
	}
	for _, t := range tries {
		n := len(t.delim)
		start := i + n
		if start >= len(s) || s[start] == ' ' || s[start] == '\n' {
			continue
		}
		at := in.next(t.delim, start+1, func(at int) bool {
			if s[at-1] == ' ' || s[at-1] == '\n' || escaped(s, at) {
				return false
			}
			after := at + n
			if n == 1 && after < len(s) && s[after] == c { // one of a longer run
				return false
			}
			if n == 1 && s[at-1] == c {
				return false
			}
			return c != '_' || after >= len(s) || !isWordByte(s[after])
		})
		if at >= 0 {
			return at + n, t.tag, s[start:at]
		}
	}
	return 0, "", ""
}

// next returns the first index >= from where delim occurs and ok(index)
// holds, or -1, using and updating the per-delimiter cache.
func (in *inline) next(delim string, from int, ok func(int) bool) int {
	if c, hit := in.found[delim]; hit && from >= c[0] && (c[1] < 0 || from <= c[1]) {
		return c[1]
	}
	at := -1
	for p := from; p <= len(in.s); {
		k := strings.Index(in.s[p:], delim)
		if k < 0 {
			break
		}
		if ok(p + k) {
			at = p + k
			break
		}
		p += k + 1
	}
	in.found[delim] = [2]int{from, at}
	return at
}

// escaped reports whether s[at] is preceded by an odd number of backslashes.
func escaped(s string, at int) bool {
	n := 0
	for at-n-1 >= 0 && s[at-n-1] == '\\' {
		n++
	}
	return n%2 == 1
}

func isWordByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}
