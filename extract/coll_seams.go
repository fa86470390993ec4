package extract

import (
	"unicode"
	"unicode/utf8"
)

// Seams between sibling inline elements.
//
// Card markup often puts two fields side by side with no space between
// their tags — <span>Brand</span><span>Model</span>, a row of tag links
// <a>Open World</a><a>Strategy</a>, <span>$18.73</span><span>Save 24%</span>
// — and lets CSS lay them out as separate lines or chips. Read as raw text
// they fuse into one word ("BrandModel", "WorldStrategy"), which is what
// neither a reader sees nor a search matches. A seam is the point where one
// inline element ends and the next begins with no text between them; when
// the text on its two sides would fuse a word into a capitalised one (a
// letter or digit, then an upper-case letter), the seam reads as a space.
// Inside a word (<b>W</b>ord) the next text is lower case and nothing
// changes; text nodes between elements (even one space) are no seam.

// seam tracks the last inline element's end in the line being built.
type seam struct {
	end     int  // length of the line when the last inline element ended
	pending bool // an inline element began at end: check its first text
}

// open is called when an inline element begins at length n.
func (s *seam) open(n int) {
	if n > 0 && n == s.end {
		s.pending = true
	}
}

// close is called when an inline element ends at length n.
func (s *seam) close(n int) { s.end = n }

// space reports whether text written after a line holding before must be
// preceded by a space, and settles the pending seam once text appears.
func (s *seam) space(before, text string) bool {
	if !s.pending {
		return false
	}
	if text == "" {
		return false
	}
	s.pending = false
	prev, _ := utf8.DecodeLastRuneInString(before)
	next, _ := utf8.DecodeRuneInString(text)
	return fuses(prev, next)
}

// fuses: prev then next would join into one capitalised word
// ("BrandModel"), two numbers into one ("$54.95" "4.1 stars",
// "$116.97" "$145"), a label into its value ("Max light:" "400"), or a
// sentence into the next field ("Large sizes available!" "In Stock").
func fuses(prev, next rune) bool {
	if (prev == '.' || prev == '!' || prev == '?') && unicode.IsUpper(next) {
		return true
	}
	if unicode.IsDigit(prev) && (unicode.IsDigit(next) || unicode.Is(unicode.Sc, next)) {
		return true
	}
	if prev == ':' && (unicode.IsLetter(next) || unicode.IsDigit(next)) {
		return true // a label and its value: "Max light:" "400 lumens"
	}
	return (unicode.IsLetter(prev) || unicode.IsDigit(prev)) && unicode.IsUpper(next)
}
