package llm

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/laikabrowser/laika"
)

// Replay plays recorded model outputs from a JSONL file, one line per
// model call, so the whole agent loop can be tested deterministically with
// realistic, malformed and malicious outputs. A line is
//
//	{"purpose":"plan","output":"...raw text..."}
//	{"purpose":"summary","chunks":["Bees ","dance."],"done_reason":"stop"}
//	{"chunks":["{\"assis"],"error":{"code":"model_stream_incomplete","message":"cut"}}
//
// Calls consume lines in order. When a call has a Purpose, it takes the
// first unused line with that purpose or with none. Running out is
// CodeModelReplayExhausted.
type Replay struct {
	Path string
	Log  *Logger
	// ChunkDelay paces the chunks (zero: as fast as possible).
	ChunkDelay time.Duration

	mu      sync.Mutex
	entries []ReplayEntry
	used    []bool
}

// ReplayEntry is one recorded call.
type ReplayEntry struct {
	Purpose    string   `json:"purpose,omitempty"`
	Output     string   `json:"output,omitempty"`
	Chunks     []string `json:"chunks,omitempty"`
	DoneReason string   `json:"done_reason,omitempty"`
	Error      *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error,omitempty"`
}

var _ laika.Model = (*Replay)(nil)

// OpenReplay reads path. Errors: CodeNotFound, CodeInvalidArguments (with
// the bad line number).
func OpenReplay(path string, log *Logger) (*Replay, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, laika.Errorf(laika.CodeNotFound, "replay file %s does not exist", path)
	}
	if err != nil {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "replay file %s: %v", path, err)
	}
	defer f.Close()
	r := &Replay{Path: path, Log: log}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		var e ReplayEntry
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&e); err != nil {
			return nil, laika.Errorf(laika.CodeInvalidArguments, "replay file %s line %d: %v", path, n, err)
		}
		r.entries = append(r.entries, e)
	}
	if err := sc.Err(); err != nil {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "replay file %s: %v", path, err)
	}
	r.used = make([]bool, len(r.entries))
	return r, nil
}

// Name is "replay:<path>".
func (r *Replay) Name() string { return "replay:" + r.Path }

// Remaining is how many recorded outputs are unused.
func (r *Replay) Remaining() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, u := range r.used {
		if !u {
			n++
		}
	}
	return n
}

func (r *Replay) next(purpose string) (ReplayEntry, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for i, e := range r.entries {
		if !r.used[i] && (purpose == "" || e.Purpose == "" || e.Purpose == purpose) {
			r.used[i] = true
			return e, true
		}
	}
	return ReplayEntry{}, false
}

// Chat streams the next recorded output.
func (r *Replay) Chat(ctx context.Context, req laika.ChatRequest, fn func(laika.Chunk) error) (laika.ChatResult, error) {
	classify := func(err error) error { return laika.Errorf(laika.CodeModelError, "replay: %v", err) }
	return run(ctx, r.Name(), Timing{RetryDelay: time.Millisecond}, r.Log, req, fn, classify, func(ctx context.Context, emit func(string) error) (laika.ChatResult, error) {
		e, ok := r.next(req.Purpose)
		if !ok {
			return laika.ChatResult{}, laika.Errorf(laika.CodeModelReplayExhausted, "replay file %s has no recorded output left for purpose %q", r.Path, req.Purpose)
		}
		chunks := e.Chunks
		if chunks == nil && e.Output != "" {
			chunks = splitWords(e.Output)
		}
		for _, c := range chunks {
			if r.ChunkDelay > 0 {
				select {
				case <-time.After(r.ChunkDelay):
				case <-ctx.Done():
					return laika.ChatResult{}, ctx.Err()
				}
			}
			if err := ctx.Err(); err != nil {
				return laika.ChatResult{}, err
			}
			if err := emit(c); err != nil {
				return laika.ChatResult{}, err
			}
		}
		if e.Error != nil {
			return laika.ChatResult{}, &laika.Error{Code: e.Error.Code, Message: e.Error.Message}
		}
		reason := e.DoneReason
		if reason == "" {
			reason = "stop"
		}
		return laika.ChatResult{DoneReason: reason}, nil
	})
}

// splitWords cuts s after each space so replays stream like a model.
func splitWords(s string) []string {
	var out []string
	for len(s) > 0 {
		i := strings.IndexByte(s, ' ')
		if i < 0 {
			out = append(out, s)
			break
		}
		out = append(out, s[:i+1])
		s = s[i+1:]
	}
	return out
}

// Status reports how many outputs are left.
func (r *Replay) Status(context.Context) Status {
	return Status{Backend: BackendReplay, Model: r.Path, Reachable: true,
		Detail: fmt.Sprintf("replaying %d recorded outputs (%d left) from %s", len(r.entries), r.Remaining(), r.Path)}
}
