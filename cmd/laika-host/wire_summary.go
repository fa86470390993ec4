package main

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/host"
	"github.com/laikabrowser/laika/store"
	"github.com/laikabrowser/laika/summary"
)

// summaryStatusTimeout bounds the reachability check a job makes before it
// uses the model; it runs in the job, never in the summary.start reply.
const summaryStatusTimeout = 2 * time.Second

// newSummary is the manager of the extension's summary jobs
// (summary.start, .poll, .cancel; docs/protocol.md). Finished summaries
// are saved in the store.
func (m *Main) newSummary() *summary.Manager {
	s := summary.NewManager(nil)
	s.Log = m.Log.With("component", "summary")
	s.NumCtx = m.Config.NumCtx
	s.Model = func(ctx context.Context) (laika.Model, string) { return summaryModel(ctx, m) }
	s.Store = summaryStore{m.Store}
	return s
}

// summaryStart is summary.start: the job lives as long as the connection,
// not the request.
func (m *Main) summaryStart(ctx context.Context, p summary.StartRequest) (summary.StartReply, error) {
	jctx := host.ConnContext(ctx)
	if p.Temporary {
		jctx = laika.WithTemporary(jctx) // no model run, log line or saved summary keeps its text
	}
	return m.Summary.StartJob(jctx, p)
}

// summaryModel is the model a new summary job uses: m.Model, unless it is
// the builtin or the backend reports itself unreachable, in which case the
// job writes the extractive summary and its first line says why.
func summaryModel(ctx context.Context, m *Main) (laika.Model, string) {
	model := m.Model
	if laika.IsBuiltin(model) {
		return nil, ""
	}
	if m.ModelStatus != nil {
		sctx, cancel := context.WithTimeout(ctx, summaryStatusTimeout)
		st := m.ModelStatus(sctx)
		cancel()
		if !st.Reachable {
			code := st.Code
			if code == "" {
				code = laika.CodeModelUnavailable
			}
			return nil, fmt.Sprintf("*The model %s is not reachable (%s), so this summary is the built-in one, quoted from the page.*", model.Name(), code)
		}
	}
	return model, ""
}

// summaryStore saves finished summaries in the SQLite store (opened on
// first use).
type summaryStore struct{ st *lazyStore }

var _ summary.Store = summaryStore{}

func (ss summaryStore) SaveSummary(ctx context.Context, r summary.Record) error {
	if laika.Temporary(ctx) {
		return nil // temporary mode keeps no summary
	}
	d, err := ss.st.db(ctx)
	if err != nil {
		return err
	}
	cites, err := json.Marshal(r.Citations)
	if err != nil {
		return err
	}
	row := &store.Summary{RunID: r.RunID, URL: r.URL, Title: r.Title, Markdown: r.Text, Citations: cites, Model: r.Backend}
	err = d.SaveSummary(ctx, row)
	if laika.ErrorCode(err) == laika.CodeNotFound && r.RunID != "" {
		// The sidecar may summarize outside a recorded run: keep the
		// summary rather than lose it over the link.
		row.ID, row.RunID = "", ""
		err = d.SaveSummary(ctx, row)
	}
	return err
}
