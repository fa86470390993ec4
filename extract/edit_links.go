package extract

import "golang.org/x/net/html"

// editLinkClass names the "[edit]" link a wiki sets beside each section
// heading (MediaWiki's mw-editsection, DokuWiki's secedit). It is a
// control, not text, and on current Wikipedia pages it cost the headings
// themselves: MediaWiki wraps each <h2> with its edit link in a
// div.mw-heading, and Readability drops that div as link-dense ("edit" is
// a third of "History[edit]"), so an article came out without its
// section headings.
var editLinkClass = shared("editLinkClass")

// dropEditLinks removes the wiki edit links (editLinkClass) under root:
// from Readability's copy before it runs, and from whatever is read. The
// content script does the same (content/observe.js dropEditLinks).
func dropEditLinks(root *html.Node) {
	removeWhere(root, func(n *html.Node) bool {
		return n.Type == html.ElementNode && editLinkClass.MatchString(attr(n, "class"))
	})
}
