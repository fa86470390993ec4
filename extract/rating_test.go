package extract

import (
	"encoding/json"
	"testing"
)

// TestRatingIn covers the JSON-LD shapes one by one.
func TestRatingIn(t *testing.T) {
	tests := []struct{ name, ld, value, count string }{
		{"top level, strings", `{"@type":"Recipe","aggregateRating":{"ratingValue":"4.8","ratingCount":"212"}}`, "4.8", "212"},
		{"numbers, reviewCount", `{"@type":"Product","aggregateRating":{"ratingValue":5,"reviewCount":31}}`, "5", "31"},
		{"array", `[{"@type":"Organization"},{"@type":"Product","aggregateRating":{"ratingValue":"3.9"}}]`, "3.9", ""},
		{"graph", `{"@graph":[{"@type":"Product","aggregateRating":{"ratingValue":"4"}}]}`, "4", ""},
		{"no value", `{"@type":"Product","aggregateRating":{"ratingCount":"12"}}`, "", ""},
		{"not a number", `{"@type":"Product","aggregateRating":{"ratingValue":"excellent"}}`, "", ""},
		{"too long", `{"@type":"Product","aggregateRating":{"ratingValue":"4.5 out of 5 stars from our customers"}}`, "", ""},
		{"rating is a list", `{"@type":"Product","aggregateRating":[{"ratingValue":"4"}]}`, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var v any
			if err := json.Unmarshal([]byte(tt.ld), &v); err != nil {
				t.Fatal(err)
			}
			if r, c := ratingIn(v); r != tt.value || c != tt.count {
				t.Errorf("got %q, %q; want %q, %q", r, c, tt.value, tt.count)
			}
		})
	}
}
