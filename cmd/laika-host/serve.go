package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sync"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/host"
	"github.com/laikabrowser/laika/internal/logfile"
	"github.com/laikabrowser/laika/llm"
	"github.com/laikabrowser/laika/nativemsg"
	"github.com/laikabrowser/laika/orchestrator"
	"github.com/laikabrowser/laika/research"
	"github.com/laikabrowser/laika/store"
	"github.com/laikabrowser/laika/summary"
)

// Main is the assembled host. It owns every part, built in order by
// NewMain: configuration and log, the lazily opened store, the model, the
// summary jobs, the orchestrator with its app tools, and the protocol
// server, whose messages are all registered in routes (routes.go). Run
// serves; Close releases the parts in reverse order of building.
//
// Cold start matters (a browser launches a host per port): nothing here
// touches the network or opens the database until a message needs it.
type Main struct {
	Config *config.Config
	Log    *slog.Logger
	Server *host.Server

	// Stdin and Stdout carry the protocol frames Run serves.
	Stdin  io.Reader
	Stdout io.Writer

	// Store is laika.db, opened on first use.
	Store *lazyStore
	// Model is the active chat backend, recording each call in the store;
	// laika.IsBuiltin means the built-in no-model planner and summarizer.
	Model laika.Model
	// ModelStatus reports the active backend for hello and doctor.
	ModelStatus func(ctx context.Context) ModelStatus
	// LLMLog is llm.jsonl; secrets the gate learns are scrubbed from it too.
	LLMLog *llm.Logger

	Summary      *summary.Manager
	Orchestrator *orchestrator.Orchestrator
	AppTools     *apptools.Runner
	// Research is the collections engine (collect, ask, transforms,
	// artifacts); it is also AppTools' transform.run backend.
	Research *research.Engine

	status *statusCache // what hello reads; see statusCache
	// helloBytes is hello's payload for the model status helloFor.
	helloMu    sync.Mutex
	helloBytes host.Encoded
	helloFor   ModelStatus
	closers    []func() error
}

// ModelStatus is what hello reports about the model backend.
type ModelStatus struct {
	Backend   string `json:"backend"`          // "builtin", "ollama", "openai", "replay"
	Model     string `json:"model,omitempty"`  // model name, when there is one
	Reachable bool   `json:"reachable"`        // the backend answered
	Code      string `json:"code,omitempty"`   // error code when not reachable
	Detail    string `json:"detail,omitempty"` // plain words
}

// NewMain builds the host from cfg (resolved by the caller), logging to
// logw. It does no I/O beyond what the parts' constructors need; the store
// opens on first use and the model is probed in the background.
func NewMain(cfg *config.Config, logw io.Writer) (*Main, error) {
	m := &Main{Config: cfg}
	m.Log = slog.New(slog.NewJSONHandler(logw, &slog.HandlerOptions{Level: slog.LevelInfo}))
	m.Server = host.NewServer(m.Log)

	m.Store = newLazyStore(cfg.Path(store.FileName), time.Duration(cfg.LogRetentionDays)*24*time.Hour)
	m.OnClose(m.Store.Close)

	m.openModel()
	if !laika.IsBuiltin(m.Model) {
		// Every model call the summarizer and the orchestrator make is
		// recorded as a model run.
		m.Model = recordingModel{Model: m.Model, st: m.Store, full: cfg.LogFullLLM, log: m.Log}
	}

	m.Summary = m.newSummary()
	m.OnClose(func() error { m.Summary.Close(); return nil })

	m.Orchestrator, m.AppTools = m.newOrchestrator()
	m.Research = m.newResearch()

	m.routes()
	m.status = newStatusCache(m.ModelStatus)
	return m, nil
}

// OnClose registers fn to run at Close, in reverse order.
func (m *Main) OnClose(fn func() error) { m.closers = append(m.closers, fn) }

// Run serves the protocol from m.Stdin to m.Stdout until Stdin ends or
// ctx is cancelled.
func (m *Main) Run(ctx context.Context) error {
	return m.Server.Serve(ctx, m.Stdin, m.Stdout)
}

// Close releases the parts, last built first.
func (m *Main) Close() error {
	var first error
	for i := len(m.closers) - 1; i >= 0; i-- {
		if err := m.closers[i](); err != nil && first == nil {
			first = err
		}
	}
	m.closers = nil
	return first
}

