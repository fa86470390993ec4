package extract

import "strings"

// dropRepeatedBlocks keeps the first copy of each longer line of a product
// page: shop themes print the same description, feature blurb or buy box
// twice (one for narrow screens, one for wide, or a sticky bar), and CSS
// shows one. Short lines (a size, "In stock") may rightly repeat and stay
// (but see dropRepeatedRuns).
func dropRepeatedBlocks(lines []line) []line {
	seen := map[string]bool{}
	out := lines[:0:0]
	for _, l := range lines {
		k := wordKey(l.text)
		if len(k) >= minRepeatedBlockChars {
			if seen[k] {
				continue
			}
			seen[k] = true
		}
		out = append(out, l)
	}
	return out
}

// dropRepeatedRuns drops, on a product page, a run of minRepeatedRunLines
// consecutive lines, together at least minRepeatedBlockChars of words,
// that reads earlier in the same order: a sticky "add to cart" bar
// repeats the title, the price and the price in other currencies, each
// line short, together a block. Not on threads, where a post's short
// author, date and reaction lines rightly repeat.
func dropRepeatedRuns(lines []line) []line {
	keys := make([]string, len(lines))
	for i, l := range lines {
		keys[i] = wordKey(l.text)
	}
	first := map[string]int{}
	drop := make([]bool, len(lines))
	for i := 0; i+minRepeatedRunLines <= len(lines); i++ {
		k := strings.Join(keys[i:i+minRepeatedRunLines], "\n")
		if len(k) < minRepeatedBlockChars || strings.Contains("\n"+k+"\n", "\n\n") {
			continue
		}
		j, ok := first[k]
		if !ok {
			first[k] = i
			continue
		}
		if cardParts(lines[j].block, lines[i].block) {
			// Two cards of one comparison share fields ("Fabric
			// Content", "100% long-staple cotton"): each says them.
			continue
		}
		// The copy goes on as long as it reads as the first does.
		t := 0
		for i+t < len(lines) && j+t < i && keys[i+t] == keys[j+t] && keys[i+t] != "" {
			drop[i+t] = true
			t++
		}
		i += t - 1
	}
	out := lines[:0:0]
	for i, l := range lines {
		if !drop[i] {
			out = append(out, l)
		}
	}
	return out
}

// repeatedWordsRun is how many words in a row a later copy must share
// with an earlier part of the page for dropRepeatedWords.
const repeatedWordsRun = 8

// dropRepeatedWords drops, on a product page, each line whose every word
// sits in a run of repeatedWordsRun or more words that the page already
// said, in the same order, in earlier lines: a theme's copy for narrow
// screens breaks its lines elsewhere ("Light rain, sweat and" / "brief
// water contact."), so dropRepeatedRuns, which matches whole lines, does
// not see it.
func dropRepeatedWords(lines []line) []line {
	type word struct {
		w    string
		line int
	}
	var ws []word
	for i, l := range lines {
		for _, w := range strings.Fields(wordKey(l.text)) {
			ws = append(ws, word{w, i})
		}
	}
	covered := make([]bool, len(ws))
	first := map[string]int{} // a run's words → where it first starts
	for s := 0; s+repeatedWordsRun <= len(ws); s++ {
		var b strings.Builder
		for _, x := range ws[s : s+repeatedWordsRun] {
			b.WriteString(x.w)
			b.WriteByte(' ')
		}
		k := b.String()
		p, ok := first[k]
		if !ok {
			first[k] = s
			continue
		}
		// Only a run that ended in lines before this one is earlier
		// text; a line that says a phrase twice keeps it.
		if ws[p+repeatedWordsRun-1].line < ws[s].line && !cardParts(lines[ws[p].line].block, lines[ws[s].line].block) {
			for j := s; j < s+repeatedWordsRun; j++ {
				covered[j] = true
			}
		}
	}
	drop := make([]bool, len(lines))
	for i := range drop {
		drop[i] = true
	}
	seen := make([]bool, len(lines))
	for j, x := range ws {
		seen[x.line] = true
		if !covered[j] {
			drop[x.line] = false
		}
	}
	out := lines[:0:0]
	for i, l := range lines {
		if !seen[i] || !drop[i] {
			out = append(out, l)
		}
	}
	return out
}
