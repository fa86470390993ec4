package extract

import (
	"math"
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Text a page draws where nobody can read it is not read either. Those
// are the hiding places of an instruction planted for an agent (white on
// white, a zero font, a block pushed off the page), and they hold nothing
// a reader needs. Extraction lays out nothing, so it judges the forms a
// page writes in its style attributes and its own <style> elements
// (sheet_hidden.go, out_of_sight.go) in px; the content script judges
// the computed style and where the box really lands
// (content/unseen.js unseenBox and inkless; shared fixtures
// testdata/primary/unseen-text and unseen-sheet, browser-only forms in
// e2e/fixtures/unseen). Opacity 0 is left alone here: server-rendered
// animation libraries write "opacity:0" on whole sections that their
// scripts fade in, and the host runs no scripts.

// minFontPx: text set smaller than this is not for reading.
// minContrast: a WCAG contrast ratio below this is text in the colour of
// its own background. offPage: a left or top offset, or a text-indent,
// at or below this (in px) puts the text off the page.
const (
	minFontPx   = 3
	minContrast = 1.1
	offPage     = -999
)

// maxInklessShare: when more of a page's text than this is inkless, the
// page is not read as its styles say: such a page shows its text once its
// stylesheet or fonts load (content/unseen.js noteInk). A planted line is
// a small part of a page.
const maxInklessShare = 0.5

// dropUnseen removes under root the elements whose style puts their box
// out of sight, and empties the text of those whose style makes it
// unreadable; then, unless they hold more than maxUnrenderedShare of the
// text, it removes the elements that the page's stylesheet does not
// render and empties the text it makes invisible (sheet_hidden.go, with
// the exceptions of unrendered.go). A
// closed tab, accordion or <details> panel is one click from view and is
// left as it is, as selfHidden leaves it.
func dropUnseen(root *html.Node) {
	sheet := readSheetHiding(root)
	var inked, invisible, unrendered []*html.Node
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for ch := n.FirstChild; ch != nil; {
			next := ch.NextSibling
			if ch.Type == html.ElementNode {
				if tabPanel(ch) || ch.DataAtom == atom.Details || skipTags[ch.DataAtom] {
					ch = next
					continue
				}
				if sheet.none[ch] && !afterButton(ch) {
					unrendered = append(unrendered, ch)
					ch = next
					continue
				}
				d := styleDecls(ch)
				if d != nil && unseenBox(ch, d) {
					n.RemoveChild(ch)
				} else {
					if sheet.invisible[ch] {
						invisible = append(invisible, ch)
					} else if d != nil && inkless(ch, d) {
						inked = append(inked, ch)
					}
					walk(ch)
				}
			}
			ch = next
		}
	}
	walk(root)
	if len(inked)+len(invisible)+len(unrendered) == 0 {
		return
	}
	total := float64(len(textOf(root)))
	if float64(textSum(inked, ownText)) <= maxInklessShare*total {
		emptyOwnText(inked)
	}
	if len(invisible)+len(unrendered) == 0 || float64(textSum(invisible, ownText)+textSum(unrendered, textOf)) > maxUnrenderedShare*total {
		return
	}
	dropUnrendered(invisible, unrendered)
}

// textSum is the length of text(n) summed over nodes.
func textSum(nodes []*html.Node, text func(*html.Node) string) int {
	sum := 0
	for _, n := range nodes {
		sum += len(text(n))
	}
	return sum
}

// emptyOwnText empties the text nodes that are each node's own.
func emptyOwnText(nodes []*html.Node) {
	for _, n := range nodes {
		for t := n.FirstChild; t != nil; t = t.NextSibling {
			if t.Type == html.TextNode {
				t.Data = ""
			}
		}
	}
}

// ownText is the collapsed text of n's own text nodes.
func ownText(n *html.Node) string {
	var b strings.Builder
	for t := n.FirstChild; t != nil; t = t.NextSibling {
		if t.Type == html.TextNode {
			b.WriteString(t.Data)
			b.WriteByte(' ')
		}
	}
	return collapse(b.String())
}

