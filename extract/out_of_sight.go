package extract

import (
	"regexp"
	"strconv"
	"strings"
)

// The ways a style moves a box, with all it holds, out of sight, judged
// on its declarations alone, the same for a style attribute (unseenBox)
// and a stylesheet's rule (sheetProps): scaled to nothing, pushed off the
// page by a transform, the translate property or a negative margin,
// filtered to no opacity, or clipped to nothing by a clip path. The
// content script reads where the box really lands instead
// (content/unseen.js boxOutOfSight), which covers a percentage or an em
// as well; the host judges only lengths in px, as it does offsets.
// Values arrive lower-cased without spaces ("translate(-9999px,0)",
// "inset(50%50%)").

// lengthRE matches one length, percentage or number in a value without
// spaces ("-9999px", "50%", "0").
var lengthRE = regexp.MustCompile(`-?(?:\d+\.?\d*|\.\d+)(?:px|r?em|%|vh|vw|vmin|vmax|pt|pc|cm|mm|in|ch|ex|deg|g?rad|turn|m?s|fr)?`)

// lengths is the lengths of v in order.
func lengths(v string) []string { return lengthRE.FindAllString(v, -1) }

// transformHides: a transform scales the box to nothing or moves it far
// left of or above the page.
func transformHides(v string) bool {
	for _, f := range strings.SplitAfter(v, ")") {
		name, args, ok := strings.Cut(f, "(")
		if !ok {
			continue
		}
		ls := lengths(args)
		switch name {
		case "scale", "scale3d":
			if scaleHides(args) {
				return true
			}
		case "scalex", "scaley":
			if len(ls) == 1 && zeroLength(ls[0]) {
				return true
			}
		case "translate", "translate3d":
			if translateHides(args) {
				return true
			}
		case "translatex", "translatey":
			if len(ls) == 1 && px(ls[0]) <= offPage {
				return true
			}
		case "matrix":
			// Scaled to nothing, or moved off by its last two terms.
			if len(ls) == 6 && (zeroLength(ls[0]) && zeroLength(ls[1]) && zeroLength(ls[2]) && zeroLength(ls[3]) ||
				px(ls[4]+"px") <= offPage || px(ls[5]+"px") <= offPage) {
				return true
			}
		}
	}
	return false
}

// translateHides: a translation ("x y", "x,y") moves the box far left of
// or above the page.
func translateHides(v string) bool {
	ls := lengths(v)
	return len(ls) > 0 && px(ls[0]) <= offPage || len(ls) > 1 && px(ls[1]) <= offPage
}

// scaleHides: a scale ("x", "x y", "x,y,z") flattens the box to nothing
// on either axis.
func scaleHides(v string) bool {
	ls := lengths(v)
	return len(ls) > 0 && zeroLength(ls[0]) || len(ls) > 1 && zeroLength(ls[1])
}

// filterHides: a filter draws the box at (almost) no opacity.
func filterHides(v string) bool {
	_, args, ok := strings.Cut(v, "opacity(")
	if !ok {
		return false
	}
	ls := lengths(args)
	if len(ls) == 0 {
		return false
	}
	f, err := strconv.ParseFloat(strings.TrimSuffix(ls[0], "%"), 64)
	if err != nil {
		return false
	}
	if strings.HasSuffix(ls[0], "%") {
		f /= 100
	}
	return f < minOpacity
}

// minOpacity: a box drawn fainter than this is not drawn for reading
// (content/unseen.js MIN_OPACITY).
const minOpacity = 0.1

// clipPathHides: a clip path leaves nothing of the box: a circle or an
// ellipse of no radius, or an inset whose opposite sides meet (in
// percentages).
func clipPathHides(v string) bool {
	name, args, ok := strings.Cut(v, "(")
	if !ok {
		return false
	}
	ls := lengths(args)
	if len(ls) == 0 {
		return false
	}
	switch name {
	case "circle", "ellipse":
		return zeroLength(ls[0])
	case "inset":
		args, _, _ = strings.Cut(args, "round")
		ls = lengths(args)
		if len(ls) == 0 {
			return false
		}
		// The sides top, right, bottom, left, a shorter list repeated as
		// CSS repeats it; only percentages (and zero) are judged.
		sides := [][]int{{0, 0, 0, 0}, {0, 1, 0, 1}, {0, 1, 2, 1}, {0, 1, 2, 3}}[min(len(ls), 4)-1]
		pct := func(i int) (float64, bool) {
			s := ls[sides[i]]
			f, err := strconv.ParseFloat(strings.TrimSuffix(s, "%"), 64)
			return f, err == nil && (strings.HasSuffix(s, "%") || f == 0)
		}
		t, ok1 := pct(0)
		r, ok2 := pct(1)
		b, ok3 := pct(2)
		l, ok4 := pct(3)
		return ok1 && ok3 && t+b >= 100 || ok2 && ok4 && l+r >= 100
	}
	return false
}

// clipRectHides: a clip rectangle ("rect(0,0,0,0)", on a placed box) has
// no area.
func clipRectHides(v string) bool {
	args, ok := strings.CutPrefix(v, "rect(")
	if !ok {
		return false
	}
	ls := lengths(args)
	if len(ls) == 1 && zeroLength(ls[0]) {
		return true // "rect(0 0 0 0)", its spaces gone
	}
	if len(ls) != 4 {
		return false
	}
	top, right, bottom, left := px0(ls[0]), px0(ls[1]), px0(ls[2]), px0(ls[3])
	return bottom <= top || right <= left
}

// px0 is px, reading a bare zero as 0px.
func px0(v string) float64 {
	if zeroLength(v) {
		return 0
	}
	return px(v)
}

// setDecl sets the declaration k: v in d. The margin and padding
// shorthands also set the two longhands the unseen rules read, the top
// and the left. (Without spaces, "0 0 -5px -9999px" is ambiguous where
// unit-less zeros meet.)
func setDecl(d map[string]string, k, v string) {
	d[k] = v
	if k != "margin" && k != "padding" {
		return
	}
	ls := lengths(v)
	if len(ls) == 0 {
		return
	}
	left := ls[0]
	switch {
	case len(ls) >= 4:
		left = ls[3]
	case len(ls) >= 2:
		left = ls[1]
	}
	d[k+"-top"], d[k+"-left"] = ls[0], left
}
