package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"strings"
	"time"

	"github.com/laikabrowser/laika"
)

// Summary is a grounded summary of a page or source.
type Summary struct {
	ID        string          `json:"id"`
	RunID     string          `json:"runId,omitempty"`
	SourceID  string          `json:"sourceId,omitempty"`
	URL       string          `json:"url,omitempty"` // stored redacted
	Title     string          `json:"title,omitempty"`
	Markdown  string          `json:"markdown"`
	Citations json.RawMessage `json:"citations,omitempty"` // []laika.Citation, stored redacted
	Model     string          `json:"model,omitempty"`
	CreatedAt time.Time       `json:"createdAt"`
}

// SaveSummary stores s, filling an empty ID and CreatedAt. Returns
// invalid_arguments for empty Markdown, not_found for an unknown run or
// source, busy or storage_failed.
func (d *DB) SaveSummary(ctx context.Context, s *Summary) error {
	if strings.TrimSpace(s.Markdown) == "" {
		return laika.Errorf(laika.CodeInvalidArguments, "store: empty summary")
	}
	s.ID = d.newID(s.ID)
	s.URL = RedactURL(s.URL)
	if len(s.Citations) == 0 {
		s.Citations = json.RawMessage("[]")
	}
	s.Citations = RedactJSON(s.Citations)
	now := d.Now()
	s.CreatedAt = now.UTC()
	return d.tx(ctx, "save summary", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO summaries (id, run_id, source_id, url, title, markdown, citations, model, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, s.ID, nullable(s.RunID), nullable(s.SourceID), s.URL, s.Title, s.Markdown,
			string(s.Citations), s.Model, fmtTime(now))
		return err
	})
}

