package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"time"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
)

// PreviewChars is how much of each context document, message and output a
// redacted model run keeps.
const PreviewChars = 200

// ModelMessage is one chat message sent to the model.
type ModelMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// ContextDoc is one untrusted context document in a model request.
type ContextDoc struct {
	ID    string `json:"id,omitempty"`
	URL   string `json:"url,omitempty"`
	Title string `json:"title,omitempty"`
	Text  string `json:"text"`
}

// ModelRun is one call to the model. Messages, Documents and Output are
// what the caller sent and got; the store keeps them only as digests and
// previews unless Full is set (config LAIKA_LOG_FULL_LLM=1). On read,
// Packet holds what was stored, Output is set only for a full run, and
// Messages/Documents are empty.
type ModelRun struct {
	ID               string         `json:"id"`
	RunID            string         `json:"runId,omitempty"`
	Model            string         `json:"model"`
	Purpose          string         `json:"purpose,omitempty"` // "plan", "summarize", ...
	Messages         []ModelMessage `json:"-"`
	Documents        []ContextDoc   `json:"-"`
	Output           string         `json:"output,omitempty"`
	PromptTokens     int            `json:"promptTokens"`
	CompletionTokens int            `json:"completionTokens"`
	StartedAt        time.Time      `json:"startedAt"`
	Duration         time.Duration  `json:"-"`
	DurationMS       int64          `json:"durationMs"`
	ErrorCode        string         `json:"errorCode,omitempty"`
	Full             bool           `json:"full"`

	// Set by the store.
	PromptHash string          `json:"promptHash"` // sha256 of the canonical messages JSON
	Packet     json.RawMessage `json:"packet"`
	CreatedAt  time.Time       `json:"createdAt"`
}

// digest is how a redacted packet shows a text.
type digest struct {
	SHA256  string `json:"sha256"`
	Chars   int    `json:"chars"`
	Preview string `json:"preview"`
}

func digestOf(s string) digest {
	sum := sha256.Sum256([]byte(s))
	return digest{hex.EncodeToString(sum[:]), utf8.RuneCountInString(s), RedactText(preview(s, PreviewChars))}
}

// preview returns the first n runes of s.
func preview(s string, n int) string {
	i := 0
	for j := range s {
		if i == n {
			return s[:j] + "…"
		}
		i++
	}
	return s
}

// packet builds what is stored for m.
func (m *ModelRun) packet() (json.RawMessage, string, error) {
	msgs, err := marshalCanonical(m.Messages)
	if err != nil {
		return nil, "", err
	}
	sum := sha256.Sum256(msgs)
	hash := hex.EncodeToString(sum[:])
	if m.Full {
		// Full capture still never stores a token: URLs in the text are
		// redacted (the hash above is of what was really sent).
		msgs := make([]ModelMessage, len(m.Messages))
		for i, x := range m.Messages {
			msgs[i] = ModelMessage{x.Role, RedactText(x.Content)}
		}
		docs := make([]ContextDoc, len(m.Documents))
		for i, d := range m.Documents {
			docs[i] = ContextDoc{d.ID, RedactURL(d.URL), RedactText(d.Title), RedactText(d.Text)}
		}
		b, err := marshalCanonical(map[string]any{"messages": msgs, "documents": docs})
		return b, hash, err
	}
	type msg struct {
		Role string `json:"role"`
		digest
	}
	type doc struct {
		ID    string `json:"id,omitempty"`
		URL   string `json:"url,omitempty"`
		Title string `json:"title,omitempty"`
		digest
	}
	p := struct {
		Messages  []msg  `json:"messages"`
		Documents []doc  `json:"documents"`
		Output    digest `json:"output"`
	}{Messages: []msg{}, Documents: []doc{}, Output: digestOf(m.Output)}
	for _, x := range m.Messages {
		p.Messages = append(p.Messages, msg{x.Role, digestOf(x.Content)})
	}
	for _, x := range m.Documents {
		p.Documents = append(p.Documents, doc{x.ID, RedactURL(x.URL), RedactText(x.Title), digestOf(x.Text)})
	}
	b, err := marshalCanonical(p)
	return b, hash, err
}

// RecordModelRun stores m: always the prompt hash, token counts and
// timings; the packet redacted to digests and previews of every message,
// context document and the output unless m.Full. It fills an empty ID and
// PromptHash, Packet and CreatedAt. Returns not_found for an unknown run,
// busy or storage_failed.
func (d *DB) RecordModelRun(ctx context.Context, m *ModelRun) error {
	m.ID = d.newID(m.ID)
	pkt, hash, err := m.packet()
	if err != nil {
		return laika.Errorf(laika.CodeInvalidArguments, "store: model run: %v", err)
	}
	m.Packet, m.PromptHash = pkt, hash
	if m.Duration != 0 {
		m.DurationMS = m.Duration.Milliseconds()
	}
	now := d.Now()
	m.CreatedAt = now.UTC()
	if m.StartedAt.IsZero() {
		m.StartedAt = m.CreatedAt
	}
	output := ""
	if m.Full {
		output = RedactText(m.Output)
	}
	return d.tx(ctx, "record model run", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO model_runs (id, run_id, model, purpose, prompt_hash, packet, output,
			prompt_tokens, completion_tokens, started_at, duration_ms, full, error_code, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			m.ID, nullable(m.RunID), m.Model, m.Purpose, m.PromptHash, string(m.Packet), output,
			m.PromptTokens, m.CompletionTokens, fmtTime(m.StartedAt), m.DurationMS, m.Full, m.ErrorCode, fmtTime(now))
		return err
	})
}

// ModelRuns returns the model runs of a run in order ("" for all, newest
// last). Returns busy or storage_failed.
func (d *DB) ModelRuns(ctx context.Context, runID string) ([]ModelRun, error) {
	rows, err := d.queryRun(ctx, `SELECT id, coalesce(run_id, ''), model, purpose, prompt_hash, packet, output, prompt_tokens, completion_tokens,
		started_at, duration_ms, full, error_code, created_at FROM model_runs`, runID, "ORDER BY created_at, rowid")
	if err != nil {
		return nil, storageErr("model runs", err)
	}
	defer rows.Close()
	var out []ModelRun
	for rows.Next() {
		var m ModelRun
		var pkt, st, ca string
		if err := rows.Scan(&m.ID, &m.RunID, &m.Model, &m.Purpose, &m.PromptHash, &pkt, &m.Output, &m.PromptTokens, &m.CompletionTokens,
			&st, &m.DurationMS, &m.Full, &m.ErrorCode, &ca); err != nil {
			return nil, storageErr("model runs", err)
		}
		m.Packet, m.StartedAt, m.CreatedAt = json.RawMessage(pkt), parseTime(st), parseTime(ca)
		m.Duration = time.Duration(m.DurationMS) * time.Millisecond
		out = append(out, m)
	}
	return out, storageErr("model runs", rows.Err())
}

// PruneModelRuns deletes model runs recorded more than olderThan ago and
// returns how many it deleted. olderThan <= 0 prunes nothing. Returns busy
// or storage_failed.
func (d *DB) PruneModelRuns(ctx context.Context, olderThan time.Duration) (int64, error) {
	if olderThan <= 0 {
		return 0, nil
	}
	var n int64
	cutoff := fmtTime(d.Now().Add(-olderThan))
	err := d.tx(ctx, "prune model runs", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "DELETE FROM model_runs WHERE created_at < ?", cutoff)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return n, err
}
