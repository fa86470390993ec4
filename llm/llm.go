// Package llm holds Laika's chat model backends behind laika.Model: Ollama
// (native API, streaming NDJSON), any OpenAI-compatible server (SSE),
// replay (recorded outputs from a JSONL file, for deterministic tests) and
// builtin (no model: the planner and summarizer use deterministic code).
//
// All backends share one call path (call.go): a connect timeout, an idle
// timer reset by every streamed chunk, one retry after a transient failure
// that produced no output, partial text kept on failure, and a line per
// request and completion in $LAIKA_HOME/logs/llm.jsonl.
//
// Constructing a backend never touches the network, so host start-up stays
// fast; Status probes the backend when hello asks.
package llm

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"github.com/laikabrowser/laika"
)

// Backend names.
const (
	BackendBuiltin = "builtin"
	BackendOllama  = "ollama"
	BackendOpenAI  = "openai"
	BackendReplay  = "replay"
)

// Spec is a parsed model setting (config.Config.Model, LAIKA_MODEL).
type Spec struct {
	Backend string // BackendBuiltin, BackendOllama, BackendOpenAI, BackendReplay
	Model   string // ollama and openai
	BaseURL string // openai: the API base, e.g. http://127.0.0.1:8080/v1
	File    string // replay
}

// ParseSpec parses "builtin", "ollama:<model>", "openai:<base-url>#<model>"
// or "replay:<file>". Empty means builtin. Errors: CodeInvalidArguments.
func ParseSpec(s string) (Spec, error) {
	s = strings.TrimSpace(s)
	backend, rest, _ := strings.Cut(s, ":")
	switch backend {
	case "", BackendBuiltin:
		if rest != "" {
			break
		}
		return Spec{Backend: BackendBuiltin}, nil
	case BackendOllama:
		if rest == "" {
			return Spec{}, laika.Errorf(laika.CodeInvalidArguments, "model %q: name the Ollama model, e.g. ollama:qwen3:0.6b", s)
		}
		return Spec{Backend: BackendOllama, Model: rest}, nil
	case BackendOpenAI:
		base, model, ok := strings.Cut(rest, "#")
		u, err := url.Parse(base)
		if !ok || model == "" || err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return Spec{}, laika.Errorf(laika.CodeInvalidArguments, "model %q: want openai:<base-url>#<model>, e.g. openai:http://127.0.0.1:8080/v1#qwen3", s)
		}
		return Spec{Backend: BackendOpenAI, BaseURL: strings.TrimRight(base, "/"), Model: model}, nil
	case BackendReplay:
		if rest == "" {
			return Spec{}, laika.Errorf(laika.CodeInvalidArguments, "model %q: name the replay file, e.g. replay:/path/outputs.jsonl", s)
		}
		return Spec{Backend: BackendReplay, File: rest}, nil
	}
	return Spec{}, laika.Errorf(laika.CodeInvalidArguments, "model %q: want builtin, ollama:<model>, openai:<base-url>#<model> or replay:<file>", s)
}

// String is the canonical spelling, as laika.Model.Name reports it.
func (s Spec) String() string {
	switch s.Backend {
	case BackendOllama:
		return "ollama:" + s.Model
	case BackendOpenAI:
		return "openai:" + s.BaseURL + "#" + s.Model
	case BackendReplay:
		return "replay:" + s.File
	}
	return BackendBuiltin
}

// Settings are what the backends take from configuration.
type Settings struct {
	OllamaHost  string // OLLAMA_HOST; http://127.0.0.1:11434 when empty
	OpenAIKey   string
	NumCtx      int
	Temperature *float64
	TopP        *float64
	TopK        *int
	Log         *Logger // nil: no llm.jsonl
}

// Open builds the backend for s. It does not touch the network; a replay
// file is read now (errors: CodeNotFound, CodeInvalidArguments).
func Open(s Spec, set Settings) (laika.Model, error) {
	switch s.Backend {
	case BackendOllama:
		return NewOllama(set.OllamaHost, s.Model, set)
	case BackendOpenAI:
		return NewOpenAI(s.BaseURL, s.Model, set), nil
	case BackendReplay:
		return OpenReplay(s.File, set.Log)
	}
	return Builtin{}, nil
}

// Status is what a backend reports about itself for hello.
type Status struct {
	Backend   string `json:"backend"`
	Model     string `json:"model,omitempty"`
	Reachable bool   `json:"reachable"`
	Code      string `json:"code,omitempty"`
	Detail    string `json:"detail,omitempty"`
}

// Prober is a backend that can report its status. Status must return
// within about two seconds and never fail: problems are in the Status.
type Prober interface {
	Status(ctx context.Context) Status
}

// Builtin is the no-model backend. It has no Chat: callers check
// laika.IsBuiltin and use their deterministic code.
type Builtin struct{}

var _ laika.Model = Builtin{}

// Name returns laika.BuiltinName.
func (Builtin) Name() string { return laika.BuiltinName }

// Chat always fails with CodeModelUnavailable.
func (Builtin) Chat(context.Context, laika.ChatRequest, func(laika.Chunk) error) (laika.ChatResult, error) {
	return laika.ChatResult{}, laika.Errorf(laika.CodeModelUnavailable, "no chat model configured: the built-in planner and summarizer are in use")
}

// Status reports the builtin backend, always reachable.
func (Builtin) Status(context.Context) Status {
	return Status{Backend: BackendBuiltin, Reachable: true, Detail: "no model configured: using the built-in planner and summarizer"}
}

func unreachable(backend, model, code, format string, args ...any) Status {
	return Status{Backend: backend, Model: model, Code: code,
		Detail: fmt.Sprintf(format, args...) + "; using the built-in planner and summarizer until it is fixed"}
}
