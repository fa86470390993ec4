package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/laikabrowser/laika/internal/hostproc"
	"github.com/laikabrowser/laika/manifests"
	"github.com/laikabrowser/laika/nativemsg"
)

var hostBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "laika-host-test-")
	if err != nil {
		panic(err)
	}
	hostBin, err = hostproc.Build(dir, "./cmd/laika-host")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

const testOrigin = "chrome-extension://" + manifests.DefaultExtensionID + "/"

type envelope struct {
	ID      *string         `json:"id"`
	Type    *string         `json:"type"`
	Status  string          `json:"status"`
	Payload json.RawMessage `json:"payload"`
	Error   *struct{ Code, Message string }
}

// startHost launches the real binary the way Chrome does.
func startHost(t *testing.T, home string, args []string, env ...string) *hostproc.Proc {
	t.Helper()
	p, err := hostproc.Start(hostBin, args, append([]string{"LAIKA_HOME=" + home, "LAIKA_MODEL=builtin"}, env...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Cmd.Process.Kill(); p.Cmd.Wait() })
	return p
}

func TestHelloFromAllowedCaller(t *testing.T) {
	home := t.TempDir()
	p := startHost(t, home, []string{testOrigin}, "LAIKA_ALLOWED_ORIGINS="+testOrigin)
	p.Send([]byte(`{"id":"h1","type":"hello","payload":{}}`))
	var r envelope
	if err := p.RecvJSON(&r); err != nil {
		t.Fatalf("%v (stderr: %s)", err, p.Stderr)
	}
	if r.Status != "ok" || *r.ID != "h1" {
		t.Fatalf("reply %+v", r)
	}
	var h helloReply
	json.Unmarshal(r.Payload, &h)
	if h.ProtocolVersion != ProtocolVersion || h.HostVersion == "" || h.Model.Backend != "builtin" || !h.Model.Reachable {
		t.Fatalf("hello %+v", h)
	}
	if !contains(h.Capabilities, "hello") {
		t.Fatalf("capabilities %v lack hello", h.Capabilities)
	}
	p.CloseStdin()
	if code, _ := p.Wait(); code != 0 {
		t.Fatalf("exit %d after EOF", code)
	}
	if _, err := os.Stat(filepath.Join(home, "logs", "host.jsonl")); err != nil {
		t.Fatalf("no log file in data dir: %v", err)
	}
}

func TestCallerCheck(t *testing.T) {
	udd := t.TempDir()
	tests := []struct {
		name    string
		args    []string
		env     []string
		install bool
		allowed bool
	}{
		{"unknown origin refused", []string{"chrome-extension://evilevilevilevilevilevilevilevil/"}, nil, false, false},
		{"env allows", []string{testOrigin}, []string{"LAIKA_ALLOWED_ORIGINS=" + testOrigin}, false, true},
		{"env without slash allows", []string{testOrigin}, []string{"LAIKA_ALLOWED_ORIGINS=" + strings.TrimSuffix(testOrigin, "/")}, false, true},
		{"installed manifest allows", []string{testOrigin}, nil, true, true},
		{"installed manifest, other origin refused", []string{"chrome-extension://otherotherotherotherotherother/"}, nil, true, false},
		{"windows parent-window arg", []string{testOrigin, "--parent-window=0"}, []string{"LAIKA_ALLOWED_ORIGINS=" + testOrigin}, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			if tt.install {
				cmd := []string{"install", "--browser", "chromium", "--user-data-dir", udd}
				p := startHost(t, home, cmd)
				if code, _ := p.Wait(); code != 0 {
					t.Fatalf("install failed: %s", p.Stderr)
				}
			}
			p := startHost(t, home, tt.args, tt.env...)
			p.Send([]byte(`{"id":"h","type":"hello"}`))
			var r envelope
			if err := p.RecvJSON(&r); err != nil {
				t.Fatal(err)
			}
			if tt.allowed != (r.Status == "ok") {
				t.Fatalf("allowed=%v but reply %+v", tt.allowed, r)
			}
			if !tt.allowed {
				if r.Error == nil || r.Error.Code != "forbidden_origin" || !strings.Contains(r.Error.Message, "not allowed") {
					t.Fatalf("refusal %+v", r.Error)
				}
				if code, _ := p.Wait(); code == 0 {
					t.Fatal("refused host exited 0")
				}
			}
		})
	}
}

// TestFirefoxCaller: Firefox passes the manifest path it read, but so can
// anyone who starts the host. A manifest at a path the host would not
// install to allows nothing; the one `install --browser firefox` wrote to
// $HOME/.mozilla/native-messaging-hosts allows the add-on it names.
func TestFirefoxCaller(t *testing.T) {
	home, userHome := t.TempDir(), t.TempDir()
	p := startHost(t, home, []string{"install", "--browser", "firefox"}, "HOME="+userHome)
	if code, _ := p.Wait(); code != 0 {
		t.Fatalf("install: %s", p.Stderr)
	}
	installed := filepath.Join(userHome, ".mozilla", "native-messaging-hosts", manifests.HostName+".json")
	rogue := filepath.Join(t.TempDir(), manifests.HostName+".json")
	body, _ := manifests.Render("firefox", hostBin, []string{"evil@example.com"})
	os.WriteFile(rogue, body, 0o644)
	for _, tc := range []struct {
		manifest, addon string
		ok              bool
	}{
		{installed, manifests.FirefoxAddonID, true},
		{installed, "evil@example.com", false},
		{rogue, "evil@example.com", false}, // the path in argv is not trusted
		{rogue, manifests.FirefoxAddonID, true},
	} {
		p := startHost(t, home, []string{tc.manifest, tc.addon}, "HOME="+userHome)
		p.Send([]byte(`{"id":"h","type":"hello"}`))
		var r envelope
		if err := p.RecvJSON(&r); err != nil {
			t.Fatal(err)
		}
		if (r.Status == "ok") != tc.ok {
			t.Fatalf("manifest %s addon %s: %+v", tc.manifest, tc.addon, r)
		}
	}
}

