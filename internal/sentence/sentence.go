// Package sentence holds the small judgements about running text that the
// extractor and the summarizer share, so each is made in one place.
package sentence

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Stops are the characters that end a sentence: the full stop, the
// question and exclamation marks and the ellipsis; CJK's full-width ones;
// the danda of Hindi, Bengali and other Indic scripts; the Arabic question
// mark and Urdu's full stop; Armenian's, Ethiopic's, Khmer's and Burmese's
// full stops. Thai and Lao have none (SpaceEnds).
const Stops = ".!?…。！？।॥؟۔։።។။"

// Stop reports one of Stops.
func Stop(r rune) bool { return strings.ContainsRune(Stops, r) }

// Ends reports whether s ends as a sentence does, with one of Stops,
// maybe inside a closing quote or bracket. A label ("Updated weekly"), a
// lead-in ("Features:") or a cut line ("Light rain, sweat and") does not.
func Ends(s string) bool {
	s = strings.TrimRight(s, " \"'”’)]»")
	r, _ := utf8.DecodeLastRuneInString(s)
	return Stop(r)
}

// MinWords is the fewest words a line needs to be read as a sentence
// about a page, rather than a label ("Showing 40 results", "Updated
// weekly"), where that matters: a list's introduction.
const MinWords = 6

// NoSpaces reports a character of a script written without spaces
// between words: Chinese, Japanese, Thai, Lao, Khmer and Burmese. Thai's
// vowel and tone marks are of its script too.
func NoSpaces(r rune) bool {
	return r >= 0x0E00 && (CJK(r) || southeastAsian(r))
}

// CJK reports a Chinese character or Japanese kana: each stands for about a
// word, as word counters for those languages count them. The long-vowel
// mark "ー" (and its half-width form) belongs to the kana around it
// ("コーヒー"), though Unicode files it under no script.
func CJK(r rune) bool {
	return r >= 0x2E80 && (unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r == 'ー' || r == 'ｰ')
}

// SyllableLetter reports a letter of Thai, Lao, Khmer or Burmese, their
// vowel and tone marks aside: about LettersPerWord of them make a word.
func SyllableLetter(r rune) bool {
	return southeastAsian(r) && !unicode.In(r, unicode.Mn, unicode.Mc)
}

// LettersPerWord is how many letters (marks aside) a Thai, Lao, Khmer or
// Burmese word has, about.
const LettersPerWord = 3

func southeastAsian(r rune) bool {
	return r >= 0x0E00 && unicode.In(r, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar)
}

// SpaceEnds reports a character of a script that ends its sentences with
// a space rather than a stop (Thai, Lao): a space after it ends one.
func SpaceEnds(r rune) bool {
	return r >= 0x0E00 && r <= 0x0EFF && unicode.In(r, unicode.Thai, unicode.Lao)
}

// Unspaced reports a character that matching by words reads by Pairs: one
// of a script written without spaces between words (NoSpaces), or Hangul,
// which joins particles to its words ("도서관은", "the library" as a
// topic). Read as whole runs, a Chinese, Japanese or Thai sentence was one
// word that matched nothing.
func Unspaced(r rune) bool {
	return NoSpaces(r) || r >= 0x1100 && unicode.Is(unicode.Hangul, r)
}

// Pairs calls fn with the words a run of Unspaced characters stands for:
// its overlapping pairs of clusters, as search engines index such text
// ("開館時間" as 開館, 館時, 時間; "ยืมหนังสือ" as ยืม, มห, หนั, …), or its one
// cluster when it has only one. A cluster is a character and the combining
// marks after it (Thai's vowels above and below, its tone marks): a mark
// alone means nothing.
func Pairs(run []rune, fn func(string)) {
	var starts []int
	for i, r := range run {
		if i == 0 || !unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me) {
			starts = append(starts, i)
		}
	}
	if len(starts) == 1 {
		if len(run) > 0 {
			fn(string(run))
		}
		return
	}
	starts = append(starts, len(run))
	for k := 0; k+2 < len(starts); k++ {
		fn(string(run[starts[k]:starts[k+2]]))
	}
}
