package orchestrator

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/host"
	"github.com/laikabrowser/laika/llm"
	"github.com/laikabrowser/laika/nativemsg"
)

// wireClient is the extension's side of a native-messaging connection to a
// real host.Server over io.Pipe, with real framing.
type wireClient struct {
	t   *testing.T
	w   io.Writer
	r   io.Reader
	seq int
}

type envelope struct {
	ID      string          `json:"id"`
	Type    string          `json:"type"`
	Status  string          `json:"status"`
	Payload json.RawMessage `json:"payload"`
	Error   *struct{ Code, Message string }
}

func serve(t *testing.T, o *Orchestrator) *wireClient {
	t.Helper()
	s := host.NewServer(nil)
	register(s, o)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, inR, outW) }()
	t.Cleanup(func() {
		inW.Close()
		cancel()
		select {
		case <-done:
		case <-time.After(2 * time.Second):
			t.Error("server did not stop")
		}
		outR.Close()
	})
	return &wireClient{t: t, w: inW, r: outR}
}

// call sends one request and returns the reply envelope; v receives the
// payload of an ok reply.
func (c *wireClient) call(typ string, payload, v any) envelope {
	c.t.Helper()
	c.seq++
	id := typ + "-" + strconv.Itoa(c.seq)
	b, _ := json.Marshal(map[string]any{"id": id, "type": typ, "payload": payload})
	if err := nativemsg.WriteFrame(c.w, b); err != nil {
		c.t.Fatal(err)
	}
	f, err := nativemsg.ReadFrame(c.r)
	if err != nil {
		c.t.Fatal(err)
	}
	var e envelope
	if err := json.Unmarshal(f, &e); err != nil {
		c.t.Fatalf("reply %s: %v", f, err)
	}
	if e.ID != id {
		c.t.Fatalf("reply id %q, want %q", e.ID, id)
	}
	if e.Status == "ok" && v != nil {
		if err := json.Unmarshal(e.Payload, v); err != nil {
			c.t.Fatalf("payload %s: %v", e.Payload, err)
		}
	}
	return e
}

func (c *wireClient) plan(payload map[string]any) PlanReply {
	c.t.Helper()
	var rep PlanReply
	if e := c.call("plan", payload, &rep); e.Status != "ok" {
		c.t.Fatalf("plan: %+v", e.Error)
	}
	return rep
}

// browser plays the extension: it executes executable calls against a
// page model and produces the next observation.
type browser struct {
	obs   *laika.Observation
	clock int64
	ran   []string
}

func (b *browser) exec(c CallView) ToolResult {
	b.ran = append(b.ran, c.Name)
	b.clock++
	switch c.Name {
	case "browser.observe_dom":
		b.obs.ObservedAtMs = b.clock * 1000
	case "browser.click", "browser.navigate", "search":
		// The page changes; the next observation must be taken for it.
		b.obs = &laika.Observation{URL: "https://shop.example/item/reviews", Title: "Reviews", DocumentID: "doc-2",
			NavigationGeneration: 1, Text: "H1: Reviews\n5 stars: great kettle.", ObservedAtMs: 0}
	}
	return ToolResult{CallID: c.ID, Status: "ok"}
}

// TestLoopOverNativeMessaging runs whole runs through a real host.Server:
// plan -> approval -> tool result -> forced re-observe -> plan -> done.
func TestLoopOverNativeMessaging(t *testing.T) {
	f := newFixture(t, nil) // built-in planner
	c := serve(t, f.o)

	t.Run("click with approval and re-observe", func(t *testing.T) {
		b := &browser{obs: page(1, 1)}
		rep := c.plan(map[string]any{"goal": "click Reviews", "mode": "assist", "observation": b.obs})
		var results []ToolResult
		for steps := 0; !rep.Done; steps++ {
			if steps > 10 {
				t.Fatalf("run did not finish: %+v", rep)
			}
			results = nil
			for _, tcv := range rep.ToolCalls {
				if tcv.Decision == laika.Ask {
					var a ApprovalReply
					if e := c.call("approval", map[string]any{"runId": rep.RunID, "callId": tcv.ID, "decision": "approve"}, &a); e.Status != "ok" {
						t.Fatalf("approval: %+v", e.Error)
					}
					tcv = a.ToolCall
				}
				if tcv.Executable && tcv.Runs != "host" {
					results = append(results, b.exec(tcv))
				}
			}
			if b.obs.ObservedAtMs == 0 {
				// The extension has not observed the new page yet: it sends
				// the old one, and the host must ask for an observe first.
				rep = c.plan(map[string]any{"runId": rep.RunID, "observation": page(1, 1), "toolResults": results})
				if len(rep.ToolCalls) != 1 || rep.ToolCalls[0].Name != "browser.observe_dom" || !rep.ToolCalls[0].Executable {
					t.Fatalf("after a click with a stale page: %+v", rep)
				}
				continue
			}
			rep = c.plan(map[string]any{"runId": rep.RunID, "observation": b.obs, "toolResults": results})
		}
		want := []string{"browser.click", "browser.observe_dom"}
		if len(b.ran) != len(want) || b.ran[0] != want[0] || b.ran[1] != want[1] {
			t.Errorf("executed %v, want %v", b.ran, want)
		}
		// The click is followed by reading the page it opened.
		if rep.StopReason != StopAnswered || !strings.HasPrefix(rep.Summary, "Opened **Reviews**") || rep.Assistant == nil {
			t.Errorf("final = %+v", rep)
		}
	})

	t.Run("calculate in one step", func(t *testing.T) {
		rep := c.plan(map[string]any{"goal": "what is $1200 / 12 + $15.99", "observation": page(1, 1)})
		if !rep.Done || rep.Summary != "$1200 / 12 + $15.99 = $115.99" || rep.ToolCalls[0].Runs != "host" {
			t.Errorf("calculate = %+v", rep)
		}
	})

	t.Run("tool.run", func(t *testing.T) {
		var rep PlanReply
		if e := c.call("tool.run", map[string]any{"name": "app.calculate", "arguments": map[string]any{"expression": "2^10"}}, &rep); e.Status != "ok" {
			t.Fatalf("tool.run: %+v", e.Error)
		}
		if !rep.Done || rep.Summary != "2^10 = 1024" {
			t.Errorf("tool.run reply = %+v", rep)
		}
		if e := c.call("tool.run", map[string]any{"name": "browser.navigate", "arguments": map[string]any{"url": "https://x.test"}}, nil); e.Error == nil || e.Error.Code != laika.CodeNotAllowed {
			t.Errorf("tool.run of a browser tool: %+v", e)
		}
	})

	t.Run("errors keep their codes", func(t *testing.T) {
		e := c.call("plan", map[string]any{"goal": "x", "bogus": 1}, nil)
		if e.Status != "error" || e.Error.Code != laika.CodeInvalidArguments {
			t.Errorf("unknown field: %+v", e)
		}
		e = c.call("approval", map[string]any{"runId": "run_x", "callId": "call_1", "decision": "approve"}, nil)
		if e.Status != "error" || e.Error.Code != laika.CodeNotFound {
			t.Errorf("unknown run: %+v", e)
		}
	})
}

