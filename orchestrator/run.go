package orchestrator

import (
	"encoding/json"
	"sync"
	"sync/atomic"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/policy"
	"github.com/laikabrowser/laika/tools"
)

// run is one agent run's state. mu serialises plan and approval on the run.
type run struct {
	mu sync.Mutex

	id       string
	goal     string
	intent   Intent
	mode     policy.Mode
	settings policy.Settings
	budget   int

	step        int // plan steps taken (forced re-observes do not count)
	seq         int // steps recorded, including forced re-observes
	recent      []string
	errorStreak int

	obs         *laika.Observation // latest accepted observation
	ledger      policy.Ledger      // everything untrusted the run has read (ledger.go)
	userURLs    []string           // URLs the user gave in person (tool.run, a collect action)
	userTurns   []string           // the user's later words in this run
	secrets     []string           // values masked at rest (secrets.go)
	needObserve bool               // an action ran; wait for a newer observation

	calls   map[string]*callState
	order   []string // call ids, oldest first
	current []string // call ids of the latest step

	// conv is the conversation the run is a turn of; turns are its
	// earlier turns; notes are what the planner noted at earlier steps.
	conv  string
	turns []Turn
	notes []Note
	// coll is the research collection the run may use (collection.go).
	coll *Collection

	finishOn string  // call id whose success ends the run
	planner  Planner // overrides the orchestrator's planner (tool.run)
	single   bool    // a tool.run run: one call, then done
	done     bool
	stop     string
	last     PlanReply    // the final reply, repeated if asked again
	touched  atomic.Int64 // unix nanoseconds; read by the table without mu
	used     atomic.Int64 // use order, for least-recently-used eviction

	// temporary: the sidecar's temporary mode; its model calls keep no
	// text in logs or the store (runContext).
	temporary bool
}

// callState is one call the host handed out.
type callState struct {
	laika.ToolCall
	step      int
	tool      tools.Tool
	verdict   laika.Verdict
	preview   string
	approval  string // "", "approved", "denied"
	status    string
	errCode   string
	errMsg    string
	result    any
	summary   string
	forced    bool
	resultRaw json.RawMessage
	clear     json.RawMessage // the unmasked arguments of a secret call; memory only (secrets.go)
}

func (c *callState) executable() bool {
	return c.verdict.Decision == laika.Allow || (c.verdict.Decision == laika.Ask && c.approval == "approved")
}

func (c *callState) view() CallView {
	args := c.Arguments
	if c.clear != nil && c.executable() {
		args = c.clear // the extension needs the text to type it; nothing stores a view
	}
	v := CallView{ID: c.ID, Name: c.Name, Arguments: args, Decision: c.verdict.Decision, Reason: c.verdict.Reason,
		Executable: c.executable(), Runs: string(c.tool.Runs), Preview: c.preview, Status: c.status, Error: c.errCode, Result: c.result}
	if c.approval == "denied" {
		v.Reason = "user_denied"
	}
	return v
}

func (c *callState) entry() Entry {
	e := Entry{Step: c.step, CallID: c.ID, Name: c.Name, Arguments: c.Arguments, Decision: c.verdict.Decision,
		Reason: c.verdict.Reason, Status: c.status, Error: c.errCode, Summary: c.summary, Preview: c.preview, Forced: c.forced}
	if c.approval == "denied" {
		e.Reason = "user_denied"
	}
	return e
}

func (r *run) history() []Entry {
	out := make([]Entry, 0, len(r.order))
	for _, id := range r.order {
		out = append(out, r.calls[id].entry())
	}
	return out
}

func (r *run) state() policy.RunState {
	return policy.RunState{Step: r.step, StepBudget: r.budget, RecentCalls: r.recent, ErrorStreak: r.errorStreak}
}

// newer reports whether b was observed after a: another document, a later
// navigation generation, or a later capture time.
func newer(b, a *laika.Observation) bool {
	if a == nil {
		return true
	}
	if b.DocumentID != a.DocumentID {
		return true
	}
	if b.NavigationGeneration != a.NavigationGeneration {
		return b.NavigationGeneration > a.NavigationGeneration
	}
	return b.ObservedAtMs > a.ObservedAtMs
}

// changesPage reports whether an executed call makes the last observation
// stale: navigation and DOM actions.
func changesPage(t tools.Tool) bool {
	return t.Category == tools.Navigate || t.Category == tools.DOMAction
}

// runTable is the bounded set of live runs.
type runTable struct {
	mu   sync.Mutex
	runs map[string]*run
	max  int
	ttl  time.Duration
}

func (t *runTable) get(id string) *run {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.runs[id]
}

// put adds r, evicting expired runs and then the least recently touched
// ones to stay within max.
func (t *runTable) put(r *run, now time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for id, x := range t.runs {
		if now.Sub(x.touchedAt()) > t.ttl {
			delete(t.runs, id)
		}
	}
	for len(t.runs) >= t.max {
		var oldest string
		var at int64
		for id, x := range t.runs {
			if u := x.used.Load(); oldest == "" || u < at {
				oldest, at = id, u
			}
		}
		delete(t.runs, oldest)
	}
	t.runs[r.id] = r
}

func (r *run) touchedAt() time.Time { return time.Unix(0, r.touched.Load()) }

// useClock orders run uses for eviction; wall time can tie.
var useClock atomic.Int64

func (r *run) touch(now time.Time) {
	r.touched.Store(now.UnixNano())
	r.used.Store(useClock.Add(1))
}
