package orchestrator

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/origin"
	"github.com/laikabrowser/laika/policy"
	"github.com/laikabrowser/laika/tools"
)

// planStep asks the planner for the next step and gates its first call.
func (o *Orchestrator) planStep(ctx context.Context, r *run, tabs []Tab) (PlanReply, error) {
	in := PlanInput{RunID: r.id, Goal: r.goal, Intent: r.intent, Mode: r.mode, Step: r.step + 1,
		Observation: r.obs, Tabs: tabs, History: r.history(), Notes: r.notes, Conversation: r.turns, Collection: r.coll}
	planner := o.Planner
	if r.planner != nil {
		planner = r.planner
	}
	p, err := planner.Plan(ctx, in)
	fellBack := ""
	if code := laika.ErrorCode(err); fallbackCodes[code] && ctx.Err() == nil {
		// An unreachable model, or one whose reply is unusable (still
		// invalid after the repairs, cut, or an error from the server):
		// the built-in planner takes this step and says so, and the model
		// is asked again at the next one.
		o.Log.Warn("model failed: built-in planner for this step", "run", r.id, "code", code)
		o.record("audit", o.Recorder.AppendAudit(ctx, "plan.fallback", r.id, map[string]string{"code": code, "planner": planner.Name()}))
		fellBack = fallbackNote(code)
		planner = o.Fallback
		p, err = planner.Plan(ctx, in)
	}
	if err == nil && planner.Name() != laika.BuiltinName {
		if why, stuck := noProgress(in, p); stuck {
			r.step++
			return o.finish(ctx, r, StopNoProgress, "Stopped: "+why, nil), nil
		}
	}
	if err == nil {
		r.notes = append(r.notes, p.Notes...)
		if fellBack != "" {
			p.Summary = fellBack + p.Summary
		}
	}
	if err != nil {
		code := laika.ErrorCode(err)
		o.record("audit", o.Recorder.AppendAudit(ctx, "plan.error", r.id, map[string]string{"code": code, "planner": planner.Name()}))
		if code == laika.CodeCancelled || ctx.Err() != nil {
			return PlanReply{}, err
		}
		// A planner that failed (output still invalid after the repairs,
		// stream cut, timeout) ends the run with its code: the run id stays
		// valid for the client, and nothing half-parsed is acted on.
		o.Log.Warn("planner failed", "run", r.id, "planner", planner.Name(), "code", code, "err", err)
		return o.finish(ctx, r, code, "Stopped: the planner's reply could not be used ("+code+"): "+laika.ErrorMessage(err), nil), nil
	}
	r.step++
	r.seq++
	reply := PlanReply{RunID: r.id, ConversationID: r.conv, Step: r.step, Intent: r.intent, Planner: planner.Name(), Summary: p.Summary,
		SummaryFormat: "plain", ToolCalls: []CallView{}, Next: p.Next}
	if p.Markdown != "" || len(p.Citations) > 0 {
		cites := p.Citations
		if cites == nil {
			cites = []laika.Citation{}
		}
		reply.Assistant = &Assistant{Markdown: p.Markdown, Citations: cites}
		if reply.Summary == "" {
			reply.Summary = firstLine(p.Markdown)
			reply.SummaryFormat = "markdown"
		}
	}
	for _, u := range p.Unknown {
		reply.Dropped = append(reply.Dropped, Dropped{Name: u.Name, Reason: laika.CodeUnsupportedTool})
	}
	calls := p.Calls
	if len(calls) > 1 {
		for _, c := range calls[1:] {
			reply.Dropped = append(reply.Dropped, Dropped{Name: c.Name, Reason: "one_call_per_step"})
		}
		calls = calls[:1]
	}
	step := StepRecord{RunID: r.id, Seq: r.seq, Kind: "plan", Planner: planner.Name(), Summary: reply.Summary,
		Markdown: p.Markdown, Citations: p.Citations, Dropped: reply.Dropped, URL: obsURL(r.obs), At: o.now()}

	if len(calls) == 0 {
		if p.Next == "" {
			reply.Summary = nonEmpty(reply.Summary, "Done.")
		}
		stop := StopAnswered
		if p.Stop != "" {
			stop = p.Stop
		}
		step.Done, step.Stop = true, stop
		o.record("step", o.Recorder.RecordStep(ctx, step))
		return o.finish(ctx, r, stop, "", &reply), nil
	}

	before := r.state()
	before.Step--
	c := o.newCall(r, sameTabSearch(calls[0]), false)
	o.decide(ctx, r, c, before)
	r.recent = append(r.recent, policy.Canonical(c.ToolCall))
	if p.FinishOnSuccess {
		r.finishOn = c.ID
	}
	// The model may repeat a secret it proposed in its own words.
	step.Summary, step.Markdown = r.scrub(step.Summary), r.scrub(step.Markdown)
	reply.Summary = r.scrub(reply.Summary)
	if reply.Assistant != nil {
		reply.Assistant.Markdown = r.scrub(reply.Assistant.Markdown)
	}
	o.record("step", o.Recorder.RecordStep(ctx, step))
	o.recordCall(ctx, r, c)
	if c.tool.Runs == tools.Host && c.executable() {
		o.execHost(ctx, r, c)
		reply.Summary = nonEmpty(c.summary, reply.Summary)
		if r.finishOn == c.ID && c.status == "ok" {
			reply.ToolCalls = []CallView{c.view()}
			if md := hostMarkdown(c.result); md != "" && reply.Assistant == nil {
				// A transform's table is the answer, not just "saved".
				reply.Assistant = &Assistant{Markdown: md, Citations: []laika.Citation{}}
			}
			return o.finish(ctx, r, StopAnswered, "", &reply), nil
		}
	}
	reply.ToolCalls = []CallView{c.view()}
	return reply, nil
}

