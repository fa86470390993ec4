package orchestrator

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/policy"
)

func TestExecutableFlag(t *testing.T) {
	tests := []struct {
		name     string
		mode     string
		call     laika.ToolCall
		decision laika.Decision
		exec     bool
	}{
		{"read is allowed", "assist", tc("browser.observe_dom", `{}`), laika.Allow, true},
		{"click asks in assist", "assist", tc("browser.click", `{"handleId":"h2"}`), laika.Ask, false},
		{"stale handle is denied", "assist", tc("browser.click", `{"handleId":"nope"}`), laika.Deny, false},
		{"javascript url is denied", "autodrive", tc("browser.navigate", `{"url":"javascript:alert(1)"}`), laika.Deny, false},
		{"unknown tool is denied", "assist", tc("shell.exec", `{"cmd":"rm -rf /"}`), laika.Deny, false},
		{"extra argument is denied", "assist", tc("browser.click", `{"handleId":"h2","force":true}`), laika.Deny, false},
		{"local calculator is allowed", "assist", tc("app.calculate", `{"expression":"2+2"}`), laika.Allow, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, &scripted{steps: []Proposal{propose(tt.call)}})
			c := one(t, f.plan(t, PlanRequest{Goal: "do it", Mode: tt.mode, Observation: page(1, 100)}))
			if c.Decision != tt.decision || c.Executable != tt.exec {
				t.Errorf("decision=%s executable=%v (reason %s), want %s/%v", c.Decision, c.Executable, c.Reason, tt.decision, tt.exec)
			}
		})
	}
}

