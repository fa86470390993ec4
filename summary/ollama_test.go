package summary

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/ollamatest"
)

// ollamaModel is a laika.Model on Ollama's own Go client, used by these
// tests against the real server until the llm package's backend lands.
type ollamaModel struct {
	c     *api.Client
	model string
}

func (m *ollamaModel) Name() string { return "ollama:" + m.model }

func (m *ollamaModel) Chat(ctx context.Context, req laika.ChatRequest, fn func(laika.Chunk) error) (laika.ChatResult, error) {
	start := time.Now()
	msgs := make([]api.Message, len(req.Messages))
	for i, x := range req.Messages {
		msgs[i] = api.Message{Role: x.Role, Content: x.Content}
	}
	var res laika.ChatResult
	var text strings.Builder
	done := false
	err := m.c.Chat(ctx, &api.ChatRequest{Model: m.model, Messages: msgs, Options: map[string]any{"num_predict": req.MaxTokens}},
		func(r api.ChatResponse) error {
			if r.Message.Content != "" {
				text.WriteString(r.Message.Content)
				res.Chunks++
				if err := fn(laika.Chunk{Delta: r.Message.Content}); err != nil {
					return err
				}
			}
			if r.Done {
				done = true
				res.DoneReason = r.DoneReason
			}
			return nil
		})
	res.Text, res.Duration = text.String(), time.Since(start)
	switch {
	case ctx.Err() != nil:
		return res, laika.Errorf(laika.CodeCancelled, "cancelled")
	case err != nil:
		return res, laika.Errorf(laika.CodeModelError, "%v", err)
	case !done:
		return res, laika.Errorf(laika.CodeModelStreamCut, "stream ended without done")
	}
	return res, nil
}

func realModel(t testing.TB) laika.Model {
	t.Helper()
	base, model := ollamatest.Start(t)
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	return &ollamaModel{c: api.NewClient(u, http.DefaultClient), model: model}
}

// shortArticle is one chunk long, so the final call streams at once.
func shortArticle() *laika.Observation {
	return &laika.Observation{URL: "https://example.com/otters", Title: "River otters return to the Elm valley",
		Primary: &laika.Primary{Text: strings.Join([]string{
			"H2: A comeback",
			"River otters have returned to the Elm valley after an absence of 40 years, the Elm Valley Trust said on Tuesday.",
			"Volunteers counted 23 otters along 12 kilometres of river during the spring survey.",
			"The trust credits cleaner water: farms upstream cut fertiliser run-off by half since 2015.",
			"H2: What comes next",
			"- Rangers will fit 6 new fish ladders by autumn.",
			"- Dog walkers are asked to keep dogs on leads near the holts.",
			"Maria Lopez, the trust's ecologist, said the otters \"are a sign the whole river is healing\".",
		}, "\n")}}
}

func TestOllamaDeltasArriveWhileGenerating(t *testing.T) {
	model := realModel(t)
	m := NewManager(model)
	m.NumCtx = 2048 // the tiny model's window
	c := startHost(t, m)
	id := c.start(shortArticle(), map[string]any{"style": "detailed"})
	text, polls := c.pollAll(id, 20)
	var grew []int
	for _, p := range polls {
		if p.Status == StatusRunning && p.Text != "" {
			grew = append(grew, p.Cursor)
		}
	}
	t.Logf("%d polls; text grew over %d of them while running (first cursors %v); final %d bytes", len(polls), len(grew), grew[:min(len(grew), 8)], len(text))
	if len(grew) < 3 {
		t.Fatalf("want text to grow over at least 3 polls before done, saw %v", grew)
	}
	last := polls[len(polls)-1]
	if last.Status != StatusDone || last.Backend != "ollama:"+ollamatest.Model {
		t.Fatalf("last poll %+v", last)
	}
	// The tiny model writes children's stories, not summaries: the check
	// must notice and append the quoted summary.
	if !strings.Contains(text, "**Checked against the page:**") {
		t.Fatalf("no grounding trailer in %q", text)
	}
	if last.Fallback == FallbackUngrounded && !strings.Contains(text, "### Quoted from the page") {
		t.Fatalf("ungrounded without the quoted summary: %q", text)
	}
	t.Logf("summary:\n%s", text)
}

func TestOllamaCancelMidStream(t *testing.T) {
	model := realModel(t)
	m := NewManager(model)
	m.NumCtx = 2048
	c := startHost(t, m)
	id := c.start(shortArticle(), map[string]any{"style": "detailed"})
	cursor := 0
	var seen strings.Builder
	for {
		var p PollReply
		c.ok("summary.poll", map[string]any{"jobId": id, "cursor": cursor, "waitMs": 500}, &p)
		seen.WriteString(p.Text)
		cursor = p.Cursor
		if p.Done {
			t.Fatalf("job finished before it could be cancelled: %+v", p)
		}
		if cursor > 0 {
			break
		}
	}
	begin := time.Now()
	var cr CancelReply
	c.ok("summary.cancel", map[string]any{"jobId": id}, &cr)
	took := time.Since(begin)
	t.Logf("cancel reply after %v", took)
	if !cr.Cancelled || cr.Status != StatusCancelled {
		t.Fatalf("cancel reply %+v", cr)
	}
	if took > 100*time.Millisecond {
		t.Errorf("cancel took %v, want under 100ms", took)
	}
	rest, polls := c.pollAll(id, 0)
	last := polls[len(polls)-1]
	if last.Status != StatusCancelled || last.Error == nil || last.Error.Code != laika.CodeCancelled {
		t.Fatalf("after cancel: %+v", last)
	}
	if !strings.HasPrefix(rest, seen.String()) {
		t.Fatalf("text from 0 %q does not extend what was seen %q", rest, seen.String())
	}
	// Nothing is appended after the cancel.
	var again PollReply
	time.Sleep(50 * time.Millisecond)
	c.ok("summary.poll", map[string]any{"jobId": id, "cursor": 0}, &again)
	if again.Text != rest {
		t.Fatalf("text changed after cancel")
	}
}
