package summary

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/ollamatest"
	"github.com/laikabrowser/laika/llm"
)

// realModel is the llm package's Ollama backend on the real server with
// the tiny model (its window is 2048 tokens).
func realModel(t testing.TB) laika.Model {
	t.Helper()
	base, model := ollamatest.Start(t)
	m, err := llm.NewOllama(base, model, llm.Settings{NumCtx: 2048})
	if err != nil {
		t.Fatal(err)
	}
	return m
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

// TestOllamaStreamThenCancel: with the real server and model, text grows
// over several polls while the model generates; then summary.cancel stops
// the stream at once and the job ends cancelled with nothing appended.
func TestOllamaStreamThenCancel(t *testing.T) {
	m := NewManager(realModel(t))
	m.NumCtx = 2048
	c := startHost(t, m)
	id := c.start(shortArticle(), map[string]any{"style": "detailed"})
	var seen strings.Builder
	var grew []int
	cursor := 0
	deadline := time.Now().Add(2 * time.Minute) // a loaded machine slows the model a lot
	for len(grew) < 3 {
		var p PollReply
		c.ok("summary.poll", map[string]any{"jobId": id, "cursor": cursor, "waitMs": 1000}, &p)
		if p.Done {
			t.Fatalf("job finished before text grew over 3 polls (%v): %+v", grew, p)
		}
		if p.Text != "" && p.Status == StatusRunning {
			grew = append(grew, p.Cursor)
		}
		seen.WriteString(p.Text)
		cursor = p.Cursor
		if time.Now().After(deadline) {
			t.Fatalf("text grew over only %d polls in 2 minutes", len(grew))
		}
	}
	t.Logf("text grew over polls to cursors %v while running", grew)

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
	all, polls := c.pollAll(id, 0)
	last := polls[len(polls)-1]
	if last.Status != StatusCancelled || last.Error == nil || last.Error.Code != laika.CodeCancelled {
		t.Fatalf("after cancel: %+v", last)
	}
	if !strings.HasPrefix(all, seen.String()) {
		t.Fatalf("text from 0 %q does not extend what was seen %q", all, seen.String())
	}
	time.Sleep(50 * time.Millisecond)
	var again PollReply
	c.ok("summary.poll", map[string]any{"jobId": id, "cursor": 0}, &again)
	if again.Text != all {
		t.Fatal("text changed after cancel")
	}
}

// TestOllamaFullPipeline runs a job to the end against the real model (a
// short answer keeps it quick): the model's text, then the grounding
// trailer. The tiny model writes children's stories, so the check must
// find the answer ungrounded and append the quoted summary.
func TestOllamaFullPipeline(t *testing.T) {
	m := NewManager(realModel(t))
	m.NumCtx = 2048
	m.MaxTokens = 48
	c := startHost(t, m)
	id := c.start(shortArticle(), nil)
	text, polls := c.pollAll(id, 1000)
	last := polls[len(polls)-1]
	if last.Status != StatusDone || last.Backend != "ollama:"+ollamatest.Model {
		t.Fatalf("last poll %+v", last)
	}
	if !strings.Contains(text, "**Checked against the page:**") {
		t.Fatalf("no grounding trailer in %q", text)
	}
	if last.Fallback != FallbackUngrounded || !strings.Contains(text, "### Quoted from the page") || len(last.Citations) == 0 ||
		last.Grounding == nil || !last.Grounding.Bad {
		t.Fatalf("fallback %q, citations %d, text:\n%s", last.Fallback, len(last.Citations), text)
	}
	t.Logf("summary:\n%s", text)
}

// TestOllamaConnectionCloseCancels: jobs live as long as their connection.
func TestOllamaConnectionCloseCancels(t *testing.T) {
	m := NewManager(realModel(t))
	m.NumCtx = 2048
	c := startHost(t, m)
	id := c.start(shortArticle(), map[string]any{"style": "detailed"})
	var p PollReply
	c.ok("summary.poll", map[string]any{"jobId": id, "cursor": 0, "waitMs": 200}, &p)
	c.close()
	deadline := time.Now().Add(5 * time.Second)
	for {
		r, err := m.Poll(context.Background(), id, 0, 100*time.Millisecond)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status == StatusCancelled {
			return
		}
		if r.Status != StatusRunning || time.Now().After(deadline) {
			t.Fatalf("after the connection closed: status %s", r.Status)
		}
	}
}

// TestOllamaMapReduce: a page three times the tiny model's window is
// mapped part by part (reported as progress) and reduced by the real model.
//
// It feeds the tiny model about 8,000 prompt tokens: a few seconds on an
// idle machine, a minute on a saturated one, so -short leaves it out.
func TestOllamaMapReduce(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: map-reduce against the real model takes up to a minute on a loaded machine")
	}
	model := realModel(t)
	obs := &laika.Observation{Title: "Go spec, part", Primary: &laika.Primary{Text: cutLines(readTestdata(t, "gospec.txt"), 7000)}}
	var progress []Progress
	var streamed strings.Builder
	start := time.Now()
	res, err := Run(context.Background(), obs, model, Options{NumCtx: 1024, MaxTokens: 16, Concurrency: 1,
		OnProgress: func(p Progress) { progress = append(progress, p) }}, func(s string) { streamed.WriteString(s) })
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d chunks in %v; progress %v", res.Chunks, time.Since(start), progress)
	if res.Chunks != 3 || streamed.String() != res.Text {
		t.Fatalf("chunks %d, streamed==text %v", res.Chunks, streamed.String() == res.Text)
	}
	if len(progress) < 4 || progress[0] != (Progress{"map", 0, 3}) || progress[3] != (Progress{"map", 3, 3}) || progress[len(progress)-1].Phase != "final" {
		t.Fatalf("progress %v", progress)
	}
	if !strings.Contains(res.Text, "**Checked against the page:**") {
		t.Fatalf("no grounding trailer:\n%s", res.Text)
	}
}

