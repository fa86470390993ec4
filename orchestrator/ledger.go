package orchestrator

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/origin"
	"github.com/laikabrowser/laika/policy"
)

// The run ledger (policy.Ledger) remembers every piece of untrusted text a
// run has read: each observation of each page, tab titles and URLs, host
// fetches and tool results. The gate matches typed text, queries and URLs
// against all of it, so a secret read on one page and typed on the next is
// still recognised. Entries are persisted as they are added, and a new run
// starts with what recent runs read, so a restarted host still knows them.

// LedgerStore persists run ledgers. The Recorder may implement it; without
// it the ledger lives in memory only.
type LedgerStore interface {
	AppendLedger(ctx context.Context, runID string, entries []policy.LedgerEntry) error
	// LoadLedger returns runID's entries, or with runID "" those of every
	// run since the given time, oldest first.
	LoadLedger(ctx context.Context, runID string, since time.Time) ([]policy.LedgerEntry, error)
}

func (o *Orchestrator) ledgerStore() LedgerStore {
	ls, _ := o.Recorder.(LedgerStore)
	return ls
}

// seedLedger fills a new run's ledger with what runs in the last RunTTL
// read: untrusted text does not become the user's by starting over.
func (o *Orchestrator) seedLedger(ctx context.Context, r *run) {
	ls := o.ledgerStore()
	if ls == nil {
		return
	}
	es, err := ls.LoadLedger(ctx, "", o.now().Add(-o.RunTTL))
	if err != nil {
		o.Log.Warn("ledger unavailable; the run starts with an empty one", "run", r.id, "err", err)
		return
	}
	for _, e := range es {
		r.ledger.AddEntry(e)
	}
}

// remember adds untrusted text to the run's ledger and persists what is new.
func (o *Orchestrator) remember(ctx context.Context, r *run, source string, texts ...string) {
	var added []policy.LedgerEntry
	for _, t := range texts {
		if e, ok := r.ledger.Add(source, t); ok {
			added = append(added, e)
		}
	}
	if ls := o.ledgerStore(); ls != nil && len(added) > 0 {
		o.record("ledger", ls.AppendLedger(ctx, r.id, added))
	}
}

// rememberObservation records a page: its text, title and URL.
func (o *Orchestrator) rememberObservation(ctx context.Context, r *run, obs *laika.Observation) {
	if obs == nil {
		return
	}
	o.remember(ctx, r, "the page "+policy.RedactURLForDetail(obs.URL), policy.ObservationText(obs), obs.Title+"\n"+obs.URL)
}

// rememberTabs records the other tabs' titles and URLs.
func (o *Orchestrator) rememberTabs(ctx context.Context, r *run, tabs []Tab) {
	for _, t := range tabs {
		o.remember(ctx, r, "the title of the tab on "+nonEmpty(origin.Of(t.URL), "another page"), t.Title+"\n"+t.URL)
	}
}

// rememberResult records what a tool returned.
func (o *Orchestrator) rememberResult(ctx context.Context, r *run, name string, result any) {
	var s string
	switch v := result.(type) {
	case nil:
		return
	case json.RawMessage:
		s = string(v)
	default:
		b, err := json.Marshal(v)
		if err != nil {
			return
		}
		s = string(b)
	}
	if s == "" || s == "null" || s == "{}" {
		return
	}
	o.remember(ctx, r, "the result of "+name, jsonText(s))
}

// jsonText turns JSON into its string values, one per line: keys and
// punctuation are Laika's, not the page's.
func jsonText(s string) string {
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		return s
	}
	var b strings.Builder
	var walk func(any)
	walk = func(x any) {
		switch t := x.(type) {
		case string:
			b.WriteString(t)
			b.WriteByte('\n')
		case []any:
			for _, y := range t {
				walk(y)
			}
		case map[string]any:
			for _, y := range t {
				walk(y)
			}
		}
	}
	walk(v)
	return b.String()
}

// hostFetchURLs resolves what a source.refresh would fetch, for the gate's
// blocked-origin check and the approval preview.
func (o *Orchestrator) hostFetchURLs(ctx context.Context, c *callState) []string {
	if c.Name != "source.refresh" || o.Tools == nil || o.Tools.Store == nil {
		return nil
	}
	var a struct {
		SourceID string `json:"sourceId"`
	}
	if json.Unmarshal(c.Arguments, &a) != nil || a.SourceID == "" {
		return nil
	}
	src, err := o.Tools.Store.Source(ctx, a.SourceID)
	if err != nil || src.URL == "" {
		return nil
	}
	return []string{src.URL}
}

// userURLsOf lists the URLs in a user-started tool.run's arguments: the user
// gave them in person (a Save button, the collections view).
func userURLsOf(args json.RawMessage) []string {
	var a struct {
		URL     string `json:"url"`
		Sources []struct {
			URL string `json:"url"`
		} `json:"sources"`
	}
	if json.Unmarshal(args, &a) != nil {
		return nil
	}
	var out []string
	if a.URL != "" {
		out = append(out, a.URL)
	}
	for _, s := range a.Sources {
		if s.URL != "" {
			out = append(out, s.URL)
		}
	}
	return out
}

// userTurnsOf is the user's words besides the goal: later turns in the run
// and the goals of earlier turns of its conversation. The earlier answers
// are not the user's (a model wrote them from pages): they go to the ledger.
func (o *Orchestrator) userTurnsOf(ctx context.Context, r *run) []string {
	out := append([]string(nil), r.userTurns...)
	for _, t := range r.turns {
		out = append(out, t.Goal)
		o.remember(ctx, r, "an earlier answer in this conversation", t.Answer)
	}
	return out
}
