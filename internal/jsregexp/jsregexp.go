// Package jsregexp translates a Go (RE2) regular expression into a
// JavaScript regular expression literal that matches the same strings, so
// a pattern written once in Go can be shipped to the extension. It is a
// translation of the source text, not of the parsed program, so the
// generated JavaScript reads like the Go it came from; every construct it
// does not know to mean the same in both languages is an error, never a
// guess.
//
// What stays different, and why that is accepted:
//
//   - (?i) becomes the i flag. RE2 folds case by Unicode simple folding,
//     JavaScript's i flag (without u) by upper-casing, and the two disagree
//     only on ſ (U+017F) and the Kelvin sign (U+212A), which RE2 folds into
//     s and k. Letters beyond ASCII under (?i) are refused, so those two
//     stay the only difference.
//   - \s is \s. JavaScript's also matches no-break and other Unicode spaces
//     and \v; RE2's is [\t\n\f\r ]. Text is collapsed with a Unicode-aware
//     whitespace fold before it is matched on both sides, so the difference
//     shows only in raw attribute values.
//   - Without the u flag (only \p{…} asks for it) JavaScript reads UTF-16
//     code units: a negated class, \W, \S or \D matches half of a character
//     beyond the BMP. Repeated with * or + that changes nothing; alone it
//     can move where a match starts by one unit, not whether there is one.
//     Literal characters beyond the BMP are refused.
package jsregexp

