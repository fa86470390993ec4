package orchestrator

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/tools"
)

// ToolRunRequest is the `tool.run` payload: the panel asks for one host-run
// app tool directly (a Save or Export button, the collections view).
type ToolRunRequest struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

// toolIntent is the verb a direct tool run records.
var toolIntent = map[string]Intent{
	"artifact.save": Save, "artifact.open": Find, "artifact.share": Share, "app.calculate": Calculate,
	"collection.create": Create, "collection.add_sources": Save, "collection.list_sources": Find,
	"source.capture": Save, "source.refresh": Save, "transform.list_types": Find, "transform.run": Create,
	"integration.invoke": Invoke,
}

// fixed is a Planner that proposes one given call and nothing else.
type fixed struct{ call laika.ToolCall }

func (fixed) Name() string { return "user" }

func (f fixed) Plan(_ context.Context, in PlanInput) (Proposal, error) {
	if len(in.History) > 0 {
		return Proposal{Summary: "Done."}, nil
	}
	return Proposal{Summary: "Running " + f.call.Name + ".", Calls: []laika.ToolCall{f.call}, FinishOnSuccess: true}, nil
}

// RunTool runs one host-side app tool as a one-step run: the call goes
// through the Policy Gate like any other; allowed calls run at once, an
// ask waits for `approval` (which runs it), a deny ends the run. The reply
// is a plan reply. Errors: invalid_arguments, not_allowed (a tool that runs
// in the extension), unsupported_tool.
func (o *Orchestrator) RunTool(ctx context.Context, req ToolRunRequest) (PlanReply, error) {
	o.init()
	t, ok := tools.Lookup(req.Name)
	if !ok {
		return PlanReply{}, laika.Errorf(laika.CodeUnsupportedTool, "unknown tool %q", req.Name)
	}
	if t.Runs != tools.Host {
		return PlanReply{}, laika.Errorf(laika.CodeNotAllowed, "%s runs in the extension; only host-run tools can be run directly", req.Name)
	}
	args := req.Arguments
	if len(args) == 0 || string(args) == "null" {
		args = json.RawMessage(`{}`)
	}
	call := laika.ToolCall{Name: req.Name, Arguments: args}
	r, err := o.openRun(ctx, PlanRequest{Goal: "Run " + req.Name + " " + clipArgs(args)})
	if err != nil {
		return PlanReply{}, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.intent, r.planner, r.single = toolIntent[req.Name], fixed{call}, true
	// The panel sends tool.run from the user's own click (Save, the
	// collections view): the URLs in it are the user's.
	r.userURLs = append(r.userURLs, userURLsOf(args)...)
	if req.Name == "source.refresh" {
		c := &callState{ToolCall: call}
		r.userURLs = append(r.userURLs, o.hostFetchURLs(ctx, c)...)
	}
	rep, err := o.planStep(ctx, r, nil)
	if err != nil || rep.Done || len(rep.ToolCalls) == 0 {
		return rep, err
	}
	if c := rep.ToolCalls[0]; c.Decision == laika.Deny || (c.Runs == "host" && c.Status == "error") {
		reason := c.Reason
		if c.Status == "error" {
			reason = c.Error
		}
		return o.finish(ctx, r, reason, "Not done: "+nonEmpty(c.Preview, c.Name), &rep), nil
	}
	return rep, nil
}

// clipArgs is a short goal text for the run record.
func clipArgs(b json.RawMessage) string {
	s := strings.Join(strings.Fields(string(b)), " ")
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}
