package extract

import "testing"

// TestFindRating: a card's rating as the page writes it; a score over its
// scale or a date's day and month is none. items/rating-forms checks the
// same in Chromium.
func TestFindRating(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Rated 4.44 out of 5", "4.44 out of 5"},
		{"4.93 / 5.0 (169)", "4.93 / 5.0"},
		{"4.904761905 / 5.0 (21)", "4.904761905 / 5.0"},
		{"22 reviews with an average rating of 4.6 out of 5 stars", "4.6 out of 5 stars"},
		{"★ 4.85", "★ 4.85"},
		{"Score 8.7/10", "8.7/10"},
		{"Back in stock 3/5/2025", ""},
		{"In stores from 7/5, all sizes", ""},
		{"Opens 7/5, rated 4/5", "4/5"},
		{"Posted 12/5", ""},
		{"€4.50 (2 reviews)", ""},
	}
	for _, tt := range tests {
		if got := findRating(tt.in); got != tt.want {
			t.Errorf("findRating(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestFindPrice: a card's price is its first amount, in either currency
// order, and not a salary or a sum. items/card-prices checks the same in
// Chromium.
func TestFindPrice(t *testing.T) {
	tests := []struct{ in, want string }{
		{"$16.00 — In stock", "$16.00"},
		{"EUR 12 per month", "EUR 12"},
		{"12,50 € 19,99 €", "12,50 €"},
		{"8.7/10 €120 per night", "€120"},
		{"ab 12,50 € inkl. MwSt.", "12,50 €"},
		{"$5 USD", "$5"},
		{"£38k – £44k, or £120 a day", "£120"},
		{"Raised $1.2M in seed funding", ""},
		{"Was $1,299.00 $1,049.00", "$1,049.00"},
		{"Regular price $24.99 Sale price $19.99", "$19.99"},
		{"Regular price $19.99", "$19.99"},
		{"UVP 349,00 € 279,00 €", "279,00 €"},
		{"Save $300.00 — $1,699.00", "$1,699.00"},
		{"Washer $499.00", "$499.00"},
		{"Save $50-$200 on orders — $1,299.00", "$1,299.00"},
		{"$50 - $200", "$50"},
		{"Free shipping", ""},
	}
	for _, tt := range tests {
		if got := findPrice(tt.in); got != tt.want {
			t.Errorf("findPrice(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
