package extract

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
)

// A card with no heading and no element named for its title is titled by
// its longest link text. Cards often end in a row of topic or tag links
// ("Productivity • Developer Tools"), and a topic's name is easily longer
// than a short product name ("Kettle"): every card of the list would then
// be titled by its topic. So a link in a row of links is a title only
// when the card has no other link to offer. content/extract.js titleLink
// is the same rule.

// titleLink is the longest-texted link of links, the links of card n, that
// is not a call to action and, unless rows is set, not in a row of links.
func titleLink(n *html.Node, links []*html.Node, rows bool) *html.Node {
	var best *html.Node
	for _, l := range links {
		t := linkText(l)
		if !hasWord(t) || isCTA(t) || ratingLink(t) || !rows && inLinkRow(n, l) {
			continue
		}
		if best == nil || len(t) > len(linkText(best)) {
			best = l
		}
	}
	return best
}

// ratingLink: the link's text opens with a rating ("4.7 out of 5 stars
// 58,483"), a link to the reviews, however long.
func ratingLink(t string) bool {
	r := findRating(t)
	return r != "" && strings.HasPrefix(t, r)
}

// inLinkRow reports whether link l of card n sits in a row of links: the
// element around it (past wrappers that hold only the link, such as <li>)
// is not the card itself, holds two or more links, all of at most
// maxTagWords words (a tag's name is short; a list of post titles is no
// row of tags), and has no letters or digits outside them but separators.
// A call to action counts: a tag may read like one ("Open Source"), and a
// title that shares its row with "Read more" only is still found, as the
// row's one link that is no call to action (titleLink with rows).
func inLinkRow(n, l *html.Node) bool {
	w := l
	for w.Parent != nil && w.Parent != n && letters(textOf(w.Parent)) == letters(textOf(l)) {
		w = w.Parent
	}
	row := w.Parent
	if row == nil || row == n || row.Type != html.ElementNode {
		return false
	}
	count, inLinks := 0, 0
	for d := range row.Descendants() {
		if d.Type != html.ElementNode || d.Data != "a" {
			continue
		}
		t := linkText(d)
		if len(strings.Fields(t)) > maxTagWords {
			return false // a list of titles, not of tags
		}
		if hasWord(t) {
			count++
		}
		inLinks += letters(textOf(d))
	}
	return count >= 2 && inLinks >= letters(textOf(row))
}

// letters counts the letters and digits of s.
func letters(s string) int {
	k := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			k++
		}
	}
	return k
}
