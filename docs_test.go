package laika

import (
	"os"
	"strings"
	"testing"
)

// TestProtocolDocListsEveryCode keeps docs/protocol.md's error table in step
// with ErrorCodes: adding a code without documenting it fails here.
func TestProtocolDocListsEveryCode(t *testing.T) {
	b, err := os.ReadFile("docs/protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	seen := map[string]bool{}
	for _, c := range ErrorCodes {
		if seen[c] {
			t.Errorf("code %q listed twice in ErrorCodes", c)
		}
		seen[c] = true
		if !strings.Contains(doc, "| `"+c+"` |") {
			t.Errorf("docs/protocol.md has no table row for error code %q", c)
		}
	}
}
