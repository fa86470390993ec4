package summary

import (
	"slices"
	"testing"
)

// TestEntries: the names of a page's numbered sections, the longest count
// 1, 2, 3 … at one level, with the entries' own parts between them; no
// entries from a count that stops short, asks questions, repeats one
// name or numbers paragraphs set as headings.
func TestEntries(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"ranking with parts between", "H2: The best cameras\nIntro text.\nH3: 1. SimpliSafe - Best deterrent\nH3: Product Specs\nSpecs.\nH4: What we like\nH3: 2. ADT - Most complete\nH3: Product Specs\nH3: 3. Ring - Top for DIY\nText.\n",
			[]string{"SimpliSafe - Best deterrent", "ADT - Most complete", "Ring - Top for DIY"}},
		{"other markers", "H2: #1 Kettle Point\nH2: #2 Gull Rock\nH2: No. 3 Harbour Light\nH2: 4) Seal Bay\nH2: 5 – North Cape\n",
			[]string{"Kettle Point", "Gull Rock", "Harbour Light", "Seal Bay", "North Cape"}},
		{"one set a level off", "H2: 1. Robotics\nH3: a. About\nH2: 2. Virtual production\nH3: 3. Remote tools\nH2: 4. AI\n",
			[]string{"Robotics", "Virtual production", "Remote tools", "AI"}},
		{"the longest count wins", "H3: 1. Alpha\nH3: 2. Beta\nH2: FAQ\nH3: 1. Gamma\nH3: 2. Delta\nH3: 3. Epsilon\n",
			[]string{"Gamma", "Delta", "Epsilon"}},
		{"too few", "H2: 1. Why\nH2: 2. How\n", nil},
		{"a broken count", "H2: 1. Alpha\nH2: 3. Gamma\nH2: 4. Delta\n", nil},
		{"questions", "H3: 1. How long does it take?\nH3: 2. What does it cost?\nH3: 3. Can I bring a dog?\n", nil},
		{"years and bare numbers", "H2: 2023 in review\nH2: 2024 in review\nH2: 2025 in review\nH2: 1\nH2: 2\nH2: 3\n", nil},
		{"the number is the name", "H2: 1. Klasse\nText.\nH2: 2. Klasse\nText.\nH2: 3. Klasse\nText.\n", nil},
		{"numbered items are no sections", "1. Alpha\n2. Beta\n3. Gamma\n", nil},
		{"paragraphs set as headings", "H4: 1. The first thing to say is that this heading is a whole paragraph of a story that a site set as a heading, numbered as its part, and it runs on and on.\nH4: 2. Two\nH4: 3. Three\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := entries(tt.text); !slices.Equal(got, tt.want) {
				t.Errorf("entries = %q, want %q", got, tt.want)
			}
		})
	}
}
