package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestUnwrapHeadingButtons: an accordion's question, a heading inside the
// button that opens its answer, is kept without the button's icon; a
// plain button and a menu drawer's title are left as they are.
func TestUnwrapHeadingButtons(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"accordion", `<div class="faq-title"><button type="button"><div class="icon-chevron"></div><h3>Can I buy a ticket on board?</h3></button></div>`,
			`<div class="faq-title"><h3>Can I buy a ticket on board?</h3></div>`},
		{"plain button", `<div><button type="button">Add to cart</button></div>`, `<div><button type="button">Add to cart</button></div>`},
		{"menu drawer", `<div><button type="button"><h2>Contents</h2></button><div><nav><a href="#a">Tickets</a></nav></div></div>`,
			`<div><button type="button"><h2>Contents</h2></button><div><nav><a href="#a">Tickets</a></nav></div></div>`},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><body>` + c.in + `</body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			unwrapHeadingButtons(doc)
			var b strings.Builder
			body := doc.FirstChild.LastChild
			for n := body.FirstChild; n != nil; n = n.NextSibling {
				html.Render(&b, n)
			}
			if b.String() != c.want {
				t.Errorf("got  %s\nwant %s", b.String(), c.want)
			}
		})
	}
}
