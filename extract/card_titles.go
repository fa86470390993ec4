package extract

import "strings"

// A list page's card can lose its name: Readability drops a block that
// is all links, and a card's header often is (GitHub's "owner / repo"
// beside its Star button), so the card read as its description, its
// language and its date, with nothing to say which repository it was.
// On a page that is mostly its main list (items.go mainList), a card
// whose other lines were read and whose title appears nowhere in the
// text gets its title back, as the line before its first. An article's
// teaser boxes are not restored: there the list is not the content, and
// its headlines would only add to what the article does not say.

// minCardTextShare: the share of the text's characters in main-list
// cards above which the text is the list.
const minCardTextShare = 0.5

// restoreCardTitles puts back the titles of the main list's cards that
// heading elements named (card.head) and that the text lost. A title is
// looked for in its card's own lines first, which is where it is when it
// was kept, and in the whole text after that, at most maxShareCards
// times: a search of the whole text for every card took time growing
// with the square of a long list. A title past that budget is left out,
// as before this rule.
func (p *page) restoreCardTitles(lines []line) []line {
	if len(p.list) < minListCards {
		return lines
	}
	keys := make([]string, len(lines))
	inCards, total := 0, 0
	for i, l := range lines {
		keys[i] = wordKey(l.text)
		total += len(l.text)
		if cardOf(l.block) >= 0 {
			inCards += len(l.text)
		}
	}
	if float64(inCards) < minCardTextShare*float64(total) {
		return lines
	}
	// kept: the cards whose title one of their own lines holds.
	kept := map[int]bool{}
	for i, l := range lines {
		if c := cardOf(l.block); c >= 0 && c < len(p.list) && !kept[c] {
			if t := wordKey(p.list[c].title); t != "" && strings.Contains(keys[i], t) {
				kept[c] = true
			}
		}
	}
	text := strings.Join(keys, "\n")
	searches := 0
	out := make([]line, 0, len(lines))
	done := map[int]bool{}
	for _, l := range lines {
		if i := cardOf(l.block); i >= 0 && i < len(p.list) && !done[i] {
			done[i] = true
			c := p.list[i]
			if t := wordKey(c.title); c.head && t != "" && !kept[i] && searches < maxShareCards {
				searches++
				if !strings.Contains(text, t) {
					name := collapse(c.full)
					if name == "" {
						name = collapse(c.title)
					}
					out = append(out, line{text: name, block: l.block})
				}
			}
		}
		out = append(out, l)
	}
	return out
}
