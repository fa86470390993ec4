package extract

import "strings"

// maxCreditChars bounds a credit line: a longer line is a caption that
// says something, not only who made the picture.
const maxCreditChars = 120

// creditLine is a line that only credits a picture: "Photo: Jane Roe/
// Getty Images", "(Image credit: Wareable)", "Illustration: The Agency",
// "Gregg Newton/AFP via Getty Images". It names who made an image the
// text does not show (images are stripped), so it is not content.
var creditLine = shared("creditLine")

// dropCredits removes picture credit lines (creditLine); code is never
// one ("image: postgres:18" in a compose file).
func dropCredits(lines []line) []line {
	return keepLines(lines, func(l line) bool {
		return len(l.text) > maxCreditChars || strings.Contains(l.prefix, "Code: ") || !creditLine.MatchString(l.text)
	})
}
