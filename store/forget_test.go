package store

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// seedRun stores a run with a step, a call, an approval and a summary that
// quote secret, and returns its id.
func seedForget(t *testing.T, d *DB, secret string) string {
	t.Helper()
	ctx := context.Background()
	r := &Run{Goal: "summarize " + secret, URL: "https://example.com/" + secret}
	must(t, d.CreateRun(ctx, r))
	must(t, d.AppendStep(ctx, &Step{RunID: r.ID, Kind: "plan", Text: "reading " + secret}))
	c := &ToolCallRecord{RunID: r.ID, StepSeq: 1, Name: "browser.click", Arguments: json.RawMessage(`{"handleId":"h1"}`), Decision: laika.Decision("ask"), Reason: "assist_requires_approval"}
	must(t, d.RecordToolCall(ctx, c))
	must(t, d.RecordApproval(ctx, &Approval{RunID: r.ID, ToolCallID: c.ID, Approved: true, Decider: "user"}))
	must(t, d.SaveSummary(ctx, &Summary{RunID: r.ID, Markdown: "The page says " + secret}))
	return r.ID
}

func TestForgetRunKeepsOthersAndTheAuditChain(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	gone := seedForget(t, d, "tangerine")
	kept := seedForget(t, d, "aubergine")
	must(t, d.ForgetRun(ctx, gone))
	if _, err := d.LoadRunExport(ctx, gone); laika.ErrorCode(err) != laika.CodeNotFound {
		t.Fatalf("forgotten run still loads: %v", err)
	}
	x, err := d.LoadRunExport(ctx, kept)
	must(t, err)
	if len(x.Steps) != 1 || len(x.ToolCalls) != 1 || len(x.Approvals) != 1 || len(x.Summaries) != 1 {
		t.Fatalf("the other run lost records: %+v", x)
	}
	if bad, err := d.VerifyAudit(ctx); err != nil {
		t.Fatalf("audit chain broken at %d: %v", bad, err)
	}
	entries, err := d.AuditEntries(ctx, gone)
	must(t, err)
	if last := entries[len(entries)-1]; last.Kind != AuditForget {
		t.Fatalf("last audit entry of the run = %q, want %q", last.Kind, AuditForget)
	}
	wantCode(t, d.ForgetRun(ctx, gone), laika.CodeNotFound)
}

func TestForgetHistoryLeavesNoTextInTables(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	seedForget(t, d, "tangerine")
	seedForget(t, d, "aubergine")
	n, err := d.ForgetHistory(ctx)
	must(t, err)
	if n != 2 {
		t.Fatalf("deleted %d runs, want 2", n)
	}
	runs, err := d.ListRuns(ctx, 10)
	must(t, err)
	if len(runs) != 0 {
		t.Fatalf("runs left: %+v", runs)
	}
	for _, tbl := range append(runTables, "conversations") {
		var c int
		must(t, d.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM "+tbl).Scan(&c))
		if c != 0 {
			t.Errorf("%s has %d rows", tbl, c)
		}
	}
	if _, err := d.VerifyAudit(ctx); err != nil {
		t.Fatal(err)
	}
	// The summary's words are gone from the file, not only from the tables
	// (the audit trail records goals, so look for summary-only text).
	d.Close()
	b, err := os.ReadFile(d.Path())
	if err == nil && strings.Contains(string(b), "The page says") {
		t.Fatal("deleted summary text is still in the database file")
	}
}

// Every table with a run_id column is forgotten with its run, except the
// append-only audit trail and the user's saved artifacts: a new table that
// records per-run data must be added to runTables.
func TestForgetCoversEveryRunTable(t *testing.T) {
	d := openTest(t)
	rows, err := d.db.QueryContext(context.Background(), `SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'run_id'`)
	must(t, err)
	defer rows.Close()
	known := map[string]bool{"audit_log": true, "artifacts": true}
	for _, n := range runTables {
		known[n] = true
	}
	for rows.Next() {
		var name string
		must(t, rows.Scan(&name))
		if !known[name] {
			t.Errorf("table %s has a run_id but ForgetRun does not delete from it", name)
		}
	}
}

func TestForgetRunDropsItsEmptiedConversation(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	c := &Conversation{Title: "secret goal"}
	must(t, d.CreateConversation(ctx, c))
	r := &Run{Goal: "secret goal", ConversationID: c.ID}
	must(t, d.CreateRun(ctx, r))
	must(t, d.ForgetRun(ctx, r.ID))
	var n int
	must(t, d.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM conversations").Scan(&n))
	if n != 0 {
		t.Fatalf("%d conversations left", n)
	}
}
