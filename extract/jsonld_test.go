package extract

import (
	"encoding/json"
	"os"
	"testing"
)

// TestLDFind runs the shared table of JSON-LD walks
// (testdata/ldfind.json), which the content script's walk answers too
// (extension/test/ld.test.mjs): each case asks for the first non-empty
// "sku" under the case's nests.
func TestLDFind(t *testing.T) {
	raw, err := os.ReadFile("testdata/ldfind.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Name  string
		LD    any
		Nests []string
		Want  string
	}
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	for _, tt := range cases {
		t.Run(tt.Name, func(t *testing.T) {
			got := ldFind(tt.LD, tt.Nests, func(x map[string]any) string {
				s, _ := x["sku"].(string)
				return s
			})
			if got != tt.Want {
				t.Errorf("got %q, want %q", got, tt.Want)
			}
		})
	}
}
