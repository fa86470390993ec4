package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/ollamatest"
)

func story(max int) laika.ChatRequest {
	return laika.ChatRequest{RunID: "run-test", Purpose: "test", MaxTokens: max,
		Messages: []laika.Message{{Role: "user", Content: "Once upon a time, there was a little dog named"}}}
}

func newTestOllama(t *testing.T, host, model string) (*Ollama, *Logger) {
	t.Helper()
	log := NewLogger(filepath.Join(t.TempDir(), "llm.jsonl"), false)
	o, err := NewOllama(host, model, Settings{NumCtx: 2048, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	o.RetryDelay = 10 * time.Millisecond
	return o, log
}

func TestOllamaStreamsDeltasOverTime(t *testing.T) {
	url, model := ollamatest.Start(t)
	o, log := newTestOllama(t, url, model)
	var at []time.Time
	var text strings.Builder
	res, err := o.Chat(context.Background(), story(12), func(c laika.Chunk) error {
		at = append(at, time.Now())
		text.WriteString(c.Delta)
		return nil
	})
	if err != nil {
		t.Fatalf("Chat: %v", err)
	}
	if res.Chunks < 2 || len(at) != res.Chunks || res.Text != text.String() || res.Text == "" {
		t.Fatalf("want >1 streamed chunks matching the text, got %d chunks, %d callbacks, text %q", res.Chunks, len(at), res.Text)
	}
	if span := at[len(at)-1].Sub(at[0]); span <= 0 {
		t.Fatalf("all %d chunks arrived at once", len(at))
	}
	if res.DoneReason != "stop" && res.DoneReason != "length" {
		t.Errorf("done reason %q", res.DoneReason)
	}
	t.Logf("%d chunks over %s, done_reason %s, %d output tokens", res.Chunks, at[len(at)-1].Sub(at[0]), res.DoneReason, res.OutputTokens)
	log.Close()
	checkLog(t, log.Path, "run-test", res.Chunks, "Once upon a time")
}

// checkLog asserts llm.jsonl has a request and a completion for runID with
// the chunk count, and no full prompt (secret) when not in Full mode.
func checkLog(t *testing.T, path, runID string, chunks int, secret string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("llm.jsonl: %v", err)
	}
	if strings.Contains(string(b), secret) && len(secret) > PreviewChars {
		t.Errorf("llm.jsonl holds the full prompt without LAIKA_LOG_FULL_LLM")
	}
	var req, done bool
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var ev map[string]any
		if err := json.Unmarshal([]byte(line), &ev); err != nil {
			t.Fatalf("bad log line %q", line)
		}
		if ev["run_id"] != runID || ev["request_id"] == "" {
			continue
		}
		switch ev["event"] {
		case "llm_request":
			req = true
		case "llm_complete":
			done = ev["chunks"] == float64(chunks)
		}
	}
	if !req || !done {
		t.Errorf("llm.jsonl lacks request/completion with %d chunks:\n%s", chunks, b)
	}
}

func TestOllamaCancelStopsWithin100ms(t *testing.T) {
	url, model := ollamatest.Start(t)
	o, _ := newTestOllama(t, url, model)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Cancel from another goroutine, as a user's "stop" would, once the
	// stream is flowing; measure from cancel() to Chat returning.
	flowing := make(chan struct{})
	cancelledAt := make(chan time.Time, 1)
	go func() {
		<-flowing
		at := time.Now()
		cancel()
		cancelledAt <- at
	}()
	chunks := 0
	res, err := o.Chat(ctx, story(1500), func(c laika.Chunk) error {
		if chunks++; chunks == 3 {
			close(flowing)
		}
		return nil
	})
	returned := time.Now()
	if laika.ErrorCode(err) != laika.CodeCancelled {
		t.Fatalf("want cancelled, got %v (done reason %q after %d chunks)", err, res.DoneReason, res.Chunks)
	}
	stopped := returned.Sub(<-cancelledAt)
	if stopped > 100*time.Millisecond {
		t.Fatalf("Chat returned %s after cancel, want <100ms", stopped)
	}
	if res.Text == "" || res.Chunks < 3 {
		t.Errorf("partial text lost on cancel: %+v", res)
	}
	t.Logf("cancel -> return in %s; %d chunks kept", stopped, res.Chunks)
}

var moodSchema = json.RawMessage(`{"type":"object","properties":{"mood":{"type":"string","enum":["happy","sad","sleepy"]},"dog":{"type":"boolean"}},"required":["mood","dog"]}`)

