package tools

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
)

// SchemaKeywords is the JSON-schema subset tool schemas may use. It is
// published in the generated registry so the extension can check the same
// subset; parseSchema rejects anything else, so a schema can never silently
// rely on a keyword nobody enforces.
var SchemaKeywords = []string{
	"type", "description", "properties", "required", "additionalProperties",
	"enum", "items", "minimum", "maximum", "minLength", "maxLength",
	"minItems", "maxItems", "oneOf",
}

// schema is a parsed tool-argument schema.
type schema struct {
	Type                 string             `json:"type,omitempty"`
	Description          string             `json:"description,omitempty"`
	Properties           map[string]*schema `json:"properties,omitempty"`
	Required             []string           `json:"required,omitempty"`
	AdditionalProperties *bool              `json:"additionalProperties,omitempty"`
	Enum                 []any              `json:"enum,omitempty"`
	Items                *schema            `json:"items,omitempty"`
	Minimum              *float64           `json:"minimum,omitempty"`
	Maximum              *float64           `json:"maximum,omitempty"`
	MinLength            *int               `json:"minLength,omitempty"`
	MaxLength            *int               `json:"maxLength,omitempty"`
	MinItems             *int               `json:"minItems,omitempty"`
	MaxItems             *int               `json:"maxItems,omitempty"`
	OneOf                []*schema          `json:"oneOf,omitempty"`
}

// parseSchema decodes raw strictly (unknown keywords are an error) and checks
// that every object schema that lists properties closes itself with
// additionalProperties:false, the spec's "no extra keys" rule.
func parseSchema(raw json.RawMessage) (*schema, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var s schema
	if err := dec.Decode(&s); err != nil {
		return nil, err
	}
	return &s, s.check("")
}

func (s *schema) check(path string) error {
	switch s.Type {
	case "object", "array", "string", "integer", "number", "boolean", "":
	default:
		return fmt.Errorf("%s: unknown type %q", path, s.Type)
	}
	if s.Type == "" && len(s.OneOf) == 0 {
		return fmt.Errorf("%s: schema needs a type or oneOf", path)
	}
	if s.Type == "object" && s.Properties != nil && (s.AdditionalProperties == nil || *s.AdditionalProperties) {
		return fmt.Errorf("%s: object with properties must set additionalProperties:false", path)
	}
	for _, r := range s.Required {
		if _, ok := s.Properties[r]; !ok {
			return fmt.Errorf("%s: required %q is not a property", path, r)
		}
	}
	for k, p := range s.Properties {
		if err := p.check(path + "." + k); err != nil {
			return err
		}
	}
	if s.Items != nil {
		if err := s.Items.check(path + "[]"); err != nil {
			return err
		}
	}
	for i, o := range s.OneOf {
		if err := o.check(fmt.Sprintf("%s|%d", path, i)); err != nil {
			return err
		}
	}
	return nil
}

// validate checks v (decoded with UseNumber) against s. path names the
// offending value in the error, e.g. "arguments.sources[1].url".
func (s *schema) validate(path string, v any) error {
	if len(s.OneOf) > 0 {
		var first error
		n := 0
		for _, o := range s.OneOf {
			if err := o.validate(path, v); err == nil {
				n++
			} else if first == nil {
				first = err
			}
		}
		switch {
		case n == 0:
			return fmt.Errorf("%s matches none of the allowed shapes (first: %v)", path, first)
		case n > 1:
			return fmt.Errorf("%s matches more than one allowed shape", path)
		}
	}
	if s.Type != "" {
		if err := checkType(path, s.Type, v); err != nil {
			return err
		}
	}
	if len(s.Enum) > 0 && !inEnum(s.Enum, v) {
		return fmt.Errorf("%s must be one of %s", path, enumText(s.Enum))
	}
	switch x := v.(type) {
	case string:
		n := len([]rune(x))
		if s.MinLength != nil && n < *s.MinLength {
			return fmt.Errorf("%s must have at least %d characters", path, *s.MinLength)
		}
		if s.MaxLength != nil && n > *s.MaxLength {
			return fmt.Errorf("%s must have at most %d characters", path, *s.MaxLength)
		}
	case json.Number:
		f, _ := x.Float64()
		if s.Minimum != nil && f < *s.Minimum {
			return fmt.Errorf("%s must be >= %v", path, *s.Minimum)
		}
		if s.Maximum != nil && f > *s.Maximum {
			return fmt.Errorf("%s must be <= %v", path, *s.Maximum)
		}
	case []any:
		if s.MinItems != nil && len(x) < *s.MinItems {
			return fmt.Errorf("%s must have at least %d items", path, *s.MinItems)
		}
		if s.MaxItems != nil && len(x) > *s.MaxItems {
			return fmt.Errorf("%s must have at most %d items", path, *s.MaxItems)
		}
		if s.Items != nil {
			for i, e := range x {
				if err := s.Items.validate(fmt.Sprintf("%s[%d]", path, i), e); err != nil {
					return err
				}
			}
		}
	case map[string]any:
		for _, r := range s.Required {
			if _, ok := x[r]; !ok {
				return fmt.Errorf("%s.%s is required", path, r)
			}
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys) // deterministic: report the first bad key by name
		for _, k := range keys {
			p, ok := s.Properties[k]
			if !ok {
				if s.AdditionalProperties != nil && !*s.AdditionalProperties {
					return fmt.Errorf("%s.%s is not an allowed key", path, k)
				}
				continue
			}
			if err := p.validate(path+"."+k, x[k]); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkType(path, typ string, v any) error {
	ok := false
	switch typ {
	case "object":
		_, ok = v.(map[string]any)
	case "array":
		_, ok = v.([]any)
	case "string":
		_, ok = v.(string)
	case "boolean":
		_, ok = v.(bool)
	case "number":
		_, ok = v.(json.Number)
	case "integer":
		if n, isNum := v.(json.Number); isNum {
			f, err := n.Float64()
			ok = err == nil && f == math.Trunc(f) && !math.IsInf(f, 0)
		}
	}
	if !ok {
		return fmt.Errorf("%s must be %s, got %s", path, article(typ), jsonKind(v))
	}
	return nil
}

func article(typ string) string {
	switch typ {
	case "object", "array", "integer":
		return "an " + typ
	}
	return "a " + typ
}

func jsonKind(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case json.Number:
		if strings.ContainsAny(x.String(), ".eE") {
			return "a number"
		}
		return "an integer"
	}
	return fmt.Sprintf("%T", v)
}

func inEnum(enum []any, v any) bool {
	for _, e := range enum {
		switch ev := e.(type) {
		case string:
			if s, ok := v.(string); ok && s == ev {
				return true
			}
		case float64:
			if n, ok := v.(json.Number); ok {
				if f, err := n.Float64(); err == nil && f == ev {
					return true
				}
			}
		case bool:
			if b, ok := v.(bool); ok && b == ev {
				return true
			}
		}
	}
	return false
}

func enumText(enum []any) string {
	parts := make([]string, len(enum))
	for i, e := range enum {
		b, _ := json.Marshal(e)
		parts[i] = string(b)
	}
	return strings.Join(parts, ", ")
}

// decodeArgs decodes tool arguments preserving numbers exactly. Empty input
// means "no arguments" ({}), which the spec allows for argument-less tools.
func decodeArgs(args json.RawMessage) (any, error) {
	if len(bytes.TrimSpace(args)) == 0 {
		return map[string]any{}, nil
	}
	dec := json.NewDecoder(bytes.NewReader(args))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("arguments are not valid JSON: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("arguments hold more than one JSON value")
	}
	return v, nil
}
