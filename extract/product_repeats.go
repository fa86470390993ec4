package extract

// dropRepeatedBlocks keeps the first copy of each longer line of a product
// page: shop themes print the same description, feature blurb or buy box
// twice (one for narrow screens, one for wide, or a sticky bar), and CSS
// shows one. Short lines (a size, "In stock") may rightly repeat and stay.
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
