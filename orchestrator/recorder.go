package orchestrator

import (
	"context"
	"encoding/json"
	"time"

	"github.com/laikabrowser/laika"
)

// Recorder persists runs for review and audit. The host wires the SQLite
// store in through a small adapter. Each Record method is expected to add
// its own audit entry in the same transaction (the store does), so the
// orchestrator calls AppendAudit only for events without a row of their
// own (a planner failure). RecordToolCall is an upsert by call ID (ids are
// unique across runs): it is called when a call is proposed and again when
// it is approved, denied, expires or reports a result. RecordRun is called
// when a run starts (Status "running") and when it ends ("done").
type Recorder interface {
	RecordRun(ctx context.Context, r RunRecord) error
	RecordStep(ctx context.Context, s StepRecord) error
	RecordToolCall(ctx context.Context, c CallRecord) error
	RecordApproval(ctx context.Context, a ApprovalRecord) error
	// AppendAudit adds an entry to the tamper-evident audit chain.
	AppendAudit(ctx context.Context, kind, runID string, payload any) error
}

// RunRecord describes a run when it starts and when it ends.
type RunRecord struct {
	ID         string    `json:"id"`
	Goal       string    `json:"goal"`
	Intent     Intent    `json:"intent"`
	Mode       string    `json:"mode"`
	URL        string    `json:"url,omitempty"`
	Planner    string    `json:"planner"`
	Status     string    `json:"status"` // running, done
	StopReason string    `json:"stopReason,omitempty"`
	At         time.Time `json:"at"`
}

// StepRecord is one plan step.
type StepRecord struct {
	RunID     string           `json:"runId"`
	Seq       int              `json:"seq"`
	Kind      string           `json:"kind"` // "plan", "observe" (forced re-observe), "stop"
	Planner   string           `json:"planner"`
	Summary   string           `json:"summary"`
	Markdown  string           `json:"markdown,omitempty"`
	Citations []laika.Citation `json:"citations,omitempty"`
	Dropped   []Dropped        `json:"dropped,omitempty"`
	URL       string           `json:"url,omitempty"`
	Done      bool             `json:"done"`
	Stop      string           `json:"stopReason,omitempty"`
	At        time.Time        `json:"at"`
}

// CallRecord is a tool call with its decision and, later, its outcome.
type CallRecord struct {
	ID        string          `json:"id"`
	RunID     string          `json:"runId"`
	Step      int             `json:"step"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
	Decision  laika.Decision  `json:"decision"`
	Reason    string          `json:"reason"`
	Approval  string          `json:"approval,omitempty"` // approved, denied
	Status    string          `json:"status"`
	ErrorCode string          `json:"errorCode,omitempty"`
	ErrorMsg  string          `json:"errorMessage,omitempty"`
	Result    json.RawMessage `json:"result,omitempty"`
	At        time.Time       `json:"at"`
}

// ApprovalRecord is the user's answer to an ask.
type ApprovalRecord struct {
	RunID    string    `json:"runId"`
	CallID   string    `json:"callId"`
	Approved bool      `json:"approved"`
	At       time.Time `json:"at"`
}

// nopRecorder records nothing; used when no store is wired.
type nopRecorder struct{}

func (nopRecorder) RecordRun(context.Context, RunRecord) error           { return nil }
func (nopRecorder) RecordStep(context.Context, StepRecord) error         { return nil }
func (nopRecorder) RecordToolCall(context.Context, CallRecord) error     { return nil }
func (nopRecorder) RecordApproval(context.Context, ApprovalRecord) error { return nil }
func (nopRecorder) AppendAudit(context.Context, string, string, any) error {
	return nil
}

var _ Recorder = nopRecorder{}

// errStorage wraps a recorder failure for the client.
func errStorage(err error) error {
	if laika.ErrorCode(err) == laika.CodeInternal {
		return laika.Errorf(laika.CodeStorageFailed, "could not record the decision")
	}
	return err
}
