package store

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"

	"github.com/laikabrowser/laika"
)

// Anchor is the head of the audit chain: the last row's seq and hash.
// Kept somewhere the local user cannot rewrite (a note, another machine),
// it lets `audit verify --head` detect what the chain alone cannot: rows
// deleted from the end, and a wholesale rewrite with recomputed hashes.
type Anchor struct {
	Seq  int64  `json:"seq"`
	Hash string `json:"hash"`
}

// String is "seq:hash", the form `audit anchor` prints and `--head` takes.
func (a Anchor) String() string { return fmt.Sprintf("%d:%s", a.Seq, a.Hash) }

// ParseAnchor reads "seq:hash" (or a bare hash, seq unknown: 0). Returns
// invalid_arguments.
func ParseAnchor(s string) (Anchor, error) {
	s = strings.TrimSpace(s)
	seqS, hash, ok := strings.Cut(s, ":")
	if !ok {
		seqS, hash = "0", s
	}
	seq, err := strconv.ParseInt(seqS, 10, 64)
	hash = strings.ToLower(hash)
	if err != nil || seq < 0 || len(hash) != 64 || strings.Trim(hash, "0123456789abcdef") != "" {
		return Anchor{}, laika.Errorf(laika.CodeInvalidArguments, "store: %q is not an audit anchor (seq:sha256-hex, as `audit anchor` prints)", s)
	}
	return Anchor{seq, hash}, nil
}

// AuditHead returns the current head (zero Anchor for an empty trail).
// Returns busy or storage_failed.
func (d *DB) AuditHead(ctx context.Context) (Anchor, error) {
	var a Anchor
	err := d.db.QueryRowContext(ctx, "SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1").Scan(&a.Seq, &a.Hash)
	if err == sql.ErrNoRows {
		return Anchor{}, nil
	}
	return a, storageErr("audit head", err)
}

// VerifyAuditAnchor checks the chain (VerifyAudit) and that the anchor is
// still in it: the row at the anchor's seq has the anchor's hash. A
// missing row means the trail was truncated (or purged); a different hash
// means it was rewritten. Rows after the anchor are covered only by the
// chain itself. Returns verification_failed with what is wrong, busy or
// storage_failed.
func (d *DB) VerifyAuditAnchor(ctx context.Context, a Anchor) error {
	if _, err := d.VerifyAudit(ctx); err != nil {
		return err
	}
	var seq int64
	var hash string
	var err error
	if a.Seq > 0 {
		err = d.db.QueryRowContext(ctx, "SELECT seq, hash FROM audit_log WHERE seq = ?", a.Seq).Scan(&seq, &hash)
	} else {
		err = d.db.QueryRowContext(ctx, "SELECT seq, hash FROM audit_log WHERE hash = ?", a.Hash).Scan(&seq, &hash)
	}
	switch {
	case err == sql.ErrNoRows && a.Seq > 0:
		head, _ := d.AuditHead(ctx)
		return laika.Errorf(laika.CodeVerificationFailed, "audit trail truncated: the anchor is row %d but the trail now ends at row %d", a.Seq, head.Seq)
	case err == sql.ErrNoRows:
		return laika.Errorf(laika.CodeVerificationFailed, "audit trail rewritten or truncated: no row has the anchor's hash")
	case err != nil:
		return storageErr("verify anchor", err)
	case hash != a.Hash:
		return laika.Errorf(laika.CodeVerificationFailed, "audit trail rewritten: row %d's hash differs from the anchor", seq)
	}
	return nil
}
