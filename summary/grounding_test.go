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
