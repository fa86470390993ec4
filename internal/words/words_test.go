package words

import (
	"strings"
	"testing"
)

func split(s string) string {
	var out []string
	Strings(s, func(w string) { out = append(out, w) })
	return strings.Join(out, "|")
}

func TestEach(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"The Quick brown-fox", "the|quick|brown|fox"},
		{"It cost $1,200.50 in 2024.", "it|cost|1200.50|in|2024"},
		{"3.5 GHz, then 4. Next", "3.5|ghz|then|4|next"},
		{"Google's results", "google|results"},
		{"Google’s results", "google|results"},
		{"don't stop; it’s fine", "don't|stop|it|fine"},
		{"the bosses' meeting", "the|bosses|meeting"},
		{"'quoted' words", "quoted|words"},
		{"aujourd'hui l’été", "aujourd'hui|l|été"},
		{"Straße Ärger", "straße|ärger"},
		{"A\u0308rger", "ärger"},           // combining diaeresis reads as one letter
		{"नमस्ते दुनिया", "नमस्ते|दुनिया"}, // vowel signs stay in their word
		{"東京都", "東京|京都"},                   // overlapping pairs
		{"Go语言", "go|语言"},
		{"", ""},
	} {
		if got := split(c.in); got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}

// TestBufferReuse: a word handed to fn is only good until fn returns, and
// the buffer returned is the one to pass next.
func TestBufferReuse(t *testing.T) {
	var buf []byte
	var got []string
	for _, s := range []string{"alpha beta", "gamma"} {
		buf = Each(s, buf, func(w []byte) { got = append(got, string(w)) })
	}
	if strings.Join(got, " ") != "alpha beta gamma" {
		t.Fatalf("got %q", got)
	}
}

func BenchmarkEach(b *testing.B) {
	s := strings.Repeat("The committee met on Monday to review the budget for 2025, and agreed to fund the library's new wing. ", 100)
	var buf []byte
	for b.Loop() {
		buf = Each(s, buf, func([]byte) {})
	}
}
