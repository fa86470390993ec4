package extract

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestFillCardHoles: a run of same-class cards that Readability's pick
// holds in part gets its holes back, in their places; a run's ends, a card
// with no title, a card of links, page furniture and a run the pick holds
// less than half of are left as they are. The page is the body; the pick
// is the copy Readability kept. The shared page
// testdata/primary/art-roundup-linked-cards checks the same in Go and in
// the browsers.
func TestFillCardHoles(t *testing.T) {
	descs := []string{
		"A light machine with many stitches that threads itself in seconds.",
		"A steel frame keeps this one steady on denim and on canvas too.",
		"Twelve stitches and a dial for each make it the easiest to learn.",
		"The drop feed lets you quilt small pieces as well as sew clothes.",
		"Made in the same factories as the dearer machines and built to last.",
	}
	card := func(i int, extra string) string {
		return fmt.Sprintf(`<div class="roundup-item"%s><h3>Machine %d</h3><p>%s</p><a href="/m%d">Read more</a></div>`, extra, i, descs[i], i)
	}
	untitled := `<div class="roundup-item"><p>` + descs[1] + `</p></div>`
	links := `<div class="roundup-item"><h3>Machine 1</h3><p>` + descs[1] + `</p><ul><li><a href="/a">Every sewing machine we have ever reviewed on this site</a></li><li><a href="/b">Every overlocker and serger we have ever reviewed on this site</a></li></ul></div>`
	for _, c := range []struct {
		name, page string
		pick       []int // the cards the pick holds
		want       []int // the cards it holds after
	}{
		{"hole filled", card(0, "") + card(1, "") + card(2, ""), []int{0, 2}, []int{0, 1, 2}},
		{"two holes", card(0, "") + card(1, "") + card(2, "") + card(3, "") + card(4, ""), []int{0, 3, 4}, []int{0, 1, 2, 3, 4}},
		{"ends not extended", card(0, "") + card(1, "") + card(2, "") + card(3, ""), []int{1, 2}, []int{1, 2}},
		{"untitled", card(0, "") + untitled + card(2, ""), []int{0, 2}, []int{0, 2}},
		{"links", card(0, "") + links + card(2, ""), []int{0, 2}, []int{0, 2}},
		{"furniture", card(0, "") + card(1, ` `+furnitureMark+`="1"`) + card(2, ""), []int{0, 2}, []int{0, 2}},
		{"under half kept", card(0, "") + card(1, "") + card(2, "") + card(3, "") + card(4, ""), []int{0, 2}, []int{0, 2}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := &page{body: parseBody(t, `<main><article><p>An introduction long enough to be prose.</p><div class="roundup">`+c.page+`</div></article></main>`)}
			var kept strings.Builder
			for _, i := range c.pick {
				kept.WriteString(card(i, ""))
			}
			pick := parseBody(t, `<div><div>`+kept.String()+`</div></div>`)
			p.fillCardHoles(pick, textOf(pick))
			got := textOf(pick)
			var want []string
			for _, i := range c.want {
				want = append(want, descs[i])
			}
			var order []string
			for _, d := range descs {
				if n := strings.Count(got, d); n > 1 {
					t.Errorf("%q is in the pick %d times", d, n)
				}
			}
			for _, d := range descs {
				if strings.Contains(got, d) {
					order = append(order, d)
				}
			}
			// in page order: the positions in got increase
			last := -1
			for _, d := range order {
				if i := strings.Index(got, d); i < last {
					t.Errorf("%q is out of place in %q", d, got)
				} else {
					last = i
				}
			}
			if strings.Join(order, "|") != strings.Join(want, "|") {
				t.Errorf("pick holds\n%s\nwant\n%s", strings.Join(order, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// parseBody is the <body> of a document holding in.
func parseBody(t *testing.T, in string) *html.Node {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(`<html><body>` + in + `</body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	return doc.FirstChild.LastChild
}
