package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestDropTwinBlocks(t *testing.T) {
	const s = "We plan a border with you and plant it in a day."
	for _, tc := range []struct {
		name string
		html string
		want int // how often s is read
	}{
		{"a header's summary the body prints again", `<div class="hero"><p>` + s + `</p></div><div class="body"><p>` + s + `</p></div>`, 1},
		{"wide and narrow copies of a section", `<div class="grid wide"><div><h3>Planting</h3><p>` + s + `</p></div></div><div class="fold narrow"><details><summary>Planting</summary><p>` + s + `</p></details></div>`, 1},
		{"each card of one list keeps its line", `<ul><li class="plan"><p>` + s + `</p></li><li class="plan"><p>` + s + `</p></li><li class="plan"><p>` + s + `</p></li></ul>`, 3},
		{"the copy's own block is where the paths part", `<div><p>` + s + `</p><div class="box"><p>` + s + `</p></div></div>`, 2},
		{"code repeats", `<div class="a"><pre>` + s + `</pre></div><div class="b"><pre>` + s + `</pre></div>`, 2},
		{"a table printed twice", `<div class="a"><table><tr><td>` + s + `</td><td>Yes</td></tr></table></div><div class="b"><table><tr><td>` + s + `</td><td>Yes</td></tr></table></div>`, 2},
		{"one story linked under two headings", `<section class="a"><p><a href="/x">` + s + `</a></p></section><div class="b"><p><a href="/x">` + s + `</a></p></div>`, 2},
		{"Readability's copy keeps the page's shapes in the mark", `<div data-laika-shape="div.hero"><p>` + s + `</p></div><div data-laika-shape="div.body"><p>` + s + `</p></div>`, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader("<body>" + tc.html + "</body>"))
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, l := range dropTwinBlocks(renderLines(doc)) {
				n += strings.Count(l.text, s)
			}
			if n != tc.want {
				t.Errorf("read %d times, want %d", n, tc.want)
			}
		})
	}
}
