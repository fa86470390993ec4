package summary

import (
	"strings"
)

// fragmentEdgeWords is how many words a long quote keeps at each end of a
// text fragment: a textStart,textEnd range survives small differences in
// the middle (ads, footnote marks) that an exact match would not.
const (
	fragmentEdgeWords = 4
	fragmentMaxWords  = 10
)

// TextFragment returns a URL text fragment ("#:~:text=start,end") that
// scrolls to quote. The sidecar appends it to the page URL (or passes it to
// its find-in-page) to show the evidence for a key point.
func TextFragment(quote string) string {
	ws := strings.Fields(quote)
	if len(ws) == 0 {
		return ""
	}
	if len(ws) <= fragmentMaxWords {
		return "#:~:text=" + fragmentEscape(strings.Join(ws, " "))
	}
	start := strings.Join(ws[:fragmentEdgeWords], " ")
	end := strings.Join(ws[len(ws)-fragmentEdgeWords:], " ")
	return "#:~:text=" + fragmentEscape(start) + "," + fragmentEscape(end)
}

// fragmentEscape percent-encodes everything but unreserved characters; the
// text-fragment syntax reserves "-", "," and "&" as well, so they are
// encoded too.
func fragmentEscape(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '~' {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}
