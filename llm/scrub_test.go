package llm

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestLoggerScrub: a value learned to be a secret after it was logged is
// masked in the file, raw and JSON-escaped, and logging goes on after.
func TestLoggerScrub(t *testing.T) {
	path := filepath.Join(t.TempDir(), "logs", "llm.jsonl")
	l := NewLogger(path, true)
	l.Now = func() time.Time { return time.Unix(0, 0) }
	l.note(context.Background(), "m", `I will type Zebra-Quartz-7781 and "quoted<pw>"`)
	if err := l.Scrub([]string{"Zebra-Quartz-7781", `quoted<pw>`, "ab"}); err != nil {
		t.Fatal(err)
	}
	l.note(context.Background(), "m", "after")
	l.Close()
	b, _ := os.ReadFile(path)
	s := string(b)
	if strings.Contains(s, "Zebra-Quartz") || strings.Contains(s, `quoted\u003cpw\u003e`) || strings.Contains(s, "quoted<pw>") {
		t.Errorf("secret still in the log:\n%s", s)
	}
	if !strings.Contains(s, "[secret sha256:") || !strings.Contains(s, `"after"`) || strings.Count(s, "\n") != 2 {
		t.Errorf("log after scrub:\n%s", s)
	}
	if err := (*Logger)(nil).Scrub([]string{"x"}); err != nil {
		t.Error(err)
	}
	if err := NewLogger(filepath.Join(t.TempDir(), "none.jsonl"), false).Scrub([]string{"abcdef"}); err != nil {
		t.Errorf("scrub before any write: %v", err)
	}
}
