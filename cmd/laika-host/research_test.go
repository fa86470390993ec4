package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/store"
)

const researchPage = `<!doctype html><html><head><title>Bridge reopens</title></head><body><main><article><h1>Bridge reopens</h1>
<p>The Harbor Bridge reopened on March 14, 2025 after a rebuild that cost $4.2 billion, officials said.</p>
<p>The project employed 1,800 workers at its peak and tolls stay at $3 until 2026.</p></article></main></body></html>`

func researchSite(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(strings.Replace(researchPage, "Bridge reopens", "Bridge reopens "+r.URL.Path, 2)))
	}))
	t.Cleanup(srv.Close)
	return srv
}

// The CLI prints exactly one JSON object per command with --json, and the
// same engine as the host answers.
func TestResearchCLI(t *testing.T) {
	srv := researchSite(t)
	db := filepath.Join(t.TempDir(), "laika.db")
	one := func(wantExit int, args ...string) map[string]any {
		t.Helper()
		code, out, errOut := runCLI(t, append(args, "--json", "--db", db)...)
		if code != wantExit {
			t.Fatalf("%v: exit %d, want %d; stderr %s; stdout %s", args, code, wantExit, errOut, out)
		}
		var v map[string]any
		dec := json.NewDecoder(strings.NewReader(out))
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("%v: not JSON: %v\n%s", args, err, out)
		}
		if dec.More() {
			t.Fatalf("%v: more than one JSON value:\n%s", args, out)
		}
		return v
	}
	id := one(0, "collection", "new", "Harbor", "Bridge")["collectionId"].(string)
	add := one(0, "collection", "add", id, srv.URL+"/a", srv.URL+"/b")
	if add["captured"].(float64) != 2 {
		t.Fatalf("add: %v", add)
	}
	ans := one(0, "ask", id, "How many workers were employed?")
	cites := ans["citations"].([]any)
	if !strings.Contains(ans["markdown"].(string), "1,800 workers") || len(cites) == 0 {
		t.Fatalf("ask: %v", ans)
	}
	c := cites[0].(map[string]any)
	if c["sourceId"] == "" || !strings.HasPrefix(c["url"].(string), srv.URL) || c["quote"] == "" {
		t.Errorf("citation %v", c)
	}
	tr := one(0, "transform", id, "timeline")
	art := tr["artifactId"].(string)
	if tr["type"] != "timeline" || !strings.Contains(tr["markdown"].(string), "2025-03-14") {
		t.Errorf("transform: %v", tr)
	}
	out := filepath.Join(t.TempDir(), "t.csv")
	one(0, "artifact", "export", art, "--format", "csv", "-o", out)
	if b, _ := os.ReadFile(out); !strings.HasPrefix(string(b), "date,as_written,event,sources,urls") {
		t.Errorf("csv: %s", b)
	}
	if l := one(0, "collection", "list", id); len(l["sources"].([]any)) != 2 || len(l["artifacts"].([]any)) != 1 {
		t.Errorf("list: %v", l)
	}
	if e := one(1, "ask", "col_0000000000000000", "x"); e["error"] != laika.CodeNotFound {
		t.Errorf("unknown id: %v", e)
	}
	if e := one(3, "ask", id, "Who won the 1998 world cup?"); e["code"] != laika.CodeNoEvidence || e["supported"] != false {
		t.Errorf("no support: %v", e)
	}
	if e := one(1, "transform", id, "poem"); e["error"] != laika.CodeInvalidArguments {
		t.Errorf("bad type: %v", e)
	}
	empty := one(0, "collection", "new", "empty")["collectionId"].(string)
	if e := one(1, "transform", empty, "brief"); e["error"] != laika.CodeEmptyCollection {
		t.Errorf("empty: %v", e)
	}
	if e := one(1, "collection", "add", empty, srv.URL+"/missing.pdf", "ftp://x"); e["error"] != laika.CodeInvalidURL {
		t.Errorf("bad url: %v", e)
	}
	if e := one(2, "collection", "frob"); e["error"] != laika.CodeInvalidArguments {
		t.Errorf("usage: %v", e)
	}
}

