package jsregexp

import (
	"strings"
	"testing"
)

func TestLiteral(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"plain", `comment|reply`, `/comment|reply/`},
		{"leading (?i) is the i flag", `(?i)(?:^|[-_ ])promo(?:$|[-_])`, `/(?:^|[-_ ])promo(?:$|[-_])/i`},
		{"slashes are escaped", `</?[a-z]+>|https?://x|[/]`, `/<\/?[a-z]+>|https?:\/\/x|[\/]/`},
		{"escaped punctuation", `schema\.org|\(x\)|a\-b|[a\-z]|\#|\_`, `/schema\.org|\(x\)|a-b|[a\-z]|#|_/`},
		{"perl classes and anchors", `^\W*\d+\s?\w\b$`, `/^\W*\d+\s?\w\b$/`},
		{"dot refuses only newline, as in RE2", `a.b`, `/a[^\n]b/`},
		{"counted repeats stay, a stray brace is literal", `a{2}b{1,}c{1,3}d{x}e}`, `/a{2}b{1,}c{1,3}d\{x\}e\}/`},
		{"non-ASCII without (?i)", `[$€£]|zł`, `/[$€£]|zł/`},
		{"hex escapes", `\x41\x{20AC}\a`, `/\u0041\u20AC\x07/`},
		{"a bracket inside a class", `[a[]`, `/[a\[]/`},
		{"general category takes the u flag", `[^\pL\p{N}]+`, `/[^\p{L}\p{N}]+/u`},
		{"a script needs sc=", `\p{Han}|\P{Greek}`, `/\p{sc=Han}|\P{sc=Greek}/u`},
		{"an escaped backslash is not a property", `\\p`, `/\\p/`},
		{"control characters stay on the line", "a\tb", `/a\x09b/`},
	} {
		got, err := Literal(c.src)
		if err != nil || got != c.want {
			t.Errorf("%s: Literal(%q) = %s, %v; want %s", c.name, c.src, got, err, c.want)
		}
	}
}

func TestLiteralRefuses(t *testing.T) {
	for _, c := range []struct{ name, src, why string }{
		{"not RE2", `a(`, "missing"},
		{"flags later on", `a(?i)b`, "group flags"},
		{"flag group", `(?i:a)`, "group flags"},
		{"dot-all", `(?s)a.b`, "group flags"},
		{"named group", `(?P<n>a)`, "group flags"},
		{"quoted text", `\Qa.b\E`, "no JavaScript equivalent"},
		{"text anchors", `\Aa\z`, "no JavaScript equivalent"},
		{"octal", `\101`, "no JavaScript equivalent"},
		{"POSIX class", `[[:alpha:]]`, "POSIX"},
		{"bracket first in a class", `[]a]`, "first in a class"},
		{"folded non-ASCII letter", `(?i)é`, "under (?i)"},
		{"folded non-ASCII letter by hex", `(?i)\xE9`, "under (?i)"},
		{"beyond the BMP", `😀+`, "beyond the BMP"},
		{"big hex", `\x{1F600}`, "U+FFFF"},
		{"word boundary under iu", `(?i)\b\pL`, "with (?i) and"},
		{"negated property name", `\p{^Greek}`, "no JavaScript equivalent"},
		{"any", `\p{Any}`, "no JavaScript name"},
	} {
		got, err := Literal(c.src)
		if err == nil || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s: Literal(%q) = %s, %v; want an error about %q", c.name, c.src, got, err, c.why)
		}
	}
}
