package orchestrator

import (
	"encoding/json"
	"strconv"
	"strings"
	"sync"

	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/llmcp"
	"github.com/laikabrowser/laika/tools"
)

// The model planner's view of the run so far, kept compact so a small
// model can continue a task inside its context window: the calls with
// their outcomes (the host's own re-observes folded into one line each),
// what earlier steps read, and the conversation's earlier turns. The
// oldest entries go first when the budget is short.

// histEntry is one earlier call as the model sees it.
type histEntry struct {
	Step     int             `json:"step"`
	Name     string          `json:"name"`
	Args     json.RawMessage `json:"arguments,omitempty"`
	Decision string          `json:"decision,omitempty"`
	Status   string          `json:"status"`
	Error    string          `json:"error,omitempty"`
	Result   string          `json:"result,omitempty"`
}

// compactHistory returns the task arguments describing the run so far:
// "history" (at most max calls within budget characters) and
// "history_omitted" when older calls were left out.
func compactHistory(h []Entry, max, budget int) map[string]any {
	var out []histEntry
	for _, e := range h {
		if e.Forced {
			continue // the host's re-observe after an action: implied
		}
		he := histEntry{Step: e.Step, Name: e.Name, Args: clipHistArgs(e.Arguments), Decision: string(e.Decision), Status: e.Status, Error: e.Error, Result: clipLine(e.Summary, 300)}
		if e.Reason == "user_denied" {
			he.Status = "denied_by_user"
		}
		out = append(out, he)
	}
	omitted := 0
	if len(out) > max {
		omitted, out = len(out)-max, out[len(out)-max:]
	}
	for len(out) > 1 && size(out) > budget/2 {
		out = out[1:]
		omitted++
	}
	args := map[string]any{"history": out}
	if out == nil {
		args["history"] = []histEntry{}
	}
	if omitted > 0 {
		args["history_omitted"] = omitted
	}
	return args
}

func size(v any) int { b, _ := json.Marshal(v); return len(b) }

// clipArgs keeps arguments short: a saved artifact's Markdown is not
// worth the model's context twice.
func clipHistArgs(a json.RawMessage) json.RawMessage {
	if len(a) <= 400 {
		return a
	}
	var m map[string]any
	if json.Unmarshal(a, &m) != nil {
		return json.RawMessage(`{}`)
	}
	for k, v := range m {
		if s, ok := v.(string); ok && len(s) > 200 {
			m[k] = clipLine(s, 200)
		}
	}
	b, _ := json.Marshal(m)
	return b
}

// readDocument is what earlier steps of the run read (pages summarized
// on the way, search results), as one untrusted document.
func readDocument(notes []Note, budget int) (llmcp.Document, bool) {
	type read struct {
		URL     string   `json:"url"`
		Title   string   `json:"title,omitempty"`
		Summary string   `json:"summary,omitempty"`
		Links   []string `json:"result_links,omitempty"`
	}
	var rs []read
	for _, n := range notes {
		switch n.Kind {
		case NoteRead:
			s, _ := apptools.Clip(n.Markdown, 1200)
			rs = append(rs, read{URL: n.URL, Title: n.Title, Summary: s})
		case NoteResults:
			rs = append(rs, read{URL: n.URL, Title: n.Title, Links: n.Links})
		}
	}
	for len(rs) > 1 && size(rs) > budget/4 {
		rs = rs[1:]
	}
	if len(rs) == 0 {
		return llmcp.Document{}, false
	}
	return llmcp.Document{DocID: "doc:run:read", Kind: "run.read.v1", Trust: "untrusted", Content: rs}, true
}

// conversationDocument is the conversation's earlier turns, newest last.
func conversationDocument(turns []Turn, budget int) (llmcp.Document, bool) {
	type turn struct {
		Goal   string `json:"user_goal"`
		Answer string `json:"answer"`
		URL    string `json:"page_url,omitempty"`
		Stop   string `json:"stop_reason,omitempty"`
	}
	var ts []turn
	for _, t := range turns {
		a, _ := apptools.Clip(t.Answer, 1500)
		ts = append(ts, turn{Goal: t.Goal, Answer: a, URL: t.URL, Stop: t.Stop})
	}
	for len(ts) > 1 && size(ts) > budget/4 {
		ts = ts[1:]
	}
	if len(ts) == 0 {
		return llmcp.Document{}, false
	}
	return llmcp.Document{DocID: "doc:conversation", Kind: "conversation.turns.v1", Trust: "untrusted", Content: ts}, true
}

var (
	nativeOnce  sync.Once
	nativeBytes json.RawMessage
)

// nativeTools is the registry as an OpenAI-style tools array, for servers
// with native tool calling.
func nativeTools() json.RawMessage {
	nativeOnce.Do(func() {
		type fn struct {
			Name        string          `json:"name"`
			Description string          `json:"description"`
			Parameters  json.RawMessage `json:"parameters"`
		}
		type tool struct {
			Type     string `json:"type"`
			Function fn     `json:"function"`
		}
		var ts []tool
		for _, t := range tools.All() {
			ts = append(ts, tool{Type: "function", Function: fn{t.Name, t.Description, t.Schema}})
		}
		nativeBytes, _ = json.Marshal(ts)
	})
	return nativeBytes
}

// coerceNumbers turns numeric strings into numbers where the tool's
// schema wants a number or integer ("deltaY": "600" from a small model).
func coerceNumbers(name string, args json.RawMessage) (json.RawMessage, bool) {
	t, ok := tools.Lookup(name)
	if !ok {
		return args, false
	}
	var schema struct {
		Properties map[string]struct {
			Type any `json:"type"`
		} `json:"properties"`
	}
	if json.Unmarshal(t.Schema, &schema) != nil || len(schema.Properties) == 0 {
		return args, false
	}
	var m map[string]any
	if json.Unmarshal(args, &m) != nil {
		return args, false
	}
	changed := false
	for k, v := range m {
		s, isStr := v.(string)
		p, known := schema.Properties[k]
		if !isStr || !known || !(typeIs(p.Type, "number") || typeIs(p.Type, "integer")) {
			continue
		}
		f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if err != nil {
			continue
		}
		m[k], changed = f, true
	}
	if !changed {
		return args, false
	}
	b, err := json.Marshal(m)
	if err != nil {
		return args, false
	}
	return b, true
}

func typeIs(t any, want string) bool {
	switch x := t.(type) {
	case string:
		return x == want
	case []any:
		for _, y := range x {
			if y == want {
				return true
			}
		}
	}
	return false
}
