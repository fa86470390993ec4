package summary

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/nativemsg"
)

// bigJob registers a finished job holding text, as a long summary would.
func bigJob(m *Manager, text string) *job {
	j := &job{id: newID(), cancel: func() {}, stopped: make(chan struct{}), status: StatusRunning, changed: make(chan struct{})}
	if err := m.add(j); err != nil {
		panic(err)
	}
	j.appendText(text)
	j.set(func() { j.status, j.finished = StatusDone, m.Now() })
	close(j.stopped)
	return j
}

// TestPollCapsReplySize: text whose JSON encoding is six times its size
// ("<" becomes \u003c) still arrives in frames under the 1 MiB limit, and
// the pieces rebuild it exactly, never splitting a rune.
func TestPollCapsReplySize(t *testing.T) {
	m := NewManager(nil)
	text := strings.Repeat("<é>&\"", 200_000) + "end"
	j := bigJob(m, text)
	var b strings.Builder
	cursor, polls := 0, 0
	for {
		r, err := m.Poll(context.Background(), j.id, cursor, 0)
		if err != nil {
			t.Fatal(err)
		}
		frame, _ := json.Marshal(map[string]any{"id": "x", "type": "summary.poll", "status": "ok", "payload": r})
		if len(frame) > nativemsg.MaxOutbound || len(frame) < MaxPollText/2 && !r.Done {
			t.Fatalf("frame of %d bytes", len(frame))
		}
		b.WriteString(r.Text)
		cursor = r.Cursor
		polls++
		if r.Done {
			break
		}
	}
	if b.String() != text {
		t.Fatal("rebuilt text differs")
	}
	t.Logf("%d bytes in %d polls", len(text), polls)
}

func TestPollWaitsForText(t *testing.T) {
	m := NewManager(nil)
	j := &job{id: newID(), cancel: func() {}, stopped: make(chan struct{}), status: StatusRunning, changed: make(chan struct{})}
	if err := m.add(j); err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(50 * time.Millisecond)
		j.appendText("hello")
	}()
	start := time.Now()
	r, err := m.Poll(context.Background(), j.id, 0, 900*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); r.Text != "hello" || took > 800*time.Millisecond {
		t.Fatalf("poll returned %q after %v", r.Text, took)
	}
	// No new text: the wait ends at waitMs, capped at MaxWait.
	start = time.Now()
	r, _ = m.Poll(context.Background(), j.id, 5, 10*time.Second)
	if took := time.Since(start); r.Text != "" || took < 900*time.Millisecond || took > MaxWait+500*time.Millisecond {
		t.Fatalf("empty wait returned %q after %v", r.Text, took)
	}
}

func TestFinishedJobsAreEvicted(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	m := NewManager(nil)
	m.Now = func() time.Time { return now }
	m.MaxJobs = 3
	old := bigJob(m, "old")
	now = now.Add(time.Minute)
	bigJob(m, "b")
	bigJob(m, "c")
	// Full: the oldest finished job makes room.
	d := bigJob(m, "d")
	if _, err := m.Poll(context.Background(), old.id, 0, 0); laika.ErrorCode(err) != laika.CodeNotFound {
		t.Fatalf("oldest job not evicted: %v", err)
	}
	// After the TTL every finished job goes.
	now = now.Add(m.TTL + time.Second)
	if _, err := m.Poll(context.Background(), d.id, 0, 0); laika.ErrorCode(err) != laika.CodeNotFound {
		t.Fatalf("expired job still pollable: %v", err)
	}
	m.mu.Lock()
	n := len(m.jobs)
	m.mu.Unlock()
	if n != 0 {
		t.Fatalf("%d jobs left after TTL", n)
	}
}

func TestRunningJobsAreBounded(t *testing.T) {
	m := NewManager(nil)
	m.MaxRunning = 1
	j := &job{id: newID(), cancel: func() {}, stopped: make(chan struct{}), status: StatusRunning, changed: make(chan struct{})}
	if err := m.add(j); err != nil {
		t.Fatal(err)
	}
	_, err := m.Start(context.Background(), StartRequest{Observation: &laika.Observation{Text: "x"}})
	if laika.ErrorCode(err) != laika.CodeBusy {
		t.Fatalf("want busy, got %v", err)
	}
}

func TestJSONPrefix(t *testing.T) {
	tests := []struct {
		in    string
		limit int
		want  int
	}{
		{"abc", 2, 2},
		{"a<b", 6, 1},
		{"a<b", 7, 2},
		{"éé", 3, 2},
		{"é", 1, 0},
		{"\"\\", 3, 1},
		{"\n", 5, 0},
	}
	for _, tt := range tests {
		if got := jsonPrefix([]byte(tt.in), tt.limit); got != tt.want {
			t.Errorf("jsonPrefix(%q, %d) = %d, want %d", tt.in, tt.limit, got, tt.want)
		}
		b, _ := json.Marshal(tt.in[:jsonPrefix([]byte(tt.in), tt.limit)])
		if len(b)-2 > tt.limit {
			t.Errorf("%q: encoded %d bytes over limit %d", tt.in, len(b)-2, tt.limit)
		}
	}
}

// panicModel stands for a summarizer defect, which no real input can be
// relied on to show once it is fixed.
type panicModel struct{}

func (panicModel) Name() string { return "ollama:panics" }
func (panicModel) Chat(context.Context, laika.ChatRequest, func(laika.Chunk) error) (laika.ChatResult, error) {
	panic("summarizer defect")
}

// A job that panics ends failed with internal; the host and the next
// job go on.
func TestJobPanicFailsOneJob(t *testing.T) {
	m := NewManager(panicModel{})
	obs := &laika.Observation{URL: "https://news.test/a", Title: "Harbour", Primary: &laika.Primary{Text: strings.Repeat("The ferry leaves the harbour at seven every morning in winter. ", 20)}}
	for i := 0; i < 2; i++ {
		id, err := m.Start(context.Background(), StartRequest{Observation: obs})
		if err != nil {
			t.Fatal(err)
		}
		r, err := m.Poll(context.Background(), id, 0, 5*time.Second)
		for err == nil && !r.Done {
			r, err = m.Poll(context.Background(), id, r.Cursor, 5*time.Second)
		}
		if err != nil || r.Status != StatusFailed || r.Error == nil || r.Error.Code != laika.CodeInternal {
			t.Fatalf("job %d: %+v, %v", i, r, err)
		}
	}
}
