package summary

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/golden"
)

// TestReadingSummaries: built-in summaries quote sentences, not captions,
// credits or headings; never repeat a sentence the page repeats; split
// CJK text at its own full stops; list a how-to's steps in order, and no
// dates or table rows as steps or points, nor rankings or numbered
// questions as steps; a ranking's numbered sections listed by name; a man page's prose, typeset in <pre>, read as
// sentences while code and logs stay out; a product's facts ("Product
// code: …") neither its lede nor its points; and a page with no sentence at
// all (plans and prices) is summarized by its headings and labels.
// Inputs are testdata/reading/<name>.txt (first line: the title), outputs
// the .golden.md next to them.
func TestReadingSummaries(t *testing.T) {
	cases := []struct {
		name    string
		want    []string // substrings in order
		wantNot []string
	}{
		{"howto",
			[]string{"Steps, in the page's order:", "1. Empty the water tank", "2. Pour the solution", "3. Run half", "4. Leave the machine off", "5. Rinse the tank"},
			[]string{"Getty Images", "“What you need”", "“Steps”"}},
		{"captions",
			[]string{"River otters have returned"},
			[]string{"An otter on the riverbank", "Reuters", "“Why it matters”", "Auf dem Foto"}},
		{"plans",
			[]string{"Each week brings a recorded lesson, a live critique of your work and a new pattern to weave at home.”", "The loom rental ships"},
			[]string{"Steps, in the page's order", "12.01.26", "Video + PDF", "Live critiques", "Past cohorts"}},
		{"labels",
			[]string{"Key points, quoted from the page:", "“Resume with personal, one-on-one career coaching”"},
			[]string{"no readable text", "Word + PDF", "“Professional Resume +”", "Order Now"}},
		{"rankings",
			[]string{"Key points, quoted from the page:"},
			[]string{"Steps, in the page's order", "1. 1.", "How are the daily rankings decided?"}},
		{"listicle",
			[]string{"Its numbered sections, in the page's order:", "1. Craster to Dunstanburgh – Best for a castle", "5. Berwick ramparts – Best short walk", "Key points, quoted from the page:"},
			[]string{"Steps, in the page's order", "Do I need boots?", "“What we like”"}},
		{"manpage",
			[]string{"tidy reads each FILE and writes its lines sorted, with runs of blank lines folded into one."},
			[]string{"“DESCRIPTION top”", "do tidy", "Build started"}},
		{"facts",
			[]string{"**Cranberry Almond Thins, 5.25 oz**: Our family bakes", "Key points, quoted from the page:"},
			[]string{"First available", "Product code", "Dimensions:", "Calories 120"}},
		{"cjk",
			[]string{"今年の東京の桜は平年より五日早く開花しました。"},
			[]string{"開花しました。気象庁"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join("testdata", "reading", tc.name+".txt"))
			if err != nil {
				t.Fatal(err)
			}
			title, body, _ := strings.Cut(string(raw), "\n")
			obs := &laika.Observation{URL: "https://page.example/" + tc.name, Title: title, Text: body, Primary: &laika.Primary{Text: body, Confidence: 1}}
			res, err := Run(context.Background(), obs, nil, Options{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("testdata", "reading", tc.name+".golden.md"), []byte(res.Text))
			at := 0
			for _, w := range tc.want {
				i := strings.Index(res.Text[at:], w)
				if i < 0 {
					t.Errorf("summary lacks %q after offset %d:\n%s", w, at, res.Text)
					break
				}
				at += i + len(w)
			}
			for _, w := range tc.wantNot {
				if strings.Contains(res.Text, w) {
					t.Errorf("summary has %q:\n%s", w, res.Text)
				}
			}
			seen := map[string]bool{}
			for _, c := range res.Citations {
				if seen[c.Quote] {
					t.Errorf("quote repeated: %q", c.Quote)
				}
				seen[c.Quote] = true
			}
		})
	}
}
