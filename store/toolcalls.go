package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"github.com/laikabrowser/laika"
)

// Approval states of a tool call.
const (
	ApprovalNotNeeded = "not_needed" // the gate allowed it
	ApprovalPending   = "pending"    // the gate said ask; waiting for the user
	ApprovalApproved  = "approved"
	ApprovalRejected  = "rejected"
)

// Tool call result statuses.
const (
	ToolOK      = "ok"
	ToolError   = "error"
	ToolSkipped = "skipped" // denied or rejected: never ran
)

// ToolCallRecord is one tool call through its life: proposed, decided by
// the Policy Gate, maybe approved, executed.
type ToolCallRecord struct {
	ID        string          `json:"id"`
	RunID     string          `json:"-"`
	StepSeq   int             `json:"stepSeq,omitempty"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"` // stored redacted
	Decision  laika.Decision  `json:"decision,omitempty"`
	Reason    string          `json:"reason,omitempty"`
	Approval  string          `json:"approval,omitempty"`
	Status    string          `json:"status,omitempty"`
	ErrorCode string          `json:"errorCode,omitempty"`
	ErrorMsg  string          `json:"errorMessage,omitempty"`
	Result    json.RawMessage `json:"result,omitempty"` // stored redacted
	CreatedAt time.Time       `json:"createdAt"`
	UpdatedAt time.Time       `json:"updatedAt"`
}

