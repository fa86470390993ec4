package extract

import (
	"strconv"
	"strings"
)

// maxRatingChars bounds a declared rating value or count: anything longer
// is not a number a page would print.
const maxRatingChars = 16

// rating is the page's schema.org aggregateRating from JSON-LD (on any
// object, inside @graph or an array): its ratingValue and its ratingCount,
// else reviewCount. A recipe or product often shows its stars only as an
// image, so the declared value is the one the page states in words. The
// content script reads the same (content/observe.js ldRating); the shared
// fixture is e2e/fixtures/reading/rating.html (e2e/tests/observe.test.mjs).
func (p *page) rating() (value, count string) {
	p.declared(func(v any) string {
		value, count = ratingIn(v)
		return value
	})
	return value, count
}

// ratingIn is the first aggregateRating with a ratingValue in decoded
// JSON-LD, on its top objects or in their @graph.
func ratingIn(v any) (value, count string) {
	value = ldFind(v, []string{"@graph"}, func(x map[string]any) string {
		ar, _ := x["aggregateRating"].(map[string]any)
		r := ldNumber(ar["ratingValue"])
		if r != "" {
			count = firstNonEmpty(ldNumber(ar["ratingCount"]), ldNumber(ar["reviewCount"]))
		}
		return r
	})
	return value, count
}

// ldNumber is a JSON-LD number given as a number or a string.
func ldNumber(v any) string {
	var s string
	switch x := v.(type) {
	case string:
		s = strings.TrimSpace(x)
	case float64:
		s = strconv.FormatFloat(x, 'f', -1, 64)
	}
	if len(s) > maxRatingChars || s == "" || strings.IndexFunc(s, func(r rune) bool { return r >= '0' && r <= '9' }) < 0 {
		return ""
	}
	return s
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
