package apptools

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/laikabrowser/laika/internal/lazyregexp"

	"github.com/laikabrowser/laika"
)

// Artifact is a saved document's metadata as the artifact tools return it.
type Artifact struct {
	ID string `json:"id"`
	// CollectionID is set for artifacts made from a collection.
	CollectionID string    `json:"collectionId,omitempty"`
	Type         string    `json:"type"`
	Title        string    `json:"title"`
	Tags         []string  `json:"tags,omitempty"`
	Bytes        int       `json:"bytes"`
	CreatedAt    time.Time `json:"createdAt"`
}

// ArtifactStore keeps artifacts. There is one store: the SQLite store,
// through package research, so an artifact saved from the chat, one made
// by transform.run and one made in the research pane are listed, opened,
// exported and purged alike. Methods return *laika.Error: not_found for
// an unknown id, invalid_arguments for an unknown format, storage_failed.
type ArtifactStore interface {
	// SaveArtifact stores markdown as a new artifact described by a (Type,
	// Title, Tags) and returns it with its ID, Bytes and CreatedAt.
	SaveArtifact(ctx context.Context, a Artifact, markdown string) (Artifact, error)
	// LoadArtifact returns an artifact and its Markdown.
	LoadArtifact(ctx context.Context, id string) (Artifact, string, error)
	// ExportArtifact renders an artifact as md, text, csv, json or html and
	// returns the bytes, their MIME type and a file name for them.
	ExportArtifact(ctx context.Context, id, format string) (content []byte, mime, filename string, err error)
}

// MaxArtifactBytes caps one artifact body.
const MaxArtifactBytes = 4 << 20

// maxInlineBytes caps the body returned inline by artifact.open and a
// clipboard share, so the reply frame stays far below the 1 MiB limit.
const maxInlineBytes = 256 << 10

func (r *Runner) artifacts() (ArtifactStore, error) {
	if r.Artifacts == nil {
		return nil, laika.Errorf(laika.CodeStorageFailed, "artifacts need the local store, which is not available")
	}
	return r.Artifacts, nil
}

func (r *Runner) artifactSave(ctx context.Context, raw json.RawMessage) (Result, error) {
	var a struct {
		Title     string   `json:"title"`
		Markdown  string   `json:"markdown"`
		Tags      []string `json:"tags"`
		Redaction string   `json:"redaction"`
	}
	if err := decode(raw, &a); err != nil {
		return Result{}, err
	}
	a.Title = strings.TrimSpace(a.Title)
	if a.Title == "" {
		return Result{}, laika.Errorf(laika.CodeInvalidArguments, "artifact needs a title")
	}
	if len(a.Markdown) > MaxArtifactBytes {
		return Result{}, laika.Errorf(laika.CodeTooLarge, "artifact of %d bytes exceeds %d", len(a.Markdown), MaxArtifactBytes)
	}
	st, err := r.artifacts()
	if err != nil {
		return Result{}, err
	}
	body := a.Markdown
	if a.Redaction != "none" {
		body = redact(body)
	}
	art, err := st.SaveArtifact(ctx, Artifact{Type: "document", Title: a.Title, Tags: a.Tags}, body)
	if err != nil {
		return Result{}, err
	}
	return Result{Summary: "Saved artifact “" + art.Title + "”.", Data: art}, nil
}

// OpenedArtifact is artifact.open's data.
type OpenedArtifact struct {
	Artifact
	Target    string `json:"target"`
	Markdown  string `json:"markdown"`
	Truncated bool   `json:"truncated,omitempty"`
}

func (r *Runner) artifactOpen(ctx context.Context, raw json.RawMessage) (Result, error) {
	var a struct {
		ArtifactID string `json:"artifactId"`
		Target     string `json:"target"`
		NewTab     bool   `json:"newTab"`
	}
	if err := decode(raw, &a); err != nil {
		return Result{}, err
	}
	st, err := r.artifacts()
	if err != nil {
		return Result{}, err
	}
	art, body, err := st.LoadArtifact(ctx, a.ArtifactID)
	if err != nil {
		return Result{}, err
	}
	if a.Target == "" {
		a.Target = "workspace"
	}
	md, cut := Clip(body, maxInlineBytes)
	return Result{Summary: "Opened artifact “" + art.Title + "”.",
		Data: OpenedArtifact{Artifact: art, Target: a.Target, Markdown: md, Truncated: cut}}, nil
}

// Clip cuts s to at most n bytes on a rune boundary.
func Clip(s string, n int) (string, bool) {
	if len(s) <= n {
		return s, false
	}
	for n > 0 && !utf8RuneStart(s[n]) {
		n--
	}
	return s[:n], true
}

func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }

// secretParam matches credential-like query parameters in URLs.
var secretParam = lazyregexp.New(`(?i)([?&](?:access_token|token|auth|key|api_key|apikey|password|passwd|secret|session|sid|sig|signature|code)=)[^&\s)\]]+`)

// userinfo matches credentials embedded in a URL (https://user:pass@host).
var userinfo = lazyregexp.New(`(?i)(https?://)[^/\s:@]+:[^/\s@]+@`)

// redact is the default artifact redaction: credentials in URLs never reach
// a saved artifact. Page text itself is what the user asked to save.
func redact(s string) string {
	s = userinfo.ReplaceAllString(s, "$1")
	return secretParam.ReplaceAllString(s, "${1}REDACTED")
}
