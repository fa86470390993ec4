package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

func TestParseOutputCommand(t *testing.T) {
	tests := []struct {
		name, in string
		args     []string
		code     int
		stdout   string // substring
	}{
		{"normalized response", "<think>hm</think>```json\n{'assistant': {'markdown': 'Hi',}, 'tool_calls': [{'name': 'search', 'arguments': {'query': 'x'}}]}\n```", nil, 0, `"name": "search"`},
		{"unknown argument fails", `{"assistant":{"markdown":"x"},"tool_calls":[{"name":"search","arguments":{"query":"x","bogus":1}}]}`, nil, 1, "model_output_invalid"},
		{"unknown tool reported", `{"assistant":{"markdown":"x"},"tool_calls":[{"name":"shell.exec","arguments":{}}]}`, nil, 0, `"unknown_tools"`},
		{"empty fails", "  ", nil, 1, "model_output_invalid"},
		{"raw prints json only", `noise {a: 1, 'b': [1,2,],} more`, []string{"--raw"}, 0, "\"a\": 1"},
		{"raw without json", `no json here`, []string{"--raw"}, 1, "model_output_invalid"},
		{"markdown format", "# Title\n\ntext", []string{"--format", "markdown"}, 0, `"markdown": "# Title`},
		{"bad flag", "", []string{"--nope"}, 2, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errw bytes.Buffer
			code := cmdParseOutput(context.Background(), tt.args, strings.NewReader(tt.in), &out, &errw)
			if code != tt.code || !strings.Contains(out.String(), tt.stdout) {
				t.Fatalf("exit %d, stdout %q, stderr %q", code, out.String(), errw.String())
			}
			if tt.code == 0 && !json.Valid(out.Bytes()) {
				t.Fatalf("stdout is not JSON: %s", out.String())
			}
		})
	}
}
