package extract

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// stepClass names a recipe's or a how-to's steps.
var stepClass = shared("stepClass")

// unpictureSteps removes, in the copy Readability reads, the pictures
// inside a recipe's or a how-to's steps (an element whose class names
// steps, directions or instructions). Readability drops a block holding
// more than one picture and fewer paragraphs than half its pictures as a
// gallery: a recipe card whose every step has its photo lost its
// directions and kept its unpictured ingredients. The text never shows
// pictures anyway. The content script does the same to its copy
// (observe.js unpictureSteps).
func unpictureSteps(root *html.Node) {
	var drop []*html.Node
	for n := range root.Descendants() {
		if n.Type != html.ElementNode || !stepClass.MatchString(attr(n, "class")) {
			continue
		}
		for d := range n.Descendants() {
			if d.Type == html.ElementNode && (d.DataAtom == atom.Img || d.DataAtom == atom.Picture) && !hasAncestor(d, atom.Picture) {
				drop = append(drop, d)
			}
		}
	}
	for _, d := range drop {
		if d.Parent != nil {
			d.Parent.RemoveChild(d)
		}
	}
}
