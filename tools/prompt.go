package tools

import (
	"encoding/json"
	"sort"
	"strings"
)

// PromptList renders the tool list for the planner's system prompt, one tool
// per line in the spec's notation, e.g.
//
//   - browser.type {"handleId": string, "text": string}: Type text into ...
//
// It is generated from the schemas, so the model only learns tools that
// exist, with exactly the keys the validator accepts.
func PromptList() string {
	var b strings.Builder
	for _, t := range catalog {
		b.WriteString("- ")
		b.WriteString(t.Name)
		b.WriteByte(' ')
		index()
		b.WriteString(signature(schemas[t.Name]))
		b.WriteString(": ")
		b.WriteString(t.Description)
		b.WriteByte('\n')
	}
	return b.String()
}

// signature writes s compactly: objects as {"key"?: type}, enums as "a"|"b",
// arrays as [type], oneOf as a | b.
func signature(s *schema) string {
	if len(s.OneOf) > 0 {
		parts := make([]string, len(s.OneOf))
		for i, o := range s.OneOf {
			parts[i] = signature(o)
		}
		return strings.Join(parts, " | ")
	}
	if len(s.Enum) > 0 {
		parts := make([]string, len(s.Enum))
		for i, e := range s.Enum {
			b, _ := json.Marshal(e)
			parts[i] = string(b)
		}
		return strings.Join(parts, "|")
	}
	switch s.Type {
	case "array":
		if s.Items != nil {
			return "[" + signature(s.Items) + "]"
		}
		return "array"
	case "object":
		if s.Properties == nil {
			return "object"
		}
		keys := propertyOrder(s)
		parts := make([]string, len(keys))
		for i, k := range keys {
			opt := "?"
			if contains(s.Required, k) {
				opt = ""
			}
			parts[i] = `"` + k + `"` + opt + ": " + signature(s.Properties[k])
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return s.Type
}

// propertyOrder lists required keys first (in their declared order), then
// the optional ones alphabetically: stable, and the essentials come first.
func propertyOrder(s *schema) []string {
	out := append([]string(nil), s.Required...)
	var opt []string
	for k := range s.Properties {
		if !contains(s.Required, k) {
			opt = append(opt, k)
		}
	}
	sort.Strings(opt)
	return append(out, opt...)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// FormatSchema is the JSON schema passed as Ollama's `format` for planner
// calls: the response object
//
//	{"assistant": {"markdown": string, "citations": [...]},
//	 "tool_calls": [{"name": <tool enum>, "arguments": object}]}
//
// It deliberately stops at "arguments: object": per-tool argument shapes
// would need oneOf, which llama.cpp grammars support poorly. Arguments are
// checked by Validate after decoding instead.
func FormatSchema() json.RawMessage {
	f := map[string]any{
		"type":                 "object",
		"additionalProperties": false,
		"required":             []string{"assistant", "tool_calls"},
		"properties": map[string]any{
			"assistant": map[string]any{
				"type":                 "object",
				"additionalProperties": false,
				"required":             []string{"markdown"},
				"properties": map[string]any{
					"markdown": map[string]any{"type": "string"},
					"citations": map[string]any{
						"type": "array",
						"items": map[string]any{
							"type":                 "object",
							"additionalProperties": false,
							"required":             []string{"quote"},
							"properties": map[string]any{
								"doc_id":    map[string]any{"type": "string"},
								"source_id": map[string]any{"type": "string"},
								"url":       map[string]any{"type": "string"},
								"quote":     map[string]any{"type": "string"},
							},
						},
					},
				},
			},
			"tool_calls": map[string]any{
				"type": "array",
				"items": map[string]any{
					"type":                 "object",
					"additionalProperties": false,
					"required":             []string{"name", "arguments"},
					"properties": map[string]any{
						"name":      map[string]any{"type": "string", "enum": Names()},
						"arguments": map[string]any{"type": "object"},
					},
				},
			},
		},
	}
	b, err := json.Marshal(f)
	if err != nil {
		panic(err) // static data
	}
	return b
}
