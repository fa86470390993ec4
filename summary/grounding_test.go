package summary

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestGrounding runs the planted-fabrication table in
// testdata/grounding.json: each case is a model reply to the same page and
// the claims the check must flag (and nothing else).
func TestGrounding(t *testing.T) {
	var suite struct {
		Page  string
		Cases []struct {
			Name        string
			Answer      string
			Unsupported []Claim
			Bad         bool
		}
	}
	if err := json.Unmarshal([]byte(readTestdata(t, "grounding.json")), &suite); err != nil {
		t.Fatal(err)
	}
	for _, tc := range suite.Cases {
		t.Run(tc.Name, func(t *testing.T) {
			g := CheckGrounding(tc.Answer, suite.Page)
			got := g.Unsupported
			if got == nil {
				got = []Claim{}
			}
			if tc.Unsupported == nil {
				tc.Unsupported = []Claim{}
			}
			if !reflect.DeepEqual(got, tc.Unsupported) {
				t.Errorf("unsupported claims\n got %+v\nwant %+v", got, tc.Unsupported)
			}
			if g.Bad != tc.Bad {
				t.Errorf("bad = %v, want %v (checked %d, overlap %.2f)", g.Bad, tc.Bad, g.Checked, g.Overlap)
			}
		})
	}
}

// TestGroundingRealisticSummary: a summary written the way an instruction
// model writes one (paraphrase, Markdown, bold labels) raises no false
// flags against a real long page.
func TestGroundingRealisticSummary(t *testing.T) {
	page := readTestdata(t, "gospec.txt")
	answer := `## Summary

The Go Programming Language Specification is the reference manual for Go, a general-purpose language designed with systems programming in mind.

**Key points:**

- Go is strongly typed and garbage-collected, with explicit support for concurrent programming.
- Programs are built from packages, which allow efficient management of dependencies.
- The syntax is specified using a variant of Extended Backus-Naur Form (EBNF).
- Source code is Unicode text encoded in UTF-8.
- Composite types such as arrays, structs, pointers, functions, interfaces, slices, maps and channels are constructed with type literals.
- An interface type defines a type set; the empty interface covers all non-interface types.`
	g := CheckGrounding(answer, page)
	if len(g.Unsupported) > 0 || g.Bad {
		t.Fatalf("false flags: %+v (overlap %.2f, checked %d)", g.Unsupported, g.Overlap, g.Checked)
	}
	t.Logf("checked %d claims, overlap %.2f", g.Checked, g.Overlap)
}
