// Package storerec adapts the SQLite store (package store) to the
// orchestrator's Recorder, so runs, plan steps, tool calls with their gate
// decisions, approvals and results land in laika.db and its audit chain.
// It is the only place that knows both shapes; neither package imports the
// other.
package storerec

import (
	"context"
	"encoding/json"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/orchestrator"
	"github.com/laikabrowser/laika/store"
)

// Recorder writes orchestrator records to a store.DB.
type Recorder struct{ DB *store.DB }

// New returns a Recorder on db.
func New(db *store.DB) Recorder { return Recorder{DB: db} }

var _ orchestrator.Recorder = Recorder{}

// RecordRun creates the run when it starts and sets its status when it
// ends.
func (r Recorder) RecordRun(ctx context.Context, rec orchestrator.RunRecord) error {
	if rec.Status == "running" {
		if err := r.DB.CreateRun(ctx, &store.Run{ID: rec.ID, Goal: rec.Goal, URL: rec.URL, Model: rec.Planner, Status: store.RunRunning}); err != nil {
			return err
		}
		// The runs table has no intent or mode column: the audit chain
		// keeps them.
		return r.DB.AppendAudit(ctx, "run_intent", rec.ID, map[string]string{"intent": string(rec.Intent), "mode": rec.Mode})
	}
	status := store.RunDone
	if rec.StopReason != orchestrator.StopAnswered && rec.StopReason != "" {
		status = store.RunFailed
	}
	return r.DB.SetRunStatus(ctx, rec.ID, status, rec.StopReason)
}

// RecordStep appends the step; the whole record (intent, dropped calls,
// citations) is kept as the step's data.
func (r Recorder) RecordStep(ctx context.Context, s orchestrator.StepRecord) error {
	data, _ := json.Marshal(s)
	return r.DB.AppendStep(ctx, &store.Step{RunID: s.RunID, Kind: s.Kind, Text: s.Summary, Data: data})
}

// RecordToolCall upserts the call with its decision, approval and outcome.
func (r Recorder) RecordToolCall(ctx context.Context, c orchestrator.CallRecord) error {
	return r.DB.RecordToolCall(ctx, &store.ToolCallRecord{
		ID: c.ID, RunID: c.RunID, StepSeq: c.Step, Name: c.Name, Arguments: c.Arguments,
		Decision: c.Decision, Reason: c.Reason, Approval: approval(c), Status: status(c.Status),
		ErrorCode: c.ErrorCode, ErrorMsg: c.ErrorMsg, Result: c.Result,
	})
}

// approval maps the orchestrator's view to the store's approval states.
func approval(c orchestrator.CallRecord) string {
	switch {
	case c.Approval == "approved":
		return store.ApprovalApproved
	case c.Approval == "denied":
		return store.ApprovalRejected
	case c.Decision == laika.Allow:
		return store.ApprovalNotNeeded
	case c.Decision == laika.Ask:
		return store.ApprovalPending
	}
	return ""
}

// status maps call statuses: calls that never ran are "skipped"; calls
// still waiting keep the status empty (the store leaves it unchanged).
func status(s string) string {
	switch s {
	case "ok":
		return store.ToolOK
	case "error":
		return store.ToolError
	case "denied", "expired":
		return store.ToolSkipped
	}
	return ""
}

// RecordApproval stores the user's answer.
func (r Recorder) RecordApproval(ctx context.Context, a orchestrator.ApprovalRecord) error {
	return r.DB.RecordApproval(ctx, &store.Approval{RunID: a.RunID, ToolCallID: a.CallID, Approved: a.Approved})
}

// AppendAudit adds an audit entry.
func (r Recorder) AppendAudit(ctx context.Context, kind, runID string, payload any) error {
	return r.DB.AppendAudit(ctx, kind, runID, payload)
}
