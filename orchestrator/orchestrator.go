package orchestrator

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/policy"
	"github.com/laikabrowser/laika/tools"
)

// Limits on live runs kept in memory.
const (
	DefaultMaxRuns = 64
	DefaultRunTTL  = 2 * time.Hour
	// maxPreviewBytes bounds an egress preview shown on the approval card.
	maxPreviewBytes = 16 << 10
	// maxGoalBytes bounds the goal text.
	maxGoalBytes = 4000
)

// Orchestrator serves plan, approval and tool.run (Plan, Approve,
// RunTool; cmd/laika-host registers them). Set the fields before the first
// call; the zero value of every field is usable.
type Orchestrator struct {
	// Planner proposes steps. Nil means Builtin.
	Planner Planner
	// Fallback is used when Planner reports the model unavailable; nil
	// means Builtin.
	Fallback Planner
	// Tools runs host-side app tools; nil answers them with
	// unsupported_tool.
	Tools *apptools.Runner
	// Recorder persists runs; nil records nothing.
	Recorder Recorder
	// OriginRules loads the user's stored per-origin rules (the autodrive
	// allow-list and blocked origins); nil means none are stored. They are
	// read at every step, so a rule the user changes applies to the next
	// step of a running run.
	OriginRules func(ctx context.Context) (autodrive, blocked []string, err error)
	// Conversations stores conversation turns; nil keeps them in memory.
	Conversations ConversationStore
	// StepBudget is the default plan steps per run (config StepBudget).
	StepBudget int
	Log        *slog.Logger
	Now        func() time.Time
	MaxRuns    int
	RunTTL     time.Duration

	once sync.Once
	runs *runTable
}

func (o *Orchestrator) init() {
	o.once.Do(func() {
		if o.Planner == nil {
			o.Planner = Builtin{}
		}
		if o.Fallback == nil {
			o.Fallback = Builtin{}
		}
		if o.Recorder == nil {
			o.Recorder = nopRecorder{}
		}
		if o.Conversations == nil {
			o.Conversations = &memConversations{}
		}
		if o.StepBudget <= 0 {
			o.StepBudget = config.DefaultStepBudget
		}
		if o.Log == nil {
			o.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
		}
		if o.Now == nil {
			o.Now = time.Now
		}
		if o.MaxRuns <= 0 {
			o.MaxRuns = DefaultMaxRuns
		}
		if o.RunTTL <= 0 {
			o.RunTTL = DefaultRunTTL
		}
		o.runs = &runTable{runs: map[string]*run{}, max: o.MaxRuns, ttl: o.RunTTL}
	})
}

func (o *Orchestrator) now() time.Time { return o.Now().UTC() }

// record calls fn and logs a failure: a recorder hiccup must not wedge the
// loop mid-step (approvals are the exception: see Approve).
func (o *Orchestrator) record(what string, err error) {
	if err != nil {
		o.Log.Error("record", "what", what, "err", err)
	}
}

// Plan runs one step of a run. Errors: invalid_arguments (bad payload,
// unknown tool-result status), not_found (unknown run or call id),
// not_allowed (a result for a call the host never made executable), busy
// (another plan for the same run is in flight), and the planner's model
// errors.
func (o *Orchestrator) Plan(ctx context.Context, req PlanRequest) (PlanReply, error) {
	o.init()
	r, err := o.openRun(ctx, req)
	if err != nil {
		return PlanReply{}, err
	}
	if !r.mu.TryLock() {
		return PlanReply{}, laika.Errorf(laika.CodeBusy, "run %s is already planning a step", r.id)
	}
	defer r.mu.Unlock()
	ctx = r.runContext(ctx)
	r.touch(o.now())
	mode := r.mode
	if req.Mode != "" {
		if mode, err = parseMode(req.Mode); err != nil {
			return PlanReply{}, err
		}
	}
	if r.done {
		return r.last, nil
	}
	if err := o.applyResults(ctx, r, req.ToolResults); err != nil {
		return PlanReply{}, err
	}
	// The user may switch mode or edit settings between steps; the gate
	// uses what the latest request says.
	r.mode, r.settings.Mode = mode, mode
	if req.Settings != nil {
		r.settings.AutodriveOrigins = req.Settings.AutodriveOrigins
		r.settings.BlockedOrigins = req.Settings.BlockedOrigins
		r.settings.SearchEngine = req.Settings.SearchEngine
	}
	o.applyOriginRules(ctx, r)
	o.expireCurrent(ctx, r)

	// A fresh observation is required after an executed action.
	o.rememberObservation(ctx, r, req.Observation)
	o.rememberTabs(ctx, r, req.Tabs)
	r.userURLs = append(r.userURLs, req.UserURLs...)
	if req.Observation != nil {
		if r.needObserve && newer(req.Observation, r.obs) {
			r.needObserve = false
		}
		if r.obs == nil || newer(req.Observation, r.obs) {
			r.obs = req.Observation
		}
	}
	if r.needObserve {
		return o.reobserve(ctx, r)
	}
	if stop, reason := policy.CheckRun(r.state()); stop {
		return o.finish(ctx, r, reason, stopSummary(reason), nil), nil
	}
	reply, err := o.planStep(ctx, r, req.Tabs)
	if err != nil && ctx.Err() != nil {
		o.endCancelled(ctx, r)
	}
	return reply, err
}

