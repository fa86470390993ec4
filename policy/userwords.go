package policy

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	unorm "golang.org/x/text/unicode/norm"

	sentences "github.com/laikabrowser/laika/internal/sentence"
)

// userWords is the user's own text for a run (goal and later turns), kept
// both raw and folded. Autodrive lets free text leave only when fromUser
// says it is made of these words.
//
// "Made of the user's words" is checked strictly, because every freedom
// the check grants is a channel a page can use to carry a secret out one
// bit at a time: zero-width or full-width characters, case patterns,
// punctuation runs, emoji, repeated words, a stack of filler words, or a
// few letters glued to a real word. So: every character must be one the
// user typed (or its other case), every word one the user wrote (no more
// often than they wrote it, in their spelling, lower case or capitalised),
// and everything between words a space or a run the user typed.
type userWords struct {
	raw     string          // the user's text as written
	text    string          // folded (NFKC, lower case), for URL and host look-ups
	skel    string          // Skeleton, for ledger look-ups
	runes   map[rune]bool   // every character the user typed, both cases
	words   map[string]int  // folded word -> how often the user wrote it
	spelled map[string]bool // raw word spellings the user used
	seps    []string        // separator runs between the user's words
}

func newUserWords(texts ...string) userWords {
	u := userWords{runes: map[rune]bool{}, words: map[string]int{}, spelled: map[string]bool{}}
	var all []string
	for _, t := range texts {
		if strings.TrimSpace(t) != "" {
			all = append(all, t)
		}
	}
	// NFC, not NFKC: "ö" typed as o + combining diaeresis is the same
	// character, but a full-width "ｏ" is a different one the user never typed.
	u.raw = unorm.NFC.String(strings.Join(all, "\n"))
	u.text = fold(u.raw)
	u.skel = Skeleton(u.raw)
	for _, r := range u.raw {
		u.runes[r] = true
		u.runes[unicode.ToLower(r)] = true
		u.runes[unicode.ToUpper(r)] = true
	}
	toks, seps := splitWords(u.raw)
	joined := map[string]bool{}
	for i, t := range toks {
		u.words[fold(t)]++
		u.spelled[t] = true
		for n := 2; n <= 3 && i+n <= len(toks); n++ {
			joined[fold(strings.Join(toks[i:i+n], ""))] = true
		}
	}
	// Two or three consecutive words run together ("wi-fi" -> "wifi") are
	// one more word of the user's, used at most once.
	for j := range joined {
		if u.words[j] == 0 {
			u.words[j] = 1
		}
	}
	u.seps = seps
	return u
}

// splitWords splits raw text into runs of letters, digits and combining
// marks (words) and the runs between them (separators).
func splitWords(s string) (words, seps []string) {
	var cur strings.Builder
	inWord := false
	flush := func() {
		if cur.Len() == 0 {
			return
		}
		if inWord {
			words = append(words, cur.String())
		} else {
			seps = append(seps, cur.String())
		}
		cur.Reset()
	}
	for _, r := range s {
		w := wordRune(r)
		if w != inWord {
			flush()
			inWord = w
		}
		cur.WriteRune(r)
	}
	flush()
	return words, seps
}

func wordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r)
}

