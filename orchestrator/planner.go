package orchestrator

import (
	"context"
	"encoding/json"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/policy"
)

// Planner proposes the next step of a run. Its output is only a proposal:
// the orchestrator keeps one call and the Policy Gate decides.
type Planner interface {
	// Name is "builtin" or the model backend's name.
	Name() string
	// Plan returns the next step. Model planners return the model's error
	// codes (model_unavailable, model_output_invalid, ...).
	Plan(ctx context.Context, in PlanInput) (Proposal, error)
}

// PlanInput is what a planner sees.
type PlanInput struct {
	RunID       string
	Goal        string
	Intent      Intent
	Mode        policy.Mode
	Step        int // the step being planned, 1-based
	Observation *laika.Observation
	Tabs        []Tab
	History     []Entry
	// Notes are what planners noted at earlier steps of this run (the
	// compiled program, search results, pages read).
	Notes []Note
	// Conversation is the earlier turns of the conversation this run
	// continues, oldest first; empty for a first turn.
	Conversation []Turn
	// Collection is the research collection the user has open, with its
	// captured sources; nil when none.
	Collection *Collection
}

// Turn is one finished exchange of a conversation: the user's goal and the
// answer the run ended with.
type Turn struct {
	RunID     string           `json:"runId,omitempty"`
	Goal      string           `json:"goal"`
	Answer    string           `json:"answer"` // Markdown
	Citations []laika.Citation `json:"citations,omitempty"`
	URL       string           `json:"url,omitempty"` // the page the turn ended on
	Title     string           `json:"title,omitempty"`
	Stop      string           `json:"stopReason,omitempty"`
}

// Entry is one earlier call of the run and what became of it.
type Entry struct {
	Step      int             `json:"step"`
	CallID    string          `json:"callId"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
	Decision  laika.Decision  `json:"decision"`
	Reason    string          `json:"reason"`
	// Status: awaiting_approval, pending, ok, error, denied, expired
	// (never approved or never reported).
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
	// Summary is the one-line result of a host-run call.
	Summary string `json:"summary,omitempty"`
	// Preview is the gate's plain-words description of the call.
	Preview string `json:"preview,omitempty"`
	// Forced marks the host's own re-observe calls.
	Forced bool `json:"forced,omitempty"`
}

// Proposal is a planner's answer for one step.
type Proposal struct {
	// Summary is a short plain-text note for the UI.
	Summary   string
	Markdown  string
	Citations []laika.Citation
	// Calls are the proposed calls, in order; only the first is kept.
	Calls []laika.ToolCall
	// Unknown are calls to tools the registry does not know.
	Unknown []laika.ToolCall
	// Next names the message the UI should send next ("summary.start").
	Next string
	// FinishOnSuccess ends the run when the kept call is a host-run tool
	// that succeeds: its result is the answer (calculate, save).
	FinishOnSuccess bool
	// Stop, for a proposal without calls, is the run's stop reason when it
	// is not "answered" (no_answer_on_page, needs_model, ...).
	Stop string
	// Notes are kept with the run for later steps (PlanInput.Notes).
	Notes []Note
}
