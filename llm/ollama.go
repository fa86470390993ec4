package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"

	"github.com/laikabrowser/laika"
	"github.com/ollama/ollama/api"
)

// Qwen3's recommended non-thinking sampling, the default for every model
// unless configured: small models follow JSON instructions better with it.
const (
	DefaultTemperature = 0.7
	DefaultTopP        = 0.8
	DefaultTopK        = 20
)

// DefaultOllamaHost is where Ollama listens unless OLLAMA_HOST says else.
const DefaultOllamaHost = "http://127.0.0.1:11434"

// Ollama talks to an Ollama server through its native streaming chat API.
type Ollama struct {
	Timing
	Model  string
	Host   *url.URL
	Client *api.Client
	Log    *Logger

	NumCtx      int
	Temperature float64
	TopP        float64
	TopK        int

	// noThink is set once the server rejected "think": false (an old
	// server or an odd model); later calls leave it out.
	noThink atomic.Bool
	// noTools is set once the server said the model does not support
	// tools; later calls leave them out.
	noTools atomic.Bool
}

var _ laika.Model = (*Ollama)(nil)

// NewOllama returns a client for model on host ("127.0.0.1:11434",
// "http://host:port" or empty for the default). No network access.
func NewOllama(host, model string, set Settings) (*Ollama, error) {
	u, err := ollamaURL(host)
	if err != nil {
		return nil, err
	}
	o := &Ollama{Model: model, Host: u, Log: set.Log, NumCtx: set.NumCtx,
		Temperature: DefaultTemperature, TopP: DefaultTopP, TopK: DefaultTopK}
	if set.Temperature != nil {
		o.Temperature = *set.Temperature
	}
	if set.TopP != nil {
		o.TopP = *set.TopP
	}
	if set.TopK != nil {
		o.TopK = *set.TopK
	}
	o.Client = api.NewClient(u, httpClient(o.ConnectTimeout, false))
	return o, nil
}

// ollamaURL parses OLLAMA_HOST the way the ollama CLI does: scheme http
// and port 11434 unless given.
func ollamaURL(host string) (*url.URL, error) {
	host = strings.TrimSpace(host)
	if host == "" {
		host = DefaultOllamaHost
	}
	if !strings.Contains(host, "://") {
		host = "http://" + host
	}
	u, err := url.Parse(host)
	if err != nil || u.Host == "" {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "OLLAMA_HOST %q is not a host:port or URL", host)
	}
	if u.Port() == "" {
		u.Host = net.JoinHostPort(u.Hostname(), "11434")
	}
	return u, nil
}

// Name is "ollama:<model>".
func (o *Ollama) Name() string { return "ollama:" + o.Model }

// Chat streams one chat completion. See laika.Model for the error codes;
// CodeModelNotFound names the `ollama pull` command, and a JSON-format
// reply cut by the token limit is CodeModelOutputTruncated.
func (o *Ollama) Chat(ctx context.Context, req laika.ChatRequest, fn func(laika.Chunk) error) (laika.ChatResult, error) {
	return run(ctx, o.Name(), o.Timing, o.Log, req, fn, o.classify, func(ctx context.Context, emit func(string) error) (laika.ChatResult, error) {
		for try := 0; ; try++ {
			// What this attempt sent decides the retry, not the flags now:
			// a concurrent call may have set them after this one was sent.
			think, tools := !o.noThink.Load(), !o.noTools.Load()
			res, err := o.attempt(ctx, req, emit, think, tools)
			var se api.StatusError
			if try > 1 || err == nil || !errors.As(err, &se) || se.StatusCode != http.StatusBadRequest {
				return res, err
			}
			msg := strings.ToLower(se.ErrorMessage)
			switch {
			case strings.Contains(msg, "does not support tools") && len(req.Tools) > 0 && tools:
				o.noTools.Store(true)
				o.Log.note(ctx, o.Name(), "model has no native tool calling; retrying without tools: "+se.ErrorMessage)
			case strings.Contains(msg, "think") && think:
				o.noThink.Store(true)
				o.Log.note(ctx, o.Name(), "server rejected think=false; retrying without it: "+se.ErrorMessage)
			default:
				return res, err
			}
		}
	})
}

