package extract

import "strings"

// adLabel is a line that only labels an advertising slot ("Anzeige",
// "Advertisement:", "Reklama", "Publicité"): sites print it over the ad,
// and the ad itself is furniture already, so the label was left in the
// text alone. Matched against the lower-cased line, as creditLineWords
// is. "Sponsored" is not one: on a listing it says which card was paid
// for, which a reader wants to know.
var adLabel = shared("adLabel")

// dropAdLabels removes the lines that only label an ad slot (adLabel).
// The content script does the same (content/observe.js dropAdLabels).
func dropAdLabels(lines []line) []line {
	return keepLines(lines, func(l line) bool {
		return strings.Contains(l.prefix, "Code: ") || !adLabel.MatchString(strings.ToLower(l.text))
	})
}
