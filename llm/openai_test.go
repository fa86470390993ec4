package llm

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
)

// sseServer is a loopback OpenAI-compatible server; h writes the reply.
func sseServer(t *testing.T, h func(w http.ResponseWriter, body map[string]any, n int)) *OpenAI {
	t.Helper()
	n := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n++
		if r.URL.Path == "/v1/models" {
			w.Write([]byte(`{"data":[{"id":"tiny"}]}`))
			return
		}
		if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer sk-test" {
			http.Error(w, `{"error":{"message":"bad path or key"}}`, http.StatusUnauthorized)
			return
		}
		var body map[string]any
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &body)
		w.Header().Set("Content-Type", "text/event-stream")
		h(w, body, n)
	}))
	t.Cleanup(srv.Close)
	o := NewOpenAI(srv.URL+"/v1", "tiny", Settings{OpenAIKey: "sk-test", Log: NewLogger(filepath.Join(t.TempDir(), "llm.jsonl"), false)})
	o.RetryDelay = 10 * time.Millisecond
	return o
}

func event(w http.ResponseWriter, data string) {
	io.WriteString(w, "data: "+data+"\n\n")
	w.(http.Flusher).Flush()
}

func delta(s string) string {
	b, _ := json.Marshal(s)
	return `{"choices":[{"index":0,"delta":{"content":` + string(b) + `},"finish_reason":null}]}`
}

func TestOpenAIStreams(t *testing.T) {
	var sawSchema bool
	o := sseServer(t, func(w http.ResponseWriter, body map[string]any, n int) {
		rf, _ := body["response_format"].(map[string]any)
		sawSchema = rf["type"] == "json_schema" && body["stream"] == true && body["model"] == "tiny"
		io.WriteString(w, ": keep-alive comment\n\n")
		for _, d := range []string{`{"assistant":`, `{"markdown":"hi"}`, `}`} {
			event(w, delta(d))
			time.Sleep(5 * time.Millisecond)
		}
		event(w, `{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"usage":{"prompt_tokens":12,"completion_tokens":3}}`)
		event(w, "[DONE]")
	})
	req := story(64)
	req.Format = moodSchema
	var got []string
	res, err := o.Chat(context.Background(), req, func(c laika.Chunk) error { got = append(got, c.Delta); return nil })
	if err != nil {
		t.Fatal(err)
	}
	if res.Text != `{"assistant":{"markdown":"hi"}}` || len(got) != 3 || res.Chunks != 3 || res.DoneReason != "stop" || res.OutputTokens != 3 {
		t.Fatalf("res = %+v, chunks %q", res, got)
	}
	if !sawSchema {
		t.Error("request lacked response_format json_schema")
	}
	if st := o.Status(context.Background()); !st.Reachable || st.Code != "" || strings.Contains(st.Detail, "does not list") {
		t.Errorf("status = %+v", st)
	}
	o.Model = "other"
	if st := o.Status(context.Background()); !st.Reachable || !strings.Contains(st.Detail, "does not list model \"other\"") {
		t.Errorf("status for an unlisted model = %+v", st)
	}
}

