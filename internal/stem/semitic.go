package stem

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Hebrew and Arabic write their articles, conjunctions and prepositions
// joined to the next word: "הספרייה" is "the library", "ובסופי" "and at
// the ends of", "والمكتبة" "and the library". A question says "ספרייה"
// where the page says "הספרייה", and matched nothing: "מתי פתוחה ספרייה
// בסופי שבוע?" (when is the library open at weekends?) found no passage
// in a page that answers it. semitic strips those prefixes, the way
// light stemmers for these languages do for search, and their vowel
// points, which most text leaves out. Retrieval and the grounding check
// both read words through it.

// hebrewPrefixes are the letters that join to a word as a prefix: and,
// the, in, to, from, that, as. Up to three stack ("ובה…").
const hebrewPrefixes = "והבלמשכ"

// arabicArticles are the definite article with the conjunctions and
// prepositions joined to it, longest first (Larkey's light10 stemmer).
var arabicArticles = []string{"وال", "بال", "كال", "فال", "لل", "ال"}

// arabicSuffixes are light10's suffixes, in the order it tries them.
var arabicSuffixes = []string{"ها", "ان", "ات", "ون", "ين", "يه", "ية", "ه", "ة", "ي"}

// semitic is w's stem if w is a Hebrew or Arabic word, and ok.
func semitic(w string) (stem string, ok bool) {
	r, _ := utf8.DecodeRuneInString(w)
	switch {
	case r < 0x0590 || r > 0x06FF:
		return w, false
	case unicode.Is(unicode.Hebrew, r):
		return hebrewStem(unpointed(w)), true
	case unicode.Is(unicode.Arabic, r):
		return arabicStem(unpointed(w)), true
	}
	return w, false
}

// unpointed is w without its vowel points and other combining marks.
func unpointed(w string) string {
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Mn, r) {
			return -1
		}
		return r
	}, w)
}

// hebrewStem strips up to three prefix letters, leaving at least three. A
// word that starts with one of those letters of its own loses it too, on
// the page and in the question alike, so the two still match.
func hebrewStem(w string) string {
	rs := []rune(w)
	for i := 0; i < 3 && len(rs) > 3 && strings.ContainsRune(hebrewPrefixes, rs[0]); i++ {
		rs = rs[1:]
	}
	return string(rs)
}

// arabicStem is Larkey's light10: the alef forms and final yeh unified,
// "و" (and) taken off a word of four letters or more, then an article,
// then a suffix, each leaving at least two letters.
func arabicStem(w string) string {
	w = strings.NewReplacer("أ", "ا", "إ", "ا", "آ", "ا", "ى", "ي").Replace(w)
	n := utf8.RuneCountInString
	if strings.HasPrefix(w, "و") && n(w) >= 4 {
		w = strings.TrimPrefix(w, "و")
	}
	for _, a := range arabicArticles {
		if strings.HasPrefix(w, a) && n(w)-n(a) >= 2 {
			w = strings.TrimPrefix(w, a)
			break
		}
	}
	for _, s := range arabicSuffixes {
		if strings.HasSuffix(w, s) && n(w)-n(s) >= 2 {
			w = strings.TrimSuffix(w, s)
		}
	}
	return w
}
