package llmcp

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// The lenient reader turns JSON as small models write it into strict JSON:
// trailing commas, single quotes, unquoted keys, comments, Python literals,
// raw newlines in strings, missing commas between members, and output cut
// off mid-value (closed at the end of input). It never guesses content: a
// member cut before its value is dropped, not invented.

const maxDepth = 64

var (
	errNotJSON   = errors.New("not a JSON value")
	errTruncated = errors.New("input ended before the value")
	errTooDeep   = errors.New("nesting too deep")
)

type reader struct {
	s     string
	i     int
	depth int
	fixes fixSet
}

func (r *reader) eof() bool { return r.i >= len(r.s) }

// space skips whitespace and comments (//, /* */, #).
func (r *reader) space() {
	for r.i < len(r.s) {
		c := r.s[r.i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			r.i++
		case c == '/' && r.i+1 < len(r.s) && r.s[r.i+1] == '/', c == '#':
			r.fixes.add(FixComments)
			if j := strings.IndexByte(r.s[r.i:], '\n'); j >= 0 {
				r.i += j + 1
			} else {
				r.i = len(r.s)
			}
		case c == '/' && r.i+1 < len(r.s) && r.s[r.i+1] == '*':
			r.fixes.add(FixComments)
			if j := strings.Index(r.s[r.i+2:], "*/"); j >= 0 {
				r.i += j + 4
			} else {
				r.i = len(r.s)
			}
		default:
			return
		}
	}
}

func (r *reader) value(b *bytes.Buffer) error {
	r.space()
	if r.eof() {
		return errTruncated
	}
	switch c := r.s[r.i]; {
	case c == '{':
		return r.object(b)
	case c == '[':
		return r.array(b)
	case c == '"' || c == '\'':
		s, err := r.str()
		if err != nil {
			return err
		}
		writeString(b, s)
		return nil
	case c == '-' || c == '+' || c == '.' || (c >= '0' && c <= '9'):
		return r.number(b)
	case isIdentStart(c):
		return r.word(b)
	}
	return errNotJSON
}

func (r *reader) enter() error {
	r.depth++
	if r.depth > maxDepth {
		return errTooDeep
	}
	return nil
}

func (r *reader) object(b *bytes.Buffer) error {
	if err := r.enter(); err != nil {
		return err
	}
	defer func() { r.depth-- }()
	r.i++ // {
	b.WriteByte('{')
	n := 0
	for {
		r.space()
		if r.eof() {
			r.fixes.add(FixMissingCloser)
			b.WriteByte('}')
			return nil
		}
		c := r.s[r.i]
		if c == '}' {
			r.i++
			b.WriteByte('}')
			return nil
		}
		if c == ',' {
			r.i++
			r.space()
			if r.eof() || r.s[r.i] == '}' || r.s[r.i] == ',' || n == 0 {
				r.fixes.add(FixTrailingComma)
			}
			continue
		}
		var key string
		switch {
		case c == '"' || c == '\'':
			k, err := r.str()
			if err != nil {
				return err
			}
			key = k
		case isIdentStart(c):
			key = r.ident()
			r.fixes.add(FixUnquotedKey)
		default:
			return errNotJSON
		}
		r.space()
		if r.eof() { // cut after the key: drop the member
			r.fixes.add(FixMissingCloser)
			b.WriteByte('}')
			return nil
		}
		if r.s[r.i] != ':' {
			return errNotJSON
		}
		r.i++
		var vb bytes.Buffer
		err := r.value(&vb)
		if errors.Is(err, errTruncated) {
			r.fixes.add(FixMissingCloser)
			b.WriteByte('}')
			return nil
		}
		if err != nil {
			return err
		}
		if n > 0 {
			b.WriteByte(',')
		}
		writeString(b, key)
		b.WriteByte(':')
		b.Write(vb.Bytes())
		n++
		r.space()
		if r.eof() {
			continue // closed at the top of the loop
		}
		switch c := r.s[r.i]; {
		case c == ',' || c == '}':
		case c == '"' || c == '\'' || isIdentStart(c):
			r.fixes.add(FixMissingComma)
		default:
			return errNotJSON
		}
	}
}

func (r *reader) array(b *bytes.Buffer) error {
	if err := r.enter(); err != nil {
		return err
	}
	defer func() { r.depth-- }()
	r.i++ // [
	b.WriteByte('[')
	n := 0
	for {
		r.space()
		if r.eof() {
			r.fixes.add(FixMissingCloser)
			b.WriteByte(']')
			return nil
		}
		c := r.s[r.i]
		if c == ']' {
			r.i++
			b.WriteByte(']')
			return nil
		}
		if c == ',' {
			r.i++
			r.space()
			if r.eof() || r.s[r.i] == ']' || r.s[r.i] == ',' || n == 0 {
				r.fixes.add(FixTrailingComma)
			}
			continue
		}
		if n > 0 && r.i > 0 && !r.prevIsComma() {
			r.fixes.add(FixMissingComma)
		}
		var vb bytes.Buffer
		err := r.value(&vb)
		if errors.Is(err, errTruncated) {
			r.fixes.add(FixMissingCloser)
			b.WriteByte(']')
			return nil
		}
		if err != nil {
			return err
		}
		if n > 0 {
			b.WriteByte(',')
		}
		b.Write(vb.Bytes())
		n++
	}
}

