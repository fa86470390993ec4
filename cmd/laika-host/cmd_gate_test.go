package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/tools"
)

// TestRegistryProtocolVersion keeps the generated extension registry on the
// host's protocol version (package tools cannot import this one).
func TestRegistryProtocolVersion(t *testing.T) {
	if tools.ProtocolVersion != ProtocolVersion {
		t.Fatalf("tools.ProtocolVersion = %d, host ProtocolVersion = %d", tools.ProtocolVersion, ProtocolVersion)
	}
}

// TestGateCLI runs `laika-host gate` on the policy testdata file and on
// bad input, through the real binary.
func TestGateCLI(t *testing.T) {
	file := filepath.Join("..", "..", "policy", "testdata", "explain", "navigate_planted.json")
	run := func(args ...string) (string, string, int) {
		cmd := exec.Command(hostBin, append([]string{"gate"}, args...)...)
		cmd.Env = append(os.Environ(), "LAIKA_HOME="+t.TempDir())
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return out.String(), errb.String(), code
	}
	out, stderr, code := run(file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var r struct{ Decision, Reason, Preview, Detail string }
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if r.Decision != "ask" || r.Reason != "untrusted_provenance" || !strings.Contains(r.Preview, "https://evil.example/collect?d=cart") {
		t.Errorf("got %+v", r)
	}

	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`{"call":{"name":"browser.back"},"mode":"yolo"}`), 0o600)
	if _, stderr, code := run(bad); code != 1 || !strings.Contains(stderr, "invalid_arguments") {
		t.Errorf("bad mode: exit %d, stderr %q", code, stderr)
	}
	if _, stderr, code := run(filepath.Join(t.TempDir(), "missing.json")); code != 1 || !strings.Contains(stderr, "not_found") {
		t.Errorf("missing file: exit %d, stderr %q", code, stderr)
	}
	if _, _, code := run(); code != 2 {
		t.Errorf("no file: exit %d, want 2", code)
	}
}

// TestPolicyExplainWired sends policy.explain to the running host.
func TestPolicyExplainWired(t *testing.T) {
	p := startHost(t, t.TempDir(), []string{testOrigin}, "LAIKA_ALLOWED_ORIGINS="+testOrigin)
	call := func(id string, payload any) envelope {
		t.Helper()
		if err := p.SendJSON(map[string]any{"id": id, "type": "policy.explain", "payload": payload}); err != nil {
			t.Fatal(err)
		}
		var r envelope
		if err := p.RecvJSON(&r); err != nil {
			t.Fatalf("%v (stderr: %s)", err, p.Stderr)
		}
		return r
	}
	obs := map[string]any{"url": "https://shop.example/checkout", "elements": []map[string]any{
		{"handleId": "laika-1", "tag": "input", "inputType": "password", "label": "Password"},
	}}
	r := call("e1", map[string]any{
		"call":        map[string]any{"name": "browser.type", "arguments": map[string]any{"handleId": "laika-1", "text": "hunter2"}},
		"observation": obs, "mode": "autodrive", "goal": "log me in with hunter2",
		"autodriveOrigins": []string{"https://shop.example"},
	})
	var v struct{ Decision, Reason, Preview, Detail string }
	if r.Status != "ok" || json.Unmarshal(r.Payload, &v) != nil {
		t.Fatalf("%+v", r)
	}
	if v.Decision != "deny" || v.Reason != "sensitive_field" || v.Detail == "" {
		t.Errorf("got %+v", v)
	}
	r = call("e2", map[string]any{"call": map[string]any{"name": "browser.back"}, "surprise": true})
	if r.Status != "error" || r.Error == nil || r.Error.Code != "invalid_arguments" {
		t.Errorf("unknown key: %+v", r)
	}
}
