package host

import (
	"encoding/json"
	"testing"
)

// The fast paths must give what the plain encoding/json path gives.
func TestDecodeStringMatchesUnmarshal(t *testing.T) {
	for _, raw := range []string{
		`"hello"`, `""`, `"a\"b"`, `"\u00e9t\u00e9"`, `"tab\there"`, "\"caf\xc3\xa9\"", "\"bad\xffutf8\"", `"\\"`, `"é"`,
	} {
		var want string
		wantOK := json.Unmarshal([]byte(raw), &want) == nil
		var got string
		if ok := decodeString(json.RawMessage(raw), &got); ok != wantOK || got != want {
			t.Errorf("decodeString(%q) = %q, %v; Unmarshal gives %q, %v", raw, got, ok, want, wantOK)
		}
	}
}

func TestEncodedPayloadFramesLikeMarshal(t *testing.T) {
	payload := map[string]any{"hostVersion": "1", "capabilities": []string{"hello", "plan"}}
	b, _ := json.Marshal(payload)
	for _, id := range []string{"b", `quo"te`, "<tag>"} {
		got, err := marshalReply(okReply(id, "hello", Encoded(b)))
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(okReply(id, "hello", payload))
		if string(got) != string(want) {
			t.Errorf("id %q:\n got %s\nwant %s", id, got, want)
		}
	}
}
