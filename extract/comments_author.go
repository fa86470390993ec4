package extract

// The author of a thread's entry: which block of the entry names it,
// and which part of that block is the name.

import (
	"iter"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

var (
	// stampText is a date or a time: a permalink set as the entry's
	// date, or a byline's "on November 24, 2025", is no name.
	stampText = shared("stampText")
	// byLead opens a byline ("by", "Posted by", "par").
	byLead = shared("byLead")
	// byWord opens a byline that names someone ("Written by Faith Cox").
	byWord = shared("byWord")
	// bylineTail is what joins a byline's name to its date ("Faith Cox
	// on", "Ann ·").
	bylineTail = shared("bylineTail")
)

// maxBylineWords: a block of more words is no byline but text.
const maxBylineWords = 12

// commentAuthor is the name in the entry's first author element: one
// the page declares by microdata or rel first, then one named by class.
// A Stack Exchange post signs with its last editor ("edited Dec 5, 2020",
// then the editor) before its author, each in a classed user block, and
// marks only the author's with itemprop=author. Of the blocks named by
// class, one whose class names the name ("display-name author") comes
// first, then one with an element for the name, then one read as a
// byline: Kinja puts a hover card ("Profile", "Follow") in an author
// block before the name's, and REI sets a "user-recommendation" ("Yes, I
// recommend this product") beside its "reviewer-info", which holds the
// name's element. Last, a byline in the entry's header or meta line that
// no class names an author's ("Written by Faith Cox on Jul 5th 2022").
func commentAuthor(n *html.Node, isCand map[*html.Node]bool) string {
	tiers := []struct {
		is   func(*html.Node) bool
		name func(*html.Node) string
	}{
		{declaredAuthor, authorName},
		{namedAuthorBlock, authorName},
		{isAuthorBlock, namedIn},
		{isAuthorBlock, authorName},
		{bylineBlock, bylineName},
		{profileList, profileName},
	}
	for _, t := range tiers {
		if a := firstAuthor(n, isCand, t.is, t.name); a != "" {
			return a
		}
	}
	return ""
}

// authorName narrows an author block ("tomas_r · New member") to the
// name itself: a schema.org name (a <meta> gives it as its content)
// first, else a user link or an element named like a user name. An
// element named so may hold more than the name ("xJewishNinjax
// Discussion starter"); the schema.org name beside it does not. A date
// is no name (WordPress links the comment by its date). An avatar is no
// name either: NodeBB draws a user without a picture as the first letter
// of the name, inside the profile link, and every author read "J". The
// content script reads the same (content/author.js authorName).
func authorName(n *html.Node) string {
	if t := namedIn(n); t != "" {
		return t
	}
	return bylineName(n)
}

// namedIn is the name an element of author block n gives: a schema.org
// name, else a user link or an element named like a user name (n itself
// included), or "".
func namedIn(n *html.Node) string {
	if t := nameIn(n, func(d *html.Node) bool { return attr(d, "itemprop") == "name" }); t != "" {
		return t
	}
	return nameIn(n, func(d *html.Node) bool {
		return d.DataAtom == atom.A || userName.MatchString(strings.ToLower(attr(d, "class")))
	})
}

// nameIn is the text of the first element in n (n itself last) that is
// is and holds a name: not a date, and not an avatar's letter unless
// nothing else is.
func nameIn(n *html.Node, is func(*html.Node) bool) string {
	first := ""
	for d := range selfLast(n) {
		if d.Type != html.ElementNode || !is(d) {
			continue
		}
		t := textOf(d)
		if d.DataAtom == atom.Meta {
			t = collapse(attr(d, "content"))
		}
		if t == "" || stampText.MatchString(t) {
			continue
		}
		if utf8.RuneCountInString(t) >= minNameRunes && !avatarOf(d) {
			return t
		}
		if first == "" {
			first = t
		}
	}
	return first
}

// minNameRunes: a shorter name is an avatar's letter.
const minNameRunes = 2

// avatarOf: d is, or holds, a user's picture or its letter.
func avatarOf(d *html.Node) bool {
	for a := range d.Descendants() {
		if a.Type == html.ElementNode && strings.Contains(strings.ToLower(attr(a, "class")), "avatar") {
			return true
		}
	}
	return strings.Contains(strings.ToLower(attr(d, "class")), "avatar")
}

// isAuthorBlock: n holds an entry's author, by microdata, rel or class.
// A mention of another user ("plugin-mentions-user", in a reply's
// preview of the post it answers) names no author.
func isAuthorBlock(n *html.Node) bool {
	c := strings.ToLower(attr(n, "class"))
	return declaredAuthor(n) || authorClass.MatchString(c) && !strings.Contains(c, "mention")
}

// declaredAuthor: n holds an entry's author by microdata or rel.
func declaredAuthor(n *html.Node) bool {
	return attr(n, "itemprop") == "author" || attr(n, "rel") == "author"
}

// firstAuthor is the name in n's first element that is is, outside
// nested entries.
func firstAuthor(n *html.Node, isCand map[*html.Node]bool, is func(*html.Node) bool, name func(*html.Node) string) string {
	var found string
	var walk func(*html.Node) bool
	walk = func(c *html.Node) bool {
		for ch := c.FirstChild; ch != nil; ch = ch.NextSibling {
			if ch.Type != html.ElementNode || isCand[ch] {
				continue
			}
			if is(ch) {
				if t := strings.Trim(name(ch), nameMarks); t != "" {
					found = clip(t, 80)
					return true
				}
			}
			if walk(ch) {
				return true
			}
		}
		return false
	}
	walk(n)
	return found
}

// profileStat is a user card's line about its member, not the post:
// "Registered: 2024-01-27", "Posts: 98", "Joined: Mar 2016".
var profileStat = shared("profileStat")

// profileList: n is a user card laid out as a definition list, the name
// in its <dt> and the member's figures in its <dd>s, with no class that
// names it: FluxBB and PunBB (Arch Linux's forum) print each post's
// author so. The content script reads the same (content/author.js
// profileList).
func profileList(n *html.Node) bool {
	if n.DataAtom != atom.Dl {
		return false
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.DataAtom == atom.Dd && profileStat.MatchString(strings.ToLower(collapse(textOf(c)))) {
			return true
		}
	}
	return false
}

// profileName is the text of a user card's first <dt>.
func profileName(n *html.Node) string {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.DataAtom == atom.Dt {
			return collapse(textOf(c))
		}
	}
	return ""
}

