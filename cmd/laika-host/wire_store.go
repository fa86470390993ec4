package main

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"log/slog"
	"os"
	"sync"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/host"
	"github.com/laikabrowser/laika/orchestrator"
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

// storeRecorder is the orchestrator's Recorder backed by the store. Each
// store method appends its own audit entry in the same transaction as the
// row, so the audit trail cannot miss a recorded step, decision, approval
// or result.
type storeRecorder struct{}

var _ orchestrator.Recorder = storeRecorder{}

func (storeRecorder) RecordRun(ctx context.Context, r orchestrator.RunRecord) error {
	d, err := storeDB(ctx)
	if err != nil {
		return err
	}
	if _, err := d.GetRun(ctx, r.ID); laika.ErrorCode(err) == laika.CodeNotFound {
		return d.CreateRun(ctx, &store.Run{ID: r.ID, Goal: r.Goal, URL: r.URL, Status: r.Status, Model: r.Planner})
	} else if err != nil {
		return err
	}
	return d.SetRunStatus(ctx, r.ID, r.Status, r.StopReason)
}

func (storeRecorder) RecordStep(ctx context.Context, s orchestrator.StepRecord) error {
	d, err := storeDB(ctx)
	if err != nil {
		return err
	}
	data, _ := json.Marshal(map[string]any{"planner": s.Planner, "markdown": s.Markdown, "citations": s.Citations,
		"dropped": s.Dropped, "url": s.URL, "done": s.Done, "stopReason": s.Stop})
	st := &store.Step{RunID: s.RunID, Seq: s.Seq, Kind: s.Kind, Text: s.Summary, Data: data}
	err = d.AppendStep(ctx, st)
	if laika.ErrorCode(err) == laika.CodeInvalidArguments && s.Seq > 0 {
		st.Seq = 0 // seq already used: keep the step under the next free one
		err = d.AppendStep(ctx, st)
	}
	return err
}

func (storeRecorder) RecordToolCall(ctx context.Context, c orchestrator.CallRecord) error {
	d, err := storeDB(ctx)
	if err != nil {
		return err
	}
	return d.RecordToolCall(ctx, &store.ToolCallRecord{ID: c.ID, RunID: c.RunID, StepSeq: c.Step, Name: c.Name,
		Arguments: c.Arguments, Decision: c.Decision, Reason: c.Reason, Approval: c.Approval, Status: c.Status,
		ErrorCode: c.ErrorCode, ErrorMsg: c.ErrorMsg, Result: c.Result})
}

func (storeRecorder) RecordApproval(ctx context.Context, a orchestrator.ApprovalRecord) error {
	d, err := storeDB(ctx)
	if err != nil {
		return err
	}
	return d.RecordApproval(ctx, &store.Approval{RunID: a.RunID, ToolCallID: a.CallID, Approved: a.Approved})
}

func (storeRecorder) AppendAudit(ctx context.Context, kind, runID string, payload any) error {
	d, err := storeDB(ctx)
	if err != nil {
		return err
	}
	return d.AppendAudit(ctx, kind, runID, payload)
}

// storeCollections is the app tools' collection Store backed by the
// store: collections and captured sources live in laika.db.
type storeCollections struct{}

var _ apptools.Store = storeCollections{}

func (storeCollections) CreateCollection(ctx context.Context, c apptools.Collection) error {
	d, err := storeDB(ctx)
	if err != nil {
		return err
	}
	return d.CreateCollection(ctx, &store.Collection{ID: c.ID, Name: c.Title, Tags: c.Tags, CreatedAt: c.CreatedAt})
}

func (storeCollections) Collection(ctx context.Context, id string) (apptools.Collection, error) {
	d, err := storeDB(ctx)
	if err != nil {
		return apptools.Collection{}, err
	}
	c, err := d.GetCollection(ctx, id)
	if err != nil {
		return apptools.Collection{}, err
	}
	return apptools.Collection{ID: c.ID, Title: c.Name, Tags: c.Tags, CreatedAt: c.CreatedAt}, nil
}

func (storeCollections) PutSource(ctx context.Context, s apptools.Source) error {
	d, err := storeDB(ctx)
	if err != nil {
		return err
	}
	links, _ := json.Marshal(s.Links)
	return d.PutSource(ctx, &store.Source{ID: s.ID, CollectionID: s.CollectionID, Type: s.Type, URL: s.URL, Title: s.Title,
		Status: s.Status, Error: s.Error, Markdown: s.Markdown, Links: links, CapturedAt: s.CapturedAt, CreatedAt: s.CreatedAt})
}

func (storeCollections) Source(ctx context.Context, id string) (apptools.Source, error) {
	d, err := storeDB(ctx)
	if err != nil {
		return apptools.Source{}, err
	}
	s, err := d.GetSource(ctx, id)
	if err != nil {
		return apptools.Source{}, err
	}
	return toAppSource(*s), nil
}

func (storeCollections) Sources(ctx context.Context, collectionID string) ([]apptools.Source, error) {
	d, err := storeDB(ctx)
	if err != nil {
		return nil, err
	}
	ss, err := d.ListSources(ctx, collectionID)
	if err != nil {
		return nil, err
	}
	out := make([]apptools.Source, 0, len(ss))
	for _, s := range ss {
		out = append(out, toAppSource(s))
	}
	return out, nil
}

func toAppSource(s store.Source) apptools.Source {
	a := apptools.Source{ID: s.ID, CollectionID: s.CollectionID, Type: s.Type, URL: s.URL, Title: s.Title, Status: s.Status,
		Error: s.Error, Markdown: s.Markdown, CapturedAt: s.CapturedAt, CreatedAt: s.CreatedAt}
	json.Unmarshal(s.Links, &a.Links)
	return a
}

