package main

import (
	"context"
	"encoding/json"
	"log/slog"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/llm"
	"github.com/laikabrowser/laika/orchestrator"
	"github.com/laikabrowser/laika/store"
)

// Adapters from other packages' consumer-side interfaces to the store,
// attached by NewMain (serve.go).

// storeRecorder is the orchestrator's Recorder backed by the store. Each
// store method appends its own audit entry in the same transaction as the
// row, so the audit trail cannot miss a recorded step, decision, approval
// or result.
type storeRecorder struct {
	st  *lazyStore
	llm *llm.Logger // llm.jsonl, scrubbed with the store (ScrubSecrets); may be nil
}

var _ orchestrator.Recorder = storeRecorder{}

func (sr storeRecorder) RecordRun(ctx context.Context, r orchestrator.RunRecord) error {
	d, err := sr.st.db(ctx)
	if err != nil {
		return err
	}
	if _, err := d.GetRun(ctx, r.ID); laika.ErrorCode(err) == laika.CodeNotFound {
		return d.CreateRun(ctx, &store.Run{ID: r.ID, Goal: r.Goal, URL: r.URL, Status: r.Status, Model: r.Planner,
			Intent: string(r.Intent), Mode: r.Mode})
	} else if err != nil {
		return err
	}
	if err := d.SetRunStatus(ctx, r.ID, r.Status, r.StopReason); err != nil {
		return err
	}
	if laika.Temporary(ctx) && r.Status == "done" {
		// Temporary mode: a finished run keeps nothing but its audit-trail
		// entries, even when no panel is left to send history.delete (the
		// person closed it, or Stop cancelled the step).
		return d.ForgetRun(ctx, r.ID)
	}
	return nil
}

