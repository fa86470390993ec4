package summary

import "testing"

// TestBreadcrumb: a trail of three or more parts that opens with a few
// words is where the page sits, not what it says; a sentence that names
// two things with a slash is prose.
func TestBreadcrumb(t *testing.T) {
	for s, want := range map[string]bool{
		"Home / fuSWball / FB-Rhön Hassberge / Wenn man in der Heimat verliert": true,
		"福娘童話集 > きょうのイソップ童話 > １月のイソップ童話 > 欲張りなイヌ":                               true,
		"Sie sind hier: Startseite » Essen » Essen Teil 2":                      true,
		"Best overall / ANC earbuds - Soundcore P31i / R60i NC":                 true,
		"The TCP/IP stack and/or the driver failed to load.":                    false,
		"Pale Blue Dot / Lift Off is the single, and the B-side / remix is out": false,
		"Prices rose 3% / year / on average, the report says.":                  false,
	} {
		if got := breadcrumb(s); got != want {
			t.Errorf("breadcrumb(%q) = %v, want %v", s, got, want)
		}
	}
}
