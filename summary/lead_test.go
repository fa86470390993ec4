package summary

import (
	"strings"
	"testing"
)

// TestLeadIndex: the lede is the best-scored sentence among the first
// units that is no list item, does not go on from another and ends as a
// sentence, from the page's opening section when it holds a statement of
// ten words or more; a sentence that stops short leads only when none
// ends.
func TestLeadIndex(t *testing.T) {
	u := func(text string, score float64, item bool) unit {
		return unit{text: text, score: score, item: item, nwords: len(strings.Fields(text))}
	}
	// under puts a unit under a section heading.
	under := func(heading string, x unit) unit { x.heading = heading; return x }
	lede := "Tidal turbines off the coast of Orkney produced more electricity last winter than ever."
	for _, c := range []struct {
		name string
		us   []unit
		want int
	}{
		{"best scored", []unit{u("Otters are back.", 1, false), u("They live in every county.", 2, false)}, 1},
		{"a list item is no lede", []unit{u("Otters are back.", 1, false), u("Every county has them.", 3, true)}, 0},
		{"a sentence that stops short, its formula next", []unit{u("The defining property can be written concisely as", 5, false), u("Hermitian matrices have real eigenvalues.", 1, false)}, 1},
		{"stopping short leads when nothing ends", []unit{u("Open daily from nine", 1, false), u("Closed on public holidays", 2, false)}, 1},
		{"one that goes on from another", []unit{u("Otters are back.", 1, false), u("However, mink are not.", 4, false)}, 0},
		{"the opening section leads", []unit{u(lede, 1, false), under("Why the tides matter", u("Unlike wind and sunlight, tides are predictable years in advance.", 3, false))}, 0},
		{"a tagline makes no opening", []unit{u("The key questions answered.", 1, false), under("Sick days", u("Parents may stay at home for ten days a year when a child under twelve is ill.", 3, false))}, 1},
		{"a question makes no opening", []unit{u("How many days may parents stay at home when their child is ill?", 1, false), under("Sick days", u("Parents may stay at home for ten days a year when a child under twelve is ill.", 3, false))}, 1},
		{"a question in the opening does not lead", []unit{u("How many days may parents stay at home when their child is ill?", 3, false), u(lede, 1, false), under("Sick days", u("Parents may stay at home for ten days a year.", 5, false))}, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := leadIndex(c.us, "", func(unit) bool { return false }); got != c.want {
				t.Errorf("leadIndex = %d, want %d", got, c.want)
			}
		})
	}
}

// TestLeadIsNoStep: a page whose method opens it leads with what else it
// says, or, when it says nothing else, with the count of its steps; it
// never leads with step 1 and then lists it again.
func TestLeadIsNoStep(t *testing.T) {
	method := "H2: Method\n1. Whisk the eggs with the sugar until the mixture is pale and thick.\n2. Fold in the flour in three goes with a large metal spoon.\n3. Bake the sponge for twenty-five minutes at 180 °C.\n"
	for _, c := range []struct{ name, text, lead string }{
		{"the rest leads", method + "H2: Notes\nThe sponge keeps for three days in a tin, and it freezes well for a month.\n", "**Sponge \\| Bake Club**: The sponge keeps"},
		{"only steps", method, "**Sponge \\| Bake Club** gives 3 steps."},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := Input{Kind: KindPage, Title: "Sponge | Bake Club", Text: c.text}
			md := newDoc(in, "").extractive("").Markdown
			if !strings.HasPrefix(md, c.lead) {
				t.Errorf("summary opens %q, want %q", strings.SplitN(md, "\n", 2)[0], c.lead)
			}
			if strings.Count(md, "Whisk the eggs") != 1 {
				t.Errorf("step 1 told %d times:\n%s", strings.Count(md, "Whisk the eggs"), md)
			}
		})
	}
}

// TestQuestion: a sentence that asks, in the question marks of several
// scripts, is a question; a semicolon is none, nor a statement that ends
// in a quoted question.
func TestQuestion(t *testing.T) {
	for s, want := range map[string]bool{
		"Where is the country heading?":                  true,
		"図書館は何時に開きますか？":                                  true,
		"والى أين يتجه البلد؟":                           true,
		"Πού είναι η βιβλιοθήκη\u037e":                   true,
		"Homeowners ask: “How much will it cost?”":       false,
		"The library opens at nine; it closes at eight;": false,
		"The library opens at nine.":                     false,
	} {
		if got := question(s); got != want {
			t.Errorf("question(%q) = %v, want %v", s, got, want)
		}
	}
}
