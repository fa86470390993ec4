package apptools

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
)

// memStore is an in-memory implementation of this package's Store seam.
type memStore struct {
	mu    sync.Mutex
	cols  map[string]Collection
	srcs  map[string]Source
	order []string
}

func newMemStore() *memStore {
	return &memStore{cols: map[string]Collection{}, srcs: map[string]Source{}}
}

func (m *memStore) CreateCollection(ctx context.Context, c Collection) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.cols[c.ID] = c
	return nil
}

func (m *memStore) Collection(ctx context.Context, id string) (Collection, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	c, ok := m.cols[id]
	if !ok {
		return c, laika.Errorf(laika.CodeNotFound, "no collection %q", id)
	}
	return c, nil
}

func (m *memStore) PutSource(ctx context.Context, s Source) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.srcs[s.ID]; !ok {
		m.order = append(m.order, s.ID)
	}
	m.srcs[s.ID] = s
	return nil
}

func (m *memStore) Source(ctx context.Context, id string) (Source, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.srcs[id]
	if !ok {
		return s, laika.Errorf(laika.CodeNotFound, "no source %q", id)
	}
	return s, nil
}

func (m *memStore) Sources(ctx context.Context, col string) ([]Source, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []Source
	for _, id := range m.order {
		if s := m.srcs[id]; s.CollectionID == col {
			out = append(out, s)
		}
	}
	return out, nil
}

var _ Store = (*memStore)(nil)

// httpCapturer fetches over real HTTP and builds a minimal observation:
// the <title> and the body text. It stands in for the fetch + extract
// packages the host wires.
type httpCapturer struct{}

var titleRe = regexp.MustCompile(`(?s)<title>(.*?)</title>`)
var tagRe = regexp.MustCompile(`<[^>]+>`)

func (httpCapturer) Capture(ctx context.Context, u string) (*laika.Observation, error) {
	req, _ := http.NewRequestWithContext(ctx, "GET", u, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, laika.Errorf(laika.CodeFetchFailed, "%v", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		return nil, laika.Errorf(laika.CodeFetchFailed, "HTTP %d", resp.StatusCode)
	}
	b, _ := io.ReadAll(resp.Body)
	o := &laika.Observation{URL: u}
	if m := titleRe.FindSubmatch(b); m != nil {
		o.Title = string(m[1])
	}
	body := string(b)
	if i := strings.Index(body, "<body>"); i >= 0 {
		body = body[i:]
	}
	o.Text = strings.TrimSpace(tagRe.ReplaceAllString(body, "\n"))
	return o, nil
}

func newRunner(t *testing.T) *Runner {
	t.Helper()
	return &Runner{Dir: t.TempDir(), Store: newMemStore(), Capturer: httpCapturer{},
		Now: func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) }}
}

func run(t *testing.T, r *Runner, name, args string) Result {
	t.Helper()
	res, err := r.Run(context.Background(), name, json.RawMessage(args))
	if err != nil {
		t.Fatalf("%s %s: %v", name, args, err)
	}
	return res
}

func runErr(t *testing.T, r *Runner, name, args, code string) {
	t.Helper()
	res, err := r.Run(context.Background(), name, json.RawMessage(args))
	if laika.ErrorCode(err) != code {
		t.Fatalf("%s %s: got %+v, %v; want code %s", name, args, res, err, code)
	}
}

func TestCalculate(t *testing.T) {
	r := newRunner(t)
	res := run(t, r, "app.calculate", `{"expression":"18 kg to lb","precision":1}`)
	if res.Summary != "18 kg to lb ≈ 39.7 lb" {
		t.Errorf("summary = %q", res.Summary)
	}
	runErr(t, r, "app.calculate", `{"expression":"1/0"}`, laika.CodeInvalidArguments)
	runErr(t, r, "app.calculate", `{"expression":"1/3","precision":1.5}`, laika.CodeInvalidArguments)
}

