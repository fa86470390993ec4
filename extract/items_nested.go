package extract

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A home page often lists its stories in sections, each a heading over its
// own run of cards ("Top today", "Yesterday", "Last week"). Scored by text,
// the run of sections beats any one section's cards: each section counts
// its capped 400 characters and its heading, and there are several. Read
// as cards, the sections would make one item per heading, their titles the
// section names, and the stories would be lost in the snippets.
//
// So a chosen run whose entries hold runs of their own is a list of lists
// when at least two entries, and at least half of them, each hold a list
// (rules 1 and 2 of items.go), and the best run in each is of one shape:
// the same card drawn in every section. The page's list is then those
// inner cards, in page order. Requiring one shape keeps a thread of posts
// or a page of articles (whose bodies may each hold a bullet list of a
// different kind) a list of entries. content/extract.js nestedCards is
// the same rule.

// run is one candidate list found by mainList's walk.
type run struct {
	cards []card
	score int
}

// nestedCards returns the inner cards of best when best is a list of
// lists (see above), else best.
func nestedCards(best []card, runs []run) []card {
	if len(best) < 2 {
		return best
	}
	var inner []card
	shape, held := "", 0
	for _, c := range best {
		var top *run
		for i := range runs {
			r := &runs[i]
			if r.cards[0].node == c.node || !contains(c.node, r.cards[0].node) {
				continue
			}
			if top == nil || r.score > top.score {
				top = r
			}
		}
		if top == nil {
			continue
		}
		k := shapeKey(top.cards[0].node)
		if held > 0 && k != shape {
			return best
		}
		shape = k
		held++
		inner = append(inner, top.cards...)
	}
	if held < 2 || 2*held < len(best) || !distinctLinked(inner) {
		return best
	}
	return inner
}

// distinctLinked reports whether every card links somewhere and at least
// four in five titles differ: a list of things, each with its own page,
// not a comparison table whose rows repeat their labels in every column.
func distinctLinked(cards []card) bool {
	seen := map[string]bool{}
	for _, c := range cards {
		if c.link == nil {
			return false
		}
		seen[wordKey(c.title)] = true
	}
	return 5*len(seen) >= 4*len(cards)
}

// An index groups its entries under letters: a wiki's category page ("A",
// "B", "C", each over its links), a glossary, a shop's brands from A to
// Z. Read as cards, its items would be the letters. So when at least half
// of the chosen cards are titled by at most maxIndexLetters letters or
// digits, the page's list is the links of their container, each an item
// titled by its text. content/extract.js indexLinks is the same rule.

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
	// The links of the run's whole container: a letter with one short
	// entry ("H", "Haskell") is too short for a card, not for an entry.
	box := best[0].node.Parent
	for _, c := range best {
		if c.node.Parent != box {
			return best
		}
	}
	var out []card
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type != html.ElementNode || skipTags[n.DataAtom] || selfHidden(n) {
			return
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
	walk(box)
	if len(out) < minItems {
		return best
	}
	return out
}
