package summary

import (
	"context"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestCodePage: a page that is code with a line or two of words around
// it (Rust by Example) is no empty page. The summary quotes its words and
// counts its code; a page with neither stays empty.
func TestCodePage(t *testing.T) {
	listing := "Code: fn main() {\nCode:     let triple = (0, -2, 3);\nCode:     match triple {\nCode:         (0, y, z) => println!(\"{y} {z}\"),\nCode:         _ => println!(\"other\"),\nCode:     }\nCode: }\n"
	tests := []struct {
		name, text string
		want       []string
	}{
		{"one listing", "H1: tuples\nTuples can be destructured in a match as follows:\n" + listing + "H3: See also:\nTuples\n",
			[]string{"**tuples**: “Tuples can be destructured in a match as follows:”", "The rest of the page is code (one listing, 7 lines in all)"}},
		{"two listings", "H1: tuples\nA struct is matched field by field:\n" + listing + "And an enum by its variants:\n" + listing,
			[]string{"“A struct is matched field by field:” “And an enum by its variants:”", "(2 listings, 14 lines in all)"}},
		{"code alone", listing, []string{"**tuples**\n\nThe page is code (one listing, 7 lines in all)"}},
		{"labels alone", "H1: tuples\nSee also:\nTuples\n", []string{"The page has no readable text to summarize."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			obs := &laika.Observation{URL: "https://doc.test/rbe/tuples.html", Title: "tuples", Text: tt.text, Primary: &laika.Primary{Text: tt.text}}
			res, err := Run(context.Background(), obs, nil, Options{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tt.want {
				if !strings.Contains(res.Text, w) {
					t.Errorf("want %q in:\n%s", w, res.Text)
				}
			}
		})
	}
}
