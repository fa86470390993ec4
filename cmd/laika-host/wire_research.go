package main

import (
	"context"
	"encoding/json"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/fetch"
	"github.com/laikabrowser/laika/policy"
	"github.com/laikabrowser/laika/research"
)

// newResearch builds the research engine (collections, ask, transforms,
// artifacts; docs/protocol.md "Research collections") over the host's
// store, its own cookie-less fetcher and the active model, and makes it
// the app tools' transform.run backend and artifact store.
func (m *Main) newResearch() *research.Engine {
	// The fetcher refuses a redirect to a site the user blocked: the gate
	// only sees the first URL.
	e := &research.Engine{
		DB:      m.Store.db,
		Fetcher: research.NewFetcher(fetch.New(fetch.Options{Refuse: m.Store.refuseBlocked})),
		Model:   m.Model,
		NumCtx:  m.Config.NumCtx,
		Gate:    m.researchGate,
	}
	m.OnClose(e.Close)
	if m.AppTools != nil {
		// One artifact store: the app tools' artifacts are the engine's.
		m.AppTools.Research = research.Tools{E: e}
		m.AppTools.Artifacts = research.Tools{E: e}
	}
	return e
}

// researchGate puts one host fetch of a collect through the Policy Gate,
// as the source.capture it is: the collect's URLs are the user's (the
// panel's Collect click, or URLs typed on the command line), so the gate
// lets the host fetch them without asking, and it denies a site the user
// blocked (stored per-origin rules). Anything but allow fails the source
// with not_allowed and the gate's reason; nothing is requested.
func (m *Main) researchGate(ctx context.Context, u string, userURLs []string) error {
	_, blocked, err := m.Store.originRules(ctx)
	if err != nil {
		return err
	}
	args, _ := json.Marshal(map[string]string{"collectionId": "collect", "url": u})
	res := policy.Decide(policy.Input{Call: laika.ToolCall{Name: "source.capture", Arguments: args},
		Settings: policy.Settings{Mode: policy.Assist, BlockedOrigins: blocked}, UserURLs: userURLs})
	if res.Decision == laika.Allow {
		return nil
	}
	return laika.Errorf(laika.CodeNotAllowed, "%s (%s)", res.Preview, res.Reason)
}
