package research

import (
	"context"
	"fmt"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/llmcp"
	"github.com/laikabrowser/laika/prompts"
	"github.com/laikabrowser/laika/store"
	"github.com/laikabrowser/laika/summary"
)

// LLMCP document kinds for collections.
const (
	KindCollectionIndex  = "collection.index.v1"
	KindCollectionSource = "collection.source.v1"
)

// CollectionIndex is a collection.index.v1 document.
type CollectionIndex struct {
	DocType      string       `json:"doc_type"`
	CollectionID string       `json:"collection_id"`
	Title        string       `json:"title"`
	Sources      []IndexEntry `json:"sources"`
}

// IndexEntry lists one source; Included says how it is in the pack
// ("full", "summary" or "omitted").
type IndexEntry struct {
	SourceID   string `json:"source_id"`
	URL        string `json:"url,omitempty"`
	Title      string `json:"title"`
	CapturedAt string `json:"captured_at,omitempty"`
	Included   string `json:"included"`
}

// CollectionSource is a collection.source.v1 document.
type CollectionSource struct {
	DocType      string       `json:"doc_type"`
	CollectionID string       `json:"collection_id"`
	SourceID     string       `json:"source_id"`
	URL          string       `json:"url,omitempty"`
	Title        string       `json:"title"`
	CapturedAt   string       `json:"captured_at,omitempty"`
	Summarized   bool         `json:"summarized,omitempty"`
	Markdown     string       `json:"markdown"`
	Links        []laika.Link `json:"extracted_links,omitempty"`
}

// Budget constants: characters per token (a conservative 3 for mixed
// text), and the tokens kept for the system prompt, the packet's envelope
// and the answer.
const (
	charsPerToken   = 3
	reserveTokens   = 2200
	defaultNumCtx   = 8192
	maxSummarized   = 8
	minSummaryChars = 300
	answerMaxTokens = 900
)

// pack builds the LLMCP context documents for a question: the index, then
// whole sources in order of relevance while they fit the budget, then the
// rest summarised for the question with the summary pipeline (map-reduce
// over chunks, bounded concurrency), then whatever still does not fit is
// listed as omitted.
func (e *Engine) pack(ctx context.Context, c *store.Collection, ss []src, question string) ([]llmcp.Document, int) {
	numCtx := e.NumCtx
	if numCtx <= 0 {
		numCtx = defaultNumCtx
	}
	budget := (numCtx - reserveTokens) * charsPerToken
	if budget < 2000 {
		budget = 2000
	}
	idx := CollectionIndex{DocType: KindCollectionIndex, CollectionID: c.ID, Title: c.Name}
	entries := make([]IndexEntry, len(ss))
	for i, s := range ss {
		entries[i] = IndexEntry{SourceID: s.ID, URL: s.URL, Title: s.name(), CapturedAt: s.CapturedAt.Format("2006-01-02T15:04:05Z"), Included: "omitted"}
		budget -= len(s.URL) + len(s.name()) + 80
	}
	var docs []llmcp.Document
	order := rankSources(ss, question)
	need := 0
	for _, s := range ss {
		need += len(s.Markdown) + 200
	}
	// When not everything fits, whole sources get at most 70% of the
	// budget: the rest is kept for summaries of the others, so a big
	// collection is covered instead of cut off.
	wholeBudget := budget
	if need > budget {
		wholeBudget = budget * 7 / 10
	}
	used := 0
	var rest []int
	for _, i := range order {
		s := ss[i]
		if used+len(s.Markdown)+200 <= wholeBudget {
			docs = append(docs, sourceDoc(c.ID, s, s.Markdown, false))
			used += len(s.Markdown) + 200
			entries[i].Included = "full"
		} else {
			rest = append(rest, i)
		}
	}
	budget -= used
	summarized := 0
	for k, i := range rest {
		if budget < minSummaryChars || summarized == maxSummarized {
			break
		}
		// An even share of what is left for each source still waiting.
		share := budget / min(len(rest)-k, maxSummarized-summarized)
		if share < minSummaryChars {
			share = minSummaryChars
		}
		s := ss[i]
		obs := &laika.Observation{URL: s.URL, Title: s.name(), Text: s.Markdown, Primary: &laika.Primary{Markdown: s.Markdown, Text: s.Markdown}}
		res, err := summary.Run(ctx, obs, e.Model, summary.Options{Goal: question, Style: "brief", NumCtx: numCtx}, nil)
		if err != nil && laika.ErrorCode(err) == laika.CodeCancelled {
			break
		}
		text := strings.TrimSpace(res.Text)
		if text == "" {
			continue
		}
		text, _ = cutBytes(text, share)
		docs = append(docs, sourceDoc(c.ID, s, text, true))
		budget -= len(text) + 200
		entries[i].Included = "summary"
		summarized++
	}
	idx.Sources = entries
	all := append([]llmcp.Document{{DocID: "index:" + c.ID, Kind: KindCollectionIndex, Trust: llmcp.TrustUntrusted, Content: idx}}, docs...)
	return all, summarized
}