// prevIsComma reports whether the last non-space byte before r.i is a comma.
func (r *reader) prevIsComma() bool {
	for j := r.i - 1; j >= 0; j-- {
		switch r.s[j] {
		case ' ', '\t', '\n', '\r':
			continue
		case ',':
			return true
		}
		return false
	}
	return false
}

// str reads a double- or single-quoted string, decoding escapes. A string
// cut by the end of input is closed there.
func (r *reader) str() (string, error) {
	q := r.s[r.i]
	if q == '\'' {
		r.fixes.add(FixSingleQuotes)
	}
	r.i++
	var sb strings.Builder
	for r.i < len(r.s) {
		c := r.s[r.i]
		switch {
		case c == q:
			r.i++
			return sb.String(), nil
		case c == '\\':
			if r.i+1 >= len(r.s) {
				r.i++
				continue
			}
			e := r.s[r.i+1]
			r.i += 2
			switch e {
			case 'n':
				sb.WriteByte('\n')
			case 't':
				sb.WriteByte('\t')
			case 'r':
				sb.WriteByte('\r')
			case 'b':
				sb.WriteByte('\b')
			case 'f':
				sb.WriteByte('\f')
			case 'u':
				sb.WriteRune(r.unicodeEscape())
			default: // \" \\ \/ \' and unknown escapes keep the character
				sb.WriteByte(e)
			}
		case c < 0x20:
			r.fixes.add(FixControlChar)
			sb.WriteByte(c)
			r.i++
		default:
			sb.WriteByte(c)
			r.i++
		}
	}
	r.fixes.add(FixMissingCloser)
	return sb.String(), nil
}

// unicodeEscape decodes the XXXX of \uXXXX (r.i is just past the u),
// joining surrogate pairs.
func (r *reader) unicodeEscape() rune {
	hex := func() (rune, bool) {
		if r.i+4 > len(r.s) {
			return 0, false
		}
		v, err := strconv.ParseUint(r.s[r.i:r.i+4], 16, 32)
		if err != nil {
			return 0, false
		}
		r.i += 4
		return rune(v), true
	}
	c, ok := hex()
	if !ok {
		return utf8.RuneError
	}
	if utf16.IsSurrogate(c) && strings.HasPrefix(r.s[r.i:], `\u`) {
		save := r.i
		r.i += 2
		if c2, ok := hex(); ok {
			if d := utf16.DecodeRune(c, c2); d != utf8.RuneError {
				return d
			}
		}
		r.i = save
	}
	return c
}

func (r *reader) number(b *bytes.Buffer) error {
	j := r.i
	for j < len(r.s) && strings.IndexByte("+-.0123456789eExX_abcdefABCDEF", r.s[j]) >= 0 {
		j++
	}
	tok := r.s[r.i:j]
	r.i = j
	if f, err := strconv.ParseFloat(strings.TrimPrefix(tok, "+"), 64); err == nil {
		if isStrictNumber(tok) {
			b.WriteString(tok)
		} else {
			r.fixes.add(FixLiteral)
			b.WriteString(strconv.FormatFloat(f, 'g', -1, 64))
		}
		return nil
	}
	if j >= len(r.s) {
		return errTruncated // "-" or "1e" cut at the end
	}
	return errNotJSON
}

func isStrictNumber(tok string) bool {
	var v any
	return jsonValid([]byte(tok), &v)
}

// word reads a bare word: JSON and Python literals, else an unquoted string.
func (r *reader) word(b *bytes.Buffer) error {
	w := r.ident()
	switch w {
	case "true", "false", "null":
		b.WriteString(w)
	case "True", "False":
		r.fixes.add(FixLiteral)
		b.WriteString(strings.ToLower(w))
	case "None", "undefined", "NaN", "Infinity":
		r.fixes.add(FixLiteral)
		b.WriteString("null")
	default:
		if r.eof() && isPrefixOfLiteral(w) {
			return errTruncated // "tru" cut at the end
		}
		r.fixes.add(FixUnquotedKey)
		writeString(b, w)
	}
	return nil
}

func isPrefixOfLiteral(w string) bool {
	for _, l := range []string{"true", "false", "null"} {
		if strings.HasPrefix(l, w) {
			return true
		}
	}
	return false
}

func (r *reader) ident() string {
	j := r.i
	for j < len(r.s) && isIdentChar(r.s[j]) {
		j++
	}
	w := r.s[r.i:j]
	r.i = j
	return w
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isIdentChar(c byte) bool {
	return isIdentStart(c) || (c >= '0' && c <= '9') || c == '.' || c == '-'
}
