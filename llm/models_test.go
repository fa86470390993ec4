package llm

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/ollamatest"
)

func TestListOllamaNamesTheInstalledModel(t *testing.T) {
	url, model := ollamatest.Start(t)
	got := ListOllama(context.Background(), url)
	if !got.Reachable || got.Code != "" {
		t.Fatalf("not reachable: %+v", got)
	}
	var found *ModelInfo
	for i, m := range got.Models {
		if m.Name == model || strings.TrimSuffix(m.Name, ":latest") == model {
			found = &got.Models[i]
		}
	}
	if found == nil {
		t.Fatalf("%s not listed: %+v", model, got.Models)
	}
	if found.Size <= 0 {
		t.Errorf("no size for %s: %+v", model, found)
	}
}

// Ollama also serves the OpenAI-compatible /v1/models: a real server for
// ListOpenAI.
func TestListOpenAIAgainstOllamasV1(t *testing.T) {
	url, model := ollamatest.Start(t)
	got := ListOpenAI(context.Background(), url+"/v1", "")
	if !got.Reachable {
		t.Fatalf("not reachable: %+v", got)
	}
	names := []string{}
	for _, m := range got.Models {
		names = append(names, m.Name)
	}
	if !strings.Contains(strings.Join(names, " "), model) {
		t.Fatalf("%s not in %v", model, names)
	}
}

func TestListUnreachableServers(t *testing.T) {
	// A port nothing listens on.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	for name, got := range map[string]ServerModels{
		"ollama": ListOllama(context.Background(), addr),
		"openai": ListOpenAI(context.Background(), "http://"+addr+"/v1", ""),
	} {
		if got.Reachable || got.Code != laika.CodeModelUnavailable || got.Models == nil || len(got.Models) != 0 {
			t.Errorf("%s: %+v", name, got)
		}
	}
	if got := ListOpenAI(context.Background(), "ftp://x/v1", ""); got.Code != laika.CodeInvalidArguments {
		t.Errorf("ftp: %+v", got)
	}
}

// A server that refuses the key is a fault the real Ollama cannot show
// (it takes any key): a loopback httptest server.
func TestListOpenAIRefusedKey(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer right" {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			w.Write([]byte(`{"error":{"message":"bad key"}}`))
			return
		}
		w.Write([]byte(`{"data":[{"id":"b-model"},{"id":"a-model"}]}`))
	}))
	defer srv.Close()
	if got := ListOpenAI(context.Background(), srv.URL+"/v1", "wrong"); got.Reachable || got.Code != laika.CodePermissionDenied {
		t.Errorf("wrong key: %+v", got)
	}
	got := ListOpenAI(context.Background(), srv.URL+"/v1", "right")
	if !got.Reachable || len(got.Models) != 2 || got.Models[0].Name != "a-model" {
		t.Errorf("right key: %+v", got)
	}
}
