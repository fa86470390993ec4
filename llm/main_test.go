package llm

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
)

var (
	ollamaMu   sync.Mutex
	ollamaUsed string // host:port of the ollamatest server this binary used
)

func noteOllama(url string) {
	ollamaMu.Lock()
	ollamaUsed = strings.TrimPrefix(url, "http://")
	ollamaMu.Unlock()
}

// TestMain ends the `ollama runner` processes our test server spawned.
// ollamatest kills `ollama serve` when the test binary exits, but the
// runner it forked for the model is then orphaned and keeps a CPU busy;
// on a shared 2-core machine that slows every other test. Only processes
// whose environment names this binary's server address are touched.
func TestMain(m *testing.M) {
	code := m.Run()
	ollamaMu.Lock()
	addr := ollamaUsed
	ollamaMu.Unlock()
	if addr != "" {
		killRunners(addr)
	}
	os.Exit(code)
}

func killRunners(addr string) {
	dirs, _ := os.ReadDir("/proc")
	want := []byte("OLLAMA_HOST=" + addr + "\x00")
	for _, d := range dirs {
		pid, err := strconv.Atoi(d.Name())
		if err != nil {
			continue
		}
		env, err := os.ReadFile("/proc/" + d.Name() + "/environ")
		if err != nil || !bytes.Contains(env, want) {
			continue
		}
		if cmd, _ := os.ReadFile("/proc/" + d.Name() + "/cmdline"); bytes.Contains(cmd, []byte("runner\x00")) {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}
