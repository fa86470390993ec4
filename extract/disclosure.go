package extract

import (
	"strings"

	"golang.org/x/net/html"
)

// disclosureMark is set on a panel that a control on the page opens and
// closes (see markDisclosures).
const disclosureMark = "data-laika-disclosure"

// markDisclosures marks the panels that WAI-ARIA's disclosure and
// accordion patterns hide: a control with aria-expanded names the panel's
// id in aria-controls. A product's "Shipping and returns", a service's
// FAQ answers: one click from view, read as a class-named tab panel is
// (tabPanel), whatever hides them now. A menu is no such panel: a control
// that opens a popup (aria-haspopup), one with no text of its own (an
// icon's "Toggle menu"), or one or a panel in the page's chrome (a
// header's drawer, a mega menu) stays closed. The content script notes
// the same panels (content/walk.js noteDisclosures).
func markDisclosures(root *html.Node) {
	ids := map[string]bool{}
	for n := range root.Descendants() {
		if n.Type != html.ElementNode || !hasAttr(n, "aria-expanded") || attr(n, "aria-controls") == "" {
			continue
		}
		if p := attr(n, "aria-haspopup"); p != "" && p != "false" || textOf(n) == "" || inChrome(n) {
			continue
		}
		for _, id := range strings.Fields(attr(n, "aria-controls")) {
			ids[id] = true
		}
	}
	if len(ids) == 0 {
		return
	}
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && ids[attr(n, "id")] && !inChrome(n) {
			n.Attr = append(n.Attr, html.Attribute{Key: disclosureMark})
		}
	}
}
