package fetch

import "unicode/utf8"

// minMislabelRunes is how many multi-byte UTF-8 characters overrule a
// <meta> that declares a legacy charset. Text really written in a legacy
// charset is valid UTF-8 only by accident: every byte from 0x80 up must
// fall into a lead-then-continuation pattern, which windows-1252 prose
// ("café" is 63 61 66 E9) or GBK/Shift_JIS pairs break within a character
// or two. A handful of them, all well formed, is not an accident.
const minMislabelRunes = 3

// mislabeledUTF8 reports whether a document whose <meta> declares the
// legacy charset declared is in fact UTF-8: a page saved or re-served as
// UTF-8 that kept its original <meta> (saved files, archives, crawls).
// Decoding it as declared turns every non-ASCII character into mojibake
// ("é" read as "Ã©", Chinese as unrelated Han). The transport header is
// not second-guessed; only the document's own claim about itself is.
func mislabeledUTF8(raw []byte, declared string) bool {
	if declared == "utf-8" {
		return false
	}
	raw = trimPartialRune(raw)
	if !utf8.Valid(raw) {
		return false
	}
	multi := 0
	for _, b := range raw {
		if utf8.RuneStart(b) && b >= 0x80 {
			if multi++; multi >= minMislabelRunes {
				return true
			}
		}
	}
	return false
}
