package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"
)

// BenchmarkOpen measures opening a database: fresh (create + migrate) and
// existing (version check only). Hosts open lazily, so this is paid on the
// first store use, not at start-up.
func BenchmarkOpen(b *testing.B) {
	ctx := context.Background()
	b.Run("fresh", func(b *testing.B) {
		dir := b.TempDir()
		for i := 0; i < b.N; i++ {
			d, err := Open(ctx, filepath.Join(dir, fmt.Sprintf("%d.db", i)))
			if err != nil {
				b.Fatal(err)
			}
			d.Close()
		}
	})
	b.Run("existing", func(b *testing.B) {
		path := filepath.Join(b.TempDir(), FileName)
		d, err := Open(ctx, path)
		if err != nil {
			b.Fatal(err)
		}
		d.Close()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			d, err := Open(ctx, path)
			if err != nil {
				b.Fatal(err)
			}
			d.Close()
		}
	})
}

// BenchmarkRecordToolCall measures one audited write (row + audit entry,
// one fsync'd transaction).
func BenchmarkRecordToolCall(b *testing.B) {
	ctx := context.Background()
	d, err := Open(ctx, filepath.Join(b.TempDir(), FileName))
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	r := &Run{Goal: "bench"}
	if err := d.CreateRun(ctx, r); err != nil {
		b.Fatal(err)
	}
	args := json.RawMessage(`{"url":"https://e.com/?token=x"}`)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := d.RecordToolCall(ctx, &ToolCallRecord{RunID: r.ID, Name: "navigate", Arguments: args, Decision: "allow", Reason: "r"}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVerifyAudit measures verifying a 10,000-entry trail.
func BenchmarkVerifyAudit(b *testing.B) {
	ctx := context.Background()
	d, err := Open(ctx, filepath.Join(b.TempDir(), FileName))
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	for i := 0; i < 10000; i += 500 {
		// Batch the setup: one transaction per 500 entries.
		err := d.tx(ctx, "seed", func(tx *sql.Tx) error {
			for j := 0; j < 500; j++ {
				if err := d.appendAudit(ctx, tx, "note", "", []byte(`{"i":1}`)); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if bad, err := d.VerifyAudit(ctx); bad != 0 || err != nil {
			b.Fatal(bad, err)
		}
	}
}
