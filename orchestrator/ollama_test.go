package orchestrator

import (
	"context"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/ollamatest"
	"github.com/laikabrowser/laika/llm"
)

// TestModelPlannerRealOllama plans with a real Ollama server and a real
// (tiny, nonsensical) model. Whatever it writes, the loop must end within
// the budget, every kept call must have a gate verdict, and nothing the
// gate did not allow may be executable.
func TestModelPlannerRealOllama(t *testing.T) {
	host, model := ollamatest.Start(t)
	m, err := llm.NewOllama(host, model, llm.Settings{NumCtx: 2048})
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, ModelPlanner{Model: m, MaxTokens: 48})
	f.o.StepBudget = 3
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	start := time.Now()
	rep, err := f.o.Plan(ctx, PlanRequest{Goal: "find the price on this page", Observation: page(1, 1)})
	steps := 0
	for ; err == nil && !rep.Done && steps < 6; steps++ {
		var results []ToolResult
		for _, c := range rep.ToolCalls {
			if c.Decision == "" || c.Reason == "" {
				t.Errorf("call without a verdict: %+v", c)
			}
			if c.Executable != (c.Decision == laika.Allow) {
				t.Errorf("executable=%v for a %s call", c.Executable, c.Decision)
			}
			if c.Executable && c.Runs != "host" {
				results = append(results, ToolResult{CallID: c.ID, Status: "ok"})
			}
		}
		rep, err = f.o.Plan(ctx, PlanRequest{RunID: rep.RunID, Observation: page(1, int64(steps+2)), ToolResults: results})
	}
	if err != nil {
		t.Fatalf("plan: %v", err)
	}
	if !rep.Done {
		t.Fatalf("run did not end within the budget: %+v", rep)
	}
	t.Logf("real model run ended after %d plan calls in %s: stop %s, planner %s", steps+1, time.Since(start).Round(time.Millisecond), rep.StopReason, rep.Planner)
}
