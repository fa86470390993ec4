package summary

// A quotation of several sentences ("He said: “We will win. The team is
// ready.”") is one point: split at its inner full stop, one half opens a
// quote it never closes and the other closes one it never opened, and a
// key point read “He said: “We will win.” On the three bench sets 96
// key points on 71 pages had such a stray mark.

// maxQuoteJoin bounds how far ahead a quotation must close for the
// sentences in it to be joined: a quote opened and never closed (a
// novel's dialogue that runs to the next paragraph) splits as before.
const maxQuoteJoin = 300

// quoteDepth is how many quotations are open at the end of s, given depth
// open before it. German opens with „ and closes with “, English opens
// with “ and closes with ”; « » are French; a “ closes only after a „.
func quoteDepth(s string, depth int, low bool) (int, bool) {
	for _, r := range s {
		switch r {
		case '„':
			depth++
			low = true
		case '“':
			if low && depth > 0 {
				depth--
				low = depth > 0
			} else {
				depth++
			}
		case '”', '»':
			if depth > 0 {
				depth--
			}
		case '«':
			depth++
		}
	}
	return depth, low
}

// inQuote reports that seg ends inside a quotation that one of the next
// segments closes within maxQuoteJoin bytes: seg and the next are one
// sentence of the page's.
func inQuote(seg string, next []string) bool {
	depth, low := quoteDepth(seg, 0, false)
	if depth == 0 {
		return false
	}
	n := 0
	for _, s := range next {
		if n += len(s); n > maxQuoteJoin {
			return false
		}
		if depth, low = quoteDepth(s, depth, low); depth == 0 {
			return true
		}
	}
	return false
}
