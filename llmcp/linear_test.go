package llmcp

import (
	"strings"
	"testing"
	"time"
)

// TestParseIsNotQuadratic feeds pathological outputs (thousands of stray
// braces, asterisks, brackets) that once took seconds each. The bound is
// loose so a loaded machine does not flake; quadratic time blows it by far.
func TestParseIsNotQuadratic(t *testing.T) {
	inputs := map[string]string{
		"open braces": strings.Repeat(`{"a":`, 20000),
		"brace quote": strings.Repeat(`{"`, 20000),
		"stars":       strings.Repeat("*a ", 30000),
		"underscores": strings.Repeat("_a ", 30000),
		"backticks":   strings.Repeat("`a ", 30000),
		"brackets":    strings.Repeat("[a ", 30000),
		"think":       strings.Repeat("<think>", 20000),
		"tool_call":   strings.Repeat("<tool_call>{", 10000),
		"list":        strings.Repeat("- a\n  ", 20000),
	}
	for name, in := range inputs {
		start := time.Now()
		ParseResponse(in, Options{})
		p := time.Since(start)
		start = time.Now()
		FromMarkdown(in)
		md := time.Since(start)
		if p > 3*time.Second || md > 3*time.Second {
			t.Errorf("%s: parse %s, markdown %s", name, p, md)
		}
	}
}
