package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDoctorReportsUnknownConfigKeys runs the real binary's doctor on a
// config.json with a misspelt key.
func TestDoctorReportsUnknownConfigKeys(t *testing.T) {
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, "config.json"), []byte(`{"model":"builtin","ollamahost":"127.0.0.1:1"}`), 0o600); err != nil {
		t.Fatal(err)
	}
	p := startHost(t, home, []string{"doctor"})
	out, _ := io.ReadAll(p.Stdout())
	code, _ := p.Wait()
	if code == 0 || !strings.Contains(string(out), `unknown keys ["ollamahost"]`) || !strings.Contains(string(out), "ollamaHost") {
		t.Fatalf("doctor exit %d:\n%s", code, out)
	}
}