func TestApprovals(t *testing.T) {
	f := newFixture(t, &scripted{steps: []Proposal{
		propose(tc("browser.click", `{"handleId":"h2"}`)),
		propose(tc("browser.click", `{"handleId":"nope"}`)),
	}})
	rep := f.plan(t, PlanRequest{Goal: "open the reviews", Observation: page(1, 100)})
	c := one(t, rep)
	if c.Decision != laika.Ask || c.Executable || c.Status != "awaiting_approval" || c.Preview == "" {
		t.Fatalf("ask = %+v", c)
	}
	// A result for a call that was never approved is refused.
	f.planErr(t, PlanRequest{RunID: rep.RunID, Observation: page(1, 100), ToolResults: []ToolResult{{CallID: c.ID, Status: "ok"}}}, laika.CodeNotAllowed)

	a := f.approve(t, rep.RunID, c.ID, "approve")
	if !a.ToolCall.Executable || a.ToolCall.Status != "pending" {
		t.Fatalf("approved = %+v", a.ToolCall)
	}
	if again := f.approve(t, rep.RunID, c.ID, "approve"); !again.ToolCall.Executable {
		t.Error("approving twice must be idempotent")
	}
	if _, err := f.o.Approve(context.Background(), ApprovalRequest{RunID: rep.RunID, CallID: c.ID, Decision: "deny"}); laika.ErrorCode(err) != laika.CodeNotAllowed {
		t.Errorf("changing an answer: %v, want not_allowed", err)
	}
	if len(f.rec.approvals) != 1 || !f.rec.approvals[0].Approved {
		t.Errorf("approvals recorded = %+v", f.rec.approvals)
	}

	// Executed click, then a fresh page: the next call is a gate deny.
	rep = f.plan(t, PlanRequest{RunID: rep.RunID, Observation: page(2, 200), ToolResults: []ToolResult{{CallID: c.ID, Status: "ok"}}})
	d := one(t, rep)
	if d.Decision != laika.Deny || d.Executable {
		t.Fatalf("deny = %+v", d)
	}
	for _, dec := range []string{"approve"} {
		if _, err := f.o.Approve(context.Background(), ApprovalRequest{RunID: rep.RunID, CallID: d.ID, Decision: dec}); laika.ErrorCode(err) != laika.CodeNotAllowed {
			t.Errorf("%s on a deny: %v, want not_allowed", dec, err)
		}
	}
	if got := f.rec.calls[rep.RunID+"/"+d.ID]; got.Decision != laika.Deny || got.Approval != "" {
		t.Errorf("recorded deny = %+v", got)
	}
	for _, bad := range []ApprovalRequest{
		{RunID: rep.RunID, CallID: d.ID, Decision: "maybe"},
		{RunID: "run_nope", CallID: d.ID, Decision: "approve"},
		{RunID: rep.RunID, CallID: "call_99", Decision: "approve"},
	} {
		if _, err := f.o.Approve(context.Background(), bad); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}

func TestUserDenyAndExpiredAsk(t *testing.T) {
	f := newFixture(t, &scripted{steps: []Proposal{
		propose(tc("browser.click", `{"handleId":"h2"}`)),
		propose(tc("browser.click", `{"handleId":"h1"}`)),
	}})
	rep := f.plan(t, PlanRequest{Goal: "open the reviews", Observation: page(1, 100)})
	c := one(t, rep)
	a := f.approve(t, rep.RunID, c.ID, "deny")
	if a.ToolCall.Executable || a.ToolCall.Reason != "user_denied" || a.ToolCall.Status != "denied" {
		t.Fatalf("user deny = %+v", a.ToolCall)
	}
	rep2 := f.plan(t, PlanRequest{RunID: rep.RunID, Observation: page(1, 100)})
	c2 := one(t, rep2)
	// The next plan expires the unanswered ask: approving it later fails.
	f.plan(t, PlanRequest{RunID: rep.RunID, Observation: page(1, 100)})
	if _, err := f.o.Approve(context.Background(), ApprovalRequest{RunID: rep.RunID, CallID: c2.ID, Decision: "approve"}); laika.ErrorCode(err) != laika.CodeNotAllowed {
		t.Errorf("approving an expired ask: %v, want not_allowed", err)
	}
}

func TestReobserveRequired(t *testing.T) {
	tests := []struct {
		name  string
		obs   *laika.Observation
		fresh bool
	}{
		{"same observation", page(1, 100), false},
		{"older capture time", page(1, 50), false},
		{"no observation", nil, false},
		{"later capture time", page(1, 101), true},
		{"next navigation generation", page(2, 10), true},
		{"another document", func() *laika.Observation { o := page(1, 1); o.DocumentID = "doc-2"; return o }(), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sp := &scripted{steps: []Proposal{propose(tc("browser.observe_dom", `{"maxChars":100}`)), propose(tc("browser.scroll", `{"deltaY":400}`))}}
			f := newFixture(t, sp)
			f.o.Planner = sp
			rep := f.plan(t, PlanRequest{Goal: "read the reviews", Mode: "autodrive", Settings: &Settings{AutodriveOrigins: []string{"shop.example"}}, Observation: page(1, 100)})
			obs := one(t, rep) // a read: no re-observe needed afterwards
			rep = f.plan(t, PlanRequest{RunID: rep.RunID, Observation: page(1, 100), ToolResults: []ToolResult{{CallID: obs.ID, Status: "ok"}}})
			scroll := one(t, rep)
			if scroll.Name != "browser.scroll" || !scroll.Executable {
				t.Fatalf("after a read the model must be asked again: %+v", scroll)
			}
			asked := sp.asked
			rep = f.plan(t, PlanRequest{RunID: rep.RunID, Observation: tt.obs, ToolResults: []ToolResult{{CallID: scroll.ID, Status: "ok"}}})
			if tt.fresh {
				if sp.asked != asked+1 {
					t.Errorf("fresh observation: planner asked %d times, want %d", sp.asked, asked+1)
				}
				return
			}
			c := one(t, rep)
			if sp.asked != asked || c.Name != "browser.observe_dom" || !c.Executable || c.Decision != laika.Allow || rep.Done {
				t.Fatalf("stale observation: asked=%d (was %d), reply %+v", sp.asked, asked, rep)
			}
			// Still stale: still only the re-observe.
			rep = f.plan(t, PlanRequest{RunID: rep.RunID, Observation: tt.obs, ToolResults: []ToolResult{{CallID: c.ID, Status: "ok"}}})
			if sp.asked != asked || (!rep.Done && one(t, rep).Name != "browser.observe_dom") {
				t.Fatalf("second stale observation: %+v", rep)
			}
			// A fresh page unblocks the planner.
			if !rep.Done {
				f.plan(t, PlanRequest{RunID: rep.RunID, Observation: page(3, 999)})
				if sp.asked != asked+1 {
					t.Errorf("after a fresh observation the planner was asked %d times, want %d", sp.asked, asked+1)
				}
			}
		})
	}
}

