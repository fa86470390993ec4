package fetch

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gogs/chardet"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
)

// A page that declares no charset and is not UTF-8 is in some legacy
// charset, and windows-1252 is right only for Western European text. The
// HTML Standard lets a user agent guess from the bytes before falling back
// (§13.2.3.2, step 7), and both browsers do: Chromium with its compact
// encoding detector, Firefox with chardetng. Without a guess, an old
// Japanese, Chinese, Korean or Russian page read from a file or fetched as
// a research source came out as mojibake while the browser showed it
// right. guessCharset makes that guess, and only where it is safe:
//
//   - CJK multi-byte charsets: ICU's detector (gogs/chardet, already in the
//     build through go-shiori/dom) tells them apart well: on chardet's own
//     test pages it named the right one for 141 of 142 web-charset pages,
//     each at confidence 91 or more. Its answer is taken at confidence 50
//     or more, and only if the bytes decode with next to no invalid
//     sequences.
//   - Non-Latin single-byte charsets (Cyrillic, Greek, Hebrew, Arabic): only
//     when the text is written in a non-Latin script at all, that is when a
//     fifth of its letters are bytes from 0x80 up and those bytes stand
//     next to each other (words, not one accented letter in a Latin word).
//     Without that test, 33 of the 1,379 Latin-script pages of the three
//     extraction sets, turned into windows-1252, were misread (mostly as
//     IBM866, where a no-break space reads as "а"); with it, none is
//     (benchextract -charset). Cyrillic, Greek and Hebrew are scored here
//     (scriptCharset), because ICU's n-grams miss Ukrainian, a quarter of
//     chardet's Cyrillic pages and most of its Hebrew ones; Arabic takes
//     ICU's answer.
//   - Thai: windows-874 when its marks stand where Thai spelling puts them
//     (charset_thai.go); ICU has no model for it.
//   - Latin text: windows-1250, ISO-8859-2 or windows-1254 when it reads as
//     one language's alphabet clearly better than windows-1252 does
//     (charset_latin.go). Failing that, Turkish: ICU's answer at confidence
//     50 or more.
//
// Anything else keeps windows-1252, as before.
const (
	minGuessConfidence = 50
	minNonLatinShare   = 0.2
	minPairedShare     = 0.7
	// minNonLatinBytes: fewer high bytes are too little text to read a
	// script from (a login button's four katakana read as Cyrillic).
	minNonLatinBytes = 24
	// guessScan bounds the work on a large page: the detector reads the
	// first 64 KiB, as the <meta> prescan does.
	guessScan = 64 << 10
)

// detected maps ICU's names for the charsets it may answer with to the
// WHATWG names charset.Lookup takes, and says which group each is in.
// ISO-2022-KR and -CN are left out: WHATWG decodes them as "replacement".
var detected = map[string]struct {
	name  string
	group int
}{
	"Shift_JIS": {"shift_jis", multiByte}, "EUC-JP": {"euc-jp", multiByte},
	"EUC-KR": {"euc-kr", multiByte}, "GB18030": {"gb18030", multiByte},
	"Big5": {"big5", multiByte}, "ISO-2022-JP": {"iso-2022-jp", multiByte},
	"ISO-8859-7": {"iso-8859-7", nonLatin}, "ISO-8859-6": {"iso-8859-6", nonLatin},
	"windows-1256": {"windows-1256", nonLatin}, "ISO-8859-8-I": {"iso-8859-8-i", nonLatin},
	"ISO-8859-8": {"iso-8859-8", nonLatin}, "windows-1255": {"windows-1255", nonLatin},
	"ISO-8859-9": {"windows-1254", turkish}, "windows-1254": {"windows-1254", turkish},
}

const (
	multiByte = iota + 1
	nonLatin
	turkish
)

// guessCharset is the charset raw's bytes are most likely in, if it can
// tell; html says whether raw is markup (tags are left out of the count).
func guessCharset(raw []byte, html bool) (Charset, bool) {
	if len(raw) > guessScan {
		raw = raw[:guessScan]
	}
	text := raw
	if html {
		text = outsideTags(raw)
	}
	script := nonLatinScript(text)
	if script {
		if thaiText(text) {
			return thai, true
		}
		if name, enc := scriptCharset(text); enc != nil {
			return Charset{name, SourceGuess, enc}, true
		}
	} else if name, enc := latinCharset(text); enc != nil {
		return Charset{name, SourceGuess, enc}, true
	}
	det := chardet.NewTextDetector()
	if html {
		det = chardet.NewHtmlDetector()
	}
	r, err := det.DetectBest(raw)
	if err != nil || r.Confidence < 1 {
		return Charset{}, false
	}
	d, ok := detected[r.Charset]
	if !ok {
		return Charset{}, false
	}
	enc, name := charset.Lookup(d.name)
	if enc == nil {
		return Charset{}, false
	}
	switch d.group {
	case multiByte:
		if r.Confidence < minGuessConfidence || !decodesCleanly(enc, raw) {
			return Charset{}, false
		}
	case nonLatin:
		if !script {
			return Charset{}, false
		}
	case turkish:
		if r.Confidence < minGuessConfidence {
			return Charset{}, false
		}
	}
	return Charset{name, SourceGuess, enc}, true
}

