package research

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/store"
)

// Answer is an answer to a question over a collection.
type Answer struct {
	CollectionID   string     `json:"collectionId"`
	ConversationID string     `json:"conversationId"`
	Turn           int        `json:"turn"`
	Question       string     `json:"question"`
	Markdown       string     `json:"markdown"`
	Citations      []Citation `json:"citations"`
	// Supported is false when the sources do not support an answer; Code
	// is then no_evidence.
	Supported bool   `json:"supported"`
	Code      string `json:"code,omitempty"`
	// Grounded: every cited quote was found in its source and the
	// answer's numbers and names check out against the sources.
	Grounded bool   `json:"grounded"`
	Backend  string `json:"backend"`
	// Notice says why a model answer was not used, when it was not.
	Notice    string `json:"notice,omitempty"`
	Sources   int    `json:"sources"`
	Skipped   int    `json:"skipped,omitempty"` // failed or blocked sources left out
	ElapsedMs int64  `json:"elapsedMs"`
}

// AskOptions tune Ask.
type AskOptions struct {
	// Builtin forces the built-in answer even when a model is configured.
	Builtin bool
	// NoHistory leaves the conversation out (and does not record the turn).
	NoHistory bool
}

// MaxQuestionBytes caps a question.
const MaxQuestionBytes = 4000

// Ask answers question from the collection's captured sources, in the
// collection's conversation (earlier turns inform follow-ups). Errors:
// invalid_arguments (empty or long question), not_found (collection),
// empty_collection. An answer the sources do not support is not an error:
// Supported is false and Code no_evidence.
func (e *Engine) Ask(ctx context.Context, collectionID, question string, opts AskOptions) (Answer, error) {
	start := time.Now()
	question = strings.TrimSpace(question)
	if question == "" {
		return Answer{}, laika.Errorf(laika.CodeInvalidArguments, "ask needs a question")
	}
	if len(question) > MaxQuestionBytes {
		return Answer{}, laika.Errorf(laika.CodeInvalidArguments, "a question is at most %d bytes", MaxQuestionBytes)
	}
	c, ss, skipped, err := e.loadCaptured(ctx, collectionID)
	if err != nil {
		return Answer{}, err
	}
	var history []turn
	convID := conversationID(collectionID)
	if !opts.NoHistory {
		history = e.history(ctx, convID, c.Name)
	}
	var a Answer
	if e.hasModel() && !opts.Builtin {
		a, err = e.modelAnswer(ctx, c, ss, question, history)
		if err != nil {
			// A dead or confused model never costs the user the answer.
			a = builtinAnswer(ss, question, history, 0)
			a.Notice = "The model could not answer (" + laika.ErrorCode(err) + "); this answer is built from the sources' own sentences."
		}
	} else {
		a = builtinAnswer(ss, question, history, 0)
	}
	a.CollectionID, a.ConversationID, a.Question = collectionID, convID, question
	a.Sources, a.Skipped = len(ss), len(skipped)
	a.Turn = len(history)/2 + 1
	if a.Citations == nil {
		a.Citations = []Citation{}
	}
	if !opts.NoHistory {
		e.record(ctx, convID, c.Name, question, a)
	}
	a.ElapsedMs = time.Since(start).Milliseconds()
	return a, nil
}

// turn is one earlier message of the conversation.
type turn struct {
	Role string `json:"role"`
	Text string `json:"text"`
}

// maxHistory is how many earlier messages an answer sees.
const maxHistory = 6

// conversationID is the collection's conversation in the store.
func conversationID(collectionID string) string { return "chat_" + collectionID }

func (e *Engine) history(ctx context.Context, convID, title string) []turn {
	d, err := e.db(ctx)
	if err != nil {
		return nil
	}
	evs, err := d.ChatEvents(ctx, convID, maxHistory)
	if err != nil {
		return nil
	}
	var out []turn
	for _, ev := range evs {
		out = append(out, turn{ev.Role, ev.Markdown})
	}
	return out
}

// record appends the question and the answer to the collection's
// conversation, creating it on first use. Failing to record never fails
// the answer.
func (e *Engine) record(ctx context.Context, convID, title, question string, a Answer) {
	d, err := e.db(ctx)
	if err != nil {
		return
	}
	err = d.AppendChatEvent(ctx, &store.ChatEvent{ConversationID: convID, Role: "user", Markdown: question})
	if laika.ErrorCode(err) == laika.CodeNotFound {
		// "Research: " tells this chat apart in the history of conversations.
		if d.CreateConversation(ctx, &store.Conversation{ID: convID, Title: "Research: " + title}) != nil {
			return
		}
		err = d.AppendChatEvent(ctx, &store.ChatEvent{ConversationID: convID, Role: "user", Markdown: question})
	}
	if err != nil {
		return
	}
	cit, _ := json.Marshal(a.Citations)
	d.AppendChatEvent(ctx, &store.ChatEvent{ConversationID: convID, Role: "assistant", Markdown: a.Markdown, Citations: cit})
}

