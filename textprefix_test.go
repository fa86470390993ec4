package laika

import "testing"

// TestStripPrefix: every structure prefix of the observation text reads
// back as its kind, a numbered item as a list item, and a line that only
// looks numbered ("2024. ", "3.5 cups") as the paragraph it is.
func TestStripPrefix(t *testing.T) {
	tests := []struct {
		line, body string
		kind       byte
		n          int
	}{
		{"H2: Why the tides matter", "Why the tides matter", 'h', 0},
		{"- Predictable output", "Predictable output", '-', 0},
		{"  - Fewer dives", "Fewer dives", '-', 0},
		{"3. Sift in the flour", "Sift in the flour", '-', 3},
		{"    12. Rinse", "Rinse", '-', 12},
		{"> The tide tables are the best forecast.", "The tide tables are the best forecast.", '>', 0},
		{"Code: x := 1", "x := 1", 'c', 0},
		{"> Code: fn main() {", "fn main() {", 'c', 0},
		{"> H4: Gestalte ein Plakat", "Gestalte ein Plakat", 'h', 0},
		{"> H2 of the tide table is its second column.", "H2 of the tide table is its second column.", '>', 0},
		{"2024. A year of tides.", "2024. A year of tides.", 'p', 0},
		{"3.5 cups of flour", "3.5 cups of flour", 'p', 0},
		{"1.", "1.", 'p', 0},
		{"Plain prose.", "Plain prose.", 'p', 0},
	}
	for _, tt := range tests {
		body, kind := StripPrefix(tt.line)
		n, _ := Ordinal(tt.line)
		if body != tt.body || kind != tt.kind || n != tt.n {
			t.Errorf("%q: StripPrefix = %q, %q; Ordinal = %d; want %q, %q, %d", tt.line, body, kind, n, tt.body, tt.kind, tt.n)
		}
	}
}
