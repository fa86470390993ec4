package research

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/store"
)

// headingLine matches Markdown headings and the observation's "H2: " prefix.
var headingLine = lazyregexp.New(`^(?:(#{1,6})\s+|H([1-6]):\s+)(.+)$`)

// Fetcher fetches a URL the user named, without cookies, and returns its
// observation and the structured facts of its HTML. The host wires the
// fetch and extract packages in (see NewFetcher).
type Fetcher interface {
	Fetch(ctx context.Context, url string) (*laika.Observation, Facts, error)
}

// Engine runs the research workflow over the store.
type Engine struct {
	// DB returns the open store (the host opens it lazily).
	DB func(ctx context.Context) (*store.DB, error)
	// Fetcher captures URLs; nil makes URL sources fail with fetch_failed.
	Fetcher Fetcher
	// Model answers and writes model transforms; nil or builtin means
	// the built-in answer and transforms only.
	Model laika.Model
	// NumCtx is the model's context window in tokens (0: 8192).
	NumCtx int
	// Concurrency bounds parallel captures (0: DefaultConcurrency).
	Concurrency int
	// Gate puts one host fetch through the Policy Gate before it is made:
	// userURLs are the URLs the user's collect action named (a click in
	// the panel, a URL typed on the command line), which the gate lets the
	// host fetch without asking; a blocked origin is denied. A non-nil
	// error (not_allowed) fails that source without a request. Nil lets
	// every fetch through (tests).
	Gate func(ctx context.Context, url string, userURLs []string) error
	Now  func() time.Time

	bg bgState
}

// DefaultConcurrency is how many sources are captured at once.
const DefaultConcurrency = 4

func (e *Engine) now() time.Time {
	if e.Now != nil {
		return e.Now().UTC()
	}
	return time.Now().UTC()
}

func (e *Engine) db(ctx context.Context) (*store.DB, error) {
	if e.DB == nil {
		return nil, laika.Errorf(laika.CodeStorageFailed, "research needs the local store, which is not available")
	}
	return e.DB(ctx)
}

func (e *Engine) hasModel() bool { return !laika.IsBuiltin(e.Model) }

// Collection is a collection with its counts, for listings.
type Collection struct {
	ID        string    `json:"id"`
	Title     string    `json:"title"`
	Tags      []string  `json:"tags,omitempty"`
	CreatedAt time.Time `json:"createdAt"`
	Sources   int       `json:"sources"`
	Captured  int       `json:"captured"`
	Artifacts int       `json:"artifacts"`
}

// SourceInfo is a source without its body.
type SourceInfo struct {
	ID     string `json:"id"`
	Type   string `json:"type"`
	URL    string `json:"url,omitempty"`
	Title  string `json:"title,omitempty"`
	Status string `json:"status"` // pending (queued), captured, failed, blocked
	// Error is the code of a failed capture, or login_required / paywalled
	// for a blocked one.
	Error      string    `json:"error,omitempty"`
	Message    string    `json:"message,omitempty"`
	Chars      int       `json:"chars"`
	Via        string    `json:"via,omitempty"` // "tab" (the page as the user sees it) or "fetch"
	CapturedAt time.Time `json:"capturedAt,omitzero"`
}

func info(s store.Source) SourceInfo {
	si := SourceInfo{ID: s.ID, Type: s.Type, URL: s.URL, Title: s.Title, Status: s.Status, Error: s.Error,
		Chars: len([]rune(s.Markdown)), CapturedAt: s.CapturedAt}
	var x struct {
		Via     string `json:"via"`
		Message string `json:"message"`
	}
	json.Unmarshal(s.Facts, &x)
	si.Via, si.Message = x.Via, x.Message
	return si
}

// Create makes a new collection. Returns invalid_arguments for an empty
// title, storage_failed or busy.
func (e *Engine) Create(ctx context.Context, title string) (Collection, error) {
	title = strings.TrimSpace(title)
	if title == "" {
		return Collection{}, laika.Errorf(laika.CodeInvalidArguments, "a collection needs a title")
	}
	if len(title) > 200 {
		return Collection{}, laika.Errorf(laika.CodeInvalidArguments, "a collection title is at most 200 bytes")
	}
	d, err := e.db(ctx)
	if err != nil {
		return Collection{}, err
	}
	c := store.Collection{ID: newID("col"), Name: title, CreatedAt: e.now()}
	if err := d.CreateCollection(ctx, &c); err != nil {
		return Collection{}, err
	}
	return Collection{ID: c.ID, Title: c.Name, CreatedAt: c.CreatedAt}, nil
}

