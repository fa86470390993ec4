// Package words splits text into the lower-cased words that Laika matches
// text by: research's retrieval and claims, the built-in answerer, and the
// summarizer's ranking, repeat keys and grounding. One split, so that a
// question, a page and a model's answer agree on what a word is.
package words

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/laikabrowser/laika/internal/sentence"
)

// Each calls fn with each lower-cased word of s and returns buf, which it
// uses for the words (pass the last call's to reuse it; fn must not keep
// w). A word is letters, digits and the marks that combine with them:
//
//   - a number keeps its decimal point and drops its thousands separators
//     ("1,200" is "1200", "3.5" is "3.5"), so that a page and a question
//     or an answer that write it differently match;
//   - a possessive's "'s" is dropped ("Google's" is "google"), and another
//     apostrophe between letters keeps the word whole ("don't", with a
//     typographic one written as ASCII);
//   - Chinese, Japanese, Korean, Thai, Lao, Khmer and Burmese come as
//     overlapping pairs of clusters (sentence.Pairs): read as whole runs,
//     each clause was one word, so their sentences shared no words with
//     one another nor a question with its answer.
//
// ASCII is read a byte at a time without allocating; other scripts go
// through unicode.
func Each(s string, buf []byte, fn func(w []byte)) []byte {
	// "ä" typed as "a" and a combining diaeresis (text from macOS) is the
	// word a model or a question writes as one character.
	s = norm.NFC.String(s)
	buf = buf[:0]
	var run []rune // unspaced characters, read by sentence.Pairs
	flush := func() {
		if len(buf) > 0 {
			fn(buf)
			buf = buf[:0]
		}
		if len(run) > 0 {
			sentence.Pairs(run, func(w string) { fn([]byte(w)) })
			run = run[:0]
		}
	}
	for i := 0; i < len(s); {
		r, n := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(s[i:])
		}
		switch {
		case r < utf8.RuneSelf && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9'):
			if len(run) > 0 {
				flush()
			}
			buf = append(buf, byte(r))
		case r >= 'A' && r <= 'Z':
			if len(run) > 0 {
				flush()
			}
			buf = append(buf, byte(r)+'a'-'A')
		case (r == ',' || r == '.') && inNumber(s, i, buf):
			if r == '.' {
				buf = append(buf, '.')
			}
		case (r == '\'' || r == '’') && len(buf) > 0 && letterAt(s, i+n):
			if s[i+n] == 's' && !letterAt(s, i+n+1) {
				// "company's": the company. The "s" is skipped.
				flush()
				n++
				break
			}
			buf = append(buf, '\'')
		case r >= utf8.RuneSelf && sentence.Unspaced(r):
			if len(buf) > 0 {
				flush()
			}
			run = append(run, r)
		case r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.In(r, unicode.Mn, unicode.Mc)):
			// A mark is part of its word: Hindi's vowel signs, Arabic's
			// and Hebrew's vowel points split words before.
			if len(run) > 0 {
				flush()
			}
			buf = utf8.AppendRune(buf, unicode.ToLower(r))
		default:
			flush()
		}
		i += n
	}
	flush()
	return buf
}

// Strings calls fn with each word of s as Each splits it.
func Strings(s string, fn func(string)) {
	Each(s, nil, func(w []byte) { fn(string(w)) })
}

// inNumber: the mark at s[i] stands between two ASCII digits inside a
// word (buf) that has begun.
func inNumber(s string, i int, buf []byte) bool {
	return len(buf) > 0 && i > 0 && isDigit(s[i-1]) && i+1 < len(s) && isDigit(s[i+1])
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// letterAt: s holds an ASCII letter at i. An apostrophe before any other
// character closes a quote or ends the word.
func letterAt(s string, i int) bool {
	return i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z')
}
