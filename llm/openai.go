package llm

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"

	"github.com/laikabrowser/laika"
)

// OpenAI talks to any OpenAI-compatible /v1/chat/completions server
// (llama.cpp, LM Studio, vLLM, hosted APIs) with SSE streaming.
type OpenAI struct {
	Timing
	BaseURL string // up to and including /v1
	Model   string
	APIKey  string
	HTTP    *http.Client
	Log     *Logger

	Temperature float64
	TopP        float64

	// noSchema is set once the server rejected response_format; noTools
	// once it rejected native tools.
	noSchema atomic.Bool
	noTools  atomic.Bool
}

var _ laika.Model = (*OpenAI)(nil)

// NewOpenAI returns a client; no network access.
func NewOpenAI(baseURL, model string, set Settings) *OpenAI {
	o := &OpenAI{BaseURL: strings.TrimRight(baseURL, "/"), Model: model, APIKey: set.OpenAIKey, Log: set.Log,
		Temperature: DefaultTemperature, TopP: DefaultTopP}
	if set.Temperature != nil {
		o.Temperature = *set.Temperature
	}
	if set.TopP != nil {
		o.TopP = *set.TopP
	}
	o.HTTP = httpClient(o.ConnectTimeout, true)
	return o
}

// Name is "openai:<base-url>#<model>".
func (o *OpenAI) Name() string { return "openai:" + o.BaseURL + "#" + o.Model }

// httpError is a non-2xx reply, kept raw until classify.
type httpError struct {
	status int
	ctype  string
	body   string
}

func (e *httpError) Error() string { return fmt.Sprintf("HTTP %d", e.status) }

// Chat streams one completion. Codes: see laika.Model, plus
// CodePermissionDenied (401/403: check the API key) and CodeRateLimited.
func (o *OpenAI) Chat(ctx context.Context, req laika.ChatRequest, fn func(laika.Chunk) error) (laika.ChatResult, error) {
	return run(ctx, o.Name(), o.Timing, o.Log, req, fn, o.classify, func(ctx context.Context, emit func(string) error) (laika.ChatResult, error) {
		for try := 0; ; try++ {
			schema := req.Format != nil && !o.noSchema.Load()
			tools := len(req.Tools) > 0 && !o.noTools.Load()
			res, err := o.attempt(ctx, req, emit, schema, tools)
			var he *httpError
			if try > 1 || err == nil || !errors.As(err, &he) {
				return res, err
			}
			// Servers refuse what they cannot do with a 4xx (some with a
			// 500) before streaming anything: llama.cpp without --jinja,
			// vLLM without --enable-auto-tool-choice and Ollama with a
			// model whose template has no tools all name "tool". The call
			// is made again without that part, and later calls leave it
			// out.
			msg := strings.ToLower(apiErrorMessage(he.body))
			switch {
			case tools && strings.Contains(msg, "tool") && (he.status/100 == 4 || he.status == http.StatusInternalServerError || he.status == http.StatusNotImplemented):
				o.noTools.Store(true)
				o.Log.note(ctx, o.Name(), "server rejected native tools; retrying without them: "+apiErrorMessage(he.body))
			case schema && he.status == http.StatusBadRequest:
				o.noSchema.Store(true)
				o.Log.note(ctx, o.Name(), "server rejected response_format; retrying without it")
			default:
				return res, err
			}
		}
	})
}

type oaMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type oaRequest struct {
	Model          string          `json:"model"`
	Messages       []oaMessage     `json:"messages"`
	Stream         bool            `json:"stream"`
	Temperature    float64         `json:"temperature"`
	TopP           float64         `json:"top_p"`
	MaxTokens      int             `json:"max_tokens,omitempty"`
	ResponseFormat any             `json:"response_format,omitempty"`
	Tools          json.RawMessage `json:"tools,omitempty"`
}

type oaEvent struct {
	Choices []struct {
		Delta struct {
			Content   string       `json:"content"`
			ToolCalls []oaToolCall `json:"tool_calls"`
		} `json:"delta"`
		FinishReason *string `json:"finish_reason"`
	} `json:"choices"`
	Usage *struct {
		PromptTokens     int `json:"prompt_tokens"`
		CompletionTokens int `json:"completion_tokens"`
	} `json:"usage"`
	Error *struct {
		Message string `json:"message"`
		Type    string `json:"type"`
	} `json:"error"`
}

// oaToolCall is one streamed piece of a native tool call: the first piece
// of call Index names the function, later ones append to its arguments
// (a JSON text sent in fragments).
type oaToolCall struct {
	Index    int `json:"index"`
	Function struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	} `json:"function"`
}

// toolCalls gathers streamed tool-call pieces by index.
type toolCalls struct {
	names []string
	args  []strings.Builder
}

