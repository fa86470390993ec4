package extract

import (
	"strconv"

	"golang.org/x/net/html"
)

// A card names itself once.
//
// List cards often carry their title twice: a link around the image that
// repeats the heading, a screen-reader navigation link, a mobile copy
// beside the desktop one. A reader sees the name once; read as text it
// doubles every card. Within one card of the page's main list (items.go
// mainList), a line that is the card's title again is dropped. Nothing
// else is: two products may share a name, and a card's other fields
// (a date shown twice, "5 exercises" in two layouts) were measured to be
// the card's own as often as not.

// cardMark carries a main-list card's index into the copies Readability
// and the region read (Readability drops class names, not data- attributes).
const cardMark = "data-laika-card"

// markCards marks the cards of the page's main list, before any copy of
// the page is made.
func (p *page) markCards() {
	list := p.mainList()
	for i, c := range list {
		c.node.Attr = append(c.node.Attr, html.Attribute{Key: cardMark, Val: strconv.Itoa(i)})
	}
}

// dropCardEchoes drops a line that repeats its card's title within the
// card.
func (p *page) dropCardEchoes(lines []line) []line {
	out := lines[:0:0]
	titled := map[int]bool{} // cards whose title was read
	for _, l := range lines {
		if i := cardOf(l.block); i >= 0 && i < len(p.list) {
			if t := wordKey(p.list[i].title); t != "" && wordKey(l.text) == t {
				if titled[i] {
					continue
				}
				titled[i] = true
			}
		}
		out = append(out, l)
	}
	return out
}

// cardOf is the index of the main-list card n sits in, or -1.
func cardOf(n *html.Node) int {
	for ; n != nil; n = n.Parent {
		if n.Type == html.ElementNode && hasAttr(n, cardMark) {
			if i, err := strconv.Atoi(attr(n, cardMark)); err == nil {
				return i
			}
		}
	}
	return -1
}
