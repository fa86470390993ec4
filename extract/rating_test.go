package extract

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestRatingSharedFixture: the declared aggregateRating of the shared
// fixture (inside @graph, after a script that is not JSON, the value a
// number and the count a string), and that the page offers a product
// (meta.product), are the golden ones; the content script reads the same
// file against the same golden in real Chromium and Firefox
// (e2e/tests/observe.test.mjs).
func TestRatingSharedFixture(t *testing.T) {
	dir := filepath.Join("..", "e2e", "fixtures", "reading")
	body, err := os.ReadFile(filepath.Join(dir, "rating.html"))
	if err != nil {
		t.Fatal(err)
	}
	var want struct {
		Rating, RatingCount string
		Product             bool
	}
	g, err := os.ReadFile(filepath.Join(dir, "rating.golden.json"))
	if err != nil || json.Unmarshal(g, &want) != nil {
		t.Fatalf("golden: %v", err)
	}
	obs, err := HTML(body, "https://chandlers.example/lantern", pinned)
	if err != nil {
		t.Fatal(err)
	}
	if obs.Meta == nil || obs.Meta.Rating != want.Rating || obs.Meta.RatingCount != want.RatingCount || obs.Meta.Product != want.Product {
		t.Fatalf("meta %+v, want rating %q count %q product %v", obs.Meta, want.Rating, want.RatingCount, want.Product)
	}
}

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
			if r, c := ratingIn(v, 0); r != tt.value || c != tt.count {
				t.Errorf("got %q, %q; want %q, %q", r, c, tt.value, tt.count)
			}
		})
	}
}
