// Package policy is the Policy Gate: a pure, deterministic function from a
// proposed tool call, the latest observation, the run state and the user's
// settings to allow, ask or deny with a stable reason code.
//
// The model's output is a proposal. Page content is untrusted, so the gate
// assumes the model may have been talked into anything by the page it just
// read: it checks handles against the observation, URLs against schemes and
// origins, typed text against sensitive fields, queries against personal
// data, and every URL, query or typed text against where it came from (the
// user's goal or the page). Reason codes are listed in docs/protocol.md;
// append only, never rename.
package policy

import (
	"encoding/json"

	"github.com/laikabrowser/laika"
)

// Mode is how much the user lets the agent do without asking.
type Mode string

const (
	// Assist asks before every action that changes the page, navigates or
	// sends a query out. It is the default, and any unknown mode means it.
	Assist Mode = "assist"
	// Autodrive lets low-risk actions on origins the user allowed run
	// without asking. Money, data egress, sensitive fields, personal data and
	// page-sourced values still ask or deny.
	Autodrive Mode = "autodrive"
)

// Settings are the user's policy settings.
type Settings struct {
	Mode Mode `json:"mode"`
	// AutodriveOrigins are origins where autodrive may act without asking:
	// "https://docs.example.com" (exact origin), "docs.example.com" (that
	// host) or "*.example.com" (host and subdomains).
	AutodriveOrigins []string `json:"autodriveOrigins,omitempty"`
	// BlockedOrigins deny everything but browser.observe_dom, on the page
	// and as a target. A bare host here also covers its subdomains.
	BlockedOrigins []string `json:"blockedOrigins,omitempty"`
	// SearchEngine is the engine `search` uses when the call names none
	// (a key of SearchEngines); it decides which origin autodrive checks.
	SearchEngine string `json:"searchEngine,omitempty"`
}

// SearchEngines maps the engine names `search` accepts to the origin the
// query is sent to. An engine not listed here always asks in autodrive.
var SearchEngines = map[string]string{
	"duckduckgo": "https://duckduckgo.com",
	"google":     "https://www.google.com",
	"bing":       "https://www.bing.com",
	"brave":      "https://search.brave.com",
	"kagi":       "https://kagi.com",
	"startpage":  "https://www.startpage.com",
	"ecosia":     "https://www.ecosia.org",
}

// DefaultSearchEngine is used when neither the call nor the settings name
// an engine.
const DefaultSearchEngine = "duckduckgo"

// Input is everything Decide looks at.
type Input struct {
	Call        laika.ToolCall
	Observation *laika.Observation // latest observation of the target tab; nil if none
	Run         RunState
	Settings    Settings
	Goal        string // the user's own words for this run
	// UserTurns are the user's later messages in the same run or
	// conversation: their own words too.
	UserTurns []string
	// Ledger is everything the run has read that the user did not write
	// (every observation of every page, tabs, fetched sources, tool
	// results). Nil means only the observation above.
	Ledger *Ledger
	// UserURLs are URLs the user gave in person: selected in the panel, part
	// of a collect action they started, or typed into a host-run tool's
	// form. A host fetch of only these runs without asking.
	UserURLs []string
	// HostFetchURLs are URLs the call makes the host fetch that are not in
	// its arguments (source.refresh: the stored source's URL), resolved by
	// the orchestrator so the preview can name them.
	HostFetchURLs []string
}

// Result is the gate's verdict on one call.
type Result struct {
	laika.Verdict
	// Arguments are the arguments to execute: the call's own, with URLs
	// sanitized (credentials stripped). Nil when the call is denied before
	// its arguments could be read (unsupported_tool, invalid_arguments).
	Arguments json.RawMessage `json:"arguments,omitempty"`
	// Preview says in plain words what the call will do and exactly what
	// leaves the machine; the approval card shows it.
	Preview string `json:"preview"`
	// Detail says in plain words why the gate decided this; the options page
	// shows it under "why was this blocked".
	Detail string `json:"detail"`
}

// Reason codes. Stable lower_snake_case, documented in docs/protocol.md.
const (
	// allow
	ReasonReadOnly        = "read_only"
	ReasonLocalOnly       = "local_only"
	ReasonAutodriveOrigin = "autodrive_allowed_origin"
	// ask
	ReasonAssist              = "assist_requires_approval"
	ReasonOriginNotAllowed    = "origin_not_allowed"
	ReasonSensitiveQuery      = "sensitive_query"
	ReasonSensitiveURL        = "sensitive_url"
	ReasonCommits             = "commits_money_or_data"
	ReasonEgress              = "egress_requires_approval"
	ReasonUntrustedProvenance = "untrusted_provenance"
	ReasonNotUserWords        = "not_user_words"
	ReasonFormSubmission      = "form_submission"
	ReasonEffectUnknown       = "effect_not_navigation"
	ReasonSensitiveText       = "sensitive_text"
	ReasonHostFetch           = "host_fetch_requires_approval"
	// deny
	ReasonUnsupportedTool  = laika.CodeUnsupportedTool
	ReasonInvalidArguments = laika.CodeInvalidArguments
	ReasonStaleHandle      = laika.CodeStaleHandle
	ReasonInvalidURL       = laika.CodeInvalidURL
	ReasonSensitiveField   = laika.CodeSensitiveField
	ReasonBlockedOrigin    = "blocked_origin"
	ReasonStepBudget       = "step_budget_exhausted"
	ReasonRepeatedCall     = "repeated_call"
	ReasonErrorStreak      = "error_streak"
)

// Reasons lists every reason code with the decision it comes with, in the
// order docs/protocol.md documents them.
var Reasons = []laika.Verdict{
	{Decision: laika.Allow, Reason: ReasonReadOnly},
	{Decision: laika.Allow, Reason: ReasonLocalOnly},
	{Decision: laika.Allow, Reason: ReasonAutodriveOrigin},
	{Decision: laika.Ask, Reason: ReasonAssist},
	{Decision: laika.Ask, Reason: ReasonOriginNotAllowed},
	{Decision: laika.Ask, Reason: ReasonSensitiveQuery},
	{Decision: laika.Ask, Reason: ReasonSensitiveURL},
	{Decision: laika.Ask, Reason: ReasonCommits},
	{Decision: laika.Ask, Reason: ReasonEgress},
	{Decision: laika.Ask, Reason: ReasonUntrustedProvenance},
	{Decision: laika.Ask, Reason: ReasonNotUserWords},
	{Decision: laika.Ask, Reason: ReasonFormSubmission},
	{Decision: laika.Ask, Reason: ReasonEffectUnknown},
	{Decision: laika.Ask, Reason: ReasonSensitiveText},
	{Decision: laika.Ask, Reason: ReasonHostFetch},
	{Decision: laika.Deny, Reason: ReasonUnsupportedTool},
	{Decision: laika.Deny, Reason: ReasonInvalidArguments},
	{Decision: laika.Deny, Reason: ReasonStaleHandle},
	{Decision: laika.Deny, Reason: ReasonInvalidURL},
	{Decision: laika.Deny, Reason: ReasonSensitiveField},
	{Decision: laika.Deny, Reason: ReasonBlockedOrigin},
	{Decision: laika.Deny, Reason: ReasonStepBudget},
	{Decision: laika.Deny, Reason: ReasonRepeatedCall},
	{Decision: laika.Deny, Reason: ReasonErrorStreak},
}
