package extract

import "strings"

// A paywall's pitch is printed inside the article's container where the
// free part stops ("Become a paid subscriber to Every to unlock this
// piece and learn about:"), and a list of what the subscription brings
// follows it ("Daily insights from AI pioneers", "Bundle of AI software").
// Neither is the article: Readability kept both, and a summary read the
// sales list as the article's last points.

// maxPitchChars: a pitch is a line or two; a paragraph that mentions
// subscribers-only content is the article's own.
const maxPitchChars = 160

// minPitchProseWords: a line this long after the pitch is prose, and the
// article goes on (the pitch sat between its parts).
const minPitchProseWords = 20

// dropWallPitch cuts the text at the first short line in paywallText's
// words that no prose follows: the pitch and the list it sells go. A
// pitch with prose after it stays, as the notice it is ("This content is
// reserved for members only", then the free part). Only an article's text
// is cut so (a thread's post may quote a pitch). The content script does
// the same (content/article.js dropWallPitch).
func dropWallPitch(lines []line) []line {
	for i, l := range lines {
		if len(l.text) <= maxPitchChars && !l.isCode() && paywallText.MatchString(l.text) && !proseAfter(lines[i+1:]) {
			return lines[:i]
		}
	}
	return lines
}

// proseAfter: some line of lines is a sentence-long paragraph.
func proseAfter(lines []line) bool {
	for _, l := range lines {
		if l.prefix == "" && len(strings.Fields(l.text)) >= minPitchProseWords {
			return true
		}
	}
	return false
}
