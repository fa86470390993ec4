package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/laikabrowser/laika"
)

// LedgerEntry is one row of a run's ledger of untrusted text.
type LedgerEntry struct {
	RunID    string    `json:"runId"`
	Source   string    `json:"source"`
	Skeleton string    `json:"skeleton"`
	At       time.Time `json:"at"`
}

// maxLedgerRows bounds what LoadLedger returns.
const maxLedgerRows = 300

// AppendLedger adds entries to a run's ledger in one transaction. It is not
// audited: the ledger is evidence for the gate, not an action. Returns
// invalid_arguments (no run id), busy or storage_failed.
func (d *DB) AppendLedger(ctx context.Context, runID string, entries []LedgerEntry) error {
	if runID == "" {
		return laika.Errorf(laika.CodeInvalidArguments, "store: ledger entries need a run id")
	}
	if len(entries) == 0 {
		return nil
	}
	return d.tx(ctx, "append ledger", func(tx *sql.Tx) error {
		for _, e := range entries {
			if _, err := tx.ExecContext(ctx, "INSERT INTO run_ledger (run_id, source, skeleton, created_at) VALUES (?, ?, ?, ?)",
				runID, e.Source, e.Skeleton, d.now()); err != nil {
				return err
			}
		}
		return nil
	})
}

// LoadLedger returns the ledger entries of runID, or, when runID is "", of
// every run since the given time, oldest first (the newest 300 at most). Returns
// busy or storage_failed.
func (d *DB) LoadLedger(ctx context.Context, runID string, since time.Time) ([]LedgerEntry, error) {
	q := "SELECT run_id, source, skeleton, created_at FROM run_ledger WHERE "
	var arg any
	if runID != "" {
		q += "run_id = ?"
		arg = runID
	} else {
		q += "created_at >= ?"
		arg = since.UTC().Format(timeFormat)
	}
	rows, err := d.db.QueryContext(ctx, q+" ORDER BY id DESC LIMIT ?", arg, maxLedgerRows)
	if err != nil {
		return nil, storageErr("load ledger", err)
	}
	defer rows.Close()
	var out []LedgerEntry
	for rows.Next() {
		var e LedgerEntry
		var at string
		if err := rows.Scan(&e.RunID, &e.Source, &e.Skeleton, &at); err != nil {
			return nil, storageErr("load ledger", err)
		}
		e.At = parseTime(at)
		out = append(out, e)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, storageErr("load ledger", rows.Err())
}
