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

// creditLineWords is creditLine in German, French, Spanish, Italian and
// Polish ("Foto: dpa", "Crédits photos : Bestimage") and with Europe's
// agencies ("aja/PAP"), matched against the lower-cased line: RE2 and
// JavaScript fold non-ASCII letters differently.
var creditLineWords = shared("creditLineWords")

// credit: the line only credits a picture.
func credit(text string) bool {
	return creditLine.MatchString(text) || creditLineWords.MatchString(strings.ToLower(text))
}

// dropCredits removes picture credit lines (creditLine); code is never
// one ("image: postgres:18" in a compose file).
func dropCredits(lines []line) []line {
	return keepLines(lines, func(l line) bool {
		return len(l.text) > maxCreditChars || strings.Contains(l.prefix, "Code: ") || !credit(l.text)
	})
}
