package orchestrator

import (
	"strings"
	"testing"
)

// TestDeclaredPriceAnswers: on a product page that declares its price
// (the shared fixture prints it split as "€145<sup>50</sup>" beside a
// struck-out list price), a question about the product's price is
// answered with the declared amount, and one about something else is not.
func TestDeclaredPriceAnswers(t *testing.T) {
	obs := observeFixture(t, "reading/price-meta.html", "https://chandlers.example/tide-clock")
	tests := []struct {
		q     string
		price bool
	}{
		{"how much is it?", true},
		{"what's the price?", true},
		{"What does it cost?", true},
		{"how much is the tide clock?", true},
		{"Was kostet das?", true},
		{"how much is shipping?", false},
		{"who makes it?", false},
	}
	for _, tt := range tests {
		t.Run(tt.q, func(t *testing.T) {
			p, _ := answerQuestion(tt.q, obs)
			if got := strings.Contains(p.Markdown, "145.50 EUR"); got != tt.price {
				t.Errorf("declared price in the answer: %v, want %v:\n%s", got, tt.price, p.Markdown)
			}
			// The citation quotes the declared price, not the title and
			// price it was found by, which the page never says together.
			if tt.price && (len(p.Citations) == 0 || p.Citations[0].Quote != "145.50 EUR") {
				t.Errorf("citations %+v, want the declared price quoted", p.Citations)
			}
		})
	}
}
