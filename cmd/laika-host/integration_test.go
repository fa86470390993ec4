package main

import (
	"encoding/json"
	"fmt"
	"testing"
)

// session drives the real binary in serve mode, one request at a time.
type session struct {
	t *testing.T
	p interface {
		SendJSON(any) error
		RecvJSON(any) error
	}
	n int
}

func newSession(t *testing.T, env ...string) *session {
	p := startHost(t, t.TempDir(), []string{"serve"}, env...)
	return &session{t: t, p: p}
}

// call sends one request and returns the reply payload, failing the test
// on an error reply unless wantCode names it.
func (s *session) call(typ string, payload any, out any) {
	s.t.Helper()
	s.n++
	id := fmt.Sprintf("r%d", s.n)
	if err := s.p.SendJSON(map[string]any{"id": id, "type": typ, "payload": payload}); err != nil {
		s.t.Fatal(err)
	}
	var r envelope
	if err := s.p.RecvJSON(&r); err != nil {
		s.t.Fatal(err)
	}
	if r.Status != "ok" || r.ID == nil || *r.ID != id {
		s.t.Fatalf("%s: %+v %+v", typ, r, r.Error)
	}
	if out != nil {
		if err := json.Unmarshal(r.Payload, out); err != nil {
			s.t.Fatalf("%s payload: %v", typ, err)
		}
	}
}

// callErr sends one request that must fail and returns its error code.
func (s *session) callErr(typ string, payload any) string {
	s.t.Helper()
	s.n++
	id := fmt.Sprintf("r%d", s.n)
	if err := s.p.SendJSON(map[string]any{"id": id, "type": typ, "payload": payload}); err != nil {
		s.t.Fatal(err)
	}
	var r envelope
	if err := s.p.RecvJSON(&r); err != nil {
		s.t.Fatal(err)
	}
	if r.Status != "error" || r.Error == nil {
		s.t.Fatalf("%s %v: want an error, got %+v", typ, payload, r)
	}
	return r.Error.Code
}

type planView struct {
	RunID     string `json:"runId"`
	ToolCalls []struct {
		ID, Name, Decision, Reason string
		Executable                 bool
	} `json:"tool_calls"`
}

var shopObservation = map[string]any{
	"url": "https://shop.example/item", "title": "Blue kettle", "documentId": "d1", "navigationGeneration": 1, "observedAtMs": 1,
	"text":     "H1: Blue kettle\nPrice: $39.99",
	"elements": []map[string]any{{"handleId": "h2", "role": "link", "label": "Reviews", "tag": "a", "href": "https://shop.example/item/reviews"}},
}

// TestStoredOriginRulesReachTheGate sets per-origin rules through the
// protocol (what the options page does) and checks the next plan's gate
// decision follows them, and that the run's intent is recorded.
func TestStoredOriginRulesReachTheGate(t *testing.T) {
	s := newSession(t)
	plan := func() planView {
		var p planView
		s.call("plan", map[string]any{"goal": "click Reviews", "mode": "autodrive", "observation": shopObservation}, &p)
		if len(p.ToolCalls) != 1 || p.ToolCalls[0].Name != "browser.click" {
			t.Fatalf("plan proposed %+v", p.ToolCalls)
		}
		return p
	}
	if c := plan().ToolCalls[0]; c.Decision != "ask" || c.Executable {
		t.Fatalf("with no rules: %+v", c)
	}
	s.call("origins.put", map[string]any{"origin": "https://shop.example", "autodrive": "allowed"}, nil)
	p := plan()
	if c := p.ToolCalls[0]; c.Decision != "allow" || !c.Executable {
		t.Fatalf("with an autodrive rule: %+v", c)
	}
	s.call("origins.put", map[string]any{"origin": "https://shop.example", "autodrive": "blocked"}, nil)
	if c := plan().ToolCalls[0]; c.Decision != "deny" || c.Reason != "blocked_origin" || c.Executable {
		t.Fatalf("with a block rule: %+v", c)
	}
	var hist struct {
		Run struct{ Intent, Mode string } `json:"run"`
	}
	s.call("history.run", map[string]any{"runId": p.RunID}, &hist)
	if hist.Run.Intent == "" || hist.Run.Mode != "autodrive" {
		t.Fatalf("run intent/mode not recorded: %+v", hist.Run)
	}
}
