package store

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
)

func TestCheckSQLiteVersion(t *testing.T) {
	tests := []struct {
		v  string
		ok bool
	}{
		{"3.51.3", true}, {"3.51.10", true}, {"3.52.0", true}, {"4.0.0", true}, {"3.54.1", true},
		{"3.51.2", false}, {"3.50.9", false}, {"3.9.99", false}, {"", false}, {"garbage", false},
	}
	for _, tt := range tests {
		err := checkSQLiteVersion(tt.v)
		if (err == nil) != tt.ok {
			t.Errorf("checkSQLiteVersion(%q) = %v, want ok=%v", tt.v, err, tt.ok)
		}
		if err != nil && (laika.ErrorCode(err) != laika.CodeStorageFailed || !strings.Contains(err.Error(), "WAL")) {
			t.Errorf("checkSQLiteVersion(%q): unclear error %v", tt.v, err)
		}
	}
}

func TestOpenPragmasAndMigrations(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "sub", FileName)
	d, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	// Every pooled connection must carry the DSN pragmas: hold several
	// connections at once and ask each.
	var conns []interface{ Close() error }
	for i := 0; i < 3; i++ {
		c, err := d.db.Conn(ctx)
		must(t, err)
		conns = append(conns, c)
		for pragma, want := range map[string]string{"journal_mode": "wal", "foreign_keys": "1", "busy_timeout": "5000", "synchronous": "2"} {
			var got string
			must(t, c.QueryRowContext(ctx, "PRAGMA "+pragma).Scan(&got))
			if got != want {
				t.Errorf("conn %d: PRAGMA %s = %s, want %s", i, pragma, got, want)
			}
		}
	}
	for _, c := range conns {
		c.Close()
	}
	v, err := d.SchemaVersion(ctx)
	must(t, err)
	ms, _ := loadMigrations()
	if v != ms[len(ms)-1].version {
		t.Errorf("schema version %d, want %d", v, ms[len(ms)-1].version)
	}
	d.Close()
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("db file mode: %v %v", fi.Mode(), err)
	}
	// Reopening applies nothing twice.
	d2, err := Open(ctx, path)
	must(t, err)
	defer d2.Close()
	var n int
	must(t, d2.db.QueryRowContext(ctx, "SELECT count(*) FROM schema_migrations").Scan(&n))
	if n != len(ms) {
		t.Errorf("%d migration rows, want %d", n, len(ms))
	}
}

func TestOpenBadPath(t *testing.T) {
	_, err := Open(context.Background(), "")
	wantCode(t, err, laika.CodeInvalidArguments)
	dir := t.TempDir()
	_, err = Open(context.Background(), dir) // a directory is not a database
	wantCode(t, err, laika.CodeStorageFailed)
}

