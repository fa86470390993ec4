package summary

import (
	"slices"
	"testing"
)

// TestUnitsSkipNonSentences: a line that is no sentence (a member's card
// on a forum, a byline, a label) is no unit in a thread's comments either,
// while a comment that is a sentence, short or not, is one.
func TestUnitsSkipNonSentences(t *testing.T) {
	in := Input{Kind: KindComments, Text: "> Andrew97: Reply 1 Andrew97 Entertainment Forum Helper, Debate & Current Affairs Helper 20\n" +
		"> Quady: Has he got an oven ready plan though?\n" +
		"> 04MR17: Volunteer Team, Clearing and Applications Advisor 22\n" +
		"> Saracen: The prime minister has announced that a general election will take place in July.\n"}
	var got []string
	for _, u := range units(in, false) {
		got = append(got, u.text)
	}
	want := []string{"Has he got an oven ready plan though?", "The prime minister has announced that a general election will take place in July."}
	if !slices.Equal(got, want) {
		t.Errorf("units = %q, want %q", got, want)
	}
}

// A sponsor's label is a credit line, not the page's lead or a point; a
// sentence that only mentions paying for something is prose.
func TestUnitsSkipSponsorLabels(t *testing.T) {
	in := Input{Kind: KindPage, Text: "This content was paid for by Iberdrola and produced by the Guardian Labs team.\n" +
		"Tidal turbines off the coast of Orkney produced more electricity last winter than ever.\n" +
		"Paid content: Ten ways to heat your home for less this winter.\n" +
		"The new harbour wall was paid for by the council and finished in March.\n"}
	var got []string
	for _, u := range units(in, false) {
		got = append(got, u.text)
	}
	want := []string{"Tidal turbines off the coast of Orkney produced more electricity last winter than ever.", "The new harbour wall was paid for by the council and finished in March."}
	if !slices.Equal(got, want) {
		t.Errorf("units = %q, want %q", got, want)
	}
}
