package extract

import (
	"strings"
	"unicode/utf8"
)

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

// creditTail is a picture credit at the end of a caption: "Striking
// members of the UCU. Photograph: Guy Smallman/Getty Images", "René
// Klemmer. Foto: GdP/Hagen Immel", "… in Olympia, Washington. (AP
// Photo/Elaine Thompson)". The caption says what the picture shows; the
// credit only says who took a picture the text does not show. Matched
// against the lower-cased line, as creditLineWords is.
var creditTail = shared("creditTail")

// maxCreditTailChars bounds the credit cut from a caption's end: a longer
// tail is a sentence that happens to end in a parenthesis.
const maxCreditTailChars = 100

// credit: the line only credits a picture.
func credit(text string) bool {
	return creditLine.MatchString(text) || creditLineWords.MatchString(strings.ToLower(text))
}

// dropCredits removes picture credit lines (creditLine) and the credits
// that end captions (creditTail); code is never one ("image:
// postgres:18" in a compose file). The content script does the same
// (content/observe.js dropCredits).
func dropCredits(lines []line) []line {
	out := lines[:0:0]
	for _, l := range lines {
		if !strings.Contains(l.prefix, "Code: ") {
			if len(l.text) <= maxCreditChars && credit(l.text) {
				continue
			}
			l.text = withoutCreditTail(l.text)
			l.linkChars = min(l.linkChars, len(l.text))
			l.ctrlChars = min(l.ctrlChars, len(l.text))
		}
		if l.text != "" {
			out = append(out, l)
		}
	}
	return out
}

// withoutCreditTail is text without the picture credits it ends with
// (creditTail). The sentence's own full stop stays; the dash or bar that
// set the credit off goes.
func withoutCreditTail(text string) string {
	for {
		low := strings.ToLower(text)
		loc := creditTail.FindStringIndex(low)
		if loc == nil || len(low) != len(text) || utf8.RuneCountInString(text[loc[0]:]) > maxCreditTailChars {
			// (A line whose lower case changes its length is left
			// whole: the match would not fall on the same characters.)
			return text
		}
		cut := loc[0]
		if r, n := utf8.DecodeRuneInString(text[cut:]); strings.ContainsRune(".!?…)", r) {
			cut += n
		}
		text = strings.TrimRight(text[:cut], " \t-–—|")
	}
}