// tokens splits folded text into runs of letters and digits.
func tokens(s string) []string {
	return strings.FieldsFunc(fold(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// has reports whether a skeleton is part of the user's words (ledger
// look-ups: the user's own words never count as read from a page).
func (u userWords) has(sk string) bool { return sk != "" && strings.Contains(u.skel, sk) }

// glue are short function words a model adds when it rephrases the user's
// request into a query ("headphones for running"); they carry no data, as
// long as there are only a few of them (maxGlue).
var glue = map[string]bool{"a": true, "an": true, "the": true, "of": true, "in": true, "on": true, "for": true,
	"to": true, "and": true, "or": true, "with": true, "by": true, "at": true, "from": true, "about": true,
	"de": true, "la": true, "le": true, "les": true, "des": true, "du": true, "et": true, "el": true, "los": true,
	"las": true, "y": true, "en": true, "der": true, "die": true, "das": true, "und": true, "mit": true, "für": true,
	"von": true, "im": true}

// maxGlue is how many filler words a text may add to the user's words.
const maxGlue = 3

// urlSeps are the separators a URL path or query may use between the
// user's words even where the user did not type them.
const urlSeps = "/-_.+=&,"

// fromUser reports whether free text is the user's own words (see the type
// comment for what that means). Empty text is.
func (u userWords) fromUser(text string) bool { return u.whyNot(text, "") == "" }

// madeOfUserWords is fromUser with extra single-character separators
// allowed between words (URL parts).
func (u userWords) madeOfUserWords(text, extraSeps string) bool {
	return u.whyNot(text, extraSeps) == ""
}

// whyNot says in plain words why text is not made of the user's words, or
// "" when it is. The approval card shows it: a zero-width character or a
// look-alike letter is invisible in the text itself.
func (u userWords) whyNot(text, extraSeps string) string {
	text = strings.TrimSpace(unorm.NFC.String(text))
	if text == "" {
		return ""
	}
	for _, r := range text {
		if r != ' ' && !u.runes[r] && !strings.ContainsRune(extraSeps, r) {
			// zero-width, full-width, emoji, homoglyph
			if unicode.IsPrint(r) && r < 0x250 {
				return fmt.Sprintf("it has %q, which you did not type", string(r))
			}
			return fmt.Sprintf("it has the character %U, which you did not type", r)
		}
	}
	toks, seps := splitWords(text)
	for _, s := range seps {
		if !u.separator(s, extraSeps) {
			return fmt.Sprintf("it puts %q between words, which you did not", s)
		}
	}
	used := map[string]int{}
	extraGlue := 0
	for _, t := range toks {
		f := fold(t)
		if !u.spelling(t, f) {
			return fmt.Sprintf("it spells %q in a way you did not", clip(t, 40))
		}
		base := u.base(f)
		switch {
		case base != "" && used[base] < u.words[base]:
			used[base]++
		case glue[f] && extraGlue < maxGlue:
			extraGlue++
		case base != "":
			return fmt.Sprintf("it repeats %q more often than you wrote it", clip(t, 40))
		default:
			return fmt.Sprintf("%q is not one of your words", clip(t, 40))
		}
	}
	if len(toks) > 0 && len(toks) == extraGlue || len(toks) == 0 && len(seps) > 0 {
		return "it has none of your words"
	}
	return ""
}

// separator: a single space, a single extra separator, or a run the user
// typed between two of their words.
func (u userWords) separator(s, extraSeps string) bool {
	if s == " " || utf8.RuneCountInString(s) == 1 && strings.Contains(extraSeps, s) {
		return true
	}
	for _, x := range u.seps {
		if x == s {
			return true
		}
	}
	return false
}

// spelling: the word as the user spelled it, or all lower case, or
// capitalised — not an arbitrary case pattern.
func (u userWords) spelling(t, f string) bool {
	if u.spelled[t] || t == f {
		return true
	}
	r, n := utf8.DecodeRuneInString(t)
	return string(unicode.ToUpper(r))+strings.ToLower(t[n:]) == t || strings.ToUpper(t) == t && utf8.RuneCountInString(t) > 1
}

// inflections are the endings a model may add to or drop from a user's
// word when it rephrases ("timeouts" for "timeout"): a fixed set, so the
// ending cannot carry arbitrary letters.
var inflections = map[string]bool{"": true, "s": true, "es": true, "e": true, "en": true, "er": true, "n": true,
	"ed": true, "d": true, "x": true, "ing": true}

// base is the user's word that f is, or is a form of, or a part of (for
// scripts written without spaces); "" when none.
func (u userWords) base(f string) string {
	if u.words[f] > 0 {
		return f
	}

	if hasDigit(f) {
		return "" // numbers and codes only exactly
	}
	fr := []rune(f)
	if unspaced(fr) && len(fr) >= 2 {
		// Japanese, Chinese, Thai: a run of the user's own characters.
		for w := range u.words {
			if strings.Contains(w, f) {
				return w
			}
		}
		return ""
	}
	if len(fr) < 4 {
		return ""
	}
	for w := range u.words {
		wr := []rune(w)
		if len(wr) < 4 || hasDigit(w) {
			continue
		}
		n := 0
		for n < len(fr) && n < len(wr) && fr[n] == wr[n] {
			n++
		}
		if n >= 4 && len(wr)-n <= 2 && inflections[string(fr[n:])] {
			return w
		}
	}
	return ""
}

// unspaced: every rune is from a script written without spaces between
// words, where a word of the user's is any run of their characters.
func unspaced(rs []rune) bool {
	for _, r := range rs {
		if !sentences.NoSpaces(r) {
			return false
		}
	}
	return true
}
