package main

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
)

func TestRedactingWriter(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(slog.NewJSONHandler(redactingWriter{&buf}, nil))
	log.Error("planner failed", "err", "unexpected token in ghp_R7x2Lq9ZkV4mW8nB3cT6yH1jD5fG0aEs")
	if strings.Contains(buf.String(), "ghp_R7x2") || !strings.Contains(buf.String(), "[secret sha256:") || !strings.HasSuffix(buf.String(), "}\n") {
		t.Fatalf("log line %q", buf.String())
	}
}
