package llm

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/secretshape"
)

// Logger appends one JSON line per model event to llm.jsonl. By default it
// records sha256 digests and short previews of prompts and outputs, never
// their full text (pages and goals are private); Full records everything
// (LAIKA_LOG_FULL_LLM=1). The file is opened on first use so a host that
// never calls a model never creates it. A nil *Logger logs nothing.
type Logger struct {
	Path string
	Full bool
	Now  func() time.Time
	// RetentionDays drops lines older than this many days when the log is
	// first opened (zero keeps everything).
	RetentionDays int

	mu  sync.Mutex
	f   *os.File
	err error
}

// NewLogger logs to path (created 0600, folder 0700, on first write).
func NewLogger(path string, full bool) *Logger {
	return &Logger{Path: path, Full: full, Now: time.Now}
}

// PreviewChars is how much of a text the redacted log keeps.
const PreviewChars = 80

func (l *Logger) write(ev map[string]any) {
	if l == nil {
		return
	}
	ev["ts"] = l.Now().UTC().Format(time.RFC3339Nano)
	b, err := json.Marshal(ev)
	if err != nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f == nil && l.err == nil {
		if l.err = os.MkdirAll(filepath.Dir(l.Path), 0o700); l.err == nil {
			l.prune()
			l.f, l.err = os.OpenFile(l.Path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
		}
	}
	if l.f != nil {
		l.f.Write(append(b, '\n'))
	}
}

// Close closes the file.
func (l *Logger) Close() error {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f == nil {
		return nil
	}
	err := l.f.Close()
	l.f = nil
	return err
}

// text renders s for the log: all of it, or a digest and a preview.
func (l *Logger) text(s string) any {
	if l.Full {
		return s
	}
	return Digest(s)
}

// TextDigest is the redacted form of a prompt or an output.
type TextDigest struct {
	SHA256  string `json:"sha256"`
	Chars   int    `json:"chars"`
	Preview string `json:"preview,omitempty"`
}

// Digest returns the sha256, length and first PreviewChars runes of s.
func Digest(s string) TextDigest {
	sum := sha256.Sum256([]byte(s))
	p := s
	if utf8.RuneCountInString(p) > PreviewChars {
		r := []rune(p)
		p = string(r[:PreviewChars]) + "…"
	}
	// No secret at rest: what the output proposes to type and token-shaped
	// runs are masked in the preview (internal/secretshape).
	return TextDigest{SHA256: hex.EncodeToString(sum[:]), Chars: len(s), Preview: secretshape.RedactTypedText(p)}
}

func (l *Logger) request(id, name string, req laika.ChatRequest) {
	if l == nil {
		return
	}
	msgs := make([]map[string]any, len(req.Messages))
	for i, m := range req.Messages {
		msgs[i] = map[string]any{"role": m.Role, "content": l.text(m.Content)}
	}
	ev := map[string]any{"event": "llm_request", "request_id": id, "run_id": req.RunID, "model": name,
		"purpose": req.Purpose, "messages": msgs, "max_tokens": req.MaxTokens}
	if req.Format != nil {
		ev["format_sha256"] = Digest(string(req.Format)).SHA256
	}
	l.write(ev)
}

func (l *Logger) retry(id, name string, attempt int, err error, delay time.Duration) {
	l.write(map[string]any{"event": "llm_retry", "request_id": id, "model": name, "attempt": attempt,
		"error": err.Error(), "delay_ms": delay.Milliseconds()})
}

// note logs what the call path did about a server's quirk, for the call
// ctx belongs to (nothing for a temporary run).
func (l *Logger) note(ctx context.Context, name, what string) {
	if laika.Temporary(ctx) {
		return
	}
	id := requestID(ctx)
	l.write(map[string]any{"event": "llm_note", "request_id": id, "model": name, "note": what})
}

func (l *Logger) complete(id, name string, req laika.ChatRequest, res laika.ChatResult, err error) {
	if l == nil {
		return
	}
	ev := map[string]any{"event": "llm_complete", "request_id": id, "run_id": req.RunID, "model": name,
		"purpose": req.Purpose, "chunks": res.Chunks, "done_reason": res.DoneReason,
		"prompt_tokens": res.PromptTokens, "output_tokens": res.OutputTokens,
		"duration_ms": res.Duration.Milliseconds(), "output": l.text(res.Text)}
	if err != nil {
		ev["error_code"] = laika.ErrorCode(err)
		ev["error"] = laika.ErrorMessage(err)
	}
	l.write(ev)
}