// Chat returns the collection's conversation, oldest first.
func (e *Engine) Chat(ctx context.Context, collectionID string, limit int) ([]store.ChatEvent, error) {
	d, err := e.db(ctx)
	if err != nil {
		return nil, err
	}
	if _, err := d.GetCollection(ctx, collectionID); err != nil {
		return nil, err
	}
	evs, err := d.ChatEvents(ctx, conversationID(collectionID), limit)
	if evs == nil {
		evs = []store.ChatEvent{}
	}
	return evs, err
}

// Retrieval thresholds of the built-in answer.
const (
	// minCoverage is the IDF-weighted share of the question's terms the
	// best passages must contain; below it the sources do not address the
	// question.
	minCoverage = 0.5
	// keepScore drops passages scoring under this share of the best.
	keepScore      = 0.35
	maxPassages    = 6
	perSourceLimit = 2
)

// followUp words make a question lean on the previous one.
var followUp = map[string]bool{"it": true, "its": true, "they": true, "them": true, "their": true, "that": true, "those": true,
	"these": true, "this": true, "he": true, "she": true, "one": true, "ones": true, "else": true, "more": true, "also": true}

// comparative questions ask how the sources relate, not for a fact.
var comparative = map[string]bool{"differ": true, "difference": true, "differences": true, "different": true, "compare": true,
	"comparison": true, "disagree": true, "disagreement": true, "contrast": true, "versus": true, "vs": true, "agree": true, "contradict": true}

// builtinAnswer retrieves the passages that best match the question (BM25
// over every captured source) and quotes them, each cited. A question the
// passages do not cover gets Supported false.
// base offsets its citation numbers, for an answer appended under others.
func builtinAnswer(ss []src, question string, history []turn, base int) Answer {
	a := Answer{Backend: laika.BuiltinName, Supported: true, Grounded: true}
	words := strings.Fields(strings.ToLower(question))
	isComparative, isFollowUp := false, len(tokens(question)) <= 2
	for _, w := range words {
		w = strings.Trim(w, "?.,!:;\"'")
		if comparative[w] {
			isComparative = true
		}
		if followUp[w] {
			isFollowUp = true
		}
	}
	if isComparative && len(ss) > 1 {
		a.Markdown, a.Citations = differences(ss, base)
		return a
	}
	var ps []Passage
	for i, s := range ss {
		ps = append(ps, sourcePassages(i, s)...)
	}
	ix := newIndex(ps)
	q := newQuery(question, 1, nil)
	if isFollowUp {
		for i := len(history) - 1; i >= 0; i-- {
			if history[i].Role == "user" {
				q = newQuery(history[i].Text, 0.6, q)
				break
			}
		}
	}
	hs := ix.score(q)
	if len(hs) == 0 {
		return noEvidence(a, ss)
	}
	var keep []hit
	per := map[int]int{}
	for _, h := range hs {
		if h.score < keepScore*hs[0].score || len(keep) == maxPassages {
			break
		}
		si := ix.ps[h.i].SourceIdx
		if per[si] == perSourceLimit {
			continue
		}
		per[si]++
		keep = append(keep, h)
	}
	top := []int{}
	for _, h := range keep[:min(3, len(keep))] {
		top = append(top, h.i)
	}
	if ix.coverage(q, top...) < minCoverage {
		return noEvidence(a, ss)
	}
	cs := cites{base: base}
	var b strings.Builder
	fmt.Fprintf(&b, "From %s, the passages that best answer “%s”:\n\n", plural(len(per), "source"), escapeMD(clipRunes(question, 120)))
	for i, h := range keep {
		p := ix.ps[h.i]
		s := ss[p.SourceIdx]
		marker := cs.add(cite(s, p.Text))
		fmt.Fprintf(&b, "%d. **%s**: “%s” %s\n", i+1, escapeMD(clipRunes(s.name(), 80)), escapeMD(clipRunes(p.Text, 600)), marker)
	}
	b.WriteString(cs.sourcesSection())
	a.Markdown, a.Citations = b.String(), cs.list
	return a
}

func noEvidence(a Answer, ss []src) Answer {
	a.Supported, a.Code = false, laika.CodeNoEvidence
	a.Markdown = fmt.Sprintf("The %s in this collection do not answer that: no passage covers the question's key terms. "+
		"Try other words, or collect a page that covers it.", plural(len(ss), "captured source"))
	if len(ss) == 1 {
		a.Markdown = "The captured source in this collection does not answer that: no passage covers the question's key terms. " +
			"Try other words, or collect a page that covers it."
	}
	return a
}

// rankSources orders source indexes by how well they match q (best
// first); sources that do not match keep their order at the end.
func rankSources(ss []src, question string) []int {
	var ps []Passage
	for i, s := range ss {
		ps = append(ps, sourcePassages(i, s)...)
	}
	ix := newIndex(ps)
	score := make([]float64, len(ss))
	for _, h := range ix.score(newQuery(question, 1, nil)) {
		si := ix.ps[h.i].SourceIdx
		if score[si] < h.score {
			score[si] = h.score
		}
	}
	order := make([]int, len(ss))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return score[order[a]] > score[order[b]] })
	return order
}
