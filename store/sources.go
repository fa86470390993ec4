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

// Collection groups sources the user gathered.
type Collection struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Tags      []string  `json:"tags,omitempty"`
	CreatedAt time.Time `json:"createdAt"`
}

// Source types and statuses.
const (
	SourceURL  = "url"
	SourceNote = "note"

	SourcePending  = "pending"
	SourceCaptured = "captured"
	SourceFailed   = "failed"
	// SourceBlocked: the page was fetched but shows a login wall or a
	// paywall; Error says which (login_required, paywalled) and Markdown
	// keeps what was visible.
	SourceBlocked = "blocked"
)

// Source is one page or note in a collection. Markdown, the captured page
// or the note's text, lives only here, never in model runs.
type Source struct {
	ID           string          `json:"id"`
	CollectionID string          `json:"collectionId"`
	Type         string          `json:"type"`          // url (default) or note
	URL          string          `json:"url,omitempty"` // stored redacted
	Title        string          `json:"title,omitempty"`
	Status       string          `json:"status"`
	Error        string          `json:"error,omitempty"` // error code of a failed capture
	Markdown     string          `json:"markdown,omitempty"`
	ContentHash  string          `json:"contentHash,omitempty"` // sha256 of Markdown
	Links        json.RawMessage `json:"links,omitempty"`       // the page's links, stored redacted
	// Facts is structured data the capture found (package research's
	// Facts: fields, items, dates, signals), stored redacted; "{}" when none.
	Facts      json.RawMessage `json:"facts,omitempty"`
	CapturedAt time.Time       `json:"capturedAt,omitzero"`
	CreatedAt  time.Time       `json:"createdAt"`
}

// CreateCollection stores c, filling an empty ID and CreatedAt. Returns
// invalid_arguments for an empty name or a duplicate id, busy or
// storage_failed.
func (d *DB) CreateCollection(ctx context.Context, c *Collection) error {
	if strings.TrimSpace(c.Name) == "" {
		return laika.Errorf(laika.CodeInvalidArguments, "store: collection needs a name")
	}
	c.ID = d.newID(c.ID)
	if c.CreatedAt.IsZero() {
		c.CreatedAt = d.Now().UTC()
	}
	tags, _ := json.Marshal(orEmpty(c.Tags))
	return d.tx(ctx, "create collection", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO collections (id, name, tags, created_at) VALUES (?, ?, ?, ?)",
			c.ID, c.Name, string(tags), fmtTime(c.CreatedAt))
		return err
	})
}

// GetCollection returns one collection. Returns not_found, busy or
// storage_failed.
func (d *DB) GetCollection(ctx context.Context, id string) (*Collection, error) {
	rows, err := d.db.QueryContext(ctx, "SELECT id, name, tags, created_at FROM collections WHERE id = ?", id)
	if err != nil {
		return nil, storageErr("get collection", err)
	}
	cs, err := scanCollections(rows)
	if err != nil {
		return nil, storageErr("get collection", err)
	}
	if len(cs) == 0 {
		return nil, laika.Errorf(laika.CodeNotFound, "store: no collection %q", id)
	}
	return &cs[0], nil
}

// ListCollections returns every collection, oldest first. Returns busy or
// storage_failed.
func (d *DB) ListCollections(ctx context.Context) ([]Collection, error) {
	rows, err := d.db.QueryContext(ctx, "SELECT id, name, tags, created_at FROM collections ORDER BY created_at, rowid")
	if err != nil {
		return nil, storageErr("list collections", err)
	}
	cs, err := scanCollections(rows)
	return cs, storageErr("list collections", err)
}

func scanCollections(rows *sql.Rows) ([]Collection, error) {
	defer rows.Close()
	var out []Collection
	for rows.Next() {
		var c Collection
		var tags, at string
		if err := rows.Scan(&c.ID, &c.Name, &tags, &at); err != nil {
			return nil, err
		}
		json.Unmarshal([]byte(tags), &c.Tags)
		c.CreatedAt = parseTime(at)
		out = append(out, c)
	}
	return out, rows.Err()
}

