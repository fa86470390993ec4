package extract

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/golden"
)

// ctaTail: a snippet ending in a call to action, which says what to do,
// not what the item is (items.go ctaLine; items.test.mjs checks the
// content script's).
var ctaTail = regexp.MustCompile(`(?i)(?:read more|shop now|learn more|see more|view details)\W*$`)

// ItemsFixtureBase is the URL the shared item fixtures are read at, in
// Go and in e2e/tests/items.test.mjs, so resolved URLs match.
const itemsFixtureBase = "http://items.test/"

// TestSharedItems: the item rules (items.go) on the golden pages in
// testdata/items, which e2e/tests/items.test.mjs also loads in Chromium and
// checks against the same expected.json: one set of rules, one answer.
func TestSharedItems(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "items", "*"))
	if err != nil || len(dirs) < 5 {
		t.Fatalf("item fixtures: %v (%d)", err, len(dirs))
	}
	for _, dir := range dirs {
		name := filepath.Base(dir)
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join(dir, "source.html"))
			if err != nil {
				t.Fatal(err)
			}
			obs, err := HTML(src, itemsFixtureBase+"items/"+name+"/source.html", pinned)
			if err != nil {
				t.Fatal(err)
			}
			// Go and the content script agree on all of an item but its
			// handle, which differs by design (and is left out when empty).
			got := []laika.Item{}
			for _, it := range obs.Items {
				it.HandleID = ""
				got = append(got, it)
				if ctaTail.MatchString(it.Snippet) {
					t.Errorf("item %q: snippet ends in a call to action: %q", it.Title, it.Snippet)
				}
				if name == "title-echo" && strings.Contains(it.Snippet, it.Title) {
					t.Errorf("item %q: snippet says the title again: %q", it.Title, it.Snippet)
				}
			}
			b, _ := json.MarshalIndent(got, "", "  ")
			golden.Check(t, filepath.Join(dir, "expected.json"), append(b, '\n'))
		})
	}
}

// An item budget cuts the list, not the count: ItemsTotal says how many
// entries the page lists when Items holds only the first (the content
// script reports the same, e2e/tests/items.test.mjs).
func TestItemsTotal(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "items", "news-front", "source.html"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ max, items, total int }{
		{4, 4, 11},
		{11, 11, 0},
		{50, 11, 0},
	}
	for _, tt := range tests {
		opts := pinned
		opts.MaxItems = tt.max
		obs, err := HTML(src, itemsFixtureBase+"items/news-front/source.html", opts)
		if err != nil {
			t.Fatal(err)
		}
		if len(obs.Items) != tt.items || obs.ItemsTotal != tt.total {
			t.Errorf("MaxItems %d: %d items, total %d; want %d, %d", tt.max, len(obs.Items), obs.ItemsTotal, tt.items, tt.total)
		}
	}
}
