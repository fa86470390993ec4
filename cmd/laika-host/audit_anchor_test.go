package main

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/store"
)

// TestAuditAnchor: `audit anchor` prints the head; `audit verify --head`
// catches what the chain alone cannot — the last rows deleted together with
// the sequence counter, and a wholesale rewrite with every hash recomputed —
// and still passes when rows were only appended.
func TestAuditAnchor(t *testing.T) {
	rehash := func(db *sql.DB) {
		rows, _ := db.Query("SELECT seq, at, kind, run_id, payload FROM audit_log ORDER BY seq")
		type row struct {
			seq                    int64
			at, kind, run, payload string
		}
		var all []row
		for rows.Next() {
			var r row
			rows.Scan(&r.seq, &r.at, &r.kind, &r.run, &r.payload)
			all = append(all, r)
		}
		rows.Close()
		prev := ""
		for _, r := range all {
			b, _ := json.Marshal([]any{r.seq, r.at, r.kind, r.run, r.payload, prev})
			sum := sha256.Sum256(b)
			h := hex.EncodeToString(sum[:])
			db.Exec("UPDATE audit_log SET prev_hash = ?, hash = ? WHERE seq = ?", prev, h, r.seq)
			prev = h
		}
	}
	tests := []struct {
		name   string
		tamper func(db *sql.DB)
		ok     bool
	}{
		{"untouched", nil, true},
		{"appended after the anchor", func(db *sql.DB) {}, true},
		{"truncated with the counter reset", func(db *sql.DB) {
			db.Exec("DELETE FROM audit_log WHERE seq > 4")
			db.Exec("UPDATE sqlite_sequence SET seq = 4 WHERE name = 'audit_log'")
		}, false},
		{"rewritten with recomputed hashes", func(db *sql.DB) {
			db.Exec("UPDATE audit_log SET payload = replace(payload, 'click', 'buy') WHERE seq = 2")
			rehash(db)
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			t.Setenv("LAIKA_HOME", home)
			seedHome(t, home)
			code, out, errOut := runStoreCLI(t, "", "audit", "anchor")
			if code != 0 || !strings.HasPrefix(out, "6:") || len(strings.TrimSpace(out)) != 2+64 {
				t.Fatalf("anchor = %d %q %q", code, out, errOut)
			}
			anchor := strings.TrimSpace(out)
			if tt.name == "appended after the anchor" {
				d, err := store.Open(context.Background(), filepath.Join(home, store.FileName))
				if err != nil {
					t.Fatal(err)
				}
				d.AppendAudit(context.Background(), "setting", "", map[string]string{"k": "v"})
				d.Close()
			}
			if tt.tamper != nil {
				db, err := sql.Open("sqlite", filepath.Join(home, store.FileName))
				if err != nil {
					t.Fatal(err)
				}
				db.Exec("DROP TRIGGER audit_log_no_update")
				db.Exec("DROP TRIGGER audit_log_no_delete")
				tt.tamper(db)
				db.Close()
				// The chain alone does not notice.
				if code, out, _ := runStoreCLI(t, "", "audit", "verify"); code != 0 && tt.name != "appended after the anchor" {
					t.Fatalf("tampering was meant to fool the chain: %q", out)
				}
			}
			code, out, errOut = runStoreCLI(t, "", "audit", "verify", "--head", anchor)
			if tt.ok && code != 0 {
				t.Fatalf("verify --head = %d %q %q", code, out, errOut)
			}
			if !tt.ok && (code != 1 || !strings.Contains(out, "BROKEN against anchor")) {
				t.Fatalf("verify --head = %d %q %q, want BROKEN", code, out, errOut)
			}
		})
	}
	if code, _, _ := runStoreCLI(t, "", "audit", "verify", "--head", "nonsense"); code != 2 {
		t.Errorf("bad anchor: exit %d, want 2", code)
	}
}
