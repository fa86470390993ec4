// Package sentence holds the small judgements about running text that the
// extractor and the summarizer share, so each is made in one place.
package sentence

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Ends reports whether s ends as a sentence does: with a full
// stop, a question or exclamation mark or an ellipsis (CJK ones too),
// maybe inside a closing quote or bracket. A label ("Updated weekly"), a
// lead-in ("Features:") or a cut line ("Light rain, sweat and") does not.
func Ends(s string) bool {
	s = strings.TrimRight(s, " \"'”’)]»")
	r, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune(".!?…。！？", r)
}

// MinWords is the fewest words a line needs to be read as a sentence
// about a page, rather than a label ("Showing 40 results", "Updated
// weekly"), where that matters: a list's introduction.
const MinWords = 6

// Unspaced reports a character of a script written without spaces between
// words (Han, kana) or with particles joined to them (Hangul: "도서관은",
// "the library" as a topic). Matching by words reads such text by Pair:
// read as whole runs, a Chinese or Japanese sentence was one word that
// matched nothing.
func Unspaced(r rune) bool {
	return r >= 0x1100 && unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// Pair is the word that the unspaced character r stands for, given the
// characters before and after it: r and the next one when that is
// unspaced too (overlapping pairs, "開館時間" as 開館, 館時, 時間, as
// search engines index CJK text), r alone when it stands alone, else ""
// (the pair that ends on r was given already).
func Pair(prev, r, next rune) string {
	switch {
	case Unspaced(next):
		return string([]rune{r, next})
	case !Unspaced(prev):
		return string(r)
	}
	return ""
}
