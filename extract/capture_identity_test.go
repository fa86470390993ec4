package extract

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"

	"github.com/laikabrowser/laika/fetch"
)

// TestCaptureIsANewLoad: capturing the same unchanged page twice gives two
// documents (fresh random ids), the later at a higher navigation
// generation, so a consumer can tell the captures apart and order them.
func TestCaptureIsANewLoad(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<title>Same</title><p>The same page, byte for byte.</p>")
	}))
	defer srv.Close()
	c := NewCapturer(fetch.New(fetch.Options{AllowPrivate: true}))
	id := regexp.MustCompile(`^d[0-9a-f]{16}$`)
	seen := map[string]bool{}
	last := 0
	for i := 0; i < 3; i++ {
		obs, err := c.Capture(context.Background(), srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		if !id.MatchString(obs.DocumentID) || seen[obs.DocumentID] {
			t.Errorf("capture %d: documentId %q (seen before: %v)", i, obs.DocumentID, seen[obs.DocumentID])
		}
		seen[obs.DocumentID] = true
		if obs.NavigationGeneration <= last {
			t.Errorf("capture %d: navigationGeneration %d after %d", i, obs.NavigationGeneration, last)
		}
		last = obs.NavigationGeneration
	}
}
