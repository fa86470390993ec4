package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestTabbedProse: a block named as furniture is content when it is, holds
// or sits in a tab set's panel that reads as prose; a filter bar, a menu
// built as tabs and prose outside any tab set stay furniture. The body's
// first element is judged, or its first child (inner). The shared page
// testdata/primary/service-tabs-named-filter checks the same in Go and
// in the browsers.
func TestTabbedProse(t *testing.T) {
	const para = `<p>Forgotten storage buckets and keys that never expire are the commonest way in, so we look for them every night.</p>`
	for _, c := range []struct {
		name, in    string
		inner, want bool
	}{
		{"holds a panel", `<div class="filter-tab"><div role="tabpanel">` + para + `<a href="/cloud">Learn more</a></div></div>`, false, true},
		{"sits in a panel", `<div role="tabpanel"><div class="filter-menu-item-container">` + para + `</div></div>`, true, true},
		{"panel by class", `<div class="menu-section tab-pane">` + para + `</div>`, false, true},
		{"filter bar", `<div class="refinement-bar"><div class="tab-content"><label><input type="checkbox"> Red (12)</label><label><input type="checkbox"> Blue (3)</label><button>Sort by newest first</button></div></div>`, false, false},
		{"menu as tabs", `<nav class="menu"><div role="tabpanel"><a href="/a">Women's running shoes and trail shoes</a> <a href="/b">Men's running shoes and trail shoes</a><p><a href="/c">All the shoes we sell for running on roads and on trails</a></p></div></nav>`, false, false},
		{"sidebar with a tabbed widget", `<aside class="sidebar"><div class="widget-search"><form><input name="q"><button>Search this site</button></form></div><div class="widget-about"><h3>About</h3><p>Heather sews her own clothes and writes about it twice a week from a small studio in Oregon.</p><p>She has taught beginners for twenty years, in person and online, and still answers every email.</p></div><div class="tabber"><div role="tabpanel"><p>Five patterns for a first dress that forgive every mistake you make.</p></div></div></aside>`, false, false},
		{"prose without tabs", `<div class="sidebar">` + para + `</div>`, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><body>` + c.in + `</body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			body := doc.FirstChild.LastChild
			n := body.FirstChild
			if c.inner {
				n = n.FirstChild
			}
			if got := tabbedProse(n); got != c.want {
				t.Errorf("tabbedProse(%s) = %v, want %v", c.in, got, c.want)
			}
		})
	}
}
