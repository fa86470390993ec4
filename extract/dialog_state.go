package extract

import (
	"regexp"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A page ships its dialogs closed: a shop's search panel, cart drawer,
// "added to cart" notice and image zoom are in every product page's HTML,
// and a stylesheet hides them until a script opens one (Bootstrap shows a
// .modal only with .show, a theme's drawer only with .active or .is-open,
// Alpine and Vue keep x-cloak and v-cloak parts hidden until they run,
// and an inert dialog takes no input, so it is not the one in front).
// A browser computes that; the host reads HTML without styles. So a dialog
// whose own markup says it is a modal, drawer or popup counts as open only
// when its markup also says so, and never inside a closed <details> or a
// cloaked part: otherwise every shop page would be "behind an overlay".
// A dialog with no such names (a paywall's "wall") is taken as shown.

// modalName is a class token naming a box that is shown on demand.
var modalName = regexp.MustCompile(`(?i)(?:^|[-_])(?:modal|drawer|popup|pop-up|offcanvas|off-canvas|flyout|lightbox|popover|notification|toast|snackbar)(?:$|[-_])`)

// openName is a class token saying such a box is shown.
var openName = regexp.MustCompile(`(?i)^(?:show|in|open|opened|active|visible|shown|is-(?:open|opened|active|visible|shown)|[a-z0-9_-]+(?:--|-|_)(?:open|opened|active|visible|shown))$`)

// maxDialogDepth: how far above the dialog role its modal box may start
// (Bootstrap: .modal > .modal-dialog > .modal-content).
const maxDialogDepth = 3

// shutDialog reports a dialog the markup shows closed (see above).
func shutDialog(n *html.Node) bool {
	if n.DataAtom == atom.Dialog {
		return !hasAttr(n, "open")
	}
	named, open := false, false
	for a, d := n, 0; a != nil && a.Type == html.ElementNode; a, d = a.Parent, d+1 {
		if hasAttr(a, "x-cloak") || hasAttr(a, "v-cloak") || hasAttr(a, "inert") {
			return true
		}
		if a.DataAtom == atom.Details && !hasAttr(a, "open") && !inSummary(n, a) {
			return true
		}
		if d > maxDialogDepth {
			continue
		}
		for _, tok := range strings.Fields(attr(a, "class")) {
			named = named || modalName.MatchString(tok)
			open = open || openName.MatchString(tok)
		}
	}
	return named && !open
}

// inSummary reports whether n is in the <summary> of details d (the part
// a closed <details> still shows).
func inSummary(n, d *html.Node) bool {
	for a := n; a != nil && a != d; a = a.Parent {
		if a.DataAtom == atom.Summary && a.Parent == d {
			return true
		}
	}
	return false
}
