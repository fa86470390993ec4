package extract

import (
	"slices"
	"testing"
)

func TestDropStutters(t *testing.T) {
	long := "A paragraph the author chose to say twice, word for word, so that the point it makes will stick."
	for _, tc := range []struct {
		name string
		in   []line
		want []string
	}{
		{"captions said in a row", []line{{text: "Dark roast"}, {text: "Dark roast"}, {text: "Dark roast"}, {text: "$19.99"}}, []string{"Dark roast", "$19.99"}},
		{"apart, both stay", []line{{text: "Low"}, {text: "Body"}, {text: "Low"}}, []string{"Low", "Body", "Low"}},
		{"code says a line twice", []line{{prefix: "Code: ", text: "increment();"}, {prefix: "Code: ", text: "increment();"}}, []string{"increment();", "increment();"}},
		{"list items", []line{{prefix: "- ", text: "Stir."}, {prefix: "- ", text: "Stir."}}, []string{"Stir.", "Stir."}},
		{"a sale copy of the price", []line{{text: "$19.99"}, {text: "$19.99 $19.99"}, {text: "From $279.95"}, {text: "From $279.95 $279.95"}, {text: "$799"}, {text: "$799 $799.00"}}, []string{"$19.99", "From $279.95", "$799"}},
		{"a sale price that differs", []line{{text: "$19.99"}, {text: "$24.99 $19.99"}}, []string{"$19.99", "$24.99 $19.99"}},
		{"a long line is the author's", []line{{text: long}, {text: long}}, []string{long, long}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, l := range dropStutters(tc.in) {
				got = append(got, l.text)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestOnePrice(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"$15.99 $15.99", "$15.99"},
		{"From $2,749.95 $2,749.95", "From $2,749.95"},
		{"$799 $799.00", "$799"},
		{"$5 $5 $5", "$5"},
		{"12,50 € 12,50 €", "12,50 €"},
		{"EUR 12 EUR 12,00 — in stock", "EUR 12 — in stock"},
		{"$24.99 $19.99", "$24.99 $19.99"},       // a sale: both said
		{"$1,000 $1,000.00", "$1,000"},           // cents that are zero
		{"$1,000 $1", "$1,000 $1"},               // not the same amount
		{"$15.99 or $15.99", "$15.99 or $15.99"}, // words between them
		{"$10 – $10", "$10 – $10"},               // a range says two ends
		{"Only 3 left", "Only 3 left"},
	} {
		if got := onePrice(tc.in); got != tc.want {
			t.Errorf("onePrice(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
