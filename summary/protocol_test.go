package summary

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/host"
	"github.com/laikabrowser/laika/nativemsg"
)

// client speaks the real framing to a real host.Server over io.Pipe and
// matches replies to requests by id, so requests may overlap.
type client struct {
	t     testing.TB
	in    *io.PipeWriter
	wmu   sync.Mutex
	seq   atomic.Int64
	mu    sync.Mutex
	wait  map[string]chan reply
	done  chan struct{}
	close func()
}

type reply struct {
	ID      string          `json:"id"`
	Type    string          `json:"type"`
	Status  string          `json:"status"`
	Payload json.RawMessage `json:"payload"`
	Error   *PollError      `json:"error"`
}

func startHost(t testing.TB, m *Manager) *client {
	t.Helper()
	s := host.NewServer(nil)
	register(s, m)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &client{t: t, in: inW, wait: map[string]chan reply{}, done: make(chan struct{})}
	served := make(chan struct{})
	go func() {
		s.Serve(context.Background(), inR, outW)
		outW.Close()
		close(served)
	}()
	go func() {
		defer close(c.done)
		for {
			f, err := nativemsg.ReadFrame(outR)
			if err != nil {
				return
			}
			var r reply
			if err := json.Unmarshal(f, &r); err != nil {
				t.Errorf("reply is not JSON: %q", f)
				return
			}
			c.mu.Lock()
			ch := c.wait[r.ID]
			delete(c.wait, r.ID)
			c.mu.Unlock()
			if ch == nil {
				t.Errorf("reply to unknown id %q", r.ID)
				continue
			}
			ch <- r
		}
	}()
	c.close = func() {
		inW.Close()
		<-served
		outR.Close()
	}
	t.Cleanup(c.close)
	return c
}

// call sends one request and returns its reply.
func (c *client) call(typ string, payload any) reply {
	c.t.Helper()
	id := fmt.Sprintf("r%d", c.seq.Add(1))
	b, err := json.Marshal(map[string]any{"id": id, "type": typ, "payload": payload})
	if err != nil {
		c.t.Fatal(err)
	}
	ch := make(chan reply, 1)
	c.mu.Lock()
	c.wait[id] = ch
	c.mu.Unlock()
	c.wmu.Lock()
	err = nativemsg.WriteFrame(c.in, b)
	c.wmu.Unlock()
	if err != nil {
		c.t.Fatalf("write %s: %v", typ, err)
	}
	select {
	case r := <-ch:
		return r
	case <-time.After(10 * time.Second):
		c.t.Fatalf("no reply to %s within 10s", typ)
	}
	return reply{}
}

func (c *client) ok(typ string, payload, out any) {
	c.t.Helper()
	r := c.call(typ, payload)
	if r.Status != "ok" {
		c.t.Fatalf("%s: status %s, error %+v", typ, r.Status, r.Error)
	}
	if err := json.Unmarshal(r.Payload, out); err != nil {
		c.t.Fatalf("%s payload: %v", typ, err)
	}
}

func (c *client) errCode(typ string, payload any) string {
	c.t.Helper()
	r := c.call(typ, payload)
	if r.Status != "error" || r.Error == nil {
		c.t.Fatalf("%s: want an error, got status %s payload %s", typ, r.Status, r.Payload)
	}
	return r.Error.Code
}

func (c *client) start(obs *laika.Observation, extra map[string]any) string {
	c.t.Helper()
	p := map[string]any{"observation": obs}
	for k, v := range extra {
		p[k] = v
	}
	var sr struct{ JobID string }
	c.ok("summary.start", p, &sr)
	if !strings.HasPrefix(sr.JobID, "sum_") {
		c.t.Fatalf("jobId %q", sr.JobID)
	}
	return sr.JobID
}

// pollAll polls a job from cursor 0 to done, checking that every reply
// starts where the previous one ended, and returns the rebuilt text and the
// replies.
func (c *client) pollAll(id string, waitMs int) (string, []PollReply) {
	c.t.Helper()
	var b strings.Builder
	var all []PollReply
	cursor := 0
	deadline := time.Now().Add(60 * time.Second)
	for {
		var p PollReply
		c.ok("summary.poll", map[string]any{"jobId": id, "cursor": cursor, "waitMs": waitMs}, &p)
		if p.Cursor != cursor+len(p.Text) {
			c.t.Fatalf("poll from %d returned %d bytes but cursor %d", cursor, len(p.Text), p.Cursor)
		}
		if p.Format != "markdown" {
			c.t.Fatalf("format %q", p.Format)
		}
		b.WriteString(p.Text)
		cursor = p.Cursor
		all = append(all, p)
		if p.Done {
			return b.String(), all
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("job %s not done after 60s (status %s, cursor %d, progress %+v)", id, p.Status, p.Cursor, p.Progress)
		}
	}
}

