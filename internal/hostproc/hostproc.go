// Package hostproc runs a native-messaging host binary as a child process
// and talks to it the way a browser does: frames on its stdin and stdout.
// Tests and benchmarks use it to exercise the real laika-host binary.
package hostproc

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/laikabrowser/laika/nativemsg"
)

// Proc is a running host.
type Proc struct {
	Cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout io.ReadCloser
	Stderr *safeBuffer
}

// Start runs bin with args and env (added to the current environment).
func Start(bin string, args []string, env ...string) (*Proc, error) {
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	p := &Proc{Cmd: cmd, stdin: stdin, stdout: stdout, Stderr: &safeBuffer{}}
	cmd.Stderr = p.Stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return p, nil
}

// Send writes one frame.
func (p *Proc) Send(msg []byte) error { return nativemsg.WriteFrame(p.stdin, msg) }

// SendLarge writes one frame of any size: the browser may send the host
// frames over the 1 MiB it accepts back (nativemsg.MaxInbound is the
// host's own cap), which Send refuses.
func (p *Proc) SendLarge(msg []byte) error {
	var h [4]byte
	binary.NativeEndian.PutUint32(h[:], uint32(len(msg)))
	if _, err := p.stdin.Write(h[:]); err != nil {
		return err
	}
	_, err := p.stdin.Write(msg)
	return err
}

// SendJSON marshals v and writes it as one frame.
func (p *Proc) SendJSON(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return p.Send(b)
}

// Recv reads one frame.
func (p *Proc) Recv() ([]byte, error) { return nativemsg.ReadFrame(p.stdout) }

// RecvJSON reads one frame into v.
func (p *Proc) RecvJSON(v any) error {
	f, err := p.Recv()
	if err != nil {
		return err
	}
	if err := json.Unmarshal(f, v); err != nil {
		return fmt.Errorf("frame is not JSON: %q", f)
	}
	return nil
}

// CloseStdin signals EOF, as a browser does when the port closes.
func (p *Proc) CloseStdin() error { return p.stdin.Close() }

// Stdout returns the raw stdout stream (for checking nothing but frames).
func (p *Proc) Stdout() io.Reader { return p.stdout }

// Wait waits for exit and returns the exit code.
func (p *Proc) Wait() (int, error) {
	err := p.Cmd.Wait()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode(), nil
	}
	if err != nil {
		return -1, err
	}
	return 0, nil
}

// Build compiles the package at pkg (a path relative to the module root,
// e.g. "./cmd/laika-host") into dir, statically as `make build` does, and
// returns the binary path.
func Build(dir, pkg string) (string, error) {
	out := filepath.Join(dir, filepath.Base(pkg))
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Dir = ModuleRoot()
	// Static, like `make build`: the figures must describe what ships.
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build %s: %v\n%s", pkg, err, b)
	}
	return out, nil
}

// ModuleRoot is the repository root.
func ModuleRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

type safeBuffer struct {
	mu  sync.Mutex
	buf []byte
}

func (b *safeBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf = append(b.buf, p...)
	return len(p), nil
}

func (b *safeBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return string(b.buf)
}
