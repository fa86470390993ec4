package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGateBlockedOriginSpellings runs the real `laika-host gate` on every
// way of writing a blocked site, in the call's URL and in the rule: each
// must be denied, not merely asked about.
func TestGateBlockedOriginSpellings(t *testing.T) {
	cases := []struct{ rule, url string }{
		{"bank.example", "https://bank.example:443/login"},
		{"bank.example", "https://bank.example./login"},
		{"bank.example", "https://ｂａｎｋ．ｅｘａｍｐｌｅ/login"},
		{"bank.example", "https://BANK.Example/login"},
		{"bank.example", "https://bank%2Eexample/login"},
		{"bank.example:443", "https://bank.example/login"},
		{"bank.example.", "https://bank.example/login"},
		{"https://BANK.EXAMPLE:443", "https://bank.example/"},
		{"ｂａｎｋ．ｅｘａｍｐｌｅ", "https://bank.example/"},
		{"xn--bcher-kva.example", "https://bücher.example/"},
		{"bücher.example", "https://xn--bcher-kva.example/"},
		{"127.0.0.1", "http://2130706433/"},
		{"127.0.0.1", "http://0x7f.0.0.1/"},
		{"127.0.0.1", "http://0177.1/"},
		{"2130706433", "http://127.0.0.1:8080/"},
		{"[::1]", "http://[0:0:0:0:0:0:0:1]/"},
		// red team: IPv6 spellings of a blocked IPv4 address, userinfo and
		// fragment tricks, ideographic full stops.
		{"127.0.0.1", "http://[::ffff:127.0.0.1]/"},
		{"127.0.0.1", "http://[::ffff:7f00:1]/"},
		{"127.0.0.1", "http://[64:ff9b::7f00:1]/"},
		{"bank.example", "https://allowed.example@bank.example/"},
		{"bank.example", "https://bank.example#@allowed.example"},
		{"bank.example", "https://bank。example/"},
		{"bank.example", "https://WWW.BANK.EXAMPLE./"},
		{"*.bank.example", "https://login.bank.example:443/"},
		{"localhost", "http://LOCALHOST.:8080/admin"},
		{"[fe80::1]", "http://[fe80::1%25eth0]/"},
		{"10.0.0.1", "http://012.0.0.1/"},
		{"10.0.0.1", "http://0xa.0.0.1/"},
		{"10.0.0.1", "http://167772161/"},
	}
	dir := t.TempDir()
	for i, c := range cases {
		for _, mode := range []string{"assist", "autodrive"} {
			req := map[string]any{
				"call":             map[string]any{"name": "browser.navigate", "arguments": map[string]any{"url": c.url}},
				"mode":             mode,
				"goal":             "open " + c.url,
				"blockedOrigins":   []string{c.rule},
				"autodriveOrigins": []string{"*.example", "bank.example", "127.0.0.1"},
			}
			b, _ := json.Marshal(req)
			f := filepath.Join(dir, "req.json")
			os.WriteFile(f, b, 0o600)
			cmd := exec.Command(hostBin, "gate", f)
			cmd.Env = append(os.Environ(), "LAIKA_HOME="+dir)
			var out, errb bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errb
			if err := cmd.Run(); err != nil {
				t.Fatalf("case %d: %v: %s", i, err, errb.String())
			}
			var r struct{ Decision, Reason string }
			json.Unmarshal(out.Bytes(), &r)
			// Go's URL parser refuses a percent-encoded host outright:
			// invalid_url is a deny too.
			if r.Decision != "deny" || (r.Reason != "blocked_origin" && !(r.Reason == "invalid_url" && bytes.Contains([]byte(c.url), []byte("%")))) {
				t.Errorf("rule %q, url %q, %s: %s %s, want deny blocked_origin", c.rule, c.url, mode, r.Decision, r.Reason)
			}
		}
	}
}
