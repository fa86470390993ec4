package extract

import (
	"strings"

	"golang.org/x/net/html"
)

// openTabPanels shows closed tab and accordion panels in the copy
// Readability reads. The rest of extraction already treats them as
// visible (selfHidden: a closed panel is one click from view), but
// Readability drops every hidden node before scoring, so a page whose
// content sits in tabs (a product's description and specifications,
// documentation's per-language install steps) lost all but the open one.
//
// The panels are all found before any is opened: an accordion's folded
// answer is known by the folded answers beside it (foldedAnswer), and
// opening them one by one left the last with none, so the last answer of
// every such FAQ was lost.
func openTabPanels(root *html.Node) {
	var panels []*html.Node
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && tabPanel(n) {
			panels = append(panels, n)
		}
	}
	for _, n := range panels {
		kept := n.Attr[:0]
		for _, a := range n.Attr {
			switch a.Key {
			case "hidden":
				continue
			case "aria-hidden":
				if a.Val == "true" {
					continue
				}
			case "style":
				a.Val = visibleStyle(a.Val)
			}
			kept = append(kept, a)
		}
		n.Attr = kept
	}
}

// visibleStyle is an inline style without its display:none and
// visibility:hidden declarations.
func visibleStyle(s string) string {
	var out []string
	for _, d := range strings.Split(s, ";") {
		k := strings.ToLower(strings.ReplaceAll(d, " ", ""))
		if k == "display:none" || k == "visibility:hidden" || strings.HasPrefix(k, "display:none!") || strings.HasPrefix(k, "visibility:hidden!") {
			continue
		}
		out = append(out, d)
	}
	return strings.Join(out, ";")
}