func TestRunLifecycle(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	conv := &Conversation{Title: "cats"}
	must(t, d.CreateConversation(ctx, conv))
	r := &Run{ConversationID: conv.ID, Goal: "summarize", URL: "https://u:p@e.com/a?token=x&q=1", Model: "ollama:qwen"}
	must(t, d.CreateRun(ctx, r))
	if r.URL != "https://e.com/a?token=REDACTED&q=1" || r.Status != RunRunning {
		t.Errorf("run after create: %+v", r)
	}
	for _, k := range []string{"plan", "tool"} {
		must(t, d.AppendStep(ctx, &Step{RunID: r.ID, Kind: k, Text: "step " + k, Data: json.RawMessage(`{"password":"x"}`)}))
	}
	steps, err := d.Steps(ctx, r.ID)
	must(t, err)
	if len(steps) != 2 || steps[0].Seq != 1 || steps[1].Seq != 2 || string(steps[0].Data) != `{"password":"REDACTED"}` {
		t.Errorf("steps: %+v", steps)
	}
	tc := &ToolCallRecord{RunID: r.ID, StepSeq: 2, Name: "navigate", Arguments: json.RawMessage(`{"url":"https://e.com/?sid=9"}`), Decision: laika.Ask, Reason: "navigation_needs_approval", Approval: ApprovalPending}
	must(t, d.RecordToolCall(ctx, tc))
	must(t, d.RecordApproval(ctx, &Approval{ToolCallID: tc.ID, Approved: true, Note: "fine"}))
	must(t, d.RecordToolCall(ctx, &ToolCallRecord{ID: tc.ID, Status: ToolOK, Result: json.RawMessage(`{"url":"https://e.com/?code=1"}`)}))
	must(t, d.SetRunStatus(ctx, r.ID, RunDone, "answered"))

	calls, err := d.ToolCalls(ctx, r.ID)
	must(t, err)
	if len(calls) != 1 {
		t.Fatalf("calls: %+v", calls)
	}
	c := calls[0]
	if c.Name != "navigate" || c.Decision != laika.Ask || c.Reason != "navigation_needs_approval" || c.Approval != ApprovalApproved ||
		c.Status != ToolOK || string(c.Arguments) != `{"url":"https://e.com/?sid=REDACTED"}` || string(c.Result) != `{"url":"https://e.com/?code=REDACTED"}` {
		t.Errorf("tool call: %+v", c)
	}
	got, err := d.GetRun(ctx, r.ID)
	must(t, err)
	if got.Status != RunDone || got.ConversationID != conv.ID {
		t.Errorf("run: %+v", got)
	}
	// Every step, decision, approval and result is in the audit trail.
	entries, err := d.AuditEntries(ctx, r.ID)
	must(t, err)
	var kinds []string
	for _, e := range entries {
		kinds = append(kinds, e.Kind)
	}
	want := "run plan_step plan_step policy_decision approval tool_result run"
	if strings.Join(kinds, " ") != want {
		t.Errorf("audit kinds = %v, want %s", kinds, want)
	}
	if bad, err := d.VerifyAudit(ctx); bad != 0 || err != nil {
		t.Errorf("VerifyAudit = %d, %v", bad, err)
	}
	// Re-sending the whole, unchanged record audits nothing new.
	c.RunID = r.ID
	must(t, d.RecordToolCall(ctx, &c))
	if again, _ := d.AuditEntries(ctx, r.ID); len(again) != len(entries) {
		t.Errorf("unchanged tool call appended %d audit entries", len(again)-len(entries))
	}
}

func TestErrorCodes(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	r := &Run{Goal: "g"}
	must(t, d.CreateRun(ctx, r))
	tests := []struct {
		name string
		err  error
		code string
	}{
		{"duplicate run", d.CreateRun(ctx, &Run{ID: r.ID}), laika.CodeInvalidArguments},
		{"run with unknown conversation", d.CreateRun(ctx, &Run{ConversationID: "nope"}), laika.CodeNotFound},
		{"step on unknown run", d.AppendStep(ctx, &Step{RunID: "nope", Kind: "plan"}), laika.CodeNotFound},
		{"step without kind", d.AppendStep(ctx, &Step{RunID: r.ID}), laika.CodeInvalidArguments},
		{"tool call without name", d.RecordToolCall(ctx, &ToolCallRecord{RunID: r.ID}), laika.CodeInvalidArguments},
		{"tool call on unknown run", d.RecordToolCall(ctx, &ToolCallRecord{RunID: "nope", Name: "x"}), laika.CodeNotFound},
		{"approval for unknown call", d.RecordApproval(ctx, &Approval{ToolCallID: "nope"}), laika.CodeNotFound},
		{"status of unknown run", d.SetRunStatus(ctx, "nope", RunDone, ""), laika.CodeNotFound},
		{"get unknown run", second(d.GetRun(ctx, "nope")), laika.CodeNotFound},
		{"unknown setting", second(d.GetSetting(ctx, "nope")), laika.CodeNotFound},
		{"bad origin", d.PutOriginRule(ctx, OriginRule{Origin: "not a url", Autodrive: AutodriveAllowed}), laika.CodeInvalidArguments},
		{"non-web origin", d.PutOriginRule(ctx, OriginRule{Origin: "chrome-extension://abc", Autodrive: AutodriveAllowed}), laika.CodeInvalidArguments},
		{"bad autodrive", d.PutOriginRule(ctx, OriginRule{Origin: "https://e.com", Autodrive: "maybe"}), laika.CodeInvalidArguments},
		{"empty summary", d.SaveSummary(ctx, &Summary{}), laika.CodeInvalidArguments},
		{"unknown artifact", second(d.GetArtifact(ctx, "nope")), laika.CodeNotFound},
		{"source in unknown collection", d.PutSource(ctx, &Source{CollectionID: "nope", URL: "https://e.com"}), laika.CodeNotFound},
		{"bad chat role", d.AppendChatEvent(ctx, &ChatEvent{ConversationID: "c", Role: "robot"}), laika.CodeInvalidArguments},
		{"bad export format", d.ExportRun(ctx, r.ID, "pdf", nil), laika.CodeInvalidArguments},
		{"export unknown run", d.ExportRun(ctx, "nope", "json", nil), laika.CodeNotFound},
		{"audit without kind", d.AppendAudit(ctx, "", "", nil), laika.CodeInvalidArguments},
		{"audit unmarshalable", d.AppendAudit(ctx, "x", "", func() {}), laika.CodeInvalidArguments},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { wantCode(t, tt.err, tt.code) })
	}
	ctxc, cancel := context.WithCancel(ctx)
	cancel()
	wantCode(t, d.CreateRun(ctxc, &Run{}), laika.CodeCancelled)
}

