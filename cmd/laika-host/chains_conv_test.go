package main

import (
	"strings"
	"testing"
)

// A conversation outlives the host process: its turns are in the store, a
// follow-up sent to a restarted host with the conversationId builds on the
// earlier answer, and conversation.list/get show both turns.
func TestConversationAcrossHostRestart(t *testing.T) {
	home := t.TempDir()
	s := &session{t: t, p: startHost(t, home, []string{"serve"})}
	b := &stubBrowser{t: t}
	if err := b.load(fixtureBase + "thread.html"); err != nil {
		t.Fatal(err)
	}
	rep, text := runGoal(s, b, "open the Redwood Times coverage and summarize it", "")
	conv, _ := rep["conversationId"].(string)
	if rep["stopReason"] != "answered" || !strings.HasPrefix(conv, "conv_") || !strings.Contains(text, "two tonnes") {
		t.Fatalf("first turn: %v %q", rep["stopReason"], text)
	}

	s2 := &session{t: t, p: startHost(t, home, []string{"serve"})}
	rep2, text2 := runGoal(s2, b, "save that as Redwood notes", conv)
	if rep2["conversationId"] != conv || rep2["stopReason"] != "answered" || !strings.Contains(text2, "Redwood notes") {
		t.Fatalf("follow-up after restart: %v %v %q", rep2["conversationId"], rep2["stopReason"], text2)
	}
	calls, _ := rep2["tool_calls"].([]any)
	if len(calls) != 1 {
		t.Fatalf("follow-up calls: %v", calls)
	}
	res, _ := calls[0].(map[string]any)["result"].(map[string]any)
	if calls[0].(map[string]any)["name"] != "artifact.save" || res == nil {
		t.Fatalf("follow-up call: %v", calls[0])
	}

	var list struct {
		Conversations []struct {
			ID    string `json:"id"`
			Title string `json:"title"`
			Turns int    `json:"turns"`
		} `json:"conversations"`
	}
	s2.call("conversation.list", map[string]any{}, &list)
	if len(list.Conversations) != 1 || list.Conversations[0].ID != conv || list.Conversations[0].Turns != 2 ||
		list.Conversations[0].Title != "open the Redwood Times coverage and summarize it" {
		t.Fatalf("conversation.list = %+v", list)
	}
	var got struct {
		Turns []struct {
			Goal, Answer, StopReason string
			Citations                []map[string]any
		} `json:"turns"`
	}
	s2.call("conversation.get", map[string]any{"conversationId": conv}, &got)
	if len(got.Turns) != 2 || got.Turns[1].Goal != "save that as Redwood notes" || !strings.Contains(got.Turns[0].Answer, "two tonnes") ||
		len(got.Turns[0].Citations) == 0 || got.Turns[0].StopReason != "answered" {
		t.Fatalf("conversation.get = %+v", got)
	}
	if code := s2.callErr("conversation.get", map[string]any{"conversationId": "conv_nope"}); code != "not_found" {
		t.Errorf("unknown conversation: %s", code)
	}
	if code := s2.callErr("conversation.get", map[string]any{}); code != "invalid_arguments" {
		t.Errorf("no id: %s", code)
	}
}

// A run whose approval the user declines (Stop, Esc: the panel plans no
// more) is listed as stopped in the history, not as running; a run that
// goes on after a deny is recorded done when it ends.
func TestDeclinedRunIsNotRunning(t *testing.T) {
	s := newSession(t)
	b := &stubBrowser{t: t}
	if err := b.load(fixtureBase + "thread.html"); err != nil {
		t.Fatal(err)
	}
	status := func(runID string) string {
		var r struct {
			Runs []struct{ ID, Status string } `json:"runs"`
		}
		s.call("history.runs", map[string]any{}, &r)
		for _, x := range r.Runs {
			if x.ID == runID {
				return x.Status
			}
		}
		return "missing"
	}
	var rep map[string]any
	s.call("plan", map[string]any{"goal": "click Redwood Times coverage", "observation": b.obs}, &rep)
	c := rep["tool_calls"].([]any)[0].(map[string]any)
	runID := rep["runId"].(string)
	if c["status"] != "awaiting_approval" {
		t.Fatalf("the click should ask: %v", c)
	}
	s.call("approval", map[string]any{"runId": runID, "callId": c["id"], "decision": "deny"}, nil)
	if got := status(runID); got != "stopped" {
		t.Errorf("after the deny: status %q, want stopped", got)
	}
	s.call("plan", map[string]any{"runId": runID, "observation": b.obs}, &rep)
	if rep["done"] != true || rep["stopReason"] != "step_not_done" {
		t.Fatalf("the run after the deny: %v", rep)
	}
	if got := status(runID); got != "done" {
		t.Errorf("after the run ended: status %q, want done", got)
	}
}
