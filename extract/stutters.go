package extract

// maxStutterChars: only a line this short is a stutter when said twice
// in a row; a paragraph said twice may be the author's.
const maxStutterChars = 80

// dropStutters drops a short line that says exactly what the line before
// it said: a carousel's slide captions, a price printed as sale and
// regular price alike. Code, list items, quotes and headings (the lines
// with a prefix) may rightly say a line twice ("increment();" twice in a
// row, two figures with one caption) and keep it.
func dropStutters(lines []line) []line {
	out := lines[:0:0]
	for i, l := range lines {
		if i > 0 && len(l.text) <= maxStutterChars && l.text == lines[i-1].text && l.prefix == "" && lines[i-1].prefix == "" {
			continue
		}
		out = append(out, l)
	}
	return out
}
