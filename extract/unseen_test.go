package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestDropUnseen: each style either hides its element's text from a
// reader or leaves it readable; the page keeps exactly the readable ones.
// Each case sits on a page with a visible paragraph of its own, unless
// alone (the share rule: a page mostly inkless is read as shown).
func TestDropUnseen(t *testing.T) {
	cases := []struct {
		name, html string
		seen       bool
		alone      bool
	}{
		{"plain", `<p>TEXT</p>`, true, false},
		{"zero font", `<p style="font-size:0">TEXT</p>`, false, false},
		{"two-pixel font", `<p style="font-size: 2px">TEXT</p>`, false, false},
		{"small but readable font", `<p style="font-size:11px">TEXT</p>`, true, false},
		{"font in em is not judged", `<p style="font-size:0.1em">TEXT</p>`, true, false},
		{"child resets a zero font", `<ul style="font-size:0"><li style="font-size:14px">TEXT</li></ul>`, true, false},
		{"transparent", `<p style="color:transparent">TEXT</p>`, false, false},
		{"zero alpha", `<p style="color:rgba(10, 10, 10, 0)">TEXT</p>`, false, false},
		{"eight-digit hex alpha", `<p style="color:#00000000">TEXT</p>`, false, false},
		{"gradient text", `<p style="color:transparent;background:linear-gradient(red,blue);background-clip:text">TEXT</p>`, true, false},
		{"outlined text", `<p style="color:transparent;-webkit-text-stroke:1px black">TEXT</p>`, true, false},
		{"white on declared white", `<div style="background:#fff"><p style="color:white">TEXT</p></div>`, false, false},
		{"near white on declared white", `<div style="background-color:rgb(255,255,255)"><p style="color:#fdfdfd">TEXT</p></div>`, false, false},
		{"grey on white", `<div style="background:#fff"><p style="color:#777">TEXT</p></div>`, true, false},
		{"white with no declared background", `<p style="color:#fff">TEXT</p>`, true, false},
		{"white over a background image", `<div style="background:#fff url(hero.jpg)"><p style="color:#fff">TEXT</p></div>`, true, false},
		{"white in a positioned caption", `<div style="background:#fff"><p style="position:absolute;color:#fff">TEXT</p></div>`, true, false},
		{"white beside an image", `<div style="background:#fff"><img src="a.jpg"><p style="color:#fff">TEXT</p></div>`, true, false},
		{"white over a positioned block", `<div style="background:#fff"><div style="position:relative"><p style="color:#fff">TEXT</p></div></div>`, true, false},
		{"indented off the page", `<p style="text-indent:-9999px">TEXT</p>`, false, false},
		{"small indent", `<p style="text-indent:-2em">TEXT</p>`, true, false},
		{"off the page left", `<p style="position:absolute;left:-10000px">TEXT</p>`, false, false},
		{"off the page top", `<div style="position:fixed;top:-2000px"><p>TEXT</p></div>`, false, false},
		{"offset without positioning", `<p style="left:-10000px">TEXT</p>`, true, false},
		{"translated off the page", `<p style="transform:translateX(-10000px)">TEXT</p>`, false, false},
		{"translated off the page, two axes", `<p style="transform: translate(0, -5000px)">TEXT</p>`, false, false},
		{"translated in three dimensions", `<p style="transform:translate3d(-9999px,0,0)">TEXT</p>`, false, false},
		{"moved by a matrix", `<p style="transform:matrix(1,0,0,1,-10000,0)">TEXT</p>`, false, false},
		{"translated a little", `<p style="transform:translateX(-20px)">TEXT</p>`, true, false},
		{"translated in percent is not judged", `<p style="transform:translateX(-100%)">TEXT</p>`, true, false},
		{"translate property", `<p style="translate:-10000px 0">TEXT</p>`, false, false},
		{"scale property", `<p style="scale:0">TEXT</p>`, false, false},
		{"scaled on one axis", `<p style="transform:scaleY(0)">TEXT</p>`, false, false},
		{"flattened", `<p style="transform:scale(1,0)">TEXT</p>`, false, false},
		{"scaled to half", `<p style="transform:scale(0.5)">TEXT</p>`, true, false},
		{"pulled off by a margin", `<p style="margin-left:-10000px">TEXT</p>`, false, false},
		{"pulled off by the margin shorthand", `<p style="margin: -9999px 0 0 0">TEXT</p>`, false, false},
		{"full-bleed margin brought back by padding", `<p style="margin:0 -9999px;padding:0 9999px">TEXT</p>`, true, false},
		{"a small negative margin", `<p style="margin:0 -15px">TEXT</p>`, true, false},
		{"relative offset off the page", `<p style="position:relative;left:-10000px">TEXT</p>`, false, false},
		{"off the page right", `<p style="position:absolute;right:-10000px">TEXT</p>`, false, false},
		{"filtered to no opacity", `<p style="filter:opacity(0)">TEXT</p>`, false, false},
		{"filtered to half opacity", `<p style="filter: opacity(50%)">TEXT</p>`, true, false},
		{"clipped to an inset that meets", `<p style="clip-path:inset(50%)">TEXT</p>`, false, false},
		{"clipped to a full inset", `<p style="clip-path: inset(0 100% 0 0)">TEXT</p>`, false, false},
		{"clipped to a circle of no radius", `<p style="clip-path:circle(0)">TEXT</p>`, false, false},
		{"clipped to a round corner", `<p style="clip-path:inset(0 round 8px)">TEXT</p>`, true, false},
		{"clipped to a circle", `<p style="clip-path:circle(40%)">TEXT</p>`, true, false},
		{"clipped to no area, any size", `<p style="position:absolute;width:300px;clip:rect(0 0 0 0)">TEXT</p>`, false, false},
		{"content skipped", `<div style="content-visibility:hidden"><p>TEXT</p></div>`, false, false},
		{"content skipped while off screen", `<div style="content-visibility:auto"><p>TEXT</p></div>`, true, false},
		{"folded shut is one click from view", `<div style="height:0;overflow:hidden"><p>TEXT</p></div>`, true, false},
		{"closed accordion panel", `<div class="accordion-content" style="height:0;overflow:hidden"><p>TEXT</p></div>`, true, false},
		{"clipped to a pixel", `<p style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">TEXT</p>`, false, false},
		{"folded shut both ways", `<div style="width:0;height:0;overflow:hidden"><p>TEXT</p></div>`, false, false},
		{"folded to a pixel both ways", `<p style="height:1px;width:1px;overflow:hidden">TEXT</p>`, false, false},
		{"an inline element has no box to fold", `<p>Seen: <span style="width:0;height:0;overflow:hidden">TEXT</span></p>`, true, false},
		{"a block made inline has no box to fold", `<div style="display:inline;width:0;height:0;overflow:hidden">TEXT</div>`, true, false},
		{"an inline element made a block folds", `<span style="display:block;width:0;height:0;overflow:hidden">TEXT</span>`, false, false},
		{"folded to no width only", `<div style="width:0;overflow:hidden"><p>TEXT</p></div>`, true, false},
		{"scaled to nothing", `<p style="transform:scale(0)">TEXT</p>`, false, false},
		{"scaled down", `<p style="transform:scale(0.5)">TEXT</p>`, true, false},
		{"opacity is left alone", `<p style="opacity:0">TEXT</p>`, true, false},
		{"important", `<p style="font-size:0 !important">TEXT</p>`, false, false},
		{"a page mostly inkless is still styling itself", `<p style="color:transparent">TEXT and the rest of this page</p><p>Short.</p>`, true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			page := `<body><main><p>A page holds more text than the line planted in it, as a reader sees it.</p>` + c.html + `</main></body>`
			if c.alone {
				page = `<body><main>` + c.html + `</main></body>`
			}
			root, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			dropUnseen(root)
			if got := strings.Contains(textOf(root), "TEXT"); got != c.seen {
				t.Errorf("text read = %v, want %v", got, c.seen)
			}
		})
	}
}
