package summary

import (
	"context"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestCitationsNameTheirPage: every citation, from the extractive summary
// or from a model answer's grounding check, carries the page URL, so it
// still leads back to its page when read apart from the summary.
func TestCitationsNameTheirPage(t *testing.T) {
	faithful := []string{"River otters are back in the Elm valley after 40 years.\n\n", "- Volunteers counted 23 otters.\n"}
	tests := []struct {
		name  string
		model laika.Model
	}{
		{"builtin", nil},
		{"model answer", ndjsonOllama(t, faithful, true, 200)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			obs := shortArticle()
			var early []laika.Citation
			res, err := Run(context.Background(), obs, tt.model, Options{OnCitations: func(cs []laika.Citation) { early = cs }}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Citations) == 0 || len(early) == 0 {
				t.Fatalf("citations: result %d, streamed %d", len(res.Citations), len(early))
			}
			for _, cs := range [][]laika.Citation{res.Citations, early} {
				for _, c := range cs {
					if c.URL != obs.URL || obs.URL == "" {
						t.Errorf("citation %q has url %q, want %q", c.Quote, c.URL, obs.URL)
					}
				}
			}
		})
	}
}
