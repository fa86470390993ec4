package research

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// Date is a date found in text, normalised to ISO 8601 at the precision
// the text gives: "2025-03-04", "2025-03" or "2025".
type Date struct {
	ISO  string `json:"iso"`
	Text string `json:"text"` // as written
}

// Precision is 3 (day), 2 (month) or 1 (year).
func (d Date) Precision() int { return strings.Count(d.ISO, "-") + 1 }

var months = map[string]int{"jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
	"may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9,
	"oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12}

const monthRE = `(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`

// The date shapes, most specific first; each match is consumed so a
// "March 4, 2025" is not also read as "March 2025" or "2025".
var datePatterns = []struct {
	re    *lazyregexp.Regexp
	parse func(m []string) (y, mo, d int)
}{
	// 2025-03-04, 2025-03-04T10:00:00Z, 2025/03/04
	{lazyregexp.New(`\b((?:19|20)\d\d)[-/](0?[1-9]|1[0-2])[-/](0?[1-9]|[12]\d|3[01])(?:\b|T)`), func(m []string) (int, int, int) {
		return atoi(m[1]), atoi(m[2]), atoi(m[3])
	}},
	// March 4, 2025 / Mar. 4 2025 / March 4th, 2025
	{lazyregexp.New(`(?i)\b` + monthRE + `\s+([12]?\d|3[01])(?:st|nd|rd|th)?,?\s+((?:19|20)\d\d)\b`), func(m []string) (int, int, int) {
		return atoi(m[3]), months[strings.ToLower(m[1])], atoi(m[2])
	}},
	// 4 March 2025 / 4th of March, 2025
	{lazyregexp.New(`(?i)\b([12]?\d|3[01])(?:st|nd|rd|th)?(?:\s+of)?\s+` + monthRE + `,?\s+((?:19|20)\d\d)\b`), func(m []string) (int, int, int) {
		return atoi(m[3]), months[strings.ToLower(m[2])], atoi(m[1])
	}},
	// March 2025 / in Mar 2025
	{lazyregexp.New(`(?i)\b` + monthRE + `,?\s+((?:19|20)\d\d)\b`), func(m []string) (int, int, int) {
		return atoi(m[2]), months[strings.ToLower(m[1])], 0
	}},
	// Q2 2025 -> the quarter's first month
	{lazyregexp.New(`\bQ([1-4])\s+((?:19|20)\d\d)\b`), func(m []string) (int, int, int) {
		return atoi(m[2]), (atoi(m[1])-1)*3 + 1, 0
	}},
	// a bare year after a preposition: "in 2019", "since 2021", "by 2030"
	{lazyregexp.New(`(?i)\b(?:in|since|by|from|until|during|of|early|late|mid-?)\s+((?:19|20)\d\d)\b`), func(m []string) (int, int, int) {
		return atoi(m[1]), 0, 0
	}},
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// FindDates returns the dates in s in the order they appear. Impossible
// dates (February 30) are skipped.
func FindDates(s string) []Date {
	type hit struct {
		at int
		d  Date
	}
	var hits []hit
	taken := make([]bool, len(s)+1)
	for _, p := range datePatterns {
		for _, loc := range p.re.FindAllStringSubmatchIndex(s, -1) {
			if taken[loc[0]] || taken[loc[1]-1] {
				continue
			}
			m := make([]string, len(loc)/2)
			for i := range m {
				if loc[2*i] >= 0 {
					m[i] = s[loc[2*i]:loc[2*i+1]]
				}
			}
			y, mo, d := p.parse(m)
			iso, ok := isoDate(y, mo, d)
			if !ok {
				continue
			}
			for i := loc[0]; i < loc[1]; i++ {
				taken[i] = true
			}
			hits = append(hits, hit{loc[0], Date{ISO: iso, Text: strings.TrimSpace(s[loc[0]:loc[1]])}})
		}
	}
	// in order of appearance
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].at < hits[j-1].at; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
	out := make([]Date, len(hits))
	for i, h := range hits {
		out[i] = h.d
	}
	return out
}

func isoDate(y, mo, d int) (string, bool) {
	switch {
	case y < 1900 || y > 2100:
		return "", false
	case mo == 0:
		return strconv.Itoa(y), true
	case mo < 1 || mo > 12:
		return "", false
	case d == 0:
		return fmt.Sprintf("%04d-%02d", y, mo), true
	}
	t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
	if t.Day() != d {
		return "", false
	}
	return t.Format("2006-01-02"), true
}

// NormalizeDate reads one date value (a meta tag, a <time datetime>, a
// "Date" field) and returns it as ISO, or "" when it is not a date.
func NormalizeDate(s string) string {
	if ds := FindDates(s); len(ds) > 0 {
		return ds[0].ISO
	}
	return ""
}
