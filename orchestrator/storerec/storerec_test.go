package storerec

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/orchestrator"
	"github.com/laikabrowser/laika/store"
)

// TestRunRecordedInSQLite drives a built-in run with an approval through
// the orchestrator onto a real SQLite file and reads it back.
func TestRunRecordedInSQLite(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, err := store.Open(ctx, filepath.Join(dir, "laika.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	o := &orchestrator.Orchestrator{Recorder: New(db), Tools: &apptools.Runner{Dir: dir}}
	obs := &laika.Observation{URL: "https://shop.example/item?token=sekrit", Title: "Kettle", DocumentID: "d1", NavigationGeneration: 1, ObservedAtMs: 1,
		Text: "Kettle", Elements: []laika.Element{{HandleID: "h1", Role: "link", Label: "Reviews"}}}
	rep, err := o.Plan(ctx, orchestrator.PlanRequest{Goal: "click Reviews", Observation: obs})
	if err != nil {
		t.Fatal(err)
	}
	call := rep.ToolCalls[0]
	if _, err := o.Approve(ctx, orchestrator.ApprovalRequest{RunID: rep.RunID, CallID: call.ID, Decision: "approve"}); err != nil {
		t.Fatal(err)
	}
	obs2 := *obs
	obs2.NavigationGeneration = 2
	rep, err = o.Plan(ctx, orchestrator.PlanRequest{RunID: rep.RunID, Observation: &obs2,
		ToolResults: []orchestrator.ToolResult{{CallID: call.ID, Status: "ok"}}})
	if err != nil || !rep.Done {
		t.Fatalf("final: %+v %v", rep, err)
	}

	run, err := db.GetRun(ctx, rep.RunID)
	if err != nil {
		t.Fatal(err)
	}
	if run.Status != store.RunDone || run.Goal != "click Reviews" || run.URL == obs.URL {
		t.Errorf("run = %+v (URL must be stored redacted)", run)
	}
	calls, err := db.ToolCalls(ctx, rep.RunID)
	if err != nil || len(calls) != 1 {
		t.Fatalf("tool calls = %+v, %v", calls, err)
	}
	if c := calls[0]; c.Decision != laika.Ask || c.Approval != store.ApprovalApproved || c.Status != store.ToolOK {
		t.Errorf("call = %+v", c)
	}
	steps, err := db.Steps(ctx, rep.RunID)
	if err != nil || len(steps) != 2 {
		t.Errorf("steps = %+v, %v", steps, err)
	}
	apps, err := db.Approvals(ctx, rep.RunID)
	if err != nil || len(apps) != 1 || !apps[0].Approved {
		t.Errorf("approvals = %+v, %v", apps, err)
	}
	if bad, err := db.VerifyAudit(ctx); err != nil || bad != 0 {
		t.Errorf("audit chain: first bad %d, %v", bad, err)
	}
	entries, _ := db.AuditEntries(ctx, rep.RunID)
	if len(entries) < 5 {
		t.Errorf("%d audit entries for the run, want at least 5", len(entries))
	}
	found := false
	for _, e := range entries {
		if e.Kind == "run_intent" && strings.Contains(string(e.Payload), `"intent":"Find"`) {
			found = true
		}
	}
	if !found {
		t.Errorf("no run_intent audit entry: %+v", entries)
	}
}
