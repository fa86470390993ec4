package extract

import (
	"strings"

	"golang.org/x/net/html"
)

// A dropdown menu (a site's "choose a region" list, an account menu, a
// mega menu under a nav entry) is in the page's markup and shown only
// when its toggle is clicked: Bootstrap's stylesheet, which nearly every
// theme that writes class="dropdown-menu" loads, sets it display: none
// until the menu is open. Extraction reads only the stylesheets a page
// carries or serves from its own origin (sheet_hidden.go), and a theme's
// Bootstrap usually comes from a CDN, so a wine shop's origin picker
// read as 127 lines of "Spanien -> D.O. Bierzo" between its article's
// paragraphs, and a youth organisation's menus as 169 lines above its
// news item. The browser applies the stylesheet, and the content
// script's live walk finds the menu not rendered, so only Go needs this
// rule (shared fixture testdata/primary/art-dropdown-menu). It is not in
// the shared hiddenClassToken, which the live walk asks too: an open
// Bootstrap 3 menu (opened by "open" on its parent) would have hidden
// its items from the agent.

// closedDropdown: n is a dropdown menu that is not open: it carries the
// class dropdown-menu, or it is a role="menu" list right after a toggle
// that says it is collapsed (aria-expanded="false"); and no class says
// it is open (Bootstrap 4 and 5 add "show", themes "open").
func closedDropdown(n *html.Node) bool {
	c := attr(n, "class")
	menu := strings.Contains(c, "dropdown-menu") && hasClassToken(c, "dropdown-menu")
	if !menu && strings.EqualFold(attr(n, "role"), "menu") {
		prev := prevElement(n)
		menu = prev != nil && strings.EqualFold(strings.TrimSpace(attr(prev, "aria-expanded")), "false")
	}
	return menu && !hasClassToken(c, "show") && !hasClassToken(c, "open")
}

// hasClassToken: the class attribute c holds the token t; class names
// match case-sensitively, as CSS selectors match them.
func hasClassToken(c, t string) bool {
	for _, f := range strings.Fields(c) {
		if f == t {
			return true
		}
	}
	return false
}
