package extract

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// An article's standfirst (the paragraph under the headline that says
// what the story is: "Damit Mitarbeiter gesund bleiben, müssen sich
// Unternehmen einiges einfallen lassen …") usually sits in the article's
// header, beside the title and byline. Readability drops that header (a
// class with "header" in it is an unlikely candidate), so the main text
// began at the body copy and the story's own summary was lost. Most
// sites declare the same words as the page's description, which is how
// the standfirst is found: the element on the page that shows the
// declared description.

// minLeadChars: a shorter description is a tagline, not a standfirst.
const minLeadChars = 60

// leadProbeChars: the standfirst is found by the first characters of the
// description's word key (descriptions are often cut short with "…").
const leadProbeChars = 60

// maxCutLeadChars: a description cut short ("… has compiled a
// comprehensive...") is the opening of a paragraph, which runs on past
// it. Measured by the standfirst's limit below, the paragraph of such a
// page (outdoorgearlab's 791 characters, El Mostrador's 738) was "much
// longer than the description", and the article lost its first
// paragraph. This bound stands in for the description's length then.
const maxCutLeadChars = 800

// cutShort tells a description that ends in an ellipsis.
func cutShort(d string) bool {
	d = strings.TrimSpace(d)
	return strings.HasSuffix(d, "...") || strings.HasSuffix(d, "…")
}

// withLead puts the standfirst before lines, the article as read, when
// lines do not already say it. The content script does the same
// (content/article.js withLead).
func (p *page) withLead(lines []line) []line {
	whole := wordKey(joinLines(lines))
	for _, d := range []string{p.metaContent("og:description"), p.metaContent("description"), p.metaContent("twitter:description")} {
		key := []rune(wordKey(d))
		if len(key) < minLeadChars {
			continue
		}
		probe := string(key[:leadProbeChars])
		if strings.Contains(whole, probe) {
			return lines
		}
		limit := len(key)
		if cutShort(d) {
			limit = maxCutLeadChars
		}
		e := shownLead(p.body, probe, limit)
		if e == nil {
			continue
		}
		var lead []line
		for _, l := range renderLines(e) {
			l.prefix = "" // a standfirst set as a heading is still prose
			lead = append(lead, l)
		}
		return append(lead, lines...)
	}
	return lines
}

// shownLead is the visible element of the page that shows the
// description whose word key starts with probe and runs keyLen
// characters (counted as the content script counts them): the deepest
// element holding probe whose text is not much longer than the
// description. It is no standfirst, and shownLead is nil, when it is
// hidden, in page chrome, a link or inside one (a teaser for this page),
// or holds a heading of its own (a card, a section). Furniture names are
// not trusted here: an article header "has-sharing" buttons.
func shownLead(body *html.Node, probe string, keyLen int) *html.Node {
	n := body
	for {
		var next *html.Node
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && strings.Contains(wordKey(textOf(c)), probe) {
				next = c
				break
			}
		}
		if next == nil {
			break
		}
		n = next
	}
	if n == body || utf8.RuneCountInString(wordKey(textOf(n))) > 2*keyLen+40 || invisible(n) || inChrome(n) || hasAncestor(n, atom.A) || n.DataAtom == atom.A {
		return nil
	}
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && (isHeadingTag(d) || d.DataAtom == atom.A && len(collapse(textOf(d))) > len(collapse(textOf(n)))/2) {
			return nil
		}
	}
	return n
}
