package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
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
	ID        string    `json:"id"`
	RunID     string    `json:"runId,omitempty"`
	Kind      string    `json:"kind,omitempty"`
	Title     string    `json:"title"`
	MIME      string    `json:"mime"` // default text/markdown
	Body      []byte    `json:"-"`
	Size      int       `json:"size"`
	CreatedAt time.Time `json:"createdAt"`
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
	now := d.Now()
	a.CreatedAt = now.UTC()
	return d.tx(ctx, "save artifact", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO artifacts (id, run_id, kind, title, mime, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
			a.ID, nullable(a.RunID), a.Kind, a.Title, a.MIME, a.Body, fmtTime(now))
		return err
	})
}

// GetArtifact returns one artifact with its body. Returns not_found, busy
// or storage_failed.
func (d *DB) GetArtifact(ctx context.Context, id string) (*Artifact, error) {
	var a Artifact
	var at string
	err := d.db.QueryRowContext(ctx, "SELECT id, coalesce(run_id, ''), kind, title, mime, body, created_at FROM artifacts WHERE id = ?", id).
		Scan(&a.ID, &a.RunID, &a.Kind, &a.Title, &a.MIME, &a.Body, &at)
	if err == sql.ErrNoRows {
		return nil, laika.Errorf(laika.CodeNotFound, "store: no artifact %q", id)
	}
	if err != nil {
		return nil, storageErr("get artifact", err)
	}
	a.Size, a.CreatedAt = len(a.Body), parseTime(at)
	return &a, nil
}

// ListArtifacts returns artifact metadata (no bodies), oldest first, for
// runID or for every run when runID is "". Returns busy or storage_failed.
func (d *DB) ListArtifacts(ctx context.Context, runID string) ([]Artifact, error) {
	q := "SELECT id, coalesce(run_id, ''), kind, title, mime, length(body), created_at FROM artifacts"
	var args []any
	if runID != "" {
		q += " WHERE run_id = ?"
		args = append(args, runID)
	}
	rows, err := d.db.QueryContext(ctx, q+" ORDER BY created_at, rowid", args...)
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

// Collection groups sources the user gathered.
type Collection struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"createdAt"`
}

// Source statuses.
const (
	SourcePending  = "pending"
	SourceCaptured = "captured"
	SourceFailed   = "failed"
)

// Source is one page in a collection. Markdown, the captured page, lives
// only here; GetSource returns it, ListSources does not.
type Source struct {
	ID           string    `json:"id"`
	CollectionID string    `json:"collectionId"`
	URL          string    `json:"url"` // stored redacted
	Title        string    `json:"title,omitempty"`
	Status       string    `json:"status"`
	Markdown     string    `json:"markdown,omitempty"`
	ContentHash  string    `json:"contentHash,omitempty"` // sha256 of Markdown
	CapturedAt   time.Time `json:"capturedAt,omitzero"`
	CreatedAt    time.Time `json:"createdAt"`
}

// CreateCollection stores c, filling an empty ID and CreatedAt. Returns
// invalid_arguments for an empty name, busy or storage_failed.
func (d *DB) CreateCollection(ctx context.Context, c *Collection) error {
	if strings.TrimSpace(c.Name) == "" {
		return laika.Errorf(laika.CodeInvalidArguments, "store: collection needs a name")
	}
	c.ID = d.newID(c.ID)
	now := d.Now()
	c.CreatedAt = now.UTC()
	return d.tx(ctx, "create collection", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO collections (id, name, created_at) VALUES (?, ?, ?)", c.ID, c.Name, fmtTime(now))
		return err
	})
}

// ListCollections returns every collection, oldest first. Returns busy or
// storage_failed.
func (d *DB) ListCollections(ctx context.Context) ([]Collection, error) {
	rows, err := d.db.QueryContext(ctx, "SELECT id, name, created_at FROM collections ORDER BY created_at, rowid")
	if err != nil {
		return nil, storageErr("list collections", err)
	}
	defer rows.Close()
	var out []Collection
	for rows.Next() {
		var c Collection
		var at string
		if err := rows.Scan(&c.ID, &c.Name, &at); err != nil {
			return nil, storageErr("list collections", err)
		}
		c.CreatedAt = parseTime(at)
		out = append(out, c)
	}
	return out, storageErr("list collections", rows.Err())
}

// AddSources adds urls (redacted) to a collection as pending sources and
// returns the collection's source for each url, in order: a url already in
// the collection returns the existing source. Returns invalid_arguments for
// an empty url, not_found for an unknown collection, busy or
// storage_failed.
func (d *DB) AddSources(ctx context.Context, collectionID string, urls []string) ([]Source, error) {
	out := make([]Source, 0, len(urls))
	now := d.Now()
	err := d.tx(ctx, "add sources", func(tx *sql.Tx) error {
		out = out[:0] // a busy retry runs this again
		for _, raw := range urls {
			u := RedactURL(strings.TrimSpace(raw))
			if u == "" {
				return laika.Errorf(laika.CodeInvalidArguments, "store: empty source url")
			}
			s := Source{ID: d.NewID(), CollectionID: collectionID, URL: u, Status: SourcePending, CreatedAt: now.UTC()}
			if _, err := tx.ExecContext(ctx, `INSERT INTO sources (id, collection_id, url, status, created_at) VALUES (?, ?, ?, ?, ?)
				ON CONFLICT (collection_id, url) DO NOTHING`, s.ID, collectionID, u, s.Status, fmtTime(now)); err != nil {
				return err
			}
			var ca, capt string
			if err := tx.QueryRowContext(ctx, "SELECT id, title, status, content_hash, captured_at, created_at FROM sources WHERE collection_id = ? AND url = ?",
				collectionID, u).Scan(&s.ID, &s.Title, &s.Status, &s.ContentHash, &capt, &ca); err != nil {
				return err
			}
			s.CapturedAt, s.CreatedAt = parseTime(capt), parseTime(ca)
			out = append(out, s)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// ListSources returns a collection's sources without their Markdown, in
// the order they were added. Returns busy or storage_failed.
func (d *DB) ListSources(ctx context.Context, collectionID string) ([]Source, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, collection_id, url, title, status, content_hash, captured_at, created_at
		FROM sources WHERE collection_id = ? ORDER BY created_at, rowid`, collectionID)
	if err != nil {
		return nil, storageErr("list sources", err)
	}
	defer rows.Close()
	var out []Source
	for rows.Next() {
		var s Source
		var capt, ca string
		if err := rows.Scan(&s.ID, &s.CollectionID, &s.URL, &s.Title, &s.Status, &s.ContentHash, &capt, &ca); err != nil {
			return nil, storageErr("list sources", err)
		}
		s.CapturedAt, s.CreatedAt = parseTime(capt), parseTime(ca)
		out = append(out, s)
	}
	return out, storageErr("list sources", rows.Err())
}

