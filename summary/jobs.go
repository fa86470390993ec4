package summary

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
)

// Job limits and defaults.
const (
	// MaxPollText caps the JSON-encoded size of the text in one poll reply,
	// far under the 1 MiB frame limit; a client with more to read polls
	// again from the returned cursor.
	MaxPollText = 256 << 10
	// MaxWait caps summary.poll's waitMs.
	MaxWait = time.Second
	// DefaultTTL is how long a finished job stays pollable.
	DefaultTTL = 10 * time.Minute
	// DefaultMaxJobs bounds jobs held in memory (running and finished).
	DefaultMaxJobs = 64
	// DefaultMaxRunning bounds jobs running at once.
	DefaultMaxRunning = 4
	// cancelWait is how long summary.cancel waits for the job to stop.
	cancelWait  = time.Second
	saveTimeout = 5 * time.Second
)

// Job statuses.
const (
	StatusRunning   = "running"
	StatusDone      = "done"
	StatusCancelled = "cancelled"
	StatusFailed    = "failed"
)

// Store saves finished summaries. It is satisfied by the host's SQLite
// store (or an adapter in cmd/laika-host); a nil Store keeps nothing.
type Store interface {
	SaveSummary(ctx context.Context, rec Record) error
}

// Record is one finished summary as stored.
type Record struct {
	JobID      string           `json:"jobId"`
	RunID      string           `json:"runId,omitempty"`
	URL        string           `json:"url"`
	Title      string           `json:"title,omitempty"`
	Goal       string           `json:"goal,omitempty"`
	Style      string           `json:"style,omitempty"`
	Backend    string           `json:"backend"`
	Kind       string           `json:"kind"`
	Fallback   string           `json:"fallback,omitempty"`
	Format     string           `json:"format"`
	Text       string           `json:"text"`
	Citations  []laika.Citation `json:"citations,omitempty"`
	Grounding  *Grounding       `json:"grounding,omitempty"`
	StartedAt  time.Time        `json:"startedAt"`
	FinishedAt time.Time        `json:"finishedAt"`
}

// ModelFunc picks the model for a new job and a notice line for the top of
// the summary (e.g. why the built-in backend is used instead). A nil model
// means builtin.
type ModelFunc func(ctx context.Context) (laika.Model, string)

// Manager runs summary jobs in the host and serves them to pollers. Create
// it with NewManager.
type Manager struct {
	Model      ModelFunc
	Store      Store // optional
	Log        *slog.Logger
	NumCtx     int
	MaxTokens  int // Options.MaxTokens for every job; 0: by style
	TTL        time.Duration
	MaxJobs    int
	MaxRunning int
	Now        func() time.Time

	mu   sync.Mutex
	jobs map[string]*job
}

// NewManager returns a Manager that uses model for every job (nil or
// builtin: the extractive backend).
func NewManager(model laika.Model) *Manager {
	return &Manager{
		Model:      func(context.Context) (laika.Model, string) { return model, "" },
		Log:        slog.New(slog.DiscardHandler),
		TTL:        DefaultTTL,
		MaxJobs:    DefaultMaxJobs,
		MaxRunning: DefaultMaxRunning,
		Now:        time.Now,
		jobs:       map[string]*job{},
	}
}

// job is one summary: an append-only text plus its state. changed is closed
// (and replaced) on every change so pollers can wait without spinning.
type job struct {
	id      string
	cancel  context.CancelFunc
	stopped chan struct{}
	started time.Time

	mu        sync.Mutex
	text      []byte
	status    string
	err       *laika.Error
	citations []laika.Citation
	progress  *Progress
	backend   string
	fallback  string
	grounding *Grounding
	finished  time.Time
	changed   chan struct{}
}

func (j *job) notifyLocked() {
	close(j.changed)
	j.changed = make(chan struct{})
}

// appendText adds a delta. Invalid UTF-8 is replaced so that every cursor
// the job hands out is a rune boundary.
func (j *job) appendText(s string) {
	if s == "" {
		return
	}
	s = strings.ToValidUTF8(s, "\uFFFD")
	j.mu.Lock()
	j.text = append(j.text, s...)
	j.notifyLocked()
	j.mu.Unlock()
}

func (j *job) set(fn func()) {
	j.mu.Lock()
	fn()
	j.notifyLocked()
	j.mu.Unlock()
}

// StartRequest is the summary.start payload.
type StartRequest struct {
	Observation *laika.Observation `json:"observation"`
	Goal        string             `json:"goal,omitempty"`
	Style       string             `json:"style,omitempty"`
	RunID       string             `json:"runId,omitempty"`
	// Temporary is the sidecar's temporary mode: the wiring marks the
	// job's context (laika.WithTemporary) so nothing keeps its text.
	Temporary bool `json:"temporary,omitempty"`
}

