package fetch

import (
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// A page can be encoded to UTF-8 twice: its UTF-8 bytes were read as
// windows-1252 (or Latin-1) somewhere along its way and written out as
// UTF-8 again, so "’" (E2 80 99) reaches the reader as "â€™" and "é" as
// "Ã©". The page declares and is valid UTF-8, and a browser shows the
// garbled text as it is, but a summary that quotes "armâ€™s length" or a
// search for "café" should not have to. undoTwice turns every such
// sequence back into the character it was, when the document holds at
// least minMislabelRunes of them: one or two could be real text (an
// uppercase "Ç" before a curly quote); more is not an accident.

// undoTwice reverses double UTF-8 encoding in text (see above).
func undoTwice(text []byte) []byte {
	if count := fixTwice(text, nil); count < minMislabelRunes {
		return text
	}
	out := make([]byte, 0, len(text))
	fixTwice(text, &out)
	return out
}

// fixTwice scans text for double-encoded characters and returns how many
// it found; with out non-nil it also writes text to *out with them undone.
func fixTwice(text []byte, out *[]byte) int {
	found := 0
	for i := 0; i < len(text); {
		// Every lead (Â to ô) is C3 xx in UTF-8: other bytes are copied.
		if text[i] == 0xC3 {
			if r, size, ok := twiceAt(text[i:]); ok {
				found++
				if out != nil {
					*out = utf8.AppendRune(*out, r)
				}
				i += size
				continue
			}
		}
		if out != nil {
			*out = append(*out, text[i])
		}
		i++
	}
	return found
}

// twiceAt reads one double-encoded character at the start of b: a lead
// byte's character (Â to ô) then the characters of its continuation
// bytes. It returns the character meant and the bytes it took.
func twiceAt(b []byte) (rune, int, bool) {
	lead, n := utf8.DecodeRune(b)
	if lead < 0xC2 || lead > 0xF4 {
		return 0, 0, false
	}
	want := 1
	switch {
	case lead >= 0xF0:
		want = 3
	case lead >= 0xE0:
		want = 2
	}
	raw := []byte{byte(lead)}
	for range want {
		r, size := utf8.DecodeRune(b[n:])
		c, ok := singleByte(r)
		if !ok || c < 0x80 || c > 0xBF {
			return 0, 0, false
		}
		raw = append(raw, c)
		n += size
	}
	r, size := utf8.DecodeRune(raw)
	if r == utf8.RuneError || size != len(raw) || r >= 0x80 && r < 0xA0 {
		return 0, 0, false // not a character, or a control no page means
	}
	return r, n, true
}

// singleByte is the byte r stands for when UTF-8 bytes were read as
// windows-1252, whose unassigned bytes and Latin-1's C1 range read as
// themselves.
func singleByte(r rune) (byte, bool) {
	if r >= 0x80 && r <= 0xFF {
		return byte(r), true
	}
	return charmap.Windows1252.EncodeRune(r)
}
