package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// openPTY returns a real pseudo-terminal's two ends (Linux /dev/ptmx).
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals here: %v", err)
	}
	t.Cleanup(func() { m.Close() })
	if err := unix.IoctlSetPointerInt(int(m.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Fatal(err)
	}
	n, err := unix.IoctlGetInt(int(m.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Fatal(err)
	}
	s, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return m, s
}

// TestServeRefusesTerminal runs the real binary with a real terminal on
// stdin, then on stdout: serve says why and exits 2 instead of reading
// line-disciplined bytes as frames. /dev/null and pipes (the browser's
// case) are served; stdin at EOF ends the host cleanly.
func TestServeRefusesTerminal(t *testing.T) {
	_, tty := openPTY(t)
	devnull, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer devnull.Close()
	tests := []struct {
		name     string
		stdin    *os.File
		ttyOut   bool
		wantCode int
	}{
		{"stdin is a terminal", tty, false, 2},
		{"stdout is a terminal", devnull, true, 2},
		{"stdin is /dev/null (a character device, not a terminal)", devnull, false, 0},
		{"stdin is a pipe", nil, false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := exec.Command(hostBin, "serve")
			cmd.Env = append(os.Environ(), "LAIKA_HOME="+t.TempDir(), "LAIKA_MODEL=builtin")
			if tt.stdin != nil {
				cmd.Stdin = tt.stdin
			} else {
				cmd.Stdin = strings.NewReader("") // exec makes this a pipe
			}
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if tt.ttyOut {
				cmd.Stdout = tty
			}
			err := cmd.Run()
			code := 0
			if ee, ok := err.(*exec.ExitError); ok {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if code != tt.wantCode {
				t.Fatalf("exit %d, want %d (stderr %s)", code, tt.wantCode, stderr.String())
			}
			if tt.wantCode == 2 && !strings.Contains(stderr.String(), "binary native-messaging frames") {
				t.Fatalf("stderr %q", stderr.String())
			}
			if stdout.Len() != 0 {
				t.Fatalf("stdout %q", stdout.String())
			}
		})
	}
}
