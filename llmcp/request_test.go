package llmcp

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/laikabrowser/laika"
)

func TestNewRequestEnvelope(t *testing.T) {
	obs := &laika.Observation{URL: "https://example.com/a", Title: "A", Text: "H1: A\nshort page",
		Elements: []laika.Element{{HandleID: "laika-1", Role: "button", Label: "Buy"}},
		Links:    []laika.Link{{URL: "https://example.com/b", Text: "b"}}, Signals: []string{"paywall"}}
	now := func() time.Time { return time.Date(2026, 1, 28, 12, 34, 56, 789e6, time.UTC) }
	r := NewRequest("summarize this page", obs, BuildOptions{Task: "web.summarize", Turn: 7, Now: now})
	b, _ := json.Marshal(r)
	var m map[string]any
	json.Unmarshal(b, &m)
	if p := m["protocol"].(map[string]any); p["name"] != "laika.llmcp" || p["version"] != 1.0 {
		t.Errorf("protocol = %v", p)
	}
	for _, id := range []string{r.ID, r.Conversation.ID, r.Input.UserMessage.ID} {
		if _, err := uuid.Parse(id); err != nil {
			t.Errorf("id %q is not a uuid", id)
		}
	}
	if r.CreatedAt != "2026-01-28T12:34:56.789Z" || r.Type != "request" || r.Conversation.Turn != 7 || r.Output.Format != "json" {
		t.Errorf("envelope = %+v", r)
	}
	if len(r.Context.Documents) != 1 {
		t.Fatalf("docs = %d", len(r.Context.Documents))
	}
	d := r.Context.Documents[0]
	c := d.Content.(ObservationSummary)
	if d.Trust != "untrusted" || d.Kind != KindObservationSummary || c.Markdown != obs.Text || c.Elements[0].HandleID != "laika-1" {
		t.Errorf("doc = %+v", d)
	}
	if !strings.Contains(r.Messages("sys")[1].Content, `"trust":"untrusted"`) {
		t.Error("user message lacks the trust marker")
	}
}

func TestNewRequestChunksLongPages(t *testing.T) {
	line := strings.Repeat("word ", 19) + "end\n" // 100 bytes
	text := strings.Repeat(line, 130)             // 13,000 bytes
	r := NewRequest("read", &laika.Observation{URL: "https://example.com", Title: "Long", Text: text}, BuildOptions{ChunkChars: 5000})
	docs := r.Context.Documents
	if len(docs) != 4 {
		t.Fatalf("want summary + 3 chunks, got %d docs", len(docs))
	}
	if s := docs[0].Content.(ObservationSummary); s.Markdown != "" || s.ChunkCount != 3 {
		t.Errorf("summary doc = %+v", s)
	}
	var joined strings.Builder
	for i, d := range docs[1:] {
		c := d.Content.(ObservationChunk)
		if d.Trust != TrustUntrusted || d.Kind != KindObservationChunk || c.ChunkIndex != i+1 || c.ChunkCount != 3 || len(c.Markdown) > 5000 {
			t.Errorf("chunk %d = %+v (%d bytes)", i, d, len(c.Markdown))
		}
		if !strings.HasSuffix(c.Markdown, "\n") {
			t.Errorf("chunk %d not cut at a line boundary", i+1)
		}
		joined.WriteString(c.Markdown)
	}
	if joined.String() != text {
		t.Error("chunks do not join back to the page text")
	}
}

func TestSplitChunksRuneBoundary(t *testing.T) {
	s := strings.Repeat("é", 10) // 20 bytes, no newlines
	for _, c := range SplitChunks(s, 7) {
		if !json.Valid([]byte(`"`+c+`"`)) || strings.ContainsRune(c, '\uFFFD') {
			t.Errorf("chunk %q split a rune", c)
		}
	}
}

func TestNewRequestCapsLists(t *testing.T) {
	obs := &laika.Observation{URL: "https://example.com", Title: "Feed"}
	for i := 0; i < 500; i++ {
		obs.Items = append(obs.Items, laika.Item{Title: "item"})
		obs.Links = append(obs.Links, laika.Link{URL: "https://example.com/x"})
		obs.Elements = append(obs.Elements, laika.Element{HandleID: "laika-1"})
		obs.Comments = append(obs.Comments, laika.Comment{Text: "c"})
	}
	c := NewRequest("g", obs, BuildOptions{MaxItems: 5}).Context.Documents[0].Content.(ObservationSummary)
	if len(c.Items) != 5 || len(c.ExtractedLinks) != 40 || len(c.Elements) != 120 || len(c.Comments) != 60 {
		t.Errorf("caps: items %d links %d elements %d comments %d", len(c.Items), len(c.ExtractedLinks), len(c.Elements), len(c.Comments))
	}
}
