package extract

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// documentView is what the golden files of extract/testdata/documents
// hold of an observation: what a text or XML file reads as. The content
// script is held to the same files in real browsers
// (e2e/tests/documents.test.mjs).
type documentView struct {
	Title     string       `json:"title"`
	Text      string       `json:"text"`
	Truncated bool         `json:"truncated,omitempty"`
	Items     []laika.Item `json:"items,omitempty"`
	Signals   []string     `json:"signals,omitempty"`
}

// documentMedia is the media type a fixture is served with, by its name.
var documentMedia = map[string]string{".txt": "text/plain", ".md": "text/markdown", ".xml": "application/xml"}

// DocumentFixtureOrigin is where the fixtures are served from, in Go as in
// the browser tests, so resolved links match.
const documentFixtureOrigin = "http://files.example"

func TestDocumentFixtures(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "documents", "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			srcs, _ := filepath.Glob(filepath.Join(dir, "source.*"))
			if len(srcs) != 1 {
				t.Fatalf("want one source.* in %s, have %v", dir, srcs)
			}
			src, err := os.ReadFile(srcs[0])
			if err != nil {
				t.Fatal(err)
			}
			media := documentMedia[filepath.Ext(srcs[0])]
			pageURL := documentFixtureOrigin + "/" + filepath.ToSlash(strings.TrimPrefix(srcs[0], "testdata/"))
			var obs *laika.Observation
			if media == "application/xml" {
				obs = XML(src, pageURL, pinned)
			} else {
				obs = Text(src, pageURL, media, pinned)
			}
			v := documentView{Title: obs.Title, Items: obs.Items, Signals: obs.Signals}
			if obs.Primary != nil {
				v.Text, v.Truncated = obs.Primary.Text, obs.Primary.Truncated
			}
			checkGolden(t, filepath.Join(dir, "expected.json"), v)
		})
	}
}