// Start validates req and starts a job that lives as long as ctx (the
// wiring passes a context that ends with the connection). It returns the
// job id at once.
//
// Codes: invalid_arguments (no observation, unknown style), busy (too many
// jobs).
func (m *Manager) Start(ctx context.Context, req StartRequest) (string, error) {
	if req.Observation == nil {
		return "", laika.Errorf(laika.CodeInvalidArguments, "observation is required")
	}
	if !validStyle(req.Style) {
		return "", laika.Errorf(laika.CodeInvalidArguments, "unknown style %q (want brief or detailed)", req.Style)
	}
	jctx, cancel := context.WithCancel(ctx)
	j := &job{id: newID(), cancel: cancel, stopped: make(chan struct{}), started: m.Now(),
		status: StatusRunning, changed: make(chan struct{})}
	if err := m.add(j); err != nil {
		cancel()
		return "", err
	}
	go m.runJob(jctx, j, req)
	return j.id, nil
}

// add registers j after evicting expired jobs; busy when full.
func (m *Manager) add(j *job) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.evictLocked()
	running := 0
	for _, o := range m.jobs {
		if o.finishedAt().IsZero() {
			running++
		}
	}
	if running >= m.MaxRunning {
		return laika.Errorf(laika.CodeBusy, "%d summaries are already running; cancel one or wait", running)
	}
	if len(m.jobs) >= m.MaxJobs && !m.evictOldestLocked() {
		return laika.Errorf(laika.CodeBusy, "too many summaries held; try again shortly")
	}
	m.jobs[j.id] = j
	return nil
}

func (j *job) finishedAt() time.Time {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.finished
}

// evictLocked drops finished jobs older than the TTL: memory stays bounded
// however many summaries a long session asks for.
func (m *Manager) evictLocked() {
	now := m.Now()
	for id, j := range m.jobs {
		if f := j.finishedAt(); !f.IsZero() && now.Sub(f) > m.TTL {
			delete(m.jobs, id)
		}
	}
}

func (m *Manager) evictOldestLocked() bool {
	var oldest *job
	var at time.Time
	for _, j := range m.jobs {
		if f := j.finishedAt(); !f.IsZero() && (oldest == nil || f.Before(at)) {
			oldest, at = j, f
		}
	}
	if oldest == nil {
		return false
	}
	delete(m.jobs, oldest.id)
	return true
}

// safeRun is Run with a panic turned into an internal error: a job runs
// in a goroutine of its own, outside the server's recover, and one page
// the summarizer cannot handle must not take the host and every other
// job down.
func safeRun(ctx context.Context, obs *laika.Observation, model laika.Model, opts Options, emit func(string)) (res Result, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = laika.Errorf(laika.CodeInternal, "the summary failed (%v)", p)
		}
	}()
	return Run(ctx, obs, model, opts, emit)
}

func (m *Manager) runJob(ctx context.Context, j *job, req StartRequest) {
	defer close(j.stopped)
	defer j.cancel()
	model, notice := m.Model(ctx)
	opts := Options{
		Goal: req.Goal, Style: req.Style, RunID: req.RunID, NumCtx: m.NumCtx, MaxTokens: m.MaxTokens, Notice: notice,
		OnCitations: func(cs []laika.Citation) { j.set(func() { j.citations = cs }) },
		OnProgress:  func(p Progress) { j.set(func() { j.progress = &p }) },
	}
	res, err := safeRun(ctx, req.Observation, model, opts, j.appendText)
	status := StatusDone
	var lerr *laika.Error
	if err != nil {
		status = StatusFailed
		if laika.ErrorCode(err) == laika.CodeCancelled {
			status = StatusCancelled
		}
		lerr = &laika.Error{Code: laika.ErrorCode(err), Message: laika.ErrorMessage(err)}
		if status == StatusFailed {
			m.Log.Error("summary failed", "job", j.id, "err", err)
		}
	}
	j.set(func() {
		j.status, j.err, j.backend, j.fallback, j.grounding = status, lerr, res.Backend, res.Fallback, res.Grounding
		j.progress = nil
		j.finished = m.Now()
	})
	m.Log.Info("summary finished", "job", j.id, "status", status, "backend", res.Backend,
		"fallback", res.Fallback, "chunks", res.Chunks, "bytes", len(res.Text), "ms", time.Since(j.started).Milliseconds())
	if status != StatusDone || m.Store == nil {
		return
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), saveTimeout)
	defer cancel()
	rec := Record{
		JobID: j.id, RunID: req.RunID, URL: req.Observation.URL, Title: req.Observation.Title,
		Goal: req.Goal, Style: req.Style, Backend: res.Backend, Kind: res.Kind, Fallback: res.Fallback,
		Format: res.Format, Text: res.Text, Citations: res.Citations, Grounding: res.Grounding,
		StartedAt: j.started, FinishedAt: m.Now(),
	}
	if err := m.Store.SaveSummary(sctx, rec); err != nil {
		m.Log.Error("save summary", "job", j.id, "err", err)
	}
}

