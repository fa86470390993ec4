package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestSheetHidden: the page's own <style> either leaves the planted text
// unrendered or lets it show; the page keeps exactly what it shows. Each
// case sits on a page with a shown paragraph of its own, unless alone
// (the share rule: a page that renders most of its text lazily is read as
// it will be shown).
func TestSheetHidden(t *testing.T) {
	cases := []struct {
		name, css, html string
		seen, alone     bool
	}{
		{"no rule", ``, `<p class="x">TEXT</p>`, true, false},
		{"class displayed as none", `.x{display:none}`, `<p class="x">TEXT</p>`, false, false},
		{"none hides what it holds", `#box { display: none }`, `<div id="box"><p>TEXT</p></div>`, false, false},
		{"descendant selector", `main .note{display:none}`, `<p class="note">TEXT</p>`, false, false},
		{"selector list", `.a, .x{display:none}`, `<p class="x">TEXT</p>`, false, false},
		{"comment before the rule", `/* .x{display:block} */ .x{display:none}`, `<p class="x">TEXT</p>`, false, false},
		{"invisible", `.x{visibility:hidden}`, `<p class="x">TEXT</p>`, false, false},
		{"collapsed", `.x{visibility:collapse}`, `<p class="x">TEXT</p>`, false, false},
		{"invisible parent, child set back", `.x{visibility:hidden} .x p{visibility:visible}`, `<div class="x"><p>TEXT</p></div>`, true, false},
		{"invisible parent hides its child", `.x{visibility:hidden}`, `<div class="x"><p>TEXT</p></div>`, false, false},
		{"later rule shows it", `.x{display:none} .x{display:block}`, `<p class="x">TEXT</p>`, true, false},
		{"later declaration shows it", `.x{display:none;color:red;display:inline-block}`, `<p class="x">TEXT</p>`, true, false},
		{"more specific rule shows it", `p.x{display:block} .x{display:none}`, `<p class="x">TEXT</p>`, true, false},
		{"important beats specific", `p.x{display:block} .x{display:none !important}`, `<p class="x">TEXT</p>`, false, false},
		{"style attribute shows it", `.x{display:none}`, `<p class="x" style="display:block">TEXT</p>`, true, false},
		{"important beats the style attribute", `.x{display:none!important}`, `<p class="x" style="display:block">TEXT</p>`, false, false},
		{"open state shows it", `.menu:not(.open){display:none}`, `<p class="menu open">TEXT</p>`, true, false},
		{"closed state hides it", `.menu:not(.open){display:none}`, `<p class="menu">TEXT</p>`, false, false},
		{"hidden on narrow screens, shown on others", `@media (max-width: 767px) { .x{display:none} }`, `<p class="x">TEXT</p>`, true, false},
		{"hidden on wide screens, shown on others", `@media screen and (min-width: 48em) { .x{display:none} }`, `<p class="x">TEXT</p>`, true, false},
		{"mobile first, shown on wide screens", `.x{display:none} @media (min-width: 1024px) { .x{display:block} }`, `<p class="x">TEXT</p>`, true, false},
		{"shown on narrow screens only", `.x{display:none} @media (max-width: 600px) { .x{display:block} }`, `<p class="x">TEXT</p>`, true, false},
		{"shown in print only", `.x{display:none} @media print { .x{display:block} }`, `<p class="x">TEXT</p>`, false, false},
		{"hidden in print only", `@media print { .x{display:none} }`, `<p class="x">TEXT</p>`, true, false},
		{"supports block may show it", `.x{display:none} @supports (display: grid) { .x{display:grid} }`, `<p class="x">TEXT</p>`, true, false},
		{"supports block never hides", `@supports (display: grid) { .x{display:none} }`, `<p class="x">TEXT</p>`, true, false},
		{"hover state is not applied", `.x:hover .y{display:none}`, `<div class="x"><p class="y">TEXT</p></div>`, true, false},
		{"pseudo-element is not the element", `.x::before{display:none}`, `<p class="x">TEXT</p>`, true, false},
		{"print sheet", ``, `<style media="print">.x{display:none}</style><p class="x">TEXT</p>`, true, false},
		{"wide-screen sheet shows on wide screens only", ``, `<style media="(min-width: 900px)">.x{display:none}</style><p class="x">TEXT</p>`, true, false},
		{"print sheet cannot show it", `.x{display:none}`, `<style media="print">.x{display:block}</style><p class="x">TEXT</p>`, false, false},
		{"closed tab panel is one click from view", `.tab-pane{display:none}`, `<div class="tab-pane"><p>TEXT</p></div>`, true, false},
		{"closed disclosure is one click from view", `.shut{display:none}`, `<button aria-expanded="false" aria-controls="p1">Shipping</button><div id="p1" class="shut"><p>TEXT</p></div>`, true, false},
		{"shown by the button before it", `.details{display:none}`, `<button>View details</button><div class="details"><p>TEXT</p></div>`, true, false},
		{"after a button that shows nothing", `.details{display:none}`, `<button>Add to cart</button><div class="details"><p>TEXT</p></div>`, false, false},
		{"sheet in noscript", ``, `<noscript><style>.x{display:none}</style></noscript><p class="x">TEXT</p>`, true, false},
		{"phone copy of a shown block", `.phone{display:none}`, `<div><a href="/a">Title</a><p class="phone">TEXT, described twice.</p></div><p>TEXT, described twice.</p>`, true, false},
		{"invisible copy of a shown line", `.phone{visibility:hidden}`, `<p class="phone">TEXT, described twice.</p><p>TEXT, described twice.</p>`, true, false},
		{"a hidden letter is no copy", `.decoy{display:none}`, `<p>TE XT</p><p>S<span class="decoy">TEXT</span>p</p>`, false, false},
		{"zero font", `.x{font-size:0}`, `<p class="x">TEXT</p>`, false, false},
		{"two-pixel font", `p.x { font-size: 2px }`, `<p class="x">TEXT</p>`, false, false},
		{"zero font, child sets its own", `.x{font-size:0} .x li{font-size:15px}`, `<ul class="x"><li>TEXT</li></ul>`, true, false},
		{"zero font, child relative to it", `.x{font-size:0} .x span{font-size:1.2em}`, `<p class="x"><span>TEXT</span></p>`, false, false},
		{"indented off the page", `.x{text-indent:-9999px}`, `<p class="x">TEXT</p>`, false, false},
		{"scaled to nothing", `.x{transform: scale(0)}`, `<div class="x"><p>TEXT</p></div>`, false, false},
		{"off the page", `.away{position:absolute;left:-10000px}`, `<div class="away"><p>TEXT</p></div>`, false, false},
		{"off the page, brought back", `.away{position:absolute;left:-10000px} .away.open{left:0}`, `<div class="away open"><p>TEXT</p></div>`, true, false},
		{"translated off the page", `.x{transform:translateX(-10000px)}`, `<p class="x">TEXT</p>`, false, false},
		{"translate property", `.x{translate: -9999px}`, `<p class="x">TEXT</p>`, false, false},
		{"scale property", `.x{scale:0}`, `<p class="x">TEXT</p>`, false, false},
		{"pulled off by a margin", `.x{margin-left:-10000px}`, `<p class="x">TEXT</p>`, false, false},
		{"pulled off by the margin shorthand", `.x{margin:-10000px auto 0}`, `<p class="x">TEXT</p>`, false, false},
		{"full-bleed margin brought back by padding", `.bleed{margin-left:-9999px;padding-left:9999px}`, `<p class="bleed">TEXT</p>`, true, false},
		{"margin shorthand sets it back", `.x{margin-left:-10000px} p.x{margin:0}`, `<p class="x">TEXT</p>`, true, false},
		{"relative offset off the page", `.x{position:relative;top:-10000px}`, `<p class="x">TEXT</p>`, false, false},
		{"filtered to no opacity", `.x{filter:opacity(0)}`, `<p class="x">TEXT</p>`, false, false},
		{"clipped to nothing", `.x{clip-path:inset(50%)}`, `<p class="x">TEXT</p>`, false, false},
		{"clipped to no area", `.x{position:absolute;clip:rect(0,0,0,0)}`, `<p class="x">TEXT</p>`, false, false},
		{"content skipped", `.x{content-visibility:hidden}`, `<div class="x"><p>TEXT</p></div>`, false, false},
		{"translated off the page on phones only", `@media (max-width:600px){.x{transform:translateX(-10000px)}}`, `<p class="x">TEXT</p>`, true, false},
		{"offset without a position", `.x{left:-10000px}`, `<p class="x">TEXT</p>`, true, false},
		{"colour is not read from a sheet", `.x{color:transparent}`, `<p class="x">TEXT</p>`, true, false},
		{"more rules than are judged", strings.Repeat(".a{display:block}", maxSheetRules) + ".x{display:none}", `<p class="x">TEXT</p>`, true, false},
		{"lazily rendered page", `.lazy{display:none}`, `<p>Intro.</p><p class="lazy">TEXT and the rest of this page, rendered as it is scrolled near.</p>`, true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			body := `<main><p>A page holds more text than the line planted in it, as a reader sees it.</p>` + c.html + `</main>`
			if c.alone {
				body = `<main>` + c.html + `</main>`
			}
			page := `<html><head><style>` + c.css + `</style></head><body>` + body + `</body></html>`
			root, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			markDisclosures(root)
			dropUnseen(root)
			if got := strings.Contains(textOf(root), "TEXT"); got != c.seen {
				t.Errorf("text read = %v, want %v", got, c.seen)
			}
		})
	}
}
