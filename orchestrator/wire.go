package orchestrator

import (
	"encoding/json"

	"github.com/laikabrowser/laika"
)

// PlanRequest is the `plan` payload.
type PlanRequest struct {
	// RunID continues a run; empty starts a new one.
	RunID string `json:"runId,omitempty"`
	// Goal is the user's request in their own words (required for a new
	// run; ignored when continuing).
	Goal string `json:"goal"`
	// Mode is "assist" (default) or "autodrive".
	Mode        string             `json:"mode,omitempty"`
	Observation *laika.Observation `json:"observation,omitempty"`
	Tabs        []Tab              `json:"tabs,omitempty"`
	ToolResults []ToolResult       `json:"toolResults,omitempty"`
	// Settings are the user's policy settings (autodrive and blocked
	// origins, search engine); optional.
	Settings *Settings `json:"settings,omitempty"`
	// UserURLs are URLs the user gave in person for this request: picked in
	// the panel, or part of a collect action they started. Host fetches
	// (source.capture, collection.add_sources, source.refresh) of only these
	// URLs run without asking. The extension sets it only from the user's own
	// UI actions, never from page or model text.
	UserURLs []string `json:"userUrls,omitempty"`
	// ConversationID makes a new run a follow-up turn of that
	// conversation (its earlier goals and answers are in the planner's
	// context); empty starts a new conversation. Ignored when continuing.
	ConversationID string `json:"conversationId,omitempty"`
	// Temporary is the sidecar's temporary mode (new runs only): the run's
	// model calls leave nothing in llm.jsonl or the store's model runs.
	// The sidecar deletes the run's records with history.delete when it
	// ends; the audit trail keeps its entries.
	Temporary bool `json:"temporary,omitempty"`
	// CollectionID is the research collection the user has open in the
	// panel: its captured sources are context for this run (questions
	// answered from them, "compare these sources"). Ignored when
	// continuing; an unknown or empty collection is left out.
	CollectionID string `json:"collectionId,omitempty"`
}

// Settings are the policy settings the extension keeps for the user.
type Settings struct {
	AutodriveOrigins []string `json:"autodriveOrigins,omitempty"`
	BlockedOrigins   []string `json:"blockedOrigins,omitempty"`
	SearchEngine     string   `json:"searchEngine,omitempty"`
}

// Tab is one open tab, for planning context only. The model sees the title
// and origin, never the full URL.
type Tab struct {
	ID     int    `json:"id,omitempty"`
	Title  string `json:"title,omitempty"`
	URL    string `json:"url,omitempty"`
	Active bool   `json:"active,omitempty"`
}

// ToolResult reports one executed call back to the host.
type ToolResult struct {
	CallID string `json:"callId"`
	// Status is "ok" or "error".
	Status string `json:"status"`
	// Error is a stable code (stale_handle, navigate_failed, ...).
	Error   string          `json:"error,omitempty"`
	Message string          `json:"message,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
}

// Assistant is the answer text for the chat log.
type Assistant struct {
	Markdown  string           `json:"markdown"`
	Citations []laika.Citation `json:"citations"`
}

// CallView is one tool call as the extension sees it.
type CallView struct {
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
	Decision  laika.Decision  `json:"decision"`
	Reason    string          `json:"reason"`
	// Executable is true only for an allowed call or an approved ask.
	Executable bool `json:"executable"`
	// Runs is where the call executes: "content", "background" or "host".
	Runs string `json:"runs,omitempty"`
	// Preview says what the call will do and exactly what leaves; shown on
	// the approval card.
	Preview string `json:"preview,omitempty"`
	// Status: "awaiting_approval", "pending" (the extension runs it),
	// "ok"/"error" (host-run calls, already executed), "denied".
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
	// Result is the data of a host-run call.
	Result any `json:"result,omitempty"`
}

// Dropped is a proposed call the host did not keep.
type Dropped struct {
	Name   string `json:"name"`
	Reason string `json:"reason"` // one_call_per_step, unsupported_tool
}

// PlanReply is the `plan` reply.
type PlanReply struct {
	RunID string `json:"runId"`
	// ConversationID is the conversation the run belongs to: send it with
	// the next goal to continue the conversation.
	ConversationID string     `json:"conversationId,omitempty"`
	Step           int        `json:"step"`
	Intent         Intent     `json:"intent"`
	Planner        string     `json:"planner"`
	Summary        string     `json:"summary"`
	SummaryFormat  string     `json:"summaryFormat"`
	Assistant      *Assistant `json:"assistant,omitempty"`
	ToolCalls      []CallView `json:"tool_calls"`
	Dropped        []Dropped  `json:"dropped,omitempty"`
	// Next names a message the UI should send next: "summary.start".
	Next       string `json:"next,omitempty"`
	Done       bool   `json:"done"`
	StopReason string `json:"stopReason,omitempty"`
}

// ApprovalRequest is the `approval` payload.
type ApprovalRequest struct {
	RunID    string `json:"runId"`
	CallID   string `json:"callId"`
	Decision string `json:"decision"` // "approve" or "deny"
}

// ApprovalReply is the `approval` reply.
type ApprovalReply struct {
	RunID      string   `json:"runId"`
	CallID     string   `json:"callId"`
	Decision   string   `json:"decision"`
	ToolCall   CallView `json:"tool_call"`
	Summary    string   `json:"summary,omitempty"`
	Done       bool     `json:"done"`
	StopReason string   `json:"stopReason,omitempty"`
}

// Stop reasons besides the policy run limits.
const (
	StopAnswered = "answered" // the planner answered without a call
	StopNoPage   = "no_page"  // nothing to act on
	StopObserve  = "observe_denied"
)
