package extract

import (
	"strings"

	"github.com/go-shiori/dom"
	"github.com/laikabrowser/laika/internal/sentence"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A list page (a category archive, a shop's gallery, a blog's index) often
// opens with its own words: the page's heading and a paragraph or two
// that say what the list is ("Louie's Tux Shop offers the best selection
// of shoes for your rental…"). Readability picks the list, which is the
// bigger block, and the introduction sits outside it, so the main text
// began at the first card. listIntro reads the introduction back: the
// page's <h1> and what lies between it and the list's first card.

// maxIntroChars bounds an introduction: more text than this between the
// heading and the list is a part of the page of its own (a lead story, a
// featured block), not the list's preface.
const maxIntroChars = 1500

// minListWeight: the share of the main text a list's cards must make up
// for the text to be a list with an introduction, not an article that
// holds a list.
const minListWeight = 0.5

// listIntro is the introduction of the page's main list (rules above) as
// lines, or nil when the page has no list, no heading before it, or
// more than an introduction between the two.
func (p *page) listIntro() []line {
	list := p.mainList()
	if len(list) < minListCards {
		return nil
	}
	first := list[0].node
	h := p.headingBefore(first)
	if h == nil {
		return nil
	}
	c, hc, fc := p.fromHeading(commonAncestor(h, first), h, first)
	if c == nil {
		return nil
	}
	cutFrom(fc, c)
	title := collapse(seamedText(hc))
	hc.Parent.RemoveChild(hc)
	pruneCut(c)
	stripMedia(c)
	all := renderLines(c)
	if title == "" || len(collapse(joinLines(all))) > maxIntroChars {
		return nil
	}
	out := []line{{prefix: "H1: ", text: title, block: h}}
	for _, l := range all {
		// Prose only: the filter chips, bylines and "Read more" links
		// a heading may also have under it are no introduction. A
		// sentence ends as one, and may link what it names, up to
		// three words in four.
		if len(strings.Fields(l.text)) >= sentence.MinWords && 4*max(l.linkChars, l.ctrlChars) <= 3*len(l.text) && sentence.Ends(l.text) {
			out = append(out, l)
		}
	}
	return out
}

// headsOwnArticle reports whether the heading h sits in an <article> that
// does not hold the list's first card: the text under it is a story of
// its own (a short news item), and the list after it (a slider of other
// stories) is not what it introduces.
func headsOwnArticle(h, first *html.Node) bool {
	a := closestArticle(h)
	return a != nil && !contains(a, first)
}

// headingBefore is the last visible <h1> before n in document order that
// is not in a navigation bar, a dialog or the page footer, and that may
// head the list n starts (headsOwnArticle), else nil.
func (p *page) headingBefore(n *html.Node) *html.Node {
	var found *html.Node
	done := false
	var walk func(*html.Node)
	walk = func(x *html.Node) {
		if done {
			return
		}
		if x == n {
			done = true
			return
		}
		if x.Type == html.ElementNode {
			if skipTags[x.DataAtom] || selfHidden(x) || x.DataAtom == atom.Nav || x.DataAtom == atom.Footer || x.DataAtom == atom.Dialog {
				return
			}
			if x.DataAtom == atom.H1 && collapse(textOf(x)) != "" {
				found = x
			}
		}
		for ch := x.FirstChild; ch != nil; ch = ch.NextSibling {
			walk(ch)
		}
	}
	walk(p.root)
	if found != nil && headsOwnArticle(found, n) {
		return nil
	}
	return found
}

// commonAncestor is the nearest element holding both a and b.
func commonAncestor(a, b *html.Node) *html.Node {
	for x := a; x != nil; x = x.Parent {
		if contains(x, b) {
			return x
		}
	}
	return nil
}

// pathFrom is the child indexes leading from top down to n.
func pathFrom(top, n *html.Node) []int {
	var path []int
	for x := n; x != top && x != nil; x = x.Parent {
		i := 0
		for s := x.PrevSibling; s != nil; s = s.PrevSibling {
			i++
		}
		path = append(path, i)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

// follow walks path down from top (in a clone of the tree pathFrom read).
func follow(top *html.Node, path []int) *html.Node {
	n := top
	for _, i := range path {
		c := n.FirstChild
		for ; c != nil && i > 0; i-- {
			c = c.NextSibling
		}
		if c == nil {
			return nil
		}
		n = c
	}
	return n
}

// cutBefore removes everything before n (in document order) inside top.
func cutBefore(n, top *html.Node) {
	for x := n; x != top; x = x.Parent {
		for s := x.PrevSibling; s != nil; {
			prev := s.PrevSibling
			x.Parent.RemoveChild(s)
			s = prev
		}
	}
}

// cutFrom removes n and everything after it inside top.
func cutFrom(n, top *html.Node) {
	for x := n; x != top; x = x.Parent {
		for s := x.NextSibling; s != nil; {
			next := s.NextSibling
			x.Parent.RemoveChild(s)
			s = next
		}
	}
	n.Parent.RemoveChild(n)
}

// withIntro puts the list's introduction before lines, a list as read,
// leaving out what lines already say.
func (p *page) withIntro(lines []line) []line {
	if p.listShare(joinLines(lines)) < minListCover || p.listWeight(lines) < minListWeight {
		return lines
	}
	intro := p.listIntro()
	if len(intro) == 0 {
		return lines
	}
	k := wordKey(joinLines(lines))
	var add []line
	for _, l := range intro {
		if w := wordKey(l.text); w != "" && !strings.Contains(k, w) {
			add = append(add, l)
		}
	}
	if len(add) == 0 || len(add) == 1 && add[0].block == intro[0].block {
		return lines // a heading alone introduces nothing
	}
	return append(add, lines...)
}

// listWeight is the share of lines' text that the main list's cards hold.
func (p *page) listWeight(lines []line) float64 {
	total := len(collapse(joinLines(lines)))
	if total == 0 {
		return 0
	}
	cards := 0
	for _, c := range p.mainList() {
		cards += len(collapse(c.text))
	}
	return float64(cards) / float64(total)
}

// minIntroListCards: a list this long after a pick that is all
// introduction is the page's content, the introduction its preface. A
// related-posts grid under a short article is shorter.
const minIntroListCards = 12

// introPick is the page's heading, its introduction and its main list,
// chrome pruned, when Readability's pick, kept, is the introduction
// alone or the note that closes the list (a category page whose cards
// have too little prose to win: a shop's buying guide under its grid
// outweighed two dozen product cards), else nil.
func (p *page) introPick(kept string) *html.Node {
	list := p.mainList()
	if p.product || len(list) < minIntroListCards || p.listShare(kept) > 0 {
		return nil
	}
	first, last := list[0].node, list[len(list)-1].node
	h := p.headingBefore(first)
	if h == nil {
		return nil
	}
	// The heading and all that follows it: the introduction, the list
	// and what closes it (a buying guide under a parts grid). Its part
	// before the list, or its part after the list, must hold the whole
	// pick and be no more than a preface or a closing note: a pick that
	// reaches across the list is more than either, and is left as
	// Readability made it.
	top := commonAncestor(commonAncestor(h, first), last)
	c, _, fc := p.fromHeading(top, h, first)
	if c == nil {
		return nil
	}
	span := dom.Clone(c, true)
	cutFrom(follow(span, pathFrom(c, fc)), span)
	k := wordKey(kept)
	if k == "" {
		return nil
	}
	if !holdsPick(textOf(span), k) && !holdsPick(textFollowing(top, last), k) {
		return nil
	}
	pruneCut(c)
	if p.listShare(textOf(c)) < minListCover {
		// The cut lost the list as chrome: the main region's
		// reading is left to keep it.
		return nil
	}
	return c
}

// holdsPick: text, a part of a list page beside its list, holds the
// pick (its word key k) and is no more than a preface or a closing note.
func holdsPick(text, k string) bool {
	return strings.Contains(wordKey(text), k) && len(collapse(text)) <= 2*maxIntroChars
}

// textFollowing is the text that follows n inside top, in document order.
func textFollowing(top, n *html.Node) string {
	var b strings.Builder
	for x := n; x != nil && x != top; x = x.Parent {
		for s := x.NextSibling; s != nil; s = s.NextSibling {
			b.WriteString(textOf(s))
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// pruneCut drops from c, a cut of the page, what the reader does not see
// there: hidden parts, page chrome (but a form that holds most of the
// cut, a grid inside its compare form: contentForm) and furniture.
func pruneCut(c *html.Node) {
	total := len(collapse(textOf(c)))
	removeWhere(c, func(n *html.Node) bool {
		return skipTags[n.DataAtom] || selfHidden(n) || isChromeElement(n) && !contentForm(n, total) || boilerplate(n, total)
	})
}

// fromHeading is a copy of top, a box of the page holding the heading h
// and the list's first card, cut to start at h, with h's and first's
// copies in it; nil when top is no box of the page's own (the whole
// document).
func (p *page) fromHeading(top, h, first *html.Node) (c, hc, fc *html.Node) {
	if top == nil || top == p.root || top.DataAtom == atom.Html {
		return nil, nil, nil
	}
	c = dom.Clone(top, true)
	hc, fc = follow(c, pathFrom(top, h)), follow(c, pathFrom(top, first))
	if hc == nil || fc == nil {
		return nil, nil, nil
	}
	cutBefore(hc, c)
	return c, hc, fc
}
