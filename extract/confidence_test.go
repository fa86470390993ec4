package extract

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestConfidencePages checks the extraction confidence of the pages in
// testdata/confidence against their expected.json. The content script
// must give the same figure (e2e/tests/confidence.test.mjs reads the same
// folders): one rule set, two implementations.
func TestConfidencePages(t *testing.T) {
	dirs, _ := filepath.Glob("testdata/confidence/*")
	if len(dirs) == 0 {
		t.Fatal("no pages in testdata/confidence")
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join(dir, "source.html"))
			if err != nil {
				t.Fatal(err)
			}
			var want struct{ Confidence float64 }
			b, err := os.ReadFile(filepath.Join(dir, "expected.json"))
			if err != nil || json.Unmarshal(b, &want) != nil {
				t.Fatalf("expected.json: %v", err)
			}
			obs, err := HTML(src, "http://confidence.test/"+filepath.Base(dir)+"/", pinned)
			if err != nil || obs.Primary == nil {
				t.Fatalf("no primary: %v", err)
			}
			if obs.Primary.Confidence != want.Confidence {
				t.Errorf("confidence %.2f, want %.2f:\n%s", obs.Primary.Confidence, want.Confidence, obs.Primary.Text)
			}
		})
	}
}