func TestOllamaFormatSchemaValidJSON(t *testing.T) {
	url, model := ollamatest.Start(t)
	o, _ := newTestOllama(t, url, model)
	o.Temperature = 0 // greedy: the tiny model then closes the object promptly
	req := story(60)
	req.Format = moodSchema
	res, err := o.Chat(context.Background(), req, func(laika.Chunk) error { return nil })
	if err != nil {
		t.Fatalf("Chat: %v (text %q)", err, res.Text)
	}
	var got struct {
		Mood *string `json:"mood"`
		Dog  *bool   `json:"dog"`
	}
	dec := json.NewDecoder(strings.NewReader(res.Text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&got); err != nil || got.Mood == nil || got.Dog == nil {
		t.Fatalf("output %q is not schema-valid JSON: %v", res.Text, err)
	}
	if m := *got.Mood; m != "happy" && m != "sad" && m != "sleepy" {
		t.Fatalf("mood %q not in the enum", m)
	}
	t.Logf("schema output: %s", res.Text)
}

func TestOllamaFormatTruncatedIsCleanError(t *testing.T) {
	url, model := ollamatest.Start(t)
	o, _ := newTestOllama(t, url, model)
	req := story(4)
	req.Format = json.RawMessage(`{"type":"object","properties":{"story":{"type":"string"}},"required":["story"]}`)
	res, err := o.Chat(context.Background(), req, func(laika.Chunk) error { return nil })
	if laika.ErrorCode(err) != laika.CodeModelOutputTruncated {
		t.Fatalf("want model_output_truncated, got %v (done %q, text %q)", err, res.DoneReason, res.Text)
	}
	if res.DoneReason != "length" || res.Text == "" {
		t.Errorf("done reason %q, partial text %q", res.DoneReason, res.Text)
	}
}

func TestOllamaModelNotFound(t *testing.T) {
	url, _ := ollamatest.Start(t)
	o, _ := newTestOllama(t, url, "laika-no-such-model")
	_, err := o.Chat(context.Background(), story(8), func(laika.Chunk) error { return nil })
	if laika.ErrorCode(err) != laika.CodeModelNotFound || !strings.Contains(laika.ErrorMessage(err), "ollama pull laika-no-such-model") {
		t.Fatalf("want model_not_found naming `ollama pull`, got %v", err)
	}
	st := o.Status(context.Background())
	if st.Reachable || st.Code != laika.CodeModelNotFound || !strings.Contains(st.Detail, "ollama pull") {
		t.Fatalf("status = %+v", st)
	}
}

func TestOllamaStatusReachable(t *testing.T) {
	url, model := ollamatest.Start(t)
	o, _ := newTestOllama(t, url, model)
	st := o.Status(context.Background())
	t.Logf("status: %+v", st)
	if !st.Reachable || st.Model != model || st.Code != "" || st.Backend != BackendOllama {
		t.Fatalf("status = %+v", st)
	}
}

// closedPort returns a loopback address nothing listens on.
func closedPort(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return addr
}

func TestOllamaUnreachableRetriesOnce(t *testing.T) {
	o, log := newTestOllama(t, closedPort(t), "laika-tiny")
	start := time.Now()
	_, err := o.Chat(context.Background(), story(8), func(laika.Chunk) error { return nil })
	if laika.ErrorCode(err) != laika.CodeModelUnavailable {
		t.Fatalf("want model_unavailable, got %v", err)
	}
	if time.Since(start) < o.RetryDelay {
		t.Error("no retry delay observed")
	}
	log.Close()
	b, _ := os.ReadFile(log.Path)
	if strings.Count(string(b), `"event":"llm_retry"`) != 1 {
		t.Errorf("want exactly one retry logged:\n%s", b)
	}
	if st := o.Status(context.Background()); st.Reachable || st.Code != laika.CodeModelUnavailable || !strings.Contains(st.Detail, "built-in") {
		t.Errorf("status = %+v", st)
	}
}

// The faults below cannot be produced on demand by a real Ollama server, so
// a loopback server speaks its NDJSON protocol.

func ndjsonServer(t *testing.T, h func(w http.ResponseWriter, r *http.Request, n int)) string {
	n := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n++
		if r.Method == http.MethodPost && !strings.Contains(r.URL.Path, "never") {
			// Read the body first: the server notices a client hang-up
			// (and cancels r.Context) only once the body is consumed.
			b, _ := io.ReadAll(r.Body)
			r.Body = io.NopCloser(bytes.NewReader(b))
		}
		h(w, r, n)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

func writeLine(w http.ResponseWriter, s string) {
	w.Write([]byte(s + "\n"))
	w.(http.Flusher).Flush()
}

func TestOllamaFaults(t *testing.T) {
	tests := []struct {
		name     string
		handler  func(w http.ResponseWriter, r *http.Request, n int)
		code     string
		partial  string
		contains string
	}{
		{"stream cut before done", func(w http.ResponseWriter, r *http.Request, n int) {
			writeLine(w, `{"message":{"role":"assistant","content":"Once "},"done":false}`)
			writeLine(w, `{"message":{"role":"assistant","content":"upon"},"done":false}`)
		}, laika.CodeModelStreamCut, "Once upon", "partial output kept"},
		{"html error page", func(w http.ResponseWriter, r *http.Request, n int) {
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(http.StatusBadGateway)
			w.Write([]byte("<html><body><h1>502 Bad Gateway</h1></body></html>"))
		}, laika.CodeModelError, "", "HTML"},
		{"error mid-stream", func(w http.ResponseWriter, r *http.Request, n int) {
			writeLine(w, `{"message":{"role":"assistant","content":"Hi"},"done":false}`)
			writeLine(w, `{"error":"llama runner process has terminated"}`)
		}, laika.CodeModelError, "Hi", "terminated"},
		{"think rejected then retried without", func(w http.ResponseWriter, r *http.Request, n int) {
			var body map[string]any
			json.NewDecoder(r.Body).Decode(&body)
			if _, ok := body["think"]; ok {
				w.WriteHeader(http.StatusBadRequest)
				writeLine(w, `{"error":"think value not supported"}`)
				return
			}
			writeLine(w, `{"message":{"role":"assistant","content":"ok"},"done":true,"done_reason":"stop"}`)
		}, "", "ok", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, _ := newTestOllama(t, ndjsonServer(t, tt.handler), "m")
			res, err := o.Chat(context.Background(), story(8), func(laika.Chunk) error { return nil })
			if laika.ErrorCode(err) != tt.code {
				t.Fatalf("code %q, want %q (%v)", laika.ErrorCode(err), tt.code, err)
			}
			if res.Text != tt.partial {
				t.Errorf("text %q, want %q", res.Text, tt.partial)
			}
			if !strings.Contains(laika.ErrorMessage(err), tt.contains) {
				t.Errorf("message %q lacks %q", laika.ErrorMessage(err), tt.contains)
			}
		})
	}
}

func TestOllamaIdleTimeoutRetriesThenSucceeds(t *testing.T) {
	url := ndjsonServer(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if n == 1 {
			select { // silent: the idle timer must fire
			case <-r.Context().Done():
			case <-time.After(5 * time.Second):
			}
			return
		}
		writeLine(w, `{"message":{"role":"assistant","content":"second try"},"done":true,"done_reason":"stop"}`)
	})
	o, _ := newTestOllama(t, url, "m")
	o.IdleTimeout = 150 * time.Millisecond
	res, err := o.Chat(context.Background(), story(8), func(laika.Chunk) error { return nil })
	if err != nil || res.Text != "second try" {
		t.Fatalf("got %q, %v", res.Text, err)
	}
}

