package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestHostLogPruned: the real host drops host.jsonl lines older than
// logRetentionDays when it starts, as it does for llm.jsonl.
func TestHostLogPruned(t *testing.T) {
	home := t.TempDir()
	logs := filepath.Join(home, "logs")
	os.MkdirAll(logs, 0o700)
	old := time.Now().Add(-40 * 24 * time.Hour).Format(time.RFC3339Nano)
	recent := time.Now().Add(-time.Hour).Format(time.RFC3339Nano)
	body := `{"time":"` + old + `","level":"INFO","msg":"ancient"}` + "\n" + `{"time":"` + recent + `","level":"INFO","msg":"recent"}` + "\n"
	if err := os.WriteFile(filepath.Join(logs, "host.jsonl"), []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	s := &session{t: t, p: startHost(t, home, []string{"serve"})}
	s.call("hello", nil, nil)
	b, err := os.ReadFile(filepath.Join(logs, "host.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "ancient") || !strings.Contains(string(b), "recent") {
		t.Errorf("host.jsonl after start:\n%s", b)
	}
}