// modelStatus is ModelStatus without blocking the read loop: through the
// cache when the backend needs probing.
func (m *Main) modelStatus(ctx context.Context) ModelStatus {
	return m.status.get(ctx)
}

// helloReply is the hello payload.
type helloReply struct {
	HostVersion     string      `json:"hostVersion"`
	ProtocolVersion int         `json:"protocolVersion"`
	Capabilities    []string    `json:"capabilities"`
	Model           ModelStatus `json:"model"`
}

// hello answers the same bytes until the model status changes: the
// extension sends it on every connect and as a keep-alive, and encoding
// the capability list was a fifth of a round trip.
func (m *Main) hello(ctx context.Context, req host.Request) (any, error) {
	st := m.modelStatus(ctx)
	m.helloMu.Lock()
	defer m.helloMu.Unlock()
	if m.helloBytes == nil || m.helloFor != st {
		b, err := json.Marshal(helloReply{
			HostVersion:     Version,
			ProtocolVersion: ProtocolVersion,
			Capabilities:    m.Server.Types(),
			Model:           st,
		})
		if err != nil {
			return nil, err
		}
		m.helloBytes, m.helloFor = host.Encoded(b), st
	}
	return m.helloBytes, nil
}

// openLog opens $LAIKA_HOME/logs/host.jsonl for appending, mirrored to
// stderr when configured. Never stdout: it carries only frames. Lines older
// than the retention age are dropped first, as llm.jsonl's are.
func openLog(cfg *config.Config, stderr io.Writer) (io.Writer, func() error, error) {
	if err := os.MkdirAll(cfg.Path("logs"), 0o700); err != nil {
		return nil, nil, err
	}
	path := cfg.Path("logs", "host.jsonl")
	if cfg.LogRetentionDays > 0 {
		logfile.Prune(path, time.Now().Add(-time.Duration(cfg.LogRetentionDays)*24*time.Hour))
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return nil, nil, err
	}
	if cfg.LogStderr {
		return redactingWriter{io.MultiWriter(f, stderr)}, f.Close, nil
	}
	return redactingWriter{f}, f.Close, nil // redactlog.go: no token at rest
}

// serveBrowser is host mode: check the caller, then serve until stdin ends.
func serveBrowser(ctx context.Context, c caller, stdin io.Reader, stdout, stderr io.Writer) int {
	cfg, err := config.Load(nil)
	if err != nil {
		fatalFrame(stdout, laika.Errorf(laika.CodeInternal, "configuration: %v", err))
		fmt.Fprintln(stderr, "laika-host:", err)
		return 1
	}
	if err := checkCaller(cfg, c); err != nil {
		fatalFrame(stdout, err)
		return 1
	}
	return serveStdio(ctx, cfg, stdin, stdout, stderr)
}

func serveStdio(ctx context.Context, cfg *config.Config, stdin io.Reader, stdout, stderr io.Writer) int {
	if err := frameStdio(stdin, stdout); err != nil { // stdio_mode.go: binary mode
		fmt.Fprintln(stderr, "laika-host:", err)
		return 2
	}
	if err := cfg.EnsureHome(); err != nil {
		fatalFrame(stdout, laika.Errorf(laika.CodePermissionDenied, "data dir %s is not writable: %v", cfg.Home, err))
		return 1
	}
	logw, closeLog, err := openLog(cfg, stderr)
	if err != nil {
		fatalFrame(stdout, laika.Errorf(laika.CodePermissionDenied, "cannot open log in %s: %v", cfg.Home, err))
		return 1
	}
	defer closeLog()
	m, err := NewMain(cfg, logw)
	if err != nil {
		fatalFrame(stdout, laika.Errorf(laika.CodeInternal, "start-up failed: %v", err))
		fmt.Fprintln(stderr, "laika-host:", err)
		return 1
	}
	defer m.Close()
	m.Stdin, m.Stdout = pollableStdio(stdin, stdout)
	if err := m.Run(ctx); err != nil {
		m.Log.Error("serve", "err", err)
		return 1
	}
	return 0
}

// fatalFrame writes one error frame with null id and type: the browser sees
// why the host is about to exit instead of a bare disconnect.
func fatalFrame(w io.Writer, err error) {
	b, _ := json.Marshal(map[string]any{
		"id": nil, "type": nil, "status": "error",
		"error": map[string]string{"code": laika.ErrorCode(err), "message": laika.ErrorMessage(err)},
	})
	nativemsg.WriteFrame(w, b)
}
