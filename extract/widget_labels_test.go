package extract

import (
	"slices"
	"testing"
)

// TestDropWidgetLabels: a control's caption alone on a line goes, a
// heading with the same words stays (an exercise guide's "Back").
func TestDropWidgetLabels(t *testing.T) {
	for _, tc := range []struct {
		prefix, text string
		keep         bool
	}{
		{"", "Show more", false},
		{"- ", "View all", false},
		{"", "Zurück zur Übersicht", false},
		{"H2: ", "Back", true},
		{"", "Back pain after a long ride is common.", true},
		{"", "Was this article helpful?", false},
		{"", "Anzeige", false},
		{"Code: ", "Show more", true},
	} {
		got := dropWidgetLabels([]line{{prefix: tc.prefix, text: tc.text}})
		if kept := slices.ContainsFunc(got, func(l line) bool { return l.text == tc.text }); kept != tc.keep {
			t.Errorf("%q%q kept = %v, want %v", tc.prefix, tc.text, kept, tc.keep)
		}
	}
}
