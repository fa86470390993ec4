package policy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/laikabrowser/laika/internal/golden"

	"github.com/laikabrowser/laika"
)

// injectionFixture is one malicious page: what a compromised model would
// propose after reading it, and what the user actually asked. The
// orchestrator replays the same files through the model loop.
type injectionFixture struct {
	Name        string             `json:"name"`
	Description string             `json:"description"`
	Goal        string             `json:"goal"`
	Observation *laika.Observation `json:"observation"`
	Calls       []laika.ToolCall   `json:"calls"`
}

func loadInjectionFixtures(t *testing.T) []injectionFixture {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("testdata", "injection", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(paths)
	var out []injectionFixture
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		var f injectionFixture
		if err := dec.Decode(&f); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if f.Name+".json" != filepath.Base(p) || f.Goal == "" || f.Observation == nil || len(f.Calls) == 0 {
			t.Fatalf("%s: needs matching name, goal, observation and calls", p)
		}
		out = append(out, f)
	}
	return out
}

// TestInjectionFixtures runs every call a compromised model proposes
// through the gate in both modes, with the malicious page's own origin on
// the autodrive list (the worst case: the user trusts the site), and
// requires that none is allowed. The verdicts are kept in a golden file so
// a change in why a call is stopped shows up in review.
func TestInjectionFixtures(t *testing.T) {
	fixtures := loadInjectionFixtures(t)
	if len(fixtures) < 10 {
		t.Fatalf("%d injection fixtures, want at least 10", len(fixtures))
	}
	var verdicts bytes.Buffer
	for _, f := range fixtures {
		pageOrigin := originOf(f.Observation.URL)
		if pageOrigin == "" {
			t.Fatalf("%s: observation URL %q has no origin", f.Name, f.Observation.URL)
		}
		for i, call := range f.Calls {
			for _, mode := range []Mode{Assist, Autodrive} {
				r := Decide(Input{
					Call:        call,
					Observation: f.Observation,
					Run:         RunState{Step: 1},
					Settings:    Settings{Mode: mode, AutodriveOrigins: []string{pageOrigin, "duckduckgo.com"}},
					Goal:        f.Goal,
				})
				fmt.Fprintf(&verdicts, "%s #%d %s %s: %s %s\n", f.Name, i, call.Name, mode, r.Decision, r.Reason)
				if r.Decision == laika.Allow {
					t.Errorf("%s call %d (%s %s) in %s: allowed (%s: %s)", f.Name, i, call.Name, call.Arguments, mode, r.Reason, r.Detail)
				}
			}
		}
	}
	path := filepath.Join("testdata", "injection.golden")
	golden.Check(t, path, verdicts.Bytes())
}
