package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// markSkipLinks marks "skip links" as page furniture (see markFurniture):
// a link to a place on the same page whose text starts with "Skip" ("Skip
// to main content", "Skip this block"). They exist for keyboard and
// screen-reader users, are hidden until focused, and say nothing about
// the page; themes do not name them consistently, so the text and the
// fragment target are the signal. A sentence that starts with "Skip" is
// no link to a fragment and stays.
func markSkipLinks(root *html.Node) {
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.A && isSkipLink(attr(n, "href"), textOf(n)) && !hasAttr(n, furnitureMark) {
			n.Attr = append(n.Attr, html.Attribute{Key: furnitureMark, Val: "1"})
		}
	}
}

// isSkipLink: href points into the page and the text starts with "Skip".
func isSkipLink(href, text string) bool {
	f := strings.Fields(text)
	return strings.HasPrefix(strings.TrimSpace(href), "#") && len(f) > 0 && strings.EqualFold(f[0], "skip")
}
