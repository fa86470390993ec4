package orchestrator

import (
	"context"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/config"
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
	// NumCtx is the model's context window in tokens (config NumCtx); it
	// sizes the run history in the prompt. 0 means config.DefaultNumCtx.
	NumCtx int
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
	max := m.MaxHistory
	if max <= 0 {
		max = 12
	}
	args := map[string]any{"mode": string(in.Mode), "step": in.Step, "intent": string(in.Intent)}
	for k, v := range compactHistory(in.History, max, m.historyBudget()) {
		args[k] = v
	}
	if len(in.Tabs) > 0 {
		args["tabs"] = tabsForModel(in.Tabs)
	}
	req := llmcp.NewRequest(in.Goal, in.Observation, llmcp.BuildOptions{ConversationID: in.RunID, Turn: in.Step, Task: "agent.plan", TaskArgs: args})
	// What earlier steps read and what earlier turns answered came from
	// the web: they go in as untrusted documents, like the page.
	if d, ok := readDocument(in.Notes, m.historyBudget()); ok {
		req.Context.Documents = append(req.Context.Documents, d)
	}
	if d, ok := conversationDocument(in.Conversation, m.historyBudget()); ok {
		req.Context.Documents = append(req.Context.Documents, d)
	}
	if d, ok := collectionDocument(in.Collection, m.historyBudget()); ok {
		req.Context.Documents = append(req.Context.Documents, d)
	}
	maxTok := m.MaxTokens
	if maxTok <= 0 {
		maxTok = 2048
	}
	chat := laika.ChatRequest{RunID: in.RunID, Purpose: "plan", Messages: req.Messages(SystemPrompt()), Format: tools.FormatSchema(), MaxTokens: maxTok, Tools: nativeTools()}
	res, err := llmcp.Generate(ctx, m.Model, chat, llmcp.GenerateOptions{Options: llmcp.Options{Format: llmcp.FormatJSON, Validate: tools.Validate, Coerce: coerceNumbers}})
	if err != nil {
		return Proposal{}, err
	}
	resp := res.Response
	return Proposal{Markdown: resp.Markdown, Citations: resp.Citations, Calls: resp.ToolCalls, Unknown: resp.UnknownTools}, nil
}

// historyBudget is the characters of run history, notes and earlier turns
// the prompt may carry: a quarter of the context window (at ~4 characters
// a token), so a small model keeps room for the page.
func (m ModelPlanner) historyBudget() int {
	n := m.NumCtx
	if n <= 0 {
		n = config.DefaultNumCtx
	}
	return max(n, 2048)
}
