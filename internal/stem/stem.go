// Package stem folds a word's forms onto one key, so that a question, a
// page and a summary that word a thing differently still match. Word
// folds inflections only, for research's retrieval and claims and the
// summarizer's ranking and grounding check, where a wrong merge costs
// more than a missed one. Root folds derived words too ("incorporated",
// "incorporation"), for the built-in answerer, which finds nothing when a
// question's word is not on the page.
package stem

import "strings"

// Word is the key of a lower-cased word: Hebrew and Arabic lose their
// joined prefixes and light suffixes (semitic.go); other words lose one
// plural ("prices", "companies"), then "-ing" or "-ed" ("shipping",
// "approved"), then a final "e" ("approve"). It is deliberately light, a
// stripper and not a dictionary: a wrong merge ("universe" with "university") costs
// a ranker or a grounding check more than a missed one, so "-ation",
// "-ment" and "-er" stay on. The key need not be a word.
func Word(w string) string {
	if s, ok := semitic(w); ok {
		return s
	}
	if len(w) <= 3 || w[0] >= '0' && w[0] <= '9' {
		return w
	}
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		w = w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "sses"):
		w = w[:len(w)-2]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is") && !strings.HasSuffix(w, "'s"):
		w = w[:len(w)-1]
	}
	for _, suf := range []string{"ing", "ed"} {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
			w = w[:len(w)-len(suf)]
			// "shipping" -> "shipp" -> "ship"
			if n := len(w); n >= 4 && w[n-1] == w[n-2] && !strings.ContainsRune("lsz", rune(w[n-1])) {
				w = w[:n-1]
			}
			break
		}
	}
	if len(w) >= 4 && strings.HasSuffix(w, "e") {
		w = w[:len(w)-1]
	}
	return w
}

// Root is the key of a lower-cased word with its derivational suffix off
// too: "-ation", "-ate", "-ion", "-ment", "-er" and the inflections, one
// suffix, longest first, leaving at least three letters ("incorporated"
// and "incorporation" -> "incorpor", "payment" -> "pay", "writer" ->
// "writ"). Hebrew and Arabic words get Word's key.
func Root(w string) string {
	if s, ok := semitic(w); ok {
		return s
	}
	if len(w) > 4 && strings.HasSuffix(w, "ies") {
		return w[:len(w)-3] + "y"
	}
	for _, suf := range rootSuffixes {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 && !strings.HasSuffix(w, "ss") {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

var rootSuffixes = []string{"ations", "ation", "ated", "ates", "ate", "ings", "ing", "ions", "ion", "ments", "ment", "ers", "er", "ed", "es", "s", "e"}
