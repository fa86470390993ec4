package summary

import (
	"slices"
	"testing"
)

// TestSteps: numbered paragraphs are steps when they order instructions
// (a how-to, a steps heading, or "Step N" in words), not when they rank
// things, restart in each section or number questions.
func TestSteps(t *testing.T) {
	cases := []struct {
		name, title, text string
		want              []string
	}{
		{"how-to numbered", "How to repot an orchid",
			"Orchids outgrow their pots every two years.\n1. Water the plant a day before.\n2. Ease the roots out of the old pot.\n3. Trim the dead roots with clean scissors.\n",
			[]string{"Water the plant a day before.", "Ease the roots out of the old pot.", "Trim the dead roots with clean scissors."}},
		{"under a steps heading", "Orchid care",
			"H2: Steps\n1. Water the plant a day before.\n2. Ease the roots out of the old pot.\n",
			[]string{"Water the plant a day before.", "Ease the roots out of the old pot."}},
		{"step words anywhere", "Orchid care",
			"Step 1: Water the plant a day before.\nStep 2: Ease the roots out of the old pot.\n",
			[]string{"Step 1: Water the plant a day before.", "Step 2: Ease the roots out of the old pot."}},
		{"a ranking on no how-to", "Top tools",
			"1. Tidewater plans your week.\n2. Quillmark prints your drafts.\n3. Kettle shares recipes.\n", nil},
		{"restarting numbers", "How to pick a tool",
			"H2: Today\n1. Tidewater plans your week.\n2. Quillmark prints your drafts.\nH2: Yesterday\n1. Kettle shares recipes.\n2. Fieldguide names birds.\n", nil},
		{"numbered questions", "How to apply",
			"1. Who can apply for the grant?\n2. When is the deadline?\n", nil},
		{"a list of questions", "How to ask for a raise",
			"H2: Questions to ask\n- What is the budget based on?\n- Which results move me up a band?\n- Can we review this in June?\n", nil},
		{"questions in CJK", "How to apply",
			"1. 谁可以申请？\n2. 截止日期是什么时候？\n", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := steps(Input{Kind: KindPage, Title: tc.title, Text: tc.text})
			if !slices.Equal(got, tc.want) {
				t.Errorf("steps = %q, want %q", got, tc.want)
			}
		})
	}
}
