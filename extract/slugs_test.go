package extract

import (
	"testing"

	"golang.org/x/net/html"
)

// TestFurnitureClass: a block whose class names furniture only in an
// advertising modifier ("--Ads") is prose, not furniture, when it holds a
// paragraph of prose with few links; a modifier over no prose or over
// links, a modifier that names what the block is ("--related"), or a base
// name that names furniture itself stays furniture. A token that lays a
// block out beside a sidebar ("has-sidebar") names no furniture, prose or
// not; a sidebar's own name beside it still does.
func TestFurnitureClass(t *testing.T) {
	const prose = `<p>The heat comes from a ceramic burner at the top, so fat drips into the tray below.</p>`
	for _, c := range []struct {
		name, html string
		want       bool // furnitureNamed
	}{
		{"modifier over prose", `<section class="Report__Section Report__Section--Ads">` + prose + `</section>`, false},
		{"modifier over an advert", `<div class="container container--ads"><p>Advertisement</p></div>`, true},
		{"modifier over links", `<section class="Report__Section--Ads"><p><a href="/a">The heat comes from a ceramic burner at the top, so fat drips</a> into the tray.</p></section>`, true},
		{"modifier names what it is", `<div class="post post--related">` + prose + `</div>`, true},
		{"base names furniture", `<div class="share-bar share-bar--dark">` + prose + `</div>`, true},
		{"no modifier", `<div class="ads">` + prose + `</div>`, true},
		{"laid out beside a sidebar", `<div class="w-full lg:w-main-with-right-sidebar lg:shrink">` + prose + `</div>`, false},
		{"a column with no sidebar", `<div class="content-area no-sidebar"><p>Short.</p></div>`, false},
		{"a sidebar beside", `<div class="sidebar has-sidebar">` + prose + `</div>`, true},
		{"a sidebar", `<div class="lg:w-sidebar">` + prose + `</div>`, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			body := parseBody(t, c.html)
			n := body.FirstChild
			for n != nil && n.Type != html.ElementNode {
				n = n.NextSibling
			}
			if got := furnitureNamed(n); got != c.want {
				t.Errorf("furnitureNamed = %v, want %v", got, c.want)
			}
		})
	}
}
