package research

import (
	"fmt"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/summary"
)

// maxQuoteChars bounds a citation's quote.
const maxQuoteChars = 300

// cite makes a citation of quote in s. The locator is a text fragment of
// the quote's first sentence-like segment: table cells joined with " — "
// are not one run of text on the page, so only the first cell is used.
func cite(s src, quote string) Citation {
	q := clipRunes(strings.Join(strings.Fields(quote), " "), maxQuoteChars)
	frag := strings.TrimSuffix(q, "…")
	if i := strings.Index(frag, " — "); i > 0 {
		frag = frag[:i]
	}
	if i := strings.Index(frag, ": "); i > 0 && i < 40 && strings.HasPrefix(quote, "- ") {
		frag = frag[i+2:]
	}
	c := Citation{SourceID: s.ID, URL: s.URL, Title: s.name(), Quote: q}
	if frag = strings.TrimSpace(frag); frag != "" {
		c.Locator = &laika.Locator{Type: "text_fragment", Value: frag}
	}
	return c
}

// link is the URL that opens the source at the quote.
func (c Citation) link() string {
	if c.URL == "" {
		return ""
	}
	if c.Locator != nil && c.Locator.Type == "text_fragment" {
		return c.URL + summary.TextFragment(c.Locator.Value)
	}
	return c.URL
}

// cites numbers citations as they are added and renders their markers.
type cites struct {
	list []Citation
	base int // numbers start after base (a section appended to other citations)
}

// add appends c and returns its Markdown marker, "[n](link)".
func (cs *cites) add(c Citation) string {
	c.N = cs.base + len(cs.list) + 1
	cs.list = append(cs.list, c)
	if l := c.link(); l != "" {
		return fmt.Sprintf("[\\[%d\\]](%s)", c.N, mdURL(l))
	}
	return fmt.Sprintf("\\[%d\\]", c.N)
}

// mdURL keeps a URL intact inside Markdown link parentheses.
func mdURL(u string) string {
	return strings.NewReplacer("(", "%28", ")", "%29", " ", "%20", "<", "%3C", ">", "%3E").Replace(u)
}

// sourcesSection lists the cited sources, one line each.
func (cs *cites) sourcesSection() string {
	if len(cs.list) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("\n**Sources**\n\n")
	seen := map[string]bool{}
	for _, c := range cs.list {
		if seen[c.SourceID] {
			continue
		}
		seen[c.SourceID] = true
		if c.URL != "" {
			fmt.Fprintf(&b, "- [%s](%s)\n", escapeMD(c.Title), mdURL(c.URL))
		} else {
			fmt.Fprintf(&b, "- %s\n", escapeMD(c.Title))
		}
	}
	return b.String()
}
