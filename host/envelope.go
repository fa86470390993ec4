package host

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
)

// Request is one decoded request envelope.
type Request struct {
	ID      string
	Type    string
	Payload json.RawMessage
}

// reply is the envelope of every frame the host writes. ID and Type are
// pointers so that an error about an undecodable request says null.
type reply struct {
	ID      *string     `json:"id"`
	Type    *string     `json:"type"`
	Status  string      `json:"status"`
	Payload any         `json:"payload,omitempty"`
	Error   *replyError `json:"error,omitempty"`
}

type replyError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// DecodeRequest parses one frame into a Request. On failure it returns an
// *laika.Error (invalid_json or invalid_request) and whatever id and type it
// could recover, so the error reply can still be matched by the caller.
func DecodeRequest(frame []byte) (Request, *string, *string, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(frame, &raw); err != nil {
		var anyv any
		if json.Unmarshal(frame, &anyv) == nil {
			return Request{}, nil, nil, laika.Errorf(laika.CodeInvalidRequest, "request must be a JSON object")
		}
		return Request{}, nil, nil, laika.Errorf(laika.CodeInvalidJSON, "frame is not valid JSON")
	}
	var req Request
	var idp, typp *string
	if v, ok := raw["id"]; ok && decodeString(v, &req.ID) && req.ID != "" {
		idp = &req.ID
	}
	if v, ok := raw["type"]; ok && decodeString(v, &req.Type) && req.Type != "" {
		typp = &req.Type
	}
	switch {
	case idp == nil:
		return req, nil, typp, laika.Errorf(laika.CodeInvalidRequest, "request needs a non-empty string \"id\"")
	case typp == nil:
		return req, idp, nil, laika.Errorf(laika.CodeInvalidRequest, "request needs a non-empty string \"type\"")
	}
	req.Payload = raw["payload"]
	if len(req.Payload) == 0 || bytes.Equal(req.Payload, []byte("null")) {
		req.Payload = json.RawMessage("{}")
	} else if req.Payload[0] != '{' {
		return req, idp, typp, laika.Errorf(laika.CodeInvalidRequest, "\"payload\" must be an object")
	}
	return req, idp, typp, nil
}

// Decode unmarshals a request payload into v, rejecting unknown fields, and
// reports failures as invalid_arguments.
func Decode(payload json.RawMessage, v any) error {
	dec := json.NewDecoder(bytes.NewReader(payload))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return laika.Errorf(laika.CodeInvalidArguments, "payload: %v", err)
	}
	return nil
}

// decodeString decodes a JSON string value of a frame already checked to
// be valid JSON. A string with no escapes (every id and type a browser
// sends) is its own content, which spares one more JSON scan per request.
func decodeString(v json.RawMessage, s *string) bool {
	if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
		// Valid JSON has no raw quote or control byte inside a string;
		// invalid UTF-8 is left to Unmarshal, which replaces it.
		if in := v[1 : len(v)-1]; bytes.IndexByte(in, '\\') < 0 && utf8.Valid(in) {
			*s = string(in)
			return true
		}
	}
	return json.Unmarshal(v, s) == nil
}

// Encoded is a payload already encoded as a JSON object, which write
// frames as it is. A handler that answers the same bytes on every call (hello)
// returns one so the hot path does not marshal it again.
type Encoded []byte

func okReply(id, typ string, payload any) reply {
	if payload == nil {
		payload = struct{}{}
	}
	return reply{ID: &id, Type: &typ, Status: "ok", Payload: payload}
}

func errReply(id, typ *string, err error) reply {
	return reply{ID: id, Type: typ, Status: "error",
		Error: &replyError{Code: laika.ErrorCode(err), Message: laika.ErrorMessage(err)}}
}
