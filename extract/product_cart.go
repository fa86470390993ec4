package extract

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// cartText is the whole label of a control that buys the page's product.
// Anchored: "Buy now, pay later" is a finance banner, not the control.
var cartText = shared("cartText")

// buysOne: the page has a heading and one or two visible controls that
// put a product in the cart (a product page that declares nothing, its
// buy box and perhaps a sticky copy of it); a page with minItems or more
// sells a list.
func (p *page) buysOne() bool {
	n := 0
	for d := range p.body.Descendants() {
		if d.Type != html.ElementNode || d.DataAtom != atom.Button && d.DataAtom != atom.Input && d.DataAtom != atom.A || selfHidden(d) {
			continue
		}
		if cartText.MatchString(collapse(textOf(d))) || cartText.MatchString(attr(d, "value")) || cartText.MatchString(attr(d, "aria-label")) {
			n++
		}
	}
	return n > 0 && n < minItems && p.doc.Find("h1").Length() > 0
}