// decodesCleanly reports whether raw decodes in enc with at most one
// invalid sequence per 200 characters (a multi-byte charset read in the
// wrong one yields many).
func decodesCleanly(enc encoding.Encoding, raw []byte) bool {
	out, err := enc.NewDecoder().Bytes(raw)
	if err != nil {
		return false
	}
	return bytes.Count(out, []byte("\uFFFD"))*200 <= utf8.RuneCount(out)
}

// outsideTags is raw with its markup left out (a rough cut: "<" to ">"),
// so that the counts below see text, not attribute values and scripts'
// ASCII.
func outsideTags(raw []byte) []byte {
	out := make([]byte, 0, len(raw)/2)
	in := false
	for _, b := range raw {
		switch {
		case b == '<':
			in = true
		case b == '>':
			in = false
			out = append(out, ' ')
		case !in:
			out = append(out, b)
		}
	}
	return out
}

// nonLatinScript reports whether text (legacy-encoded) is written in a
// script other than Latin: a fifth of its letters are bytes from 0x80 up,
// and those bytes mostly stand next to one another. Western text has an
// accented letter here and there inside ASCII words; Cyrillic, Greek,
// Hebrew or Arabic words are runs of high bytes.
func nonLatinScript(text []byte) bool {
	high, ascii, paired := 0, 0, 0
	for i, b := range text {
		switch {
		case b >= 0x80:
			high++
			if i > 0 && text[i-1] >= 0x80 || i+1 < len(text) && text[i+1] >= 0x80 {
				paired++
			}
		case b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z':
			ascii++
		}
	}
	return high >= minNonLatinBytes &&
		float64(high) >= minNonLatinShare*float64(high+ascii) &&
		float64(paired) >= minPairedShare*float64(high)
}

// A script's single-byte charsets, and the most frequent lower-case
// letters of its languages' prose, about two thirds of their letters. Read
// in the wrong charset of the script, text maps them to other letters or to
// upper case, and they fall to a third or less; read in another script's
// charset, the letters are not the script's at all.
type scriptCharsets struct {
	script   *unicode.RangeTable
	common   string
	charsets []namedCharset
}

type namedCharset struct {
	name string
	enc  encoding.Encoding
}

var singleByteScripts = []scriptCharsets{
	// Russian, Ukrainian and Bulgarian. KOI8-U is read for KOI8-R too: it
	// adds the Ukrainian letters where KOI8-R has box-drawing characters.
	// ICU's Russian n-grams miss Ukrainian and a quarter of chardet's
	// Cyrillic pages.
	{unicode.Cyrillic, "оеаинтсрвлі", []namedCharset{
		{"windows-1251", charmap.Windows1251},
		{"koi8-u", charmap.KOI8U},
		{"iso-8859-5", charmap.ISO8859_5},
		{"ibm866", charmap.CodePage866},
	}},
	// Greek, with its accented vowels and final sigma (lower case only:
	// Arabic and KOI8 Cyrillic letters read as Greek capitals in
	// ISO-8859-7); ICU read a third of chardet's Greek pages as Latin.
	{unicode.Greek, "αοιετσνηυρκάέίόήύώς", []namedCharset{
		{"iso-8859-7", charmap.ISO8859_7},
		{"windows-1253", charmap.Windows1253},
	}},
	// Hebrew has no case; these are its commonest letters, final mem too.
	// ICU read most of chardet's Hebrew pages as Latin.
	{unicode.Hebrew, "יוהלרמתאבנשם", []namedCharset{
		{"windows-1255", charmap.Windows1255},
	}},
}

// minScriptScore is the share of common letters a reading needs.
const minScriptScore = 0.5

// sameScript: readings whose scores differ by less than this read the
// same letters (scriptCharset).
const sameScript = 0.05

// scriptCharset is the single-byte charset in which text reads as prose in
// Cyrillic, Greek or Hebrew, or nil when none does.
func scriptCharset(text []byte) (string, encoding.Encoding) {
	var best encoding.Encoding
	bestName, bestScore, bestOther := "", minScriptScore, 0
	for _, sc := range singleByteScripts {
		for _, c := range sc.charsets {
			s, err := c.enc.NewDecoder().Bytes(text)
			if err != nil {
				continue
			}
			high, letters, common := 0, 0, 0
			for _, r := range string(s) {
				if r < 0x80 {
					continue
				}
				high++
				if unicode.Is(sc.script, r) && unicode.IsLetter(r) {
					letters++
					if strings.ContainsRune(sc.common, r) {
						common++
					}
				}
			}
			// Nearly every high byte is a letter of the script in each of
			// these charsets; one that reads as punctuation or box drawing
			// is not it.
			if letters == 0 || letters*10 < high*8 {
				continue
			}
			// Charsets of one script may differ only in a few capitals and
			// marks (ISO-8859-7 reads windows-1253's Ά as a quote, and
			// windows-1253 ISO-8859-7's Ά as ¶): within sameScript of the
			// best score, the reading with fewer high bytes that are no
			// letter wins.
			score, other := float64(common)/float64(letters), high-letters
			switch {
			case best == nil && score > bestScore, score > bestScore+sameScript,
				best != nil && score > bestScore-sameScript && other < bestOther:
				best, bestName, bestScore, bestOther = c.enc, c.name, score, other
			}
		}
	}
	return bestName, best
}
