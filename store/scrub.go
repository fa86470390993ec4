package store

import (
	"context"
	"encoding/json"
	"strings"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/secretshape"
)

// ScrubSecrets replaces each value (4+ characters) with its digest and
// mask in what was recorded for runID before the Policy Gate recognised it
// as a secret: model runs (packet and output) and steps. It runs with
// secure_delete on and checkpoints the WAL afterwards, so the old bytes do
// not linger in free pages or the -wal file. The audit trail is not
// touched: tool calls reach it already masked. Returns busy or
// storage_failed.
func (d *DB) ScrubSecrets(ctx context.Context, runID string, values []string) error {
	var vs []string
	for _, v := range values {
		if utf8.RuneCountInString(v) >= 4 {
			vs = append(vs, v)
		}
	}
	if runID == "" || len(vs) == 0 {
		return nil
	}
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return storageErr("scrub", err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "PRAGMA secure_delete=ON"); err != nil {
		return storageErr("scrub", err)
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), "PRAGMA secure_delete=OFF")
	for _, v := range vs {
		mask := secretshape.Mask(v)
		forms := []string{v}
		if b, err := json.Marshal(v); err == nil {
			if esc := strings.Trim(string(b), `"`); esc != v {
				forms = append(forms, esc) // as it appears inside stored JSON
			}
		}
		for _, f := range forms {
			for _, q := range []string{
				"UPDATE model_runs SET packet = replace(packet, ?1, ?2), output = replace(output, ?1, ?2) WHERE run_id = ?3 AND (instr(packet, ?1) > 0 OR instr(output, ?1) > 0)",
				"UPDATE steps SET text = replace(text, ?1, ?2), data = replace(data, ?1, ?2) WHERE run_id = ?3 AND (instr(text, ?1) > 0 OR instr(data, ?1) > 0)",
			} {
				if _, err := conn.ExecContext(ctx, q, f, mask, runID); err != nil {
					return laika.Errorf(laika.CodeStorageFailed, "store: scrub: %v", err)
				}
			}
		}
	}
	conn.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
	return nil
}
