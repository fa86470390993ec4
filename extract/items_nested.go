package extract

import (
	"slices"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A home page often lists its stories in sections, each a heading over its
// own run of cards ("Top today", "Yesterday", "Last week"). Read as cards,
// the sections would make one item per heading, their titles the section
// names, and the stories would be lost in the snippets.
//
// So a chosen run whose entries hold runs of their own is a list of lists
// when at least two entries, and at least half of them, each hold a list
// (rules 1 and 2 of items.go), and most of those lists, two at least, are
// of one shape: the same card drawn in every section. A section may draw
// its cards otherwise ("Most viewed" as a ranked column) and one may hold
// no run at all: a front page's lead stories, each drawn at its own size.
// That one is read by its headlines (headlineCards). The list is then the
// sections' cards in page order, each story once (a story is often also
// in "Most viewed"). Requiring one shape for most keeps a thread of posts
// or a page of articles (whose bodies may each hold a bullet list of a
// different kind) a list of entries. content/extract.js nestedCards is
// the same rule.

// run is one candidate list found by mainList's walk.
type run struct {
	cards []card
	score int
}

// cardScore is what a card adds to its run's score: the text it shows,
// capped so that one long entry does not outweigh a list, and its
// heading (content/extract.js mainList scores the same).
func cardScore(cd card) int {
	s := min(cd.seen, 400)
	if cd.head {
		s += 100
	}
	return s
}

// innerRuns maps each card of every run to the best-scored run inside it.
func innerRuns(runs []run) map[*html.Node]*run {
	isCard := map[*html.Node]bool{}
	for _, r := range runs {
		for _, c := range r.cards {
			isCard[c.node] = true
		}
	}
	tops := map[*html.Node]*run{}
	for i := range runs {
		r := &runs[i]
		for a := r.cards[0].node.Parent; a != nil; a = a.Parent {
			if t := tops[a]; isCard[a] && (t == nil || r.score > t.score) {
				tops[a] = r
			}
		}
	}
	return tops
}

// nestedCards returns the inner cards of cards when they are a list of
// lists (see above), and whether they are. tops is innerRuns' map.
func (p *page) nestedCards(cards []card, tops map[*html.Node]*run) ([]card, bool) {
	if len(cards) < 2 {
		return nil, false
	}
	held := make([][]card, len(cards))
	shapes := map[string]int{}
	n, most := 0, 0
	for i, c := range cards {
		top := tops[c.node]
		if top == nil {
			continue
		}
		held[i] = top.cards
		n++
		k := shapeKey(top.cards[0].node)
		shapes[k]++
		most = max(most, shapes[k])
	}
	if n < 2 || 2*n < len(cards) || most < 2 || 2*most < n {
		return nil, false
	}
	var inner []card
	for i, c := range cards {
		if held[i] == nil {
			held[i] = p.headlineCards(c)
		}
		inner = append(inner, held[i]...)
	}
	// Judged before a story said twice is dropped: a comparison's rows
	// repeat their links in every column.
	if !distinctLinked(inner) {
		return nil, false
	}
	seen := map[string]bool{}
	return slices.DeleteFunc(inner, func(cd card) bool {
		u := resolve(p.base, attr(cd.link, "href"))
		dup := seen[u]
		seen[u] = true
		return dup
	}), true
}

// distinctLinked reports whether every card links somewhere and more
// than half of the titles differ: a list of things, each with its own
// page, not a comparison whose rows repeat their labels in every column.
// A front page may say a story twice, in its section and in "Most read".
func distinctLinked(cards []card) bool {
	seen := map[string]bool{}
	for _, c := range cards {
		if c.link == nil {
			return false
		}
		seen[wordKey(c.title)] = true
	}
	return 2*len(seen) > len(cards)
}

// headlineCards reads a section that holds no run of alike cards as one
// card per headline: each heading with letters below the section's own,
// read from the largest box around it that holds no other heading. Cards
// that do not link away are left to distinctLinked to refuse.
func (p *page) headlineCards(sec card) []card {
	// held counts the headings inside each box below the section, the
	// section's own heading as many as it takes to stop any climb.
	held := map[*html.Node]int{}
	mark := func(h *html.Node, n int) {
		for a := h.Parent; a != nil && a != sec.node; a = a.Parent {
			held[a] += n
		}
	}
	if sec.titled != nil {
		mark(sec.titled, 2)
	}
	var heads []*html.Node
	for d := range sec.node.Descendants() {
		if d.Type == html.ElementNode && (isHeadingTag(d) || attr(d, "role") == "heading") && d != sec.titled && !hiddenIn(d, sec.node) && hasLetter(textOf(d)) {
			heads = append(heads, d)
			mark(d, 1)
		}
	}
	var out []card
	for _, h := range heads {
		box := h
		for box.Parent != nil && box.Parent != sec.node && held[box.Parent] == 1 {
			box = box.Parent
		}
		if cd, ok := p.card(box, nil); ok && cd.link != nil {
			out = append(out, cd)
		}
	}
	return out
}

// An index groups its entries under letters: a wiki's category page ("A",
// "B", "C", each over its links), a glossary, a shop's brands from A to
// Z. Read as cards, its items would be the letters. So when at least half
// of the chosen cards are titled by at most maxIndexLetters letters or
// digits, the page's list is the links of the index's span of their
// container (indexSpan), each an item titled by its text.
// content/extract.js indexLinks is the same rule.

// indexLinks returns the links of an index's groups (see above), else best.
func (p *page) indexLinks(best []card) []card {
	if len(best) < minItems {
		return best
	}
	short := 0
	for _, c := range best {
		if letters(c.title) <= maxIndexLetters {
			short++
		}
	}
	if 2*short < len(best) {
		return best
	}
	box := best[0].node.Parent
	for _, c := range best {
		if c.node.Parent != box {
			return best
		}
	}
	var out []card
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type != html.ElementNode || skipTags[n.DataAtom] || selfHidden(n) || editLinkClass.MatchString(attr(n, "class")) {
			return // a section heading's "[edit]" is a control, no entry
		}
		if n.DataAtom == atom.A && resolve(p.base, attr(n, "href")) != "" && !p.samePage(attr(n, "href")) {
			if t := linkText(n); hasWord(t) && !isCTA(t) {
				out = append(out, card{node: n, link: n, titled: n, title: clipChars(t, maxTitleChars), full: t, text: textOf(n)})
			}
			return
		}
		for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
			walk(ch)
		}
	}
	for _, c := range indexSpan(best) {
		walk(c)
	}
	if len(out) < minItems {
		return best
	}
	return out
}

