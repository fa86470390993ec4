package extract

import (
	"strings"
	"testing"
)

func TestPostKept(t *testing.T) {
	long := strings.Repeat("filler words of the opening quote ", 4)
	reply := "Thanks! I was surprised there were in-person options; I did not realise that was possible, so I booked one."
	for _, tc := range []struct {
		name, kept, post string
		want             bool
	}{
		{"opening words kept", "#1 Has anyone built a base for the tank? #2", "Has anyone built a base for the tank?", true},
		{"quote rewritten, closing words kept", "#4 " + reply, "bob said: " + long + "Click to expand... " + reply, true},
		{"neither end kept", "an article about something else entirely", "bob said: " + long + "and a reply nobody kept", false},
		{"empty post", "anything", "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := postKept(collapse(tc.kept), collapse(tc.post)); got != tc.want {
				t.Errorf("postKept = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestQuotesSeen(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range shingles("My rye starter smells sharply of nail varnish remover and the bubbles have nearly stopped.") {
		seen[s] = true
	}
	for _, tc := range []struct {
		name, quote string
		want        bool
	}{
		{"trimmed sentence of an earlier post", "smells sharply of nail varnish remover", true},
		{"outside material", "An acetone note is the cry of a starving culture", false},
		{"too short to judge", "nail varnish", false},
		{"half from elsewhere", "nail varnish remover is sold in every chemist on the high street", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := quotesSeen(tc.quote, seen); got != tc.want {
				t.Errorf("quotesSeen(%q) = %v, want %v", tc.quote, got, tc.want)
			}
		})
	}
}
