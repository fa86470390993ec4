package extract

import "strings"

// Ticker thresholds (see collapseTickers).
const (
	// maxTickerWords: a ticker's phrase is this many words or fewer.
	maxTickerWords = 8
	// minTickerRepeats: a phrase said this often in a row is a ticker.
	minTickerRepeats = 4
)

// collapseTickers turns a line that is one short phrase said over and over
// ("Book Now * Book Now * Book Now …", a marquee the page copies so its
// animation loops) into the phrase said once. Nothing a person wrote
// repeats itself four times in a row.
func collapseTickers(lines []line) []line {
	for i, l := range lines {
		if p := tickerPhrase(l.text); p != "" {
			lines[i].text = p
			lines[i].ctrlChars = min(l.ctrlChars, len(p))
			lines[i].linkChars = min(l.linkChars, len(p))
		}
	}
	return lines
}

// tickerPhrase is the phrase s repeats, or "" when s is not a ticker.
func tickerPhrase(s string) string {
	if strings.Contains(s, " | ") {
		return "" // a table row: "Yes | Yes | Yes | Yes" compares plans
	}
	words := strings.FieldsFunc(s, notAlnum)
	if len(words) < minTickerRepeats {
		return ""
	}
	for n := 1; n <= maxTickerWords && n*minTickerRepeats <= len(words); n++ {
		reps := 1
		for reps*n+n <= len(words) && same(words[reps*n:reps*n+n], words[:n]) {
			reps++
		}
		// The words after the last whole repeat may be a cut-off copy.
		if reps >= minTickerRepeats && len(words)-reps*n <= n && prefixOf(words[reps*n:], words[:n]) {
			return strings.Join(words[:n], " ")
		}
	}
	return ""
}

func same(a, b []string) bool {
	for i := range a {
		if !strings.EqualFold(a[i], b[i]) {
			return false
		}
	}
	return true
}

// prefixOf: tail starts the phrase again, its last word perhaps cut.
func prefixOf(tail, phrase []string) bool {
	if len(tail) == 0 {
		return true
	}
	k := len(tail) - 1
	return len(tail) <= len(phrase) && same(tail[:k], phrase[:k]) &&
		strings.HasPrefix(strings.ToLower(phrase[k]), strings.ToLower(tail[k]))
}
