package main

import (
	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/extract"
	"github.com/laikabrowser/laika/fetch"
	"github.com/laikabrowser/laika/orchestrator"
)

// newOrchestrator builds the orchestrator that serves plan, approval and
// tool.run (docs/protocol.md) and the host-side app tools it gates. Runs,
// steps, calls, approvals and audit entries are recorded in the store;
// collections live there too.
func (m *Main) newOrchestrator() (*orchestrator.Orchestrator, *apptools.Runner) {
	tools := &apptools.Runner{
		Dir: m.Config.Home,
		// source.capture fetches with the host's own cookie-less client,
		// which refuses blocked origins, redirects included.
		Capturer: extract.NewCapturer(fetch.New(fetch.Options{Refuse: m.Store.refuseBlocked})),
		Store:    storeCollections{m.Store},
	}
	o := &orchestrator.Orchestrator{
		Tools:       tools,
		StepBudget:  m.Config.StepBudget,
		Log:         m.Log.With("component", "orchestrator"),
		Recorder:    storeRecorder{st: m.Store, llm: m.LLMLog},
		OriginRules: m.Store.originRules,
		// Follow-up goals continue a conversation kept in the store.
		Conversations: storeConversations{m.Store},
	}
	// A configured model plans; when it is unreachable a step falls back
	// to the built-in planner. No model: built-in only.
	if !laika.IsBuiltin(m.Model) {
		o.Planner = orchestrator.ModelPlanner{Model: m.Model, NumCtx: m.Config.NumCtx}
	}
	return o, tools
}
