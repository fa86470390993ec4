package extract

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// The main content is what a sighted reader sees, and two accessibility
// markups say the opposite of what they look like:
//
//   - aria-hidden="true" hides an element from screen readers, not from
//     the eye. Cards use it on the visible copy of a value whose spoken
//     form sits elsewhere: a story's teaser inside a second link to the
//     story, a sale price shown as "$56.97" next to a screen-reader
//     "Current price is: $56.97", a "4.7 out of 5 stars" badge. On a
//     block or a dialog it still hides (see ariaHidden).
//   - screen-reader-only classes (Bootstrap's sr-only and
//     visually-hidden, WordPress's screen-reader-text, Amazon's
//     a-offscreen, Foundation's show-for-sr, Stack Overflow's
//     v-visible-sr, a design system's rating__caption-sr, Moodle's
//     accesshide, ...) clip text
//     to one invisible pixel: labels such as "Option: UPPLAND, Sofa,
//     light beige" under every swatch of a grid, "411 reviews with an
//     average rating of 4.1 out of 5 stars" under every card's stars. A
//     bare "sr" part is no such name: "interwiki-sr" is the Serbian
//     link of a wiki's language menu.
//
// The content script follows the same rules (content/walk.js
// markupHidden, content/listing.js forTheEye; shared fixture
// testdata/primary/listing-visual-copies).

// srOnlyClass names screen-reader-only text: clipped to one invisible
// pixel, read aloud but never seen.
var srOnlyClass = shared("srOnlyClass")

// srOnly reports an element classed as screen-reader-only text.
func srOnly(n *html.Node) bool {
	c := attr(n, "class")
	if c == "" {
		return false
	}
	// Most classes name none of them: skip the match. The pattern ignores
	// case, and so must this ("u-srOnly", "visuallyHidden").
	if strings.ContainsFunc(c, unicode.IsUpper) {
		c = strings.ToLower(c)
	}
	if !strings.Contains(c, "only") && !strings.Contains(c, "hid") && !strings.Contains(c, "offscreen") && !strings.Contains(c, "invisible") && !strings.Contains(c, "screen-reader") && !strings.Contains(c, "sr-") && !strings.Contains(c, "-sr") && !strings.Contains(c, "assistive") && !strings.Contains(c, "a11y") && !strings.Contains(c, "accessible") {
		return false
	}
	return srOnlyClass.MatchString(c)
}

// ariaHidden reports an aria-hidden element that is hidden to the eye
// too, or is no content: a closed dialog, or a whole block (a carousel's
// cloned slide, a phone layout's copy of a section, a decorative mock-up
// of an app screen). Inline aria-hidden text (a link, a price, a badge)
// is the visible copy of its value. A closed tab or accordion panel is
// shown all the same (selfHidden asks tabPanel first). The page behind an
// open modal is no copy either (see inertBackground).
func ariaHidden(n *html.Node) bool {
	return attr(n, "aria-hidden") == "true" && (isDialog(n) || isBlock(n) && !inertBackground(n))
}

// inertBackground: n holds the page's main region or its title (it is, or
// holds, a <main> or role=main, or holds the <h1>). Modal libraries
// (react-modal's ariaHideApp, a11y-dialog, Bootstrap, MUI) mark the rest
// of the page aria-hidden while a dialog is open, and a page served or
// read with its cookie dialog up arrives that way: the eye still sees the
// page behind the dialog, and it is the content.
func inertBackground(n *html.Node) bool {
	if n.DataAtom == atom.Main || attr(n, "role") == "main" {
		return true
	}
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && (d.DataAtom == atom.Main || d.DataAtom == atom.H1 || attr(d, "role") == "main") {
			return true
		}
	}
	return false
}

// forTheEye prepares the copy Readability reads (Readability drops every
// aria-hidden node before scoring): inline aria-hidden marks go,
// screen-reader-only text goes.
func forTheEye(n *html.Node) {
	for ch := n.FirstChild; ch != nil; {
		next := ch.NextSibling
		if ch.Type == html.ElementNode {
			if srOnly(ch) {
				n.RemoveChild(ch)
				ch = next
				continue
			}
			if attr(ch, "aria-hidden") == "true" && !ariaHidden(ch) {
				removeAttr(ch, "aria-hidden")
			}
			forTheEye(ch)
		}
		ch = next
	}
}
