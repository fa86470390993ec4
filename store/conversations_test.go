package store

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

func TestConversationTurns(t *testing.T) {
	ctx := context.Background()
	d := openTest(t)
	wantCode(t, func() error { _, err := d.ConversationTurns(ctx, "conv_x", 0); return err }(), laika.CodeNotFound)
	r := &Run{Goal: "search for river cleanup", URL: "https://news.example/?token=abc123secret"}
	must(t, d.CreateRun(ctx, r))
	cites := json.RawMessage(`[{"url":"https://guide.example/a?session=s3cr3t","quote":"one volunteer per 20 metres"}]`)
	must(t, d.AppendTurn(ctx, "conv_1", "search for river cleanup", ConversationTurn{RunID: r.ID, Goal: r.Goal, Answer: "**Summary** of the guide", Citations: cites}))
	must(t, d.AppendTurn(ctx, "conv_1", "a later turn keeps the first title", ConversationTurn{Goal: "who wrote it?", Answer: "Rosa Delgado"}))

	turns, err := d.ConversationTurns(ctx, "conv_1", 0)
	must(t, err)
	if len(turns) != 2 || turns[0].Goal != r.Goal || turns[0].Answer != "**Summary** of the guide" || turns[1].Answer != "Rosa Delgado" {
		t.Fatalf("turns = %+v", turns)
	}
	if strings.Contains(string(turns[0].Citations), "s3cr3t") || !strings.Contains(string(turns[0].Citations), "one volunteer") {
		t.Errorf("citations not stored redacted: %s", turns[0].Citations)
	}
	if turns[0].URL == "" || strings.Contains(turns[0].URL, "abc123secret") {
		t.Errorf("turn url = %q", turns[0].URL)
	}
	if last, _ := d.ConversationTurns(ctx, "conv_1", 1); len(last) != 1 || last[0].Goal != "who wrote it?" {
		t.Errorf("limit 1 = %+v", last)
	}
	got, err := d.GetRun(ctx, r.ID)
	must(t, err)
	if got.ConversationID != "conv_1" {
		t.Errorf("run not linked to its conversation: %+v", got)
	}
	list, err := d.Conversations(ctx, 0)
	must(t, err)
	if len(list) != 1 || list[0].ID != "conv_1" || list[0].Turns != 2 || list[0].Title != "search for river cleanup" {
		t.Errorf("list = %+v", list)
	}
}