// List returns every collection with its counts, newest first.
func (e *Engine) List(ctx context.Context) ([]Collection, error) {
	d, err := e.db(ctx)
	if err != nil {
		return nil, err
	}
	cs, err := d.ListCollections(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Collection, 0, len(cs))
	for i := len(cs) - 1; i >= 0; i-- {
		c, err := e.summary(ctx, d, cs[i])
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func (e *Engine) summary(ctx context.Context, d *store.DB, c store.Collection) (Collection, error) {
	ss, err := d.ListSources(ctx, c.ID)
	if err != nil {
		return Collection{}, err
	}
	arts, err := d.ListCollectionArtifacts(ctx, c.ID)
	if err != nil {
		return Collection{}, err
	}
	out := Collection{ID: c.ID, Title: c.Name, Tags: c.Tags, CreatedAt: c.CreatedAt, Sources: len(ss), Artifacts: len(arts)}
	for _, s := range ss {
		if s.Status == store.SourceCaptured {
			out.Captured++
		}
	}
	return out, nil
}

// Detail is one collection with its sources and artifacts.
type Detail struct {
	Collection Collection     `json:"collection"`
	Sources    []SourceInfo   `json:"sources"`
	Artifacts  []ArtifactInfo `json:"artifacts"`
}

// Get returns a collection's detail. Returns not_found for an unknown id.
func (e *Engine) Get(ctx context.Context, id string) (Detail, error) {
	d, err := e.db(ctx)
	if err != nil {
		return Detail{}, err
	}
	c, err := d.GetCollection(ctx, id)
	if err != nil {
		return Detail{}, err
	}
	sum, err := e.summary(ctx, d, *c)
	if err != nil {
		return Detail{}, err
	}
	ss, err := d.ListSources(ctx, id)
	if err != nil {
		return Detail{}, err
	}
	arts, err := d.ListCollectionArtifacts(ctx, id)
	if err != nil {
		return Detail{}, err
	}
	out := Detail{Collection: sum, Sources: make([]SourceInfo, 0, len(ss)), Artifacts: make([]ArtifactInfo, 0, len(arts))}
	for _, s := range ss {
		out.Sources = append(out.Sources, info(s))
	}
	for _, a := range arts {
		out.Artifacts = append(out.Artifacts, artifactInfo(a))
	}
	return out, nil
}

// RemoveSource deletes one source of a collection. Returns not_found.
func (e *Engine) RemoveSource(ctx context.Context, collectionID, sourceID string) error {
	d, err := e.db(ctx)
	if err != nil {
		return err
	}
	s, err := d.GetSource(ctx, sourceID)
	if err != nil {
		return err
	}
	if s.CollectionID != collectionID {
		return laika.Errorf(laika.CodeNotFound, "no source %q in collection %q", sourceID, collectionID)
	}
	return d.DeleteSource(ctx, sourceID)
}

// src is a captured source ready for retrieval and transforms.
type src struct {
	store.Source
	facts Facts
	n     int // 1-based number used in citations ([1], [2], ...)
}

// loadCaptured returns the collection and its usable sources (captured;
// blocked and failed ones are counted in skipped). Returns not_found for
// an unknown collection and empty_collection when no source is captured.
func (e *Engine) loadCaptured(ctx context.Context, id string) (*store.Collection, []src, []store.Source, error) {
	d, err := e.db(ctx)
	if err != nil {
		return nil, nil, nil, err
	}
	c, err := d.GetCollection(ctx, id)
	if err != nil {
		return nil, nil, nil, err
	}
	ss, err := d.ListSources(ctx, id)
	if err != nil {
		return nil, nil, nil, err
	}
	var out []src
	var skipped []store.Source
	for _, s := range ss {
		if s.Status != store.SourceCaptured || strings.TrimSpace(s.Markdown) == "" {
			skipped = append(skipped, s)
			continue
		}
		x := src{Source: s, n: len(out) + 1}
		json.Unmarshal(s.Facts, &x.facts)
		out = append(out, x)
	}
	if len(out) == 0 {
		msg := "collection “" + c.Name + "” has no captured source yet: collect pages first"
		if len(ss) > 0 {
			msg = "none of the " + plural(len(ss), "source") + " in “" + c.Name + "” could be captured"
		}
		return c, nil, skipped, laika.Errorf(laika.CodeEmptyCollection, "%s", msg)
	}
	return c, out, skipped, nil
}

func (s src) name() string {
	if t := strings.TrimSpace(s.Title); t != "" {
		return t
	}
	if s.URL != "" {
		return s.URL
	}
	return s.ID
}

// StaticDB is an Engine.DB for a store that is already open (the CLI,
// tests).
func StaticDB(d *store.DB) func(context.Context) (*store.DB, error) {
	return func(context.Context) (*store.DB, error) { return d, nil }
}
