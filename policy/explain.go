package policy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/laikabrowser/laika"
)

// ExplainRequest is the payload of policy.explain and the input file of
// `laika-host gate`: a dry run of the gate on one call. Only call is
// required; the settings and run state default to assist mode, no origin
// lists, and a fresh run.
type ExplainRequest struct {
	Call             laika.ToolCall     `json:"call"`
	Observation      *laika.Observation `json:"observation,omitempty"`
	Mode             Mode               `json:"mode,omitempty"`
	Goal             string             `json:"goal,omitempty"`
	AutodriveOrigins []string           `json:"autodriveOrigins,omitempty"`
	BlockedOrigins   []string           `json:"blockedOrigins,omitempty"`
	SearchEngine     string             `json:"searchEngine,omitempty"`
	Run              *RunState          `json:"run,omitempty"`
	// UserTurns are later user messages; UserURLs URLs the user gave in
	// person; Ledger untrusted text the run read before this page
	// (other pages, tab titles, tool results); HostFetchURLs what a
	// source.refresh would fetch.
	UserTurns     []string `json:"userTurns,omitempty"`
	UserURLs      []string `json:"userUrls,omitempty"`
	Ledger        []string `json:"ledger,omitempty"`
	HostFetchURLs []string `json:"hostFetchUrls,omitempty"`
}

// ExplainReply is the gate's answer, with the sanitized arguments the call
// would run with.
type ExplainReply struct {
	Decision  laika.Decision  `json:"decision"`
	Reason    string          `json:"reason"`
	Preview   string          `json:"preview"`
	Detail    string          `json:"detail"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

// DecodeExplain parses an ExplainRequest strictly: unknown keys anywhere
// (including inside the observation) are invalid_arguments, and so is
// anything after the object.
func DecodeExplain(b []byte) (ExplainRequest, error) {
	var req ExplainRequest
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return req, laika.Errorf(laika.CodeInvalidArguments, "explain request: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return req, laika.Errorf(laika.CodeInvalidArguments, "explain request: extra data after the JSON object")
	}
	return req, nil
}

// Explain runs Decide on req without executing anything. defaultBudget is
// the step budget when req.Run does not set one. It returns
// invalid_arguments when call.name is missing or mode is unknown; every
// verdict, deny included, is a successful reply.
func Explain(req ExplainRequest, defaultBudget int) (ExplainReply, error) {
	if strings.TrimSpace(req.Call.Name) == "" {
		return ExplainReply{}, laika.Errorf(laika.CodeInvalidArguments, "call.name is required")
	}
	switch req.Mode {
	case "":
		req.Mode = Assist
	case Assist, Autodrive:
	default:
		return ExplainReply{}, laika.Errorf(laika.CodeInvalidArguments, "mode must be %q or %q, not %q", Assist, Autodrive, req.Mode)
	}
	run := RunState{}
	if req.Run != nil {
		run = *req.Run
	}
	if run.StepBudget == 0 {
		run.StepBudget = defaultBudget
	}
	led := &Ledger{}
	for i, t := range req.Ledger {
		led.Add(fmt.Sprintf("ledger entry %d", i+1), t)
	}
	r := Decide(Input{
		Call:        req.Call,
		Observation: req.Observation,
		Run:         run,
		Settings: Settings{
			Mode:             req.Mode,
			AutodriveOrigins: req.AutodriveOrigins,
			BlockedOrigins:   req.BlockedOrigins,
			SearchEngine:     req.SearchEngine,
		},
		Goal:          req.Goal,
		UserTurns:     req.UserTurns,
		UserURLs:      req.UserURLs,
		HostFetchURLs: req.HostFetchURLs,
		Ledger:        led,
	})
	return ExplainReply{Decision: r.Decision, Reason: r.Reason, Preview: r.Preview, Detail: r.Detail, Arguments: r.Arguments}, nil
}