func (t *toolCalls) add(c oaToolCall) {
	if c.Index < 0 || c.Index > 64 {
		return
	}
	for len(t.names) <= c.Index {
		t.names = append(t.names, "")
		t.args = append(t.args, strings.Builder{})
	}
	if c.Function.Name != "" {
		t.names[c.Index] = c.Function.Name
	}
	var s string
	switch a := c.Function.Arguments; {
	case len(a) == 0 || string(a) == "null":
	case json.Unmarshal(a, &s) == nil: // the standard: a string fragment
		t.args[c.Index].WriteString(s)
	default: // some servers send the arguments as an object
		t.args[c.Index].Write(a)
	}
}

// flush writes the gathered calls into the text in the Hermes form the
// parser reads (as Ollama's native calls are), so every backend's output
// goes through one parser, and forgets them.
func (t *toolCalls) flush(emit func(string) error) error {
	for i, name := range t.names {
		if name == "" {
			continue
		}
		args := json.RawMessage(strings.TrimSpace(t.args[i].String()))
		if len(args) == 0 {
			args = json.RawMessage(`{}`)
		}
		if !json.Valid(args) {
			// Left to the parser's repair: a broken call is not dropped.
			args, _ = json.Marshal(string(args))
		}
		b, _ := json.Marshal(map[string]any{"name": name, "arguments": args})
		if err := emit("\n<tool_call>" + string(b) + "</tool_call>\n"); err != nil {
			return err
		}
	}
	t.names, t.args = nil, nil
	return nil
}

func (o *OpenAI) attempt(ctx context.Context, req laika.ChatRequest, emit func(string) error, schema, tools bool) (laika.ChatResult, error) {
	body := oaRequest{Model: o.Model, Stream: true, Temperature: o.Temperature, TopP: o.TopP, MaxTokens: req.MaxTokens}
	for _, m := range req.Messages {
		body.Messages = append(body.Messages, oaMessage{m.Role, m.Content})
	}
	if tools {
		body.Tools = req.Tools
	}
	if schema {
		body.ResponseFormat = map[string]any{"type": "json_schema",
			"json_schema": map[string]any{"name": "laika_response", "schema": req.Format}}
	}
	b, _ := json.Marshal(body)
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, o.BaseURL+"/chat/completions", bytes.NewReader(b))
	if err != nil {
		return laika.ChatResult{}, laika.Errorf(laika.CodeInvalidArguments, "bad base URL %q: %v", o.BaseURL, err)
	}
	hreq.Header.Set("Content-Type", "application/json")
	hreq.Header.Set("Accept", "text/event-stream")
	if o.APIKey != "" {
		hreq.Header.Set("Authorization", "Bearer "+o.APIKey)
	}
	resp, err := o.HTTP.Do(hreq)
	if err != nil {
		return laika.ChatResult{}, err
	}
	defer resp.Body.Close()
	ctype := resp.Header.Get("Content-Type")
	if resp.StatusCode/100 != 2 || strings.Contains(ctype, "text/html") {
		raw, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		return laika.ChatResult{}, &httpError{resp.StatusCode, ctype, string(raw)}
	}
	var res laika.ChatResult
	var calls toolCalls
	done := false
	r := bufio.NewReaderSize(resp.Body, 64<<10)
	for {
		line, rerr := r.ReadString('\n')
		line = strings.TrimRight(line, "\r\n")
		if data, ok := strings.CutPrefix(line, "data:"); ok {
			data = strings.TrimSpace(data)
			if data == "[DONE]" {
				done = true
				break
			}
			var ev oaEvent
			if err := json.Unmarshal([]byte(data), &ev); err != nil {
				return res, laika.Errorf(laika.CodeModelError, "the server sent an event that is not JSON: %.80q", data)
			}
			if ev.Error != nil {
				return res, laika.Errorf(laika.CodeModelError, "the server reported an error mid-stream: %s", ev.Error.Message)
			}
			if ev.Usage != nil {
				res.PromptTokens, res.OutputTokens = ev.Usage.PromptTokens, ev.Usage.CompletionTokens
			}
			for _, c := range ev.Choices {
				if err := emit(c.Delta.Content); err != nil {
					return res, err
				}
				for _, tc := range c.Delta.ToolCalls {
					calls.add(tc)
				}
				if c.FinishReason != nil && *c.FinishReason != "" {
					if err := calls.flush(emit); err != nil {
						return res, err
					}
					res.DoneReason = *c.FinishReason
					done = true
				}
			}
		} else if line != "" && !strings.HasPrefix(line, ":") && !strings.HasPrefix(line, "event:") && !strings.HasPrefix(line, "id:") && !strings.HasPrefix(line, "retry:") {
			return res, laika.Errorf(laika.CodeModelError, "the server sent something that is not an event stream: %.80q", line)
		}
		if rerr != nil {
			if rerr == io.EOF {
				break
			}
			return res, rerr
		}
	}
	if !done {
		return res, errStreamCut
	}
	return res, calls.flush(emit)
}

