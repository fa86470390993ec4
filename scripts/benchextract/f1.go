package main

import (
	"strings"
	"unicode"
)

// tokens are the lower-cased \w+ runs of s, as Python's re.findall(r"\w+")
// finds them: Unicode letters, digits and the underscore.
func tokens(s string) map[string]int {
	out := map[string]int{}
	var w strings.Builder
	flush := func() {
		if w.Len() > 0 {
			out[w.String()]++
			w.Reset()
		}
	}
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsNumber(r) || r == '_' {
			w.WriteRune(r)
		} else {
			flush()
		}
	}
	flush()
	return out
}

// wordF1 is the corpus metric: bag-of-words overlap between the
// prediction and the reference. An empty reference scores 1 only against
// an empty prediction.
func wordF1(pred, ref string) score {
	p, r := tokens(pred), tokens(ref)
	np, nr := 0, 0
	for _, c := range p {
		np += c
	}
	for _, c := range r {
		nr += c
	}
	if nr == 0 {
		if np == 0 {
			return score{p: 1, r: 1, f: 1}
		}
		return score{}
	}
	if np == 0 {
		return score{}
	}
	overlap := 0
	for w, c := range p {
		overlap += min(c, r[w])
	}
	if overlap == 0 {
		return score{}
	}
	prec, rec := float64(overlap)/float64(np), float64(overlap)/float64(nr)
	return score{p: prec, r: rec, f: 2 * prec * rec / (prec + rec)}
}
