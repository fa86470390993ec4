package llmcp_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/llm"
	"github.com/laikabrowser/laika/llmcp"
	"github.com/laikabrowser/laika/prompts"
)

// replay writes outputs as a replay file and opens it with a full-text
// llm.jsonl so the test can read back what the model was sent.
func replay(t *testing.T, lines ...string) (*llm.Replay, string) {
	t.Helper()
	dir := t.TempDir()
	p := filepath.Join(dir, "outputs.jsonl")
	var b strings.Builder
	for _, l := range lines {
		j, _ := json.Marshal(map[string]string{"output": l})
		b.Write(append(j, '\n'))
	}
	os.WriteFile(p, []byte(b.String()), 0o600)
	logPath := filepath.Join(dir, "llm.jsonl")
	r, err := llm.OpenReplay(p, llm.NewLogger(logPath, true))
	if err != nil {
		t.Fatal(err)
	}
	return r, logPath
}

const pageSecret = "UNTRUSTED PAGE TEXT 12345"

func planRequest() laika.ChatRequest {
	sys, _ := prompts.Get(prompts.Plan)
	req := llmcp.NewRequest("find the price", &laika.Observation{URL: "https://shop.example", Title: "Shop", Text: pageSecret}, llmcp.BuildOptions{})
	return laika.ChatRequest{RunID: "run-1", Purpose: "plan", Messages: req.Messages(sys), MaxTokens: 256}
}

func noUnknownKeys(name string, args json.RawMessage) error {
	if name != "search" {
		return laika.Errorf(laika.CodeUnsupportedTool, "unknown tool %s", name)
	}
	var m map[string]any
	json.Unmarshal(args, &m)
	for k := range m {
		if k != "query" {
			return laika.Errorf(laika.CodeInvalidArguments, "unknown argument %s", k)
		}
	}
	return nil
}

func TestGenerateRepairsOnce(t *testing.T) {
	bad := `{"assistant":{"markdown":"Searching"},"tool_calls":[{"name":"search","arguments":{"query":"price","force":true}}]}`
	good := `{"assistant":{"markdown":"Searching"},"tool_calls":[{"name":"search","arguments":{"query":"price"}}]}`
	m, logPath := replay(t, bad, good)
	var streamed strings.Builder
	res, err := llmcp.Generate(context.Background(), m, planRequest(), llmcp.GenerateOptions{
		Options: llmcp.Options{Validate: noUnknownKeys},
		OnChunk: func(c laika.Chunk) error { streamed.WriteString(c.Delta); return nil },
		Prompts: []string{prompts.Plan},
	})
	if err != nil {
		t.Fatalf("Generate: %v", err)
	}
	if len(res.Raw) != 2 || res.Raw[0] != bad || len(res.Response.ToolCalls) != 1 || len(res.Problems) != 1 {
		t.Fatalf("result %+v", res)
	}
	if _, sum := prompts.Get(prompts.Plan); res.PromptDigests[prompts.Plan] != sum {
		t.Errorf("plan prompt digest not recorded: %v", res.PromptDigests)
	}
	if _, sum := prompts.Get(prompts.Repair); res.PromptDigests[prompts.Repair] != sum {
		t.Errorf("repair prompt digest not recorded: %v", res.PromptDigests)
	}
	if streamed.String() != bad {
		t.Errorf("OnChunk saw %q, want only the first attempt", streamed.String())
	}
	// The repair call shows the model its own output and the problems only.
	b, _ := os.ReadFile(logPath)
	var repairMsgs []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var ev map[string]any
		json.Unmarshal([]byte(line), &ev)
		if ev["event"] == "llm_request" && ev["purpose"] == "repair" {
			for _, x := range ev["messages"].([]any) {
				repairMsgs = append(repairMsgs, x.(map[string]any))
			}
		}
	}
	if len(repairMsgs) != 2 {
		t.Fatalf("want one repair request with 2 messages, log:\n%s", b)
	}
	user := repairMsgs[1]["content"].(string)
	if !strings.Contains(user, bad) || !strings.Contains(user, "unknown argument force") || strings.Contains(user, pageSecret) || strings.Contains(user, "find the price") {
		t.Errorf("repair message must hold only the output and problems:\n%s", user)
	}
}

func TestGenerateGivesUpAfterTwoRepairs(t *testing.T) {
	m, _ := replay(t, `{"assistant":42}`, `{"assistant":"still wrong"}`, `{"tool_calls":{}}`, `{"assistant":{"markdown":"too late"}}`)
	res, err := llmcp.Generate(context.Background(), m, planRequest(), llmcp.GenerateOptions{})
	if laika.ErrorCode(err) != laika.CodeModelOutputInvalid {
		t.Fatalf("want model_output_invalid, got %v", err)
	}
	if len(res.Raw) != 3 || res.Raw[2] != `{"tool_calls":{}}` || m.Remaining() != 1 {
		t.Fatalf("want 3 attempts kept for audit, got %q (remaining %d)", res.Raw, m.Remaining())
	}
}

func TestGenerateMarkdownFallbackIsNotAnError(t *testing.T) {
	m, _ := replay(t, "The price is **$12**.")
	res, err := llmcp.Generate(context.Background(), m, planRequest(), llmcp.GenerateOptions{})
	if err != nil || !res.Response.Fallback || res.Response.Markdown != "The price is **$12**." || len(res.Raw) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
}

func TestGeneratePassesModelErrors(t *testing.T) {
	m, _ := replay(t) // empty: exhausted at once
	if _, err := llmcp.Generate(context.Background(), m, planRequest(), llmcp.GenerateOptions{}); laika.ErrorCode(err) != laika.CodeModelReplayExhausted {
		t.Fatalf("got %v", err)
	}
	if _, err := llmcp.Generate(context.Background(), llm.Builtin{}, planRequest(), llmcp.GenerateOptions{}); laika.ErrorCode(err) != laika.CodeModelUnavailable {
		t.Fatalf("builtin: %v", err)
	}
}
