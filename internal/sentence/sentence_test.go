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
		"पुस्तकालय नए समय पर खुलता है।": true,
		"هل المكتبة مفتوحة اليوم؟":      true,
		"Updated weekly":        false,
		"Features:":             false,
		"Light rain, sweat and": false,
		"":                      false,
	} {
		if got := Ends(s); got != want {
			t.Errorf("Ends(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestPairs: a run of unspaced characters is read as its overlapping
// pairs of clusters, a character standing alone as itself.
func TestPairs(t *testing.T) {
	read := func(s string) []string {
		var out []string
		var run []rune
		flush := func() {
			Pairs(run, func(w string) { out = append(out, w) })
			run = run[:0]
		}
		for _, r := range s {
			if Unspaced(r) {
				run = append(run, r)
				continue
			}
			flush()
		}
		flush()
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
		// Thai's marks stay with the letter they sit on.
		{"ยืมหนังสือ", []string{"ยืม", "มห", "หนั", "นัง", "งสื", "สือ"}},
		{"กี่ เล่ม", []string{"กี่", "เล่", "ล่ม"}},
		// Burmese in the Myanmar Extended blocks is unspaced too.
		{"ꩠꩡ", []string{"ꩠꩡ"}},
		// The long-vowel mark is part of the katakana word.
		{"コーヒー", []string{"コー", "ーヒ", "ヒー"}},
		{"plain English", nil},
	} {
		if got := read(c.s); !slices.Equal(got, c.want) {
			t.Errorf("%q read as %q, want %q", c.s, got, c.want)
		}
	}
}