func parseMode(s string) (policy.Mode, error) {
	switch policy.Mode(s) {
	case policy.Assist, policy.Autodrive:
		return policy.Mode(s), nil
	}
	return "", laika.Errorf(laika.CodeInvalidArguments, "mode must be assist or autodrive, not %q", s)
}

// openRun finds the run a request continues or starts a new one.
func (o *Orchestrator) openRun(ctx context.Context, req PlanRequest) (*run, error) {
	if req.RunID != "" {
		r := o.runs.get(req.RunID)
		if r == nil {
			return nil, laika.Errorf(laika.CodeNotFound, "no run %q in this host (runs end when the browser disconnects or after %s idle)", req.RunID, o.RunTTL)
		}
		return r, nil
	}
	goal := strings.TrimSpace(req.Goal)
	if goal == "" {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "a new run needs a goal")
	}
	if len(goal) > maxGoalBytes {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "goal longer than %d bytes", maxGoalBytes)
	}
	if len(req.ToolResults) > 0 {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "toolResults need the runId they belong to")
	}
	mode := policy.Assist
	if req.Mode != "" {
		m, err := parseMode(req.Mode)
		if err != nil {
			return nil, err
		}
		mode = m
	}
	r := &run{id: "run_" + uuid.NewString(), goal: goal, intent: Classify(goal), mode: mode,
		settings: policy.Settings{Mode: mode}, budget: o.StepBudget, calls: map[string]*callState{}, temporary: req.Temporary}
	if err := o.joinConversation(ctx, r, req.ConversationID); err != nil {
		return nil, err
	}
	r.coll = o.loadCollection(ctx, req.CollectionID)
	r.touch(o.now())
	o.seedLedger(ctx, r)
	o.runs.put(r, o.now())
	rec := RunRecord{ID: r.id, Goal: goal, Intent: r.intent, Mode: string(mode), Planner: o.Planner.Name(), Status: "running", At: o.now()}
	if req.Observation != nil {
		rec.URL = req.Observation.URL
	}
	o.record("run", o.Recorder.RecordRun(ctx, rec))
	return r, nil
}

// applyResults records the extension's reports on the calls of the latest
// step. Every result is checked before any is applied, so a bad batch
// changes nothing.
func (o *Orchestrator) applyResults(ctx context.Context, r *run, results []ToolResult) error {
	for _, tr := range results {
		c, ok := r.calls[tr.CallID]
		switch {
		case !ok:
			return laika.Errorf(laika.CodeNotFound, "no call %q in run %s", tr.CallID, r.id)
		case !c.executable():
			return laika.Errorf(laika.CodeNotAllowed, "call %s was never allowed; its result is refused", tr.CallID)
		case c.tool.Runs == tools.Host:
			return laika.Errorf(laika.CodeNotAllowed, "call %s runs in the host; the extension cannot report it", tr.CallID)
		case c.status != "pending":
			return laika.Errorf(laika.CodeInvalidArguments, "call %s already has a result", tr.CallID)
		case tr.Status != "ok" && tr.Status != "error":
			return laika.Errorf(laika.CodeInvalidArguments, "tool result status must be ok or error, not %q", tr.Status)
		case tr.Status == "error" && tr.Error == "":
			return laika.Errorf(laika.CodeInvalidArguments, "an error result needs an error code")
		}
	}
	for _, tr := range results {
		c := r.calls[tr.CallID]
		c.status, c.errCode, c.errMsg = tr.Status, tr.Error, tr.Message
		if len(tr.Result) > 0 && string(tr.Result) != "null" {
			c.resultRaw = tr.Result
			o.rememberResult(ctx, r, c.Name, tr.Result)
		}
		if tr.Status == "ok" {
			r.errorStreak = 0
			if changesPage(c.tool) {
				r.needObserve = true
			}
		} else {
			r.errorStreak++
		}
		o.recordCall(ctx, r, c)
	}
	return nil
}