func TestOneCallPerStep(t *testing.T) {
	f := newFixture(t, &scripted{steps: []Proposal{{
		Summary: "three at once",
		Calls:   []laika.ToolCall{tc("browser.observe_dom", `{}`), tc("browser.click", `{"handleId":"h1"}`), tc("search", `{"query":"kettle"}`)},
		Unknown: []laika.ToolCall{tc("os.exec", `{}`)},
	}}})
	rep := f.plan(t, PlanRequest{Goal: "look around", Observation: page(1, 100)})
	c := one(t, rep)
	if c.Name != "browser.observe_dom" {
		t.Errorf("kept %s, want the first call", c.Name)
	}
	want := []Dropped{{"os.exec", "unsupported_tool"}, {"browser.click", "one_call_per_step"}, {"search", "one_call_per_step"}}
	if len(rep.Dropped) != len(want) {
		t.Fatalf("dropped = %+v", rep.Dropped)
	}
	for i := range want {
		if rep.Dropped[i] != want[i] {
			t.Errorf("dropped[%d] = %+v, want %+v", i, rep.Dropped[i], want[i])
		}
	}
	if s := f.rec.steps[len(f.rec.steps)-1]; len(s.Dropped) != 3 {
		t.Errorf("step record dropped = %+v", s.Dropped)
	}
	if len(f.rec.calls) != 1 {
		t.Errorf("dropped calls must not become tool calls: %d recorded", len(f.rec.calls))
	}
}

func TestRunLimits(t *testing.T) {
	read := func(i int) Proposal {
		return propose(tc("browser.observe_dom", `{"maxChars":`+string(rune('1'+i))+`000}`))
	}
	t.Run("step budget", func(t *testing.T) {
		sp := &scripted{steps: []Proposal{read(0), read(1), read(2), read(3)}}
		f := newFixture(t, sp)
		f.o.StepBudget = 2
		rep := f.plan(t, PlanRequest{Goal: "read", Observation: page(1, 1)})
		for i := 0; i < 5 && !rep.Done; i++ {
			rep = f.plan(t, PlanRequest{RunID: rep.RunID, Observation: page(1, int64(i+2)), ToolResults: results(t, rep, "ok", "")})
		}
		if !rep.Done || rep.StopReason != policy.ReasonStepBudget || sp.asked != 2 {
			t.Errorf("reply %+v after %d planner calls", rep, sp.asked)
		}
		// A finished run answers the same final reply again.
		again := f.plan(t, PlanRequest{RunID: rep.RunID, Observation: page(1, 99)})
		if !again.Done || again.StopReason != rep.StopReason || sp.asked != 2 {
			t.Errorf("after done: %+v", again)
		}
	})
	t.Run("repeated identical calls", func(t *testing.T) {
		same := propose(tc("browser.observe_dom", `{"maxChars":500}`))
		sp := &scripted{steps: []Proposal{same, same, same, same, same}}
		f := newFixture(t, sp)
		rep := f.plan(t, PlanRequest{Goal: "read", Observation: page(1, 1)})
		for i := 0; i < 6 && !rep.Done; i++ {
			rep = f.plan(t, PlanRequest{RunID: rep.RunID, Observation: page(1, int64(i+2)), ToolResults: results(t, rep, "ok", "")})
		}
		if !rep.Done || rep.StopReason != policy.ReasonRepeatedCall {
			t.Errorf("reply %+v", rep)
		}
	})
	t.Run("error streak", func(t *testing.T) {
		sp := &scripted{steps: []Proposal{read(0), read(1), read(2), read(3), read(4)}}
		f := newFixture(t, sp)
		rep := f.plan(t, PlanRequest{Goal: "read", Observation: page(1, 1)})
		for i := 0; i < 6 && !rep.Done; i++ {
			rep = f.plan(t, PlanRequest{RunID: rep.RunID, Observation: page(1, int64(i+2)), ToolResults: results(t, rep, "error", laika.CodeNoContext)})
		}
		if !rep.Done || rep.StopReason != policy.ReasonErrorStreak {
			t.Errorf("reply %+v", rep)
		}
	})
}

