package research

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/store"
)

// Citation ties a claim to a source: the quote that supports it and a
// locator (a text fragment) to jump to it. N is the number shown in the
// Markdown ([1], [2], ...).
type Citation struct {
	N        int            `json:"n,omitempty"`
	SourceID string         `json:"sourceId"`
	URL      string         `json:"url"`
	Title    string         `json:"title,omitempty"`
	Quote    string         `json:"quote"`
	Locator  *laika.Locator `json:"locator,omitempty"`
}

// Table is an artifact's table, for CSV export: the comparison itself, the
// timeline's events, the brief's statements.
type Table struct {
	Columns []string   `json:"columns"`
	Rows    [][]string `json:"rows"`
}

// Artifact is a saved transform output.
type Artifact struct {
	ID           string     `json:"id"`
	CollectionID string     `json:"collectionId"`
	Type         string     `json:"type"`
	Title        string     `json:"title"`
	Markdown     string     `json:"markdown"`
	Citations    []Citation `json:"citations"`
	Table        *Table     `json:"table,omitempty"`
	Tags         []string   `json:"tags,omitempty"`
	// Backend is "builtin" or the model that wrote it.
	Backend   string    `json:"backend,omitempty"`
	CreatedAt time.Time `json:"createdAt"`
}

// ArtifactInfo is an artifact without its body, for listings.
type ArtifactInfo struct {
	ID           string    `json:"id"`
	CollectionID string    `json:"collectionId"`
	Type         string    `json:"type"`
	Title        string    `json:"title"`
	Bytes        int       `json:"bytes"`
	CreatedAt    time.Time `json:"createdAt"`
}

func artifactInfo(a store.Artifact) ArtifactInfo {
	return ArtifactInfo{ID: a.ID, CollectionID: a.CollectionID, Type: a.Kind, Title: a.Title, Bytes: a.Size, CreatedAt: a.CreatedAt}
}

// MaxArtifactBytes caps one artifact's Markdown.
const MaxArtifactBytes = 4 << 20

type artifactData struct {
	Table   *Table   `json:"table,omitempty"`
	Tags    []string `json:"tags,omitempty"`
	Backend string   `json:"backend,omitempty"`
}

// save stores a (filling ID and CreatedAt).
func (e *Engine) save(ctx context.Context, a *Artifact) error {
	if len(a.Markdown) > MaxArtifactBytes {
		return laika.Errorf(laika.CodeTooLarge, "artifact of %d bytes exceeds %d", len(a.Markdown), MaxArtifactBytes)
	}
	d, err := e.db(ctx)
	if err != nil {
		return err
	}
	if a.Citations == nil {
		a.Citations = []Citation{}
	}
	cit, _ := json.Marshal(a.Citations)
	data, _ := json.Marshal(artifactData{a.Table, a.Tags, a.Backend})
	sa := store.Artifact{ID: newID("art"), CollectionID: a.CollectionID, Kind: a.Type, Title: a.Title, MIME: "text/markdown",
		Body: []byte(a.Markdown), Citations: cit, Data: data}
	if err := d.SaveArtifact(ctx, &sa); err != nil {
		return err
	}
	a.ID, a.CreatedAt = sa.ID, sa.CreatedAt
	// The store redacts credentials in citation URLs: return what it kept.
	json.Unmarshal(sa.Citations, &a.Citations)
	return nil
}

// Artifact loads one artifact. Returns not_found.
func (e *Engine) Artifact(ctx context.Context, id string) (Artifact, error) {
	d, err := e.db(ctx)
	if err != nil {
		return Artifact{}, err
	}
	if strings.TrimSpace(id) == "" {
		return Artifact{}, laika.Errorf(laika.CodeInvalidArguments, "artifactId is required")
	}
	sa, err := d.GetArtifact(ctx, id)
	if err != nil {
		return Artifact{}, err
	}
	a := Artifact{ID: sa.ID, CollectionID: sa.CollectionID, Type: sa.Kind, Title: sa.Title, Markdown: string(sa.Body), CreatedAt: sa.CreatedAt}
	json.Unmarshal(sa.Citations, &a.Citations)
	if a.Citations == nil {
		a.Citations = []Citation{}
	}
	var data artifactData
	json.Unmarshal(sa.Data, &data)
	a.Table, a.Tags, a.Backend = data.Table, data.Tags, data.Backend
	return a, nil
}

// Artifacts lists a collection's artifacts. Returns not_found for an
// unknown collection.
func (e *Engine) Artifacts(ctx context.Context, collectionID string) ([]ArtifactInfo, error) {
	d, err := e.db(ctx)
	if err != nil {
		return nil, err
	}
	if _, err := d.GetCollection(ctx, collectionID); err != nil {
		return nil, err
	}
	as, err := d.ListCollectionArtifacts(ctx, collectionID)
	if err != nil {
		return nil, err
	}
	out := make([]ArtifactInfo, 0, len(as))
	for _, a := range as {
		out = append(out, artifactInfo(a))
	}
	return out, nil
}

// DeleteArtifact removes one artifact. Returns not_found.
func (e *Engine) DeleteArtifact(ctx context.Context, id string) error {
	d, err := e.db(ctx)
	if err != nil {
		return err
	}
	return d.DeleteArtifact(ctx, id)
}
