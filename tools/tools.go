package tools

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/laikabrowser/laika"
)

// Category is a tool's risk class; the Policy Gate starts from it.
type Category string

const (
	Read      Category = "read"       // reads the page; nothing changes or leaves
	Navigate  Category = "navigate"   // changes what the tab shows, or sends a query out
	DOMAction Category = "dom-action" // acts on the page through a handle
	Egress    Category = "egress"     // sends data out of Laika
	App       Category = "app"        // trusted local executor in the host
)

// Runs is where a tool executes.
type Runs string

const (
	Content    Runs = "content"    // extension content script
	Background Runs = "background" // extension service worker
	Host       Runs = "host"       // laika-host
)

// Tool is one tool the model may call. Schema is the JSON schema of its
// arguments object, closed with additionalProperties:false.
type Tool struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Category    Category        `json:"category"`
	Runs        Runs            `json:"runs"`
	Schema      json.RawMessage `json:"schema"`
}

var (
	indexOnce sync.Once
	byName    map[string]int
	schemas   map[string]*schema
)

// index parses every schema, once, on first use rather than in package
// init: the host's cold start (one process per browser window) pays for
// nothing it does not use. A malformed schema is a programming error; it
// panics here, and TestPromptListGolden (through PromptList) parses every
// schema, so it fails the tests.
func index() {
	indexOnce.Do(buildIndex)
}

func buildIndex() {
	byName, schemas = map[string]int{}, map[string]*schema{}
	for i, t := range catalog {
		if _, dup := byName[t.Name]; dup {
			panic("tools: duplicate tool " + t.Name)
		}
		s, err := parseSchema(t.Schema)
		if err != nil {
			panic(fmt.Sprintf("tools: schema of %s: %v", t.Name, err))
		}
		byName[t.Name] = i
		schemas[t.Name] = s
	}
}

// raw compacts a schema literal so the registry and prompt bytes do not
// depend on how the Go source is indented.
func raw(s string) json.RawMessage {
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(s)); err != nil {
		panic("tools: bad schema literal: " + err.Error())
	}
	return b.Bytes()
}

// All returns every tool in a stable order (the catalog order). The slice is
// a copy; callers may not modify the schemas' bytes.
func All() []Tool {
	out := make([]Tool, len(catalog))
	copy(out, catalog)
	return out
}

// Names returns every tool name in catalog order.
func Names() []string {
	out := make([]string, len(catalog))
	for i, t := range catalog {
		out[i] = t.Name
	}
	return out
}

// Lookup returns the tool called name.
func Lookup(name string) (Tool, bool) {
	index()
	i, ok := byName[name]
	if !ok {
		return Tool{}, false
	}
	return catalog[i], true
}

// Validate checks args against the schema of tool name. It returns an
// *laika.Error with code unsupported_tool for an unknown name, and
// invalid_arguments for arguments that are not a JSON object, miss a required
// key, carry a key the schema does not list, or hold a value of the wrong
// type, enum or range. Empty args count as {}.
func Validate(name string, args json.RawMessage) error {
	index()
	s, ok := schemas[name]
	if !ok {
		return laika.Errorf(laika.CodeUnsupportedTool, "unknown tool %q", name)
	}
	v, err := decodeArgs(args)
	if err != nil {
		return laika.Errorf(laika.CodeInvalidArguments, "%s: %v", name, err)
	}
	if _, isObj := v.(map[string]any); !isObj {
		return laika.Errorf(laika.CodeInvalidArguments, "%s: arguments must be an object, got %s", name, jsonKind(v))
	}
	if err := s.validate("arguments", v); err != nil {
		return laika.Errorf(laika.CodeInvalidArguments, "%s: %v", name, err)
	}
	return nil
}
