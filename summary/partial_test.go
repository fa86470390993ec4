package summary

import (
	"context"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestPartialAndUncertainInputSaySo: a primary the browser cut to its
// budget, or one the extractor is unsure of, is never summarized as if it
// were the whole, clean page.
func TestPartialAndUncertainInputSaySo(t *testing.T) {
	body := strings.Repeat("The river authority measured water quality at forty stations along the valley this spring. ", 30)
	cases := []struct {
		name    string
		primary laika.Primary
		want    string
	}{
		{"whole", laika.Primary{Text: body, Confidence: 1}, ""},
		{"cut", laika.Primary{Text: body, Truncated: true, TotalChars: 4 * len(body), Confidence: 1}, "Only the first 25% of this page's text"},
		{"uncertain", laika.Primary{Text: body, Confidence: 0.3}, "could not be told apart from its menus"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.primary
			obs := &laika.Observation{URL: "https://river.example/", Title: "Water quality", Text: body, Primary: &p}
			res, err := Run(context.Background(), obs, nil, Options{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			first, _, _ := strings.Cut(res.Text, "\n")
			if tc.want == "" {
				if strings.HasPrefix(first, "_") {
					t.Errorf("a whole, clean page got a notice: %q", first)
				}
				return
			}
			if !strings.Contains(first, tc.want) {
				t.Errorf("first line = %q, want it to say %q", first, tc.want)
			}
		})
	}
}
