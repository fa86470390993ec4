package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestBrowserCaller: how each browser starts a host, on each system.
func TestBrowserCaller(t *testing.T) {
	tests := []struct {
		name string
		args []string
		ok   bool
		want caller
	}{
		{"chrome on linux", []string{testOrigin}, true, caller{Origin: testOrigin}},
		{"chrome on windows adds --parent-window", []string{testOrigin, "--parent-window=6620"}, true, caller{Origin: testOrigin}},
		{"firefox on linux", []string{"/home/ada/.mozilla/native-messaging-hosts/dev.laika.host.json", "laika@laika.dev"}, true,
			caller{ManifestPath: "/home/ada/.mozilla/native-messaging-hosts/dev.laika.host.json", AddonID: "laika@laika.dev"}},
		{"firefox on windows", []string{`C:\Users\ada\AppData\Local\Laika\firefox\dev.laika.host.json`, "laika@laika.dev"}, true,
			caller{ManifestPath: `C:\Users\ada\AppData\Local\Laika\firefox\dev.laika.host.json`, AddonID: "laika@laika.dev"}},
		{"a subcommand", []string{"doctor"}, false, caller{}},
		{"a json file alone", []string{"x.json"}, false, caller{}},
		{"no arguments", nil, false, caller{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, ok := browserCaller(tt.args)
			if ok != tt.ok || c != tt.want {
				t.Fatalf("got %+v %v, want %+v %v", c, ok, tt.want, tt.ok)
			}
		})
	}
}

// TestBinaryStdio: Chrome on Windows starts the host with
// --parent-window=<hwnd>, and its pipes carry raw bytes. A frame whose
// length prefix holds 0x0A, 0x0D and 0x1A (LF, CR and the Ctrl-Z that text
// mode reads as end of file) and whose body holds CR LF must arrive intact;
// any newline translation would shift every later frame.
func TestBinaryStdio(t *testing.T) {
	home := t.TempDir()
	p := startHost(t, home, []string{testOrigin, "--parent-window=0"}, "LAIKA_ALLOWED_ORIGINS="+testOrigin)
	body := []byte("{\r\n\"id\":\"crlf\",\r\n\"type\":\"hello\",\"payload\":{}}")
	// Pad with CR LF pairs (valid JSON whitespace) to a length of
	// 0x1A0D: little-endian prefix bytes 0D 1A 00 00.
	const n = 0x1A0D
	body = append(body, bytes.Repeat([]byte("\r\n"), (n-len(body))/2)...)
	if len(body) < n {
		body = append(body, ' ')
	}
	if len(body) != n {
		t.Fatalf("built %d bytes", len(body))
	}
	for i := 0; i < 2; i++ { // the second frame starts where the first ended
		if err := p.Send(body); err != nil {
			t.Fatal(err)
		}
		raw, err := p.Recv()
		if err != nil {
			t.Fatalf("frame %d: %v (stderr %s)", i, err, p.Stderr)
		}
		var r envelope
		if err := json.Unmarshal(raw, &r); err != nil || r.Status != "ok" || r.ID == nil || *r.ID != "crlf" {
			t.Fatalf("frame %d: %s", i, raw)
		}
		if strings.Contains(string(raw), "\r") {
			t.Fatalf("reply carries a CR: %q", raw)
		}
	}
}
