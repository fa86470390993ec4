package llm

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/ollamatest"
	"github.com/laikabrowser/laika/llmcp"
)

// Native tool calling on OpenAI-compatible servers: the request carries
// `tools`, streamed `tool_calls` pieces come back as Hermes lines the one
// parser reads, and a server that refuses tools gets the call again
// without them. The streams below are shaped as llama.cpp (--jinja) and
// vLLM (--enable-auto-tool-choice) send them.

const cmplHead = `"created":1732460000,"id":"chatcmpl-7Zq","model":"tiny","object":"chat.completion.chunk"`

func TestOpenAINativeToolCalls(t *testing.T) {
	tests := []struct {
		name   string
		events []string
		want   []string // name + arguments of each parsed call
		text   string   // markdown besides the calls
		code   string   // the parser's code, when the calls are unusable
	}{
		{"llama.cpp: arguments in fragments", []string{
			`{"choices":[{"finish_reason":null,"index":0,"delta":{"role":"assistant","content":null}}],` + cmplHead + `}`,
			`{"choices":[{"finish_reason":null,"index":0,"delta":{"tool_calls":[{"index":0,"id":"Wb3x","type":"function","function":{"name":"browser.click","arguments":"{\"handleId\":"}}]}}],` + cmplHead + `}`,
			`{"choices":[{"finish_reason":null,"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":" \"h2\"}"}}]}}],` + cmplHead + `}`,
			`{"choices":[{"finish_reason":"tool_calls","index":0,"delta":{}}],` + cmplHead + `,"usage":{"completion_tokens":14,"prompt_tokens":310,"total_tokens":324}}`,
			`[DONE]`,
		}, []string{`browser.click {"handleId":"h2"}`}, "", ""},
		{"vLLM: empty arguments first, usage chunk after finish", []string{
			`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"tiny","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}`,
			`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"tiny","choices":[{"index":0,"delta":{"tool_calls":[{"id":"chatcmpl-tool-9","type":"function","index":0,"function":{"name":"search","arguments":""}}]},"logprobs":null,"finish_reason":null}]}`,
			`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"tiny","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"query\": \"river"}}]},"logprobs":null,"finish_reason":null}]}`,
			`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"tiny","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":" cleanup\"}"}}]},"logprobs":null,"finish_reason":null}]}`,
			`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"tiny","choices":[{"index":0,"delta":{"content":""},"logprobs":null,"finish_reason":"tool_calls","stop_reason":null}]}`,
			`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"tiny","choices":[],"usage":{"prompt_tokens":300,"total_tokens":320,"completion_tokens":20}}`,
			`[DONE]`,
		}, []string{`search {"query":"river cleanup"}`}, "", ""},
		{"two parallel calls, arguments as an object", []string{
			`{"choices":[{"index":0,"delta":{"content":"Opening both."}}]}`,
			`{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"a","type":"function","function":{"name":"browser.click","arguments":{"handleId":"h1"}}},{"index":1,"id":"b","type":"function","function":{"name":"browser.scroll","arguments":"{\"deltaY\":600}"}}]}}]}`,
			`{"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}`,
			`[DONE]`,
		}, []string{`browser.click {"handleId":"h1"}`, `browser.scroll {"deltaY":600}`}, "Opening both.", ""},
		// A call cut mid-arguments is not dropped silently: the parser
		// sees it and says the output is invalid, so the repair runs.
		{"cut arguments reach the parser, not the floor", []string{
			`{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"a","type":"function","function":{"name":"browser.click","arguments":"{\"handleId\": \"h7\""}}]}}]}`,
			`{"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}`,
			`[DONE]`,
		}, nil, "", "model_output_invalid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var sent map[string]any
			o := sseServer(t, func(w http.ResponseWriter, body map[string]any, n int) {
				sent = body
				for _, e := range tt.events {
					event(w, e)
				}
			})
			req := story(64)
			req.Tools = clickTool
			res, err := o.Chat(context.Background(), req, func(laika.Chunk) error { return nil })
			if err != nil {
				t.Fatal(err)
			}
			if tools, _ := sent["tools"].([]any); len(tools) != 1 {
				t.Fatalf("request tools = %v", sent["tools"])
			}
			resp, err := llmcp.ParseResponse(res.Text, llmcp.Options{})
			if tt.code != "" {
				if laika.ErrorCode(err) != tt.code {
					t.Fatalf("parse %q: %v, want %s", res.Text, err, tt.code)
				}
				return
			}
			if err != nil {
				t.Fatalf("parse %q: %v", res.Text, err)
			}
			var got []string
			for _, c := range resp.ToolCalls {
				got = append(got, c.Name+" "+string(c.Arguments))
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("calls %q, want %q (text %q)", got, tt.want, res.Text)
			}
			if tt.text != "" && !strings.Contains(resp.Markdown, tt.text) {
				t.Errorf("markdown %q lacks %q", resp.Markdown, tt.text)
			}
		})
	}
}

