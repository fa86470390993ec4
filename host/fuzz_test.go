package host

import (
	"encoding/json"
	"testing"

	"github.com/laikabrowser/laika"
)

// FuzzDecodeRequest checks the envelope decoder never panics, always yields
// either a request with id and type or a stable code, and that whatever id
// it recovers round-trips into a valid reply.
func FuzzDecodeRequest(f *testing.F) {
	for _, s := range []string{
		`{"id":"1","type":"hello","payload":{}}`,
		`{"id":"1"}`, `{"type":"x"}`, `[]`, `"s"`, `null`, `{`, ``,
		`{"id":"1","type":"plan","payload":[1]}`,
		`{"id":"\u0000","type":"\ud800","payload":null}`,
		`{"id":1,"type":2}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, frame []byte) {
		req, idp, typp, err := DecodeRequest(frame)
		if err != nil {
			switch laika.ErrorCode(err) {
			case laika.CodeInvalidJSON, laika.CodeInvalidRequest:
			default:
				t.Fatalf("unexpected code %q", laika.ErrorCode(err))
			}
			b, merr := json.Marshal(errReply(idp, typp, err))
			if merr != nil || !json.Valid(b) {
				t.Fatalf("error reply not JSON: %v", merr)
			}
			return
		}
		if req.ID == "" || req.Type == "" || len(req.Payload) == 0 || req.Payload[0] != '{' {
			t.Fatalf("accepted request %+v", req)
		}
	})
}
