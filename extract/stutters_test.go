package extract

import (
	"encoding/json"
	"os"
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

// TestOnePrice runs the shared table of amounts said twice
// (testdata/oneprice.json); the content script answers the same table
// (extension/test/oneprice.test.mjs).
func TestOnePrice(t *testing.T) {
	raw, err := os.ReadFile("testdata/oneprice.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct{ In, Want string }
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 10 {
		t.Fatalf("%d cases in oneprice.json", len(cases))
	}
	for _, tc := range cases {
		if got := onePrice(tc.In); got != tc.Want {
			t.Errorf("onePrice(%q) = %q, want %q", tc.In, got, tc.Want)
		}
	}
}
