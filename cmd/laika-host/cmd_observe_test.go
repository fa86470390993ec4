package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/ollamatest"
)

const observeArticle = `<!doctype html><html lang="en"><head><title>Otters return</title></head><body>
<nav><a href="/a">Home</a> <a href="/b">News</a></nav>
<article><h1>Otters return to the valley</h1>
<p>River otters have returned to the Elm valley after an absence of forty years, the trust said on Tuesday. Volunteers counted twenty-three otters along twelve kilometres of river during the spring survey.</p>
<p>The trust credits cleaner water: farms upstream cut fertiliser run-off by half since 2015, and fish stocks have recovered. Rangers will fit six new fish ladders by autumn.</p>
<p>Dog walkers are asked to keep dogs on leads near the holts while the cubs are young, and anglers to report sightings to the trust.</p>
</article><footer>© 2026 Elm Valley Trust</footer></body></html>`

// observeSite serves the article on a loopback address, plus a redirect to
// the same server under another name ("localhost"), which approval of the
// typed URL must not cover.
func observeSite(t *testing.T) *httptest.Server {
	t.Helper()
	var srv *httptest.Server
	mux := http.NewServeMux()
	mux.HandleFunc("/article", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, observeArticle)
	})
	mux.HandleFunc("/bounce", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, strings.Replace(srv.URL, "127.0.0.1", "localhost", 1)+"/article", http.StatusFound)
	})
	mux.HandleFunc("/file.pdf", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/pdf")
		fmt.Fprint(w, "%PDF-1.4")
	})
	srv = httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	t.Setenv("LAIKA_HOME", t.TempDir())
	var out, errb bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func TestObserveCommand(t *testing.T) {
	srv := observeSite(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "page.html")
	if err := os.WriteFile(file, []byte(observeArticle), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		args     []string
		wantExit int
		wantErr  string // in stderr
	}{
		{"typed loopback URL is approved", []string{"observe", srv.URL + "/article"}, 0, ""},
		{"flag after the URL", []string{"observe", srv.URL + "/article", "--timeout", "5s"}, 0, ""},
		{"local file", []string{"observe", file}, 0, ""},
		{"redirect to another private host needs --allow-private", []string{"observe", srv.URL + "/bounce"}, 1, laika.CodePrivateAddress},
		{"--allow-private follows it", []string{"observe", "--allow-private", srv.URL + "/bounce"}, 0, ""},
		{"not a page", []string{"observe", srv.URL + "/file.pdf"}, 1, laika.CodeUnsupportedContent},
		{"missing file", []string{"observe", filepath.Join(dir, "nope.html")}, 1, laika.CodeNotFound},
		{"other scheme", []string{"observe", "ftp://example.com/x"}, 1, laika.CodeInvalidURL},
		{"no argument", []string{"observe"}, 2, "usage"},
		{"two pages", []string{"observe", file, file}, 2, "one page at a time"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runCLI(t, tt.args...)
			if code != tt.wantExit || !strings.Contains(errs, tt.wantErr) {
				t.Fatalf("exit %d, stderr %q; want exit %d and %q", code, errs, tt.wantExit, tt.wantErr)
			}
			if code != 0 {
				return
			}
			var obs laika.Observation
			if err := json.Unmarshal([]byte(out), &obs); err != nil {
				t.Fatalf("stdout is not an observation: %v\n%s", err, out)
			}
			if obs.Primary == nil || !strings.Contains(obs.Primary.Text, "Volunteers counted twenty-three otters") || strings.Contains(obs.Primary.Text, "Elm Valley Trust") {
				t.Errorf("primary = %+v", obs.Primary)
			}
		})
	}
}

func TestSummarizeCommand(t *testing.T) {
	srv := observeSite(t)
	code, out, errs := runCLI(t, "summarize", srv.URL+"/article")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "Volunteers counted twenty-three otters") || !strings.Contains(out, "### Sources") || !strings.Contains(out, srv.URL+"/article#:~:text=") {
		t.Errorf("summary:\n%s", out)
	}
	if strings.Contains(out, "summarizing") || !strings.Contains(errs, "summarizing \"Otters return\"") {
		t.Errorf("progress must go to stderr only; stderr %q", errs)
	}

	code, _, errs = runCLI(t, "summarize", "--model", "nonsense:x", srv.URL+"/article")
	if code != 1 || !strings.Contains(errs, laika.CodeInvalidArguments) {
		t.Errorf("bad --model: exit %d, %q", code, errs)
	}
}

// TestSummarizeWithModel drives --model through a replay backend: the
// model's streamed answer (grounded in the page) is what reaches stdout.
func TestSummarizeWithModel(t *testing.T) {
	srv := observeSite(t)
	replay := filepath.Join(t.TempDir(), "replay.jsonl")
	line := `{"purpose":"summary","chunks":["River otters have returned ","to the Elm valley after forty years; ","volunteers counted twenty-three otters."],"done_reason":"stop"}` + "\n"
	if err := os.WriteFile(replay, []byte(line+strings.ReplaceAll(line, `"purpose":"summary",`, "")), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "summarize", "--model", "replay:"+replay, srv.URL+"/article")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.HasPrefix(out, "River otters have returned to the Elm valley after forty years; volunteers counted twenty-three otters.") {
		t.Errorf("summary:\n%s\nstderr:\n%s", out, errs)
	}
	if !strings.Contains(errs, "with replay:") {
		t.Errorf("stderr does not name the backend: %q", errs)
	}
}

// TestSummarizeWithOllama runs the command against a real Ollama server
// with the tiny test model: whatever the model writes, the command streams
// it, checks it against the page and ends with quoted sources when the
// answer is not grounded.
func TestSummarizeWithOllama(t *testing.T) {
	start := time.Now()
	base, model := ollamatest.Start(t)
	t.Logf("ollama up in %s", time.Since(start).Round(time.Millisecond))
	srv := observeSite(t)
	t.Setenv("OLLAMA_HOST", base)
	start = time.Now()
	code, out, errs := runCLI(t, "summarize", "--model", "ollama:"+model, srv.URL+"/article")
	t.Logf("summarize took %s", time.Since(start).Round(time.Millisecond))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(errs, "with ollama:"+model) || !strings.Contains(errs, "writing the summary") {
		t.Errorf("stderr: %q", errs)
	}
	if !strings.Contains(out, "Checked against the page") && !strings.Contains(out, "Quoted from the page") {
		t.Errorf("summary has no grounding trailer:\n%s", out)
	}
}

// A long local file is read at a capture's budget, as a fetched URL is:
// its summary covers the whole main text and says nothing was cut.
func TestSummarizeLongFileReadsWhole(t *testing.T) {
	var b strings.Builder
	b.WriteString("<html><head><title>Harbour log</title></head><body><article><h1>Harbour log</h1>")
	for i := range 300 {
		fmt.Fprintf(&b, "<p>Entry %d: the tide came in at the usual hour, the boats were counted at the quay, and the lamp on the point was trimmed before dusk as the log requires.</p>", i)
	}
	b.WriteString("<p>The last entry records a green flash over the harbour at dawn.</p></article></body></html>")
	path := filepath.Join(t.TempDir(), "log.html")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "observe", path)
	if code != 0 || !strings.Contains(out, "green flash over the harbour") {
		t.Fatalf("observe: exit %d, the tail is missing (%d bytes out): %s", code, len(out), errs)
	}
	code, out, errs = runCLI(t, "summarize", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if strings.Contains(out, "Only the first") {
		t.Errorf("a local file was cut:\n%s", out)
	}
}