// TestStdoutOnlyFrames runs a session full of bad input with stderr logging
// on, and checks every byte on stdout parses as a frame of JSON.
func TestStdoutOnlyFrames(t *testing.T) {
	home := t.TempDir()
	p := startHost(t, home, []string{"serve"}, "LAIKA_LOG_STDERR=1")
	var in bytes.Buffer
	for _, m := range []string{`{"id":"1","type":"hello"}`, `garbage`, `[]`, `{"id":"2","type":"nope"}`, `{"id":"3"}`} {
		nativemsg.WriteFrame(&in, []byte(m))
	}
	p.Send(nil) // an empty frame is also bad input
	if err := sendRaw(p, in.Bytes()); err != nil {
		t.Fatal(err)
	}
	p.CloseStdin()
	all, _ := io.ReadAll(p.Stdout())
	code, _ := p.Wait()
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	r := bytes.NewReader(all)
	n := 0
	for {
		f, err := nativemsg.ReadFrame(r)
		if err == io.EOF {
			break
		}
		if err != nil || !json.Valid(f) {
			t.Fatalf("stdout holds a non-frame after %d frames: %v %q", n, err, all)
		}
		n++
	}
	if n != 6 {
		t.Fatalf("got %d frames, want 6", n)
	}
	if !strings.Contains(p.Stderr.String(), `"level"`) {
		t.Fatalf("LAIKA_LOG_STDERR=1 wrote no log lines to stderr: %q", p.Stderr)
	}
}

func sendRaw(p *hostproc.Proc, b []byte) error {
	r := bytes.NewReader(b)
	for {
		f, err := nativemsg.ReadFrame(r)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if err := p.Send(f); err != nil {
			return err
		}
	}
}

// TestSIGTERMExitsPromptly checks the host exits 0 within 1 s of SIGTERM
// even with a request in flight.
func TestSIGTERMExitsPromptly(t *testing.T) {
	home := t.TempDir()
	p := startHost(t, home, []string{"serve"})
	p.Send([]byte(`{"id":"1","type":"hello"}`))
	var r envelope
	if err := p.RecvJSON(&r); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	p.Cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan int, 1)
	go func() { c, _ := p.Wait(); done <- c }()
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("exit %d after SIGTERM", code)
		}
		if d := time.Since(start); d > time.Second {
			t.Fatalf("took %v", d)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("host still running 2 s after SIGTERM")
	}
}

func TestDoctorFindsMovedBinary(t *testing.T) {
	home := t.TempDir()
	udd := t.TempDir()
	moved := filepath.Join(t.TempDir(), "laika-host")
	os.WriteFile(moved, []byte("#!/bin/sh\n"), 0o755)
	p := startHost(t, home, []string{"install", "--browser", "chromium", "--user-data-dir", udd, "--binary", moved})
	if code, _ := p.Wait(); code != 0 {
		t.Fatalf("install: %s", p.Stderr)
	}
	os.Remove(moved)
	p = startHost(t, home, []string{"doctor"})
	out, _ := io.ReadAll(p.Stdout())
	code, _ := p.Wait()
	if code == 0 || !strings.Contains(string(out), "did the binary move?") {
		t.Fatalf("doctor exit %d:\n%s", code, out)
	}
}

func TestDoctorDataDirNotWritable(t *testing.T) {
	// A data dir under a regular file fails even for root, whom
	// permission bits do not stop.
	f := filepath.Join(t.TempDir(), "file")
	os.WriteFile(f, nil, 0o600)
	p := startHost(t, filepath.Join(f, "home"), []string{"doctor"})
	out, _ := io.ReadAll(p.Stdout())
	code, _ := p.Wait()
	if code == 0 || !strings.Contains(string(out), "data dir") || !strings.Contains(string(out), "FAIL") {
		t.Fatalf("doctor exit %d:\n%s", code, out)
	}
}

func TestUninstall(t *testing.T) {
	home, udd := t.TempDir(), t.TempDir()
	path := filepath.Join(udd, "NativeMessagingHosts", manifests.HostName+".json")
	for _, args := range [][]string{
		{"install", "--browser", "chromium", "--user-data-dir", udd},
		{"uninstall", "--browser", "chromium", "--user-data-dir", udd},
	} {
		p := startHost(t, home, args)
		if code, _ := p.Wait(); code != 0 {
			t.Fatalf("%v: %s", args, p.Stderr)
		}
		_, err := os.Stat(path)
		if (args[0] == "install") != (err == nil) {
			t.Fatalf("after %s: stat err %v", args[0], err)
		}
	}
	rec, _ := manifests.Recorded(home)
	if len(rec) != 0 {
		t.Fatalf("registry still lists %v", rec)
	}
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}
