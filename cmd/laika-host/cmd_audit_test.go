package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/store"
)

// seedHome writes one run with a step, an asked-and-approved tool call
// and its result into $LAIKA_HOME/laika.db and returns the run id.
func seedHome(t *testing.T, home string) string {
	t.Helper()
	ctx := context.Background()
	d, err := store.Open(ctx, filepath.Join(home, store.FileName))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	r := &store.Run{Goal: "find reviews", URL: "https://shop.example/item?sid=1"}
	steps := []error{
		d.CreateRun(ctx, r),
		d.AppendStep(ctx, &store.Step{RunID: r.ID, Kind: "plan", Text: "click Reviews"}),
		d.RecordToolCall(ctx, &store.ToolCallRecord{ID: "call_1", RunID: r.ID, StepSeq: 1, Name: "browser.click",
			Arguments: json.RawMessage(`{"handleId":"h2"}`), Decision: laika.Ask, Reason: "assist_requires_approval"}),
		d.RecordApproval(ctx, &store.Approval{ToolCallID: "call_1", Approved: true}),
		d.RecordToolCall(ctx, &store.ToolCallRecord{ID: "call_1", Status: store.ToolOK}),
		d.SetRunStatus(ctx, r.ID, store.RunDone, "answered"),
	}
	for _, err := range steps {
		if err != nil {
			t.Fatal(err)
		}
	}
	return r.ID
}

// runStoreCLI runs a subcommand in-process, as main does.
func runStoreCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(stdin), &o, &e)
	return code, o.String(), e.String()
}

// TestAuditVerifyCommand edits the audit trail the way someone with the
// sqlite3 shell could (dropping the append-only triggers first) and checks
// `laika-host audit verify` fails naming the row, for each kind of edit.
func TestAuditVerifyCommand(t *testing.T) {
	tests := []struct {
		name    string
		sql     string
		wantRow string
	}{
		{"intact", "", ""},
		{"payload edited", `UPDATE audit_log SET payload = replace(payload, 'click', 'buy') WHERE seq = 2`, "row 2"},
		{"hash edited", `UPDATE audit_log SET hash = iif(substr(hash, 1, 1) = '0', '1', '0') || substr(hash, 2) WHERE seq = 3`, "row 3"},
		{"prev edited", `UPDATE audit_log SET prev_hash = '' WHERE seq = 4`, "row 4"},
		{"row deleted", `DELETE FROM audit_log WHERE seq = 3`, "row 3"},
		{"last row deleted", `DELETE FROM audit_log WHERE seq = (SELECT max(seq) FROM audit_log)`, "row 6"},
		{"row inserted", `INSERT INTO audit_log (seq, at, kind, run_id, payload, prev_hash, hash)
			SELECT seq + 1, at, 'approval', run_id, '{"approved":true}', hash, hash FROM audit_log ORDER BY seq DESC LIMIT 1`, "row 7"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			t.Setenv("LAIKA_HOME", home)
			seedHome(t, home)
			if tt.sql != "" {
				db, err := sql.Open("sqlite", filepath.Join(home, store.FileName))
				if err != nil {
					t.Fatal(err)
				}
				for _, q := range []string{"DROP TRIGGER audit_log_no_update", "DROP TRIGGER audit_log_no_delete", tt.sql} {
					if _, err := db.Exec(q); err != nil {
						t.Fatalf("%s: %v", q, err)
					}
				}
				db.Close()
			}
			code, out, errOut := runStoreCLI(t, "", "audit", "verify")
			if tt.wantRow == "" {
				if code != 0 || !strings.Contains(out, "audit trail ok: 6 entries") {
					t.Fatalf("verify = %d %q %q", code, out, errOut)
				}
				return
			}
			if code == 0 || !strings.Contains(out, "BROKEN") || !strings.Contains(out, tt.wantRow+":") {
				t.Fatalf("verify = %d %q %q, want failure naming %s", code, out, errOut, tt.wantRow)
			}
		})
	}
}

