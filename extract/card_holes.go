package extract

import (
	"strings"

	"github.com/go-shiori/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A roundup ("the 12 best sewing machines") lays its picks out as cards of
// one class: a title, a sentence or two, a "Read more" button. Readability
// weighs each card on its own, and drops those whose title is a link (an
// affiliate link, say) for their link density, so the pick keeps the
// machines whose titles are plain text and silently loses the rest. A run
// of same-class cards that Readability kept in part, with holes between
// cards it kept, is one list: fillCardHoles puts the missing cards back in
// their places. Only holes are filled, never the run's ends, so a list of
// other posts after an article, which Readability may keep a card of, is
// not extended. The content script does the same (content/cards.js).

// minHoleRun: a run of fewer cards is no list to fill.
const minHoleRun = 3

// fillCardHoles fills, in pick (Readability's cleaned copy, whose text is
// picked), the holes of every run of same-class cards on the page that the
// pick holds at least half of. It reports whether it filled one.
func (p *page) fillCardHoles(pick *html.Node, picked string) (filled bool) {
	kept := ""
	prose := sentences()
	for _, run := range cardRuns(p.body, prose) {
		if kept == "" {
			kept = wordKey(picked)
		}
		keys, held := heldOf(run, kept, prose)
		if len(held) < 2 || 2*len(held) < len(run) || len(held) == len(run) {
			continue
		}
		for h := 1; h < len(held); h++ {
			before, after := held[h-1], held[h]
			if after == before+1 {
				continue // no hole
			}
			at := cardIn(pick, keys[before], keys)
			for i := before + 1; i < after && at != nil; i++ {
				if !fillsHole(run[i], run[before], run[after]) {
					continue
				}
				c := dom.Clone(run[i], true)
				at.Parent.InsertBefore(c, at.NextSibling)
				at = c
				filled = true
				picked, kept = textOf(pick), "" // read again: a run inside this one is filled already
			}
		}
	}
	return filled
}

// fillsHole: card, found between the kept cards before and after it, is
// one of them: laid out as one of them, no page furniture, and not a block
// of links (a table of other posts between two of an article's sections).
func fillsHole(card, before, after *html.Node) bool {
	if hasAttr(card, furnitureMark) || !titled(card) || !(alike(card, before) && titled(before) || alike(card, after) && titled(after)) {
		return false
	}
	text, links := linkedText(card)
	return 2*links < text
}

// titled: card has a heading of its own, as the picks of a list do; a
// run of a CMS's generic blocks ("field__item", "csc-default") holds an
// embed's consent notice or an advert between an article's paragraphs.
func titled(card *html.Node) bool {
	for n := range card.Descendants() {
		if n.Type == html.ElementNode && headingLevel(n) > 1 && textOf(n) != "" {
			return true
		}
	}
	return false
}

// alike: cards a and b are laid out alike, side by side in one container
// or each in a wrapper of the same class in one container.
func alike(a, b *html.Node) bool {
	if a.Parent == b.Parent {
		return true
	}
	pa, pb := a.Parent, b.Parent
	return pa != nil && pb != nil && pa.Parent == pb.Parent && pa.Data == pb.Data && attr(pa, "class") == attr(pb, "class")
}

// heldOf is the sentence of each block of run (prose) and the indexes of
// the blocks whose sentence kept, a pick's word key, holds.
func heldOf(run []*html.Node, kept string, prose func(*html.Node) string) (keys []string, held []int) {
	keys = make([]string, len(run))
	for i, b := range run {
		if keys[i] = prose(b); keys[i] != "" && strings.Contains(kept, keys[i]) {
			held = append(held, i)
		}
	}
	return keys, held
}

// cardRuns are the page's runs of minHoleRun or more cards, each holding
// a sentence (prose, cardProse cached).
func cardRuns(body *html.Node, prose func(*html.Node) string) [][]*html.Node {
	return classRuns(body, minHoleRun, func(n *html.Node) bool { return prose(n) != "" })
}

// sentences is cardProse, each element's read once: a run's cards are
// read to find the run, then again for what the pick holds.
func sentences() func(*html.Node) string {
	seen := map[*html.Node]string{}
	return func(n *html.Node) string {
		s, ok := seen[n]
		if !ok {
			s = cardProse(n)
			seen[n] = s
		}
		return s
	}
}

// classRuns are the page's runs of min or more elements with the same tag
// and class that keep picks, in page order, an element inside another of
// its run left out. Only a class that recurs min times is tried, so a page
// of unique classes costs one walk.
func classRuns(body *html.Node, min int, keep func(*html.Node) bool) [][]*html.Node {
	count := map[string]int{}
	for n := range body.Descendants() {
		if k := runKey(n); k != "" {
			count[k]++
		}
	}
	runs := map[string][]*html.Node{}
	var order []string
	for n := range body.Descendants() {
		k := runKey(n)
		if count[k] < min || !keep(n) {
			continue
		}
		if r := runs[k]; len(r) > 0 && contains(r[len(r)-1], n) {
			continue
		}
		if runs[k] == nil {
			order = append(order, k)
		}
		runs[k] = append(runs[k], n)
	}
	var out [][]*html.Node
	for _, k := range order {
		if len(runs[k]) >= min {
			out = append(out, runs[k])
		}
	}
	return out
}

// runKey is n's tag and class, or "" for an element without a class.
func runKey(n *html.Node) string {
	if n.Type != html.ElementNode {
		return ""
	}
	class := strings.Join(strings.Fields(attr(n, "class")), " ")
	if class == "" {
		return ""
	}
	return n.Data + "." + class
}

// cardProse is the word key of the first paragraph in card that reads as a
// sentence (minProseWords words, most of them outside links), or "".
func cardProse(card *html.Node) string {
	for n := range card.Descendants() {
		if n.Type != html.ElementNode || n.DataAtom != atom.P {
			continue
		}
		text := textOf(n)
		if len(strings.Fields(text)) < minProseWords {
			continue
		}
		if size, links := linkedText(n); 2*links < size {
			return wordKey(text)
		}
	}
	return ""
}

// cardIn is the element of pick that stands for the card whose sentence is
// key: the largest one that holds key and no other card's sentence.
func cardIn(pick *html.Node, key string, keys []string) *html.Node {
	var at *html.Node
	for n := range pick.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.P && wordKey(textOf(n)) == key {
			at = n
			break
		}
	}
	for at != nil && at.Parent != nil && at.Parent != pick {
		text := wordKey(textOf(at.Parent))
		for _, k := range keys {
			if k != key && k != "" && strings.Contains(text, k) {
				return at
			}
		}
		at = at.Parent
	}
	return at
}
