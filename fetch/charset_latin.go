package fetch

import (
	"strings"
	"unicode"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
)

// Polish, Czech, Slovak, Hungarian, Romanian, Croatian and Slovene pages
// were written in windows-1250 or ISO-8859-2, and Turkish ones in
// windows-1254. These charsets put other letters on many of the bytes
// windows-1252 uses for its accented letters, so a page that declares none
// reads as a Western page with wrong letters ("g³ówny" for "główny",
// "pøíliš" for "příliš", "õ" for "ő"). Letter frequencies cannot tell them
// apart the way they do Cyrillic charsets: the wrong reading is also
// letters. What can is which letters stand together: each language writes
// with its own set of accented letters, and a reading in the wrong charset
// mixes the sets of several languages, or puts symbols inside words
// ("³", "¹", "±"). latinCharset reads the text in each charset and keeps the
// one whose accented letters one language's alphabet covers best.

// latinCharsets are the candidates, windows-1252 first: a tie keeps it.
var latinCharsets = []struct {
	name string
	enc  *charmap.Charmap
}{
	{"windows-1252", charmap.Windows1252},
	{"windows-1250", charmap.Windows1250},
	{"iso-8859-2", charmap.ISO8859_2},
	{"windows-1254", charmap.Windows1254},
}

// alphabets are the letters beyond ASCII of the languages written in these
// charsets, lower case.
var alphabets = []string{
	"ąćęłńóśźż",         // Polish
	"áčďéěíňóřšťúůýž",   // Czech
	"áäčďéíĺľňóôŕšťúýž", // Slovak
	"áéíóöőúüű",         // Hungarian
	"ăâîşţ",             // Romanian
	"čćđšž",             // Croatian, Bosnian, Slovene
	"çğıöşüâîûi",        // Turkish (İ lowers to i)
	"äöüß",              // German
	"àâæçéèêëîïôœùûüÿ",  // French
	"áéíñóúü",           // Spanish, Galician
	"àáâãçéêíóôõú",      // Portuguese
	"àèéìíîòóùú",        // Italian
	"àçèéíïòóúü·",       // Catalan, Occitan (l·l)
	"áéíóúèëïöü",        // Dutch, Irish
	"áéíóúèêëîïôûü",     // Afrikaans
	"àèìòùáéó",          // Scottish Gaelic
	"âêîôûùñüë",         // Breton
	"æøåéóôàü",          // Danish, Norwegian
	"åäöéüšž",           // Swedish, Finnish
	"äõöüšž",            // Estonian
	"áðéíóúýþæö",        // Icelandic, Faroese
	"çë",                // Albanian
}

const (
	// minLatinEvidence is how many of the text's accented letters must read
	// differently in the guessed charset than in windows-1252: a word or
	// two is too little to overrule the default.
	minLatinEvidence = 5
	// minLatinCover is the share of accented letters the best alphabet must
	// cover in the guessed reading (names and quotes from other languages
	// make up the rest), and minLatinGain how much better that must be than
	// windows-1252's reading.
	minLatinCover = 0.9
	minLatinGain  = 0.1
	// minFitGain is how much larger a share of the differing bytes the
	// candidate's alphabet must hold than windows-1252's.
	minFitGain = 0.5
)

// latinCharset is the Latin charset in which text (legacy-encoded, in a
// Latin script) reads as one language, or nil when windows-1252 does as
// well. Two tests, either of which will do:
//   - cover: the best alphabet covers nearly all of the accented letters
//     in the candidate's reading, and clearly more than in windows-1252's;
//   - fit: the bytes the two charsets read differently are letters of the
//     candidate reading's alphabet, and mostly not of windows-1252's. This
//     one decides when those bytes are a small share of the accented
//     letters, as Hungarian's ő and ű are among its á, é and ö.
func latinCharset(text []byte) (string, encoding.Encoding) {
	western := readLatin(text, charmap.Windows1252)
	var best encoding.Encoding
	bestName, bestScore := "", 0.0
	for _, c := range latinCharsets[1:] {
		r := readLatin(text, c.enc)
		if r.n == 0 {
			continue
		}
		evidence, fit, fitWestern := 0, 0, 0
		for b, k := range r.bytes {
			got, was := r.enc.DecodeByte(b), charmap.Windows1252.DecodeByte(b)
			if got == was || !isLetter(got) {
				continue
			}
			evidence += k
			if strings.ContainsRune(r.alphabet, unicode.ToLower(got)) {
				fit += k
			}
			if strings.ContainsRune(western.alphabet, unicode.ToLower(was)) {
				fitWestern += k
			}
		}
		if evidence < minLatinEvidence || r.cover < minLatinCover || float64(fit) < minLatinCover*float64(evidence) {
			continue
		}
		byCover := r.cover >= western.cover+minLatinGain
		byFit := float64(fit-fitWestern) >= minFitGain*float64(evidence)
		if (byCover || byFit) && r.cover > bestScore {
			best, bestName, bestScore = c.enc, c.name, r.cover
		}
	}
	return bestName, best
}

// latinReading is text read in one charset.
type latinReading struct {
	enc *charmap.Charmap
	// cover is the share of the accented letters (and of the symbols
	// standing inside words) that alphabet, the one covering most, holds;
	// n is their count.
	cover    float64
	n        int
	alphabet string
	// bytes counts each high byte that reads as one of them.
	bytes map[byte]int
}

// readLatin reads text in enc. It counts only the high bytes windows-1252
// reads as letters, as symbols inside words or as control characters:
// where windows-1252 reads punctuation standing alone (« », ©), a letter in
// enc is no evidence for it.
func readLatin(text []byte, enc *charmap.Charmap) latinReading {
	r := latinReading{enc: enc, bytes: map[byte]int{}}
	letters := map[rune]int{}
	for i, b := range text {
		if b < 0x80 || latinClass(text, i, charmap.Windows1252) == latinOther {
			continue
		}
		// A symbol or control in enc counts against it, as a wrong letter.
		if latinClass(text, i, enc) == latinLetter {
			letters[unicode.ToLower(enc.DecodeByte(b))]++
		}
		r.n++
		r.bytes[b]++
	}
	if r.n == 0 {
		return r
	}
	most := -1
	for _, a := range alphabets {
		in := 0
		for c, k := range letters {
			if strings.ContainsRune(a, c) {
				in += k
			}
		}
		if in > most {
			most, r.alphabet = in, a
		}
	}
	r.cover = float64(most) / float64(r.n)
	return r
}

// How a high byte reads in a charset.
const (
	latinOther  = iota // punctuation or a symbol, standing alone
	latinLetter        // a cased letter, or Catalan's l·l dot
	latinWrong         // a symbol inside a word, a control, or a byte the charset lacks
)

func latinClass(text []byte, i int, enc *charmap.Charmap) int {
	c := enc.DecodeByte(text[i])
	switch {
	case isLetter(c) || c == '·':
		return latinLetter
	case c < 0xA0 || c == unicode.ReplacementChar:
		return latinWrong
	case i > 0 && i+1 < len(text) && isLetter(enc.DecodeByte(text[i-1])) && isLetter(enc.DecodeByte(text[i+1])):
		return latinWrong
	}
	return latinOther
}

// isLetter: upper- and lower-case letters only. Modifier letters (the
// caron ˇ, ª, º) are marks, not letters of a word.
func isLetter(c rune) bool { return unicode.In(c, unicode.Lu, unicode.Ll) }
