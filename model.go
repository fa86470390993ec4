package laika

import (
	"context"
	"encoding/json"
	"time"
)

// Model is a chat model backend (Ollama, an OpenAI-compatible server, a
// replay file). Streaming is a callback plus a context: fn receives each
// delta as it arrives; returning an error from fn stops the stream, and
// cancelling ctx aborts the request. A stream that ends without the backend's
// final "done" is an error (CodeModelStreamCut), and the partial text is
// still returned in ChatResult.Text.
//
// Chat returns *Error codes CodeModelUnavailable (server unreachable),
// CodeModelNotFound (model not pulled), CodeModelStreamCut, CodeModelError,
// CodeCancelled and CodeTimeout.
type Model interface {
	// Name is the configured backend, e.g. "ollama:qwen3:0.6b" or "builtin".
	Name() string
	Chat(ctx context.Context, req ChatRequest, fn func(Chunk) error) (ChatResult, error)
}

// BuiltinName is the Name of the no-model fallback. The builtin backend has
// no Chat: the planner and summarizer use deterministic code instead.
const BuiltinName = "builtin"

// IsBuiltin reports whether m is absent or the built-in no-model backend.
func IsBuiltin(m Model) bool { return m == nil || m.Name() == BuiltinName }

// Message is one chat message.
type Message struct {
	Role    string `json:"role"` // system, user, assistant
	Content string `json:"content"`
}

// ChatRequest is one model call.
type ChatRequest struct {
	RunID    string    `json:"runId,omitempty"`
	Purpose  string    `json:"purpose,omitempty"` // "plan", "summary", "repair", ...
	Messages []Message `json:"messages"`
	// Format is a JSON schema the reply must follow, or nil for free text.
	Format    json.RawMessage `json:"format,omitempty"`
	MaxTokens int             `json:"maxTokens,omitempty"`
	// Tools is an OpenAI-style tools array ([{"type":"function",
	// "function":{"name","description","parameters"}}]) for servers with
	// native tool calling; backends without it ignore it. Native calls
	// come back in the text as <tool_call>{json}</tool_call> lines.
	Tools json.RawMessage `json:"tools,omitempty"`
}

// Chunk is one streamed delta.
type Chunk struct {
	Delta string
}

// ChatResult is what a finished (or cut) stream produced.
type ChatResult struct {
	Text         string        `json:"text"`
	DoneReason   string        `json:"doneReason,omitempty"` // "stop", "length", ...
	Chunks       int           `json:"chunks"`
	PromptTokens int           `json:"promptTokens,omitempty"`
	OutputTokens int           `json:"outputTokens,omitempty"`
	Duration     time.Duration `json:"duration"`
}
