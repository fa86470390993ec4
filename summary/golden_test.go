package summary

import (
	"context"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden.md")

// TestExtractiveGolden pins the builtin summary of real and typical pages;
// review the diff after -update.
func TestExtractiveGolden(t *testing.T) {
	tests := []struct {
		name string
		obs  *laika.Observation
		opts Options
	}{
		{"gospec", article100K(t), Options{}},
		{"gospec-goal", article100K(t), Options{Goal: "how do goroutines and channels work", Style: StyleBrief}},
		{"otters", shortArticle(), Options{}},
		{"results", &laika.Observation{Title: "otter – Search", Items: []laika.Item{
			{Title: "Eurasian otter - Wikipedia", URL: "https://en.wikipedia.org/wiki/Eurasian_otter", Snippet: "The Eurasian otter is a semiaquatic mammal native to Eurasia."},
			{Title: "Otters return to UK rivers", Snippet: "Otters have now returned to every county in England after decades of decline."},
			{Title: "Sea otter facts", Snippet: "Sea otters hold hands while they sleep so they do not drift apart."},
			{Title: "Otter *spotting* <tips>", Snippet: "Look for spraints on rocks and bridges near the water's edge."},
		}}, Options{}},
		{"thread", &laika.Observation{Title: "Ask: is a 4-day week worth it?", Primary: &laika.Primary{Text: "Our team is trying a four-day week. Has anyone done this for a year?"},
			Comments: []laika.Comment{
				{Author: "kim", Text: "We did it for two years. Output stayed the same and nobody wanted to go back."},
				{Author: "raj", Text: "It worked for engineers but support staff had to cover Fridays in shifts, which caused friction.", Depth: 1},
				{Author: "lee", Text: "Meetings shrank a lot. We cut most recurring meetings to twenty-five minutes."},
			}}, Options{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Run(context.Background(), tt.obs, nil, tt.opts, nil)
			if err != nil {
				t.Fatal(err)
			}
			path := "testdata/" + tt.name + ".golden.md"
			if *update {
				if err := os.WriteFile(path, []byte(res.Text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if res.Text != string(want) {
				t.Errorf("summary differs from %s (-got +want):\n%s", path, lineDiff(res.Text, string(want)))
			}
		})
	}
}

// lineDiff is a small readable diff: lines only in got (-) or want (+).
func lineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	in := func(xs []string) map[string]bool {
		m := map[string]bool{}
		for _, x := range xs {
			m[x] = true
		}
		return m
	}
	gm, wm := in(g), in(w)
	var b strings.Builder
	for _, l := range g {
		if !wm[l] {
			b.WriteString("- " + l + "\n")
		}
	}
	for _, l := range w {
		if !gm[l] {
			b.WriteString("+ " + l + "\n")
		}
	}
	return b.String()
}
