package orchestrator

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/llmcp"
	"github.com/laikabrowser/laika/prompts"
	"github.com/laikabrowser/laika/tools"
)

// ModelPlanner plans with a chat model through LLMCP: the observation goes
// in as untrusted context documents, the reply is parsed by the tolerant
// llmcp parser with the tool registry as validator, and llmcp makes the
// repair retries.
type ModelPlanner struct {
	Model laika.Model
	// MaxTokens bounds the model's reply; 2048 when zero.
	MaxTokens int
	// MaxHistory is how many earlier calls the model sees; 12 when zero.
	MaxHistory int
}

// Name implements Planner.
func (m ModelPlanner) Name() string {
	if m.Model == nil {
		return laika.BuiltinName
	}
	return m.Model.Name()
}

// SystemPrompt is the planner's system prompt with the tool list filled in.
func SystemPrompt() string {
	text, _ := prompts.Get(prompts.Plan)
	return strings.Replace(text, prompts.ToolsPlaceholder, tools.PromptList(), 1)
}

// Plan implements Planner. Errors are the model's (model_unavailable,
// model_not_found, model_stream_incomplete, ...) and model_output_invalid
// when the reply is still invalid after the repair retries.
func (m ModelPlanner) Plan(ctx context.Context, in PlanInput) (Proposal, error) {
	if laika.IsBuiltin(m.Model) {
		return Proposal{}, laika.Errorf(laika.CodeModelUnavailable, "no model configured")
	}
	hist := in.History
	max := m.MaxHistory
	if max <= 0 {
		max = 12
	}
	if len(hist) > max {
		hist = hist[len(hist)-max:]
	}
	args := map[string]any{"mode": string(in.Mode), "step": in.Step, "intent": string(in.Intent), "history": historyForModel(hist)}
	if len(in.Tabs) > 0 {
		args["tabs"] = tabsForModel(in.Tabs)
	}
	req := llmcp.NewRequest(in.Goal, in.Observation, llmcp.BuildOptions{ConversationID: in.RunID, Turn: in.Step, Task: "agent.plan", TaskArgs: args})
	maxTok := m.MaxTokens
	if maxTok <= 0 {
		maxTok = 2048
	}
	chat := laika.ChatRequest{RunID: in.RunID, Purpose: "plan", Messages: req.Messages(SystemPrompt()), Format: tools.FormatSchema(), MaxTokens: maxTok}
	res, err := llmcp.Generate(ctx, m.Model, chat, llmcp.GenerateOptions{Options: llmcp.Options{Format: llmcp.FormatJSON, Validate: tools.Validate}})
	if err != nil {
		return Proposal{}, err
	}
	resp := res.Response
	return Proposal{Markdown: resp.Markdown, Citations: resp.Citations, Calls: resp.ToolCalls, Unknown: resp.UnknownTools}, nil
}

// historyForModel is what the model learns about earlier calls: name,
// arguments, decision and outcome codes. Tool result payloads stay out:
// they may carry page text, which belongs in the observation documents.
func historyForModel(h []Entry) json.RawMessage {
	type e struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
		Decision  string          `json:"decision"`
		Reason    string          `json:"reason"`
		Status    string          `json:"status"`
		Error     string          `json:"error,omitempty"`
		Result    string          `json:"result,omitempty"`
	}
	out := make([]e, 0, len(h))
	for _, x := range h {
		out = append(out, e{x.Name, x.Arguments, string(x.Decision), x.Reason, x.Status, x.Error, x.Summary})
	}
	b, _ := json.Marshal(out)
	return b
}
