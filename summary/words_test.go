package summary

import (
	"strings"
	"testing"
	"unicode"
)

// The one-pass wordCount and oneLine must agree with the plain
// strings.Fields versions they replaced (kept here as the reference).
func TestWordCountAndOneLineMatchFields(t *testing.T) {
	refCount := func(s string) int {
		n, cjk := len(strings.Fields(s)), 0
		for _, r := range s {
			if unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r) {
				cjk++
			}
		}
		return max(n, n+cjk/2)
	}
	refLine := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	cases := []string{
		"", " ", "a", "one two three", " leading", "trailing ", "double  space", "tab\there", "line\nbreak", "crlf\r\nend",
		"nbsp\u00a0inside", "ideographic\u3000space", "next-line\u0085char", "東京は日本の首都です", "ひらがな と カタカナ",
		"한국어 문장입니다", "mixed 中文 and English words", "ḱ accents é à", "\v\f", "x\u2028y", "emoji 🙂 here",
	}
	for _, s := range cases {
		if got, want := wordCount(s), refCount(s); got != want {
			t.Errorf("wordCount(%q) = %d, want %d", s, got, want)
		}
		if got, want := oneLine(s), refLine(s); got != want {
			t.Errorf("oneLine(%q) = %q, want %q", s, got, want)
		}
	}
}
