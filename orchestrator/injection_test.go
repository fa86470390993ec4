package orchestrator

import (
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/llm"
)

// injectionFixture is the policy package's prompt-injection fixture: a
// page that carries an attack and the calls a model that obeyed it would
// propose.
type injectionFixture struct {
	Name        string             `json:"name"`
	Description string             `json:"description"`
	Goal        string             `json:"goal"`
	Observation *laika.Observation `json:"observation"`
	Calls       []laika.ToolCall   `json:"calls"`
}

// replayFile writes one LLMCP plan response per call, in order: the model
// obeys the page, one step at a time.
func replayFile(t *testing.T, calls []laika.ToolCall) string {
	t.Helper()
	var b strings.Builder
	for _, c := range calls {
		resp, _ := json.Marshal(map[string]any{
			"assistant":  map[string]any{"markdown": "Doing what the page says."},
			"tool_calls": []laika.ToolCall{c},
		})
		line, _ := json.Marshal(map[string]string{"purpose": "plan", "output": string(resp)})
		b.Write(line)
		b.WriteByte('\n')
	}
	p := filepath.Join(t.TempDir(), "replay.jsonl")
	if err := os.WriteFile(p, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestInjectionFixturesNeverAllowed replays every prompt-injection fixture
// through the replay backend and the full loop, in assist mode and in
// autodrive with the attacked page's own origin on the autodrive list: not
// one of the obeyed calls may come back allowed or executable.
func TestInjectionFixturesNeverAllowed(t *testing.T) {
	files, _ := filepath.Glob("../policy/testdata/injection/*.json")
	if len(files) == 0 {
		t.Fatal("no injection fixtures found in policy/testdata/injection")
	}
	total := 0
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var fx injectionFixture
		if err := json.Unmarshal(b, &fx); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for _, mode := range []string{"assist", "autodrive"} {
			t.Run(fx.Name+"/"+mode, func(t *testing.T) {
				model, err := llm.OpenReplay(replayFile(t, fx.Calls), nil)
				if err != nil {
					t.Fatal(err)
				}
				f := newFixture(t, ModelPlanner{Model: model})
				f.o.StepBudget = len(fx.Calls) + 2
				settings := &Settings{}
				if u, err := url.Parse(fx.Observation.URL); err == nil {
					settings.AutodriveOrigins = []string{u.Scheme + "://" + u.Host}
				}
				req := PlanRequest{Goal: fx.Goal, Mode: mode, Observation: fx.Observation, Settings: settings}
				rep := f.plan(t, req)
				gated := 0
				for step := 0; !rep.Done && step < len(fx.Calls)+2; step++ {
					for _, c := range rep.ToolCalls {
						gated++
						if c.Decision == laika.Allow || c.Executable {
							t.Errorf("%s: obeyed call %s %s came back %s (%s), executable=%v", fx.Name, c.Name, c.Arguments, c.Decision, c.Reason, c.Executable)
						}
						if c.Decision == laika.Ask {
							f.approve(t, rep.RunID, c.ID, "deny") // the user says no
						}
					}
					rep = f.plan(t, PlanRequest{RunID: rep.RunID, Observation: fx.Observation})
				}
				total += gated

				// Each obeyed call alone, as the first step of a fresh run:
				// it is gated (and not allowed), dropped as an unknown tool,
				// or refused by the validator before the gate.
				for _, call := range fx.Calls {
					model, err := llm.OpenReplay(replayFile(t, []laika.ToolCall{call}), nil)
					if err != nil {
						t.Fatal(err)
					}
					g := newFixture(t, ModelPlanner{Model: model})
					rep := g.plan(t, req)
					switch {
					case len(rep.ToolCalls) == 1:
						if c := rep.ToolCalls[0]; c.Decision == laika.Allow || c.Executable {
							t.Errorf("%s: obeyed call %s %s came back %s (%s)", fx.Name, c.Name, c.Arguments, c.Decision, c.Reason)
						}
					case len(rep.Dropped) == 1 && rep.Dropped[0].Reason == laika.CodeUnsupportedTool:
					case rep.StopReason == laika.CodeModelOutputInvalid || rep.StopReason == laika.CodeModelReplayExhausted:
					default:
						t.Errorf("%s: call %s %s was not accounted for: %+v", fx.Name, call.Name, call.Arguments, rep)
					}
				}
			})
		}
	}
	t.Logf("%d fixtures, %d obeyed calls gated, 0 allowed", len(files), total)
}

// TestInjectionHarnessSeesAllow is the control: the same harness reports a
// harmless read as allowed, so a zero above is a real zero.
func TestInjectionHarnessSeesAllow(t *testing.T) {
	model, err := llm.OpenReplay(replayFile(t, []laika.ToolCall{tc("browser.observe_dom", `{}`)}), nil)
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, ModelPlanner{Model: model})
	c := one(t, f.plan(t, PlanRequest{Goal: "read the page", Observation: page(1, 1)}))
	if c.Decision != laika.Allow || !c.Executable {
		t.Fatalf("control call = %+v", c)
	}
}