// namedAuthorBlock: an author block whose class names the name itself
// ("display-name author", "reviewer-name", "username").
func namedAuthorBlock(n *html.Node) bool {
	return isAuthorBlock(n) && userName.MatchString(strings.ToLower(attr(n, "class")))
}

// selfLast yields n's descendants in document order, then n.
func selfLast(n *html.Node) iter.Seq[*html.Node] {
	return func(yield func(*html.Node) bool) {
		for d := range n.Descendants() {
			if !yield(d) {
				return
			}
		}
		yield(n)
	}
}

// bylineName is the name in an author block that has no element for it:
// the block's text, or, when that is a byline with a "by" or a date
// ("by <span>sam</span> from mich on <time>…", "<strong>Christina
// Burek</strong><span>Reviewed 01/05/2024</span>"), its first piece of
// text that is neither the "by", a label nor a date. The content script
// reads the same (content/author.js bylineName).
func bylineName(n *html.Node) string {
	whole := textOf(n)
	if !stampText.MatchString(whole) && !byLead.MatchString(whole) {
		return whole
	}
	for d := range n.Descendants() {
		if d.Type != html.TextNode || inTimeOrSkipped(d, n) {
			continue
		}
		t := byLead.ReplaceAllString(collapse(d.Data), "")
		if loc := stampText.FindStringIndex(t); loc != nil && loc[0] > 0 {
			t = bylineTail.ReplaceAllString(t[:loc[0]], "") // "Faith Cox on Jul 5th 2022"
		}
		t = strings.Trim(t, bylineSeparators)
		if t == "" || strings.HasSuffix(collapse(d.Data), ":") || stampText.MatchString(t) {
			continue
		}
		return t
	}
	return ""
}

// bylineBlock: n is an entry's header, footer or meta line that is a
// byline naming someone, short.
func bylineBlock(n *html.Node) bool {
	if n.DataAtom != atom.Header && n.DataAtom != atom.Footer && !strings.Contains(strings.ToLower(attr(n, "class")), "meta") {
		return false
	}
	t := textOf(n)
	return byWord.MatchString(t) && len(strings.Fields(t)) <= maxBylineWords
}

// nameMarks are trimmed off a name: "~ Rachel M.", "Markus Elsberger:",
// "Hella,". Not a hyphen, which some names end with ("omg -_-").
const nameMarks = " ·•|,:~–—"

// bylineSeparators are trimmed off a byline's pieces ("Ammon ·").
const bylineSeparators = " ·•|,–—-:~"

// inTimeOrSkipped: text node d, inside block, is in a <time> or in
// something textOf leaves out.
func inTimeOrSkipped(d, block *html.Node) bool {
	for p := d.Parent; p != nil && p != block; p = p.Parent {
		if p.DataAtom == atom.Time || skipTags[p.DataAtom] || selfHidden(p) {
			return true
		}
	}
	return false
}
