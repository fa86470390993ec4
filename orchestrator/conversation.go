package orchestrator

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/google/uuid"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// Conversations: a run may continue a conversation (PlanRequest
// conversationId). Its earlier turns (goals and the answers the runs ended
// with) go to the planner as PlanInput.Conversation, so "save that",
// "what about the second one?" and questions about an earlier answer work
// with and without a model. The host stores turns through a
// ConversationStore (the SQLite conversations and chat_events tables);
// without one they are kept in memory for the life of the process.

// ConversationStore persists conversation turns.
type ConversationStore interface {
	// Turns returns the conversation's turns, oldest first, at most limit
	// of the newest. An unknown id returns CodeNotFound.
	Turns(ctx context.Context, conversationID string, limit int) ([]Turn, error)
	// AppendTurn stores a finished turn, creating the conversation (titled
	// by its first goal) when it does not exist yet.
	AppendTurn(ctx context.Context, conversationID string, t Turn) error
}

// maxTurnsInContext bounds the earlier turns a planner sees.
const maxTurnsInContext = 6

// memConversations is the in-process store used when none is wired.
type memConversations struct {
	mu    sync.Mutex
	turns map[string][]Turn
}

func (m *memConversations) Turns(_ context.Context, id string, limit int) ([]Turn, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.turns[id]
	if !ok {
		return nil, laika.Errorf(laika.CodeNotFound, "no conversation %q", id)
	}
	if limit > 0 && len(t) > limit {
		t = t[len(t)-limit:]
	}
	return append([]Turn(nil), t...), nil
}

func (m *memConversations) AppendTurn(_ context.Context, id string, t Turn) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.turns == nil {
		m.turns = map[string][]Turn{}
	}
	if len(m.turns) > 256 {
		for k := range m.turns { // bounded: drop an arbitrary old one
			delete(m.turns, k)
			break
		}
	}
	m.turns[id] = append(m.turns[id], t)
	return nil
}

var (
	reSaveThat  = lazyregexp.New(`^(?:please )?(?:now |then |ok,? |okay,? )?(?:save|keep|store)\s+(?:that|it|this answer|the answer|the summary|the table|the results?|those|these|them)(?:\s+(?:as|to|under|named|called)\s+(.+))?$`)
	reWhatAbout = lazyregexp.New(`^(?:and |ok,? |okay,? )?(?:what about|how about|and|now|then)?\s*(?:the\s+)?(first|second|third|fourth|fifth|last|next|1st|2nd|3rd|4th|5th)(?:\s+one)?\s*\??$`)
	reMore      = lazyregexp.New(`^(?:tell me more|more|go on|continue|keep going|and\?|more details?|expand on (?:that|it))$`)
)

// followUp handles goals that only make sense after an earlier turn.
func followUp(g, orig string, in PlanInput) (Proposal, bool) {
	if len(in.Conversation) == 0 {
		return Proposal{}, false
	}
	last := in.Conversation[len(in.Conversation)-1]
	if m := reSaveThat.FindStringSubmatch(g); m != nil && strings.TrimSpace(last.Answer) != "" {
		title := ""
		if m[1] != "" {
			title = tail(orig, m[1])
		}
		if title == "" {
			title = "Answer: " + clipLine(last.Goal, 60)
		}
		var md strings.Builder
		fmt.Fprintf(&md, "# %s\n\n*Question:* %s\n\n%s\n", title, last.Goal, strings.TrimSpace(last.Answer))
		if srcs := citedURLs(last.Citations, last.URL); len(srcs) > 0 {
			md.WriteString("\nSources:\n")
			for _, u := range srcs {
				fmt.Fprintf(&md, "- <%s>\n", u)
			}
		}
		return call("Saving the previous answer as “"+title+"”.", true, "artifact.save", map[string]any{"title": title, "markdown": md.String()}), true
	}
	if m := reWhatAbout.FindStringSubmatch(g); m != nil {
		prev := strings.ToLower(last.Goal)
		if r := reOrdinalRef.FindStringSubmatchIndex(prev); r != nil {
			k := m[1]
			if k == "next" {
				n := ordinal(prev[r[2]:r[3]])
				k = ordWord(n + 1)
				if n <= 0 {
					k = "second"
				}
			}
			rewritten := last.Goal[:r[2]] + k + last.Goal[r[3]:]
			p, _ := answerQuestion(rewritten, in.Observation)
			return p, true
		}
	}
	if reMore.MatchString(g) {
		return Proposal{Summary: "Summarizing this page.", Next: "summary.start"}, true
	}
	return Proposal{}, false
}

