package main

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/host"
	"github.com/laikabrowser/laika/orchestrator"
	"github.com/laikabrowser/laika/store"
)

// storeConversations keeps the orchestrator's conversation turns in the
// store's conversations and chat_events tables.
type storeConversations struct{ st *lazyStore }

var _ orchestrator.ConversationStore = storeConversations{}

func (sc storeConversations) Turns(ctx context.Context, id string, limit int) ([]orchestrator.Turn, error) {
	d, err := sc.st.db(ctx)
	if err != nil {
		return nil, err
	}
	ts, err := d.ConversationTurns(ctx, id, limit)
	if err != nil {
		return nil, err
	}
	out := make([]orchestrator.Turn, 0, len(ts))
	for _, t := range ts {
		var cites []laika.Citation
		json.Unmarshal(t.Citations, &cites)
		out = append(out, orchestrator.Turn{RunID: t.RunID, Goal: t.Goal, Answer: t.Answer, Citations: cites, URL: t.URL, Stop: t.StopReason})
	}
	return out, nil
}

func (sc storeConversations) AppendTurn(ctx context.Context, id string, t orchestrator.Turn) error {
	d, err := sc.st.db(ctx)
	if err != nil {
		return err
	}
	cites, _ := json.Marshal(t.Citations)
	return d.AppendTurn(ctx, id, convTitle(t.Goal), store.ConversationTurn{RunID: t.RunID, Goal: t.Goal, Answer: t.Answer, Citations: cites})
}

func convTitle(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 80 {
		return string(r[:80]) + "…"
	}
	return s
}

// conversationTurnView is one turn in a conversation.get reply.
type conversationTurnView struct {
	RunID      string          `json:"runId,omitempty"`
	Goal       string          `json:"goal"`
	Answer     string          `json:"answer"`
	Citations  json.RawMessage `json:"citations"`
	URL        string          `json:"url,omitempty"`
	StopReason string          `json:"stopReason,omitempty"`
	At         time.Time       `json:"at"`
}

// conversationGet serves conversation.get: the conversation and its
// turns, oldest first; the oldest are left out (omitted says how many)
// when the reply would pass the frame cap.
func (s *lazyStore) conversationGet(ctx context.Context, req host.Request) (any, error) {
	var p struct {
		ConversationID string `json:"conversationId"`
	}
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	if p.ConversationID == "" {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "conversationId is required")
	}
	d, err := s.db(ctx)
	if err != nil {
		return nil, err
	}
	ts, err := d.ConversationTurns(ctx, p.ConversationID, 0)
	if err != nil {
		return nil, err
	}
	var info *store.ConversationInfo
	if cs, err := d.Conversations(ctx, 10000); err == nil {
		for i := range cs {
			if cs[i].ID == p.ConversationID {
				info = &cs[i]
			}
		}
	}
	turns := make([]conversationTurnView, 0, len(ts))
	size := 0
	for _, t := range ts {
		turns = append(turns, conversationTurnView(t))
		size += len(t.Goal) + len(t.Answer) + len(t.Citations) + 200
	}
	omitted := 0
	for len(turns) > 1 && size > maxHistoryReply {
		size -= len(turns[0].Goal) + len(turns[0].Answer) + len(turns[0].Citations) + 200
		turns, omitted = turns[1:], omitted+1
	}
	return map[string]any{"conversation": info, "turns": turns, "omitted": omitted}, nil
}
