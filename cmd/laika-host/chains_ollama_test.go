package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika/internal/ollamatest"
)

// A real small model chaining through `serve`: the real Ollama server with
// the tiny model of ../shared/models plans two-step goals on the fixture
// pages. The model cannot plan well (it writes children's stories inside
// the JSON schema Ollama enforces), so the test checks the loop's
// invariants, not the answer: every executed call passed the gate, an
// unusable reply is repaired or handed to the built-in planner with the
// reason said, the run ends with a truthful stop reason, and nothing hangs.
func TestChainWithRealTinyModel(t *testing.T) {
	url, model := ollamatest.Start(t)
	home := t.TempDir()
	s := &session{t: t, p: startHost(t, home, []string{"serve"}, "LAIKA_MODEL=ollama:"+model, "OLLAMA_HOST="+url, "LAIKA_LOG_FULL_LLM=1")}
	t.Cleanup(func() {
		if t.Failed() {
			dumpLogs(t, home)
		}
	})
	stops := map[string]bool{"answered": true, "no_answer_on_page": true, "needs_model": true, "goal_not_understood": true,
		"target_not_found": true, "no_results": true, "nothing_to_total": true, "step_not_done": true, "no_progress": true,
		"step_budget_exhausted": true, "repeated_call": true, "error_streak": true, "no_page": true, "observe_denied": true,
		"model_output_invalid": true, "model_output_truncated": true, "model_stream_incomplete": true, "model_error": true}
	for _, g := range []struct{ page, goal string }{
		{"news.html", "search for river cleanup volunteers and summarize the top result"},
		{"thread.html", "open the Redwood Times coverage and summarize it"},
	} {
		t.Run(g.goal, func(t *testing.T) {
			b := &stubBrowser{t: t}
			if err := b.load(fixtureBase + g.page); err != nil {
				t.Fatal(err)
			}
			approved := map[string]bool{}
			var trace []string
			var problems []string
			b.onReply = func(typ string, rep map[string]any) {
				if typ == "approval" {
					c, _ := rep["tool_call"].(map[string]any)
					if c != nil && rep["decision"] == "approve" {
						approved[fmt.Sprint(c["id"])] = true
					}
					return
				}
				planner, _ := rep["planner"].(string)
				summary, _ := rep["summary"].(string)
				calls, _ := rep["tool_calls"].([]any)
				var names []string
				for _, x := range calls {
					c := x.(map[string]any)
					names = append(names, fmt.Sprintf("%v[%v/%v]", c["name"], c["decision"], c["status"]))
					// The gate's word is final: a denied call is never
					// executable, an ask only after the user approved it.
					switch c["decision"] {
					case "deny":
						if c["executable"] == true {
							problems = append(problems, fmt.Sprintf("denied call %v is executable", c["name"]))
						}
					case "ask":
						if c["executable"] == true && !approved[fmt.Sprint(c["id"])] {
							problems = append(problems, fmt.Sprintf("ask %v executable before approval", c["name"]))
						}
					case "allow":
					default:
						problems = append(problems, fmt.Sprintf("call %v without a gate decision: %v", c["name"], c["decision"]))
					}
				}
				// A step the built-in planner took for the model says why
				// (the host's own re-observe steps are "host").
				if planner == "builtin" && !strings.Contains(summary, "built-in planner took this step") {
					problems = append(problems, fmt.Sprintf("builtin fallback without the reason: %q", summary))
				}
				trace = append(trace, fmt.Sprintf("step %v %s: %q %v done=%v %v", rep["step"], planner, clip(summary, 120), names, rep["done"], rep["stopReason"]))
			}
			start := time.Now()
			rep, text := runGoal(s, b, g.goal, "")
			elapsed := time.Since(start)
			t.Logf("%s in %s:\n  %s\n  answer: %s", g.goal, elapsed.Round(time.Second), strings.Join(trace, "\n  "), clip(text, 300))
			for _, p := range problems {
				t.Error(p)
			}
			if rep["done"] != true {
				t.Fatalf("the run did not end within the driver's 20 plan calls: %v", rep)
			}
			stop, _ := rep["stopReason"].(string)
			if !stops[stop] {
				t.Errorf("stop reason %q is not one the protocol documents", stop)
			}
			a, _ := rep["assistant"].(map[string]any)
			md, _ := a["markdown"].(string)
			calls, _ := rep["tool_calls"].([]any)
			if stop == "answered" && strings.TrimSpace(md) == "" && rep["next"] != "summary.start" && len(calls) == 0 && strings.TrimSpace(fmt.Sprint(rep["summary"])) == "" {
				t.Errorf("answered without an answer: %v", rep)
			}
			if stop != "answered" && !strings.HasPrefix(fmt.Sprint(rep["summary"]), "Stopped") && md == "" && rep["summary"] == "" {
				t.Errorf("stopped (%s) without saying what happened: %v", stop, rep)
			}
		})
	}
}

func dumpLogs(t *testing.T, home string) {
	filepath.WalkDir(home, func(p string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".jsonl") {
			b, _ := os.ReadFile(p)
			t.Logf("%s:\n%s", p, clip(string(b), 6000))
		}
		return nil
	})
}
