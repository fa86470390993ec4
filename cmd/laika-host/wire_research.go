package main

import (
	"context"
	"encoding/json"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/fetch"
	"github.com/laikabrowser/laika/policy"
	"github.com/laikabrowser/laika/research"
)

// newResearch builds the research engine (collections, ask, transforms,
// artifacts; docs/protocol.md "Research collections") over the host's
// store, its own cookie-less fetcher and the active model, and makes it
// the app tools' transform.run backend.
func (m *Main) newResearch() *research.Engine {
	e := &research.Engine{
		DB: m.Store.db,
		// Refuse: a redirect to a site the user blocked is not followed (the
		// gate only sees the first URL).
		Fetcher: research.NewFetcher(fetch.New(fetch.Options{Refuse: m.Store.refuseBlocked})),
		Model:   m.Model,
		NumCtx:  m.Config.NumCtx,
		Gate:    m.researchGate,
	}
	m.OnClose(e.Close)
	if m.AppTools != nil {
		m.AppTools.Research = researchTools{e}
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

// researchTools adapts the engine to apptools.Researcher.
type researchTools struct{ e *research.Engine }

func (r researchTools) ResearchTypes() []apptools.TransformType {
	var out []apptools.TransformType
	for _, t := range r.e.TransformTypes() {
		out = append(out, apptools.TransformType{Type: t.Type, Description: t.Description, NeedsModel: t.NeedsModel})
	}
	return out
}

func (r researchTools) RunTransform(ctx context.Context, collectionID, typ string) (any, string, error) {
	a, err := r.e.Transform(ctx, collectionID, typ, research.TransformOptions{})
	if err != nil {
		return nil, "", err
	}
	return map[string]any{"id": a.ID, "type": a.Type, "title": a.Title, "citations": len(a.Citations)}, a.Markdown, nil
}