func sourceDoc(colID string, s src, md string, summarized bool) llmcp.Document {
	return llmcp.Document{DocID: s.ID, Kind: KindCollectionSource, Trust: llmcp.TrustUntrusted, Content: CollectionSource{
		DocType: KindCollectionSource, CollectionID: colID, SourceID: s.ID, URL: s.URL, Title: s.name(),
		CapturedAt: s.CapturedAt.Format("2006-01-02T15:04:05Z"), Summarized: summarized, Markdown: md}}
}

func cutBytes(s string, n int) (string, bool) {
	if len(s) <= n {
		return s, false
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n], true
}

// generate runs one LLMCP request (task web.answer or transform.run)
// through the model with repair retries, Markdown and citations out.
func (e *Engine) generate(ctx context.Context, purpose, promptName, text string, docs []llmcp.Document, task string, args map[string]any, convID string, turn int) (llmcp.Response, error) {
	req := llmcp.NewRequest(text, nil, llmcp.BuildOptions{ConversationID: convID, Turn: turn, Task: task, TaskArgs: args, Format: llmcp.FormatJSON})
	req.Context.Documents = docs
	system, _ := prompts.Get(promptName)
	res, err := llmcp.Generate(ctx, e.Model, laika.ChatRequest{Purpose: purpose, Messages: req.Messages(system), MaxTokens: answerMaxTokens * 2},
		llmcp.GenerateOptions{Options: llmcp.Options{Format: llmcp.FormatJSON}, Prompts: []string{promptName}})
	if err != nil {
		return llmcp.Response{}, err
	}
	if len(res.Response.ToolCalls) > 0 {
		// A read-only task: proposed tool calls are dropped, never run.
		res.Response.ToolCalls = nil
	}
	if strings.TrimSpace(res.Response.Markdown) == "" {
		return llmcp.Response{}, laika.Errorf(laika.CodeModelOutputInvalid, "the model returned no text")
	}
	return res.Response, nil
}

// modelAnswer answers with the model over a packed collection, then checks
// the answer: citations must quote their source, and the answer's figures
// and names must be in the sources. An unsupported answer says so and
// adds the built-in passages.
func (e *Engine) modelAnswer(ctx context.Context, c *store.Collection, ss []src, question string, history []turn) (Answer, error) {
	docs, _ := e.pack(ctx, c, ss, question)
	args := map[string]any{"collection_id": c.ID}
	if len(history) > 0 {
		args["history"] = history
	}
	resp, err := e.generate(ctx, "answer", prompts.Answer, question, docs, "web.answer", args, conversationID(c.ID), len(history)/2+1)
	if err != nil {
		return Answer{}, err
	}
	a := Answer{Backend: e.Model.Name(), Supported: true}
	md, cs, checked := checkModelOutput(resp, ss)
	a.Markdown, a.Citations = md, cs
	a.Grounded = checked
	if !checked {
		fallback := builtinAnswer(ss, question, history, len(cs))
		if !fallback.Supported {
			a.Supported, a.Code = false, laika.CodeNoEvidence
			a.Markdown = md + "\n\n---\n\n**Not supported by the sources.** " + fallback.Markdown
			return a, nil
		}
		a.Markdown = md + "\n\n---\n\n**Could not verify this answer against the sources.** What the sources themselves say:\n\n" + fallback.Markdown
		a.Citations = append(a.Citations, fallback.Citations...)
	}
	return a, nil
}

