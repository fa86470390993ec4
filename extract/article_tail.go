package extract

import "strings"

// relatedLeadIn is the line that introduces a list of other pages at the
// end of an article: "Related reads:", "You may also like", "More from the
// blog", "Check out these articles!".
var relatedLeadIn = shared("relatedLeadIn")

// relatedLeadInWords is relatedLeadIn in other European languages
// ("Das könnte Sie auch interessieren", "À lire aussi", "Leggi anche"),
// matched against the lower-cased line: RE2 and JavaScript fold
// non-ASCII letters differently, so the shared pattern cannot say (?i).
var relatedLeadInWords = shared("relatedLeadInWords")

// relatedLead: the line introduces a list of other pages.
func relatedLead(text string) bool {
	return relatedLeadIn.MatchString(text) || relatedLeadInWords.MatchString(strings.ToLower(text))
}

// trimLinkTail drops the lists of other pages that end an article: a short
// lead-in line ("Related reads:", a "Related articles" heading) followed
// by links only, short lines among them, or by teaser cards
// (teaserTailAt). Sites append these to the post, inside the container
// Readability keeps. A closing list of plain items, or links without such
// a lead-in (a "Sources" list), is the article's own.
func trimLinkTail(lines []line) []line {
	total := 0
	for _, l := range lines {
		total += len(l.text)
	}
	for {
		cut := linkTailAt(lines)
		if cut < 0 {
			cut = danglingHeadingAt(lines)
		}
		if cut < 0 {
			cut = teaserTailAt(lines, total)
		}
		if cut < 0 {
			return lines
		}
		lines = lines[:cut]
	}
}

// danglingHeadingAt is the last line when it is a short heading that is
// no link and follows a line that is no heading: the title of a section
// that is not there, because Readability dropped it ("Meet our leaders"
// over staff cards, "Weitere Themen" over teasers, "Kommentare" over a
// comment thread). A title after a title is a list of titles, a linked
// one is a card's, and a long one is prose set as a heading; -1 when none
// dangles.
func danglingHeadingAt(lines []line) int {
	n := len(lines)
	if n < 2 {
		return -1
	}
	last := lines[n-1]
	if !last.isHeading() || len(last.text) >= minTailProse || isLinkLine(last) || lines[n-2].isHeading() {
		return -1
	}
	return n - 1
}

// linkTailAt is the line where a list of links, led in, ends the text,
// or where a lead-in ends it alone: Readability drops a list of teaser
// cards (each a link and a short blurb) as link-dense and leaves its
// "Weitere Artikel" heading behind. -1 when none does.
func linkTailAt(lines []line) int {
	links := 0
	for i := len(lines) - 1; i > 0; i-- {
		l := lines[i]
		if isLinkLine(l) {
			links++
			continue
		}
		if len(l.text) >= minTailProse || l.isCode() {
			return -1
		}
		if (links >= minTailLinks || i == len(lines)-1) && relatedLead(l.text) {
			return i
		}
	}
	return -1
}

// teaserTailAt is the line where a list of teaser cards, led in, ends the
// text: "Auch interessant:" and then each card's linked title and its
// blurb, which is prose but no link, so linkTailAt stops at it. The lead-in
// is a short line and no link itself (a teaser titled "Check out these
// stops" is one of the cards); after it come minTailLinks link lines or
// more, at least minTeaserLinkShare of the tail's characters are links,
// and the tail is at most maxTeaserTailShare of total, the article's
// characters, so a page's own section that happens to open with such
// words ("Related searches" over a shop's FAQ) stays. -1 when none does.
func teaserTailAt(lines []line, total int) int {
	after, afterLinks, linkLines := 0, 0, 0
	for i := len(lines) - 1; i > 0; i-- {
		l := lines[i]
		if float64(after) > maxTeaserTailShare*float64(total) {
			return -1
		}
		if linkLines >= minTailLinks && float64(afterLinks) >= minTeaserLinkShare*float64(after) &&
			len(l.text) < minTailProse && !isLinkLine(l) && relatedLead(l.text) {
			return i
		}
		after += len(l.text)
		afterLinks += l.linkChars
		if isLinkLine(l) {
			linkLines++
		}
	}
	return -1
}

// isLinkLine: the line is (almost) all link text.
func isLinkLine(l line) bool {
	return l.linkChars > 0 && float64(l.linkChars) >= 0.8*float64(len(l.text))
}
