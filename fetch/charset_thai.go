package fetch

import "golang.org/x/text/encoding/charmap"

// Thai pages were written in TIS-620, which the web reads as its superset
// windows-874, and ICU's detector has no model for it: an undeclared Thai
// page read as windows-1252, or worse as Hebrew. Thai spelling makes it easy
// to recognise: its above and below vowels and tone marks combine with the
// consonant before them, and its leading vowels stand before a consonant.
// In windows-874 those are fixed byte ranges, and text in another charset
// breaks the pattern on nearly every mark.

const (
	// minThaiMarks is the share of the high bytes that must be marks or
	// leading vowels (in Thai prose, about a third), and minThaiOrder the
	// share of those that must stand where Thai spelling puts them.
	minThaiMarks = 0.15
	minThaiOrder = 0.95
)

func thaiConsonant(b byte) bool { return b >= 0xA1 && b <= 0xCF }

// thaiMark: a vowel or tone mark written above or below the consonant.
func thaiMark(b byte) bool {
	return b == 0xD1 || b >= 0xD4 && b <= 0xDA || b >= 0xE7 && b <= 0xEE
}

func thaiLeading(b byte) bool { return b >= 0xE0 && b <= 0xE4 }

// thaiText reports whether text (legacy-encoded) is Thai in windows-874.
func thaiText(text []byte) bool {
	high, marks, inOrder, undefined := 0, 0, 0, 0
	for i, b := range text {
		if b < 0x80 {
			continue
		}
		high++
		switch {
		case b >= 0xDB && b <= 0xDE || b >= 0xFC:
			undefined++
		case thaiMark(b):
			marks++
			if i > 0 && (thaiConsonant(text[i-1]) || thaiMark(text[i-1])) {
				inOrder++
			}
		case thaiLeading(b):
			marks++
			if i+1 < len(text) && thaiConsonant(text[i+1]) {
				inOrder++
			}
		}
	}
	return high >= minNonLatinBytes && undefined*100 <= high &&
		float64(marks) >= minThaiMarks*float64(high) &&
		float64(inOrder) >= minThaiOrder*float64(marks)
}

// thai is the charset thaiText recognises.
var thai = Charset{"windows-874", SourceGuess, charmap.Windows874}
