package extract

import (
	"strings"

	"golang.org/x/net/html"
)

// CSS frameworks and shop themes hide an element with a utility class
// (Bootstrap's d-none, "hide", "js-hidden", "is-hidden"): an out-of-stock
// notice, a mobile copy of the buy box, a form's error messages, a closed
// size guide. Extraction loads no CSS, so without this rule they read as
// content. A responsive class beside it ("d-none d-md-block",
// "hide md:block") shows the element on some screens, and a tab or
// accordion panel is one click from view (selfHidden asks tabPanel
// first): both stay. Tailwind's bare "hidden" is left out: pages toggle
// it on content as often as on furniture (measured on the WCXB sample).
//
// The content script's live walk sees the computed style; its inert
// copies (Readability's input and output) ask the same names
// (content/walk.js markupHidden; shared fixture
// testdata/primary/product-hidden-class).

// hiddenClassNames are the utility classes that mean display:none.
var hiddenClassNames = map[string]bool{
	"hide": true, "d-none": true, "js-hidden": true, "is-hidden": true, "display-none": true,
	"u-hidden": true, "is-hide": true,
}

// hiddenByClass: n carries a hiding utility class and no responsive one
// that shows it again.
func hiddenByClass(n *html.Node) bool {
	c := attr(n, "class")
	// Most classes name none: skip the split.
	if len(c) < 4 || !strings.Contains(c, "hid") && !strings.Contains(c, "none") {
		return false
	}
	hidden := false
	for _, t := range strings.Fields(c) {
		l := strings.ToLower(t)
		if hiddenClassNames[l] {
			hidden = true
		} else if responsiveShow(l) {
			return false
		}
	}
	return hidden
}

// responsiveShow: a class that displays the element from some screen
// size on (Bootstrap d-md-block, Tailwind md:flex, Foundation
// show-for-medium).
func responsiveShow(t string) bool {
	if i := strings.IndexByte(t, ':'); i > 0 {
		switch t[i+1:] {
		case "block", "flex", "grid", "inline", "inline-block", "inline-flex", "table", "contents", "visible":
			return true
		}
	}
	return strings.HasPrefix(t, "d-") && strings.Count(t, "-") == 2 && !strings.HasSuffix(t, "-none") ||
		strings.HasPrefix(t, "show-for-") || strings.HasPrefix(t, "visible-")
}
