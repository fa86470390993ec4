package llmcp_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/laikabrowser/laika/internal/ollamatest"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/llm"
	"github.com/laikabrowser/laika/llmcp"
	"github.com/laikabrowser/laika/prompts"
)

// responseSchema pins the LLMCP response to one short shape so the tiny
// story model, which follows no instructions but obeys format grammars,
// produces a complete reply within a few dozen tokens.
var responseSchema = json.RawMessage(`{"type":"object","properties":{
 "assistant":{"type":"object","properties":{"markdown":{"type":"string","enum":["The page is about a dog."]}},"required":["markdown"]},
 "tool_calls":{"type":"array","maxItems":1,"items":{"type":"object","properties":{"name":{"type":"string","enum":["browser.back"]},"arguments":{"type":"object","properties":{}}},"required":["name","arguments"]}}},
 "required":["assistant","tool_calls"]}`)

// TestGenerateAgainstRealOllama runs the whole model path the planner uses
// (packet, prompt, real Ollama with a format schema, parser) on the tiny
// real model.
func TestGenerateAgainstRealOllama(t *testing.T) {
	url, model := ollamatest.Start(t)
	zero := 0.0
	m, err := llm.NewOllama(url, model, llm.Settings{NumCtx: 2048, Temperature: &zero})
	if err != nil {
		t.Fatal(err)
	}
	sys, _ := prompts.Get(prompts.Plan)
	req := llmcp.NewRequest("go back", &laika.Observation{URL: "https://example.com", Title: "Dogs", Text: "A dog ran."}, llmcp.BuildOptions{})
	chat := laika.ChatRequest{RunID: "run-ollama", Purpose: "plan", Messages: req.Messages(sys), Format: responseSchema, MaxTokens: 120}
	res, err := llmcp.Generate(context.Background(), m, chat, llmcp.GenerateOptions{Prompts: []string{prompts.Plan}, Options: llmcp.Options{Validate: func(name string, args json.RawMessage) error {
		if name != "browser.back" || string(args) != "{}" {
			return laika.Errorf(laika.CodeInvalidArguments, "unexpected %s %s", name, args)
		}
		return nil
	}}})
	if err != nil {
		t.Fatalf("Generate: %v (raw %q)", err, res.Raw)
	}
	if res.Response.Shape != llmcp.ShapeLLMCP || res.Response.Markdown != "The page is about a dog." || res.Response.Fallback {
		t.Fatalf("response %+v from %q", res.Response, res.Raw)
	}
	t.Logf("raw: %s; %d tool calls; %d output tokens", res.Raw[0], len(res.Response.ToolCalls), res.Last.OutputTokens)
}