func TestAuditCommandErrors(t *testing.T) {
	home := t.TempDir()
	t.Setenv("LAIKA_HOME", home)
	if code, _, errOut := runStoreCLI(t, "", "audit", "verify"); code != 1 || !strings.Contains(errOut, "no database") {
		t.Errorf("verify without a database = %d %q", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(home, store.FileName)); err == nil {
		t.Error("verify created a database")
	}
	if code, _, _ := runStoreCLI(t, "", "audit", "frobnicate"); code != 2 {
		t.Errorf("unknown subcommand = %d", code)
	}
	runID := seedHome(t, home)
	code, out, _ := runStoreCLI(t, "", "audit", "list", "--run", runID)
	if code != 0 || strings.Count(out, "\n") != 6 || !strings.Contains(out, `"kind":"approval"`) {
		t.Errorf("list = %d %q", code, out)
	}
}

func TestExportCommand(t *testing.T) {
	home := t.TempDir()
	t.Setenv("LAIKA_HOME", home)
	runID := seedHome(t, home)

	code, out, errOut := runStoreCLI(t, "", "export", "--run", runID, "--format", "json")
	var x store.RunExport
	if code != 0 || json.Unmarshal([]byte(out), &x) != nil || x.Run.ID != runID || len(x.ToolCalls) != 1 || !x.AuditValid {
		t.Fatalf("export json = %d %q %q", code, out, errOut)
	}
	if x.Run.URL != "https://shop.example/item?sid=REDACTED" {
		t.Errorf("exported url %q", x.Run.URL)
	}
	code, out, _ = runStoreCLI(t, "", "export", "--run", runID)
	if code != 0 || !strings.HasPrefix(out, "# Run "+runID) || !strings.Contains(out, "browser.click") {
		t.Errorf("export markdown = %d %q", code, out)
	}
	file := filepath.Join(t.TempDir(), "run.md")
	if code, _, _ := runStoreCLI(t, "", "export", "--run", runID, "--out", file); code != 0 {
		t.Errorf("export --out = %d", code)
	} else if fi, err := os.Stat(file); err != nil || fi.Size() == 0 || fi.Mode().Perm() != 0o600 {
		t.Errorf("export file %v %v", fi, err)
	}
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"export"}, 2},
		{[]string{"export", "--run", runID, "--format", "pdf"}, 2},
		{[]string{"export", "--run", "run_missing"}, 1},
	} {
		if code, _, _ := runStoreCLI(t, "", tc.args...); code != tc.code {
			t.Errorf("%v = %d, want %d", tc.args, code, tc.code)
		}
	}
}