// recordingModel records every model call as a store model run: prompt
// hash, token counts and timing always; messages and output as digests and
// previews unless full logging is on (LAIKA_LOG_FULL_LLM=1). A failure to
// record is logged, never returned: the answer matters more than its log.
type recordingModel struct {
	laika.Model
	full bool
	log  *slog.Logger
}

func (m recordingModel) Chat(ctx context.Context, req laika.ChatRequest, fn func(laika.Chunk) error) (laika.ChatResult, error) {
	start := time.Now()
	res, err := m.Model.Chat(ctx, req, fn)
	mr := &store.ModelRun{RunID: req.RunID, Model: m.Name(), Purpose: req.Purpose, Output: res.Text,
		PromptTokens: res.PromptTokens, CompletionTokens: res.OutputTokens, StartedAt: start,
		Duration: time.Since(start), ErrorCode: laika.ErrorCode(err), Full: m.full}
	for _, msg := range req.Messages {
		mr.Messages = append(mr.Messages, store.ModelMessage{Role: msg.Role, Content: msg.Content})
	}
	// Record even when the caller's request was cancelled: the call happened.
	rctx := context.WithoutCancel(ctx)
	d, derr := storeDB(rctx)
	if derr == nil {
		derr = d.RecordModelRun(rctx, mr)
		if laika.ErrorCode(derr) == laika.CodeNotFound && mr.RunID != "" {
			// The run is not (yet) in the store: keep the call, unlinked.
			mr.RunID, mr.ID = "", ""
			derr = d.RecordModelRun(rctx, mr)
		}
	}
	if derr != nil && m.log != nil {
		m.log.Warn("record model run", "err", derr)
	}
	return res, err
}

// Review messages (docs/wire/store.md). They read the store, except
// origins.put and origins.delete, which change the per-origin policy and
// are audited.

// maxHistoryReply keeps history.run under the 1 MiB frame cap with room
// for the envelope.
const maxHistoryReply = 900 << 10

func historyRuns(ctx context.Context, req host.Request) (any, error) {
	var p struct {
		Limit int `json:"limit"`
	}
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	if p.Limit < 0 || p.Limit > 200 {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "limit must be 1 to 200")
	}
	d, err := storeDB(ctx)
	if err != nil {
		return nil, err
	}
	runs, err := d.ListRuns(ctx, p.Limit)
	if err != nil {
		return nil, err
	}
	if runs == nil {
		runs = []store.Run{}
	}
	return map[string]any{"runs": runs}, nil
}

func historyRun(ctx context.Context, req host.Request) (any, error) {
	var p struct {
		RunID string `json:"runId"`
	}
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	if p.RunID == "" {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "runId is required")
	}
	d, err := storeDB(ctx)
	if err != nil {
		return nil, err
	}
	x, err := d.LoadRunExport(ctx, p.RunID)
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(x)
	if err != nil {
		return nil, laika.Errorf(laika.CodeStorageFailed, "export: %v", err)
	}
	if len(b) > maxHistoryReply {
		return nil, laika.Errorf(laika.CodeTooLarge, "run %s is %d KiB; use laika-host export --run %s", p.RunID, len(b)>>10, p.RunID)
	}
	return json.RawMessage(b), nil
}

func auditVerify(ctx context.Context, req host.Request) (any, error) {
	if err := host.Decode(req.Payload, &struct{}{}); err != nil {
		return nil, err
	}
	d, err := storeDB(ctx)
	if err != nil {
		return nil, err
	}
	bad, verr := d.VerifyAudit(ctx)
	if verr != nil && laika.ErrorCode(verr) != laika.CodeVerificationFailed {
		return nil, verr
	}
	entries, err := d.AuditEntries(ctx, "")
	if err != nil {
		return nil, err
	}
	reply := struct {
		OK       bool   `json:"ok"`
		Entries  int    `json:"entries"`
		Head     string `json:"head,omitempty"`
		FirstBad int64  `json:"firstBad,omitempty"`
		Reason   string `json:"reason,omitempty"`
	}{OK: verr == nil, Entries: len(entries), FirstBad: bad}
	if len(entries) > 0 {
		reply.Head = entries[len(entries)-1].Hash
	}
	if verr != nil {
		reply.Reason = laika.ErrorMessage(verr)
	}
	return reply, nil
}

func originsList(ctx context.Context, req host.Request) (any, error) {
	if err := host.Decode(req.Payload, &struct{}{}); err != nil {
		return nil, err
	}
	d, err := storeDB(ctx)
	if err != nil {
		return nil, err
	}
	rules, err := d.ListOriginRules(ctx)
	if err != nil {
		return nil, err
	}
	if rules == nil {
		rules = []store.OriginRule{}
	}
	return map[string]any{"rules": rules}, nil
}

func originsPut(ctx context.Context, req host.Request) (any, error) {
	var p struct {
		Origin    string `json:"origin"`
		Autodrive string `json:"autodrive"`
	}
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	d, err := storeDB(ctx)
	if err != nil {
		return nil, err
	}
	if err := d.PutOriginRule(ctx, store.OriginRule{Origin: p.Origin, Autodrive: p.Autodrive}); err != nil {
		return nil, err
	}
	r, err := d.GetOriginRule(ctx, p.Origin)
	if err != nil {
		return nil, err
	}
	return map[string]any{"rule": r}, nil
}

func originsDelete(ctx context.Context, req host.Request) (any, error) {
	var p struct {
		Origin string `json:"origin"`
	}
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	d, err := storeDB(ctx)
	if err != nil {
		return nil, err
	}
	if err := d.DeleteOriginRule(ctx, p.Origin); err != nil {
		return nil, err
	}
	return struct{}{}, nil
}
