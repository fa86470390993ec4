package sentence

import "testing"

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
