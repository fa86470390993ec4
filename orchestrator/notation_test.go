package orchestrator

import (
	"strings"
	"testing"
)

// TestSuperlativesInPageNotation: a German shop's list ("1.299,00 €",
// "89,90 €", a struck list price, ratings "4,8 / 5") ordered by what the
// amounts are. Read with a decimal point only, "1.299,00 €" was 1.299,
// "89,90 €" 8990 and "4,8 / 5" a rating of 8. e2e/tests/chains-unseen
// asks the same in Chromium.
func TestSuperlativesInPageNotation(t *testing.T) {
	obs := observeFixture(t, "chains2/muehlen.html", "https://roestwerk.example/kaffeemuehlen")
	for _, tt := range []struct{ q, want string }{
		{"which is the cheapest grinder?", "**Handmühle Classic** (89,90 €)"},
		{"which is the most expensive grinder?", "**Barista Pro 64** (1.299,00 €)"},
		{"which is the best rated grinder?", "**Barista Pro 64** (rated 4,8/5)"},
		{"which is the worst rated grinder?", "**Kegelmühle K2** (rated 3,9/5)"},
	} {
		p, ok := superlative(tt.q, obs)
		if !ok || !strings.Contains(p.Markdown, tt.want) {
			t.Errorf("%s: %v\n%s\nwant %s", tt.q, ok, p.Markdown, tt.want)
		}
	}
}
