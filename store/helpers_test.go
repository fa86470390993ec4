package store

import (
	"context"
	"fmt"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
)

// testClock starts at a fixed instant and advances one second per call, so
// rows get distinct, predictable times.
func testClock() func() time.Time {
	var n atomic.Int64
	base := time.Date(2026, 1, 28, 12, 0, 0, 0, time.UTC)
	return func() time.Time { return base.Add(time.Duration(n.Add(1)) * time.Second) }
}

func testIDs() func() string {
	var n atomic.Int64
	return func() string { return fmt.Sprintf("id-%03d", n.Add(1)) }
}

// openTest opens a fresh database file with a fixed clock and ids.
func openTest(t *testing.T) *DB {
	t.Helper()
	d, err := Open(context.Background(), filepath.Join(t.TempDir(), FileName))
	if err != nil {
		t.Fatal(err)
	}
	d.Now, d.NewID = testClock(), testIDs()
	t.Cleanup(func() { d.Close() })
	return d
}

func wantCode(t *testing.T, err error, code string) {
	t.Helper()
	if got := laika.ErrorCode(err); got != code {
		t.Fatalf("error code = %q (%v), want %q", got, err, code)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
