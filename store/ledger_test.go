package store

import (
	"context"
	"path/filepath"
	"testing"
	"time"
)

// TestLedgerPersists: entries survive closing and reopening the file (a
// host restart), load by run and by time, and purge removes them.
func TestLedgerPersists(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), FileName)
	d, err := Open(ctx, path)
	must(t, err)
	must(t, d.AppendLedger(ctx, "run_1", []LedgerEntry{{Source: "the page https://a.example/", Skeleton: "vault4417gamma0923"}, {Source: "tab", Skeleton: "claimbonus"}}))
	must(t, d.AppendLedger(ctx, "run_2", []LedgerEntry{{Source: "x", Skeleton: "other"}}))
	d.Close()
	d, err = Open(ctx, path)
	must(t, err)
	defer d.Close()
	es, err := d.LoadLedger(ctx, "run_1", time.Time{})
	must(t, err)
	if len(es) != 2 || es[0].Skeleton != "vault4417gamma0923" || es[1].Source != "tab" {
		t.Fatalf("run_1 ledger: %+v", es)
	}
	all, err := d.LoadLedger(ctx, "", time.Now().Add(-time.Hour))
	must(t, err)
	if len(all) != 3 {
		t.Fatalf("recent ledger: %+v", all)
	}
	must(t, d.Purge(ctx))
	if es, _ := d.LoadLedger(ctx, "", time.Time{}); len(es) != 0 {
		t.Fatalf("after purge: %+v", es)
	}
}
