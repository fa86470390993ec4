package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestTabSet(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		open      string // the open panel's text, "" for no set
	}{
		{"custom tabs", `<div class="content active">A</div><div class="content">B</div><div class="content">C</div>`, "A"},
		{"bootstrap panes", `<div class="tab-pane">A</div><div class="tab-pane show active">B</div>`, "B"},
		{"two open", `<div class="panel active">A</div><div class="panel active">B</div>`, ""},
		{"none open", `<div class="panel">A</div><div class="panel">B</div>`, ""},
		{"no shared class", `<div class="intro active">A</div><div class="specs">B</div>`, ""},
		{"mixed tags", `<div class="item active">A</div><p class="item">B</p>`, ""},
		{"only active shared", `<li class="active">A</li><li>B</li>`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader("<section id=set>" + tc.src + "</section>"))
			if err != nil {
				t.Fatal(err)
			}
			var set *html.Node
			for n := range doc.Descendants() {
				if n.Type == html.ElementNode && attr(n, "id") == "set" {
					set = n
				}
			}
			open, _ := tabSet(set)
			got := ""
			if open != nil {
				got = textOf(open)
			}
			if got != tc.open {
				t.Errorf("open panel %q, want %q", got, tc.open)
			}
		})
	}
}
