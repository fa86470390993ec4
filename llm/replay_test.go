package llm

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
)

func writeReplay(t *testing.T, lines ...string) string {
	p := filepath.Join(t.TempDir(), "outputs.jsonl")
	if err := os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestReplayOrderPurposeAndExhaustion(t *testing.T) {
	p := writeReplay(t,
		`{"purpose":"plan","output":"{\"assistant\":{\"markdown\":\"step one\"},\"tool_calls\":[]}"}`,
		`// comments and blank lines are skipped`,
		``,
		`{"purpose":"summary","chunks":["Bees ","dance."]}`,
		`{"purpose":"plan","chunks":["{\"assis"],"error":{"code":"model_stream_incomplete","message":"cut"}}`,
		`{"output":"any purpose"}`,
	)
	r, err := OpenReplay(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	chat := func(purpose string) (laika.ChatResult, error) {
		return r.Chat(context.Background(), laika.ChatRequest{Purpose: purpose}, func(laika.Chunk) error { return nil })
	}
	res, err := chat("summary") // skips the plan line
	if err != nil || res.Text != "Bees dance." || res.Chunks != 2 {
		t.Fatalf("summary: %+v %v", res, err)
	}
	res, err = chat("plan")
	if err != nil || !strings.Contains(res.Text, "step one") || res.Chunks < 2 {
		t.Fatalf("plan 1: %+v %v", res, err)
	}
	res, err = chat("plan")
	if laika.ErrorCode(err) != laika.CodeModelStreamCut || res.Text != `{"assis` {
		t.Fatalf("plan 2: %+v %v", res, err)
	}
	if res, err = chat("plan"); err != nil || res.Text != "any purpose" {
		t.Fatalf("unlabelled line: %+v %v", res, err)
	}
	if _, err = chat("plan"); laika.ErrorCode(err) != laika.CodeModelReplayExhausted {
		t.Fatalf("want exhausted, got %v", err)
	}
	if st := r.Status(context.Background()); !st.Reachable || !strings.Contains(st.Detail, "0 left") {
		t.Errorf("status %+v", st)
	}
}

func TestReplayOpenErrors(t *testing.T) {
	if _, err := OpenReplay(filepath.Join(t.TempDir(), "none.jsonl"), nil); laika.ErrorCode(err) != laika.CodeNotFound {
		t.Errorf("missing file: %v", err)
	}
	p := writeReplay(t, `{"output":"ok"}`, `{"outptu":"typo"}`)
	if _, err := OpenReplay(p, nil); laika.ErrorCode(err) != laika.CodeInvalidArguments || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("bad line: %v", err)
	}
}

func TestParseSpec(t *testing.T) {
	tests := []struct {
		in   string
		want Spec
		code string
	}{
		{"", Spec{Backend: "builtin"}, ""},
		{"builtin", Spec{Backend: "builtin"}, ""},
		{"ollama:qwen3:0.6b", Spec{Backend: "ollama", Model: "qwen3:0.6b"}, ""},
		{"openai:http://127.0.0.1:8080/v1/#qwen", Spec{Backend: "openai", BaseURL: "http://127.0.0.1:8080/v1", Model: "qwen"}, ""},
		{"replay:/tmp/x.jsonl", Spec{Backend: "replay", File: "/tmp/x.jsonl"}, ""},
		{"ollama:", Spec{}, laika.CodeInvalidArguments},
		{"openai:http://x/v1", Spec{}, laika.CodeInvalidArguments},
		{"openai:ftp://x#m", Spec{}, laika.CodeInvalidArguments},
		{"gpt-4", Spec{}, laika.CodeInvalidArguments},
		{"builtin:x", Spec{}, laika.CodeInvalidArguments},
	}
	for _, tt := range tests {
		got, err := ParseSpec(tt.in)
		if laika.ErrorCode(err) != tt.code || got != tt.want {
			t.Errorf("ParseSpec(%q) = %+v, %v; want %+v, %q", tt.in, got, err, tt.want, tt.code)
		}
		if err == nil && tt.in != "" && got.String() != strings.Replace(tt.in, "/v1/#", "/v1#", 1) {
			t.Errorf("String() = %q for %q", got.String(), tt.in)
		}
	}
}

func TestLoggerFullAndRedacted(t *testing.T) {
	secret := strings.Repeat("my private goal about my bank account ", 5)
	for _, full := range []bool{false, true} {
		path := filepath.Join(t.TempDir(), "logs", "llm.jsonl")
		log := NewLogger(path, full)
		r, err := OpenReplay(writeReplay(t, `{"output":"fine"}`), log)
		if err != nil {
			t.Fatal(err)
		}
		r.Chat(context.Background(), laika.ChatRequest{RunID: "r1", Messages: []laika.Message{{Role: "user", Content: secret}}}, func(laika.Chunk) error { return nil })
		log.Close()
		b, _ := os.ReadFile(path)
		if got := strings.Contains(string(b), secret); got != full {
			t.Errorf("full=%v: full prompt in log = %v:\n%s", full, got, b)
		}
		if !strings.Contains(string(b), `"sha256"`) && !full {
			t.Errorf("redacted log lacks digests:\n%s", b)
		}
		if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
			t.Errorf("log file mode: %v %v", fi.Mode(), err)
		}
	}
}

func TestLoggerRetention(t *testing.T) {
	path := filepath.Join(t.TempDir(), "llm.jsonl")
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	old := `{"event":"llm_request","ts":"2026-09-01T00:00:00Z"}`
	recent := `{"event":"llm_request","ts":"2026-11-20T00:00:00Z"}`
	os.WriteFile(path, []byte(old+"\n"+`not json`+"\n"+old+"\n"+recent+"\n"), 0o600)
	log := NewLogger(path, false)
	log.RetentionDays, log.Now = 30, func() time.Time { return now }
	log.note(context.Background(), "m", "x")
	log.Close()
	b, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) != 3 || lines[0] != "not json" || lines[1] != recent || !strings.Contains(lines[2], `"llm_note"`) {
		t.Fatalf("after pruning:\n%s", b)
	}
}
