package main

import (
	"github.com/laikabrowser/laika/host"
	"github.com/laikabrowser/laika/store"
)

// routes registers every protocol message (docs/protocol.md) on m.Server,
// in one place. Domain packages expose plain methods that take the decoded
// payload and return the reply; host.Typed adapts them. To add a message:
// write the method (in its domain package, or on Main when it needs the
// host's own state), add one line here, and a section in docs/protocol.md
// (docs_test.go checks both ways).
func (m *Main) routes() {
	s := m.Server
	s.HandleInline("hello", m.hello) // never blocks: see statusCache

	// The agent loop (orchestrator).
	s.Handle("plan", host.Typed(m.Orchestrator.Plan))
	s.Handle("approval", host.Typed(m.Orchestrator.Approve))
	s.Handle("tool.run", host.Typed(m.Orchestrator.RunTool))
	s.Handle("policy.explain", host.Typed(m.explainPolicy))

	// Summary jobs.
	s.Handle("summary.start", host.Typed(m.summaryStart))
	s.Handle("summary.poll", host.Typed(m.Summary.PollJob))
	s.Handle("summary.cancel", host.Typed(m.Summary.CancelJob))

	// Review: history, audit and per-origin policy in the store.
	s.Handle("history.runs", storeList(m.Store, "runs", (*store.DB).ListRuns))
	s.Handle("history.run", m.Store.historyRun)
	s.Handle("conversation.list", storeList(m.Store, "conversations", (*store.DB).Conversations))
	s.Handle("conversation.get", m.Store.conversationGet)
	s.Handle("audit.verify", m.Store.auditVerify)
	s.Handle("origins.list", m.Store.originsList)
	s.Handle("origins.put", m.Store.originsPut)
	s.Handle("origins.delete", m.Store.originsDelete)
	s.Handle("history.delete", m.Store.historyDelete) // the sidecar's history view and temporary mode

	// Research collections (package research).
	s.Handle("collection.new", host.Typed(m.Research.HandleNew))
	s.Handle("collection.list", host.Typed(m.Research.HandleList))
	s.Handle("collection.get", host.Typed(m.Research.HandleGet))
	s.Handle("collection.add", host.Typed(m.Research.HandleAdd))
	s.Handle("collection.remove_source", host.Typed(m.Research.HandleRemoveSource))
	s.Handle("collection.ask", host.Typed(m.Research.HandleAsk))
	s.Handle("collection.chat", host.Typed(m.Research.HandleChat))
	s.Handle("collection.transform", host.Typed(m.Research.HandleTransform))
	s.Handle("artifact.get", host.Typed(m.Research.HandleArtifactGet))
	s.Handle("artifact.delete", host.Typed(m.Research.HandleArtifactDelete))
	s.Handle("artifact.export", host.Typed(m.Research.HandleExport))

	// Model settings (config.json).
	s.Handle("settings.get", m.settingsGet)
	s.Handle("settings.set", m.settingsSet)
	s.Handle("models.list", m.modelsList) // the sidecar's model picker
}
