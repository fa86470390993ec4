package tools

import (
	"bytes"
	"os"
	"testing"

	"github.com/laikabrowser/laika/internal/golden"
)

const secretsPath = "../extension/generated/secrets.js"

// TestSecretsJSFresh fails when extension/generated/secrets.js does not
// carry origin's secret parameter list: the extension would redact with a
// different list than the host.
func TestSecretsJSFresh(t *testing.T) {
	want, err := GenerateSecretsJS()
	if err != nil {
		t.Fatal(err)
	}
	if *golden.Update {
		if err := os.WriteFile(secretsPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(secretsPath)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("%s is stale or missing: run `make generate` (%v)", secretsPath, err)
	}
}
