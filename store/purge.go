package store

import (
	"context"
	"database/sql"
)

// purgeTables is every data table, children before parents.
var purgeTables = []string{
	"approvals", "tool_calls", "steps", "model_runs", "summaries", "artifacts",
	"chat_events", "runs", "conversations", "sources", "collections",
	"settings", "origin_rules", "run_ledger", "audit_log",
}

// Purge deletes everything the store holds — history, settings, policy and
// the audit trail — in one transaction, then starts a new audit chain with
// a "purge" entry and compacts the file so deleted pages do not linger on
// disk. The audit trail's append-only triggers are dropped and recreated
// inside the transaction. Returns busy or storage_failed.
func (d *DB) Purge(ctx context.Context) error {
	err := d.tx(ctx, "purge", func(tx *sql.Tx) error {
		stmts := []string{"DROP TRIGGER IF EXISTS audit_log_no_update", "DROP TRIGGER IF EXISTS audit_log_no_delete"}
		for _, t := range purgeTables {
			stmts = append(stmts, "DELETE FROM "+t)
		}
		stmts = append(stmts,
			"DELETE FROM sqlite_sequence",
			"CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END",
			"CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END",
		)
		for _, s := range stmts {
			if _, err := tx.ExecContext(ctx, s); err != nil {
				return err
			}
		}
		return d.auditJSON(ctx, tx, AuditPurge, "", map[string]any{"event": "purged"})
	})
	if err != nil {
		return err
	}
	// VACUUM rewrites the file without the freed pages; the checkpoint then
	// empties the WAL, which still holds copies of them. Another host
	// reading at this moment makes either step fail with busy: the data is
	// already gone, so report nothing — the next purge or checkpoint
	// finishes the job.
	if _, err := d.db.ExecContext(ctx, "VACUUM"); err == nil {
		d.db.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
	}
	return nil
}