// fallbackCodes are the model failures the built-in planner steps in for.
var fallbackCodes = map[string]bool{
	laika.CodeModelUnavailable: true, laika.CodeModelNotFound: true, laika.CodeModelOutputInvalid: true,
	laika.CodeModelOutputTruncated: true, laika.CodeModelStreamCut: true, laika.CodeModelError: true, laika.CodeTimeout: true,
}

// fallbackNote is the sentence that leads a step the built-in planner took
// for the model.
func fallbackNote(code string) string {
	switch code {
	case laika.CodeModelOutputInvalid:
		return "The model's reply could not be used after 2 repairs, so the built-in planner took this step. "
	case laika.CodeModelUnavailable, laika.CodeModelNotFound:
		return "The model is not available (" + code + "), so the built-in planner took this step. "
	}
	return "The model's reply could not be used (" + code + "), so the built-in planner took this step. "
}

// execHost runs an executable host-side call now and records the outcome.
func (o *Orchestrator) execHost(ctx context.Context, r *run, c *callState) {
	if o.Tools == nil {
		c.status, c.errCode, c.errMsg = "error", laika.CodeUnsupportedTool, "host tools are not available"
	} else if res, err := o.Tools.Run(ctx, c.Name, c.Arguments); err != nil {
		c.status, c.errCode, c.errMsg = "error", laika.ErrorCode(err), laika.ErrorMessage(err)
		c.summary = c.Name + " failed: " + c.errMsg
	} else {
		c.status, c.result, c.summary = "ok", res.Data, res.Summary
		o.rememberResult(ctx, r, c.Name, res.Data)
	}
	if c.status == "ok" {
		r.errorStreak = 0
	} else {
		r.errorStreak++
	}
	o.recordCall(ctx, r, c)
}

func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

func nonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// tabOrigin reduces a tab URL to its canonical origin: the model sees where
// a tab is, not which page with which query string.
func tabOrigin(raw string) string { return origin.Of(raw) }

// tabsForModel is the tab list the model sees: title and origin.
func tabsForModel(tabs []Tab) json.RawMessage {
	type t struct {
		Title  string `json:"title"`
		Origin string `json:"origin"`
		Active bool   `json:"active,omitempty"`
	}
	out := make([]t, 0, len(tabs))
	for i, x := range tabs {
		if i == 20 {
			break
		}
		out = append(out, t{Title: x.Title, Origin: tabOrigin(x.URL), Active: x.Active})
	}
	b, _ := json.Marshal(out)
	return b
}

// sameTabSearch makes a search that names no tab explicit: it runs in
// this tab, as the approval card describes it ("Send the search query …"
// says "in a new tab" only when newTab is true), and the run's next steps
// read the results where the run is.
func sameTabSearch(tc laika.ToolCall) laika.ToolCall {
	if tc.Name != "search" {
		return tc
	}
	var args map[string]json.RawMessage
	if json.Unmarshal(tc.Arguments, &args) != nil || args == nil || args["newTab"] != nil {
		return tc
	}
	args["newTab"] = json.RawMessage("false")
	if b, err := json.Marshal(args); err == nil {
		tc.Arguments = b
	}
	return tc
}
