package main

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"sync"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/store"
)

// lazyStore is the host's SQLite store, opened on first use, not in
// NewMain: opening checks the SQLite version and may migrate, which would
// cost the host's cold start (a few ms budget) on every browser launch,
// most of which never touch the store. Every adapter and message that
// needs the store holds the one lazyStore of its Main and calls db.
type lazyStore struct {
	path string        // $LAIKA_HOME/laika.db
	keep time.Duration // model-run retention; 0 keeps everything

	mu     sync.Mutex
	d      *store.DB
	closed bool
}

func newLazyStore(path string, keep time.Duration) *lazyStore {
	return &lazyStore{path: path, keep: keep}
}

// db returns the open store, opening it on first use and pruning model
// runs past the retention age. A failed open is not remembered: the next
// call tries again (the file may have been busy or the disk full).
// Returns storage_failed, busy, or shutting_down after Close.
func (s *lazyStore) db(ctx context.Context) (*store.DB, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.closed:
		return nil, laika.Errorf(laika.CodeShuttingDown, "the store is closed")
	case s.d != nil:
		return s.d, nil
	case s.path == "":
		return nil, laika.Errorf(laika.CodeStorageFailed, "the store is not configured")
	}
	// Opening must not fail because the first caller's request was
	// cancelled: other callers share the result.
	d, err := store.Open(context.WithoutCancel(ctx), s.path)
	if err != nil {
		return nil, err
	}
	s.d = d
	if s.keep > 0 {
		d.PruneModelRuns(context.WithoutCancel(ctx), s.keep) // best effort; retried next start
	}
	return d, nil
}

// Close closes the store if it was opened; later db calls fail with
// shutting_down.
func (s *lazyStore) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
	if s.d == nil {
		return nil
	}
	err := s.d.Close()
	s.d = nil
	return err
}

// cliStore opens the store for a subcommand: the file named by dbFlag, or
// $LAIKA_HOME/laika.db. With mustExist it refuses to create a missing file
// (verify and export should not leave an empty database behind).
func cliStore(ctx context.Context, dbFlag string, mustExist bool) (*store.DB, error) {
	path := dbFlag
	if path == "" {
		cfg, err := config.Load(nil)
		if err != nil {
			return nil, laika.Errorf(laika.CodeInvalidArguments, "%v", err)
		}
		path = cfg.Path(store.FileName)
	}
	if mustExist {
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			return nil, laika.Errorf(laika.CodeNotFound, "no database at %s", path)
		}
	}
	return store.Open(ctx, path)
}