// Summaries returns the summaries made in a run, oldest first. Returns busy
// or storage_failed.
func (d *DB) Summaries(ctx context.Context, runID string) ([]Summary, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, coalesce(run_id, ''), coalesce(source_id, ''), url, title, markdown, citations, model, created_at
		FROM summaries WHERE run_id = ? ORDER BY created_at, rowid`, runID)
	if err != nil {
		return nil, storageErr("summaries", err)
	}
	defer rows.Close()
	var out []Summary
	for rows.Next() {
		var s Summary
		var cit, at string
		if err := rows.Scan(&s.ID, &s.RunID, &s.SourceID, &s.URL, &s.Title, &s.Markdown, &cit, &s.Model, &at); err != nil {
			return nil, storageErr("summaries", err)
		}
		s.Citations, s.CreatedAt = json.RawMessage(cit), parseTime(at)
		out = append(out, s)
	}
	return out, storageErr("summaries", rows.Err())
}

// Artifact is a durable output of a run: a table, memo, draft, packet.
type Artifact struct {
	ID           string `json:"id"`
	RunID        string `json:"runId,omitempty"`
	CollectionID string `json:"collectionId,omitempty"`
	// Citations ([]laika.Citation, stored redacted) and Data (a table for
	// CSV export, ...) belong to artifacts made from a collection.
	Citations json.RawMessage `json:"citations,omitempty"`
	Data      json.RawMessage `json:"data,omitempty"`
	Kind      string          `json:"kind,omitempty"`
	Title     string          `json:"title"`
	MIME      string          `json:"mime"` // default text/markdown
	Body      []byte          `json:"-"`
	Size      int             `json:"size"`
	CreatedAt time.Time       `json:"createdAt"`
}

// SaveArtifact stores a, filling an empty ID, MIME, Size and CreatedAt.
// Returns not_found for an unknown run, busy or storage_failed.
func (d *DB) SaveArtifact(ctx context.Context, a *Artifact) error {
	a.ID = d.newID(a.ID)
	if a.MIME == "" {
		a.MIME = "text/markdown"
	}
	if a.Body == nil {
		a.Body = []byte{}
	}
	a.Size = len(a.Body)
	if len(a.Citations) == 0 {
		a.Citations = json.RawMessage("[]")
	}
	a.Citations = RedactJSON(a.Citations)
	if len(a.Data) == 0 {
		a.Data = json.RawMessage("{}")
	}
	now := d.Now()
	a.CreatedAt = now.UTC()
	return d.tx(ctx, "save artifact", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO artifacts (id, run_id, collection_id, kind, title, mime, body, citations, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
			a.ID, nullable(a.RunID), nullable(a.CollectionID), a.Kind, a.Title, a.MIME, a.Body, string(a.Citations), string(a.Data), fmtTime(now))
		return err
	})
}

// GetArtifact returns one artifact with its body. Returns not_found, busy
// or storage_failed.
func (d *DB) GetArtifact(ctx context.Context, id string) (*Artifact, error) {
	var a Artifact
	var at, cit, data string
	err := d.db.QueryRowContext(ctx, "SELECT id, coalesce(run_id, ''), coalesce(collection_id, ''), kind, title, mime, body, citations, data, created_at FROM artifacts WHERE id = ?", id).
		Scan(&a.ID, &a.RunID, &a.CollectionID, &a.Kind, &a.Title, &a.MIME, &a.Body, &cit, &data, &at)
	if err == sql.ErrNoRows {
		return nil, laika.Errorf(laika.CodeNotFound, "store: no artifact %q", id)
	}
	if err != nil {
		return nil, storageErr("get artifact", err)
	}
	a.Size, a.CreatedAt = len(a.Body), parseTime(at)
	a.Citations, a.Data = json.RawMessage(cit), json.RawMessage(data)
	return &a, nil
}

// ListArtifacts returns artifact metadata (no bodies), oldest first, for
// runID or for every run when runID is "". Returns busy or storage_failed.
func (d *DB) ListArtifacts(ctx context.Context, runID string) ([]Artifact, error) {
	rows, err := d.queryRun(ctx, "SELECT id, coalesce(run_id, ''), kind, title, mime, length(body), created_at FROM artifacts", runID, "ORDER BY created_at, rowid")
	if err != nil {
		return nil, storageErr("list artifacts", err)
	}
	defer rows.Close()
	var out []Artifact
	for rows.Next() {
		var a Artifact
		var at string
		if err := rows.Scan(&a.ID, &a.RunID, &a.Kind, &a.Title, &a.MIME, &a.Size, &at); err != nil {
			return nil, storageErr("list artifacts", err)
		}
		a.CreatedAt = parseTime(at)
		out = append(out, a)
	}
	return out, storageErr("list artifacts", rows.Err())
}

// ListCollectionArtifacts returns the metadata (no bodies) of the
// artifacts made from a collection, oldest first. Returns busy or
// storage_failed.
func (d *DB) ListCollectionArtifacts(ctx context.Context, collectionID string) ([]Artifact, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, coalesce(run_id, ''), coalesce(collection_id, ''), kind, title, mime, length(body), created_at
		FROM artifacts WHERE collection_id = ? ORDER BY created_at, rowid`, collectionID)
	if err != nil {
		return nil, storageErr("list collection artifacts", err)
	}
	defer rows.Close()
	out := []Artifact{}
	for rows.Next() {
		var a Artifact
		var at string
		if err := rows.Scan(&a.ID, &a.RunID, &a.CollectionID, &a.Kind, &a.Title, &a.MIME, &a.Size, &at); err != nil {
			return nil, storageErr("list collection artifacts", err)
		}
		a.CreatedAt = parseTime(at)
		out = append(out, a)
	}
	return out, storageErr("list collection artifacts", rows.Err())
}

// DeleteArtifact removes one artifact. Returns not_found, busy or
// storage_failed.
func (d *DB) DeleteArtifact(ctx context.Context, id string) error {
	return d.tx(ctx, "delete artifact", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "DELETE FROM artifacts WHERE id = ?", id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return laika.Errorf(laika.CodeNotFound, "store: no artifact %q", id)
		}
		return nil
	})
}