func TestCollectionsCaptureTransforms(t *testing.T) {
	st := newMemStore()
	pages := map[string]string{
		"/a": `<html><title>Launch news</title><body><h1>Launch</h1>The launch is expected in Q2 2026, the company said in a statement today. Short.</body></html>`,
		"/b": `<html><title>Review</title><body>Reviewers called it "the best phone of the year" in their long review of it.</body></html>`,
	}
	var mu sync.Mutex
	hits := map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		mu.Lock()
		hits[req.URL.Path]++
		mu.Unlock()
		p, ok := pages[req.URL.Path]
		if !ok {
			http.NotFound(w, req)
			return
		}
		fmt.Fprint(w, p)
	}))
	defer srv.Close()

	r := newRunner(t)
	r.Store = st
	col := run(t, r, "collection.create", `{"title":"Phone launch"}`).Data.(Collection)
	run(t, r, "collection.add_sources", `{"collectionId":"`+col.ID+`","sources":[
		{"type":"note","title":"My note","text":"# Idea\n\nCheck the price: it was $999 at \"launch\" in 2025 per the vendor."},
		{"type":"url","url":"`+srv.URL+`/a#frag"}]}`)
	runErr(t, r, "collection.add_sources", `{"collectionId":"`+col.ID+`","sources":[{"type":"note","text":"ok"},{"type":"url","url":"javascript:alert(1)"}]}`, laika.CodeInvalidArguments)
	runErr(t, r, "collection.add_sources", `{"collectionId":"col_missing","sources":[{"type":"note","text":"ok"}]}`, laika.CodeNotFound)

	list := run(t, r, "collection.list_sources", `{"collectionId":"`+col.ID+`"}`).Data.(map[string]any)["sources"].([]SourceInfo)
	if len(list) != 2 || list[1].Status != "pending" || list[1].URL != srv.URL+"/a" {
		t.Fatalf("after add (the refused batch must add nothing): %+v", list)
	}
	// Capturing the pending URL fills that same source.
	got := run(t, r, "source.capture", `{"collectionId":"`+col.ID+`","url":"`+srv.URL+`/a"}`).Data.(SourceInfo)
	if got.ID != list[1].ID || got.Status != "captured" || got.Title != "Launch news" {
		t.Errorf("capture = %+v", got)
	}
	b := run(t, r, "source.capture", `{"collectionId":"`+col.ID+`","url":"`+srv.URL+`/b","maxChars":60}`).Data.(SourceInfo)
	if b.Chars != 60 {
		t.Errorf("maxChars not applied: %+v", b)
	}
	runErr(t, r, "source.capture", `{"collectionId":"`+col.ID+`","url":"`+srv.URL+`/missing"}`, laika.CodeFetchFailed)
	runErr(t, r, "source.capture", `{"collectionId":"`+col.ID+`","url":"file:///etc/passwd"}`, laika.CodeInvalidURL)
	run(t, r, "source.refresh", `{"sourceId":"`+got.ID+`"}`)
	runErr(t, r, "source.refresh", `{"sourceId":"`+list[0].ID+`"}`, laika.CodeInvalidArguments)
	if hits["/a"] != 2 {
		t.Errorf("/a fetched %d times, want 2", hits["/a"])
	}

	list = run(t, r, "collection.list_sources", `{"collectionId":"`+col.ID+`"}`).Data.(map[string]any)["sources"].([]SourceInfo)
	if len(list) != 4 || list[3].Status != "failed" || list[3].Error != laika.CodeFetchFailed {
		t.Fatalf("sources = %+v", list)
	}

	types := run(t, r, "transform.list_types", `{}`).Data.(map[string]any)["types"].([]TransformType)
	if len(types) != 4 {
		t.Errorf("without a model: %d types, want the 4 deterministic ones", len(types))
	}
	tests := []struct{ typ, want string }{
		{"table of sources", "| 2 | Launch news | " + srv.URL + "/a | captured |"},
		{"outline", "## My note [" + list[0].ID + "]\n\n- Idea\n"},
		{"key_quotes", "> The launch is expected in Q2 2026, the company said in a statement today."},
		{"links", "(no links)"},
	}
	for _, tc := range tests {
		t.Run(tc.typ, func(t *testing.T) {
			out := run(t, r, "transform.run", `{"collectionId":"`+col.ID+`","type":"`+tc.typ+`"}`).Data.(TransformOutput)
			if !strings.Contains(out.Markdown, tc.want) || out.Sources != 4 {
				t.Errorf("%s:\n%s\nwant it to contain %q", tc.typ, out.Markdown, tc.want)
			}
			again := run(t, r, "transform.run", `{"collectionId":"`+col.ID+`","type":"`+tc.typ+`"}`).Data.(TransformOutput)
			if again.Markdown != out.Markdown {
				t.Errorf("%s is not deterministic", tc.typ)
			}
		})
	}
	runErr(t, r, "transform.run", `{"collectionId":"`+col.ID+`","type":"brief"}`, laika.CodeInvalidArguments)
}

func TestNoStore(t *testing.T) {
	r := &Runner{Dir: t.TempDir()}
	runErr(t, r, "collection.create", `{"title":"x"}`, laika.CodeStorageFailed)
	runErr(t, r, "artifact.save", `{"title":"x","markdown":"y"}`, laika.CodeStorageFailed)
}