func second[T any](_ T, err error) error { return err }

func TestModelRunRedaction(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	page := strings.Repeat("secret page text ", 100)
	base := ModelRun{Model: "qwen", Purpose: "summarize",
		Messages:  []ModelMessage{{"system", "be brief"}, {"user", "summarize " + page}},
		Documents: []ContextDoc{{ID: "doc:1", URL: "https://e.com/?token=t", Title: "T", Text: page}},
		Output:    `{"markdown":"ok"}`, PromptTokens: 900, CompletionTokens: 20, Duration: 1500 * time.Millisecond}
	red, full := base, base
	full.Full = true
	must(t, d.RecordModelRun(ctx, &red))
	must(t, d.RecordModelRun(ctx, &full))
	if red.PromptHash == "" || red.PromptHash != full.PromptHash {
		t.Errorf("prompt hash %q vs %q", red.PromptHash, full.PromptHash)
	}
	runs, err := d.ModelRuns(ctx, "")
	must(t, err)
	if len(runs) != 2 {
		t.Fatalf("%d runs", len(runs))
	}
	r, f := runs[0], runs[1]
	if strings.Count(string(r.Packet), "secret page text") > 24 || len(r.Packet) > 2000 {
		t.Errorf("redacted packet holds the page: %d bytes", len(r.Packet))
	}
	if r.Output != "" || strings.Contains(string(r.Packet), "token=t") {
		t.Errorf("redacted run leaks: output %q packet %s", r.Output, r.Packet)
	}
	var pkt struct {
		Documents []struct{ URL, SHA256, Preview string }
	}
	must(t, json.Unmarshal(r.Packet, &pkt))
	if len(pkt.Documents) != 1 || len(pkt.Documents[0].SHA256) != 64 || pkt.Documents[0].URL != "https://e.com/?token=REDACTED" || pkt.Documents[0].Preview == "" {
		t.Errorf("redacted doc: %+v", pkt.Documents)
	}
	if !strings.Contains(string(f.Packet), page) || f.Output != base.Output || !f.Full {
		t.Errorf("full run lost content")
	}
	if r.DurationMS != 1500 || r.PromptTokens != 900 || r.CompletionTokens != 20 {
		t.Errorf("metrics: %+v", r)
	}
}

func TestPruneModelRuns(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	now := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	for _, age := range []time.Duration{40 * 24 * time.Hour, 31 * 24 * time.Hour, 29 * 24 * time.Hour, time.Hour} {
		d.Now = func() time.Time { return now.Add(-age) }
		must(t, d.RecordModelRun(ctx, &ModelRun{Model: "m"}))
	}
	d.Now = func() time.Time { return now }
	n, err := d.PruneModelRuns(ctx, 30*24*time.Hour)
	must(t, err)
	left, _ := d.ModelRuns(ctx, "")
	if n != 2 || len(left) != 2 {
		t.Errorf("pruned %d, left %d; want 2, 2", n, len(left))
	}
	if n, _ := d.PruneModelRuns(ctx, 0); n != 0 {
		t.Errorf("olderThan 0 pruned %d", n)
	}
}

