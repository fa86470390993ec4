package llmcp

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParseResponse checks the parser never panics and that whatever it
// recovers is valid JSON with tool-call arguments that are objects.
func FuzzParseResponse(f *testing.F) {
	files, _ := filepath.Glob("testdata/outputs/*.txt")
	for _, p := range files {
		b, _ := os.ReadFile(p)
		f.Add(string(b))
	}
	f.Fuzz(func(t *testing.T, raw string) {
		if v, _, err := ExtractJSON(raw); err == nil && !json.Valid(v) {
			t.Fatalf("ExtractJSON returned invalid JSON %q", v)
		}
		resp, _ := ParseResponse(raw, Options{Validate: testValidate})
		for _, c := range resp.ToolCalls {
			var m map[string]any
			if err := json.Unmarshal(c.Arguments, &m); err != nil {
				t.Fatalf("tool call %q arguments %q are not an object", c.Name, c.Arguments)
			}
		}
		if resp.Render != nil {
			if err := resp.Render.Check("render"); err != nil {
				t.Fatalf("accepted render tree fails Check: %v", err)
			}
		}
	})
}
