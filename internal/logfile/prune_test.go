package logfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestPrune(t *testing.T) {
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	cutoff := now.Add(-30 * 24 * time.Hour)
	old := now.Add(-40 * 24 * time.Hour)
	line := func(key string, ts time.Time, msg string) string {
		return `{"` + key + `":"` + ts.Format(time.RFC3339Nano) + `","msg":"` + msg + `"}`
	}
	tests := []struct {
		name string
		in   []string
		want []string
	}{
		{"nothing old", []string{line("ts", now, "a"), line("ts", now, "b")}, []string{line("ts", now, "a"), line("ts", now, "b")}},
		{"old llm lines dropped", []string{line("ts", old, "a"), line("ts", now, "b")}, []string{line("ts", now, "b")}},
		{"old slog lines dropped", []string{line("time", old.In(time.FixedZone("x", 3600)), "a"), line("time", now, "b")}, []string{line("time", now, "b")}},
		{"lines without a time kept", []string{line("ts", old, "a"), `not json`, `{"msg":"no time"}`}, []string{`not json`, `{"msg":"no time"}`}},
		{"all old", []string{line("ts", old, "a")}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "x.jsonl")
			if err := os.WriteFile(path, []byte(strings.Join(tt.in, "\n")+"\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			Prune(path, cutoff)
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			want := ""
			if len(tt.want) > 0 {
				want = strings.Join(tt.want, "\n") + "\n"
			}
			if string(b) != want {
				t.Errorf("got\n%s\nwant\n%s", b, want)
			}
			if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
				t.Errorf("mode %v", fi.Mode().Perm())
			}
		})
	}
	Prune(filepath.Join(t.TempDir(), "missing.jsonl"), cutoff) // no file: nothing to do, no panic
}