func TestContent(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	r := &Run{Goal: "g"}
	must(t, d.CreateRun(ctx, r))
	col := &Collection{Name: "research"}
	must(t, d.CreateCollection(ctx, col))
	srcs := []*Source{{CollectionID: col.ID, URL: "https://a.com/?session=1"}, {CollectionID: col.ID, URL: "https://b.com/"}}
	for _, src := range srcs {
		must(t, d.PutSource(ctx, src))
	}
	if srcs[0].URL != "https://a.com/?session=REDACTED" || srcs[0].Status != SourcePending {
		t.Errorf("sources: %+v", srcs[0])
	}
	srcs[0].Title, srcs[0].Markdown, srcs[0].Status, srcs[0].CapturedAt = "A", "# A\n\nbody", SourceCaptured, d.Now()
	must(t, d.PutSource(ctx, srcs[0]))
	got, err := d.GetSource(ctx, srcs[0].ID)
	must(t, err)
	if got.Markdown != "# A\n\nbody" || got.Status != SourceCaptured || len(got.ContentHash) != 64 || got.CapturedAt.IsZero() {
		t.Errorf("source: %+v", got)
	}
	list, err := d.ListSources(ctx, col.ID)
	must(t, err)
	if len(list) != 2 || list[0].Markdown != "# A\n\nbody" || list[0].Title != "A" || list[1].Status != SourcePending {
		t.Errorf("list sources: %+v", list)
	}
	must(t, d.SaveSummary(ctx, &Summary{RunID: r.ID, SourceID: srcs[0].ID, URL: "https://a.com/?sig=x", Title: "A", Markdown: "- point"}))
	sums, err := d.Summaries(ctx, r.ID)
	must(t, err)
	if len(sums) != 1 || sums[0].URL != "https://a.com/?sig=REDACTED" || string(sums[0].Citations) != "[]" {
		t.Errorf("summaries: %+v", sums)
	}
	a := &Artifact{RunID: r.ID, Title: "table", Body: []byte("| a |")}
	must(t, d.SaveArtifact(ctx, a))
	ga, err := d.GetArtifact(ctx, a.ID)
	must(t, err)
	arts, err := d.ListArtifacts(ctx, r.ID)
	must(t, err)
	if string(ga.Body) != "| a |" || ga.MIME != "text/markdown" || len(arts) != 1 || arts[0].Size != 5 || arts[0].Body != nil {
		t.Errorf("artifact %+v list %+v", ga, arts)
	}
	conv := &Conversation{}
	must(t, d.CreateConversation(ctx, conv))
	for _, role := range []string{"user", "assistant", "user"} {
		must(t, d.AppendChatEvent(ctx, &ChatEvent{ConversationID: conv.ID, Role: role, Markdown: role}))
	}
	evs, err := d.ChatEvents(ctx, conv.ID, 2)
	must(t, err)
	if len(evs) != 2 || evs[0].Role != "assistant" || evs[1].Role != "user" {
		t.Errorf("chat events: %+v", evs)
	}
}

func TestSettingsAndOriginRules(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	must(t, d.PutSetting(ctx, SettingModel, "ollama:a"))
	must(t, d.PutSetting(ctx, SettingModel, "ollama:b"))
	if v, err := d.GetSetting(ctx, SettingModel); v != "ollama:b" || err != nil {
		t.Errorf("setting = %q, %v", v, err)
	}
	must(t, d.PutOriginRule(ctx, OriginRule{Origin: "HTTPS://Shop.Example.com:443/cart?x=1", Autodrive: AutodriveBlocked}))
	must(t, d.PutOriginRule(ctx, OriginRule{Origin: "http://localhost:8080", Autodrive: AutodriveAllowed}))
	r, err := d.GetOriginRule(ctx, "https://shop.example.com/other")
	must(t, err)
	if r.Origin != "https://shop.example.com" || r.Autodrive != AutodriveBlocked {
		t.Errorf("rule: %+v", r)
	}
	rules, err := d.ListOriginRules(ctx)
	must(t, err)
	if len(rules) != 2 || rules[0].Origin != "http://localhost:8080" {
		t.Errorf("rules: %+v", rules)
	}
	must(t, d.DeleteOriginRule(ctx, "https://shop.example.com"))
	_, err = d.GetOriginRule(ctx, "https://shop.example.com")
	wantCode(t, err, laika.CodeNotFound)
	wantCode(t, d.DeleteOriginRule(ctx, "https://shop.example.com"), laika.CodeNotFound)
}