// expireCurrent closes calls of the previous step that never got an
// answer: asks never approved and executable calls never reported.
func (o *Orchestrator) expireCurrent(ctx context.Context, r *run) {
	for _, id := range r.current {
		c := r.calls[id]
		if c.status == "awaiting_approval" || c.status == "pending" {
			c.status = "expired"
			o.recordCall(ctx, r, c)
		}
	}
	r.current = nil
}

func (o *Orchestrator) recordCall(ctx context.Context, r *run, c *callState) {
	rec := CallRecord{ID: c.ID, RunID: r.id, Step: c.step, Name: c.Name, Arguments: c.Arguments, Decision: c.verdict.Decision,
		Reason: c.verdict.Reason, Approval: c.approval, Status: c.status, ErrorCode: c.errCode, ErrorMsg: c.errMsg, At: o.now()}
	if c.result != nil {
		rec.Result, _ = json.Marshal(c.result)
	} else if c.resultRaw != nil {
		rec.Result = c.resultRaw
	}
	o.record("tool_call", o.Recorder.RecordToolCall(ctx, rec))
}

// reobserve answers with the single allowed browser.observe_dom call the
// loop needs before the model may be asked again.
func (o *Orchestrator) reobserve(ctx context.Context, r *run) (PlanReply, error) {
	tc := laika.ToolCall{Name: "browser.observe_dom", Arguments: json.RawMessage(`{}`)}
	// Forced re-observes do not spend the step budget, but they count as
	// calls: a page that never reports a fresh observation ends the run as
	// a repeated call.
	st := policy.RunState{StepBudget: r.budget, RecentCalls: r.recent, ErrorStreak: r.errorStreak}
	if stop, reason := policy.CheckRun(policy.RunState{StepBudget: r.budget, RecentCalls: append(r.recent[:len(r.recent):len(r.recent)], policy.Canonical(tc)), ErrorStreak: r.errorStreak}); stop {
		return o.finish(ctx, r, reason, "Stopped: the page did not report a fresh observation.", nil), nil
	}
	c := o.newCall(r, tc, true)
	o.decide(ctx, r, c, st)
	r.recent = append(r.recent, policy.Canonical(tc))
	if c.verdict.Decision != laika.Allow {
		return o.finish(ctx, r, StopObserve, "Stopped: reading the page again was not allowed ("+c.verdict.Reason+").", nil), nil
	}
	r.seq++
	reply := PlanReply{RunID: r.id, ConversationID: r.conv, Step: r.step, Intent: r.intent, Planner: "host", SummaryFormat: "plain",
		Summary: "Reading the page again after the last action.", ToolCalls: []CallView{c.view()}}
	o.record("step", o.Recorder.RecordStep(ctx, StepRecord{RunID: r.id, Seq: r.seq, Kind: "observe", Planner: "host", Summary: reply.Summary, URL: obsURL(r.obs), At: o.now()}))
	o.recordCall(ctx, r, c)
	return reply, nil
}

func obsURL(o *laika.Observation) string {
	if o == nil {
		return ""
	}
	return o.URL
}

// newCall registers a call of the current step.
func (o *Orchestrator) newCall(r *run, tc laika.ToolCall, forced bool) *callState {
	// Call ids are unique across runs: the store keys tool calls by id.
	tc.ID = newCallID()
	if len(tc.Arguments) == 0 {
		tc.Arguments = json.RawMessage(`{}`)
	}
	t, _ := tools.Lookup(tc.Name)
	c := &callState{ToolCall: tc, step: r.step, tool: t, forced: forced}
	r.calls[tc.ID] = c
	r.order = append(r.order, tc.ID)
	r.current = append(r.current, tc.ID)
	return c
}

