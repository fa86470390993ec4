package sentence

import (
	"slices"
	"testing"
)

func TestEnds(t *testing.T) {
	for s, want := range map[string]bool{
		"Socks are included with every rental.": true,
		"Still looking for an air fryer?":       true,
		"Act now!":                              true,
		"He said “go.”":                         true,
		"(See the guide.)":                      true,
		"We were trying to fix a structural...": true,
		"お問い合わせください。":                           true,
		"Updated weekly":                        false,
		"Features:":                             false,
		"Light rain, sweat and":                 false,
		"":                                      false,
	} {
		if got := Ends(s); got != want {
			t.Errorf("Ends(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestPair: a run of unspaced characters is read as its overlapping
// pairs, a character standing alone as itself.
func TestPair(t *testing.T) {
	read := func(s string) []string {
		var out []string
		rs := []rune(s)
		for i, r := range rs {
			if !Unspaced(r) {
				continue
			}
			var prev, next rune
			if i > 0 {
				prev = rs[i-1]
			}
			if i+1 < len(rs) {
				next = rs[i+1]
			}
			if w := Pair(prev, r, next); w != "" {
				out = append(out, w)
			}
		}
		return out
	}
	for _, c := range []struct {
		s    string
		want []string
	}{
		{"開館時間", []string{"開館", "館時", "時間"}},
		{"図書館の本", []string{"図書", "書館", "館の", "の本"}},
		{"도서관은 열 시", []string{"도서", "서관", "관은", "열", "시"}},
		{"Go 言 and 語", []string{"言", "語"}},
		{"plain English", nil},
	} {
		if got := read(c.s); !slices.Equal(got, c.want) {
			t.Errorf("%q read as %q, want %q", c.s, got, c.want)
		}
	}
}
