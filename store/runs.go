package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"github.com/laikabrowser/laika"
)

// Run statuses.
const (
	RunRunning   = "running"
	RunDone      = "done"
	RunFailed    = "failed"
	RunCancelled = "cancelled"
)

// Run is one agent run: a goal, the plan steps taken for it and their tool
// calls.
type Run struct {
	ID             string    `json:"id"`
	ConversationID string    `json:"conversationId,omitempty"`
	Goal           string    `json:"goal"`
	URL            string    `json:"url,omitempty"` // stored redacted
	Status         string    `json:"status"`
	StopReason     string    `json:"stopReason,omitempty"`
	Model          string    `json:"model,omitempty"`
	Intent         string    `json:"intent,omitempty"` // high-level verb: Summarize, Find, Search, ...
	Mode           string    `json:"mode,omitempty"`   // assist or autodrive
	CreatedAt      time.Time `json:"createdAt"`
	UpdatedAt      time.Time `json:"updatedAt"`
}

// CreateRun stores r, filling an empty ID, Status (running) and the times,
// and appends a "run" audit entry. The URL is stored redacted. Returns
// invalid_arguments for a duplicate id, not_found for an unknown
// conversation, busy or storage_failed.
func (d *DB) CreateRun(ctx context.Context, r *Run) error {
	r.ID = d.newID(r.ID)
	if r.Status == "" {
		r.Status = RunRunning
	}
	r.URL = RedactURL(r.URL)
	now := d.Now()
	r.CreatedAt, r.UpdatedAt = now.UTC(), now.UTC()
	return d.tx(ctx, "create run", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO runs (id, conversation_id, goal, url, status, model, intent, mode, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, r.ID, nullable(r.ConversationID), r.Goal, r.URL, r.Status, r.Model, r.Intent, r.Mode, fmtTime(now), fmtTime(now))
		if err != nil {
			return err
		}
		return d.auditJSON(ctx, tx, AuditRun, r.ID, map[string]any{"event": "created", "goal": r.Goal, "url": r.URL, "status": r.Status,
			"model": r.Model, "intent": r.Intent, "mode": r.Mode})
	})
}

// SetRunStatus changes a run's status (and stop reason, when not empty)
// and appends a "run" audit entry. Returns not_found, busy or
// storage_failed.
func (d *DB) SetRunStatus(ctx context.Context, runID, status, stopReason string) error {
	if status == "" {
		return laika.Errorf(laika.CodeInvalidArguments, "store: empty run status")
	}
	return d.tx(ctx, "set run status", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE runs SET status = ?, stop_reason = coalesce(nullif(?, ''), stop_reason), updated_at = ? WHERE id = ?",
			status, stopReason, d.now(), runID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return laika.Errorf(laika.CodeNotFound, "store: no run %q", runID)
		}
		return d.auditJSON(ctx, tx, AuditRun, runID, map[string]any{"event": "status", "status": status, "stopReason": stopReason})
	})
}

// GetRun returns one run. Returns not_found, busy or storage_failed.
func (d *DB) GetRun(ctx context.Context, id string) (*Run, error) {
	rows, err := d.db.QueryContext(ctx, runSelect+" WHERE id = ?", id)
	if err != nil {
		return nil, storageErr("get run", err)
	}
	runs, err := scanRuns(rows)
	if err != nil {
		return nil, storageErr("get run", err)
	}
	if len(runs) == 0 {
		return nil, laika.Errorf(laika.CodeNotFound, "store: no run %q", id)
	}
	return &runs[0], nil
}

// ListRuns returns the newest runs first, at most limit (default 50).
// Returns busy or storage_failed.
func (d *DB) ListRuns(ctx context.Context, limit int) ([]Run, error) {
	if limit <= 0 {
		limit = 50
	}
	rows, err := d.db.QueryContext(ctx, runSelect+" ORDER BY created_at DESC, id LIMIT ?", limit)
	if err != nil {
		return nil, storageErr("list runs", err)
	}
	runs, err := scanRuns(rows)
	return runs, storageErr("list runs", err)
}

const runSelect = "SELECT id, coalesce(conversation_id, ''), goal, url, status, stop_reason, model, intent, mode, created_at, updated_at FROM runs"

func scanRuns(rows *sql.Rows) ([]Run, error) {
	defer rows.Close()
	var out []Run
	for rows.Next() {
		var r Run
		var c, u string
		if err := rows.Scan(&r.ID, &r.ConversationID, &r.Goal, &r.URL, &r.Status, &r.StopReason, &r.Model, &r.Intent, &r.Mode, &c, &u); err != nil {
			return nil, err
		}
		r.CreatedAt, r.UpdatedAt = parseTime(c), parseTime(u)
		out = append(out, r)
	}
	return out, rows.Err()
}

// Step is one plan step of a run.
type Step struct {
	RunID     string          `json:"-"`
	Seq       int             `json:"seq"`
	Kind      string          `json:"kind"` // "plan", "tool", "answer", "error", ...
	Text      string          `json:"text,omitempty"`
	Data      json.RawMessage `json:"data,omitempty"` // stored redacted
	CreatedAt time.Time       `json:"createdAt"`
}

// AppendStep stores s as a step of its run and appends a "plan_step" audit
// entry in the same transaction. A Seq of 0 means the run's next step
// (1-based); a caller that numbers its own steps passes its Seq. CreatedAt
// is filled. Returns invalid_arguments for an empty kind or a Seq already
// used, not_found for an unknown run, busy or storage_failed.
func (d *DB) AppendStep(ctx context.Context, s *Step) error {
	if s.Kind == "" {
		return laika.Errorf(laika.CodeInvalidArguments, "store: step needs a kind")
	}
	s.Data = RedactJSON(s.Data)
	s.Text = RedactText(s.Text)
	now := d.Now()
	s.CreatedAt = now.UTC()
	return d.tx(ctx, "append step", func(tx *sql.Tx) error {
		if s.Seq <= 0 {
			if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(seq), 0) + 1 FROM steps WHERE run_id = ?", s.RunID).Scan(&s.Seq); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, "INSERT INTO steps (run_id, seq, kind, text, data, created_at) VALUES (?, ?, ?, ?, ?, ?)",
			s.RunID, s.Seq, s.Kind, s.Text, string(s.Data), fmtTime(now)); err != nil {
			return err
		}
		return d.auditJSON(ctx, tx, AuditStep, s.RunID, map[string]any{"seq": s.Seq, "kind": s.Kind, "text": s.Text, "data": s.Data})
	})
}

// Steps returns a run's steps in order. Returns busy or storage_failed.
func (d *DB) Steps(ctx context.Context, runID string) ([]Step, error) {
	rows, err := d.db.QueryContext(ctx, "SELECT seq, kind, text, data, created_at FROM steps WHERE run_id = ? ORDER BY seq", runID)
	if err != nil {
		return nil, storageErr("steps", err)
	}
	defer rows.Close()
	var out []Step
	for rows.Next() {
		s := Step{RunID: runID}
		var data, at string
		if err := rows.Scan(&s.Seq, &s.Kind, &s.Text, &data, &at); err != nil {
			return nil, storageErr("steps", err)
		}
		s.Data, s.CreatedAt = json.RawMessage(data), parseTime(at)
		out = append(out, s)
	}
	return out, storageErr("steps", rows.Err())
}