// RecordToolCall inserts c, or updates the call with c.ID: fields left
// empty keep their stored value, so a caller records the decision first and
// the result later with only ID, Status, ErrorCode/ErrorMsg and Result set.
// Each call appends audit entries in the same transaction:
// "policy_decision" when c.Decision is new or changed, "tool_result" when
// c.Status is, "tool_call" for a new call with neither; re-sending an
// unchanged record appends nothing. Arguments and Result are
// redacted. An empty ID is filled. Returns invalid_arguments when a new
// call has no name, not_found for an unknown run, busy or storage_failed.
func (d *DB) RecordToolCall(ctx context.Context, c *ToolCallRecord) error {
	c.ID = d.newID(c.ID)
	args, result := json.RawMessage(nil), json.RawMessage(nil)
	if len(c.Arguments) > 0 {
		args = RedactJSON(c.Arguments)
		c.Arguments = args
	}
	if len(c.Result) > 0 {
		result = RedactJSON(c.Result)
		c.Result = result
	}
	c.ErrorMsg = RedactText(c.ErrorMsg)
	now := d.now()
	return d.tx(ctx, "record tool call", func(tx *sql.Tx) error {
		var runID, name, oldDecision, oldStatus string
		err := tx.QueryRowContext(ctx, "SELECT run_id, name, decision, status FROM tool_calls WHERE id = ?", c.ID).Scan(&runID, &name, &oldDecision, &oldStatus)
		switch {
		case err == sql.ErrNoRows:
			if c.Name == "" {
				return laika.Errorf(laika.CodeInvalidArguments, "store: tool call %q needs a name", c.ID)
			}
			if args == nil {
				args = json.RawMessage("{}")
			}
			if result == nil {
				result = json.RawMessage("null")
			}
			_, err = tx.ExecContext(ctx, `INSERT INTO tool_calls (id, run_id, step_seq, name, arguments, decision, reason,
				approval, status, error_code, error_message, result, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				c.ID, c.RunID, c.StepSeq, c.Name, string(args), string(c.Decision), c.Reason,
				c.Approval, c.Status, c.ErrorCode, c.ErrorMsg, string(result), now, now)
			if err != nil {
				return err
			}
		case err != nil:
			return err
		default:
			if c.RunID != "" && c.RunID != runID {
				return laika.Errorf(laika.CodeInvalidArguments, "store: tool call %q belongs to run %q", c.ID, runID)
			}
			c.RunID = runID
			if c.Name == "" {
				c.Name = name
			}
			_, err = tx.ExecContext(ctx, `UPDATE tool_calls SET
				step_seq = CASE WHEN ?1 = 0 THEN step_seq ELSE ?1 END,
				arguments = coalesce(?2, arguments),
				decision = coalesce(nullif(?3, ''), decision),
				reason = coalesce(nullif(?4, ''), reason),
				approval = coalesce(nullif(?5, ''), approval),
				status = coalesce(nullif(?6, ''), status),
				error_code = coalesce(nullif(?7, ''), error_code),
				error_message = coalesce(nullif(?8, ''), error_message),
				result = coalesce(?9, result),
				updated_at = ?10
				WHERE id = ?11`,
				c.StepSeq, rawOrNil(args), string(c.Decision), c.Reason, c.Approval, c.Status,
				c.ErrorCode, c.ErrorMsg, rawOrNil(result), now, c.ID)
			if err != nil {
				return err
			}
		}
		// A caller may send the whole record at each stage; audit only what
		// is new, so each decision and each result is one entry.
		newDecision := c.Decision != "" && string(c.Decision) != oldDecision
		newStatus := c.Status != "" && c.Status != oldStatus
		if newDecision {
			if err := d.auditJSON(ctx, tx, AuditDecision, c.RunID, map[string]any{
				"toolCallId": c.ID, "name": c.Name, "arguments": c.Arguments, "decision": c.Decision, "reason": c.Reason}); err != nil {
				return err
			}
		}
		if newStatus {
			return d.auditJSON(ctx, tx, AuditToolResult, c.RunID, map[string]any{
				"toolCallId": c.ID, "name": c.Name, "status": c.Status, "errorCode": c.ErrorCode})
		}
		if !newDecision && oldDecision == "" && oldStatus == "" && c.Status == "" {
			return d.auditJSON(ctx, tx, AuditToolCall, c.RunID, map[string]any{
				"toolCallId": c.ID, "name": c.Name, "arguments": c.Arguments, "approval": c.Approval, "stepSeq": c.StepSeq})
		}
		return nil
	})
}

func rawOrNil(b json.RawMessage) any {
	if b == nil {
		return nil
	}
	return string(b)
}

// ToolCalls returns a run's tool calls in the order they were proposed.
// Returns busy or storage_failed.
func (d *DB) ToolCalls(ctx context.Context, runID string) ([]ToolCallRecord, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, run_id, step_seq, name, arguments, decision, reason, approval, status,
		error_code, error_message, result, created_at, updated_at FROM tool_calls WHERE run_id = ? ORDER BY created_at, rowid`, runID)
	if err != nil {
		return nil, storageErr("tool calls", err)
	}
	defer rows.Close()
	var out []ToolCallRecord
	for rows.Next() {
		var c ToolCallRecord
		var args, result, dec, ca, ua string
		if err := rows.Scan(&c.ID, &c.RunID, &c.StepSeq, &c.Name, &args, &dec, &c.Reason, &c.Approval, &c.Status,
			&c.ErrorCode, &c.ErrorMsg, &result, &ca, &ua); err != nil {
			return nil, storageErr("tool calls", err)
		}
		c.Arguments, c.Result, c.Decision = json.RawMessage(args), json.RawMessage(result), laika.Decision(dec)
		c.CreatedAt, c.UpdatedAt = parseTime(ca), parseTime(ua)
		out = append(out, c)
	}
	return out, storageErr("tool calls", rows.Err())
}

// Approval is the user's answer to an "ask" decision.
type Approval struct {
	ID         int64     `json:"id"`
	RunID      string    `json:"-"`
	ToolCallID string    `json:"toolCallId"`
	Approved   bool      `json:"approved"`
	Decider    string    `json:"decider,omitempty"` // "user" unless said otherwise
	Note       string    `json:"note,omitempty"`
	CreatedAt  time.Time `json:"createdAt"`
}

// RecordApproval stores a, sets the tool call's approval to approved or
// rejected, and appends an "approval" audit entry, all in one transaction.
// RunID may be empty: it is taken from the tool call. Returns not_found for
// an unknown tool call, busy or storage_failed.
func (d *DB) RecordApproval(ctx context.Context, a *Approval) error {
	if a.Decider == "" {
		a.Decider = "user"
	}
	a.Note = RedactText(a.Note)
	now := d.Now()
	a.CreatedAt = now.UTC()
	state := ApprovalRejected
	if a.Approved {
		state = ApprovalApproved
	}
	return d.tx(ctx, "record approval", func(tx *sql.Tx) error {
		var runID string
		if err := tx.QueryRowContext(ctx, "SELECT run_id FROM tool_calls WHERE id = ?", a.ToolCallID).Scan(&runID); err != nil {
			if err == sql.ErrNoRows {
				return laika.Errorf(laika.CodeNotFound, "store: no tool call %q", a.ToolCallID)
			}
			return err
		}
		if a.RunID != "" && a.RunID != runID {
			return laika.Errorf(laika.CodeInvalidArguments, "store: tool call %q belongs to run %q", a.ToolCallID, runID)
		}
		a.RunID = runID
		res, err := tx.ExecContext(ctx, "INSERT INTO approvals (run_id, tool_call_id, approved, decider, note, created_at) VALUES (?, ?, ?, ?, ?, ?)",
			a.RunID, a.ToolCallID, a.Approved, a.Decider, a.Note, fmtTime(now))
		if err != nil {
			return err
		}
		a.ID, _ = res.LastInsertId()
		if _, err := tx.ExecContext(ctx, "UPDATE tool_calls SET approval = ?, updated_at = ? WHERE id = ?", state, fmtTime(now), a.ToolCallID); err != nil {
			return err
		}
		return d.auditJSON(ctx, tx, AuditApproval, a.RunID, map[string]any{
			"toolCallId": a.ToolCallID, "approved": a.Approved, "decider": a.Decider, "note": a.Note})
	})
}

// Approvals returns a run's approvals in order. Returns busy or
// storage_failed.
func (d *DB) Approvals(ctx context.Context, runID string) ([]Approval, error) {
	rows, err := d.db.QueryContext(ctx, "SELECT id, run_id, tool_call_id, approved, decider, note, created_at FROM approvals WHERE run_id = ? ORDER BY id", runID)
	if err != nil {
		return nil, storageErr("approvals", err)
	}
	defer rows.Close()
	var out []Approval
	for rows.Next() {
		var a Approval
		var at string
		if err := rows.Scan(&a.ID, &a.RunID, &a.ToolCallID, &a.Approved, &a.Decider, &a.Note, &at); err != nil {
			return nil, storageErr("approvals", err)
		}
		a.CreatedAt = parseTime(at)
		out = append(out, a)
	}
	return out, storageErr("approvals", rows.Err())
}
