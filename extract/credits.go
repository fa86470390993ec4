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
// Photo/Elaine Thompson)". The credit says who took a picture the text
// does not show, and it marks its line as that picture's caption
// (dropCredits). Matched against the lower-cased line, as
// creditLineWords is.
var creditTail = shared("creditTail")

// maxCreditTailChars bounds the credit cut from a caption's end: a longer
// tail is a sentence that happens to end in a parenthesis.
const maxCreditTailChars = 100

// maxCaptionWords: a line shorter than this that ends in a picture credit
// is that picture's caption (the summary's caption test draws the same
// line, summary/extractive.go caption).
const maxCaptionWords = 40

// maxCaptionShare: when the captions that carry a credit hold more than
// this share of a text, the text is a gallery or a slideshow, read through
// its captions, and they stay (their credits go).
const maxCaptionShare = 0.5

// credit: the line only credits a picture.
func credit(text string) bool {
	return creditLine.MatchString(text) || creditLineWords.MatchString(strings.ToLower(text))
}

// dropCredits removes picture credit lines (creditLine) and the captions
// that carry a credit (creditTail); code is never one ("image:
// postgres:18" in a compose file). A caption describes a picture the
// text does not show, and its credit is what tells it from prose: cut
// the credit alone and the summary takes the caption for a sentence of
// the article. A paragraph of maxCaptionWords or more that ends in a
// credit (a bio under the author's photo) keeps its words and loses the
// credit, and so does every caption of a gallery, whose captions are
// most of its text (maxCaptionShare). The content script does the same
// (content/observe.js dropCredits).
func dropCredits(lines []line) []line {
	type read struct {
		line
		caption bool
	}
	var kept []read
	total, captions := 0, 0
	for _, l := range lines {
		caption := false
		if !l.isCode() {
			if len(l.text) <= maxCreditChars && credit(l.text) {
				continue
			}
			text, credited := withoutCreditTail(l.text)
			caption = credited && len(strings.Fields(text)) < maxCaptionWords
			l.text = text
			l.linkChars = min(l.linkChars, len(l.text))
			l.ctrlChars = min(l.ctrlChars, len(l.text))
		}
		total += len(l.text)
		if caption {
			captions += len(l.text)
		}
		kept = append(kept, read{l, caption})
	}
	gallery := float64(captions) > maxCaptionShare*float64(total)
	out := lines[:0:0]
	for _, r := range kept {
		if r.text != "" && (!r.caption || gallery) {
			out = append(out, r.line)
		}
	}
	return out
}

// withoutCreditTail is text without the picture credits it ends with
// (creditTail), and whether it had one. The sentence's own full stop
// stays; the dash or bar that set the credit off goes. A bare agency in
// parentheses ("(dpa)", "(Reuters)") stays where it is: it signs news
// copy off as often as it credits a picture.
func withoutCreditTail(text string) (string, bool) {
	credited := false
	for {
		if !strings.ContainsAny(text, "©:：)") {
			// Every credit has a ©, a label's colon or a closing
			// parenthesis: most lines are passed without the pattern.
			return text, credited
		}
		low := strings.ToLower(text)
		loc := creditTail.FindStringIndex(low)
		if loc == nil || len(low) != len(text) || utf8.RuneCountInString(text[loc[0]:]) > maxCreditTailChars || bareAgency(low[loc[0]:]) {
			// (A line whose lower case changes its length is left
			// whole: the match would not fall on the same characters.)
			return text, credited
		}
		cut := loc[0]
		if r, n := utf8.DecodeRuneInString(text[cut:]); strings.ContainsRune(".!?…)", r) {
			cut += n
		}
		text = strings.TrimRight(text[:cut], " \t-–—|")
		credited = true
	}
}

// bareAgency: the credit is an agency's name alone in parentheses, no
// photographer, label or ©.
func bareAgency(credit string) bool {
	return !strings.ContainsAny(credit, "/:：©") && !strings.Contains(credit, " via ") && !strings.Contains(credit, "photo") && !strings.Contains(credit, "video")
}
