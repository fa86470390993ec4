package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"github.com/laikabrowser/laika"
)

// Conversation is a chat thread; runs and chat events hang off it.
type Conversation struct {
	ID        string    `json:"id"`
	Title     string    `json:"title,omitempty"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// ChatEvent is one message in a conversation.
type ChatEvent struct {
	ID             int64           `json:"id"`
	ConversationID string          `json:"conversationId"`
	RunID          string          `json:"runId,omitempty"`
	Role           string          `json:"role"` // user, assistant, system, tool
	Markdown       string          `json:"markdown"`
	Citations      json.RawMessage `json:"citations,omitempty"` // stored redacted
	CreatedAt      time.Time       `json:"createdAt"`
}

// CreateConversation stores c, filling an empty ID and the times. Returns
// invalid_arguments for a duplicate id, busy or storage_failed.
func (d *DB) CreateConversation(ctx context.Context, c *Conversation) error {
	c.ID = d.newID(c.ID)
	now := d.Now()
	c.CreatedAt, c.UpdatedAt = now.UTC(), now.UTC()
	return d.tx(ctx, "create conversation", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO conversations (id, title, created_at, updated_at) VALUES (?, ?, ?, ?)",
			c.ID, c.Title, fmtTime(now), fmtTime(now))
		return err
	})
}

// AppendChatEvent stores e (filling ID and CreatedAt) and touches the
// conversation. Returns invalid_arguments for a bad role, not_found for an
// unknown conversation, busy or storage_failed.
func (d *DB) AppendChatEvent(ctx context.Context, e *ChatEvent) error {
	switch e.Role {
	case "user", "assistant", "system", "tool":
	default:
		return laika.Errorf(laika.CodeInvalidArguments, "store: chat role %q is not user, assistant, system or tool", e.Role)
	}
	if len(e.Citations) == 0 {
		e.Citations = json.RawMessage("[]")
	}
	e.Citations = RedactJSON(e.Citations)
	e.Markdown = RedactText(e.Markdown) // secret URL parameters and token-shaped values never rest here
	now := d.Now()
	e.CreatedAt = now.UTC()
	return d.tx(ctx, "append chat event", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "INSERT INTO chat_events (conversation_id, run_id, role, markdown, citations, created_at) VALUES (?, ?, ?, ?, ?, ?)",
			e.ConversationID, nullable(e.RunID), e.Role, e.Markdown, string(e.Citations), fmtTime(now))
		if err != nil {
			return err
		}
		e.ID, _ = res.LastInsertId()
		_, err = tx.ExecContext(ctx, "UPDATE conversations SET updated_at = ? WHERE id = ?", fmtTime(now), e.ConversationID)
		return err
	})
}

// ChatEvents returns a conversation's events, oldest first, at most limit
// of the newest (0: all). Returns busy or storage_failed.
func (d *DB) ChatEvents(ctx context.Context, conversationID string, limit int) ([]ChatEvent, error) {
	if limit <= 0 {
		limit = -1
	}
	rows, err := d.db.QueryContext(ctx, `SELECT * FROM (SELECT id, conversation_id, coalesce(run_id, ''), role, markdown, citations, created_at
		FROM chat_events WHERE conversation_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id`, conversationID, limit)
	if err != nil {
		return nil, storageErr("chat events", err)
	}
	defer rows.Close()
	var out []ChatEvent
	for rows.Next() {
		var e ChatEvent
		var cit, at string
		if err := rows.Scan(&e.ID, &e.ConversationID, &e.RunID, &e.Role, &e.Markdown, &cit, &at); err != nil {
			return nil, storageErr("chat events", err)
		}
		e.Citations, e.CreatedAt = json.RawMessage(cit), parseTime(at)
		out = append(out, e)
	}
	return out, storageErr("chat events", rows.Err())
}

// ConversationInfo is a conversation with its number of turns (user
// messages), for the history list.
type ConversationInfo struct {
	Conversation
	Turns int `json:"turns"`
}

// ConversationTurn is one finished exchange: the user's goal and the
// answer its run ended with, joined with the run's stop reason and page.
type ConversationTurn struct {
	RunID      string          `json:"runId"`
	Goal       string          `json:"goal"`
	Answer     string          `json:"answer"`
	Citations  json.RawMessage `json:"citations"`
	URL        string          `json:"url,omitempty"` // the page the run started on, redacted
	StopReason string          `json:"stopReason,omitempty"`
	At         time.Time       `json:"at"`
}

// AppendTurn stores a turn as two chat events (the user's goal, the
// assistant's answer with its citations) and links the run to the
// conversation, in one transaction. A conversation that does not exist
// yet is created, titled title. Returns busy or storage_failed.
func (d *DB) AppendTurn(ctx context.Context, conversationID, title string, t ConversationTurn) error {
	cites := t.Citations
	if len(cites) == 0 || string(cites) == "null" {
		cites = json.RawMessage("[]")
	}
	cites = RedactJSON(cites)
	now := fmtTime(d.Now())
	return d.tx(ctx, "append turn", func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, "INSERT OR IGNORE INTO conversations (id, title, created_at, updated_at) VALUES (?, ?, ?, ?)", conversationID, RedactText(title), now, now); err != nil {
			return err
		}
		for _, e := range []struct{ role, md, cit string }{{"user", RedactText(t.Goal), "[]"}, {"assistant", RedactText(t.Answer), string(cites)}} {
			if _, err := tx.ExecContext(ctx, "INSERT INTO chat_events (conversation_id, run_id, role, markdown, citations, created_at) VALUES (?, ?, ?, ?, ?, ?)",
				conversationID, nullable(t.RunID), e.role, e.md, e.cit, now); err != nil {
				return err
			}
		}
		if t.RunID != "" {
			if _, err := tx.ExecContext(ctx, "UPDATE runs SET conversation_id = ? WHERE id = ?", conversationID, t.RunID); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, "UPDATE conversations SET updated_at = ? WHERE id = ?", now, conversationID)
		return err
	})
}

// ConversationTurns returns a conversation's turns, oldest first, at most
// limit of the newest (0: all). Returns not_found for an unknown
// conversation, busy or storage_failed.
func (d *DB) ConversationTurns(ctx context.Context, conversationID string, limit int) ([]ConversationTurn, error) {
	var n int
	if err := d.db.QueryRowContext(ctx, "SELECT count(*) FROM conversations WHERE id = ?", conversationID).Scan(&n); err != nil {
		return nil, storageErr("conversation turns", err)
	}
	if n == 0 {
		return nil, laika.Errorf(laika.CodeNotFound, "no conversation %q", conversationID)
	}
	evs, err := d.ChatEvents(ctx, conversationID, 0)
	if err != nil {
		return nil, err
	}
	var out []ConversationTurn
	for _, e := range evs {
		switch {
		case e.Role == "user":
			out = append(out, ConversationTurn{RunID: e.RunID, Goal: e.Markdown, Citations: json.RawMessage("[]"), At: e.CreatedAt})
		case e.Role == "assistant" && len(out) > 0 && out[len(out)-1].RunID == e.RunID:
			out[len(out)-1].Answer, out[len(out)-1].Citations = e.Markdown, e.Citations
		}
	}
	for i := range out {
		if out[i].RunID == "" {
			continue
		}
		var u, stop string
		err := d.db.QueryRowContext(ctx, "SELECT url, stop_reason FROM runs WHERE id = ?", out[i].RunID).Scan(&u, &stop)
		if err == nil {
			out[i].URL, out[i].StopReason = u, stop
		} else if err != sql.ErrNoRows {
			return nil, storageErr("conversation turns", err)
		}
	}
	if limit > 0 && len(out) > limit {
		out = out[len(out)-limit:]
	}
	return out, nil
}

// Conversations lists conversations, most recently updated first, at
// most limit (0: 50). Returns busy or storage_failed.
func (d *DB) Conversations(ctx context.Context, limit int) ([]ConversationInfo, error) {
	if limit <= 0 {
		limit = 50
	}
	rows, err := d.db.QueryContext(ctx, `SELECT c.id, c.title, c.created_at, c.updated_at,
		(SELECT count(*) FROM chat_events e WHERE e.conversation_id = c.id AND e.role = 'user')
		FROM conversations c ORDER BY c.updated_at DESC, c.id LIMIT ?`, limit)
	if err != nil {
		return nil, storageErr("conversations", err)
	}
	defer rows.Close()
	var out []ConversationInfo
	for rows.Next() {
		var c ConversationInfo
		var ca, ua string
		if err := rows.Scan(&c.ID, &c.Title, &ca, &ua, &c.Turns); err != nil {
			return nil, storageErr("conversations", err)
		}
		c.CreatedAt, c.UpdatedAt = parseTime(ca), parseTime(ua)
		out = append(out, c)
	}
	return out, storageErr("conversations", rows.Err())
}
