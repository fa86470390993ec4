package stem

import "testing"

// TestWordGroupsForms: each group's forms share one key, and words that
// only look like forms keep theirs.
func TestWordGroupsForms(t *testing.T) {
	for _, group := range [][]string{
		{"price", "prices", "priced"}, {"approve", "approved", "approves", "approving"}, {"ship", "shipping", "shipped", "ships"},
		{"toll", "tolls"}, {"bridge", "bridges"}, {"launch", "launched", "launches", "launching"}, {"company", "companies"},
		{"channel", "channels"}, {"type", "types"}, {"party", "parties"}, {"class", "classes"},
		{"casa", "casas"}, {"maison", "maisons"},
	} {
		for _, w := range group[1:] {
			if Word(w) != Word(group[0]) {
				t.Errorf("Word(%q) = %q, Word(%q) = %q", w, Word(w), group[0], Word(group[0]))
			}
		}
	}
	for _, w := range []string{"status", "analysis", "class", "it's", "dog", "2024s"} {
		if got := Word(w); got != w {
			t.Errorf("Word(%q) = %q, want it kept", w, got)
		}
	}
	for _, pair := range [][2]string{{"payment", "pay"}, {"writer", "write"}, {"creation", "create"}} {
		if Word(pair[0]) == Word(pair[1]) {
			t.Errorf("Word merges %q and %q", pair[0], pair[1])
		}
	}
}

// TestRootGroupsDerivedForms: Root also folds derived words, which a
// question and a page use for one thing.
func TestRootGroupsDerivedForms(t *testing.T) {
	for _, group := range [][]string{
		{"incorporated", "incorporation", "incorporate", "incorporates"},
		{"pay", "payment", "payments"}, {"writ", "writer", "writers", "writes", "writing"},
		{"connect", "connection", "connected"}, {"company", "companies"},
	} {
		for _, w := range group[1:] {
			if Root(w) != Root(group[0]) {
				t.Errorf("Root(%q) = %q, Root(%q) = %q", w, Root(w), group[0], Root(group[0]))
			}
		}
	}
	if Root("class") != "class" || Root("הספרייה") != Word("הספרייה") {
		t.Error("Root cut a double s or missed a Semitic word")
	}
}
