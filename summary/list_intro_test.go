package summary

import (
	"testing"

	"github.com/laikabrowser/laika"
)

func TestListIntro(t *testing.T) {
	items := []laika.Item{
		{Title: "Classic black tie", Snippet: "A satin lapel tuxedo shoe for the formal evening."},
		{Title: "Saddle brown Monaco"},
	}
	const about = "Formal shoes | Harbor Tux. Rent formal shoes for weddings and proms."
	for _, tc := range []struct {
		name, primary, want string
	}{
		{"under the page heading", "H1: Formal shoe gallery\nHarbor Tux offers the best selection of shoes for your rental. Socks are free.\nH3: Classic black tie", "Harbor Tux offers the best selection of shoes for your rental."},
		{"a label first", "H1: Formal shoes\nShowing 40 results\nEvery pair is cleaned and polished after each rental.\nClassic black tie", "Every pair is cleaned and polished after each rental."},
		{"no heading, but says what the page is about", "Rent formal shoes for weddings, proms and every black tie evening.\nClassic black tie", "Rent formal shoes for weddings, proms and every black tie evening."},
		{"no heading: a lead story's teaser", "Wealthy travellers are paying up to $200,000 to charter flights out.\nClassic black tie", ""},
		{"a section heading first", "H1: Formal shoes\nH2: Featured\nHarbor Tux offers the best selection of shoes for your rental.\nClassic black tie", ""},
		{"an entry's own snippet", "H1: Formal shoes\nA satin lapel tuxedo shoe for the formal evening.\nClassic black tie", ""},
		{"a credit line", "H1: Formal shoes\n© Harbor Tux photographs, all rights reserved to the studio.\nClassic black tie", ""},
		{"a sentence that goes on from another", "H1: Formal shoes\nBut every pair is cleaned and polished after each rental.\nClassic black tie", ""},
		{"nothing before the list", "Classic black tie\nHarbor Tux offers the best selection of shoes for your rental.", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := listIntro(tc.primary, items, about); got != tc.want {
				t.Errorf("listIntro = %q, want %q", got, tc.want)
			}
		})
	}
}
