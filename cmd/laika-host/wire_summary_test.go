package main

import (
	"database/sql"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite"
)

// TestSummaryWired drives summary.start and summary.poll through the real
// binary with the builtin backend: the job streams into an append-only
// text that polls rebuild, and an unknown job is not_found.
func TestSummaryWired(t *testing.T) {
	home := t.TempDir()
	p := startHost(t, home, []string{testOrigin}, "LAIKA_ALLOWED_ORIGINS="+testOrigin)
	s := &session{t: t, p: p}
	obs := map[string]any{"url": "https://example.com/a", "title": "Tide pools",
		"primary": map[string]any{"text": "H2: Life between tides\nTide pools hold water when the sea goes out twice a day. " +
			"Crabs, anemones and small fish live in them and survive heat and waves. " +
			"Visitors should step only on bare rock and never take animals home."}}
	r := s.raw("summary.start", map[string]any{"observation": obs, "runId": "run_not_recorded"})
	var start struct{ JobID string }
	if r.Status != "ok" || json.Unmarshal(r.Payload, &start) != nil || start.JobID == "" {
		t.Fatalf("start: %+v %s", r, r.Payload)
	}
	var text strings.Builder
	cursor := 0
	for i := 0; ; i++ {
		r = s.raw("summary.poll", map[string]any{"jobId": start.JobID, "cursor": cursor, "waitMs": 200})
		var pr struct {
			Text   string
			Cursor int
			Done   bool
			Status string
		}
		if r.Status != "ok" || json.Unmarshal(r.Payload, &pr) != nil {
			t.Fatalf("poll: %+v", r)
		}
		text.WriteString(pr.Text)
		cursor = pr.Cursor
		if pr.Done {
			if pr.Status != "done" {
				t.Fatalf("status %q", pr.Status)
			}
			break
		}
		if i > 100 {
			t.Fatal("summary never finished")
		}
	}
	if !strings.Contains(text.String(), "Tide pools hold water") {
		t.Fatalf("summary %q does not quote the page", text.String())
	}
	if r = s.raw("summary.cancel", map[string]any{"jobId": "sum_unknown"}); r.Error == nil || r.Error.Code != "not_found" {
		t.Fatalf("cancel unknown: %+v", r)
	}
	// The finished summary is saved in the SQLite store (just after the
	// job ends, so allow it a moment).
	db, err := sql.Open("sqlite", filepath.Join(home, "laika.db")+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var md, model string
	for i := 0; ; i++ {
		err = db.QueryRow(`SELECT markdown, model FROM summaries`).Scan(&md, &model)
		if err == nil || i == 50 {
			break
		}
		time.Sleep(40 * time.Millisecond)
	}
	if err != nil || md != text.String() || model != "builtin" {
		t.Fatalf("stored summary: err %v, model %q, markdown %q", err, model, md)
	}
}

// TestSummaryUnreachableModel: a configured model that does not answer
// gives the built-in summary, and its first line says why.
func TestSummaryUnreachableModel(t *testing.T) {
	p := startHost(t, t.TempDir(), []string{testOrigin}, "LAIKA_ALLOWED_ORIGINS="+testOrigin,
		"LAIKA_MODEL=ollama:laika-tiny", "OLLAMA_HOST=127.0.0.1:1")
	s := &session{t: t, p: p}
	obs := map[string]any{"url": "https://example.com/b", "title": "Bees",
		"text": "Honey bees visit thousands of flowers every day to collect nectar and pollen for the hive."}
	var start struct{ JobID string }
	s.call("summary.start", map[string]any{"observation": obs}, &start)
	var pr struct {
		Text    string
		Cursor  int
		Done    bool
		Backend string
	}
	// Poll from the returned cursor: a poll from 0 returns at once while
	// there is text, so 50 of them could pass before a loaded machine
	// finished the job.
	var text strings.Builder
	for i := 0; !pr.Done; i++ {
		if i > 50 {
			t.Fatal("summary never finished")
		}
		s.call("summary.poll", map[string]any{"jobId": start.JobID, "cursor": pr.Cursor, "waitMs": 500}, &pr)
		text.WriteString(pr.Text)
	}
	first, _, _ := strings.Cut(text.String(), "\n")
	if !strings.Contains(first, "ollama:laika-tiny is not reachable") || pr.Backend != "builtin" || !strings.Contains(text.String(), "Honey bees visit") {
		t.Fatalf("backend %q, text:\n%s", pr.Backend, text.String())
	}
}
