package orchestrator

import (
	"context"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/tools"
)

// Approve turns an "ask" into an executable call ("approve") or a denied one
// ("deny"). Host-run calls execute when approved. Errors: invalid_arguments
// (decision not approve/deny), not_found (unknown run or call), not_allowed
// (approving a gate deny, changing an earlier answer, or answering a call
// that is no longer awaiting approval), storage_failed (the approval could
// not be recorded: the call stays unapproved), busy.
func (o *Orchestrator) Approve(ctx context.Context, req ApprovalRequest) (ApprovalReply, error) {
	o.init()
	if req.Decision != "approve" && req.Decision != "deny" {
		return ApprovalReply{}, laika.Errorf(laika.CodeInvalidArguments, "decision must be approve or deny, not %q", req.Decision)
	}
	r := o.runs.get(req.RunID)
	if r == nil {
		return ApprovalReply{}, laika.Errorf(laika.CodeNotFound, "no run %q", req.RunID)
	}
	if !r.mu.TryLock() {
		return ApprovalReply{}, laika.Errorf(laika.CodeBusy, "run %s is busy", r.id)
	}
	defer r.mu.Unlock()
	ctx = r.runContext(ctx) // an approved host-run call may call the model
	r.touch(o.now())
	c, ok := r.calls[req.CallID]
	if !ok {
		return ApprovalReply{}, laika.Errorf(laika.CodeNotFound, "no call %q in run %s", req.CallID, r.id)
	}
	reply := func() ApprovalReply {
		return ApprovalReply{RunID: r.id, CallID: c.ID, Decision: req.Decision, ToolCall: c.view(), Summary: c.summary, Done: r.done, StopReason: r.stop}
	}
	approve := req.Decision == "approve"
	switch {
	case c.verdict.Decision == laika.Deny:
		if approve {
			return ApprovalReply{}, laika.Errorf(laika.CodeNotAllowed, "the Policy Gate denied %s (%s); a deny cannot be approved", c.Name, c.verdict.Reason)
		}
		return reply(), nil
	case c.verdict.Decision == laika.Allow:
		if !approve {
			return ApprovalReply{}, laika.Errorf(laika.CodeNotAllowed, "%s was already allowed", c.Name)
		}
		return reply(), nil
	case c.approval == "approved" && approve, c.approval == "denied" && !approve:
		return reply(), nil // the same answer again
	case c.approval != "":
		return ApprovalReply{}, laika.Errorf(laika.CodeNotAllowed, "%s was already %s", c.ID, c.approval)
	case c.status != "awaiting_approval" || r.done:
		return ApprovalReply{}, laika.Errorf(laika.CodeNotAllowed, "%s is no longer awaiting approval (%s)", c.ID, c.status)
	}
	// Record first: an approval that cannot be recorded is not given.
	rec := ApprovalRecord{RunID: r.id, CallID: c.ID, Approved: approve, At: o.now()}
	if err := o.Recorder.RecordApproval(ctx, rec); err != nil {
		o.Log.Error("record approval", "run", r.id, "call", c.ID, "err", err)
		return ApprovalReply{}, errStorage(err)
	}
	if approve {
		c.approval, c.status = "approved", "pending"
	} else {
		c.approval, c.status = "denied", "denied"
	}
	o.recordCall(ctx, r, c)
	if !approve && r.single {
		o.finish(ctx, r, "user_denied", "Not done: you declined "+c.Name+".", nil)
	} else if !approve {
		// The panel may stop here (Stop, Esc) and never plan again: the
		// history says the run stopped, not that it is running. A run
		// that goes on is recorded done when it ends.
		rec := RunRecord{ID: r.id, Goal: r.goal, Intent: r.intent, Mode: string(r.mode), URL: obsURL(r.obs), Status: "stopped", StopReason: "user_denied", At: o.now()}
		o.record("run", o.Recorder.RecordRun(ctx, rec))
	}
	if approve && c.tool.Runs == tools.Host {
		o.execHost(ctx, r, c)
		if r.finishOn == c.ID && c.status == "ok" {
			final := PlanReply{RunID: r.id, Step: r.step, Intent: r.intent, Planner: "host", Summary: c.summary, SummaryFormat: "plain", ToolCalls: []CallView{c.view()}}
			o.finish(ctx, r, StopAnswered, "", &final)
		}
	}
	return reply(), nil
}
