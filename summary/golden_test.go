package summary

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/internal/golden"

	"github.com/laikabrowser/laika"
)

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
		// A news front's headlines over their teasers are its list; a
		// service page's label headings over their lines are a page.
		{"front", primaryOf(t, "front", "Science | The Harbour"), Options{}},
		{"services", primaryOf(t, "services", "Services | Northwind Studio"), Options{}},
		// A recipe archive drawn as titles over pictures is its titles.
		{"archive", primaryOf(t, "archive", "Air fryer recipes | Fit Kitchen"), Options{}},
		// A shop's category opens with its own words for its list.
		{"category", withItems(primaryOf(t, "category", "Formal shoes | Harbor Tux")), Options{}},
		// An FAQ's questions ask and its answers say: the questions are
		// no key points, and a how-to's list of questions is no steps.
		{"faq", primaryOf(t, "faq", "How to ask for a raise | Worklife"), Options{}},
		// A method that opens the page is its steps, all 30 a summary
		// lists and the count it left out; none of them is the lead.
		{"method", primaryOf(t, "method", "Sourdough loaf, step by step | Crumb Club"), Options{}},
		// A formula is read with its sentence, never quoted alone.
		{"formulas", primaryOf(t, "formulas", "Hermitian matrix"), Options{}},
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
			golden.Check(t, path, []byte(res.Text))
		})
	}
}

// primaryOf is an observation whose main text is testdata/name.txt.
func primaryOf(t *testing.T, name, title string) *laika.Observation {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	return &laika.Observation{Title: title, Primary: &laika.Primary{Text: string(b)}}
}

// withItems gives obs the list its primary text draws: each H3 heading
// an item, the line under it its snippet.
func withItems(obs *laika.Observation) *laika.Observation {
	lines := strings.Split(obs.Primary.Text, "\n")
	for i, l := range lines {
		if t, ok := strings.CutPrefix(l, "H3: "); ok && i+1 < len(lines) {
			obs.Items = append(obs.Items, laika.Item{Title: t, Snippet: lines[i+1]})
		}
	}
	return obs
}
