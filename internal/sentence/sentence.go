// Package sentence holds the small judgements about running text that the
// extractor and the summarizer share, so each is made in one place.
package sentence

import (
	"strings"
	"unicode/utf8"
)

// Ends reports whether s ends as a sentence does: with a full
// stop, a question or exclamation mark or an ellipsis (CJK ones too),
// maybe inside a closing quote or bracket. A label ("Updated weekly"), a
// lead-in ("Features:") or a cut line ("Light rain, sweat and") does not.
func Ends(s string) bool {
	s = strings.TrimRight(s, " \"'”’)]»")
	r, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune(".!?…。！？", r)
}

// MinWords is the fewest words a line needs to be read as a sentence
// about a page, rather than a label ("Showing 40 results", "Updated
// weekly"), where that matters: a list's introduction.
const MinWords = 6