func (sr storeRecorder) RecordStep(ctx context.Context, s orchestrator.StepRecord) error {
	d, err := sr.st.db(ctx)
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

func (sr storeRecorder) RecordToolCall(ctx context.Context, c orchestrator.CallRecord) error {
	d, err := sr.st.db(ctx)
	if err != nil {
		return err
	}
	return d.RecordToolCall(ctx, &store.ToolCallRecord{ID: c.ID, RunID: c.RunID, StepSeq: c.Step, Name: c.Name,
		Arguments: c.Arguments, Decision: c.Decision, Reason: c.Reason, Approval: storeApproval(string(c.Decision), c.Approval),
		Status: storeCallStatus(c.Status), ErrorCode: c.ErrorCode, ErrorMsg: c.ErrorMsg, Result: c.Result})
}

// storeApproval maps the orchestrator's approval state onto the store's
// vocabulary (not_needed, pending, approved, rejected), so a review reads
// one set of words whichever component wrote the row.
func storeApproval(decision, approval string) string {
	switch {
	case approval == "approved":
		return store.ApprovalApproved
	case approval == "denied":
		return store.ApprovalRejected
	case decision == string(laika.Allow):
		return store.ApprovalNotNeeded
	case decision == string(laika.Ask):
		return store.ApprovalPending
	}
	return "" // deny: nothing to approve
}

// storeCallStatus maps the orchestrator's call status onto the store's
// result status (ok, error, skipped); states still in flight map to ""
// so the stored value is kept until a result arrives.
func storeCallStatus(s string) string {
	switch s {
	case "ok", "error":
		return s
	case "denied", "expired":
		return "skipped"
	}
	return ""
}

func (sr storeRecorder) RecordApproval(ctx context.Context, a orchestrator.ApprovalRecord) error {
	d, err := sr.st.db(ctx)
	if err != nil {
		return err
	}
	return d.RecordApproval(ctx, &store.Approval{RunID: a.RunID, ToolCallID: a.CallID, Approved: a.Approved})
}

func (sr storeRecorder) AppendAudit(ctx context.Context, kind, runID string, payload any) error {
	d, err := sr.st.db(ctx)
	if err != nil {
		return err
	}
	return d.AppendAudit(ctx, kind, runID, payload)
}

// originRules reads the user's stored per-origin rules for the Policy
// Gate (set through origins.put, i.e. the options page).
func (s *lazyStore) originRules(ctx context.Context) (autodrive, blocked []string, err error) {
	d, err := s.db(ctx)
	if err != nil {
		return nil, nil, err
	}
	rules, err := d.ListOriginRules(ctx)
	if err != nil {
		return nil, nil, err
	}
	for _, r := range rules {
		switch r.Autodrive {
		case store.AutodriveAllowed:
			autodrive = append(autodrive, r.Origin)
		case store.AutodriveBlocked:
			blocked = append(blocked, r.Origin)
		}
	}
	return autodrive, blocked, nil
}

// storeCollections is the app tools' collection Store backed by the
// store: collections and captured sources live in laika.db.
type storeCollections struct{ st *lazyStore }

var _ apptools.Store = storeCollections{}

func (sc storeCollections) CreateCollection(ctx context.Context, c apptools.Collection) error {
	d, err := sc.st.db(ctx)
	if err != nil {
		return err
	}
	return d.CreateCollection(ctx, &store.Collection{ID: c.ID, Name: c.Title, Tags: c.Tags, CreatedAt: c.CreatedAt})
}

func (sc storeCollections) Collection(ctx context.Context, id string) (apptools.Collection, error) {
	d, err := sc.st.db(ctx)
	if err != nil {
		return apptools.Collection{}, err
	}
	c, err := d.GetCollection(ctx, id)
	if err != nil {
		return apptools.Collection{}, err
	}
	return apptools.Collection{ID: c.ID, Title: c.Name, Tags: c.Tags, CreatedAt: c.CreatedAt}, nil
}

func (sc storeCollections) PutSource(ctx context.Context, s apptools.Source) error {
	d, err := sc.st.db(ctx)
	if err != nil {
		return err
	}
	links, _ := json.Marshal(s.Links)
	return d.PutSource(ctx, &store.Source{ID: s.ID, CollectionID: s.CollectionID, Type: s.Type, URL: s.URL, Title: s.Title,
		Status: s.Status, Error: s.Error, Markdown: s.Markdown, Links: links, CapturedAt: s.CapturedAt, CreatedAt: s.CreatedAt})
}

func (sc storeCollections) Source(ctx context.Context, id string) (apptools.Source, error) {
	d, err := sc.st.db(ctx)
	if err != nil {
		return apptools.Source{}, err
	}
	s, err := d.GetSource(ctx, id)
	if err != nil {
		return apptools.Source{}, err
	}
	return toAppSource(*s), nil
}

func (sc storeCollections) Sources(ctx context.Context, collectionID string) ([]apptools.Source, error) {
	d, err := sc.st.db(ctx)
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
// previews unless full logging is on (LAIKA_LOG_FULL_LLM=1). A temporary
// run's calls (laika.Temporary) are not recorded. A failure to record is
// logged, never returned: the answer matters more than its log.
type recordingModel struct {
	laika.Model
	st   *lazyStore
	full bool
	log  *slog.Logger
}

func (m recordingModel) Chat(ctx context.Context, req laika.ChatRequest, fn func(laika.Chunk) error) (laika.ChatResult, error) {
	start := time.Now()
	res, err := m.Model.Chat(ctx, req, fn)
	if laika.Temporary(ctx) {
		return res, err // temporary mode: no model run is kept
	}
	mr := &store.ModelRun{RunID: req.RunID, Model: m.Name(), Purpose: req.Purpose, Output: res.Text,
		PromptTokens: res.PromptTokens, CompletionTokens: res.OutputTokens, StartedAt: start,
		Duration: time.Since(start), ErrorCode: laika.ErrorCode(err), Full: m.full}
	for _, msg := range req.Messages {
		mr.Messages = append(mr.Messages, store.ModelMessage{Role: msg.Role, Content: msg.Content})
	}
	// Record even when the caller's request was cancelled: the call happened.
	rctx := context.WithoutCancel(ctx)
	d, derr := m.st.db(rctx)
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
