package research

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/llm"
)

// replay writes a replay file of model outputs and returns the model.
func replay(t *testing.T, lines ...map[string]any) laika.Model {
	t.Helper()
	var b strings.Builder
	for _, l := range lines {
		j, _ := json.Marshal(l)
		b.Write(j)
		b.WriteByte('\n')
	}
	path := filepath.Join(t.TempDir(), "replay.jsonl")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	m, err := llm.OpenReplay(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func answerJSON(md string, cites ...[2]string) string {
	var cs []map[string]string
	for _, c := range cites {
		cs = append(cs, map[string]string{"url": c[0], "quote": c[1]})
	}
	b, _ := json.Marshal(map[string]any{"assistant": map[string]any{"title": "Answer", "markdown": md, "citations": cs}, "tool_calls": []any{}})
	return string(b)
}

func TestModelAnswerGrounded(t *testing.T) {
	v := newEnv(t)
	ctx := context.Background()
	id := v.collect(t, "Harbor Bridge", bridge...)
	v.e.Model = replay(t,
		map[string]any{"purpose": "answer", "output": answerJSON(
			"The Harbor Ledger puts the cost at $4.2 billion while Metro Daily reports $3.9 billion.",
			[2]string{v.url("harbor-ledger.html"), "cost $4.2 billion"},
			[2]string{v.url("metro-daily.html"), "The rebuild cost $3.9 billion"})},
		// invented figure, invented quote
		map[string]any{"purpose": "answer", "output": answerJSON(
			"The bridge cost $7.7 billion and opened in 1999.",
			[2]string{v.url("harbor-ledger.html"), "the bridge cost seven point seven billion dollars"})},
		map[string]any{"purpose": "answer", "error": map[string]string{"code": "model_unavailable", "message": "down"}},
	)
	a, err := v.e.Ask(ctx, id, "What did the rebuild cost?", AskOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !a.Grounded || !a.Supported || len(a.Citations) != 2 || !strings.HasPrefix(a.Backend, "replay") {
		t.Errorf("grounded answer: %+v", a)
	}
	if a.Citations[0].SourceID == "" || a.Citations[1].URL != v.url("metro-daily.html") {
		t.Errorf("citations %+v", a.Citations)
	}

	a, err = v.e.Ask(ctx, id, "What did the rebuild cost?", AskOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if a.Grounded || !strings.Contains(a.Markdown, "Could not verify") || !strings.Contains(a.Markdown, "Not found in the sources") ||
		!strings.Contains(a.Markdown, "left out") {
		t.Errorf("ungrounded answer not flagged:\n%s", a.Markdown)
	}
	for i, c := range a.Citations {
		if c.N != i+1 {
			t.Errorf("citation %d numbered %d: the appended passages must continue the numbering", i, c.N)
		}
		if strings.Contains(c.Quote, "seven point seven") {
			t.Error("an invented quote was kept as a citation")
		}
	}

	a, err = v.e.Ask(ctx, id, "What did the rebuild cost?", AskOptions{})
	if err != nil || a.Backend != laika.BuiltinName || !strings.Contains(a.Notice, "model_unavailable") || !a.Supported {
		t.Errorf("dead model: %v %+v", err, a)
	}
}

func TestModelTransforms(t *testing.T) {
	v := newEnv(t)
	ctx := context.Background()
	id := v.collect(t, "Harbor Bridge", bridge...)
	v.e.Model = replay(t,
		map[string]any{"purpose": "transform", "output": answerJSON(
			"## When did the bridge reopen?\n\nOn March 14, 2025, according to the Harbor Ledger.",
			[2]string{v.url("harbor-ledger.html"), "The Harbor Bridge reopened to traffic on March 14, 2025"})},
		map[string]any{"purpose": "transform", "output": "not json at all, and no quotes"},
	)
	types := v.e.TransformTypes()
	if len(types) != 6 {
		t.Errorf("with a model: %d types", len(types))
	}
	a, err := v.e.Transform(ctx, id, "faq", TransformOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if a.Type != "faq" || len(a.Citations) != 1 || strings.Contains(a.Markdown, "Check this artifact") {
		t.Errorf("faq: %+v\n%s", a, a.Markdown)
	}
	// Output that is not LLMCP JSON is kept as Markdown, unverified, and
	// says so.
	b, err := v.e.Transform(ctx, id, "quiz", TransformOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.Markdown, "Check this artifact against the sources") {
		t.Errorf("unverified quiz not flagged:\n%s", b.Markdown)
	}
}

// Sources that do not fit the context budget whole are summarised for the
// question (the summary pipeline) or listed as omitted; the index says
// which.
func TestPackBudget(t *testing.T) {
	v := newEnv(t)
	ctx := context.Background()
	id := v.collect(t, "Harbor Bridge", bridge...)
	c, ss, _, err := v.e.loadCaptured(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	v.e.Model = replay(t, map[string]any{"purpose": "summary", "output": "- The rebuild cost $3.9 billion."},
		map[string]any{"purpose": "summary", "output": "- Tolls rise in 2026."})
	total, index := 0, 0
	for _, s := range ss {
		total += len(s.Markdown)
		index += len(s.URL) + len(s.name()) + 80
	}
	// Room for the index, about one of the four sources, and a summary.
	v.e.NumCtx = reserveTokens + (index+total/4+900)/charsPerToken
	docs, summarized := v.e.pack(ctx, c, ss, "How many workers were employed at the peak?")
	idx, ok := docs[0].Content.(CollectionIndex)
	if !ok || docs[0].Kind != KindCollectionIndex || docs[0].Trust != "untrusted" {
		t.Fatalf("first doc %+v", docs[0])
	}
	var full, sum int
	for _, e := range idx.Sources {
		switch e.Included {
		case "full":
			full++
		case "summary":
			sum++
		}
	}
	if full == 0 || full == 4 || sum == 0 || sum != summarized {
		t.Errorf("included: %+v (summarized %d)", idx.Sources, summarized)
	}
	for _, d := range docs[1:] {
		cs := d.Content.(CollectionSource)
		if d.Kind != KindCollectionSource || cs.SourceID == "" || cs.Markdown == "" {
			t.Errorf("doc %+v", d)
		}
	}
}