// styleDecls is n's style attribute as lower-cased declarations without
// spaces or "!important" ("font-size" → "0"), or nil without one.
func styleDecls(n *html.Node) map[string]string {
	s := inlineStyle(n)
	if s == "" {
		return nil
	}
	d := map[string]string{}
	for _, decl := range strings.Split(s, ";") {
		k, v, ok := strings.Cut(decl, ":")
		if ok && k != "" {
			setDecl(d, k, strings.TrimSuffix(v, "!important"))
		}
	}
	return d
}

// unseenBox: the declarations put n's box and all it holds out of sight
// in one of the ways a stylesheet can too (sheetProps: scaled to
// nothing, moved far left of or above the page by a place, a transform
// or a margin, filtered or clipped to nothing, its content skipped), or
// clip it to a pixel: a box at most a pixel wide and high that hides
// what overflows it (a screen-reader-only block by its style, or a block
// folded shut both ways). A block folded to no height only is not among
// them: a closed accordion's answers are one click from view. Nor is one
// folded to no width only, which a flex row may grow again. An inline
// element has no box of its own to fold: its width and height are not
// applied.
func unseenBox(n *html.Node, d map[string]string) bool {
	for _, p := range sheetProps {
		// The properties that hide a box with all it holds, but display:
		// a style attribute's display:none is judged by selfHidden,
		// which knows the accordions that use it.
		if p.resets != nil || p.name == "display" {
			continue
		}
		if v, ok := declValue(d, p.name); ok && p.hides(v) {
			return true
		}
	}
	pos := d["position"]
	placed := pos == "absolute" || pos == "fixed"
	tiny := func(v string) bool { return zeroLength(v) || px(v) == 1 }
	if !tiny(d["width"]) || !tiny(d["height"]) {
		return false
	}
	disp := d["display"]
	boxed := placed || disp != "" && disp != "inline" && disp != "contents" || disp == "" && isBlock(n)
	clips := d["overflow"] == "hidden" || d["overflow"] == "clip"
	return boxed && (clips || placed && (strings.HasPrefix(d["clip"], "rect(") || strings.HasPrefix(d["clip-path"], "inset(")))
}

// inkless: the declarations make n's own text unreadable: set under
// minFontPx, in a transparent colour, indented off the page, or in the
// colour of the background an ancestor's style paints behind it. Its
// child elements are judged on their own (a list wrapper sets font-size
// 0 to close the gaps between its items and each item sets it back).
func inkless(n *html.Node, d map[string]string) bool {
	if fs, ok := d["font-size"]; ok && (zeroLength(fs) || px(fs) < minFontPx) {
		return true
	}
	if px(d["text-indent"]) <= offPage {
		return true
	}
	c, ok := d["color"]
	if !ok || d["text-shadow"] != "" || d["-webkit-text-stroke"] != "" || d["background-clip"] == "text" || d["-webkit-background-clip"] == "text" {
		return false
	}
	ink, ok := parseColor(c)
	if !ok {
		return false
	}
	if ink[3] < 0.1 {
		return true
	}
	bg, ok := backdrop(n)
	return ok && contrast(ink, bg) < minContrast
}

// backdrop is the opaque background colour the style attributes of n and
// its ancestors paint behind n. Only a plain stack of blocks is judged:
// a background image, a picture beside the text, or a positioned or
// stacked block on the way may be what the text is drawn over (a headline
// on a hero photo), and a stylesheet may paint any block that declares
// nothing.
func backdrop(n *html.Node) ([4]float64, bool) {
	if pos := styleDecls(n)["position"]; pos == "absolute" || pos == "fixed" {
		return [4]float64{}, false // laid over whatever is there
	}
	for e := n; e != nil && e.Type == html.ElementNode; e = e.Parent {
		d := styleDecls(e)
		if e != n && (d["position"] != "" && d["position"] != "static" || d["z-index"] != "" || pictureChild(e)) {
			return [4]float64{}, false
		}
		bg := d["background-color"]
		if bg == "" {
			bg = d["background"]
		}
		if strings.Contains(bg, "url(") || strings.Contains(bg, "gradient(") || d["background-image"] != "" && d["background-image"] != "none" {
			return [4]float64{}, false
		}
		if bg == "" || bg == "none" {
			continue
		}
		c, ok := parseColor(bg)
		if !ok || c[3] < 0.99 {
			return [4]float64{}, false
		}
		return c, true
	}
	return [4]float64{}, false
}

