package summary

import (
	"context"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// A page with no readable text (a script-built shell read where its
// scripts did not run) says so, and quotes its own description when it
// has one worth quoting, marked as the page's claim.
func TestEmptyPageQuotesItsDescription(t *testing.T) {
	tests := []struct {
		name, description string
		want              string // "" when no description line is expected
	}{
		{"forum shell", "I'm new to astronomy and want advice on choosing my first telescope&hellip;", "reads: “I'm new to astronomy and want advice on choosing my first telescope…”"},
		{"no description", "", ""},
		{"a site's motto", "Home of fitness", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			obs := &laika.Observation{URL: "https://forum.test/t/1", Title: "First telescope", Meta: &laika.Meta{Description: tt.description}}
			res, err := Run(context.Background(), obs, nil, Options{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(res.Text, "The page has no readable text to summarize.") || res.Fallback != FallbackEmpty {
				t.Fatalf("fallback %q, text:\n%s", res.Fallback, res.Text)
			}
			has := strings.Contains(res.Text, "description")
			if tt.want == "" && has || tt.want != "" && !strings.Contains(res.Text, tt.want) {
				t.Errorf("want %q in:\n%s", tt.want, res.Text)
			}
		})
	}
}