// collection.add over the protocol: sources are queued and captured in the
// background; a site the user blocked goes through the Policy Gate and
// fails with not_allowed without a request.
func TestResearchMessages(t *testing.T) {
	ok := researchSite(t)
	var hits int
	blockedSrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits++ }))
	t.Cleanup(blockedSrv.Close)
	s := newSession(t)
	s.call("origins.put", map[string]any{"origin": blockedSrv.URL, "autodrive": "blocked"}, nil)
	var c struct{ ID string }
	s.call("collection.new", map[string]any{"title": "msgs"}, &c)
	var d struct {
		Sources []struct{ Status, Error, URL string }
	}
	s.call("collection.add", map[string]any{"collectionId": c.ID, "sources": []any{
		map[string]any{"url": ok.URL + "/x"}, map[string]any{"url": blockedSrv.URL + "/y"}, map[string]any{"text": "a note"}}}, &d)
	if len(d.Sources) != 3 {
		t.Fatalf("add: %+v", d)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		s.call("collection.get", map[string]any{"collectionId": c.ID}, &d)
		pending := 0
		for _, x := range d.Sources {
			if x.Status == "pending" {
				pending++
			}
		}
		if pending == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	got := []string{}
	for _, x := range d.Sources {
		got = append(got, x.Status+":"+x.Error)
	}
	if strings.Join(got, ",") != "captured:,failed:not_allowed,captured:" {
		t.Errorf("statuses %v", got)
	}
	if hits != 0 {
		t.Errorf("the blocked site was requested %d times", hits)
	}
	var a struct {
		Markdown  string
		Citations []struct{ SourceID, URL, Quote string }
		Supported bool
	}
	s.call("collection.ask", map[string]any{"collectionId": c.ID, "question": "What did the rebuild cost?"}, &a)
	if !a.Supported || len(a.Citations) == 0 || !strings.Contains(a.Markdown, "$4.2 billion") {
		t.Errorf("ask: %+v", a)
	}
	// One artifact store: what the agent's artifact.save keeps is the
	// artifact the research pane opens (artifact.get) and exports.
	var saved struct {
		ToolCalls []struct {
			Status string
			Result struct{ ID, Type string }
		} `json:"tool_calls"`
	}
	s.call("tool.run", map[string]any{"name": "artifact.save", "arguments": map[string]any{"title": "Kept answer", "markdown": "# Kept\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"}}, &saved)
	if len(saved.ToolCalls) != 1 || saved.ToolCalls[0].Status != "ok" || saved.ToolCalls[0].Result.ID == "" {
		t.Fatalf("artifact.save: %+v", saved)
	}
	savedID := saved.ToolCalls[0].Result.ID
	var art struct{ Title, Markdown string }
	s.call("artifact.get", map[string]any{"artifactId": savedID}, &art)
	if art.Title != "Kept answer" || !strings.Contains(art.Markdown, "| 1 | 2 |") {
		t.Errorf("artifact.get of the saved artifact: %+v", art)
	}
	var x struct{ Content string }
	s.call("artifact.export", map[string]any{"artifactId": savedID, "format": "csv"}, &x)
	if x.Content != "a,b\n1,2\n" {
		t.Errorf("export csv: %q", x.Content)
	}
	for typ, payload := range map[string]map[string]any{
		"collection.get":       {"collectionId": "col_0000000000000000"},
		"artifact.get":         {"artifactId": "art_0000000000000000"},
		"collection.transform": {"collectionId": c.ID, "type": "quiz"},
		"collection.ask":       {"collectionId": c.ID, "question": ""},
	} {
		code := s.callErr(typ, payload)
		if code != laika.CodeNotFound && code != laika.CodeInvalidArguments {
			t.Errorf("%s: %s", typ, code)
		}
	}
}

// purge removes everything the research workflow keeps: collections,
// sources, artifacts (made by a transform or saved by the agent) and the
// collection's chat.
func TestResearchPurge(t *testing.T) {
	home := t.TempDir()
	t.Setenv("LAIKA_HOME", home)
	one := func(wantExit int, args ...string) map[string]any {
		t.Helper()
		code, out, errOut := runStoreCLI(t, "", append(args, "--json")...)
		if code != wantExit {
			t.Fatalf("%v: exit %d, want %d; %s %s", args, code, wantExit, errOut, out)
		}
		var v map[string]any
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		return v
	}
	page := filepath.Join(t.TempDir(), "bridge.html")
	os.WriteFile(page, []byte(`<html><head><title>Bridge</title></head><body><article><h1>Bridge</h1>
<p>The Harbor Bridge reopened to traffic on March 14, 2025, after a rebuild that cost $4.2 billion.</p>
<p>The project employed 1,800 workers at its peak, the contractor said in a statement.</p></article></body></html>`), 0o600)
	id := one(0, "collection", "new", "Bridge")["collectionId"].(string)
	one(0, "collection", "add", id, page)
	one(0, "ask", id, "How many workers did it employ?")
	art := one(0, "transform", id, "timeline")["artifactId"].(string)
	if l := one(0, "collection", "list"); len(l["collections"].([]any)) != 1 {
		t.Fatalf("before purge: %v", l)
	}
	if code, _, errOut := runStoreCLI(t, "", "purge", "--yes"); code != 0 {
		t.Fatalf("purge: %s", errOut)
	}
	if l := one(0, "collection", "list"); len(l["collections"].([]any)) != 0 {
		t.Errorf("collections survived purge: %v", l)
	}
	if e := one(1, "artifact", "show", art); e["error"] != laika.CodeNotFound {
		t.Errorf("artifact survived purge: %v", e)
	}
	d, err := store.Open(context.Background(), filepath.Join(home, store.FileName))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if cs, _ := d.Conversations(context.Background(), 100); len(cs) != 0 {
		t.Errorf("research chat survived purge: %+v", cs)
	}
}
