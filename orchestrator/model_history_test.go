package orchestrator

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// recModel records the requests a planner sends and answers each with the
// next canned output.
type recModel struct {
	reqs []laika.ChatRequest
	outs []string
}

func (m *recModel) Name() string { return "rec:test" }
func (m *recModel) Chat(_ context.Context, req laika.ChatRequest, fn func(laika.Chunk) error) (laika.ChatResult, error) {
	m.reqs = append(m.reqs, req)
	out := `{"assistant":{"markdown":"ok"},"tool_calls":[]}`
	if len(m.outs) > 0 {
		out, m.outs = m.outs[0], m.outs[1:]
	}
	return laika.ChatResult{Text: out, DoneReason: "stop"}, nil
}

func entry(step int, name, args, status string, forced bool) Entry {
	return Entry{Step: step, Name: name, Arguments: json.RawMessage(args), Decision: laika.Allow, Status: status, Forced: forced}
}

// The planner prompt carries the run so far, compactly: calls and their
// outcomes (forced re-observes folded away), what earlier steps read and
// the conversation's earlier turns, as untrusted documents; native tools
// are offered; numeric strings are coerced.
func TestModelPlannerPromptCarriesTheRun(t *testing.T) {
	m := &recModel{outs: []string{`{"assistant":{"markdown":"Scrolling."},"tool_calls":[{"name":"browser.scroll","arguments":{"deltaY":"600"}}]}`}}
	in := PlanInput{RunID: "run_1", Goal: "search for river cleanup and summarize the top 2 results", Step: 4, Observation: page(1, 1),
		History: []Entry{
			entry(1, "search", `{"query":"river cleanup","newTab":false}`, "ok", false),
			entry(1, "browser.observe_dom", `{}`, "ok", true),
			entry(2, "browser.navigate", `{"url":"https://guide.example/a"}`, "ok", false),
		},
		Notes: []Note{{Kind: NoteRead, URL: "https://guide.example/a", Title: "Guide", Markdown: "Aim for one volunteer per 20 metres of bank."},
			{Kind: NoteProgram, Markdown: "Search(...)"}},
		Conversation: []Turn{{Goal: "Tell me about the first headline", Answer: "The first headline is **Harbor Bridge**.", URL: "https://news.example/"}},
		Collection: &Collection{ID: "col_river", Title: "River cleanups", Sources: []CollectionSource{
			{N: 1, ID: "src_1", URL: "https://safe.example/", Title: "Safety checklist", Text: "Every volunteer should wear thick gloves. " + strings.Repeat("filler ", 5000)}}},
	}
	p, err := ModelPlanner{Model: m}.Plan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Calls) != 1 || string(p.Calls[0].Arguments) != `{"deltaY":600}` {
		t.Fatalf("calls = %s (want the numeric string coerced)", dump(p.Calls))
	}
	req := m.reqs[0]
	var tools []map[string]any
	if json.Unmarshal(req.Tools, &tools) != nil || len(tools) < 10 || tools[0]["type"] != "function" {
		t.Errorf("native tools not offered: %.200s", req.Tools)
	}
	user := req.Messages[len(req.Messages)-1].Content
	for _, want := range []string{`\"history\"`, `browser.navigate`, `guide.example/a`, `doc:run:read`, `one volunteer per 20 metres`,
		`doc:conversation`, `Harbor Bridge`, `Tell me about the first headline`, `doc:collection`, `col_river`, `wear thick gloves`} {
		if !strings.Contains(user, want) && !strings.Contains(strings.ReplaceAll(user, `\"`, `"`), strings.ReplaceAll(want, `\"`, `"`)) {
			t.Errorf("prompt lacks %s", want)
		}
	}
	if strings.Count(user, "browser.observe_dom") > 0 && strings.Contains(user, `"name":"browser.observe_dom"`) {
		t.Errorf("the host's forced re-observe is in the history")
	}
	if strings.Count(user, "filler") > 2000 {
		t.Errorf("a collection source is not clipped to the history budget")
	}
	if !strings.Contains(user, `"trust":"untrusted"`) {
		t.Errorf("earlier reads are not marked untrusted")
	}
}

func TestCompactHistoryBudget(t *testing.T) {
	var h []Entry
	for i := 1; i <= 30; i++ {
		h = append(h, entry(i, "browser.scroll", `{"deltaY":600}`, "ok", false))
	}
	args := compactHistory(h, 12, 2048)
	got := args["history"].([]histEntry)
	if len(got) > 12 || args["history_omitted"].(int) != 30-len(got) {
		t.Errorf("kept %d, omitted %v", len(got), args["history_omitted"])
	}
	if size(got) > 1024 {
		t.Errorf("history is %d bytes, over half the 2048 budget", size(got))
	}
	if got[len(got)-1].Step != 30 {
		t.Errorf("the newest call must stay: %+v", got[len(got)-1])
	}
}

func TestNoProgress(t *testing.T) {
	observe := func(n string) laika.ToolCall {
		return laika.ToolCall{Name: "browser.observe_dom", Arguments: json.RawMessage(`{"maxChars":` + n + `}`)}
	}
	click := laika.ToolCall{Name: "browser.click", Arguments: json.RawMessage(`{"handleId":"h2"}`)}
	tests := []struct {
		name string
		hist []Entry
		next laika.ToolCall
		stop bool
	}{
		{"first read", nil, observe("4000"), false},
		{"second read", []Entry{entry(1, "browser.observe_dom", `{"maxChars":4000}`, "ok", false)}, observe("6000"), false},
		{"third read in a row", []Entry{entry(1, "browser.observe_dom", `{"maxChars":4000}`, "ok", false), entry(2, "browser.observe_dom", `{"maxChars":6000}`, "ok", false)}, observe("8000"), true},
		{"identical repeats are the policy's", []Entry{entry(1, "browser.observe_dom", `{"maxChars":4000}`, "ok", false), entry(2, "browser.observe_dom", `{"maxChars":4000}`, "ok", false)}, observe("4000"), false},
		{"forced observes do not count", []Entry{entry(1, "browser.click", `{"handleId":"h1"}`, "ok", false), entry(1, "browser.observe_dom", `{}`, "ok", true)}, observe("4000"), false},
		{"A B A loop", []Entry{entry(1, "browser.click", `{"handleId":"h2"}`, "ok", false), entry(2, "browser.back", `{}`, "ok", false)}, click, true},
		{"again after a deny", []Entry{entry(1, "browser.click", `{"handleId":"h2"}`, "denied", false)}, click, true},
		{"scrolling on", []Entry{entry(1, "browser.scroll", `{"deltaY":600}`, "ok", false)}, laika.ToolCall{Name: "browser.scroll", Arguments: json.RawMessage(`{"deltaY":600}`)}, false},
		{"a failed call may be retried", []Entry{entry(1, "browser.click", `{"handleId":"h2"}`, "error", false)}, click, false},
	}
	for _, tt := range tests {
		why, stop := noProgress(PlanInput{History: tt.hist}, Proposal{Calls: []laika.ToolCall{tt.next}})
		if stop != tt.stop || stop && why == "" {
			t.Errorf("%s: stop=%v %q, want %v", tt.name, stop, why, tt.stop)
		}
	}
}
