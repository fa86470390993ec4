package main

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// Follow-ups with the research collection the user has open: the plan
// request names it (collectionId) and the built-in planner answers from
// its sources with citations, or runs the research comparison through
// the gate, in the same conversation as the page's answers.

// newFixtureCollection collects the named chains fixtures as sources the
// way the panel does (observations captured from the DOM: nothing is
// fetched) and waits until they are captured.
func newFixtureCollection(t *testing.T, s *session, title string, pages ...string) string {
	t.Helper()
	var c struct{ ID string }
	s.call("collection.new", map[string]any{"title": title}, &c)
	var targets []any
	for _, p := range pages {
		b := &stubBrowser{t: t}
		if err := b.load(fixtureBase + p); err != nil {
			t.Fatal(err)
		}
		targets = append(targets, map[string]any{"url": b.obs.URL, "title": b.obs.Title, "observation": b.obs})
	}
	var d struct {
		Sources []struct{ Status, Error string }
	}
	s.call("collection.add", map[string]any{"collectionId": c.ID, "sources": targets}, &d)
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		s.call("collection.get", map[string]any{"collectionId": c.ID}, &d)
		captured := 0
		for _, x := range d.Sources {
			if x.Status == "captured" {
				captured++
			}
		}
		if captured == len(pages) {
			return c.ID
		}
		if time.Now().After(deadline) {
			t.Fatalf("sources not captured: %+v", d.Sources)
		}
	}
}

func TestCollectionFollowUps(t *testing.T) {
	s := newSession(t)
	coll := newFixtureCollection(t, s, "River cleanups", "result-guide.html", "redwood.html", "result-safety.html")
	type turn struct {
		goal  string
		calls []string
		stop  string
		want  []string
		cites string // a citation's URL must name this file
	}
	for _, tc := range []struct {
		name  string
		page  string
		turns []turn
	}{
		{"page answer, then a question only the sources answer", "news.html", []turn{
			{goal: "Tell me about the first headline", want: []string{"Harbor Bridge"}, cites: "news.html"},
			{goal: "What protective gear should volunteers wear?", want: []string{"thick gloves and closed shoes", "River Safe"}, cites: "result-safety.html"},
		}},
		{"compare these sources after a page answer", "thread.html", []turn{
			{goal: "What does the last comment say?", want: []string{"send a truck for tires"}, cites: "thread.html"},
			{goal: "compare these sources", calls: []string{"transform.run"}, want: []string{"| ", "Redwood Times", "Safety checklist"}},
			{goal: "what do my sources say about permits?", want: []string{"permit if the bank is public land"}, cites: "result-guide.html"},
		}},
		{"a question about the sources the sources cannot answer", "news.html", []turn{
			{goal: "What do my sources say about the mayor's salary?", stop: "no_answer_on_page", want: []string{"do not answer"}},
		}},
		{"make a timeline of the collection", "products.html", []turn{
			{goal: "make a timeline of my sources", calls: []string{"transform.run"}, want: []string{"Timeline: River cleanups"}},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := &stubBrowser{t: t}
			if err := b.load(fixtureBase + tc.page); err != nil {
				t.Fatal(err)
			}
			conv := ""
			for i, tu := range tc.turns {
				b.ran = nil
				req := map[string]any{"collectionId": coll}
				if conv != "" {
					req["conversationId"] = conv
				}
				rep, text := runGoalWith(s, b, tu.goal, req)
				if testing.Verbose() {
					t.Logf("turn %d %q → %v %v\n%s", i+1, tu.goal, rep["stopReason"], b.ran, text)
				}
				if i > 0 && rep["conversationId"] != conv {
					t.Errorf("turn %d left the conversation: %v", i+1, rep["conversationId"])
				}
				conv, _ = rep["conversationId"].(string)
				if want := nonEmptyOr(tu.stop, "answered"); rep["stopReason"] != want {
					t.Errorf("turn %d %q: stop %v, want %s", i+1, tu.goal, rep["stopReason"], want)
				}
				if got, want := strings.Join(b.ran, ","), strings.Join(tu.calls, ","); got != want {
					t.Errorf("turn %d %q: calls %q, want %q", i+1, tu.goal, got, want)
				}
				for _, w := range tu.want {
					if !strings.Contains(text, w) {
						t.Errorf("turn %d %q: answer lacks %q:\n%s", i+1, tu.goal, w, text)
					}
				}
				if tu.cites != "" && !citedFile(rep, tu.cites) {
					t.Errorf("turn %d %q: no citation of %s: %v", i+1, tu.goal, tu.cites, fmt.Sprint(rep["assistant"]))
				}
			}
		})
	}
	// A collection the store does not know leaves the run without one.
	b := &stubBrowser{t: t}
	b.load(fixtureBase + "news.html")
	rep, _ := runGoalWith(s, b, "What is the third story?", map[string]any{"collectionId": "col_nope"})
	if rep["stopReason"] != "answered" {
		t.Errorf("unknown collection: %v", rep["stopReason"])
	}
}
