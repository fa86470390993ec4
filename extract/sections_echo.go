package extract

import "strings"

// dropEchoes drops a line that repeats the line just before it, word for
// word, when either is a heading: landing pages print a card's title
// twice (a heading over a video and the same heading over the text, one
// of them shown by CSS), and a label that repeats its heading says
// nothing new. Repeated paragraphs stay: only headings echo, and only
// label-length ones (a long caption printed twice is the page's own).
func dropEchoes(lines []line) []line {
	out := lines[:0:0]
	prev, prevHead := "", false
	for _, l := range lines {
		k := wordKey(l.text)
		head := strings.Contains(l.prefix, "H")
		if k != "" && len(k) <= maxLabelChars && k == prev && (head || prevHead) {
			prevHead = prevHead || head
			continue
		}
		prev, prevHead = k, head
		out = append(out, l)
	}
	return out
}
