package tools

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/internal/golden"

	"github.com/laikabrowser/laika"
)

const registryPath = "../extension/generated/registry.json"

// TestRegistryFresh fails when extension/generated/registry.json does not
// match Generate(): someone changed a tool, code or signal without running
// `go generate ./tools`.
func TestRegistryFresh(t *testing.T) {
	want, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	if *golden.Update {
		if err := os.WriteFile(registryPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(registryPath)
	if err != nil {
		t.Fatalf("%v (run `go generate ./tools`)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is stale: run `go generate ./tools` (or go test ./tools -update)", registryPath)
	}
}

func TestRegistryContents(t *testing.T) {
	b, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	var r registry
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	if len(r.Tools) != len(specTools) || r.ProtocolVersion != ProtocolVersion {
		t.Errorf("tools %d, protocol %d", len(r.Tools), r.ProtocolVersion)
	}
	if strings.Join(r.ErrorCodes, ",") != strings.Join(laika.ErrorCodes, ",") {
		t.Error("error codes differ from laika.ErrorCodes")
	}
	if strings.Join(r.Signals, ",") != strings.Join(laika.Signals, ",") {
		t.Error("signals differ from laika.Signals")
	}
	for _, tool := range r.Tools {
		if _, err := parseSchema(tool.Schema); err != nil {
			t.Errorf("%s: schema in registry does not parse: %v", tool.Name, err)
		}
	}
}

func TestPromptListGolden(t *testing.T) {
	got := PromptList()
	path := filepath.Join("testdata", "prompt_list.golden")
	golden.Check(t, path, []byte(got))
	if n := strings.Count(got, "\n"); n != len(specTools) {
		t.Errorf("%d lines, want %d", n, len(specTools))
	}
}
