package llmcp

import (
	"bytes"
	"encoding/json"
	"sort"
)

// writeString writes s as a JSON string without HTML escaping, so text the
// model wrote (<, >, &) stays readable in logs and goldens.
func writeString(b *bytes.Buffer, s string) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	b.Truncate(b.Len() - 1) // Encode's newline
}

func jsonValid(b []byte, v *any) bool { return json.Unmarshal(b, v) == nil }

// marshal encodes v without HTML escaping.
func marshal(v any) json.RawMessage {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil
	}
	return bytes.TrimRight(b.Bytes(), "\n")
}

func sortedCopy(s []string) []string {
	out := append([]string(nil), s...)
	sort.Strings(out)
	return out
}

func contains(s []string, x string) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}