func TestPlanErrors(t *testing.T) {
	f := newFixture(t, &scripted{steps: []Proposal{propose(tc("browser.click", `{"handleId":"h2"}`)), propose(tc("browser.scroll", `{"deltaY":1}`))}})
	rep := f.plan(t, PlanRequest{Goal: "go", Mode: "autodrive", Settings: &Settings{AutodriveOrigins: []string{"shop.example"}}, Observation: page(1, 1)})
	c := one(t, rep)
	tests := []struct {
		name string
		req  PlanRequest
		code string
	}{
		{"no goal", PlanRequest{Observation: page(1, 1)}, laika.CodeInvalidArguments},
		{"bad mode", PlanRequest{Goal: "x", Mode: "yolo"}, laika.CodeInvalidArguments},
		{"unknown run", PlanRequest{RunID: "run_nope"}, laika.CodeNotFound},
		{"results without run", PlanRequest{Goal: "x", ToolResults: []ToolResult{{CallID: "call_1", Status: "ok"}}}, laika.CodeInvalidArguments},
		{"unknown call", PlanRequest{RunID: rep.RunID, ToolResults: []ToolResult{{CallID: "call_9", Status: "ok"}}}, laika.CodeNotFound},
		{"bad status", PlanRequest{RunID: rep.RunID, ToolResults: []ToolResult{{CallID: c.ID, Status: "maybe"}}}, laika.CodeInvalidArguments},
		{"error without code", PlanRequest{RunID: rep.RunID, ToolResults: []ToolResult{{CallID: c.ID, Status: "error"}}}, laika.CodeInvalidArguments},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { f.planErr(t, tt.req, tt.code) })
	}
	// None of the refused batches changed the run: the click still takes
	// its result once.
	f.plan(t, PlanRequest{RunID: rep.RunID, Observation: page(2, 1), ToolResults: []ToolResult{{CallID: c.ID, Status: "ok"}}})
	f.planErr(t, PlanRequest{RunID: rep.RunID, ToolResults: []ToolResult{{CallID: c.ID, Status: "ok"}}}, laika.CodeInvalidArguments)
}

func TestModelFallback(t *testing.T) {
	sp := &scripted{err: laika.Errorf(laika.CodeModelUnavailable, "connection refused")}
	f := newFixture(t, sp)
	rep := f.plan(t, PlanRequest{Goal: "calculate 15% of 80", Observation: page(1, 1)})
	if rep.Planner != laika.BuiltinName || !rep.Done || !strings.Contains(rep.Summary, "= 12") {
		t.Errorf("fallback reply = %+v", rep)
	}
	// A reply still invalid after the repairs: the built-in planner takes
	// the step and says so.
	sp.err = laika.Errorf(laika.CodeModelOutputInvalid, "still invalid")
	rep = f.plan(t, PlanRequest{Goal: "find free returns", Observation: page(1, 1)})
	if !rep.Done || rep.StopReason != StopAnswered || rep.Planner != laika.BuiltinName || !strings.Contains(rep.Summary, "could not be used after 2 repairs") || rep.RunID == "" {
		t.Errorf("planner failure reply = %+v", rep)
	}
	// A cut stream too: the step is the built-in planner's, with the code.
	sp.err = laika.Errorf(laika.CodeModelStreamCut, "cut")
	rep = f.plan(t, PlanRequest{Goal: "find free returns", Observation: page(1, 1)})
	if !rep.Done || rep.StopReason != StopAnswered || rep.Planner != laika.BuiltinName || !strings.Contains(rep.Summary, "(model_stream_incomplete), so the built-in planner took this step") {
		t.Errorf("stream cut reply = %+v", rep)
	}
	// Other planner failures still end the run with their code.
	sp.err = laika.Errorf(laika.CodeInternal, "boom")
	rep = f.plan(t, PlanRequest{Goal: "x", Observation: page(1, 1)})
	if !rep.Done || rep.StopReason != laika.CodeInternal || len(rep.ToolCalls) != 0 {
		t.Errorf("internal failure reply = %+v", rep)
	}
}

