package research

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/fetch"
	"github.com/laikabrowser/laika/store"
)

// fixtures is the e2e suite's research fixture set, shared so the Go tests
// and the browser tests read the same pages.
var fixtures = filepath.Join("..", "e2e", "fixtures", "research")

// newEngine returns an engine over a fresh SQLite file and a loopback
// server of the fixtures (plus /big.html, over the fetch size cap).
func newEngine(t testing.TB) (*Engine, *httptest.Server) {
	t.Helper()
	ctx := context.Background()
	d, err := store.Open(ctx, filepath.Join(t.TempDir(), "laika.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir(fixtures)))
	mux.HandleFunc("/big.html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<html><body><p>" + strings.Repeat("big page ", 200_000) + "</p></body></html>"))
	})
	mux.HandleFunc("/down.html", func(w http.ResponseWriter, r *http.Request) { http.Error(w, "gone", http.StatusInternalServerError) })
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	e := &Engine{
		DB:      func(context.Context) (*store.DB, error) { return d, nil },
		Fetcher: NewFetcher(fetch.New(fetch.Options{MaxBytes: 1 << 20})),
	}
	return e, srv
}

func collect(t testing.TB, e *Engine, srv *httptest.Server, title string, pages ...string) string {
	t.Helper()
	ctx := context.Background()
	c, err := e.Create(ctx, title)
	if err != nil {
		t.Fatal(err)
	}
	var ts []Target
	for _, p := range pages {
		ts = append(ts, Target{URL: srv.URL + "/" + p})
	}
	res, err := e.Collect(ctx, c.ID, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range res.Sources {
		t.Logf("%s %s %s %s", s.Status, s.Error, s.URL, s.Title)
	}
	return c.ID
}

var bridge = []string{"harbor-ledger.html", "metro-daily.html", "coastal-times.html", "river-post.html"}

func TestCollectStatuses(t *testing.T) {
	e, srv := newEngine(t)
	ctx := context.Background()
	c, _ := e.Create(ctx, "statuses")
	ts := []Target{{URL: srv.URL + "/harbor-ledger.html"}, {URL: srv.URL + "/report.pdf"}, {URL: srv.URL + "/big.html"},
		{URL: srv.URL + "/login-wall.html"}, {URL: srv.URL + "/down.html"}, {URL: srv.URL + "/missing.html"}}
	res, err := e.Collect(ctx, c.ID, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ status, code string }{
		{"captured", ""}, {"failed", laika.CodeUnsupportedContent}, {"failed", laika.CodeTooLarge},
		{"blocked", laika.CodeLoginRequired}, {"failed", laika.CodeFetchFailed}, {"failed", laika.CodeFetchFailed},
	}
	for i, w := range want {
		if s := res.Sources[i]; s.Status != w.status || s.Error != w.code {
			t.Errorf("%s: status %s/%s, want %s/%s", ts[i].URL, s.Status, s.Error, w.status, w.code)
		}
	}
	if res.Captured != 1 || res.Blocked != 1 || res.Failed != 4 {
		t.Errorf("counts %+v", res)
	}
	d, err := e.Get(ctx, c.ID)
	if err != nil || len(d.Sources) != 6 {
		t.Fatalf("get: %v %d", err, len(d.Sources))
	}
}

func TestTransformsBuiltin(t *testing.T) {
	e, srv := newEngine(t)
	ctx := context.Background()
	id := collect(t, e, srv, "Harbor Bridge", bridge...)
	for _, typ := range []string{"comparison", "timeline", "brief"} {
		a, err := e.Transform(ctx, id, typ, TransformOptions{})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s\n%s", typ, a.Markdown)
		if len(a.Citations) == 0 {
			t.Errorf("%s: no citations", typ)
		}
	}
	a, err := e.Ask(ctx, id, "How do these sources differ? Cite each claim.", AskOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("ask\n%s", a.Markdown)
	a, err = e.Ask(ctx, id, "How many workers were employed at the peak?", AskOptions{})
	t.Logf("ask2 %v\n%s", err, a.Markdown)
	a, err = e.Ask(ctx, id, "Who won the 1998 world cup final?", AskOptions{})
	t.Logf("ask3 %v %s\n%s", err, a.Code, a.Markdown)
}

func TestProducts(t *testing.T) {
	e, srv := newEngine(t)
	ctx := context.Background()
	id := collect(t, e, srv, "Jackets", "alpine-shell.html", "summit-down.html", "trail-rain.html", "coastal-windbreaker.html", "storm-pro.html")
	a, err := e.Transform(ctx, id, "comparison", TransformOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s", a.Markdown)
	id2 := collect(t, e, srv, "Search", "search.html")
	a, err = e.Transform(ctx, id2, "comparison", TransformOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s", a.Markdown)
}
