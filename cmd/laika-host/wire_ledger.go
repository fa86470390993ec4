package main

import (
	"context"
	"net/url"
	"strings"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/orchestrator"
	"github.com/laikabrowser/laika/origin"
	"github.com/laikabrowser/laika/policy"
	"github.com/laikabrowser/laika/store"
)

// The run ledger (orchestrator/ledger.go) persisted in the store's
// run_ledger table, so a restarted host still knows what recent runs read.

var _ orchestrator.LedgerStore = storeRecorder{}

func (sr storeRecorder) AppendLedger(ctx context.Context, runID string, entries []policy.LedgerEntry) error {
	d, err := sr.st.db(ctx)
	if err != nil {
		return err
	}
	rows := make([]store.LedgerEntry, len(entries))
	for i, e := range entries {
		rows[i] = store.LedgerEntry{RunID: runID, Source: e.Source, Skeleton: e.Skeleton}
	}
	return d.AppendLedger(ctx, runID, rows)
}

func (sr storeRecorder) LoadLedger(ctx context.Context, runID string, since time.Time) ([]policy.LedgerEntry, error) {
	d, err := sr.st.db(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := d.LoadLedger(ctx, runID, since)
	if err != nil {
		return nil, err
	}
	out := make([]policy.LedgerEntry, len(rows))
	for i, r := range rows {
		out[i] = policy.LedgerEntry{Source: r.Source, Skeleton: r.Skeleton}
	}
	return out, nil
}

var _ orchestrator.SecretScrubber = storeRecorder{}

// ScrubSecrets masks values the gate recognised as secrets in what the
// store already holds for the run (model-run previews, steps) and in
// llm.jsonl, whose preview of the model's reply may quote them.
func (sr storeRecorder) ScrubSecrets(ctx context.Context, runID string, values []string) error {
	logErr := sr.llm.Scrub(values)
	d, err := sr.st.db(ctx)
	if err != nil {
		return err
	}
	if err := d.ScrubSecrets(ctx, runID, values); err != nil {
		return err
	}
	return logErr
}

// refuseBlocked is the host fetcher's Options.Refuse: a URL, or a redirect
// target, on an origin the user blocked is not fetched, whoever asked. If
// the rules cannot be read the fetch fails closed.
func (s *lazyStore) refuseBlocked(ctx context.Context, u *url.URL) error {
	_, blocked, err := s.originRules(ctx)
	if err != nil {
		return laika.Errorf(laika.CodeNotAllowed, "your blocked sites could not be read, so nothing is fetched")
	}
	if o := origin.Of(u.String()); origin.MatchAny(blocked, o, true) {
		return laika.Errorf(laika.CodeNotAllowed, "you blocked %s", strings.TrimPrefix(strings.TrimPrefix(o, "https://"), "http://"))
	}
	return nil
}
