package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A tooltip's or popover's body is hidden until its trigger is hovered,
// focused or clicked, and then floats over the page: the explanation of a
// spec label ("Open-back designs leak sound…"), the import-fee and
// money-back notes beside a price, a rating's breakdown, a preloaded
// account menu. CSS hides it, which extraction does not load, so a
// shop's buy box read as a wall of help text. It is never the main
// content. The trigger (a term, a label, an icon button) stays: only the
// body goes.
//
// The content script follows the same rule (content/walk.js
// markupHidden via LaikaProduct.tooltipBody; shared fixture
// testdata/primary/product-tooltips).

// tooltipName matches a class or tag naming a tooltip or a popover, in
// any of the spellings themes use (tooltip, tool-tip, infotip, popover,
// tooltip__content, popoverContent, tooltiptext).
var tooltipName = shared("tooltipName")

// tooltipTrigger matches a class naming the control that opens one.
var tooltipTrigger = shared("tooltipTrigger")

// tooltipBody reports whether n is the body of a tooltip or a popover:
// role=tooltip, or an element whose tag or class names one and which is
// not its trigger (a link, a button, a control-named class) and holds no
// tooltip of its own (then it wraps a trigger and its body, and only the
// body is hidden).
func tooltipBody(n *html.Node) bool {
	if attr(n, "role") == "tooltip" {
		return true
	}
	switch n.DataAtom {
	case atom.Html, atom.Body, atom.Main:
		// A theme's flag ("tooltips on") on the whole page.
		return false
	}
	if !tooltipNamed(n) || tipTrigger(n) {
		return false
	}
	for d := range n.Descendants() {
		if d != n && d.Type == html.ElementNode && (attr(d, "role") == "tooltip" || tooltipNamed(d)) {
			return false
		}
	}
	return true
}

// tooltipNamed: n's tag or one of its class names names a tooltip or a
// popover, and no class names a trigger.
func tooltipNamed(n *html.Node) bool {
	c := attr(n, "class")
	// Most elements name none: skip the regexps.
	if !mayNameTooltip(c) && !mayNameTooltip(n.Data) {
		return false
	}
	if strings.Contains(n.Data, "-") && tooltipName.MatchString(n.Data) {
		return true // a custom element: <tool-tip>, <cms-popover>
	}
	for _, t := range strings.Fields(c) {
		if tooltipName.MatchString(t) && !tooltipTrigger.MatchString(t) {
			return true
		}
	}
	return false
}

// mayNameTooltip is a cheap case-insensitive pre-test for tooltipName.
func mayNameTooltip(s string) bool {
	if len(s) < 6 {
		return false
	}
	return containsFold(s, "tip") || containsFold(s, "popover")
}

// containsFold is strings.Contains for an ASCII lower-case sub, ignoring
// ASCII case, without the allocation of strings.ToLower (selfHidden asks
// it of every element, many times over).
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		j := 0
		for j < len(sub) && s[i+j]|0x20 == sub[j] {
			j++
		}
		if j == len(sub) {
			return true
		}
	}
	return false
}

// tipTrigger: n is a control a reader activates (a link, a button, a
// form field), which shows its own text.
func tipTrigger(n *html.Node) bool {
	switch n.DataAtom {
	case atom.A, atom.Button, atom.Input, atom.Select, atom.Summary, atom.Label:
		return true
	}
	switch attr(n, "role") {
	case "button", "link", "tab", "menuitem":
		return true
	}
	return hasAttr(n, "data-toggle") || hasAttr(n, "data-bs-toggle")
}

// dropTooltips removes tooltip bodies, class-hidden elements and failure
// messages (state_messages.go) from the copy Readability reads: it knows
// the hidden attribute and inline styles, not these, and would score a
// buy box's help texts or a hidden mobile copy as paragraphs; it drops
// the class names that tell them. Tab panels stay (openTabPanels shows
// them).
func dropTooltips(root *html.Node) {
	removeWhere(root, func(n *html.Node) bool { return tooltipBody(n) || hiddenByClass(n) && !tabPanel(n) || stateMessage(n) })
}
