package extract

import (
	"strings"
	"unicode/utf8"
)

// An article says when it was published or last updated on a line of its
// own: "Last updated: April 21, 2025" over the text, "This article was
// originally published on 26 Sep 2019 at 4:12pm but has been regularly
// updated to keep the information current." under it. The line files the
// page rather than says anything of its subject; the page's text keeps
// it, and Meta.PublishedTime holds the date a page declares. A line
// that only gives such a date (dateStamp) is left out of an article's
// main text.
//
// A page with more such lines than a page's own pair (published, then
// updated) is a list of dated entries, each card's date its own ("Updated
// Mar 8, 2026" under every guide of a listing), and keeps them all. A
// byline with a name, or a sentence that goes on after the date, is no
// stamp. The content script does the same (content/article.js
// dropDateStamps).

// dateStamp is a line that only says when the page was published or
// updated, matched against the lower-cased line.
var dateStamp = shared("dateStamp")

// maxDateStamps: a page's own stamps, published and updated.
const maxDateStamps = 2

// maxDateStampChars: a stamp is a line; a longer one is prose, in
// characters as the content script counts.
const maxDateStampChars = 200

// dropDateStamps removes the lines that only date the page, when there
// are no more than a page's own.
func dropDateStamps(lines []line) []line {
	n := 0
	for _, l := range lines {
		if isDateStamp(l) {
			n++
		}
	}
	if n == 0 || n > maxDateStamps {
		return lines
	}
	return keepLines(lines, func(l line) bool { return !isDateStamp(l) })
}

// isDateStamp: l only says when the page was published or updated.
func isDateStamp(l line) bool {
	return !l.isCode() && utf8.RuneCountInString(l.text) <= maxDateStampChars && dateStamp.MatchString(strings.ToLower(l.text))
}