// indexSpan is the children of an index's container that hold it: its
// groups, and the siblings next to them of a group's shape (or, for
// groups written as a heading then its list, of either part's). A letter
// with one short entry ("H", "Haskell") is too short for a card, not for
// an entry; what the container holds besides (a wiki's introduction and
// its sidebar of related lists, a "See also" list) is not the index.
func indexSpan(best []card) []*html.Node {
	shapes := map[string]bool{}
	for _, c := range best {
		shapes[shapeKey(c.node)] = true
		if c.body != nil {
			shapes[shapeKey(c.body)] = true
		}
	}
	// grouped: n is an element of a group's shape; skipped: n renders
	// nothing (text between the tags, a <link>), and the span reads on.
	grouped := func(n *html.Node) bool { return n.Type == html.ElementNode && shapes[shapeKey(n)] }
	skipped := func(n *html.Node) bool { return n.Type != html.ElementNode || skipTags[n.DataAtom] }
	last := best[len(best)-1].node
	if b := best[len(best)-1].body; b != nil {
		last = b
	}
	first := best[0].node
	for n := first.PrevSibling; n != nil && (grouped(n) || skipped(n)); n = n.PrevSibling {
		if grouped(n) {
			first = n
		}
	}
	for n := last.NextSibling; n != nil && (grouped(n) || skipped(n)); n = n.NextSibling {
		if grouped(n) {
			last = n
		}
	}
	var out []*html.Node
	for n := first; n != nil; n = n.NextSibling {
		out = append(out, n)
		if n == last {
			break
		}
	}
	return out
}

// hiddenIn reports whether d, or a box around it inside top, is hidden
// or not drawn at all (a template, a script).
func hiddenIn(d, top *html.Node) bool {
	for a := d; a != nil && a != top; a = a.Parent {
		if skipTags[a.DataAtom] || selfHidden(a) {
			return true
		}
	}
	return false
}
