package extract

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// postByline is who wrote a thread's post and when, as the post's
// chrome shows it: the entry's author (commentAuthor) and the text of
// its first <time> outside the post's body and nested entries ("Jan 10,
// 2024"), else, when it names its author, its permalink's text when that
// is a date (FluxBB) or the date its author block gives after the name
// (phpBB: "by Ann » Tue Aug 27, 2019 1:47 am", no <time>). A thread read
// without them runs every post together, and a reader, or a model asked
// "who recommended the Dobsonian?", cannot tell one poster from the
// next. Empty when the entry names neither.
func postByline(e, body *html.Node, isCand map[*html.Node]bool) string {
	parts := []string{}
	a := commentAuthor(e, isCand)
	if a != "" {
		parts = append(parts, a)
	}
	d := postTime(e, body, isCand)
	if d == "" && a != "" {
		d = permalinkDate(e, body, isCand)
	}
	if d == "" && a != "" {
		d = bylineDate(e, body, isCand, a)
	}
	if d != "" {
		parts = append(parts, d)
	}
	return strings.Join(parts, " · ")
}

// maxPostTimeChars: a <time> longer than this holds more than a date.
const maxPostTimeChars = 40

// postTime is the visible text of the entry's first <time> that is not
// in its body (a quote's header dates the quoted post) or a nested entry.
func postTime(e, body *html.Node, isCand map[*html.Node]bool) string {
	return firstStamp(e, body, isCand, func(c *html.Node) bool { return c.DataAtom == atom.Time }, func(t string) bool { return t != "" })
}

// permalinkDate is the text of the entry's link to itself when that is
// a date: FluxBB and PunBB head each post with "#1 <a
// href="viewtopic.php?pid=7#p7">2024-08-03 10:59:47</a>" and print no
// <time>. The link points at the entry's own id and lies outside the
// post's body and nested entries; "" when there is none.
func permalinkDate(e, body *html.Node, isCand map[*html.Node]bool) string {
	id := attr(e, "id")
	if id == "" {
		return ""
	}
	self := func(c *html.Node) bool { return c.DataAtom == atom.A && strings.HasSuffix(attr(c, "href"), "#"+id) }
	return firstStamp(e, body, isCand, self, stampText.MatchString)
}

// firstStamp is the visible text of the first element of the entry that
// is (is), outside the post's body and nested entries, whose text is no
// longer than a date and ok; "" when there is none.
func firstStamp(e, body *html.Node, isCand map[*html.Node]bool, is func(*html.Node) bool, ok func(string) bool) string {
	var found string
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && found == ""; c = c.NextSibling {
			if c.Type != html.ElementNode || isCand[c] || skipTags[c.DataAtom] || selfHidden(c) || c == body && body != e {
				continue
			}
			if is(c) {
				if t := collapse(textOf(c)); utf8.RuneCountInString(t) <= maxPostTimeChars && ok(t) {
					found = t
				}
				continue
			}
			walk(c)
		}
	}
	walk(e)
	return found
}

// bylineDate is the date an author block (by class, microdata or a
// byline header) outside the post's body and nested entries gives, the
// first that gives one: the rest of its text after the author's name
// (phpBB: "by Ann » Tue Aug 27, 2019 1:47 am"), else the rest of its
// parent's ("by <a class=user>Kim</a>: <span>Mar 7, 2025, 9:02
// am</span>"); or its whole text when it names no one and is a date (a
// board that prints the name in the profile beside the post and the date
// alone in its "author" line), unless a byline's word opens it. A
// profile's "Joined: Mar 3, 2015" or "Member since Mar 3" is no post's
// date (dateAfterName).
func bylineDate(e, body *html.Node, isCand map[*html.Node]bool, name string) string {
	var found string
	var walk func(*html.Node) bool
	walk = func(n *html.Node) bool {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode || isCand[c] || skipTags[c.DataAtom] || selfHidden(c) || c == body && body != e {
				continue
			}
			if isAuthorBlock(c) || bylineBlock(c) {
				if found = blockDate(c, e, body, name); found != "" {
					return true
				}
			}
			if walk(c) {
				return true
			}
		}
		return false
	}
	walk(e)
	return found
}

// blockDate is the date author block c gives (bylineDate), or "".
func blockDate(c, e, body *html.Node, name string) string {
	whole := textOf(c)
	i := strings.Index(whole, name)
	if i < 0 {
		if byLead.MatchString(whole) {
			// An action's time ("asked Feb 4, 2014 at 13:02", "edited
			// Jul 5, 2020"): Stack Exchange's user card, which both
			// benchmarks read as chrome, or an edit's date.
			return ""
		}
		return dateAfterName(whole)
	}
	if d := dateAfterName(whole[i+len(name):]); d != "" {
		return d
	}
	p := c.Parent
	if p == nil || p == e || contains(p, body) {
		return ""
	}
	pt := textOf(p)
	if j := strings.Index(pt, name); j >= 0 {
		return dateAfterName(pt[j+len(name):])
	}
	return ""
}

// dateAfterName is rest, the text after a byline's name, as a date, or
// "": trimmed of the marks that join it to the name, at most
// maxPostTimeChars, starting with a date (one word before it at most, a
// weekday: "Tue Aug 27"), and no label ("Joined:").
func dateAfterName(rest string) string {
	t := strings.TrimSpace(strings.Trim(collapse(rest), bylineSeparators+"»›"))
	t = strings.TrimSpace(strings.Trim(bylineJoin.ReplaceAllString(t, ""), bylineSeparators+"»›"))
	if t == "" || utf8.RuneCountInString(t) > maxPostTimeChars || labelColon.MatchString(t) {
		return ""
	}
	loc := stampText.FindStringIndex(t)
	if loc == nil || !datePrefix.MatchString(t[:loc[0]]) {
		return ""
	}
	return t
}

var (
	// bylineJoin is the word that joins a name to its date ("Ann on Jul 5").
	bylineJoin = shared("bylineJoin")
	// datePrefix is what may come before a date's first figure or month:
	// nothing, or one word (a weekday: "Tue", "Sunday,").
	datePrefix = shared("datePrefix")
	// labelColon is a label before a value ("Joined: Mar 2015", "Posts:"):
	// a letter then a colon, not between digits (as "1:47" is).
	labelColon = shared("labelColon")
)
