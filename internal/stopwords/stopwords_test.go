package stopwords

import (
	"strings"
	"testing"
)

// language tells the language of text as the summarizer's ranker does:
// English stopwords count for English only.
func language(text string) Set {
	var hits [Lists]int
	for _, w := range strings.Fields(strings.ToLower(text)) {
		w = strings.Trim(w, ".,;:!?¿¡«»\"")
		langs := Langs([]byte(w))
		if langs&English != 0 {
			hits[0]++
			continue
		}
		for i := range hits {
			if langs&(1<<i) != 0 {
				hits[i]++
			}
		}
	}
	return Language(hits[:])
}

func TestLanguage(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		word       string // a stopword of the language told, or "" for none
		content    string // a content word, in no list
	}{
		{"english", "The council said the new bridge would open in the spring after two years of work.", "", "bridge"},
		{"english with a Spanish quote", "The mayor, who opened the market, said in Spanish: «Es un día de fiesta para la ciudad». The market will open every Sunday and the stalls will sell local food.", "", "market"},
		{"german", "Die Brücke wurde nach zwei Jahren Bauzeit eröffnet. Sie ist nicht nur für Autos, sondern auch für Fahrräder gedacht, und die Stadt hat sie mit einem Fest gefeiert.", "und", "brücke"},
		{"spanish", "El puente fue inaugurado después de dos años de obras. No es solo para los coches, sino también para las bicicletas, y la ciudad lo celebró con una fiesta.", "los", "puente"},
		{"french", "Le pont a été inauguré après deux ans de travaux. Il n'est pas seulement pour les voitures, mais aussi pour les vélos, et la ville l'a fêté.", "les", "pont"},
		{"dutch", "De brug werd na twee jaar bouwen geopend. Hij is niet alleen voor auto's, maar ook voor fietsen, en de stad heeft het gevierd met een feest.", "niet", "brug"},
		{"no words", "", "", "bridge"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lang := language(tc.text)
			if tc.word == "" {
				if lang != 0 {
					t.Fatalf("language = %b, want none (English)", lang)
				}
			} else if Langs([]byte(tc.word))&lang == 0 {
				t.Fatalf("language = %b does not hold %q", lang, tc.word)
			}
			if Langs([]byte(tc.content))&lang != 0 || Is(tc.content) {
				t.Fatalf("content word %q is a stopword", tc.content)
			}
		})
	}
}

// TestNoEnglishContentWords: research reads every list at once, so a word
// that English uses for a topic would be lost from English questions.
func TestNoEnglishContentWords(t *testing.T) {
	for _, w := range strings.Fields("son hay man come dove war car ton door sin era dies bin nun pendant hem tot sue bridge") {
		if Is(w) {
			t.Errorf("%q is a stopword", w)
		}
	}
}
