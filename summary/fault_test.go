package summary

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/llm"
)

// ndjsonOllama is a loopback server speaking Ollama's /api/chat NDJSON for
// faults the real server cannot be made to show: a planted reply, a stream
// that dies mid-way, an HTML error page.
func ndjsonOllama(t *testing.T, deltas []string, finish bool, status int) laika.Model {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/chat" {
			http.NotFound(w, r)
			return
		}
		if status != http.StatusOK {
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(status)
			fmt.Fprint(w, "<html><body><h1>502 Bad Gateway</h1></body></html>")
			return
		}
		w.Header().Set("Content-Type", "application/x-ndjson")
		enc := json.NewEncoder(w)
		for _, d := range deltas {
			enc.Encode(map[string]any{"model": "m", "message": map[string]string{"role": "assistant", "content": d}, "done": false})
			w.(http.Flusher).Flush()
		}
		if finish {
			enc.Encode(map[string]any{"model": "m", "message": map[string]string{"role": "assistant", "content": ""}, "done": true, "done_reason": "stop"})
		}
		// Without the final done line the connection just ends: a cut stream.
	}))
	t.Cleanup(srv.Close)
	m, err := llm.NewOllama(srv.URL, "m", llm.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestModelFaults(t *testing.T) {
	planted := []string{"Otters returned to the Elm valley after 40 years. ", "Volunteers counted 230 otters, ",
		"said survey leader John Carter.\n\n- Greenpeace paid for 6 fish ladders.\n"}
	faithful := []string{"River otters are back in the Elm valley after 40 years.\n\n", "- Volunteers counted 23 otters.\n",
		"- Rangers will fit 6 new fish ladders by autumn.\n"}
	tests := []struct {
		name     string
		model    laika.Model
		fallback string
		want     []string
	}{
		{"faithful reply passes the check", ndjsonOllama(t, faithful, true, 200), "",
			[]string{"River otters are back", "**Checked against the page:** all "}},
		{"planted fabrications are flagged", ndjsonOllama(t, planted, true, 200), "",
			[]string{"Volunteers counted 230 otters", "not found on the page and may be wrong: “230”, “John Carter”, “Greenpeace”"}},
		{"stream cut mid-way keeps the text and falls back", ndjsonOllama(t, planted[:2], false, 200), laika.CodeModelStreamCut,
			[]string{"Volunteers counted 230 otters, \n\n---\n\n**The model stopped early** (model_stream_incomplete)", "### Quoted from the page", "“Volunteers counted 23 otters"}},
		{"HTML error page before any text", ndjsonOllama(t, nil, false, http.StatusBadGateway), "",
			[]string{"*The model is not available (", "Key points, quoted from the page"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var streamed strings.Builder
			res, err := Run(context.Background(), shortArticle(), tt.model, Options{}, func(s string) { streamed.WriteString(s) })
			if err != nil {
				t.Fatal(err)
			}
			if streamed.String() != res.Text {
				t.Fatal("deltas do not add up to the result text")
			}
			if tt.fallback != "" && res.Fallback != tt.fallback {
				t.Errorf("fallback %q, want %q", res.Fallback, tt.fallback)
			}
			for _, w := range tt.want {
				if !strings.Contains(res.Text, w) {
					t.Errorf("text lacks %q:\n%s", w, res.Text)
				}
			}
			if len(res.Citations) == 0 {
				t.Errorf("no citations")
			}
		})
	}
}