// TestLoopOverNativeMessagingReplay is the same loop with the model
// planner on the replay backend: the recorded model clicks, the host makes
// it re-observe without asking the model, then the model answers.
func TestLoopOverNativeMessagingReplay(t *testing.T) {
	click, _ := json.Marshal(map[string]any{"assistant": map[string]any{"markdown": "Opening the reviews."},
		"tool_calls": []map[string]any{{"name": "browser.click", "arguments": map[string]any{"handleId": "h2"}}}})
	answer, _ := json.Marshal(map[string]any{"assistant": map[string]any{"markdown": "Reviewers give it **5 stars**.",
		"citations": []map[string]any{{"doc_id": "doc:web:summary", "url": "https://shop.example/item/reviews", "quote": "5 stars: great kettle."}}},
		"tool_calls": []any{}})
	var lines strings.Builder
	for _, out := range [][]byte{click, answer} {
		l, _ := json.Marshal(map[string]string{"purpose": "plan", "output": string(out)})
		lines.Write(append(l, '\n'))
	}
	path := filepath.Join(t.TempDir(), "loop.jsonl")
	if err := os.WriteFile(path, []byte(lines.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	model, err := llm.OpenReplay(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, ModelPlanner{Model: model})
	c := serve(t, f.o)
	b := &browser{obs: page(1, 1)}

	rep := c.plan(map[string]any{"goal": "what do reviewers say?", "mode": "autodrive",
		"settings": map[string]any{"autodriveOrigins": []string{"https://shop.example"}}, "observation": b.obs})
	cl := rep.ToolCalls
	if len(cl) != 1 || cl[0].Name != "browser.click" || !cl[0].Executable || rep.Planner != model.Name() {
		t.Fatalf("step 1: %+v", rep)
	}
	res := b.exec(cl[0])
	// The extension reports the click with the pre-click observation.
	rep = c.plan(map[string]any{"runId": rep.RunID, "observation": page(1, 1), "toolResults": []ToolResult{res}})
	if len(rep.ToolCalls) != 1 || rep.ToolCalls[0].Name != "browser.observe_dom" || rep.Planner != "host" {
		t.Fatalf("re-observe: %+v", rep)
	}
	if model.Remaining() != 1 {
		t.Fatalf("the model was asked before a fresh observation: %d outputs left", model.Remaining())
	}
	res = b.exec(rep.ToolCalls[0])
	rep = c.plan(map[string]any{"runId": rep.RunID, "observation": b.obs, "toolResults": []ToolResult{res}})
	if !rep.Done || rep.StopReason != StopAnswered || rep.Assistant == nil || len(rep.Assistant.Citations) != 1 ||
		!strings.Contains(rep.Assistant.Markdown, "5 stars") || model.Remaining() != 0 {
		t.Fatalf("final: %+v", rep)
	}
	if rep.Step != 2 {
		t.Errorf("step = %d, want 2 (the forced re-observe is not a plan step)", rep.Step)
	}
}

// register attaches plan, approval and tool.run to s the way
// cmd/laika-host does.
func register(s *host.Server, o *Orchestrator) {
	s.Handle("plan", host.Typed(o.Plan))
	s.Handle("approval", host.Typed(o.Approve))
	s.Handle("tool.run", host.Typed(o.RunTool))
}
