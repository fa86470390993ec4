package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"github.com/laikabrowser/laika"
)

// Audit entry kinds the store appends itself. Callers may use others.
const (
	AuditRun        = "run"             // a run was created or changed status
	AuditStep       = "plan_step"       // AppendStep
	AuditDecision   = "policy_decision" // RecordToolCall before the tool ran
	AuditToolResult = "tool_result"     // RecordToolCall with a result
	AuditToolCall   = "tool_call"       // RecordToolCall with neither
	AuditApproval   = "approval"        // RecordApproval
	AuditSetting    = "setting"         // PutSetting
	AuditOriginRule = "origin_rule"     // PutOriginRule, DeleteOriginRule
	AuditPurge      = "purge"           // Purge: the first entry of a new chain
)

// AuditEntry is one row of the audit trail.
type AuditEntry struct {
	Seq      int64           `json:"seq"`
	At       string          `json:"at"`
	Kind     string          `json:"kind"`
	RunID    string          `json:"runId,omitempty"`
	Payload  json.RawMessage `json:"payload"`
	PrevHash string          `json:"prevHash"`
	Hash     string          `json:"hash"`
}

// auditHash is the hex sha256 of the canonical serialization of an entry:
// the JSON array [seq, at, kind, run_id, payload, prev_hash], payload being
// the stored text. Covering seq and prev_hash chains each row to its place.
func auditHash(e AuditEntry) string {
	b, _ := json.Marshal([]any{e.Seq, e.At, e.Kind, e.RunID, string(e.Payload), e.PrevHash})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// AppendAudit appends an entry to the audit trail. payload is marshalled to
// JSON and redacted (RedactJSON). Returns invalid_arguments for an empty
// kind or an unmarshalable payload, busy or storage_failed.
func (d *DB) AppendAudit(ctx context.Context, kind, runID string, payload any) error {
	if kind == "" {
		return laika.Errorf(laika.CodeInvalidArguments, "store: audit entry needs a kind")
	}
	b, err := json.Marshal(payload)
	if err != nil {
		return laika.Errorf(laika.CodeInvalidArguments, "store: audit payload: %v", err)
	}
	return d.tx(ctx, "append audit", func(tx *sql.Tx) error {
		return d.appendAudit(ctx, tx, kind, runID, b)
	})
}

// appendAudit appends inside tx. tx holds the write lock (BEGIN IMMEDIATE),
// so reading the head and inserting after it cannot interleave with another
// process doing the same.
func (d *DB) appendAudit(ctx context.Context, tx *sql.Tx, kind, runID string, payload []byte) error {
	e := AuditEntry{At: d.now(), Kind: kind, RunID: runID, Payload: RedactJSON(payload)}
	err := tx.QueryRowContext(ctx, "SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1").Scan(&e.Seq, &e.PrevHash)
	switch {
	case err == sql.ErrNoRows:
		e.Seq, e.PrevHash = 0, ""
	case err != nil:
		return err
	}
	// The next seq is what AUTOINCREMENT will assign: one past the larger of
	// the head and sqlite_sequence. Insert it explicitly so the hash and the
	// row agree.
	var last int64
	err = tx.QueryRowContext(ctx, "SELECT seq FROM sqlite_sequence WHERE name = 'audit_log'").Scan(&last)
	if err != nil && err != sql.ErrNoRows {
		return err
	}
	e.Seq = max(e.Seq, last) + 1
	e.Hash = auditHash(e)
	_, err = tx.ExecContext(ctx, "INSERT INTO audit_log (seq, at, kind, run_id, payload, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)",
		e.Seq, e.At, e.Kind, e.RunID, string(e.Payload), e.PrevHash, e.Hash)
	return err
}

// auditJSON appends an entry whose payload is v, inside tx.
func (d *DB) auditJSON(ctx context.Context, tx *sql.Tx, kind, runID string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return d.appendAudit(ctx, tx, kind, runID, b)
}

// auditError says where the audit chain breaks.
type auditError struct {
	Seq    int64  // the first broken row (for a deleted row, its seq)
	Reason string // what is wrong with it
}

func (e *auditError) Error() string {
	return fmt.Sprintf("audit trail broken at row %d: %s", e.Seq, e.Reason)
}

// VerifyAudit walks the audit trail in order and checks that seqs run 1, 2,
// 3, ... without gaps, that each row's prev_hash is its predecessor's hash,
// that each hash matches the row, and that no row after the last one was
// deleted (sqlite_sequence remembers the highest seq ever used). It returns
// (0, nil) for an intact trail. For a broken one it returns the seq of the
// first broken row — a deleted row's own seq — and a *laika.Error with code
// verification_failed whose message says what is wrong. Other failures:
// storage_failed, busy.
//
// The chain proves the rows were not edited one by one; someone able to
// rewrite the whole file can recompute every hash, so export and keep the
// head hash elsewhere if that matters.
func (d *DB) VerifyAudit(ctx context.Context) (firstBad int64, err error) {
	bad, verr := d.verifyAudit(ctx)
	if verr != nil {
		return 0, storageErr("verify audit", verr)
	}
	if bad != nil {
		return bad.Seq, laika.Errorf(laika.CodeVerificationFailed, "%s", bad.Error())
	}
	return 0, nil
}

func (d *DB) verifyAudit(ctx context.Context) (*auditError, error) {
	// One read transaction gives a consistent snapshot while other hosts
	// keep appending.
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN DEFERRED"); err != nil {
		return nil, err
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), "ROLLBACK")

	rows, err := conn.QueryContext(ctx, "SELECT seq, at, kind, run_id, payload, prev_hash, hash FROM audit_log ORDER BY seq")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	want, prev := int64(1), ""
	for rows.Next() {
		var e AuditEntry
		var payload string
		if err := rows.Scan(&e.Seq, &e.At, &e.Kind, &e.RunID, &payload, &e.PrevHash, &e.Hash); err != nil {
			return nil, err
		}
		e.Payload = json.RawMessage(payload)
		switch {
		case e.Seq < want:
			return &auditError{e.Seq, fmt.Sprintf("unexpected row before %d (inserted)", want)}, nil
		case e.Seq > want:
			return &auditError{want, fmt.Sprintf("row missing (deleted): next row is %d", e.Seq)}, nil
		case e.PrevHash != prev:
			return &auditError{e.Seq, "prev_hash does not match the previous row's hash"}, nil
		case auditHash(e) != e.Hash:
			return &auditError{e.Seq, "hash does not match the row (edited)"}, nil
		}
		prev = e.Hash
		want++
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	var last int64
	err = conn.QueryRowContext(ctx, "SELECT seq FROM sqlite_sequence WHERE name = 'audit_log'").Scan(&last)
	if err != nil && err != sql.ErrNoRows {
		return nil, err
	}
	if last >= want {
		return &auditError{want, fmt.Sprintf("row missing (deleted): the trail ends at %d but row %d was written", want-1, last)}, nil
	}
	return nil, nil
}

// AuditEntries returns the trail for runID in order ("" for every entry).
// Returns storage_failed or busy.
func (d *DB) AuditEntries(ctx context.Context, runID string) ([]AuditEntry, error) {
	rows, err := d.queryRun(ctx, "SELECT seq, at, kind, run_id, payload, prev_hash, hash FROM audit_log", runID, "ORDER BY seq")
	if err != nil {
		return nil, storageErr("audit entries", err)
	}
	defer rows.Close()
	var out []AuditEntry
	for rows.Next() {
		var e AuditEntry
		var payload string
		if err := rows.Scan(&e.Seq, &e.At, &e.Kind, &e.RunID, &payload, &e.PrevHash, &e.Hash); err != nil {
			return nil, storageErr("audit entries", err)
		}
		e.Payload = json.RawMessage(payload)
		out = append(out, e)
	}
	return out, storageErr("audit entries", rows.Err())
}
