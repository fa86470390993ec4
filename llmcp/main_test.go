package llmcp_test

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/laikabrowser/laika/internal/ollamatest"
)

var (
	ollamaMu   sync.Mutex
	ollamaUsed string // host:port of the ollamatest server this binary used
)

// startOllama is ollamatest.Start, noting the server for TestMain.
func startOllama(t *testing.T) (url, model string) {
	url, model = ollamatest.Start(t)
	ollamaMu.Lock()
	ollamaUsed = strings.TrimPrefix(url, "http://")
	ollamaMu.Unlock()
	return url, model
}

// TestMain ends the `ollama runner` our test server forked: ollamatest
// kills `ollama serve` when the binary exits, but the runner is then
// orphaned and keeps a CPU busy. Only processes whose environment names
// this binary's server address are touched. (Same as package llm's.)
func TestMain(m *testing.M) {
	code := m.Run()
	ollamaMu.Lock()
	addr := ollamaUsed
	ollamaMu.Unlock()
	if addr != "" {
		want := []byte("OLLAMA_HOST=" + addr + "\x00")
		dirs, _ := os.ReadDir("/proc")
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
	os.Exit(code)
}
