package main

import (
	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/extract"
	"github.com/laikabrowser/laika/fetch"
	"github.com/laikabrowser/laika/orchestrator"
)

// theOrchestrator serves plan and approval (docs/protocol.md); theAppTools
// runs the host-side app tools it gates. A store adapter sets
// theAppTools.Store (collections) and theOrchestrator.Recorder (runs,
// steps, calls, approvals, audit) when the store is wired.
var (
	theOrchestrator *orchestrator.Orchestrator
	theAppTools     *apptools.Runner
)

func init() {
	wire(40, "orchestrator", func(m *Main) error {
		theAppTools = &apptools.Runner{
			Dir: m.Config.Home,
			// source.capture fetches with the host's own cookie-less client.
			Capturer: extract.NewCapturer(fetch.New(fetch.Options{})),
			Model:    m.Model,
		}
		if theAppTools.Store == nil {
			theAppTools.Store = apptools.NewDirStore(m.Config.Path("collections"))
		}
		o := &orchestrator.Orchestrator{
			Tools:      theAppTools,
			StepBudget: m.Config.StepBudget,
			Log:        m.Log.With("component", "orchestrator"),
		}
		// A configured model plans; when it is unreachable a step falls
		// back to the built-in planner. No model: built-in only.
		if !laika.IsBuiltin(m.Model) {
			o.Planner = orchestrator.ModelPlanner{Model: m.Model}
		}
		o.Register(m.Server)
		theOrchestrator = o
		return nil
	})
}
