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
