package extract

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// postByline is who wrote a thread's post and when, as the post's
// chrome shows it: the entry's author (commentAuthor) and the text of
// its first <time> outside the post's body and nested entries ("Jan 10,
// 2024"), else the date its author block gives after the name (phpBB:
// "by Ann » Tue Aug 27, 2019 1:47 am", no <time>). A thread read without them runs every post together, and a
// reader, or a model asked "who recommended the Dobsonian?", cannot tell
// one poster from the next. Empty when the entry names neither.
func postByline(e, body *html.Node, isCand map[*html.Node]bool) string {
	parts := []string{}
	a := commentAuthor(e, isCand)
	if a != "" {
		parts = append(parts, a)
	}
	d := postTime(e, body, isCand)
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
	var found string
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && found == ""; c = c.NextSibling {
			if c.Type != html.ElementNode || isCand[c] || skipTags[c.DataAtom] || selfHidden(c) || c == body && body != e {
				continue
			}
			if c.DataAtom == atom.Time {
				if t := collapse(textOf(c)); t != "" && utf8.RuneCountInString(t) <= maxPostTimeChars {
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

// bylineDate is the date that follows the author's name in an author
// block (by class, microdata or a byline header) outside the post's body
// and nested entries, the first that gives one: the rest of the block's text after the
// name, trimmed of the marks that join them ("»", "·", "on"), when it is
// short and reads as a date. A profile's "Joined: Mar 3, 2015" is a
// label's value, not the post's date, and is not taken.
func bylineDate(e, body *html.Node, isCand map[*html.Node]bool, name string) string {
	var found string
	var walk func(*html.Node) bool
	walk = func(n *html.Node) bool {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode || isCand[c] || skipTags[c.DataAtom] || selfHidden(c) || c == body && body != e {
				continue
			}
			if isAuthorBlock(c) || bylineBlock(c) {
				whole := textOf(c)
				if i := strings.Index(whole, name); i >= 0 {
					if found = dateAfterName(whole[i+len(name):]); found != "" {
						return true
					}
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

// dateAfterName is rest, the text after a byline's name, as a date, or
// "": trimmed of the marks that join it to the name, at most
// maxPostTimeChars, matching stampText, and no label ("Joined:").
func dateAfterName(rest string) string {
	t := strings.TrimSpace(strings.Trim(collapse(rest), bylineSeparators+"»›"))
	t = strings.TrimSpace(strings.Trim(bylineJoin.ReplaceAllString(t, ""), bylineSeparators+"»›"))
	if t == "" || utf8.RuneCountInString(t) > maxPostTimeChars || !stampText.MatchString(t) || labelColon.MatchString(t) {
		return ""
	}
	return t
}

// bylineJoin is the word that joins a name to its date ("Ann on Jul 5").
var bylineJoin = regexp.MustCompile(`(?i)^(?:on|at|am|le|el|il|um)\s+`)

// labelColon is a label before a value ("Joined: Mar 2015", "Posts:"):
// a word then a colon not between digits (as "1:47" is).
var labelColon = regexp.MustCompile(`\pL:`)
