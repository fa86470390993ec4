package stem

import "testing"

// TestSemitic: a Hebrew or Arabic word and its forms with joined
// articles, conjunctions, prepositions and vowel points have one stem;
// other words are no Semitic words.
func TestSemitic(t *testing.T) {
	for _, forms := range [][]string{
		{"ספרייה", "הספרייה", "בספרייה", "ובספרייה"},
		{"סופי", "בסופי", "ובסופי"},
		{"שבוע", "בשבוע", "השבוע"},
		{"مكتبة", "المكتبة", "والمكتبة", "بالمكتبة", "مَكْتَبَة"},
		{"جديدة", "الجديدة", "جديد"},
	} {
		want, ok := semitic(forms[0])
		if !ok {
			t.Fatalf("%q is no Semitic word", forms[0])
		}
		for _, f := range forms[1:] {
			if got, _ := semitic(f); got != want {
				t.Errorf("semitic(%q) = %q, want %q (as %q)", f, got, want, forms[0])
			}
		}
	}
	for _, w := range []string{"library", "библиотека", "図書館"} {
		if s, ok := semitic(w); ok || s != w {
			t.Errorf("semitic(%q) = %q, %v", w, s, ok)
		}
	}
}
