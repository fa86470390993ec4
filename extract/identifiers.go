package extract

import "strings"

// Some pages write machine identifiers into their text where no one sees
// them: a marketplace scatters dozens of UUIDs between the letters of its
// "Sponsored" labels, kept off screen by a stylesheet, so ad blockers
// cannot match the word. Extraction loads no stylesheet, and one item page
// read 250 words of identifiers, more than its own listing. A line made
// mostly of identifiers says nothing to a reader, so it is dropped; a
// sentence that quotes one ("Take note of the UUID, e.g. ba5b7f3a-…") and
// code are kept. content/observe.js dropIdentifierLines is the same rule.

// idToken is a UUID (shared with the content script).
var idToken = shared("idToken")

// maxIdentifierShare: a line whose characters (spaces aside) are more
// than this share identifiers is machine text.
const maxIdentifierShare = 0.6

// dropIdentifierLines removes the lines made of identifiers (see above).
func dropIdentifierLines(lines []line) []line {
	return keepLines(lines, func(l line) bool {
		return l.isCode() || !identifierLine(l.text)
	})
}

// identifierLine reports a line of two or more identifiers that make up
// most of its characters.
func identifierLine(t string) bool {
	if len(t) < 72 || strings.IndexByte(t, '-') < 0 { // two UUIDs take 72 bytes
		return false
	}
	ids := idToken.FindAllStringIndex(t, -1)
	if len(ids) < 2 {
		return false
	}
	in := 0
	for _, m := range ids {
		in += m[1] - m[0]
	}
	return float64(in) > maxIdentifierShare*float64(len(strings.ReplaceAll(t, " ", "")))
}
