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