func TestOllamaIdleAfterOutputIsTimeout(t *testing.T) {
	url := ndjsonServer(t, func(w http.ResponseWriter, r *http.Request, n int) {
		writeLine(w, `{"message":{"role":"assistant","content":"partial"},"done":false}`)
		<-r.Context().Done()
	})
	o, _ := newTestOllama(t, url, "m")
	o.IdleTimeout = 150 * time.Millisecond
	res, err := o.Chat(context.Background(), story(8), func(laika.Chunk) error { return nil })
	if laika.ErrorCode(err) != laika.CodeTimeout || res.Text != "partial" {
		t.Fatalf("got %q, %v", res.Text, err)
	}
}

func TestCallbackErrorStopsStream(t *testing.T) {
	url := ndjsonServer(t, func(w http.ResponseWriter, r *http.Request, n int) {
		for i := 0; i < 5; i++ {
			writeLine(w, `{"message":{"role":"assistant","content":"x"},"done":false}`)
		}
		writeLine(w, `{"done":true,"done_reason":"stop"}`)
	})
	o, _ := newTestOllama(t, url, "m")
	stop := errors.New("enough")
	res, err := o.Chat(context.Background(), story(8), func(laika.Chunk) error { return stop })
	if !errors.Is(err, stop) || res.Chunks != 1 {
		t.Fatalf("want the callback's error after 1 chunk, got %v after %d", err, res.Chunks)
	}
}