func TestHostToolAskRunsOnApproval(t *testing.T) {
	f := newFixture(t, nil)
	save := f.plan(t, PlanRequest{Goal: "save this as Kettle notes", Observation: page(1, 1)})
	sc := one(t, save)
	if !save.Done || sc.Status != "ok" || sc.Runs != "host" {
		t.Fatalf("save = %+v", save)
	}
	var art struct{ ID string }
	b, _ := json.Marshal(sc.Result)
	json.Unmarshal(b, &art)

	sp := &scripted{steps: []Proposal{{Summary: "sharing", FinishOnSuccess: true,
		Calls: []laika.ToolCall{tc("artifact.share", `{"artifactId":"`+art.ID+`","format":"text"}`)}}}}
	f.o.Planner = sp
	rep := f.plan(t, PlanRequest{Goal: "share my kettle notes", Observation: page(1, 1)})
	c := one(t, rep)
	if c.Decision != laika.Ask || c.Executable || c.Result != nil || !strings.Contains(c.Preview, "A 1.7 litre kettle") {
		t.Fatalf("share = %+v", c)
	}
	a := f.approve(t, rep.RunID, c.ID, "approve")
	if a.ToolCall.Status != "ok" || a.ToolCall.Result == nil || !a.Done {
		t.Fatalf("approved share = %+v", a)
	}
	if !strings.Contains(a.ToolCall.Preview, "Export "+art.ID) {
		t.Errorf("preview %q does not say what leaves", a.ToolCall.Preview)
	}
}

func TestRunTableBounded(t *testing.T) {
	f := newFixture(t, nil)
	f.o.MaxRuns = 3
	var ids []string
	for i := 0; i < 5; i++ {
		ids = append(ids, f.plan(t, PlanRequest{Goal: "summarize this page", Observation: page(1, 1)}).RunID)
	}
	if n := len(f.o.runs.runs); n != 3 {
		t.Errorf("%d runs kept, want 3", n)
	}
	f.planErr(t, PlanRequest{RunID: ids[0]}, laika.CodeNotFound)
}

// results reports the reply's call as executed with status, when the host
// made it executable; a denied call gets no result.
func results(t *testing.T, rep PlanReply, status, code string) []ToolResult {
	t.Helper()
	if rep.Done {
		return nil
	}
	c := one(t, rep)
	if !c.Executable {
		return nil
	}
	return []ToolResult{{CallID: c.ID, Status: status, Error: code}}
}

func TestApprovalNotRecordedIsNotGiven(t *testing.T) {
	f := newFixture(t, &scripted{steps: []Proposal{propose(tc("browser.click", `{"handleId":"h2"}`))}})
	rep := f.plan(t, PlanRequest{Goal: "open the reviews", Observation: page(1, 100)})
	c := one(t, rep)
	f.rec.failApprovals = true
	if _, err := f.o.Approve(context.Background(), ApprovalRequest{RunID: rep.RunID, CallID: c.ID, Decision: "approve"}); laika.ErrorCode(err) != laika.CodeStorageFailed {
		t.Fatalf("approve with a failing store: %v, want storage_failed", err)
	}
	// The call is still not executable: its result is refused.
	f.planErr(t, PlanRequest{RunID: rep.RunID, Observation: page(1, 100), ToolResults: []ToolResult{{CallID: c.ID, Status: "ok"}}}, laika.CodeNotAllowed)
}
