package extract

import "strings"

// relatedLeadIn is the line that introduces a list of other pages at the
// end of an article: "Related reads:", "You may also like", "More from the
// blog", "Check out these articles!".
var relatedLeadIn = shared("relatedLeadIn")

// relatedLeadInWords is relatedLeadIn in other European languages
// ("Das könnte Sie auch interessieren", "À lire aussi", "Leggi anche"),
// matched against the lower-cased line: RE2 and JavaScript fold
// non-ASCII letters differently, so the shared pattern cannot say (?i).
var relatedLeadInWords = shared("relatedLeadInWords")

// relatedLead: the line introduces a list of other pages.
func relatedLead(text string) bool {
	return relatedLeadIn.MatchString(text) || relatedLeadInWords.MatchString(strings.ToLower(text))
}

// trimLinkTail drops the lists of other pages that end an article: a short
// lead-in line ("Related reads:", a "Related articles" heading) followed
// by links only, short lines among them. Sites append these to the post,
// inside the container Readability keeps. A closing list of plain items,
// or links without such a lead-in (a "Sources" list), is the article's own.
func trimLinkTail(lines []line) []line {
	for {
		cut := -1
		links := 0
		for i := len(lines) - 1; i > 0; i-- {
			l := lines[i]
			if isLinkLine(l) {
				links++
				continue
			}
			if len(l.text) >= minTailProse || strings.Contains(l.prefix, "Code: ") {
				break
			}
			if links >= minTailLinks && relatedLead(l.text) {
				cut = i
				break
			}
		}
		if cut < 0 {
			return lines
		}
		lines = lines[:cut]
	}
}

// isLinkLine: the line is (almost) all link text.
func isLinkLine(l line) bool {
	return l.linkChars > 0 && float64(l.linkChars) >= 0.8*float64(len(l.text))
}
