package prompts

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"strings"
	"testing"
)

func TestAllNamesExist(t *testing.T) {
	for _, n := range []string{Plan, Summarize, Answer, Repair} {
		text, sum := Get(n)
		if strings.TrimSpace(text) == "" || len(sum) != 64 {
			t.Errorf("prompt %q missing or empty (sum %q)", n, sum)
		}
	}
	if text, sum := Get("no-such-prompt"); text != "" || sum != "" {
		t.Errorf("unknown prompt returned %q %q", text, sum)
	}
}

func TestDigestMatchesFile(t *testing.T) {
	for _, n := range Names() {
		b, err := os.ReadFile(n + ".md")
		if err != nil {
			t.Fatal(err)
		}
		s := sha256.Sum256(b)
		if _, sum := Get(n); sum != hex.EncodeToString(s[:]) {
			t.Errorf("%s: digest %s does not match file", n, sum)
		}
	}
	if d := Digests(Plan, "nope"); len(d) != 1 || d[Plan] == "" {
		t.Errorf("Digests = %v", d)
	}
}

func TestPlanHasToolsPlaceholder(t *testing.T) {
	if text, _ := Get(Plan); !strings.Contains(text, ToolsPlaceholder) {
		t.Error("plan prompt lost its tools placeholder")
	}
}