func TestOpenAIFaults(t *testing.T) {
	tests := []struct {
		name     string
		format   bool
		h        func(w http.ResponseWriter, body map[string]any, n int)
		code     string
		partial  string
		contains string
	}{
		{"mid-stream error", false, func(w http.ResponseWriter, body map[string]any, n int) {
			event(w, delta("Once "))
			event(w, `{"error":{"message":"the model crashed","type":"server_error"}}`)
		}, laika.CodeModelError, "Once ", "model crashed"},
		{"html error page", false, func(w http.ResponseWriter, body map[string]any, n int) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.WriteHeader(http.StatusBadGateway)
			io.WriteString(w, "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>")
		}, laika.CodeModelError, "", "HTML page"},
		{"html with status 200", false, func(w http.ResponseWriter, body map[string]any, n int) {
			w.Header().Set("Content-Type", "text/html")
			io.WriteString(w, "<html>login portal</html>")
		}, laika.CodeModelError, "", "HTML page"},
		{"stream cut", false, func(w http.ResponseWriter, body map[string]any, n int) {
			event(w, delta("half"))
		}, laika.CodeModelStreamCut, "half", "partial output kept"},
		{"schema rejected then retried", true, func(w http.ResponseWriter, body map[string]any, n int) {
			if body["response_format"] != nil {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusBadRequest)
				io.WriteString(w, `{"error":{"message":"response_format not supported"}}`)
				return
			}
			event(w, `{"choices":[{"delta":{"content":"{}"},"finish_reason":"stop"}]}`)
			event(w, "[DONE]")
		}, "", "{}", ""},
		{"rate limited", false, func(w http.ResponseWriter, body map[string]any, n int) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusTooManyRequests)
			io.WriteString(w, `{"error":{"message":"slow down"}}`)
		}, laika.CodeRateLimited, "", "slow down"},
		{"unknown model", false, func(w http.ResponseWriter, body map[string]any, n int) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusNotFound)
			io.WriteString(w, `{"error":{"message":"The model 'tiny' does not exist"}}`)
		}, laika.CodeModelNotFound, "", "tiny"},
		{"truncated json reply", true, func(w http.ResponseWriter, body map[string]any, n int) {
			event(w, `{"choices":[{"delta":{"content":"{\"mood\":"},"finish_reason":"length"}]}`)
			event(w, "[DONE]")
		}, laika.CodeModelOutputTruncated, `{"mood":`, "output limit"},
		{"not an event stream", false, func(w http.ResponseWriter, body map[string]any, n int) {
			io.WriteString(w, "Internal Server Error\n")
		}, laika.CodeModelError, "", "not an event stream"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := sseServer(t, tt.h)
			req := story(16)
			if tt.format {
				req.Format = moodSchema
			}
			res, err := o.Chat(context.Background(), req, func(laika.Chunk) error { return nil })
			if laika.ErrorCode(err) != tt.code {
				t.Fatalf("code %q want %q (%v)", laika.ErrorCode(err), tt.code, err)
			}
			if res.Text != tt.partial {
				t.Errorf("text %q want %q", res.Text, tt.partial)
			}
			if !strings.Contains(laika.ErrorMessage(err), tt.contains) {
				t.Errorf("message %q lacks %q", laika.ErrorMessage(err), tt.contains)
			}
		})
	}
}

func TestOpenAIBadKey(t *testing.T) {
	o := sseServer(t, nil)
	o.APIKey = "wrong"
	_, err := o.Chat(context.Background(), story(8), func(laika.Chunk) error { return nil })
	if laika.ErrorCode(err) != laika.CodePermissionDenied {
		t.Fatalf("got %v", err)
	}
}

func TestOpenAIUnreachable(t *testing.T) {
	o := NewOpenAI("http://"+closedPort(t)+"/v1", "m", Settings{})
	o.RetryDelay = time.Millisecond
	if _, err := o.Chat(context.Background(), story(8), func(laika.Chunk) error { return nil }); laika.ErrorCode(err) != laika.CodeModelUnavailable {
		t.Fatalf("got %v", err)
	}
	if st := o.Status(context.Background()); st.Reachable || st.Code != laika.CodeModelUnavailable {
		t.Fatalf("status %+v", st)
	}
}

func TestOpenAICancel(t *testing.T) {
	o := sseServer(t, func(w http.ResponseWriter, body map[string]any, n int) {
		for i := 0; i < 30; i++ {
			event(w, delta("x"))
			time.Sleep(10 * time.Millisecond)
		}
	})
	ctx, cancel := context.WithCancel(context.Background())
	var at time.Time
	_, err := o.Chat(ctx, story(8), func(c laika.Chunk) error {
		if at.IsZero() {
			at = time.Now()
			cancel()
		}
		return nil
	})
	if laika.ErrorCode(err) != laika.CodeCancelled || time.Since(at) > 100*time.Millisecond {
		t.Fatalf("got %v after %s", err, time.Since(at))
	}
}