// decide puts c through the Policy Gate and sets its verdict, sanitized
// arguments, preview and status.
// st is the run state before this call: steps already taken and earlier
// calls.
func (o *Orchestrator) decide(ctx context.Context, r *run, c *callState, st policy.RunState) {
	res := policy.Decide(policy.Input{Call: c.ToolCall, Observation: r.obs, Run: st, Settings: r.settings, Goal: r.goal,
		UserTurns: o.userTurnsOf(ctx, r), Ledger: &r.ledger, UserURLs: r.userURLs, HostFetchURLs: o.hostFetchURLs(ctx, c)})
	c.verdict, c.preview = res.Verdict, res.Preview
	if res.Arguments != nil {
		c.Arguments = res.Arguments
	}
	o.protect(ctx, r, c)
	if c.Name == "artifact.share" && o.Tools != nil && res.Decision == laika.Ask {
		// The approval card shows the exact bytes that would leave.
		if p, err := o.Tools.Preview(ctx, c.Name, c.Arguments, maxPreviewBytes); err == nil {
			c.preview = p
		}
	}
	switch c.verdict.Decision {
	case laika.Allow:
		c.status = "pending"
	case laika.Ask:
		c.status = "awaiting_approval"
	default:
		c.status = "denied"
	}
}

func stopSummary(reason string) string {
	switch reason {
	case policy.ReasonStepBudget:
		return "Stopped: this run used its whole step budget. Here is where it got to; ask again to continue."
	case policy.ReasonRepeatedCall:
		return "Stopped: the same action was proposed again and again."
	case policy.ReasonErrorStreak:
		return "Stopped: several actions in a row failed."
	}
	return "Stopped."
}

// finish ends the run and builds the final reply.
func (o *Orchestrator) finish(ctx context.Context, r *run, reason, summary string, reply *PlanReply) PlanReply {
	if reply == nil {
		reply = &PlanReply{RunID: r.id, Step: r.step, Intent: r.intent, Planner: "host", Summary: summary, SummaryFormat: "plain", ToolCalls: []CallView{}}
		r.seq++
		o.record("step", o.Recorder.RecordStep(ctx, StepRecord{RunID: r.id, Seq: r.seq, Kind: "stop", Planner: "host", Summary: summary, Done: true, Stop: reason, At: o.now()}))
	}
	// The model may repeat a secret it proposed in its final words too.
	reply.Summary = r.scrub(reply.Summary)
	if reply.Assistant != nil {
		reply.Assistant.Markdown = r.scrub(reply.Assistant.Markdown)
	}
	reply.Done, reply.StopReason = true, reason
	reply.ConversationID = r.conv
	o.recordTurn(ctx, r, reply)
	r.done, r.stop, r.last = true, reason, *reply
	rec := RunRecord{ID: r.id, Goal: r.goal, Intent: r.intent, Mode: string(r.mode), URL: obsURL(r.obs), Planner: reply.Planner, Status: "done", StopReason: reason, At: o.now()}
	o.record("run", o.Recorder.RecordRun(ctx, rec))
	return *reply
}

// newCallID returns "call_" and 16 random hex digits.
func newCallID() string {
	var b [8]byte
	rand.Read(b[:])
	return "call_" + hex.EncodeToString(b[:])
}

// applyOriginRules merges the stored per-origin rules into the run's
// settings: both the stored lists and the request's come from the user, so
// they are unioned, and a blocked origin is never also an autodrive one. If
// the rules cannot be read the step fails closed: assist mode, where every
// action asks.
func (o *Orchestrator) applyOriginRules(ctx context.Context, r *run) {
	if o.OriginRules == nil {
		return
	}
	auto, blocked, err := o.OriginRules(ctx)
	if err != nil {
		o.Log.Warn("origin rules unavailable; this step runs in assist mode", "run", r.id, "err", err)
		r.settings.Mode = policy.Assist
		return
	}
	r.settings.BlockedOrigins = union(r.settings.BlockedOrigins, blocked)
	isBlocked := map[string]bool{}
	for _, b := range r.settings.BlockedOrigins {
		isBlocked[b] = true
	}
	var keep []string
	for _, a := range union(r.settings.AutodriveOrigins, auto) {
		if !isBlocked[a] {
			keep = append(keep, a)
		}
	}
	r.settings.AutodriveOrigins = keep
}

func union(a, b []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range append(append([]string{}, a...), b...) {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}