// checkModelOutput keeps the citations whose quote is in the cited source
// (a near-verbatim quote is replaced by the source's sentence), numbers
// them, lists them under the answer, and reports whether the answer is
// grounded: at least one verified citation and no failed grounding check.
func checkModelOutput(resp llmcp.Response, ss []src) (string, []Citation, bool) {
	byID := map[string]int{}
	for i, s := range ss {
		byID[s.ID] = i
		byID[s.URL] = i
	}
	var cs cites
	var markers []string
	dropped := 0
	for _, c := range resp.Citations {
		i, ok := byID[c.SourceID]
		if !ok {
			i, ok = byID[c.DocID]
		}
		if !ok {
			i, ok = byID[c.URL]
		}
		var q string
		var found bool
		if ok {
			q, found = findQuote(ss[i].Markdown, c.Quote)
		} else {
			// Small models mangle ids; the quote itself says where it is from.
			for j := range ss {
				if q, found = findQuote(ss[j].Markdown, c.Quote); found {
					i = j
					break
				}
			}
		}
		if !found {
			dropped++
			continue
		}
		markers = append(markers, cs.add(cite(ss[i], q))+" “"+escapeMD(clipRunes(q, 160))+"” — "+escapeMD(clipRunes(ss[i].name(), 60)))
	}
	// The sources as the model saw them: titles and URLs name the outlets
	// an answer may attribute claims to.
	var all strings.Builder
	for _, s := range ss {
		all.WriteString(s.name() + "\n" + s.URL + "\n" + s.Markdown + "\n")
	}
	g := summary.CheckGrounding(resp.Markdown, all.String())
	var b strings.Builder
	b.WriteString(strings.TrimSpace(resp.Markdown))
	if len(markers) > 0 {
		b.WriteString("\n\n**Citations**\n\n")
		for _, m := range markers {
			b.WriteString("- " + m + "\n")
		}
	}
	if dropped > 0 {
		fmt.Fprintf(&b, "\n_%s not found in the cited source and left out._\n", plural(dropped, "quoted citation"))
	}
	if len(g.Unsupported) > 0 {
		var ws []string
		for _, cl := range g.Unsupported {
			ws = append(ws, escapeMD(cl.Text))
		}
		fmt.Fprintf(&b, "\n_Not found in the sources: %s._\n", strings.Join(ws, ", "))
	}
	return b.String(), cs.list, len(cs.list) > 0 && !g.Bad
}

// findQuote returns the source's own words for quote: the quote itself
// when it is in the source (case, spacing and punctuation aside), else the
// source sentence that contains at least 80% of the quote's words.
func findQuote(md, quote string) (string, bool) {
	q := normText(quote)
	if len(q) < 8 {
		return "", false
	}
	plain := normText(md)
	if strings.Contains(plain, q) {
		return strings.TrimSpace(quote), true
	}
	qw := strings.Fields(q)
	best, bestShare := "", 0.0
	for _, block := range paragraphs(md) {
		for _, s := range splitSentences(strings.TrimPrefix(block, "\x00h")) {
			words := map[string]bool{}
			for _, w := range strings.Fields(normText(s)) {
				words[w] = true
			}
			n := 0
			for _, w := range qw {
				if words[w] {
					n++
				}
			}
			if share := float64(n) / float64(len(qw)); share > bestShare {
				best, bestShare = s, share
			}
		}
	}
	if bestShare >= 0.8 {
		return best, true
	}
	return "", false
}
