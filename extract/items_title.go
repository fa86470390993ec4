package extract

import (
	"slices"
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A card with no heading and no element named for its title is titled by
// its longest link text. Cards often end in a row of topic or tag links
// ("Productivity • Developer Tools"), and a topic's name is easily longer
// than a short product name ("Kettle"): every card of the list would then
// be titled by its topic. So a link in a row of links is a title only
// when the card has no other link to offer. content/extract.js titleLink
// is the same rule.

// titleLink is the longest-texted link of links, the links of card n
// that no sentence of it mentions (unmentioned), that is not a call to
// action nor a picture's credit ("via Wikimedia Commons", which titled
// every sight of a city guide) and, unless rows is set, not in a row of
// links.
func titleLink(n *html.Node, links []*html.Node, rows bool) *html.Node {
	var best *html.Node
	for _, l := range links {
		t := linkText(l)
		if !hasWord(t) || isCTA(t) || ratingLink(t) || creditLink.MatchString(t) || !rows && inLinkRow(n, l) {
			continue
		}
		if best == nil || len(t) > len(linkText(best)) {
			best = l
		}
	}
	return best
}

// inProse reports link l of card n as words of a sentence: the line it
// sits on (the run of text between the block elements or line breaks
// around it, inside its nearest block, n at most) holds minProseWords
// words or more and twice the link's text, and minMentionLead words of
// that line come before it. A card's title opens its line or stands
// alone; a mention runs on inside one. Wikipedia's bullets ("The entries
// on the main diagonal (top left to bottom right) of any Hermitian matrix
// are real.") were items titled "main diagonal", "if and only if",
// "inverse", and films in a table "Claire Denis", the director their
// description names.
func inProse(n, l *html.Node) bool {
	b := l.Parent
	for b != nil && b != n && !isBlock(b) {
		b = b.Parent
	}
	if b == nil {
		return false
	}
	top := l
	for top.Parent != b {
		top = top.Parent
	}
	var before, after []string
	for s := top.PrevSibling; s != nil && !breaksLine(s); s = s.PrevSibling {
		before = append(before, textOf(s))
	}
	for s := top.NextSibling; s != nil && !breaksLine(s); s = s.NextSibling {
		after = append(after, textOf(s))
	}
	line := collapse(strings.Join(before, " ") + " " + textOf(top) + " " + strings.Join(after, " "))
	if len(line) < 2*len(textOf(l)) || len(strings.Fields(line)) < minProseWords {
		return false
	}
	return realWords(strings.Join(before, " "))+wordsBefore(top, l) >= minMentionLead
}

// unmentioned are the links of card n that are not inside a sentence of
// it (inProse): those that may title it or stand for it.
func unmentioned(n *html.Node, links []*html.Node) []*html.Node {
	return slices.DeleteFunc(slices.Clone(links), func(l *html.Node) bool { return inProse(n, l) })
}

// minMentionLead: a link after this many words of a line of prose is
// inside a sentence ("The inverse of an invertible Hermitian matrix is
// Hermitian as well."). A title opens its line.
const minMentionLead = 1

// breaksLine: sibling s starts a new line (a block, or <br>).
func breaksLine(s *html.Node) bool {
	return s.Type == html.ElementNode && (isBlock(s) || s.DataAtom == atom.Br)
}

// wordsBefore counts the words of a's text before its descendant l (0
// when a is l). Descendants come in document order, so the walk stops
// before l's own text.
func wordsBefore(a, l *html.Node) int {
	if a == l {
		return 0
	}
	var b strings.Builder
	for d := range a.Descendants() {
		if d == l {
			break
		}
		if d.Type == html.TextNode {
			b.WriteString(d.Data)
			b.WriteByte(' ')
		}
	}
	return realWords(b.String())
}

// realWords counts the words of s that hold a letter or digit.
func realWords(s string) int {
	k := 0
	for _, w := range strings.Fields(s) {
		if hasWord(w) {
			k++
		}
	}
	return k
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

// shareLabel reports cards that share a label rather than name things:
// fewer than a third of their titles differ ("Note:" over every callout of
// a manual, "Re: <the thread>" over every post, "HR actions to take" under
// every trend, "3 formats available" under every book).
// content/extract.js shareLabel is the same rule.
func shareLabel(cards []card) bool {
	seen := map[string]bool{}
	for _, c := range cards {
		seen[wordKey(c.title)] = true
	}
	return len(cards) >= minItems && 3*len(seen) < len(cards)
}

// priced reports a card with a price: the run is a shop's, whatever its
// titles say.
func priced(cards []card) bool {
	return slices.ContainsFunc(cards, func(c card) bool { return c.price != "" })
}

// labelled: cards that share a label and sell nothing. Such a run still
// shapes the page's main text (it is the page's repeated structure), but
// its entries are no items.
func labelled(cards []card) bool {
	return (shareLabel(cards) || sharePointer(cards)) && !priced(cards)
}

// sharePointer reports cards that are one label pointing on, each to
// its own page: a wiki's hatnotes ("Main article: Firefox", "Main
// article: Thunderbird" over its sections), a paper's "Leggi anche:"
// teasers. Two thirds of the cards say the same label of at most
// maxPointerWords words, ending in a colon, besides their titles. Such
// notes point out of the page; they are not its list. content/extract.js
// sharePointer is the same rule.
func sharePointer(cards []card) bool {
	if len(cards) < minItems {
		return false
	}
	count := map[string]int{}
	for _, c := range cards {
		label := collapse(strings.Replace(c.text, c.full, " ", 1))
		if n := realWords(label); n > 0 && n <= maxPointerWords && strings.HasSuffix(label, ":") {
			count[wordKey(label)]++
		}
	}
	for _, k := range count {
		if 3*k >= 2*len(cards) {
			return true
		}
	}
	return false
}

// maxPointerWords bounds a pointer's label ("Main article:", "See also:",
// "Weitere Informationen:").
const maxPointerWords = 4

// untitled: the cards link nowhere, sell nothing and have no heading or
// element named for their title, but for one in ten. Each is then a block of the page's own
// text that its layout boxes apart, read by its first words: an article
// set one paragraph per box between ads, a recipe's "1 von 17" steps, a
// blog's comment form, a row of feature labels ("Memory:", "NEW NEW").
// A run of them shapes the main text, but its entries are no items: no
// list of things to pick from. content/extract.js untitled is the same
// rule.
func untitled(cards []card) bool {
	named := 0
	for _, c := range cards {
		if c.link != nil || c.titled != nil || c.price != "" || rankedName(c.title) {
			named++
		}
	}
	return len(cards) > 0 && named*maxNamedShare <= len(cards)
}

// rankedName: a title that ranks a name ("1. Neil Patrick Harris"): a
// listicle's entry, bold over its paragraph, names a thing. A step
// ("1. Heat the oven.", "1.") is a sentence or a bare number.
func rankedName(t string) bool {
	m := rankedTitle.FindStringSubmatch(t)
	if m == nil {
		return false
	}
	w := strings.Fields(m[1])
	return len(w) <= maxRankedNameWords && !strings.ContainsAny(t[len(t)-1:], ".!?:")
}

var rankedTitle = shared("rankedTitle")

// maxRankedNameWords: a ranked name is a few words ("10. Jesse Tyler
// Ferguson"); a longer ranked line is a step or a claim.
const maxRankedNameWords = 6

// maxNamedShare: an untitled run may hold one card in ten that a link
// names, a paragraph's link to its source (untitled).
const maxNamedShare = 10

// retitleLabels titles a shop's cards by their title links when their
// titles are one shared label: a class named for the title's format
// ("zg-book-title-format-text": "3 formats available") is no title.
func retitleLabels(cards []card) []card {
	if !shareLabel(cards) || !priced(cards) {
		return cards
	}
	for i, c := range cards {
		free := unmentioned(c.node, c.links)
		l := titleLink(c.node, free, false)
		if l == nil {
			l = titleLink(c.node, free, true)
		}
		if l != nil {
			t := linkText(l)
			cards[i].full, cards[i].title, cards[i].link, cards[i].titled = t, clipChars(t, maxTitleChars), l, nil
			if textOf(l) != "" {
				cards[i].titled = l
			}
		}
	}
	return cards
}

// isCTA reports a call to action, past the marks it may start with
// ("+ Add to cart", "→ Read more").
func isCTA(s string) bool {
	return ctaText.MatchString(strings.TrimLeftFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
}

// cardLinks are the links of card n, titled by a heading or a named
// element that links nowhere, that may stand for it: not a link in a
// sentence of its text, nor one of a list of links under its heading. Those
// are what the card mentions: a guide's section titled "Complete the
// prerequisites" does not lead to python.org because its first sentence
// or its first bullet does. A meta line's link ("3 hours ago · 12
// comments"), a picture's or a call to action stands for the card.
func cardLinks(n, body, title *html.Node, links []*html.Node) []*html.Node {
	var out []*html.Node
	for _, l := range links {
		if !mentioned(n, body, title, l) {
			out = append(out, l)
		}
	}
	return out
}

// mentioned reports link l inside card n or its body (a flat entry's
// second part, or nil) as part of a sentence or of a list of links: the
// line it sits on, its nearest block, holds minProseWords words or more
// and twice the link's text, or is an item of a list with other links. A
// block that holds the card's title is the card's frame, not a line.
func mentioned(n, body, title, l *html.Node) bool {
	for a := l.Parent; a != nil && a != n && a != body; a = a.Parent {
		if !isBlock(a) {
			continue
		}
		if contains(a, title) {
			return false
		}
		if a.DataAtom == atom.Li && a.Parent != nil {
			k := 0
			for d := range a.Parent.Descendants() {
				if d.DataAtom == atom.A {
					k++
				}
			}
			return k >= 2
		}
		t := textOf(a)
		return len(t) >= 2*len(textOf(l)) && len(strings.Fields(t)) >= minProseWords
	}
	return false
}

// entryLink is the link of an entry that has no title link: the first that
// shows letters or a picture and is no call to action, else the first that
// shows anything, else the first. A link showing nothing is an icon, often
// for an action (a vote arrow, a wishlist heart); a call to action may be
// an action too ("+ Add to cart": "?add-to-cart=1554").
func entryLink(links []*html.Node) *html.Node {
	if len(links) == 0 {
		return nil
	}
	shown := -1
	for i, l := range links {
		t := linkText(l)
		if !hasLetter(t) && !holdsPicture(l) {
			continue // an icon, or a count: "8" on a vote button
		}
		if !isCTA(t) {
			return l
		}
		if shown < 0 {
			shown = i
		}
	}
	return links[max(shown, 0)]
}

// holdsPicture reports an image inside n.
func holdsPicture(n *html.Node) bool {
	for d := range n.Descendants() {
		if d.DataAtom == atom.Img || d.DataAtom == atom.Picture {
			return true
		}
	}
	return false
}
