package summary

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clipperhouse/uax29/v2/sentences"
)

// splitSentences splits a paragraph into sentences by the Unicode sentence
// boundary rules (UAX #29), which handle CJK full stops ("。", "！") with
// no space after them, closing quotes and brackets, and decimals. UAX #29
// knows no abbreviations, so a break after a title or an initial ("Dr.",
// "U.S.", "J.") that is followed by more of the same sentence is undone.
func splitSentences(p string) []string {
	var out []string
	it := sentences.FromString(p)
	pending := ""
	for it.Next() {
		seg := it.Value()
		if pending != "" {
			seg = pending + seg
			pending = ""
		}
		if t := strings.TrimRight(seg, " \t\n"); abbreviationEnd(t) {
			pending = seg
			continue
		}
		if s := strings.TrimSpace(seg); s != "" {
			out = append(out, s)
		}
	}
	if s := strings.TrimSpace(pending); s != "" {
		out = append(out, s)
	}
	return out
}

// abbreviationEnd reports whether s ends in a short title, a Latin
// abbreviation or an initial ("Mr.", "e.g.", "U.S.", "J.") rather than at
// the end of a sentence.
func abbreviationEnd(s string) bool {
	if !strings.HasSuffix(s, ".") {
		return false
	}
	body := strings.TrimSuffix(s, ".")
	k := strings.LastIndexFunc(body, func(r rune) bool { return unicode.IsSpace(r) || r == '(' || r == '"' || r == '“' })
	w := body[k+1:]
	if k >= 0 {
		_, n := utf8.DecodeRuneInString(body[k:])
		w = body[k+n:]
	}
	if utf8.RuneCountInString(w) == 1 {
		r, _ := utf8.DecodeRuneInString(w)
		return unicode.IsUpper(r)
	}
	return abbreviations[strings.ToLower(w)]
}

// abbreviations end with a period that seldom ends a sentence.
var abbreviations = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`mr mrs ms dr prof st jr sr vs etc inc ltd co corp no nos fig figs
		e.g i.e u.s u.k u.n a.m p.m approx dept est gen gov rep sen rev capt col lt sgt mt ft jan feb
		mar apr jun jul aug sep sept oct nov dec vol pp cf al`) {
		m[w] = true
	}
	return m
}()
