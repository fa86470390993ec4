package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestDumpRoundTrip: the pages -dump writes come back through -texts as
// the text another reader wrote for each, known by the page's bytes; a
// page it never wrote a text for is not read at all, and one it read as
// nothing is read as nothing.
func TestDumpRoundTrip(t *testing.T) {
	dir := t.TempDir()
	pages := []page{
		{id: "a page/with a slash", typ: "article", html: []byte("<p>one</p>")},
		{id: "b", typ: "article", html: []byte("<p>two</p>")},
		{id: "c", typ: "article", html: []byte("<p>three</p>")},
	}
	if err := dumpPages(dir, pages); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "texts"), 0o755); err != nil {
		t.Fatal(err)
	}
	// The reader read page 0 (with a structure prefix, which scoring
	// drops) and page 2 (as nothing), and never page 1.
	for n, text := range map[string]string{"0": "H1: one", "2": ""} {
		if err := os.WriteFile(filepath.Join(dir, "texts", n+".txt"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ex, read, err := textsExtractor(dir)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []struct {
		read bool
		text string
	}{{true, "one"}, {false, ""}, {true, ""}} {
		if got := read(pages[i].html); got != want.read {
			t.Errorf("page %d: read = %v, want %v", i, got, want.read)
		}
		if got, _ := ex(pages[i].html, ""); got != want.text {
			t.Errorf("page %d: text = %q, want %q", i, got, want.text)
		}
	}
	if _, _, err := textsExtractor(t.TempDir()); err == nil {
		t.Error("a directory with no index.json is no dump")
	}
}
