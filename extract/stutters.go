package extract

import (
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// maxStutterChars: only a line this short is a stutter when said twice
// in a row; a paragraph said twice may be the author's.
const maxStutterChars = 80

// dropStutters drops a short line that says exactly what the line before
// it said: a carousel's slide captions, a price printed as sale and
// regular price alike ("$19.99", then "$19.99 $19.99": onePrice). Code,
// list items, quotes and headings (the lines with a prefix) may rightly
// say a line twice ("increment();" twice in a row, two figures with one
// caption) and keep it.
func dropStutters(lines []line) []line {
	out := lines[:0:0]
	for i, l := range lines {
		if i > 0 && len(l.text) <= maxStutterChars && l.prefix == "" && lines[i-1].prefix == "" && onePrice(l.text) == onePrice(lines[i-1].text) {
			continue
		}
		out = append(out, l)
	}
	return out
}

// ratingTwice is a score said twice before its scale: "4.5 4.5 out of 5
// stars", "4,5 4,5 von 5 Sternen". A shop prints the score beside its
// stars and again in the stars' text for screen readers.
var ratingTwice = lazyregexp.New(`(\d(?:[.,]\d{1,2})?)\s+(\d(?:[.,]\d{1,2})?)(\s+(?:out of|von|sur|de|su|van|z)\s)`)

// onePrice is t with a currency amount said twice in a row said once:
// "$15.99 $15.99", "From $2,749.95 $2,749.95", "$799 $799.00". Shop
// themes print a price beside a struck-through "compare at" price equal
// to it, or a regular and a sale copy of it with one hidden by a
// stylesheet that extraction does not load. An amount beside itself says
// nothing the first did not, and a rating said twice (ratingTwice)
// neither (content/walk.js onePrice is the same).
func onePrice(t string) string {
	if !strings.ContainsAny(t, "0123456789") {
		return t
	}
	t = ratingTwice.ReplaceAllStringFunc(t, func(m string) string {
		if p := ratingTwice.FindStringSubmatch(m); p[1] == p[2] {
			return p[2] + p[3]
		}
		return m
	})
	for _, re := range []*lazyregexp.Regexp{priceText, priceAfter} {
		ms := re.FindAllStringIndex(t, -1)
		// From the end, so that a cut leaves the earlier matches' offsets
		// as they were.
		for i := len(ms) - 1; i > 0; i-- {
			a, b := ms[i-1], ms[i]
			if strings.TrimSpace(t[a[1]:b[0]]) == "" && amountKey(t[a[0]:a[1]]) == amountKey(t[b[0]:b[1]]) {
				t = t[:a[1]] + t[b[1]:]
			}
		}
	}
	return t
}

// zeroCents: cents that are zero at an amount's end, a currency sign
// after them or not.
var zeroCents = lazyregexp.New(`[.,]00(\D*)$`)

// amountKey is a currency amount as onePrice compares it: without its
// spaces, and without cents that are zero ("$799.00" is "$799").
func amountKey(m string) string {
	return zeroCents.ReplaceAllString(strings.Join(strings.Fields(m), ""), "$1")
}
