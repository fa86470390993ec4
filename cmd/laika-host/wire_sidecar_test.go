package main

import (
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/ollamatest"
	"github.com/laikabrowser/laika/store"
)

// TestHistoryDelete: one run, then all, through the real binary; the
// audit chain stays valid.
func TestHistoryDelete(t *testing.T) {
	s := newSession(t)
	obs := map[string]any{"url": "https://shop.example/item", "title": "Blue kettle", "documentId": "doc-1",
		"navigationGeneration": 1, "observedAtMs": 1763700000000, "text": "H1: Blue kettle"}
	var a, b struct{ RunID string }
	s.call("plan", map[string]any{"goal": "summarize this page", "observation": obs}, &a)
	s.call("plan", map[string]any{"goal": "calculate 2 + 2", "observation": obs}, &b)
	var del struct{ Deleted int }
	s.call("history.delete", map[string]any{"runId": a.RunID}, &del)
	if del.Deleted != 1 {
		t.Fatalf("deleted %d", del.Deleted)
	}
	if code := s.callErr("history.run", map[string]any{"runId": a.RunID}); code != laika.CodeNotFound {
		t.Fatalf("deleted run: %s", code)
	}
	var runs struct{ Runs []store.Run }
	s.call("history.runs", map[string]any{}, &runs)
	if len(runs.Runs) != 1 || runs.Runs[0].ID != b.RunID {
		t.Fatalf("runs after one delete: %+v", runs.Runs)
	}
	s.call("history.delete", map[string]any{"all": true}, &del)
	s.call("history.runs", map[string]any{}, &runs)
	if del.Deleted != 1 || len(runs.Runs) != 0 {
		t.Fatalf("after delete all: %d, %+v", del.Deleted, runs.Runs)
	}
	var av struct{ OK bool }
	s.call("audit.verify", map[string]any{}, &av)
	if !av.OK {
		t.Fatal("audit chain broken by delete")
	}
	for _, p := range []map[string]any{{}, {"runId": "x", "all": true}, {"bogus": 1}} {
		if code := s.callErr("history.delete", p); code != laika.CodeInvalidArguments {
			t.Errorf("%v: %s", p, code)
		}
	}
	if code := s.callErr("history.delete", map[string]any{"runId": "run_nope"}); code != laika.CodeNotFound {
		t.Errorf("unknown run: %s", code)
	}
}

// TestModelsList asks the real Ollama server what it has.
func TestModelsList(t *testing.T) {
	url, model := ollamatest.Start(t)
	s := newSession(t, "LAIKA_MODEL=ollama:"+model, "OLLAMA_HOST="+url)
	var r modelsListReply
	s.call("models.list", map[string]any{}, &r)
	if r.Current != "ollama:"+model || !r.Ollama.Reachable || r.OllamaEgress != "local" {
		t.Fatalf("%+v", r)
	}
	found := false
	for _, m := range r.Ollama.Models {
		found = found || m.Name == model || m.Name == model+":latest"
	}
	if !found {
		t.Fatalf("%s not listed: %+v", model, r.Ollama.Models)
	}
	if code := s.callErr("models.list", map[string]any{"x": 1}); code != laika.CodeInvalidArguments {
		t.Fatal(code)
	}
}