// pictureChild: one of e's children is an image, a video or a drawing,
// which text beside it may be laid over.
func pictureChild(e *html.Node) bool {
	for c := e.FirstChild; c != nil; c = c.NextSibling {
		switch c.DataAtom {
		case atom.Img, atom.Video, atom.Picture, atom.Canvas, atom.Svg:
			return true
		}
	}
	return false
}

// zeroLength: v is a zero length ("0", "0px", "0em", "0%").
func zeroLength(v string) bool {
	if v == "" {
		return false
	}
	f, err := strconv.ParseFloat(strings.TrimRight(v, "abcdefghijklmnopqrstuvwxyz%"), 64)
	return err == nil && f == 0
}

// px is a length in pixels, or +Inf when v is no px length (other units
// depend on fonts and boxes the host does not know).
func px(v string) float64 {
	num, ok := strings.CutSuffix(v, "px")
	if !ok {
		return math.Inf(1)
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return math.Inf(1)
	}
	return f
}

// parseColor reads a CSS colour written as #rgb, #rrggbb, #rrggbbaa,
// rgb()/rgba(), "transparent", "white" or "black" into red, green, blue
// (0–255) and alpha (0–1).
func parseColor(v string) ([4]float64, bool) {
	switch v {
	case "transparent":
		return [4]float64{0, 0, 0, 0}, true
	case "white":
		return [4]float64{255, 255, 255, 1}, true
	case "black":
		return [4]float64{0, 0, 0, 1}, true
	}
	if h, ok := strings.CutPrefix(v, "#"); ok {
		if len(h) == 3 {
			h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
		}
		if len(h) != 6 && len(h) != 8 {
			return [4]float64{}, false
		}
		var c [4]float64
		c[3] = 1
		for i := 0; i < len(h)/2; i++ {
			b, err := strconv.ParseUint(h[2*i:2*i+2], 16, 8)
			if err != nil {
				return [4]float64{}, false
			}
			if i == 3 {
				c[3] = float64(b) / 255
			} else {
				c[i] = float64(b)
			}
		}
		return c, true
	}
	args, ok := strings.CutPrefix(v, "rgba(")
	if !ok {
		args, ok = strings.CutPrefix(v, "rgb(")
	}
	args, closed := strings.CutSuffix(args, ")")
	if !ok || !closed {
		return [4]float64{}, false
	}
	parts := strings.Split(args, ",")
	if len(parts) != 3 && len(parts) != 4 {
		return [4]float64{}, false
	}
	c := [4]float64{0, 0, 0, 1}
	for i, p := range parts {
		f, err := strconv.ParseFloat(p, 64)
		if err != nil {
			return [4]float64{}, false
		}
		c[i] = f
	}
	return c, true
}

// contrast is the WCAG 2 contrast ratio of fg, blended over bg by its
// alpha, and bg (content/unseen.js contrast).
func contrast(fg, bg [4]float64) float64 {
	lum := func(c [3]float64) float64 {
		var l [3]float64
		for i, v := range c {
			s := v / 255
			if s <= 0.03928 {
				l[i] = s / 12.92
			} else {
				l[i] = math.Pow((s+0.055)/1.055, 2.4)
			}
		}
		return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
	}
	a := fg[3]
	var mix, back [3]float64
	for i := range 3 {
		mix[i] = fg[i]*a + bg[i]*(1-a)
		back[i] = bg[i]
	}
	l1, l2 := lum(mix), lum(back)
	return (math.Max(l1, l2) + 0.05) / (math.Min(l1, l2) + 0.05)
}
