package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestSeams(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"brand then model", `<a><span>Alder Works</span><span>Pocket Stove</span></a>`, "Alder Works Pocket Stove"},
		{"tag links side by side", `<p><a>Open World</a><a>Strategy</a></p>`, "Open World Strategy"},
		{"price then badge", `<p><span>$18.73</span><span>Save 24%</span></p>`, "$18.73 Save 24%"},
		{"nested ends", `<p><a><span>Open World</span></a><a><b>Strategy</b></a></p>`, "Open World Strategy"},
		{"letter styled inside a word", `<p><b>W</b>inter <span>super</span><span>light</span></p>`, "Winter superlight"},
		{"lower-case continuation", `<p><span>Ever</span><span>green</span></p>`, "Evergreen"},
		{"text between is no seam", `<p><span>Brand</span>Model</p>`, "BrandModel"},
		{"punctuation before", `<p><span>(300)</span><span>Reviews</span></p>`, "(300)Reviews"},
		{"price then rating", `<p><span>$54.95</span><span>4.1 out of 5 stars</span></p>`, "$54.95 4.1 out of 5 stars"},
		{"old price then new", `<p><span>$116.97</span><span>$145</span></p>`, "$116.97 $145"},
		{"label then value", `<p><span>Max light:</span><span>400 lumens</span></p>`, "Max light: 400 lumens"},
		{"sentence then field", `<p><span>Large sizes available!</span><span>In Stock</span></p>`, "Large sizes available! In Stock"},
		{"number then letters", `<p><span>8.7/10</span><span>excellent</span></p>`, "8.7/10excellent"},
		{"spaced already", `<p><span>Brand</span> <span>Model</span></p>`, "Brand Model"},
		{"a seam ends with its line", `<div><span>Alpha</span></div><div>Betas<span>Gamma</span></div>`, "Alpha\nBetasGamma"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader("<body>" + tc.src + "</body>"))
			if err != nil {
				t.Fatal(err)
			}
			if got := joinLines(renderLines(doc)); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