// classify maps transport and HTTP errors to codes.
func (o *OpenAI) classify(err error) error {
	var he *httpError
	if errors.As(err, &he) {
		msg := apiErrorMessage(he.body)
		switch {
		case strings.Contains(he.ctype, "text/html") || strings.HasPrefix(strings.TrimSpace(he.body), "<"):
			return laika.Errorf(laika.CodeModelError, "%s answered HTTP %d with an HTML page instead of an event stream (wrong base URL, or a proxy error?)", o.BaseURL, he.status)
		case he.status == http.StatusUnauthorized || he.status == http.StatusForbidden:
			return laika.Errorf(laika.CodePermissionDenied, "%s refused the API key (HTTP %d): set LAIKA_OPENAI_API_KEY", o.BaseURL, he.status)
		case he.status == http.StatusTooManyRequests:
			return laika.Errorf(laika.CodeRateLimited, "%s is rate limiting: %s", o.BaseURL, msg)
		case he.status == http.StatusNotFound && strings.Contains(strings.ToLower(msg), "model"):
			return laika.Errorf(laika.CodeModelNotFound, "%s has no model %q: %s", o.BaseURL, o.Model, msg)
		case he.status == http.StatusNotFound:
			return laika.Errorf(laika.CodeModelUnavailable, "%s/chat/completions does not exist (HTTP 404): the base URL should end in /v1", o.BaseURL)
		}
		return laika.Errorf(laika.CodeModelError, "%s answered HTTP %d: %s", o.BaseURL, he.status, msg)
	}
	if dialFailure(err) {
		return laika.Errorf(laika.CodeModelUnavailable, "cannot reach %s: %v", o.BaseURL, err)
	}
	return laika.Errorf(laika.CodeModelError, "%s: %v", o.BaseURL, err)
}

// apiErrorMessage pulls error.message out of an OpenAI-style error body.
func apiErrorMessage(body string) string {
	var e struct {
		Error json.RawMessage `json:"error"`
	}
	if json.Unmarshal([]byte(body), &e) == nil && e.Error != nil {
		var inner struct {
			Message string `json:"message"`
		}
		if json.Unmarshal(e.Error, &inner) == nil && inner.Message != "" {
			return inner.Message
		}
		var s string
		if json.Unmarshal(e.Error, &s) == nil {
			return s
		}
	}
	if len(body) > 200 {
		body = body[:200]
	}
	return strings.TrimSpace(body)
}

// Status lists the server's models (GET /models) within StatusTimeout.
func (o *OpenAI) Status(ctx context.Context) Status {
	ctx, cancel := context.WithTimeout(ctx, StatusTimeout)
	defer cancel()
	hreq, _ := http.NewRequestWithContext(ctx, http.MethodGet, o.BaseURL+"/models", nil)
	if o.APIKey != "" {
		hreq.Header.Set("Authorization", "Bearer "+o.APIKey)
	}
	resp, err := o.HTTP.Do(hreq)
	if err != nil {
		if ctx.Err() != nil {
			return unreachable(BackendOpenAI, o.Model, laika.CodeModelUnavailable, "%s did not answer within %s", o.BaseURL, StatusTimeout)
		}
		e := o.classify(err)
		return unreachable(BackendOpenAI, o.Model, laika.ErrorCode(e), "%s", laika.ErrorMessage(e))
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if resp.StatusCode/100 != 2 {
		e := o.classify(&httpError{resp.StatusCode, resp.Header.Get("Content-Type"), string(raw)})
		return unreachable(BackendOpenAI, o.Model, laika.ErrorCode(e), "%s", laika.ErrorMessage(e))
	}
	var list struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
	}
	if json.Unmarshal(raw, &list) == nil && len(list.Data) > 0 {
		found := false
		for _, m := range list.Data {
			found = found || m.ID == o.Model
		}
		if !found {
			// Still reachable: llama.cpp and similar single-model servers
			// list a file name yet answer to any model name. A hosted API
			// with a wrong name fails the call with model_not_found.
			return Status{Backend: BackendOpenAI, Model: o.Model, Reachable: true,
				Detail: fmt.Sprintf("%s is up but does not list model %q (%s); single-model servers answer to any name", o.BaseURL, o.Model, list.Data[0].ID)}
		}
	}
	return Status{Backend: BackendOpenAI, Model: o.Model, Reachable: true, Detail: fmt.Sprintf("%s serves %s", o.BaseURL, o.Model)}
}
