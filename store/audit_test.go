package store

import (
	"context"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// tamperAudit runs SQL against the audit trail the way someone with the
// sqlite3 shell would: the append-only triggers are dropped first.
func tamperAudit(ctx context.Context, d *DB, stmts ...string) error {
	all := append([]string{"DROP TRIGGER IF EXISTS audit_log_no_update", "DROP TRIGGER IF EXISTS audit_log_no_delete"}, stmts...)
	for _, s := range all {
		if _, err := d.db.ExecContext(ctx, s); err != nil {
			return err
		}
	}
	return nil
}

func seedAudit(t *testing.T, d *DB, n int) {
	t.Helper()
	for i := 1; i <= n; i++ {
		must(t, d.AppendAudit(context.Background(), "note", "run-1", map[string]any{"i": i, "text": "entry"}))
	}
}

func TestVerifyAuditDetectsTampering(t *testing.T) {
	tests := []struct {
		name  string
		sql   []string
		wantN int64
	}{
		{"payload edited", []string{`UPDATE audit_log SET payload = '{"i":3,"text":"changed"}' WHERE seq = 3`}, 3},
		{"payload whitespace", []string{`UPDATE audit_log SET payload = payload || ' ' WHERE seq = 4`}, 4},
		{"kind edited", []string{`UPDATE audit_log SET kind = 'approval' WHERE seq = 2`}, 2},
		{"run id edited", []string{`UPDATE audit_log SET run_id = 'run-2' WHERE seq = 5`}, 5},
		{"time edited", []string{`UPDATE audit_log SET at = '2020-01-01T00:00:00.000000Z' WHERE seq = 1`}, 1},
		{"hash edited", []string{`UPDATE audit_log SET hash = iif(substr(hash, 1, 1) = '0', '1', '0') || substr(hash, 2) WHERE seq = 3`}, 3},
		{"last hash edited", []string{`UPDATE audit_log SET hash = 'x' WHERE seq = 6`}, 6},
		{"prev edited", []string{`UPDATE audit_log SET prev_hash = (SELECT hash FROM audit_log WHERE seq = 1) WHERE seq = 3`}, 3},
		{"first prev edited", []string{`UPDATE audit_log SET prev_hash = 'abc' WHERE seq = 1`}, 1},
		{"middle row deleted", []string{`DELETE FROM audit_log WHERE seq = 3`}, 3},
		{"first row deleted", []string{`DELETE FROM audit_log WHERE seq = 1`}, 1},
		{"last row deleted", []string{`DELETE FROM audit_log WHERE seq = 6`}, 6},
		{"all rows deleted", []string{`DELETE FROM audit_log`}, 1},
		{"row inserted at end", []string{`INSERT INTO audit_log (seq, at, kind, run_id, payload, prev_hash, hash)
			SELECT 7, at, kind, run_id, payload, hash, hash FROM audit_log WHERE seq = 6`}, 7},
		{"row inserted before first", []string{`INSERT INTO audit_log (seq, at, kind, run_id, payload, prev_hash, hash)
			SELECT 0, at, kind, run_id, payload, '', hash FROM audit_log WHERE seq = 1`}, 0},
		{"row replaced", []string{`DELETE FROM audit_log WHERE seq = 4`, `INSERT INTO audit_log (seq, at, kind, run_id, payload, prev_hash, hash)
			SELECT 4, at, kind, run_id, '{"forged":true}', prev_hash, hash FROM audit_log WHERE seq = 5`}, 4},
		{"rows swapped", []string{`UPDATE audit_log SET seq = 100 WHERE seq = 2`, `UPDATE audit_log SET seq = 2 WHERE seq = 3`, `UPDATE audit_log SET seq = 3 WHERE seq = 100`}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			d := openTest(t)
			seedAudit(t, d, 6)
			if bad, err := d.VerifyAudit(ctx); bad != 0 || err != nil {
				t.Fatalf("untouched trail: %d, %v", bad, err)
			}
			must(t, tamperAudit(ctx, d, tt.sql...))
			bad, err := d.VerifyAudit(ctx)
			wantCode(t, err, laika.CodeVerificationFailed)
			if bad != tt.wantN {
				t.Errorf("first bad row = %d, want %d (%v)", bad, tt.wantN, err)
			}
			if !strings.Contains(err.Error(), "row ") {
				t.Errorf("error does not name the row: %v", err)
			}
		})
	}
}

func TestAuditIsAppendOnly(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	seedAudit(t, d, 2)
	for _, q := range []string{"UPDATE audit_log SET kind = 'x'", "DELETE FROM audit_log WHERE seq = 1"} {
		_, err := d.db.ExecContext(ctx, q)
		if err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: err = %v, want append-only refusal", q, err)
		}
	}
}

func TestAuditPayloadRedacted(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	must(t, d.AppendAudit(ctx, "navigate", "", map[string]string{"url": "https://e.com/?access_token=abc", "cookie": "a=b"}))
	es, err := d.AuditEntries(ctx, "")
	must(t, err)
	if got := string(es[0].Payload); got != `{"cookie":"REDACTED","url":"https://e.com/?access_token=REDACTED"}` {
		t.Errorf("payload = %s", got)
	}
}
