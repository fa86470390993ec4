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
// 2024"). A thread read without them runs every post together, and a
// reader, or a model asked "who recommended the Dobsonian?", cannot tell
// one poster from the next. Empty when the entry names neither.
func postByline(e, body *html.Node, isCand map[*html.Node]bool) string {
	parts := []string{}
	if a := commentAuthor(e, isCand); a != "" {
		parts = append(parts, a)
	}
	if d := postTime(e, body, isCand); d != "" {
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
