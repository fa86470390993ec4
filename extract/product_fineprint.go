package extract

import (
	"golang.org/x/net/html"
)

// finePrintClass names a product page's small print: disclaimers, the
// footnotes to its claims, legal notes.
var finePrintClass = shared("finePrintClass")

// finePrintMark is set on fine print before Readability runs (it drops
// class names; the mark survives into its output).
const finePrintMark = "data-laika-fineprint"

// markFinePrint marks a product page's fine print.
func markFinePrint(root *html.Node) {
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && isFinePrint(n) {
			n.Attr = append(n.Attr, html.Attribute{Key: finePrintMark, Val: "1"})
		}
	}
}

func isFinePrint(n *html.Node) bool {
	return hasAttr(n, finePrintMark) || finePrintClass.MatchString(attr(n, "class")) || finePrintClass.MatchString(attr(n, "id"))
}

// dropFinePrint removes fine print holding a small part of a product
// page's main content: a phone's page carries dozens of footnotes on
// battery and camera claims, which no reader takes for the product's
// description. Fine print holding most of the text is the content.
func dropFinePrint(n *html.Node) {
	total := len(collapse(textOf(n)))
	removeWhere(n, func(c *html.Node) bool {
		return isFinePrint(c) && float64(len(collapse(textOf(c)))) < maxFinePrintShare*float64(total)
	})
}
