// Package ollamatest starts a REAL Ollama server for tests, with the tiny
// real model from ../shared/models (stories260K, served as "laika-tiny").
// One server is shared by every test in a test binary and dies with it.
//
// Tests that need it skip, with the reason printed, only when the model file
// is absent. A missing ollama binary is a failure with the command that
// builds it (`make tools`), because CI always provides both.
package ollamatest

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// Model is the name the tiny model is created under.
const Model = "laika-tiny"

var (
	// keepAlive is never read: it only keeps the lifeline pipe's writer
	// reachable, because a collected *os.File closes its fd, which would
	// stop the server in the middle of the tests.
	//lint:ignore U1000 held, not used; see above
	keepAlive io.WriteCloser
	once      sync.Once
	baseURL   string
	initErr   error
	skipMsg   string
)

// ModelsDir returns the shared models folder: $LAIKA_MODELS_DIR, else
// ../shared/models beside the repository root.
func ModelsDir() string {
	if d := os.Getenv("LAIKA_MODELS_DIR"); d != "" {
		return d
	}
	return filepath.Join(moduleRoot(), "..", "shared", "models")
}

// Binary returns the ollama binary to run: $LAIKA_OLLAMA_BIN, .tools/ollama
// under the module root, or ollama on PATH.
func Binary() (string, error) {
	if b := os.Getenv("LAIKA_OLLAMA_BIN"); b != "" {
		return b, nil
	}
	if b := filepath.Join(moduleRoot(), ".tools", "ollama"); fileExists(b) {
		return b, nil
	}
	return exec.LookPath("ollama")
}

// Start returns the base URL (http://127.0.0.1:<port>) of a running Ollama
// server that has Model, starting it on first use.
func Start(t testing.TB) (url, model string) {
	t.Helper()
	once.Do(start)
	if skipMsg != "" {
		t.Skip(skipMsg)
	}
	if initErr != nil {
		t.Fatalf("ollamatest: %v", initErr)
	}
	return baseURL, Model
}

func start() {
	gguf := filepath.Join(ModelsDir(), "stories260K.gguf")
	if !fileExists(gguf) {
		skipMsg = fmt.Sprintf("ollamatest: model file %s is absent; real-Ollama tests skipped", gguf)
		return
	}
	bin, err := Binary()
	if err != nil {
		initErr = fmt.Errorf("no ollama binary (set LAIKA_OLLAMA_BIN or run `make tools` to build .tools/ollama): %v", err)
		return
	}
	port, err := freePort()
	if err != nil {
		initErr = err
		return
	}
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	modelsDir, err := os.MkdirTemp("", "laika-ollama-models-")
	if err != nil {
		initErr = err
		return
	}
	env := append(os.Environ(), "OLLAMA_HOST="+addr, "OLLAMA_MODELS="+modelsDir,
		"OLLAMA_NOPRUNE=1", "OLLAMA_KEEP_ALIVE=30m", "OLLAMA_NUM_PARALLEL=4")
	logName := filepath.Join(modelsDir, "serve.log")
	// ollama serve starts a model runner process of its own, which a
	// signal to the server alone would orphan. So the server runs under a
	// shell in a new process group that holds a pipe from this process:
	// when the test binary exits, however it dies, the kernel closes the
	// pipe, read returns, and the shell removes the models directory (the
	// server's log is in it) and kills the whole group (itself, the server
	// and every runner). Each test binary would otherwise leave 1.2 MB in
	// the temporary directory.
	cmd := exec.Command("/bin/sh", "-c", `"$0" serve </dev/null >>"$1" 2>&1 & read _; rm -rf "$2"; kill -KILL 0`, bin, logName, modelsDir)
	cmd.Env = env
	cmd.SysProcAttr = newProcessGroup()
	lifeline, err := cmd.StdinPipe()
	if err != nil {
		initErr = err
		return
	}
	if err := cmd.Start(); err != nil {
		initErr = fmt.Errorf("start %s: %v", bin, err)
		return
	}
	keepAlive = lifeline // never closed: it lives exactly as long as this process
	go cmd.Wait()
	baseURL = "http://" + addr
	if err := waitReady(baseURL, 30*time.Second); err != nil {
		initErr = fmt.Errorf("%v (server log: %s)", err, logName)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	modelfile, err := threadBoundModelfile(modelsDir)
	if err != nil {
		initErr = err
		return
	}
	create := exec.CommandContext(ctx, bin, "create", Model, "-f", modelfile)
	create.Dir = ModelsDir()
	create.Env = env
	if out, err := create.CombinedOutput(); err != nil {
		initErr = fmt.Errorf("ollama create %s: %v: %s", Model, err, lastLine(string(out)))
	}
}

// threadBoundModelfile writes a copy of the shared Modelfile into dir with
// FROM made absolute and `num_thread 1` added. llama.cpp's worker threads
// spin at their barriers; on a 2-core machine that is also running browsers
// and other tests, a two-thread runner thrashes and a 600-token reply that
// takes 2.7 s with one thread took 5 minutes (measured under load 14). The
// model is tiny, so one thread loses nothing.
func threadBoundModelfile(dir string) (string, error) {
	src, err := os.ReadFile(filepath.Join(ModelsDir(), "Modelfile"))
	if err != nil {
		return "", err
	}
	gguf, err := filepath.Abs(filepath.Join(ModelsDir(), "stories260K.gguf"))
	if err != nil {
		return "", err
	}
	text := strings.Replace(string(src), "FROM ./stories260K.gguf", "FROM "+gguf, 1)
	text += "\nPARAMETER num_thread 1\n"
	out := filepath.Join(dir, "Modelfile.laika-test")
	return out, os.WriteFile(out, []byte(text), 0o600)
}

func waitReady(url string, d time.Duration) error {
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		resp, err := http.Get(url + "/api/version")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("ollama at %s not ready after %s", url, d)
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func moduleRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}
