package main

import (
	"testing"
)

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