// SaveSourceCapture stores the captured Markdown and title of a source and
// marks it captured (or failed, when markdown is empty). Returns not_found,
// busy or storage_failed.
func (d *DB) SaveSourceCapture(ctx context.Context, sourceID, title, markdown string) error {
	status, hash := SourceFailed, ""
	if markdown != "" {
		sum := sha256.Sum256([]byte(markdown))
		status, hash = SourceCaptured, hex.EncodeToString(sum[:])
	}
	return d.tx(ctx, "save source capture", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE sources SET title = ?, markdown = ?, content_hash = ?, status = ?, captured_at = ? WHERE id = ?",
			title, markdown, hash, status, d.now(), sourceID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return laika.Errorf(laika.CodeNotFound, "store: no source %q", sourceID)
		}
		return nil
	})
}

// GetSource returns one source with its Markdown. Returns not_found, busy
// or storage_failed.
func (d *DB) GetSource(ctx context.Context, id string) (*Source, error) {
	var s Source
	var capt, ca string
	err := d.db.QueryRowContext(ctx, `SELECT id, collection_id, url, title, status, markdown, content_hash, captured_at, created_at
		FROM sources WHERE id = ?`, id).Scan(&s.ID, &s.CollectionID, &s.URL, &s.Title, &s.Status, &s.Markdown, &s.ContentHash, &capt, &ca)
	if err == sql.ErrNoRows {
		return nil, laika.Errorf(laika.CodeNotFound, "store: no source %q", id)
	}
	if err != nil {
		return nil, storageErr("get source", err)
	}
	s.CapturedAt, s.CreatedAt = parseTime(capt), parseTime(ca)
	return &s, nil
}
