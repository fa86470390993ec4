package research

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/ollamatest"
	"github.com/laikabrowser/laika/llm"
)

// TestAskRealOllama asks a collection through a REAL Ollama server and
// the tiny real model (../shared/models). The model writes children's
// stories, so its prose is never checked: what must hold whatever it
// writes is that every citation the answer keeps quotes its own source
// (the host's grounding check), the request really went to the model, and
// a question the sources cannot answer says so.
func TestAskRealOllama(t *testing.T) {
	host, model := ollamatest.Start(t)
	m, err := llm.NewOllama(host, model, llm.Settings{NumCtx: 2048})
	if err != nil {
		t.Fatal(err)
	}
	v := newEnv(t)
	v.e.Model, v.e.NumCtx = m, 2048
	id := v.collect(t, "Harbor Bridge", bridge...)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	d, _ := v.e.db(ctx)
	stored, err := d.ListSources(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	texts := map[string]string{}
	urls := map[string]string{}
	for _, s := range stored {
		texts[s.ID], urls[s.ID] = groundNorm(s.Title+"\n"+s.Markdown), s.URL
	}

	for _, tc := range []struct {
		question  string
		supported bool
	}{
		{"What did the rebuild of the Harbor Bridge cost?", true},
		{"Who won the 1998 world cup final?", false},
	} {
		t.Run(tc.question, func(t *testing.T) {
			start := time.Now()
			a, err := v.e.Ask(ctx, id, tc.question, AskOptions{})
			if err != nil {
				t.Fatalf("ask: %v", err)
			}
			t.Logf("%s in %s: backend %s, grounded %v, supported %v, %d citations, notice %q", tc.question, time.Since(start).Round(time.Millisecond),
				a.Backend, a.Grounded, a.Supported, len(a.Citations), a.Notice)
			// The model was asked: its answer is shown (checked), or the
			// notice says why it could not be used.
			if a.Backend != m.Name() && a.Notice == "" {
				t.Errorf("the model was not used and no notice says why: backend %q", a.Backend)
			}
			if a.Supported != tc.supported {
				t.Errorf("supported = %v, want %v:\n%s", a.Supported, tc.supported, a.Markdown)
			}
			if !tc.supported && a.Code != laika.CodeNoEvidence {
				t.Errorf("code = %q, want no_evidence", a.Code)
			}
			if tc.supported && len(a.Citations) == 0 {
				t.Errorf("a supported answer without citations:\n%s", a.Markdown)
			}
			for _, c := range a.Citations {
				src, ok := texts[c.SourceID]
				if !ok || c.URL != urls[c.SourceID] {
					t.Errorf("citation to %q (%s) is not a source of the collection", c.SourceID, c.URL)
					continue
				}
				if q := groundNorm(strings.TrimSuffix(c.Quote, "…")); q == "" || !strings.Contains(src, q) {
					t.Errorf("citation [%d] quote is not in %s: %q", c.N, c.SourceID, c.Quote)
				}
			}
		})
	}
}

// groundNorm lowercases s, drops Markdown emphasis and quote marks and
// collapses spaces, so a quote matches the source text it came from.
func groundNorm(s string) string {
	s = strings.NewReplacer("*", "", "_", "", "`", "", "\\", "", "“", "\"", "”", "\"", "’", "'").Replace(s)
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}
