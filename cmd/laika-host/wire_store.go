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

// The store is opened on first use, not in NewMain: opening checks the
// SQLite version and may migrate, which would cost the host's cold start
// (a few ms budget) on every browser launch, most of which never touch
// the store. Use storeDB; theStore is set once it is open.
var (
	theStore *store.DB

	storeMu     sync.Mutex
	storePath   string        // $LAIKA_HOME/laika.db
	storeKeep   time.Duration // model-run retention
	storeClosed bool
)

func init() {
	wire(10, "store", func(m *Main) error {
		if m.Config == nil {
			return nil
		}
		storeMu.Lock()
		storePath, storeClosed = m.Config.Path(store.FileName), false
		storeKeep = time.Duration(m.Config.LogRetentionDays) * 24 * time.Hour
		storeMu.Unlock()
		m.OnClose(closeStore)
		m.Server.Handle("history.runs", historyRuns)
		m.Server.Handle("history.run", historyRun)
		m.Server.Handle("audit.verify", auditVerify)
		m.Server.Handle("origins.list", originsList)
		m.Server.Handle("origins.put", originsPut)
		m.Server.Handle("origins.delete", originsDelete)
		return nil
	})
	// The model exists from order 20; the summarizer (30) and the
	// orchestrator (40) take m.Model, so wrap it before them.
	wire(25, "store model runs", func(m *Main) error {
		if storePath != "" && !laika.IsBuiltin(m.Model) {
			m.Model = recordingModel{Model: m.Model, full: m.Config.LogFullLLM, log: m.Log}
		}
		return nil
	})
	// The orchestrator and app tools exist from order 40; give them the
	// recorder and the collection store then.
	wire(45, "store recorder", func(m *Main) error {
		if storePath == "" {
			return nil
		}
		if theOrchestrator != nil {
			theOrchestrator.Recorder = storeRecorder{}
			theOrchestrator.OriginRules = storeOriginRules
		}
		if theAppTools != nil {
			theAppTools.Store = storeCollections{}
		}
		return nil
	})
}

// storeDB returns the open store, opening it on first use and pruning
// model runs past the retention age. A failed open is not remembered: the
// next call tries again (the file may have been busy or the disk full).
// Returns storage_failed, busy, or shutting_down after Close.
func storeDB(ctx context.Context) (*store.DB, error) {
	storeMu.Lock()
	defer storeMu.Unlock()
	switch {
	case storeClosed:
		return nil, laika.Errorf(laika.CodeShuttingDown, "the store is closed")
	case theStore != nil:
		return theStore, nil
	case storePath == "":
		return nil, laika.Errorf(laika.CodeStorageFailed, "the store is not configured")
	}
	// Opening must not fail because the first caller's request was
	// cancelled: other callers share the result.
	d, err := store.Open(context.WithoutCancel(ctx), storePath)
	if err != nil {
		return nil, err
	}
	theStore = d
	if storeKeep > 0 {
		d.PruneModelRuns(context.WithoutCancel(ctx), storeKeep) // best effort; retried next start
	}
	return d, nil
}

func closeStore() error {
	storeMu.Lock()
	defer storeMu.Unlock()
	storeClosed = true
	if theStore == nil {
		return nil
	}
	err := theStore.Close()
	theStore = nil
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
