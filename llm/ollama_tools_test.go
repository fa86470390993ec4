package llm

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/ollamatest"
	"github.com/laikabrowser/laika/llmcp"
)

var clickTool = json.RawMessage(`[{"type":"function","function":{"name":"browser.click","description":"Click","parameters":{"type":"object","properties":{"handleId":{"type":"string"}},"required":["handleId"]}}}]`)

// A server with native tool calling answers in message.tool_calls, not in
// the text: the call must reach the parser as a Hermes line. (No small
// real model on this machine does native calls, so the reply is served.)
func TestOllamaNativeToolCalls(t *testing.T) {
	var sent map[string]any
	host := ndjsonServer(t, func(w http.ResponseWriter, r *http.Request, n int) {
		json.NewDecoder(r.Body).Decode(&sent)
		writeLine(w, `{"message":{"role":"assistant","content":""},"done":false}`)
		writeLine(w, `{"message":{"role":"assistant","content":"","tool_calls":[{"function":{"name":"browser.click","arguments":{"handleId":"h2"}}}]},"done":false}`)
		writeLine(w, `{"message":{"role":"assistant","content":""},"done":true,"done_reason":"stop"}`)
	})
	o, _ := newTestOllama(t, host, "m")
	req := story(64)
	req.Tools = clickTool
	res, err := o.Chat(context.Background(), req, func(laika.Chunk) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	if tools, _ := sent["tools"].([]any); len(tools) != 1 {
		t.Fatalf("request tools = %v, want the one tool", sent["tools"])
	}
	resp, err := llmcp.ParseResponse(res.Text, llmcp.Options{})
	if err != nil {
		t.Fatalf("parse %q: %v", res.Text, err)
	}
	if len(resp.ToolCalls) != 1 || resp.ToolCalls[0].Name != "browser.click" || string(resp.ToolCalls[0].Arguments) != `{"handleId":"h2"}` {
		t.Fatalf("calls %+v from %q", resp.ToolCalls, res.Text)
	}
}

// A real Ollama serving a model whose template has no tools answers 400
// "does not support tools": the call is made again without them, and later
// calls leave them out.
func TestOllamaToolsUnsupportedRealServer(t *testing.T) {
	host, model := ollamatest.Start(t)
	o, _ := newTestOllama(t, host, model)
	for i := 0; i < 2; i++ {
		req := story(8)
		req.Tools = clickTool
		res, err := o.Chat(context.Background(), req, func(laika.Chunk) error { return nil })
		if err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
		if strings.TrimSpace(res.Text) == "" {
			t.Fatalf("call %d: empty text", i)
		}
	}
	if !o.noTools.Load() {
		t.Fatal("the server accepted tools for a model without a tools template; this test needs one that refuses")
	}
}