func (m *Manager) get(id string) (*job, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.evictLocked()
	j, ok := m.jobs[id]
	if !ok {
		return nil, laika.Errorf(laika.CodeNotFound, "no summary job %q (finished jobs are kept %s)", id, m.TTL)
	}
	return j, nil
}

// PollReply is the summary.poll reply.
type PollReply struct {
	JobID     string           `json:"jobId"`
	Text      string           `json:"text"`
	Cursor    int              `json:"cursor"`
	Done      bool             `json:"done"`
	Status    string           `json:"status"`
	Error     *PollError       `json:"error,omitempty"`
	Format    string           `json:"format"`
	Citations []laika.Citation `json:"citations,omitempty"`
	Progress  *Progress        `json:"progress,omitempty"`
	Backend   string           `json:"backend,omitempty"`
	Fallback  string           `json:"fallback,omitempty"`
	// Grounding is the check of a model answer, once finished.
	Grounding *Grounding `json:"grounding,omitempty"`
}

// PollError is why a job failed or was cancelled.
type PollError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Poll returns the text appended after cursor (a byte offset into the
// job's UTF-8 text, always a rune boundary), waiting up to wait for new
// text when there is none yet.
//
// Codes: not_found, invalid_arguments (cursor past the end or inside a
// rune), cancelled (ctx ended while waiting).
func (m *Manager) Poll(ctx context.Context, id string, cursor int, wait time.Duration) (PollReply, error) {
	j, err := m.get(id)
	if err != nil {
		return PollReply{}, err
	}
	wait = min(max(wait, 0), MaxWait)
	j.mu.Lock()
	if cursor < 0 || cursor > len(j.text) {
		n := len(j.text)
		j.mu.Unlock()
		return PollReply{}, laika.Errorf(laika.CodeInvalidArguments, "cursor %d is outside the text (0..%d)", cursor, n)
	}
	if cursor < len(j.text) && !utf8.RuneStart(j.text[cursor]) {
		j.mu.Unlock()
		return PollReply{}, laika.Errorf(laika.CodeInvalidArguments, "cursor %d is inside a character; use a cursor this job returned", cursor)
	}
	if wait > 0 && cursor == len(j.text) && j.finished.IsZero() {
		ch := j.changed
		j.mu.Unlock()
		t := time.NewTimer(wait)
		select {
		case <-ch:
		case <-t.C:
		case <-ctx.Done():
		}
		t.Stop()
		j.mu.Lock()
	}
	defer j.mu.Unlock()
	n := jsonPrefix(j.text[cursor:], MaxPollText)
	r := PollReply{
		JobID: j.id, Text: string(j.text[cursor : cursor+n]), Cursor: cursor + n,
		Status: j.status, Format: "markdown", Citations: j.citations, Progress: j.progress,
		Backend: j.backend, Fallback: j.fallback, Grounding: j.grounding,
	}
	r.Done = !j.finished.IsZero() && r.Cursor == len(j.text)
	if j.err != nil {
		r.Error = &PollError{Code: j.err.Code, Message: j.err.Message}
	}
	return r, nil
}

// CancelReply is the summary.cancel reply.
type CancelReply struct {
	JobID     string `json:"jobId"`
	Status    string `json:"status"`
	Cancelled bool   `json:"cancelled"` // false when the job had already finished
}

// Cancel stops a job and waits (briefly) until it has stopped, so the reply
// tells the truth about its final status.
//
// Codes: not_found.
func (m *Manager) Cancel(id string) (CancelReply, error) {
	j, err := m.get(id)
	if err != nil {
		return CancelReply{}, err
	}
	if !j.finishedAt().IsZero() {
		j.mu.Lock()
		defer j.mu.Unlock()
		return CancelReply{JobID: id, Status: j.status}, nil
	}
	j.cancel()
	select {
	case <-j.stopped:
	case <-time.After(cancelWait):
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	st := j.status
	if st == StatusRunning {
		st = StatusCancelled // stopping; the model call has been aborted
	}
	return CancelReply{JobID: id, Status: st, Cancelled: st == StatusCancelled}, nil
}

// Close cancels every running job.
func (m *Manager) Close() {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, j := range m.jobs {
		j.cancel()
	}
}

// jsonPrefix returns the length of the longest rune-aligned prefix of b
// whose JSON string encoding (with encoding/json's HTML escaping) takes at
// most limit bytes. Counting the encoded size, not the raw size, keeps a
// reply of "<<<<" under the frame limit too.
func jsonPrefix(b []byte, limit int) int {
	size := 0
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		c := n
		switch {
		case r == '"' || r == '\\':
			c = 2
		case r < 0x20 || r == '<' || r == '>' || r == '&' || r == '\u2028' || r == '\u2029' || r == utf8.RuneError:
			c = 6
		}
		if size+c > limit {
			return i
		}
		size += c
		i += n
	}
	return len(b)
}

func newID() string {
	var b [9]byte
	rand.Read(b[:])
	return "sum_" + hex.EncodeToString(b[:])
}
