package stopwords

import (
	"strings"
	"testing"
)

// language tells the language of text as the summarizer does.
func language(text string) Set {
	var c Counter
	for _, w := range strings.Fields(strings.ToLower(text)) {
		w = strings.Trim(w, ".,;:!?¿¡«»\"")
		c.Add([]byte(w), Langs([]byte(w))&English != 0)
	}
	return c.Language()
}

func TestLanguage(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		lang       string // the language told, or "" for none (English)
		content    string // a content word, in no list
	}{
		{"english", "The council said the new bridge would open in the spring after two years of work.", "", "bridge"},
		{"english with a Spanish quote", "The mayor, who opened the market, said in Spanish: «Es un día de fiesta para la ciudad». The market will open every Sunday and the stalls will sell local food.", "", "market"},
		{"german", "Die Brücke wurde nach zwei Jahren Bauzeit eröffnet. Sie ist nicht nur für Autos, sondern auch für Fahrräder gedacht, und die Stadt hat sie mit einem Fest gefeiert.", "de", "brücke"},
		{"spanish", "El puente fue inaugurado después de dos años de obras. No es solo para los coches, sino también para las bicicletas, y la ciudad lo celebró con una fiesta.", "es", "puente"},
		{"french", "Le pont a été inauguré après deux ans de travaux. Il n'est pas seulement pour les voitures, mais aussi pour les vélos, et la ville l'a fêté.", "fr", "pont"},
		{"dutch", "De brug werd na twee jaar bouwen geopend. Hij is niet alleen voor auto's, maar ook voor fietsen, en de stad heeft het gevierd met een feest.", "nl", "brug"},
		{"no words", "", "", "bridge"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lang := language(tc.text)
			if want := Lang(tc.lang); lang != want {
				t.Fatalf("language = %b, want %b (%q)", lang, want, tc.lang)
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
	for _, w := range strings.Fields("son hay man come dove war car ton door sin era dies bin nun pendant hem tot sue sea plus uno han dan allen mia mine bridge") {
		if Is(w) {
			t.Errorf("%q is a stopword", w)
		}
	}
}