func (o *Ollama) attempt(ctx context.Context, req laika.ChatRequest, emit func(string) error, think, tools bool) (laika.ChatResult, error) {
	stream := true
	creq := &api.ChatRequest{Model: o.Model, Stream: &stream, Format: req.Format, Options: o.options(req)}
	if tools && len(req.Tools) > 0 {
		if err := json.Unmarshal(req.Tools, &creq.Tools); err != nil {
			return laika.ChatResult{}, laika.Errorf(laika.CodeInvalidArguments, "tools: %v", err)
		}
	}
	for _, m := range req.Messages {
		creq.Messages = append(creq.Messages, api.Message{Role: m.Role, Content: m.Content})
	}
	if think {
		// Qwen3-class models reason in <think> blocks unless told not to;
		// servers ignore it for models that cannot think.
		creq.Think = &api.ThinkValue{Value: false}
	}
	var res laika.ChatResult
	done := false
	err := o.Client.Chat(ctx, creq, func(r api.ChatResponse) error {
		if err := emit(r.Message.Content); err != nil {
			return err
		}
		// Native tool calls arrive in their own field, outside the text;
		// they are written into the text in the Hermes form the parser
		// reads, so every backend's output goes through one parser.
		for _, tc := range r.Message.ToolCalls {
			if err := emit(nativeToolCall(tc)); err != nil {
				return err
			}
		}
		if r.Done {
			done = true
			res.DoneReason = r.DoneReason
			res.PromptTokens, res.OutputTokens = r.PromptEvalCount, r.EvalCount
		}
		return nil
	})
	if err == nil && !done {
		err = errStreamCut
	}
	return res, err
}

func (o *Ollama) options(req laika.ChatRequest) map[string]any {
	opts := map[string]any{"temperature": o.Temperature, "top_p": o.TopP, "top_k": o.TopK}
	if o.NumCtx > 0 {
		opts["num_ctx"] = o.NumCtx
	}
	if req.MaxTokens > 0 {
		opts["num_predict"] = req.MaxTokens
	}
	return opts
}

// classify maps Ollama client errors to codes.
func (o *Ollama) classify(err error) error {
	var se api.StatusError
	switch {
	case errors.As(err, &se) && se.StatusCode == http.StatusNotFound:
		return o.notFound()
	case errors.As(err, &se):
		return laika.Errorf(laika.CodeModelError, "Ollama at %s answered %s", o.Host, se.Error())
	case dialFailure(err):
		return laika.Errorf(laika.CodeModelUnavailable, "cannot reach Ollama at %s (is `ollama serve` running?): %v", o.Host, err)
	case strings.HasPrefix(err.Error(), "unmarshal:"):
		return laika.Errorf(laika.CodeModelError, "Ollama at %s sent something that is not an NDJSON stream (an HTML error page or a proxy?)", o.Host)
	}
	return laika.Errorf(laika.CodeModelError, "Ollama at %s: %v", o.Host, err)
}

func (o *Ollama) notFound() error {
	return laika.Errorf(laika.CodeModelNotFound, "model %q is not on the Ollama server at %s: run `ollama pull %s`", o.Model, o.Host, o.Model)
}

// Status asks the server about the model (Show), within StatusTimeout.
func (o *Ollama) Status(ctx context.Context) Status {
	ctx, cancel := context.WithTimeout(ctx, StatusTimeout)
	defer cancel()
	show, err := o.Client.Show(ctx, &api.ShowRequest{Model: o.Model})
	if err != nil {
		var se api.StatusError
		switch {
		case errors.As(err, &se) && se.StatusCode == http.StatusNotFound:
			return unreachable(BackendOllama, o.Model, laika.CodeModelNotFound, "%s", laika.ErrorMessage(o.notFound()))
		case ctx.Err() != nil:
			return unreachable(BackendOllama, o.Model, laika.CodeModelUnavailable, "Ollama at %s did not answer within %s", o.Host, StatusTimeout)
		}
		return unreachable(BackendOllama, o.Model, laika.ErrorCode(o.classify(err)), "%s", laika.ErrorMessage(o.classify(err)))
	}
	detail := fmt.Sprintf("Ollama at %s serves %s", o.Host, o.Model)
	if d := show.Details; d.Family != "" || d.ParameterSize != "" {
		detail += fmt.Sprintf(" (%s)", strings.TrimSpace(strings.Join(nonEmpty(d.Family, d.ParameterSize, d.QuantizationLevel), ", ")))
	}
	return Status{Backend: BackendOllama, Model: o.Model, Reachable: true, Detail: detail}
}

func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s != "" && s != "unknown" {
			out = append(out, s)
		}
	}
	return out
}

// nativeToolCall renders one native tool call as a Hermes line:
// <tool_call>{"name":…,"arguments":{…}}</tool_call>.
func nativeToolCall(tc api.ToolCall) string {
	args := map[string]any(tc.Function.Arguments)
	if args == nil {
		args = map[string]any{}
	}
	b, _ := json.Marshal(map[string]any{"name": tc.Function.Name, "arguments": args})
	return "\n<tool_call>" + string(b) + "</tool_call>\n"
}