// A server that cannot do tools refuses the request before streaming: the
// call is made again without tools (keeping response_format), and later
// calls do not send them.
func TestOpenAIToolsRefused(t *testing.T) {
	for _, tt := range []struct {
		name   string
		status int
		body   string
	}{
		{"llama.cpp without --jinja", http.StatusInternalServerError, `{"error":{"code":500,"message":"tools param requires --jinja flag","type":"server_error"}}`},
		{"vLLM without auto tool choice", http.StatusBadRequest, `{"object":"error","message":"\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set","type":"BadRequestError","param":null,"code":400}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var withTools, withSchema []bool
			o := sseServer(t, func(w http.ResponseWriter, body map[string]any, n int) {
				_, hasTools := body["tools"]
				_, hasSchema := body["response_format"]
				withTools, withSchema = append(withTools, hasTools), append(withSchema, hasSchema)
				if hasTools {
					w.Header().Set("Content-Type", "application/json")
					w.WriteHeader(tt.status)
					io.WriteString(w, tt.body)
					return
				}
				event(w, delta(`{"assistant":{"markdown":"ok"},"tool_calls":[]}`))
				event(w, `{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}`)
				event(w, "[DONE]")
			})
			for i := 0; i < 2; i++ {
				req := story(64)
				req.Tools, req.Format = clickTool, moodSchema
				res, err := o.Chat(context.Background(), req, func(laika.Chunk) error { return nil })
				if err != nil || !strings.Contains(res.Text, `"ok"`) {
					t.Fatalf("call %d: %v %q", i, err, res.Text)
				}
			}
			if got := jsonOf(withTools); got != "[true,false,false]" {
				t.Errorf("tools sent per request: %s, want true,false,false", got)
			}
			for i, s := range withSchema {
				if !s {
					t.Errorf("request %d dropped response_format; only tools were refused", i)
				}
			}
		})
	}
}

func jsonOf(v any) string { b, _ := json.Marshal(v); return string(b) }

// Real Ollama's OpenAI-compatible /v1 with the tiny model, whose template
// has no tools: the server refuses them (HTTP 400 "does not support
// tools"), the call is made again without them and answers.
func TestOpenAIToolsRealOllama(t *testing.T) {
	host, model := ollamatest.Start(t)
	o := NewOpenAI(strings.TrimRight(host, "/")+"/v1", model, Settings{Log: NewLogger(filepath.Join(t.TempDir(), "llm.jsonl"), false)})
	o.RetryDelay = 10 * time.Millisecond
	req := story(8)
	req.Tools = clickTool
	res, err := o.Chat(context.Background(), req, func(laika.Chunk) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(res.Text) == "" {
		t.Fatal("empty text")
	}
	if !o.noTools.Load() {
		t.Fatal("the server accepted tools for a model without a tools template; this test needs one that refuses")
	}
}
