package extract

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Captions. A picture's caption reads as a sentence ("A stack of
// pancakes, photographed by Dana Ortiz.") and the main text cannot say
// which of its lines are captions: on the three bench sets 36 of the
// built-in summaries of the 256 pages with a <figcaption> quoted one as
// a key point. The observation names them (laika.Primary.Captions), so
// a summary can tell them from what the page says.

// captionMark is set on caption elements before Readability runs, which
// drops class names (see furnitureMark).
const captionMark = "data-laika-caption"

// captionClass names a caption by its class: WordPress's
// wp-caption-text, a theme's image-caption or photo-caption.
var captionClass = shared("captionClass")

// maxCaptions bounds Primary.Captions: a gallery's hundred captions say
// nothing more to a summary than its first ones.
const maxCaptions = 60

// isCaption: n is a picture's or a table's caption.
func isCaption(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	return n.DataAtom == atom.Figcaption || n.DataAtom == atom.Caption || hasAttr(n, captionMark) || captionClass.MatchString(attr(n, "class"))
}

// markCaptions marks every caption, and the one paragraph it holds
// (Readability puts the <p> in its place; see markFurniture). The
// content script marks the same (content/observe.js markCaptions).
func markCaptions(root *html.Node) {
	mark := func(n *html.Node) {
		if !hasAttr(n, captionMark) {
			n.Attr = append(n.Attr, html.Attribute{Key: captionMark, Val: "1"})
		}
	}
	for n := range root.Descendants() {
		if isCaption(n) {
			mark(n)
			if p := soleParagraph(n); p != nil {
				mark(p)
			}
		}
	}
}

// captionLines is the text of each line of lines a caption holds, once
// each and in order, as far as the first chars characters of the text
// go (the observation's text may be cut to a budget).
func captionLines(lines []line, chars int) []string {
	var out []string
	seen := map[string]bool{}
	n := 0
	for _, l := range lines {
		n += len(l.String()) + 1
		if n > chars+1 || len(out) == maxCaptions {
			break
		}
		if l.prefix != "" || seen[l.text] || !inCaption(l.block) {
			continue
		}
		seen[l.text] = true
		out = append(out, l.text)
	}
	return out
}

// inCaption: n is, or sits inside, a caption.
func inCaption(n *html.Node) bool {
	for ; n != nil; n = n.Parent {
		if isCaption(n) {
			return true
		}
	}
	return false
}
