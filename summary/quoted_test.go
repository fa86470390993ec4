package summary

import "testing"

// TestQuoted: a line quoted whole is shown once quoted, and asks when
// its quotation does; two quotations, or a quote at a sentence's end,
// are the line's own words.
func TestQuoted(t *testing.T) {
	cases := []struct {
		in, shown string
		asks      bool
	}{
		{"What is the budget of this position based on?", "“What is the budget of this position based on?”", true},
		{"“What is the budget of this position based on?”", "“What is the budget of this position based on?”", true},
		{`"Are there other benefits available besides salary?"`, `"Are there other benefits available besides salary?"`, true},
		{"„Wie hoch ist das Budget?“", "„Wie hoch ist das Budget?“", true},
		{"«Quel est le budget ?»", "«Quel est le budget ?»", true},
		{"「予算はいくらですか？」", "「予算はいくらですか？」", true},
		{"Homeowners ask: “How much will it cost?”", "“Homeowners ask: “How much will it cost?””", false},
		{"“Yes” and “no” are both answers.", "““Yes” and “no” are both answers.”", false},
		{`"Yes" and "no"`, `“"Yes" and "no"”`, false},
		{"“”", "““””", false},
		{"“", "““”", false},
		{"", "“”", false},
	}
	for _, c := range cases {
		if got := Quoted(c.in); got != c.shown {
			t.Errorf("Quoted(%q) = %q, want %q", c.in, got, c.shown)
		}
		if got := question(c.in); got != c.asks {
			t.Errorf("question(%q) = %v, want %v", c.in, got, c.asks)
		}
	}
}
