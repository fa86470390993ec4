package extract

import "testing"

func TestTickerPhrase(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Book Now *Book Now *Book Now *Book Now *Book Now *Book No", "Book Now"},
		{"Free shipping • Free shipping • Free shipping • Free shipping", "Free shipping"},
		{"Sale Sale Sale Sale", "Sale"},
		{"Sale Sale Sale", ""}, // three times can be emphasis
		{"Yes | Yes | Yes | Yes | Yes", ""},
		{"The river rose and the river rose again and again and again.", ""},
		{"No no no no, said the mayor, the bridge stays closed.", ""},
		{"", ""},
	} {
		if got := tickerPhrase(c.in); got != c.want {
			t.Errorf("tickerPhrase(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
