package policy

import (
	"bytes"
	"encoding/json"

	"github.com/laikabrowser/laika"
)

// Run limits. A small local model that loops (re-clicking the same button,
// failing the same way) should stop with partial results, not burn steps.
const (
	DefaultStepBudget = 8 // steps per run when RunState.StepBudget is 0
	MaxIdenticalCalls = 3 // the same canonical call this many times in a row stops the run
	MaxErrorStreak    = 3 // consecutive failed tool results that stop the run
)

// RunState is what the orchestrator knows about the run so far.
type RunState struct {
	// Step is the number of steps already taken in this run (0 before the
	// first).
	Step int `json:"step"`
	// StepBudget is the run's step limit; 0 means DefaultStepBudget.
	StepBudget int `json:"stepBudget,omitempty"`
	// RecentCalls are Canonical(call) of previous calls, oldest first.
	RecentCalls []string `json:"recentCalls,omitempty"`
	// ErrorStreak counts consecutive tool results that were errors.
	ErrorStreak int `json:"errorStreak,omitempty"`
}

// CheckRun reports whether the run must stop before another call, with the
// reason code: step_budget_exhausted, error_streak or repeated_call (the
// last MaxIdenticalCalls calls were identical).
func CheckRun(r RunState) (stop bool, reason string) {
	budget := r.StepBudget
	if budget <= 0 {
		budget = DefaultStepBudget
	}
	switch {
	case r.Step >= budget:
		return true, ReasonStepBudget
	case r.ErrorStreak >= MaxErrorStreak:
		return true, ReasonErrorStreak
	case identicalTail(r.RecentCalls, MaxIdenticalCalls, ""):
		return true, ReasonRepeatedCall
	}
	return false, ""
}

// identicalTail reports whether the last n entries of calls are equal (to
// each other, and to want when want is not empty).
func identicalTail(calls []string, n int, want string) bool {
	if n <= 0 || len(calls) < n {
		return false
	}
	tail := calls[len(calls)-n:]
	if want == "" {
		want = tail[0]
	}
	for _, c := range tail {
		if c != want {
			return false
		}
	}
	return true
}

// Canonical is the comparison key of a call for repeat detection: the name,
// a space, and the arguments as JSON with sorted keys and no whitespace, so
// {"b":1,"a":2} and { "a":2, "b":1 } are the same call. URLs are compared
// sanitized, so a call recorded before or after Decide stripped its
// credentials has the same key. Arguments that do
// not parse are used verbatim (compacted when possible).
func Canonical(call laika.ToolCall) string {
	args := bytes.TrimSpace(call.Arguments)
	if len(args) == 0 {
		return call.Name + " {}"
	}
	dec := json.NewDecoder(bytes.NewReader(args))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err == nil {
		canonicalURLs(v)
		if b, err := json.Marshal(v); err == nil {
			return call.Name + " " + string(b)
		}
	}
	var buf bytes.Buffer
	if json.Compact(&buf, args) == nil {
		return call.Name + " " + buf.String()
	}
	return call.Name + " " + string(args)
}

// canonicalURLs sanitizes "url" values (top level and in "sources") in
// place; invalid URLs stay as they are.
func canonicalURLs(v any) {
	m, ok := v.(map[string]any)
	if !ok {
		return
	}
	if u, ok := m["url"].(string); ok {
		if s, err := SanitizeURL(u); err == nil {
			m["url"] = s
		}
	}
	if srcs, ok := m["sources"].([]any); ok {
		for _, x := range srcs {
			canonicalURLs(x)
		}
	}
}