// PutSource inserts s, or replaces the source with the same ID (keeping
// its CreatedAt). URL and Links are stored redacted; an empty ID, Type
// (url), Status (pending) and CreatedAt are filled; ContentHash is
// computed. Returns invalid_arguments for a bad type, not_found for an
// unknown collection, busy or storage_failed.
func (d *DB) PutSource(ctx context.Context, s *Source) error {
	s.ID = d.newID(s.ID)
	if s.Type == "" {
		s.Type = SourceURL
	}
	if s.Type != SourceURL && s.Type != SourceNote {
		return laika.Errorf(laika.CodeInvalidArguments, "store: source type %q is not url or note", s.Type)
	}
	if s.Status == "" {
		s.Status = SourcePending
	}
	if s.CreatedAt.IsZero() {
		s.CreatedAt = d.Now().UTC()
	}
	return d.tx(ctx, "put source", func(tx *sql.Tx) error { return putSource(ctx, tx, s) })
}

func putSource(ctx context.Context, tx *sql.Tx, s *Source) error {
	s.URL = RedactURL(s.URL)
	if len(s.Links) == 0 {
		s.Links = json.RawMessage("[]")
	}
	s.Links = RedactJSON(s.Links)
	if len(s.Facts) == 0 {
		s.Facts = json.RawMessage("{}")
	}
	s.Facts = RedactJSON(s.Facts)
	s.ContentHash = ""
	if s.Markdown != "" {
		sum := sha256.Sum256([]byte(s.Markdown))
		s.ContentHash = hex.EncodeToString(sum[:])
	}
	captured := ""
	if !s.CapturedAt.IsZero() {
		captured = fmtTime(s.CapturedAt)
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO sources (id, collection_id, type, url, title, status, error, markdown, content_hash, links, facts, captured_at, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET collection_id = excluded.collection_id, type = excluded.type, url = excluded.url,
			title = excluded.title, status = excluded.status, error = excluded.error, markdown = excluded.markdown,
			content_hash = excluded.content_hash, links = excluded.links, facts = excluded.facts, captured_at = excluded.captured_at`,
		s.ID, s.CollectionID, s.Type, s.URL, s.Title, s.Status, s.Error, s.Markdown, s.ContentHash, string(s.Links), string(s.Facts), captured, fmtTime(s.CreatedAt))
	return err
}

const sourceSelect = `SELECT id, collection_id, type, url, title, status, error, markdown, content_hash, links, facts, captured_at, created_at FROM sources`

func scanSources(rows *sql.Rows) ([]Source, error) {
	defer rows.Close()
	var out []Source
	for rows.Next() {
		var s Source
		var links, facts, capt, ca string
		if err := rows.Scan(&s.ID, &s.CollectionID, &s.Type, &s.URL, &s.Title, &s.Status, &s.Error, &s.Markdown, &s.ContentHash, &links, &facts, &capt, &ca); err != nil {
			return nil, err
		}
		s.Links, s.Facts, s.CapturedAt, s.CreatedAt = json.RawMessage(links), json.RawMessage(facts), parseTime(capt), parseTime(ca)
		out = append(out, s)
	}
	return out, rows.Err()
}

// ListSources returns a collection's sources, Markdown included, in the
// order they were added. Returns busy or storage_failed.
func (d *DB) ListSources(ctx context.Context, collectionID string) ([]Source, error) {
	rows, err := d.db.QueryContext(ctx, sourceSelect+" WHERE collection_id = ? ORDER BY created_at, rowid", collectionID)
	if err != nil {
		return nil, storageErr("list sources", err)
	}
	ss, err := scanSources(rows)
	return ss, storageErr("list sources", err)
}

// GetSource returns one source with its Markdown. Returns not_found, busy
// or storage_failed.
func (d *DB) GetSource(ctx context.Context, id string) (*Source, error) {
	rows, err := d.db.QueryContext(ctx, sourceSelect+" WHERE id = ?", id)
	if err != nil {
		return nil, storageErr("get source", err)
	}
	ss, err := scanSources(rows)
	if err != nil {
		return nil, storageErr("get source", err)
	}
	if len(ss) == 0 {
		return nil, laika.Errorf(laika.CodeNotFound, "store: no source %q", id)
	}
	return &ss[0], nil
}

// DeleteSource removes one source. Returns not_found, busy or
// storage_failed.
func (d *DB) DeleteSource(ctx context.Context, id string) error {
	return d.tx(ctx, "delete source", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "DELETE FROM sources WHERE id = ?", id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return laika.Errorf(laika.CodeNotFound, "store: no source %q", id)
		}
		return nil
	})
}