// answerFromConversation answers a question the page does not answer from
// an earlier answer of the conversation, quoting it with its citations.
func answerFromConversation(q string, conv []Turn) (Proposal, bool) {
	a := newQA(q)
	if len(a.words) == 0 {
		return Proposal{}, false
	}
	for i := len(conv) - 1; i >= 0; i-- {
		t := conv[i]
		obs := &laika.Observation{URL: t.URL, Title: t.Title, Text: t.Answer}
		ranked := a.rank(passages(obs))
		if len(ranked) == 0 || ranked[0].hits < min(2, len(a.words)) {
			continue
		}
		top := ranked[0].p.text
		md := fmt.Sprintf("From the earlier answer to “%s”:\n\n> %s", t.Goal, top)
		var cites []laika.Citation
		for _, c := range t.Citations {
			if strings.Contains(top, c.Quote) || strings.Contains(c.Quote, strings.Trim(top, "> -*")) {
				cites = append(cites, c)
			}
		}
		if len(cites) == 0 {
			cites = []laika.Citation{{DocID: "doc:conversation", URL: t.URL, Quote: clipLine(top, 300)}}
		}
		return Proposal{Summary: clipLine(strings.Trim(top, "> -*"), 200), Markdown: md, Citations: cites}, true
	}
	return Proposal{}, false
}

func citedURLs(cites []laika.Citation, page string) []string {
	var out []string
	seen := map[string]bool{}
	for _, u := range append([]string{page}, urlsOf(cites)...) {
		if u != "" && !seen[u] {
			seen[u] = true
			out = append(out, u)
		}
	}
	return out
}

func urlsOf(cites []laika.Citation) []string {
	var out []string
	for _, c := range cites {
		out = append(out, c.URL)
	}
	return out
}

// joinConversation makes r a turn of conversation id (loading its earlier
// turns), or of a new conversation when id is empty. An id the store does
// not know starts that conversation afresh: the extension may hold an id
// from a host whose data was purged.
func (o *Orchestrator) joinConversation(ctx context.Context, r *run, id string) error {
	id = strings.TrimSpace(id)
	if id == "" {
		r.conv = "conv_" + uuid.NewString()
		return nil
	}
	if len(id) > 128 {
		return laika.Errorf(laika.CodeInvalidArguments, "conversationId longer than 128 bytes")
	}
	r.conv = id
	turns, err := o.Conversations.Turns(ctx, id, maxTurnsInContext)
	switch {
	case laika.ErrorCode(err) == laika.CodeNotFound:
	case err != nil:
		o.Log.Warn("conversation turns unavailable; this turn starts without them", "conversation", id, "err", err)
	default:
		r.turns = turns
	}
	return nil
}

// recordTurn stores the finished run as a turn of its conversation.
func (o *Orchestrator) recordTurn(ctx context.Context, r *run, reply *PlanReply) {
	if r.conv == "" || r.single {
		return
	}
	t := Turn{RunID: r.id, Goal: r.goal, Answer: reply.Summary, Stop: reply.StopReason, URL: obsURL(r.obs)}
	if r.obs != nil {
		t.Title = r.obs.Title
	}
	if reply.Assistant != nil && strings.TrimSpace(reply.Assistant.Markdown) != "" {
		t.Answer, t.Citations = reply.Assistant.Markdown, reply.Assistant.Citations
		if reply.Summary != "" && !strings.Contains(t.Answer, reply.Summary) && reply.StopReason == StopAnswered && len(reply.ToolCalls) > 0 {
			t.Answer = reply.Summary + "\n\n" + t.Answer // a host tool's result (a total) leads
		}
	}
	o.record("conversation", o.Conversations.AppendTurn(ctx, r.conv, t))
}
