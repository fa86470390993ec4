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
// heading elements named (card.head) and that the text lost.
func (p *page) restoreCardTitles(lines []line) []line {
	if len(p.list) < minListCards {
		return lines
	}
	var read strings.Builder
	inCards, total := 0, 0
	for _, l := range lines {
		read.WriteString(wordKey(l.text))
		read.WriteByte('\n')
		total += len(l.text)
		if cardOf(l.block) >= 0 {
			inCards += len(l.text)
		}
	}
	if float64(inCards) < minCardTextShare*float64(total) {
		return lines
	}
	text := read.String()
	out := make([]line, 0, len(lines))
	done := map[int]bool{}
	for _, l := range lines {
		if i := cardOf(l.block); i >= 0 && i < len(p.list) && !done[i] {
			done[i] = true
			c := p.list[i]
			if t := wordKey(c.title); c.head && t != "" && !strings.Contains(text, t) {
				name := collapse(c.full)
				if name == "" {
					name = collapse(c.title)
				}
				out = append(out, line{text: name, block: l.block})
			}
		}
		out = append(out, l)
	}
	return out
}
