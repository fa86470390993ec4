package laika

import "encoding/json"

// ToolCall is a typed tool call the model proposes. It is only a proposal:
// the Policy Gate decides, trusted code executes.
type ToolCall struct {
	ID        string          `json:"id,omitempty"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

// Decision is the Policy Gate's verdict on one tool call.
type Decision string

const (
	Allow Decision = "allow"
	Ask   Decision = "ask"
	Deny  Decision = "deny"
)

// Verdict is a decision with a stable lower_snake_case reason code.
type Verdict struct {
	Decision Decision `json:"decision"`
	Reason   string   `json:"reason"`
}

// Citation ties a claim to a quote from a source document.
type Citation struct {
	DocID    string   `json:"doc_id,omitempty"`
	SourceID string   `json:"source_id,omitempty"`
	URL      string   `json:"url,omitempty"`
	Quote    string   `json:"quote"`
	Locator  *Locator `json:"locator,omitempty"`
}

// Locator is a best-effort hint for jumping to the evidence in a source.
type Locator struct {
	Type  string `json:"type"` // "text_fragment" or "section_heading"
	Value string `json:"value"`
}
