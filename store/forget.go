package store

import (
	"context"
	"database/sql"
)

// AuditForget is the audit kind of ForgetRun and ForgetHistory: the trail
// keeps a line that history was deleted, never what it held.
const AuditForget = "history_deleted"

// runTables hold a run's records, children before parents. Artifacts and
// collections are the user's saved work, not history: they stay (their
// run_id becomes NULL through the foreign key).
var runTables = []string{"approvals", "tool_calls", "steps", "model_runs", "summaries", "chat_events", "run_ledger", "runs"}

// ForgetRun deletes everything recorded about one run except the audit
// trail, which is append-only and gets a history_deleted entry, then
// compacts the file the way Purge does so the deleted pages do not linger.
// Returns not_found for an unknown run, busy or storage_failed.
func (d *DB) ForgetRun(ctx context.Context, runID string) error {
	r, err := d.GetRun(ctx, runID)
	if err != nil {
		return err
	}
	err = d.tx(ctx, "forget run", func(tx *sql.Tx) error {
		for _, t := range runTables {
			col := "run_id"
			if t == "runs" {
				col = "id"
			}
			if _, err := tx.ExecContext(ctx, "DELETE FROM "+t+" WHERE "+col+" = ?", runID); err != nil {
				return err
			}
		}
		// A conversation left with no runs and no events goes too: its
		// title is the first goal.
		if r.ConversationID != "" {
			if _, err := tx.ExecContext(ctx, `DELETE FROM conversations WHERE id = ?
				AND NOT EXISTS (SELECT 1 FROM runs WHERE conversation_id = ?)
				AND NOT EXISTS (SELECT 1 FROM chat_events WHERE conversation_id = ?)`, r.ConversationID, r.ConversationID, r.ConversationID); err != nil {
				return err
			}
		}
		return d.auditJSON(ctx, tx, AuditForget, runID, map[string]any{"event": "run_deleted"})
	})
	if err != nil {
		return err
	}
	d.compact(ctx)
	return nil
}

// ForgetHistory deletes every run and conversation with their steps,
// calls, approvals, model logs and summaries. Settings, per-site rules,
// collections, artifacts and the audit trail stay; `laika-host purge`
// removes those too. Returns the number of runs deleted, busy or
// storage_failed.
func (d *DB) ForgetHistory(ctx context.Context) (int, error) {
	var n int
	err := d.tx(ctx, "forget history", func(tx *sql.Tx) error {
		if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM runs").Scan(&n); err != nil {
			return err
		}
		for _, t := range append(runTables, "conversations") {
			if _, err := tx.ExecContext(ctx, "DELETE FROM "+t); err != nil {
				return err
			}
		}
		return d.auditJSON(ctx, tx, AuditForget, "", map[string]any{"event": "all_deleted", "runs": n})
	})
	if err != nil {
		return 0, err
	}
	d.compact(ctx)
	return n, nil
}

// compact rewrites the file without freed pages and empties the WAL, as
// Purge does; a concurrent reader makes it fail with busy, which is fine:
// the rows are gone, and the next compaction finishes the job.
func (d *DB) compact(ctx context.Context) {
	if _, err := d.db.ExecContext(ctx, "VACUUM"); err == nil {
		d.db.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
	}
}