import (
	"fmt"
	"regexp/syntax"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Literal returns src as a JavaScript regular expression literal
// (/…/flags), or an error naming the construct it cannot translate.
func Literal(src string) (string, error) {
	if _, err := syntax.Parse(src, syntax.Perl); err != nil {
		return "", err
	}
	t := &translator{src: src}
	if rest, ok := strings.CutPrefix(src, "(?i)"); ok {
		t.fold, t.i = true, len(src)-len(rest)
	}
	t.unicode = usesProperty(src)
	body, err := t.run()
	if err != nil {
		return "", fmt.Errorf("jsregexp: %q: %w", src, err)
	}
	flags := ""
	if t.fold {
		flags += "i"
	}
	if t.unicode {
		flags += "u"
	}
	return "/" + body + "/" + flags, nil
}

type translator struct {
	src     string
	i       int // next byte of src
	fold    bool
	unicode bool
	out     strings.Builder
}

// syntaxChars are the characters JavaScript lets a backslash escape in u
// mode, besides "-" inside a class.
const syntaxChars = `^$\.*+?()[]{}|/`

func (t *translator) run() (string, error) {
	inClass := false
	for t.i < len(t.src) {
		r, size := utf8.DecodeRuneInString(t.src[t.i:])
		start := t.i
		t.i += size
		switch {
		case r == '\\':
			if err := t.escape(inClass); err != nil {
				return "", err
			}
		case r >= utf8.RuneSelf || r < ' ' || r == 0x7f:
			if err := t.char(r); err != nil {
				return "", err
			}
		case inClass:
			switch r {
			case ']':
				inClass = false
				t.out.WriteByte(']')
			case '[':
				// RE2 reads "[:" as a POSIX class; JavaScript has none.
				if strings.HasPrefix(t.src[t.i:], ":") {
					return "", fmt.Errorf("POSIX class at %d", start)
				}
				t.out.WriteString(`\[`)
			case '/':
				t.out.WriteString(`\/`)
			default:
				t.out.WriteRune(r)
			}
		default:
			switch r {
			case '[':
				t.out.WriteByte('[')
				if strings.HasPrefix(t.src[t.i:], "^") {
					t.i++
					t.out.WriteByte('^')
				}
				// RE2 reads a "]" first in a class as a literal; to
				// JavaScript "[]" is the empty class.
				if strings.HasPrefix(t.src[t.i:], "]") {
					return "", fmt.Errorf("%q first in a class at %d", ']', start)
				}
				inClass = true
			case '(':
				if strings.HasPrefix(t.src[t.i:], "?") {
					if !strings.HasPrefix(t.src[t.i:], "?:") {
						return "", fmt.Errorf("group flags or name at %d (only a leading (?i) translates)", start)
					}
					t.i += 2
					t.out.WriteString("(?:")
					continue
				}
				t.out.WriteByte('(')
			case '.':
				// JavaScript's "." also refuses \r, U+2028 and U+2029.
				t.out.WriteString(`[^\n]`)
			case '/':
				t.out.WriteString(`\/`)
			case '{':
				if n := repeatLen(t.src[t.i:]); n > 0 {
					t.out.WriteString(t.src[start : t.i+n])
					t.i += n
				} else {
					t.out.WriteString(`\{`) // literal in RE2; an error in u mode
				}
			case '}', ']':
				t.out.WriteString(`\` + string(r))
			default:
				t.out.WriteRune(r)
			}
		}
	}
	return t.out.String(), nil
}

// repeatLen is the length of the rest of a counted repetition "n}",
// "n,}" or "n,m}" that s starts with (the "{" already read), else 0.
func repeatLen(s string) int {
	digits := func(i int) int {
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		return i
	}
	i := digits(0)
	if i == 0 {
		return 0
	}
	if i < len(s) && s[i] == ',' {
		i = digits(i + 1)
	}
	if i < len(s) && s[i] == '}' {
		return i + 1
	}
	return 0
}

// usesProperty reports whether src has a \p or \P escape, which needs
// JavaScript's u flag.
func usesProperty(src string) bool {
	for i := 0; i+1 < len(src); i++ {
		if src[i] == '\\' {
			if src[i+1] == 'p' || src[i+1] == 'P' {
				return true
			}
			i++
		}
	}
	return false
}

// char writes a literal control or non-ASCII character. Control
// characters and U+2028/U+2029 would end the line a JavaScript literal
// must stay on, so they are written as escapes.
func (t *translator) char(r rune) error {
	switch {
	case r < ' ' || r == 0x7f:
		fmt.Fprintf(&t.out, `\x%02X`, r)
		return nil
	case r == 0x2028 || r == 0x2029:
		fmt.Fprintf(&t.out, `\u%04X`, r)
		return nil
	}
	if r > 0xFFFF && !t.unicode {
		return fmt.Errorf("%q is beyond the BMP: without the u flag JavaScript sees two code units", r)
	}
	if t.fold && unicode.IsLetter(r) {
		return fmt.Errorf("%q under (?i): RE2 and JavaScript fold non-ASCII letters differently", r)
	}
	t.out.WriteRune(r)
	return nil
}

// escape translates the escape sequence after a backslash.
func (t *translator) escape(inClass bool) error {
	at := t.i - 1
	if t.i >= len(t.src) {
		return fmt.Errorf("trailing backslash")
	}
	c := t.src[t.i]
	t.i++
	switch {
	case strings.IndexByte("dDsStnrfv", c) >= 0:
		t.out.WriteString(`\` + string(c))
	case strings.IndexByte("wWbB", c) >= 0:
		if inClass && (c == 'b' || c == 'B') {
			return fmt.Errorf(`\%c in a class at %d`, c, at)
		}
		// With both i and u, JavaScript's \w and \b also take ſ and K.
		if t.fold && t.unicode {
			return fmt.Errorf(`\%c with (?i) and \p at %d`, c, at)
		}
		t.out.WriteString(`\` + string(c))
	case c == 'a':
		t.out.WriteString(`\x07`) // JavaScript's \a is a plain "a"
	case c == 'x':
		return t.hex(at)
	case c == 'p' || c == 'P':
		return t.property(c, at)
	case c < utf8.RuneSelf && !isAlnum(c):
		// RE2 lets a backslash quote any ASCII punctuation; JavaScript's
		// u mode only its own syntax characters. The rest ("\#", "\_",
		// "\-" outside a class) is literal either way without one.
		switch {
		case strings.IndexByte(syntaxChars, c) >= 0 || c == '-' && inClass:
			t.out.WriteString(`\` + string(c))
		case c < ' ' || c == 0x7f:
			return t.char(rune(c))
		default:
			t.out.WriteByte(c)
		}
	default:
		// \A, \z, \Q…\E, \C, octal and back-reference-looking digits.
		return fmt.Errorf(`\%c at %d has no JavaScript equivalent`, c, at)
	}
	return nil
}

func isAlnum(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// hex translates \xHH and \x{H…}.
func (t *translator) hex(at int) error {
	s := t.src[t.i:]
	digits, n := s, 2
	if strings.HasPrefix(s, "{") {
		end := strings.IndexByte(s, '}')
		if end < 0 {
			return fmt.Errorf(`unterminated \x{ at %d`, at)
		}
		digits, n = s[1:end], end+1
	} else if len(s) < 2 {
		return fmt.Errorf(`short \x at %d`, at)
	} else {
		digits = s[:2]
	}
	v, err := strconv.ParseUint(digits, 16, 32)
	switch {
	case err != nil || v > 0xFFFF:
		return fmt.Errorf(`\x at %d: only code points up to U+FFFF translate`, at)
	case t.fold && v >= utf8.RuneSelf && unicode.IsLetter(rune(v)):
		return fmt.Errorf(`\x at %d: a non-ASCII letter under (?i)`, at)
	}
	t.i += n
	fmt.Fprintf(&t.out, `\u%04X`, v)
	return nil
}

// property translates \pL, \p{Lu}, \p{Greek} and their \P negations:
// general categories keep their names, scripts become sc=Name (RE2's
// \p{Greek} is a script; JavaScript needs to be told).
func (t *translator) property(c byte, at int) error {
	s := t.src[t.i:]
	var name string
	switch {
	case strings.HasPrefix(s, "{"):
		end := strings.IndexByte(s, '}')
		if end < 0 {
			return fmt.Errorf(`unterminated \%c at %d`, c, at)
		}
		name, t.i = s[1:end], t.i+end+1
	case s != "":
		name, t.i = s[:1], t.i+1
	}
	switch {
	case name == "Any":
		return fmt.Errorf(`\%c{Any} at %d has no JavaScript name`, c, at)
	case unicode.Categories[name] != nil:
	case unicode.Scripts[name] != nil:
		name = "sc=" + name
	default:
		return fmt.Errorf(`\%c{%s} at %d has no JavaScript equivalent`, c, name, at)
	}
	fmt.Fprintf(&t.out, `\%c{%s}`, c, name)
	return nil
}