func TestProtocolBuiltinRebuildsText(t *testing.T) {
	obs := article100K(t)
	want, err := Run(context.Background(), obs, nil, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := startHost(t, NewManager(nil))
	id := c.start(obs, nil)
	got, polls := c.pollAll(id, 200)
	if got != want.Text {
		t.Fatalf("rebuilt text differs from Run:\n got %q\nwant %q", got, want.Text)
	}
	last := polls[len(polls)-1]
	if last.Status != StatusDone || last.Backend != laika.BuiltinName || last.Fallback != FallbackBuiltin {
		t.Fatalf("last poll %+v", last)
	}
	if len(last.Citations) == 0 || last.Citations[0].Locator == nil || !strings.HasPrefix(last.Citations[0].Locator.Value, "#:~:text=") {
		t.Fatalf("citations %+v", last.Citations)
	}
	// Polling again from 0 returns the whole text; from the end, nothing.
	var again PollReply
	c.ok("summary.poll", map[string]any{"jobId": id, "cursor": 0}, &again)
	if again.Text != want.Text || !again.Done {
		t.Fatalf("poll from 0 after done: done=%v text %q", again.Done, again.Text)
	}
	c.ok("summary.poll", map[string]any{"jobId": id, "cursor": len(want.Text), "waitMs": 1000}, &again)
	if again.Text != "" || !again.Done || again.Cursor != len(want.Text) {
		t.Fatalf("poll from end: %+v", again)
	}
	// Each cursor a poll returned is a valid place to resume.
	mid := polls[0].Cursor
	c.ok("summary.poll", map[string]any{"jobId": id, "cursor": mid}, &again)
	if again.Text != want.Text[mid:] {
		t.Fatalf("poll from %d: %q", mid, again.Text)
	}
}

func TestProtocolErrors(t *testing.T) {
	c := startHost(t, NewManager(nil))
	obs := &laika.Observation{URL: "https://example.com/é", Title: "Café",
		Primary: &laika.Primary{Text: "Crème brûlée is a dessert of rich custard topped with caramelised sugar. " +
			"It is served cold in ramekins across France and beyond. Chefs torch the sugar just before serving it."}}
	id := c.start(obs, nil)
	text, _ := c.pollAll(id, 100)
	inside := strings.Index(text, "è") + 1 // second byte of a two-byte rune
	tests := []struct {
		name, typ string
		payload   any
		want      string
	}{
		{"unknown job poll", "summary.poll", map[string]any{"jobId": "sum_nope", "cursor": 0}, laika.CodeNotFound},
		{"unknown job cancel", "summary.cancel", map[string]any{"jobId": "sum_nope"}, laika.CodeNotFound},
		{"no observation", "summary.start", map[string]any{"goal": "x"}, laika.CodeInvalidArguments},
		{"unknown style", "summary.start", map[string]any{"observation": obs, "style": "haiku"}, laika.CodeInvalidArguments},
		{"unknown field", "summary.start", map[string]any{"observation": obs, "colour": "red"}, laika.CodeInvalidArguments},
		{"cursor past end", "summary.poll", map[string]any{"jobId": id, "cursor": len(text) + 1}, laika.CodeInvalidArguments},
		{"negative cursor", "summary.poll", map[string]any{"jobId": id, "cursor": -1}, laika.CodeInvalidArguments},
		{"cursor inside a rune", "summary.poll", map[string]any{"jobId": id, "cursor": inside}, laika.CodeInvalidArguments},
		{"negative wait", "summary.poll", map[string]any{"jobId": id, "cursor": 0, "waitMs": -5}, laika.CodeInvalidArguments},
		{"no job id", "summary.poll", map[string]any{"cursor": 0}, laika.CodeInvalidArguments},
	}
	if inside <= 0 {
		t.Fatalf("test text lost its è: %q", text)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := c.errCode(tt.typ, tt.payload); got != tt.want {
				t.Fatalf("code %q, want %q", got, tt.want)
			}
		})
	}
	// Cancelling a finished job says it was already done.
	var cr CancelReply
	c.ok("summary.cancel", map[string]any{"jobId": id}, &cr)
	if cr.Cancelled || cr.Status != StatusDone {
		t.Fatalf("cancel after done: %+v", cr)
	}
}

func TestProtocolConcurrentJobsDoNotMix(t *testing.T) {
	a := article100K(t)
	b := &laika.Observation{URL: "https://example.com/list", Title: "Results", Items: []laika.Item{
		{Title: "Alpha widget review", Snippet: "The Alpha widget lasts for years and costs little to run."},
		{Title: "Beta gadget teardown", Snippet: "Inside the Beta gadget are two motors and a sensor board."},
		{Title: "Gamma tool guide", Snippet: "How to sharpen the Gamma tool blade in five careful steps."},
	}}
	wantA, _ := Run(context.Background(), a, nil, Options{}, nil)
	wantB, _ := Run(context.Background(), b, nil, Options{Style: StyleBrief}, nil)
	m := NewManager(nil)
	m.MaxRunning = 8 // all six jobs may run at once
	c := startHost(t, m)
	var wg sync.WaitGroup
	for range 3 {
		for _, tc := range []struct {
			obs   *laika.Observation
			style string
			want  string
		}{{a, "", wantA.Text}, {b, StyleBrief, wantB.Text}} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				id := c.start(tc.obs, map[string]any{"style": tc.style})
				if got, _ := c.pollAll(id, 50); got != tc.want {
					t.Errorf("job %s text mixed up:\n got %q\nwant %q", id, got, tc.want)
				}
			}()
		}
	}
	wg.Wait()
}

// register attaches the summary messages to s the way cmd/laika-host
// does: jobs live as long as the connection.
func register(s *host.Server, m *Manager) {
	s.Handle("summary.start", host.Typed(func(ctx context.Context, p StartRequest) (StartReply, error) {
		return m.StartJob(host.ConnContext(ctx), p)
	}))
	s.Handle("summary.poll", host.Typed(m.PollJob))
	s.Handle("summary.cancel", host.Typed(m.CancelJob))
}
