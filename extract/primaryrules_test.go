package extract

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestPrimaryRules runs the shared main-content rules: each folder in
// testdata/primary is a page and how often each phrase must appear in
// the primary text (0: never), and in captions.json, where present, the
// captions it names (Primary.Captions). The content script must agree on the same
// pages (e2e/lib/primary-suite.mjs reads these folders too).
func TestPrimaryRules(t *testing.T) {
	dirs, _ := filepath.Glob("testdata/primary/*")
	if len(dirs) == 0 {
		t.Fatal("no fixtures in testdata/primary")
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join(dir, "source.html"))
			if err != nil {
				t.Fatal(err)
			}
			var want map[string]int
			b, err := os.ReadFile(filepath.Join(dir, "expected.json"))
			if err != nil || json.Unmarshal(b, &want) != nil {
				t.Fatalf("expected.json: %v", err)
			}
			obs, err := HTML(src, "http://primary.test/"+filepath.Base(dir)+"/", pinned)
			if err != nil {
				t.Fatal(err)
			}
			// A page with no main content in its HTML (a script shell)
			// has no primary: every phrase then appears 0 times.
			text := ""
			if obs.Primary != nil {
				text = obs.Primary.Text
			}
			for phrase, n := range want {
				if got := strings.Count(text, phrase); got != n {
					t.Errorf("%q appears %d times, want %d:\n%s", phrase, got, n, text)
				}
			}
			// captions.json, where present, lists Primary.Captions.
			if b, err := os.ReadFile(filepath.Join(dir, "captions.json")); err == nil {
				var caps []string
				if err := json.Unmarshal(b, &caps); err != nil {
					t.Fatalf("captions.json: %v", err)
				}
				var got []string
				if obs.Primary != nil {
					got = obs.Primary.Captions
				}
				if !slices.Equal(got, caps) {
					t.Errorf("captions %q, want %q", got, caps)
				}
			}
		})
	}
}
