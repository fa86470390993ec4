package extract

import (
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// relatedLeadIn is the line that introduces a list of other pages at the
// end of an article: "Related reads:", "You may also like", "More from the
// blog", "Check out these articles!".
var relatedLeadIn = lazyregexp.New(`(?i)^\W*related\b|\brelated (?:articles|posts|reads|reading|stories|content|links|topics|guides|pages|resources)\b|\b(?:you may also|you might also|you may be interested|also like|more from|more articles|more posts|recommended (?:articles|posts|reading|stories|for you)|keep reading|read next|check out these|popular (?:posts|articles|stories)|latest (?:posts|articles|stories)|recent (?:posts|articles|stories))\b`)

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
			if links >= minTailLinks && relatedLeadIn.MatchString(l.text) {
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
