package main

import (
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/config"
)

// TestProtocolDocCoversEveryMessage keeps docs/protocol.md current with the
// code: every message type the wired host serves must have a heading that
// names it, and every heading that names a message must be served.
func TestProtocolDocCoversEveryMessage(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "docs", "protocol.md"))
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load(func(k string) string {
		return map[string]string{"LAIKA_HOME": t.TempDir(), "LAIKA_MODEL": "builtin"}[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMain(cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	documented := map[string]bool{}
	heading := regexp.MustCompile("(?m)^#{3,4} .*$") // a section of its own, not a family title
	name := regexp.MustCompile("`([a-z]+(?:\\.[a-z_]+)?)`")
	for _, h := range heading.FindAllString(string(b), -1) {
		for _, n := range name.FindAllStringSubmatch(h, -1) {
			documented[n[1]] = true
		}
	}
	served := map[string]bool{}
	for _, typ := range m.Server.Types() {
		served[typ] = true
		if !documented[typ] {
			t.Errorf("docs/protocol.md has no section heading for message %q", typ)
		}
	}
	for n := range documented {
		if strings.Contains(n, ".") && !served[n] && !strings.HasPrefix(n, "browser.") {
			t.Errorf("docs/protocol.md documents %q, which the host does not serve", n)
		}
	}
}
