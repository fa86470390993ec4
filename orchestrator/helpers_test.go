package orchestrator

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/extract"
	"github.com/laikabrowser/laika/research"
	"github.com/laikabrowser/laika/store"
)

// memRecorder is an in-memory implementation of this package's Recorder
// seam, so tests can check what was recorded.
type memRecorder struct {
	mu            sync.Mutex
	runs          []RunRecord
	steps         []StepRecord
	calls         map[string]CallRecord
	approvals     []ApprovalRecord
	audit         []string
	failApprovals bool
}

func newMemRecorder() *memRecorder { return &memRecorder{calls: map[string]CallRecord{}} }

func (m *memRecorder) RecordRun(_ context.Context, r RunRecord) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.runs = append(m.runs, r)
	return nil
}

func (m *memRecorder) RecordStep(_ context.Context, s StepRecord) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.steps = append(m.steps, s)
	return nil
}

func (m *memRecorder) RecordToolCall(_ context.Context, c CallRecord) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.calls[c.RunID+"/"+c.ID] = c
	return nil
}

func (m *memRecorder) RecordApproval(_ context.Context, a ApprovalRecord) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.failApprovals {
		return laika.Errorf(laika.CodeStorageFailed, "disk full")
	}
	m.approvals = append(m.approvals, a)
	return nil
}

func (m *memRecorder) AppendAudit(_ context.Context, kind, runID string, _ any) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.audit = append(m.audit, kind)
	return nil
}

var _ Recorder = (*memRecorder)(nil)

// scripted is a Planner that proposes fixed steps in order, standing in
// for a model whose output the test chooses. It counts how often it was
// asked, so tests can prove the model was not consulted.
type scripted struct {
	steps []Proposal
	asked int
	err   error
	seen  []PlanInput
}

func (s *scripted) Name() string { return "scripted" }

func (s *scripted) Plan(_ context.Context, in PlanInput) (Proposal, error) {
	s.asked++
	s.seen = append(s.seen, in)
	if s.err != nil {
		return Proposal{}, s.err
	}
	if len(s.steps) == 0 {
		return Proposal{Markdown: "Nothing more to do."}, nil
	}
	p := s.steps[0]
	s.steps = s.steps[1:]
	return p, nil
}

func tc(name, args string) laika.ToolCall {
	return laika.ToolCall{Name: name, Arguments: json.RawMessage(args)}
}

func propose(calls ...laika.ToolCall) Proposal {
	return Proposal{Summary: "step", Calls: calls}
}

// page returns an observation of a small shop page.
func page(gen int, at int64) *laika.Observation {
	return &laika.Observation{
		URL: "https://shop.example/item", Title: "Blue kettle", DocumentID: "doc-1", NavigationGeneration: gen, ObservedAtMs: at,
		Text:   "H1: Blue kettle\nA 1.7 litre kettle that boils in 3 minutes.\nPrice: $39.99\nShips in 2 days.",
		Blocks: []laika.Block{{HandleID: "b1", Text: "A 1.7 litre kettle that boils in 3 minutes."}, {HandleID: "b2", Text: "Ships in 2 days. Free returns within 30 days."}},
		Elements: []laika.Element{
			{HandleID: "h1", Role: "button", Label: "Add to cart", Tag: "button"},
			{HandleID: "h2", Role: "link", Label: "Reviews", Tag: "a", Href: "https://shop.example/item/reviews"},
			{HandleID: "h3", Role: "textbox", Label: "Search the shop", Tag: "input", InputType: "search"},
		},
		Links: []laika.Link{{URL: "https://shop.example/item/reviews", Text: "Reviews"}},
	}
}

type fixture struct {
	o   *Orchestrator
	rec *memRecorder
	dir string
}

func newFixture(t *testing.T, p Planner) fixture {
	t.Helper()
	rec := newMemRecorder()
	dir := t.TempDir()
	// Artifacts live in a real SQLite store, as in the host.
	db, err := store.Open(context.Background(), filepath.Join(dir, "laika.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	arts := research.Tools{E: &research.Engine{DB: research.StaticDB(db)}}
	o := &Orchestrator{Planner: p, Recorder: rec, Tools: &apptools.Runner{Dir: dir, Artifacts: arts},
		Now: func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) }}
	return fixture{o, rec, dir}
}

func (f fixture) plan(t *testing.T, req PlanRequest) PlanReply {
	t.Helper()
	rep, err := f.o.Plan(context.Background(), req)
	if err != nil {
		t.Fatalf("plan %+v: %v", req, err)
	}
	return rep
}

func (f fixture) planErr(t *testing.T, req PlanRequest, code string) {
	t.Helper()
	rep, err := f.o.Plan(context.Background(), req)
	if laika.ErrorCode(err) != code {
		t.Fatalf("plan: got %+v, %v; want error %s", rep, err, code)
	}
}

func (f fixture) approve(t *testing.T, runID, callID, decision string) ApprovalReply {
	t.Helper()
	rep, err := f.o.Approve(context.Background(), ApprovalRequest{RunID: runID, CallID: callID, Decision: decision})
	if err != nil {
		t.Fatalf("approval %s %s: %v", callID, decision, err)
	}
	return rep
}

func one(t *testing.T, rep PlanReply) CallView {
	t.Helper()
	if len(rep.ToolCalls) != 1 {
		t.Fatalf("want exactly one tool call, got %+v", rep)
	}
	return rep.ToolCalls[0]
}

// observeFixture reads an e2e fixture page (path under e2e/fixtures) with
// the Go extractor, as if served at pageURL.
func observeFixture(t *testing.T, path, pageURL string) *laika.Observation {
	t.Helper()
	body, err := os.ReadFile(filepath.Join("..", "e2e", "fixtures", path))
	if err != nil {
		t.Fatal(err)
	}
	obs, err := extract.HTML(body, pageURL, extract.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return obs
}