// TestOllamaConcurrentJobsDoNotMix: two model jobs streaming at once, each
// polled in its own goroutine, rebuild their own texts, never carry the
// other job's page, and quote only their own.
func TestOllamaConcurrentJobsDoNotMix(t *testing.T) {
	m := NewManager(realModel(t))
	m.NumCtx = 2048
	m.MaxTokens = 24
	c := startHost(t, m)
	bees := &laika.Observation{URL: "https://example.com/bees", Title: "How honey bees make honey",
		Primary: &laika.Primary{Text: "Honey bees visit thousands of flowers every day to collect nectar for the hive. " +
			"Worker bees fan the nectar with their wings until most of the water evaporates. " +
			"The finished honey is sealed in wax cells and eaten by the colony during winter."}}
	jobs := []struct {
		obs        *laika.Observation
		own, other string
	}{
		{shortArticle(), "Volunteers counted 23 otters", "Honey bees"},
		{bees, "Worker bees fan the nectar", "otters"},
	}
	var wg sync.WaitGroup
	for _, j := range jobs {
		id := c.start(j.obs, nil)
		wg.Add(1)
		go func() {
			defer wg.Done()
			text, polls := c.pollAll(id, 100)
			var again PollReply
			c.ok("summary.poll", map[string]any{"jobId": id, "cursor": 0}, &again)
			switch {
			case text != again.Text:
				t.Errorf("job %s: polled pieces differ from the whole text", id)
			case polls[len(polls)-1].Status != StatusDone:
				t.Errorf("job %s: status %s", id, polls[len(polls)-1].Status)
			case strings.Contains(text, j.other):
				t.Errorf("job %s carries the other job's page:\n%s", id, text)
			case strings.Contains(text, "### Quoted from the page") && !strings.Contains(text, j.own):
				// The tiny model writes stories, so whether its text is
				// judged grounded varies; when the quoted fallback is
				// there, it must quote this job's own page.
				t.Errorf("job %s quotes the wrong page:\n%s", id, text)
			}
		}()
	}
	wg.Wait()
}
