package extract

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/golden"
)

// TestSharedComments: the comment rules (comments.go) on the golden pages
// in testdata/comments, which e2e/tests/comments.test.mjs also loads in
// Chromium and Firefox and checks against the same expected.json: each
// entry's author, text and depth, one answer for both readers.
func TestSharedComments(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "comments", "*"))
	if err != nil || len(dirs) < 2 {
		t.Fatalf("comment fixtures: %v (%d)", err, len(dirs))
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join(dir, "source.html"))
			if err != nil {
				t.Fatal(err)
			}
			obs, err := HTML(src, "http://comments.test/comments/"+filepath.Base(dir)+"/source.html", pinned)
			if err != nil {
				t.Fatal(err)
			}
			got := []laika.Comment{}
			for _, c := range obs.Comments {
				c.HandleID = "" // differs by design
				got = append(got, c)
			}
			b, _ := json.MarshalIndent(got, "", "  ")
			golden.Check(t, filepath.Join(dir, "expected.json"), append(b, '\n'))
		})
	}
}
