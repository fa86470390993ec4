package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClosedDropdown: which menus are closed. The shared fixture
// testdata/primary/art-dropdown-menu checks the reading in Go and in
// both browsers.
func TestClosedDropdown(t *testing.T) {
	tests := []struct {
		name, html string
		want       bool
	}{
		{"Bootstrap menu", `<ul class="dropdown-menu" role="menu"><li>a</li></ul>`, true},
		{"class names are case-sensitive, as in CSS", `<ul class="DropDown-Menu"><li>a</li></ul>`, false},
		{"open in Bootstrap 4 and 5", `<ul class="dropdown-menu show"><li>a</li></ul>`, false},
		{"open in a theme", `<ul class="dropdown-menu open"><li>a</li></ul>`, false},
		{"a longer class is not the menu", `<div class="dropdown-menu-wrapper"><p>a</p></div>`, false},
		{"menu after a collapsed toggle", `<button aria-expanded="false">Account</button><ul role="menu"><li>a</li></ul>`, true},
		{"menu after an expanded toggle", `<button aria-expanded="true">Account</button><ul role="menu"><li>a</li></ul>`, false},
		{"menu with no toggle", `<ul role="menu"><li>a</li></ul>`, false},
		{"accordion panel after a collapsed toggle", `<button aria-expanded="false">Shipping</button><div class="panel"><p>a</p></div>`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader("<body>" + tt.html))
			if err != nil {
				t.Fatal(err)
			}
			// The case's first <ul> or <div> is the block asked about.
			var block *html.Node
			for n := range doc.Descendants() {
				if n.Type == html.ElementNode && (n.Data == "ul" || n.Data == "div") {
					block = n
					break
				}
			}
			if got := closedDropdown(block); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}
