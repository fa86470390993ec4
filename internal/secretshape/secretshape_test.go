package secretshape

import (
	"strings"
	"testing"
)

func TestKind(t *testing.T) {
	for _, s := range []string{
		"ghp_R7x2Lq9ZkV4mW8nB3cT6yH1jD5fG0aEs", "token github_pat_11ABCDEFG0123456789_abcdefghijkl",
		"sk-proj-abcdefghijklmnop1234", "sk_live_51H8xYzABCDEFGHIJKLmn", "xoxb-1234567890-abcdefghij",
		"AKIAIOSFODNN7EXAMPLE", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
		"deadbeefdeadbeefdeadbeefdeadbeef", "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MEFCQ0RFRg==", "-----BEGIN PRIVATE KEY-----\nMIIE",
	} {
		if Kind(s) == "" {
			t.Errorf("%q not recognised", s)
		}
	}
	for _, s := range []string{"glass kettle", "https://example.com/a/very/long/path/of/words/and/more", strings.Repeat("a", 40),
		"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "call_0123456789abcdef", "2026-11-24T21:00:00Z"} {
		if k := Kind(s); k != "" {
			t.Errorf("%q flagged as %s", s, k)
		}
	}
}

func TestMaskAndRedact(t *testing.T) {
	m := Mask("4539 1488 0343 6467")
	if strings.Contains(m, "1488") || !strings.HasPrefix(m, "[secret sha256:") || !strings.Contains(m, "19 chars") {
		t.Errorf("Mask = %q", m)
	}
	if Mask("abc") == Mask("abd") {
		t.Error("different values, same mask")
	}
	out := RedactTypedText(`{"tool_calls":[{"name":"browser.type","arguments":{"handleId":"h3","text":"Tr0ub4dor&3-horse"}}],"summary":"use ghp_R7x2Lq9ZkV4mW8nB3cT6yH1jD5fG0aEs"}`)
	if strings.Contains(out, "Tr0ub4dor") || strings.Contains(out, "ghp_R7x2") {
		t.Errorf("RedactTypedText left a secret: %s", out)
	}
	if cut := RedactTypedText(`{"arguments":{"text":"Tr0ub4d`); strings.Contains(cut, "Tr0ub4d") {
		t.Errorf("cut-off preview: %s", cut)
	}
	if got := Scrub("I will type Tr0ub4dor now", []string{"Tr0ub4dor"}); strings.Contains(got, "Tr0ub4dor") {
		t.Errorf("Scrub = %q", got)
	}
}
