package llmcp

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/internal/golden"

	"github.com/laikabrowser/laika"
)

// testTools is a small stand-in registry with the argument keys of the
// LLMCP browser primitives: enough to exercise the validator seam. The real
// registry is package tools; ParseResponse takes its Validate as a func.
var testTools = map[string]struct{ required, optional []string }{
	"search":              {[]string{"query"}, []string{"engine", "newTab"}},
	"browser.click":       {[]string{"handleId"}, nil},
	"browser.type":        {[]string{"handleId", "text"}, nil},
	"browser.scroll":      {[]string{"deltaY"}, nil},
	"browser.navigate":    {[]string{"url"}, nil},
	"browser.open_tab":    {[]string{"url"}, nil},
	"browser.back":        {nil, nil},
	"browser.refresh":     {nil, nil},
	"browser.observe_dom": {nil, []string{"maxChars", "maxElements"}},
}

func testValidate(name string, args json.RawMessage) error {
	spec, ok := testTools[name]
	if !ok {
		return laika.Errorf(laika.CodeUnsupportedTool, "unknown tool %q", name)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(args, &m); err != nil {
		return laika.Errorf(laika.CodeInvalidArguments, "arguments must be an object")
	}
	allowed := map[string]bool{}
	for _, k := range append(append([]string{}, spec.required...), spec.optional...) {
		allowed[k] = true
	}
	var unknown []string
	for k := range m {
		if !allowed[k] {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	if len(unknown) > 0 {
		return laika.Errorf(laika.CodeInvalidArguments, "unknown argument %s", strings.Join(unknown, ", "))
	}
	for _, k := range spec.required {
		if _, ok := m[k]; !ok {
			return laika.Errorf(laika.CodeInvalidArguments, "missing argument %s", k)
		}
	}
	return nil
}

// testCoerce turns a numeric string into a number for the one number
// field of testTools (browser.scroll deltaY), as the orchestrator does from
// the real schemas.
func testCoerce(name string, args json.RawMessage) (json.RawMessage, bool) {
	if name != "browser.scroll" {
		return args, false
	}
	var m map[string]any
	if json.Unmarshal(args, &m) != nil {
		return args, false
	}
	s, ok := m["deltaY"].(string)
	if !ok {
		return args, false
	}
	var f float64
	if json.Unmarshal([]byte(strings.TrimSpace(s)), &f) != nil {
		return args, false
	}
	m["deltaY"] = f
	b, _ := json.Marshal(m)
	return b, true
}

type goldenOut struct {
	Response *Response `json:"response,omitempty"`
	Error    *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error,omitempty"`
}

func TestParseResponseGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/outputs/*.txt")
	if err != nil || len(files) < 40 {
		t.Fatalf("want at least 40 corpus files, have %d (%v)", len(files), err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			opts := Options{Validate: testValidate, Coerce: testCoerce}
			if strings.HasPrefix(name, "md_") {
				opts.Format = FormatMarkdown
			}
			resp, err := ParseResponse(string(raw), opts)
			var g goldenOut
			g.Response = &resp
			if err != nil {
				g.Error = &struct {
					Code    string `json:"code"`
					Message string `json:"message"`
				}{laika.ErrorCode(err), laika.ErrorMessage(err)}
				if len(resp.Problems) == 0 && resp.Shape == "" {
					g.Response = nil
				}
			}
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(false)
			enc.SetIndent("", "  ")
			enc.Encode(g)
			got := buf.Bytes()
			path := strings.TrimSuffix(f, ".txt") + ".golden.json"
			golden.Check(t, path, got)
		})
	}
}
