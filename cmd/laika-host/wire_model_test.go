package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/internal/ollamatest"
)

// helloModel starts the real host binary with env and returns hello's
// model status.
func helloModel(t *testing.T, env ...string) ModelStatus {
	t.Helper()
	p := startHost(t, t.TempDir(), []string{"serve"}, env...)
	p.Send([]byte(`{"id":"h","type":"hello","payload":{}}`))
	var r envelope
	if err := p.RecvJSON(&r); err != nil {
		t.Fatalf("%v (stderr: %s)", err, p.Stderr)
	}
	var h helloReply
	if err := json.Unmarshal(r.Payload, &h); err != nil || r.Status != "ok" {
		t.Fatalf("hello reply %+v: %v", r, err)
	}
	return h.Model
}

func TestHelloReportsOllamaModel(t *testing.T) {
	url, model := ollamatest.Start(t)
	st := helloModel(t, "LAIKA_MODEL=ollama:"+model, "OLLAMA_HOST="+url)
	if st.Backend != "ollama" || st.Model != model || !st.Reachable || st.Code != "" {
		t.Fatalf("hello model = %+v", st)
	}
	st = helloModel(t, "LAIKA_MODEL=ollama:laika-not-pulled", "OLLAMA_HOST="+url)
	if st.Backend != "ollama" || st.Reachable || st.Code != "model_not_found" || !strings.Contains(st.Detail, "ollama pull laika-not-pulled") {
		t.Fatalf("hello model (missing) = %+v", st)
	}
}

func TestHelloModelFallbacks(t *testing.T) {
	tests := []struct {
		name, model, host string
		backend, code     string
		reachable         bool
	}{
		{"unreachable ollama", "ollama:qwen3:0.6b", "127.0.0.1:1", "ollama", "model_unavailable", false},
		{"bad setting", "gpt-4", "", "builtin", "invalid_arguments", true},
		{"missing replay file", "replay:/nonexistent/outputs.jsonl", "", "builtin", "not_found", true},
		{"empty is builtin", "", "", "builtin", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := helloModel(t, "LAIKA_MODEL="+tt.model, "OLLAMA_HOST="+tt.host)
			if st.Backend != tt.backend || st.Code != tt.code || st.Reachable != tt.reachable {
				t.Fatalf("hello model = %+v", st)
			}
			if !st.Reachable && !strings.Contains(st.Detail, "built-in") {
				t.Errorf("detail %q does not say the built-in is used", st.Detail)
			}
		})
	}
}