func TestPurgeCommand(t *testing.T) {
	home := t.TempDir()
	t.Setenv("LAIKA_HOME", home)
	runID := seedHome(t, home)
	os.MkdirAll(filepath.Join(home, "logs"), 0o700)
	os.WriteFile(filepath.Join(home, "logs", "host.jsonl"), []byte("{}\n"), 0o600)
	os.WriteFile(filepath.Join(home, "config.json"), []byte("{}"), 0o600)

	count := func() int {
		d, err := store.Open(context.Background(), filepath.Join(home, store.FileName))
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		runs, err := d.ListRuns(context.Background(), 0)
		if err != nil {
			t.Fatal(err)
		}
		return len(runs)
	}
	for _, answer := range []string{"", "n\n", "no\n", "whatever\n"} {
		code, _, errOut := runStoreCLI(t, answer, "purge")
		if code != 1 || !strings.Contains(errOut, "[y/N]") || count() != 1 {
			t.Fatalf("purge answered %q = %d %q, runs left %d", answer, code, errOut, count())
		}
	}
	if code, _, errOut := runStoreCLI(t, "y\n", "purge"); code != 0 || count() != 0 {
		t.Fatalf("purge y = %d %q", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(home, "logs")); err == nil {
		t.Error("logs survived purge")
	}
	if _, err := os.Stat(filepath.Join(home, "config.json")); err != nil {
		t.Error("purge removed config.json")
	}
	if code, out, _ := runStoreCLI(t, "", "audit", "verify"); code != 0 || !strings.Contains(out, "1 entries") {
		t.Errorf("verify after purge = %d %q", code, out)
	}
	if code, _, _ := runStoreCLI(t, "", "export", "--run", runID); code != 1 {
		t.Error("purged run still exports")
	}
	seedHome(t, home)
	if code, _, _ := runStoreCLI(t, "", "purge", "--yes"); code != 0 || count() != 0 {
		t.Error("purge --yes did not purge")
	}
}

// TestStoreOpensLazily checks the host does not touch laika.db until
// something uses the store, and that the orchestrator's runs, steps and
// calls then land in it with a verifiable audit trail (real binary, real
// plan requests through the builtin planner).
func TestStoreOpensLazily(t *testing.T) {
	home := t.TempDir()
	p := startHost(t, home, []string{testOrigin}, "LAIKA_ALLOWED_ORIGINS="+testOrigin)
	s := &session{t: t, p: p}
	if r := s.raw("hello", nil); r.Status != "ok" {
		t.Fatalf("hello: %+v", r)
	}
	if _, err := os.Stat(filepath.Join(home, store.FileName)); err == nil {
		t.Fatal("hello opened the store")
	}
	obs := map[string]any{"url": "https://shop.example/item?token=abc", "title": "Blue kettle", "documentId": "doc-1",
		"navigationGeneration": 3, "observedAtMs": 1763700000000, "text": "H1: Blue kettle\nPrice: $39.99",
		"elements": []map[string]any{{"handleId": "h2", "role": "link", "label": "Reviews", "tag": "a", "href": "https://shop.example/item/reviews"}}}
	r := s.raw("plan", map[string]any{"goal": "click Reviews", "mode": "assist", "observation": obs})
	var pr struct{ RunID string }
	if r.Status != "ok" || json.Unmarshal(r.Payload, &pr) != nil || pr.RunID == "" {
		t.Fatalf("plan: %+v %s", r, r.Payload)
	}
	p.CloseStdin()
	p.Cmd.Wait()

	t.Setenv("LAIKA_HOME", home)
	code, out, errOut := runStoreCLI(t, "", "export", "--run", pr.RunID, "--format", "json")
	var x store.RunExport
	if code != 0 || json.Unmarshal([]byte(out), &x) != nil {
		t.Fatalf("export = %d %q %q", code, out, errOut)
	}
	if !x.AuditValid || len(x.Audit) == 0 || len(x.Steps) == 0 || strings.Contains(out, "token=abc") {
		t.Errorf("recorded run: %s", out)
	}
	if code, out, _ := runStoreCLI(t, "", "audit", "verify"); code != 0 {
		t.Errorf("verify = %d %q", code, out)
	}
}

// useTestStore returns a lazy store on a fresh file for one test.
func useTestStore(t *testing.T) *lazyStore {
	t.Helper()
	st := newLazyStore(filepath.Join(t.TempDir(), store.FileName), 0)
	t.Cleanup(func() { st.Close() })
	return st
}

func TestStoreCollectionsAdapter(t *testing.T) {
	ctx := context.Background()
	ls := useTestStore(t)
	var st apptools.Store = storeCollections{ls}
	now := time.Now().UTC().Truncate(time.Microsecond)
	if err := st.CreateCollection(ctx, apptools.Collection{ID: "col_1", Title: "Kettles", Tags: []string{"home"}, CreatedAt: now}); err != nil {
		t.Fatal(err)
	}
	c, err := st.Collection(ctx, "col_1")
	if err != nil || c.Title != "Kettles" || len(c.Tags) != 1 || !c.CreatedAt.Equal(now) {
		t.Fatalf("collection %+v %v", c, err)
	}
	if _, err := st.Collection(ctx, "col_x"); laika.ErrorCode(err) != laika.CodeNotFound {
		t.Errorf("missing collection: %v", err)
	}
	srcs := []apptools.Source{
		{ID: "src_1", CollectionID: "col_1", Type: "url", URL: "https://shop.example/a?session=s", Status: "pending", CreatedAt: now},
		{ID: "src_2", CollectionID: "col_1", Type: "note", Markdown: "my note", Status: "captured", CreatedAt: now.Add(time.Second)},
	}
	for _, s := range srcs {
		if err := st.PutSource(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	srcs[0].Markdown, srcs[0].Status, srcs[0].CapturedAt = "# A", "captured", now
	srcs[0].Links = []laika.Link{{URL: "https://shop.example/b", Text: "B"}}
	if err := st.PutSource(ctx, srcs[0]); err != nil {
		t.Fatal(err)
	}
	ss, err := st.Sources(ctx, "col_1")
	if err != nil || len(ss) != 2 || ss[0].Markdown != "# A" || ss[0].URL != "https://shop.example/a?session=REDACTED" ||
		len(ss[0].Links) != 1 || ss[1].Type != "note" || ss[1].Markdown != "my note" {
		t.Fatalf("sources %+v %v", ss, err)
	}
	if s, err := st.Source(ctx, "src_2"); err != nil || s.Markdown != "my note" {
		t.Errorf("source %+v %v", s, err)
	}
	ls.Close()
	if _, err := ls.db(ctx); laika.ErrorCode(err) != laika.CodeShuttingDown {
		t.Errorf("after close: %v", err)
	}
}

// echoModel is a real laika.Model that answers with its last message.
type echoModel struct{}

func (echoModel) Name() string { return "echo:test" }
func (echoModel) Chat(ctx context.Context, req laika.ChatRequest, fn func(laika.Chunk) error) (laika.ChatResult, error) {
	text := req.Messages[len(req.Messages)-1].Content
	if err := fn(laika.Chunk{Delta: text}); err != nil {
		return laika.ChatResult{}, err
	}
	return laika.ChatResult{Text: text, DoneReason: "stop", Chunks: 1, PromptTokens: 7, OutputTokens: 3}, nil
}

var _ laika.Model = echoModel{}

func TestRecordingModel(t *testing.T) {
	ctx := context.Background()
	ls := useTestStore(t)
	page := strings.Repeat("page text with https://e.com/?token=abc inside. ", 40)
	for _, full := range []bool{false, true} {
		m := recordingModel{Model: echoModel{}, st: ls, full: full}
		res, err := m.Chat(ctx, laika.ChatRequest{RunID: "run_unknown", Purpose: "summary",
			Messages: []laika.Message{{Role: "system", Content: "Summarize."}, {Role: "user", Content: page}}}, func(laika.Chunk) error { return nil })
		if err != nil || res.Text != page {
			t.Fatalf("chat: %v", err)
		}
	}
	d, err := ls.db(ctx)
	if err != nil {
		t.Fatal(err)
	}
	runs, err := d.ModelRuns(ctx, "")
	if err != nil || len(runs) != 2 {
		t.Fatalf("model runs %d %v", len(runs), err)
	}
	red, full := runs[0], runs[1]
	if red.Full || red.Output != "" || len(red.Packet) > 2000 || red.PromptTokens != 7 || red.CompletionTokens != 3 || red.Model != "echo:test" || red.Purpose != "summary" {
		t.Errorf("redacted run: %+v (%d-byte packet)", red, len(red.Packet))
	}
	if !full.Full || full.Output == "" || strings.Contains(string(full.Packet), "token=abc") || !strings.Contains(string(full.Packet), "token=REDACTED") {
		t.Errorf("full run: full=%v packet %.200s", full.Full, full.Packet)
	}
	if red.PromptHash != full.PromptHash || len(red.PromptHash) != 64 {
		t.Errorf("prompt hashes %q %q", red.PromptHash, full.PromptHash)
	}
}

// TestHistoryMessages drives the review messages through the real binary.
func TestHistoryMessages(t *testing.T) {
	home := t.TempDir()
	p := startHost(t, home, []string{testOrigin}, "LAIKA_ALLOWED_ORIGINS="+testOrigin)
	s := &session{t: t, p: p}
	obs := map[string]any{"url": "https://shop.example/item", "title": "Blue kettle", "documentId": "doc-1",
		"navigationGeneration": 1, "observedAtMs": 1763700000000, "text": "H1: Blue kettle"}
	r := s.raw("plan", map[string]any{"goal": "summarize this page", "observation": obs})
	var pr struct{ RunID string }
	if r.Status != "ok" || json.Unmarshal(r.Payload, &pr) != nil {
		t.Fatalf("plan: %+v", r)
	}

	r = s.raw("history.runs", map[string]any{"limit": 10})
	var runs struct{ Runs []store.Run }
	if r.Status != "ok" || json.Unmarshal(r.Payload, &runs) != nil || len(runs.Runs) != 1 || runs.Runs[0].ID != pr.RunID {
		t.Fatalf("history.runs: %+v %s", r, r.Payload)
	}
	r = s.raw("history.run", map[string]any{"runId": pr.RunID})
	var x store.RunExport
	if r.Status != "ok" || json.Unmarshal(r.Payload, &x) != nil || x.Run.ID != pr.RunID || !x.AuditValid || len(x.Audit) == 0 {
		t.Fatalf("history.run: %+v %s", r, r.Payload)
	}
	r = s.raw("audit.verify", map[string]any{})
	var av struct {
		OK      bool
		Entries int
		Head    string
	}
	if r.Status != "ok" || json.Unmarshal(r.Payload, &av) != nil || !av.OK || av.Entries != len(x.Audit) || len(av.Head) != 64 {
		t.Fatalf("audit.verify: %+v %s", r, r.Payload)
	}
	r = s.raw("origins.put", map[string]any{"origin": "https://Shop.Example/cart", "autodrive": "allowed"})
	if r.Status != "ok" || !strings.Contains(string(r.Payload), `"origin":"https://shop.example"`) {
		t.Fatalf("origins.put: %+v %s", r, r.Payload)
	}
	r = s.raw("origins.list", map[string]any{})
	if r.Status != "ok" || !strings.Contains(string(r.Payload), `"autodrive":"allowed"`) {
		t.Fatalf("origins.list: %+v %s", r, r.Payload)
	}
	if r = s.raw("origins.delete", map[string]any{"origin": "https://shop.example"}); r.Status != "ok" {
		t.Fatalf("origins.delete: %+v", r)
	}
	for _, tc := range []struct {
		typ     string
		payload any
		code    string
	}{
		{"history.run", map[string]any{"runId": "run_missing"}, laika.CodeNotFound},
		{"history.run", map[string]any{}, laika.CodeInvalidArguments},
		{"history.runs", map[string]any{"limit": 1000}, laika.CodeInvalidArguments},
		{"history.runs", map[string]any{"bogus": 1}, laika.CodeInvalidArguments},
		{"origins.put", map[string]any{"origin": "javascript:alert(1)", "autodrive": "allowed"}, laika.CodeInvalidArguments},
		{"origins.put", map[string]any{"origin": "https://a.example", "autodrive": "sometimes"}, laika.CodeInvalidArguments},
		{"origins.delete", map[string]any{"origin": "https://shop.example"}, laika.CodeNotFound},
	} {
		r := s.raw(tc.typ, tc.payload)
		if r.Status != "error" || r.Error == nil || r.Error.Code != tc.code {
			t.Errorf("%s %v: %+v, want %s", tc.typ, tc.payload, r, tc.code)
		}
	}
}
