package apptools

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
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

func TestArtifactSaveOpenShare(t *testing.T) {
	r := newRunner(t)
	md := "# Plan\n\nSee [docs](https://x.test/a?token=sekrit&q=1) and https://bob:pw@x.test/b.\n\n| Plan | Price |\n| --- | ---: |\n| Basic | $5 |\n| Pro | $12, billed \"yearly\" |\n"
	art := run(t, r, "artifact.save", `{"title":"Pricing notes","markdown":`+quote(md)+`,"tags":["shop"]}`).Data.(Artifact)
	if !artifactID.MatchString(art.ID) || art.Redaction != "default" {
		t.Fatalf("artifact = %+v", art)
	}
	body, err := os.ReadFile(filepath.Join(r.Dir, "artifacts", art.ID+".md"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(body), "sekrit") || strings.Contains(string(body), "bob:pw") {
		t.Errorf("credentials reached the file:\n%s", body)
	}
	opened := run(t, r, "artifact.open", `{"artifactId":"`+art.ID+`"}`).Data.(OpenedArtifact)
	if opened.Markdown != string(body) || opened.Title != "Pricing notes" || opened.Target != "workspace" {
		t.Errorf("open = %+v", opened)
	}

	tests := []struct{ format, want string }{
		{"markdown", "# Plan\n"},
		{"text", "Plan\n\nSee docs (https://x.test/a?token=REDACTED&q=1)"},
		{"csv", "Plan,Price\nBasic,$5\nPro,\"$12, billed \"\"yearly\"\"\"\n"},
		{"json", `"title": "Pricing notes"`},
	}
	for _, tc := range tests {
		t.Run(tc.format, func(t *testing.T) {
			e := run(t, r, "artifact.share", `{"artifactId":"`+art.ID+`","format":"`+tc.format+`"}`).Data.(Export)
			if e.Target != "clipboard" || !strings.Contains(e.Content, tc.want) {
				t.Errorf("share %s = %+v\nwant content containing %q", tc.format, e, tc.want)
			}
			if e.Bytes != len(e.Content) {
				t.Errorf("bytes = %d, content is %d", e.Bytes, len(e.Content))
			}
			// The approval preview shows exactly the bytes that leave.
			p, err := r.Preview("artifact.share", json.RawMessage(`{"artifactId":"`+art.ID+`","format":"`+tc.format+`"}`), 1<<20)
			if err != nil || !strings.HasSuffix(p, e.Content) {
				t.Errorf("preview = %q, %v", p, err)
			}
		})
	}

	e := run(t, r, "artifact.share", `{"artifactId":"`+art.ID+`","format":"csv","target":"file"}`).Data.(Export)
	if e.Filename != "pricing-notes.csv" || e.Path != filepath.Join(r.Dir, "exports", "pricing-notes.csv") {
		t.Errorf("file export = %+v", e)
	}
	if b, _ := os.ReadFile(e.Path); !strings.HasPrefix(string(b), "Plan,Price\n") {
		t.Errorf("export file = %q", b)
	}
	p, _ := r.Preview("artifact.share", json.RawMessage(`{"artifactId":"`+art.ID+`","format":"markdown","target":"file"}`), 10)
	if !strings.Contains(p, "to the file exports/pricing-notes.md") || !strings.Contains(p, "more bytes") {
		t.Errorf("cut preview = %q", p)
	}
}

func TestArtifactErrors(t *testing.T) {
	r := newRunner(t)
	id := run(t, r, "artifact.save", `{"title":"x","markdown":"y"}`).Data.(Artifact).ID
	tests := []struct{ name, tool, args, code string }{
		{"blank title", "artifact.save", `{"title":"  ","markdown":"y"}`, laika.CodeInvalidArguments},
		{"path traversal id", "artifact.open", `{"artifactId":"../../etc/passwd"}`, laika.CodeNotFound},
		{"unknown id", "artifact.open", `{"artifactId":"art_0000000000000000"}`, laika.CodeNotFound},
		{"pdf", "artifact.share", `{"artifactId":"` + id + `","format":"pdf"}`, laika.CodeInvalidArguments},
		{"share sheet", "artifact.share", `{"artifactId":"` + id + `","format":"text","target":"share_sheet"}`, laika.CodeInvalidArguments},
		{"filename with slash", "artifact.share", `{"artifactId":"` + id + `","format":"text","target":"file","filename":"../x.txt"}`, laika.CodeInvalidArguments},
		{"dot file", "artifact.share", `{"artifactId":"` + id + `","format":"text","target":"file","filename":".bashrc"}`, laika.CodeInvalidArguments},
		{"not a host tool", "browser.click", `{"handleId":"h1"}`, laika.CodeUnsupportedTool},
		{"bad json", "artifact.save", `{"title":`, laika.CodeInvalidArguments},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runErr(t, r, tc.tool, tc.args, tc.code) })
	}
	if _, err := os.Stat(filepath.Join(r.Dir, "exports", "x.txt")); err == nil {
		t.Error("a refused export wrote a file")
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
	stores := map[string]func(t *testing.T) Store{
		"memory": func(*testing.T) Store { return newMemStore() },
		"dir":    func(t *testing.T) Store { return NewDirStore(filepath.Join(t.TempDir(), "collections")) },
	}
	for name, mk := range stores {
		t.Run(name, func(t *testing.T) { testCollections(t, mk(t)) })
	}
}

func testCollections(t *testing.T, st Store) {
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

func TestDirStoreRefusesPathIDs(t *testing.T) {
	d := NewDirStore(t.TempDir())
	ctx := context.Background()
	if _, err := d.Collection(ctx, "../../etc/passwd"); laika.ErrorCode(err) != laika.CodeNotFound {
		t.Errorf("traversal id: %v", err)
	}
	if err := d.CreateCollection(ctx, Collection{ID: "../x"}); laika.ErrorCode(err) != laika.CodeInvalidArguments {
		t.Errorf("bad create id: %v", err)
	}
}

func TestNoStore(t *testing.T) {
	r := &Runner{Dir: t.TempDir()}
	runErr(t, r, "collection.create", `{"title":"x"}`, laika.CodeStorageFailed)
}

func quote(s string) string { b, _ := json.Marshal(s); return string(b) }