func TestPurge(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	r := &Run{Goal: "g"}
	must(t, d.CreateRun(ctx, r))
	must(t, d.AppendStep(ctx, &Step{RunID: r.ID, Kind: "plan"}))
	must(t, d.RecordModelRun(ctx, &ModelRun{RunID: r.ID}))
	must(t, d.PutSetting(ctx, "k", "v"))
	col := &Collection{Name: "c"}
	must(t, d.CreateCollection(ctx, col))
	must(t, d.PutSource(ctx, &Source{CollectionID: col.ID, URL: "https://e.com"}))
	must(t, d.Purge(ctx))
	for _, tbl := range purgeTables {
		var n int
		must(t, d.db.QueryRowContext(ctx, "SELECT count(*) FROM "+tbl).Scan(&n))
		if tbl == "audit_log" && n != 1 || tbl != "audit_log" && n != 0 {
			t.Errorf("%s has %d rows after purge", tbl, n)
		}
	}
	if bad, err := d.VerifyAudit(ctx); bad != 0 || err != nil {
		t.Errorf("after purge VerifyAudit = %d, %v", bad, err)
	}
	// The new chain keeps working, and the trail is still append-only.
	must(t, d.AppendAudit(ctx, "note", "", map[string]int{"n": 1}))
	if bad, err := d.VerifyAudit(ctx); bad != 0 || err != nil {
		t.Errorf("VerifyAudit = %d, %v", bad, err)
	}
	if _, err := d.db.ExecContext(ctx, "DELETE FROM audit_log"); err == nil {
		t.Error("audit_log accepted a DELETE after purge")
	}
}

func TestPutSource(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	col := &Collection{Name: "notes", Tags: []string{"a", "b"}}
	must(t, d.CreateCollection(ctx, col))
	got, err := d.GetCollection(ctx, col.ID)
	must(t, err)
	if got.Name != "notes" || strings.Join(got.Tags, ",") != "a,b" {
		t.Errorf("collection: %+v", got)
	}
	n1 := &Source{CollectionID: col.ID, Type: SourceNote, Markdown: "first", Status: SourceCaptured}
	n2 := &Source{CollectionID: col.ID, Type: SourceNote, Markdown: "second", Status: SourceCaptured}
	must(t, d.PutSource(ctx, n1))
	must(t, d.PutSource(ctx, n2)) // two url-less notes coexist
	u := &Source{CollectionID: col.ID, URL: "https://e.com/?sig=1", Links: json.RawMessage(`[{"url":"https://x.com/?token=2","text":"x"}]`)}
	must(t, d.PutSource(ctx, u))
	created := u.CreatedAt
	u.Status, u.Error, u.CreatedAt = SourceFailed, laika.CodeFetchFailed, time.Time{}
	must(t, d.PutSource(ctx, u)) // replace by id
	ss, err := d.ListSources(ctx, col.ID)
	must(t, err)
	if len(ss) != 3 || ss[0].Markdown != "first" || ss[1].Markdown != "second" {
		t.Fatalf("sources: %+v", ss)
	}
	last := ss[2]
	if last.Status != SourceFailed || last.Error != laika.CodeFetchFailed || last.Type != SourceURL || !last.CreatedAt.Equal(created) ||
		last.URL != "https://e.com/?sig=REDACTED" || strings.Contains(string(last.Links), "token=2") {
		t.Errorf("replaced source: %+v", last)
	}
	wantCode(t, d.PutSource(ctx, &Source{CollectionID: col.ID, Type: "video"}), laika.CodeInvalidArguments)
	wantCode(t, d.PutSource(ctx, &Source{CollectionID: "nope"}), laika.CodeNotFound)
	_, err = d.GetCollection(ctx, "nope")
	wantCode(t, err, laika.CodeNotFound)
}
