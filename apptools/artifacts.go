package apptools

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/laikabrowser/laika/internal/lazyregexp"

	"github.com/laikabrowser/laika"
)

// Artifact is a saved document's metadata. The Markdown body is stored next
// to it as <id>.md.
type Artifact struct {
	ID        string    `json:"id"`
	Title     string    `json:"title"`
	Tags      []string  `json:"tags,omitempty"`
	Redaction string    `json:"redaction"`
	Bytes     int       `json:"bytes"`
	SHA256    string    `json:"sha256"`
	CreatedAt time.Time `json:"createdAt"`
}

// MaxArtifactBytes caps one artifact body.
const MaxArtifactBytes = 4 << 20

// maxInlineBytes caps the body returned inline by artifact.open and a
// clipboard share, so the reply frame stays far below the 1 MiB limit.
const maxInlineBytes = 256 << 10

// artifactID is the only shape an artifact id may have: ids become file
// names, so anything else (../, slashes) is refused before touching disk.
var artifactID = lazyregexp.New(`^art_[0-9a-f]{16}$`)

func (r *Runner) artifactDir() (string, error) {
	if r.Dir == "" {
		return "", laika.Errorf(laika.CodeStorageFailed, "no data dir configured")
	}
	d := filepath.Join(r.Dir, "artifacts")
	if err := os.MkdirAll(d, 0o700); err != nil {
		return "", laika.Errorf(laika.CodeStorageFailed, "cannot create artifacts dir: %v", err)
	}
	return d, nil
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
	if a.Redaction == "" {
		a.Redaction = "default"
	}
	body := a.Markdown
	if a.Redaction == "default" {
		body = redact(body)
	}
	dir, err := r.artifactDir()
	if err != nil {
		return Result{}, err
	}
	sum := sha256.Sum256([]byte(body))
	art := Artifact{ID: newID("art"), Title: a.Title, Tags: a.Tags, Redaction: a.Redaction,
		Bytes: len(body), SHA256: hex.EncodeToString(sum[:]), CreatedAt: r.now()}
	meta, _ := json.MarshalIndent(art, "", "  ")
	// Body first, metadata last: an artifact is listed only once both exist.
	if err := writeFileAtomic(filepath.Join(dir, art.ID+".md"), []byte(body)); err != nil {
		return Result{}, err
	}
	if err := writeFileAtomic(filepath.Join(dir, art.ID+".json"), meta); err != nil {
		return Result{}, err
	}
	return Result{Summary: "Saved artifact “" + art.Title + "”.", Data: art}, nil
}

// loadArtifact reads an artifact's metadata and body.
func (r *Runner) loadArtifact(id string) (Artifact, string, error) {
	if !artifactID.MatchString(id) {
		return Artifact{}, "", laika.Errorf(laika.CodeNotFound, "no artifact %q", id)
	}
	dir, err := r.artifactDir()
	if err != nil {
		return Artifact{}, "", err
	}
	meta, err := os.ReadFile(filepath.Join(dir, id+".json"))
	if errors.Is(err, fs.ErrNotExist) {
		return Artifact{}, "", laika.Errorf(laika.CodeNotFound, "no artifact %q", id)
	} else if err != nil {
		return Artifact{}, "", laika.Errorf(laika.CodeStorageFailed, "read artifact: %v", err)
	}
	var art Artifact
	if err := json.Unmarshal(meta, &art); err != nil {
		return Artifact{}, "", laika.Errorf(laika.CodeStorageFailed, "artifact %s metadata is corrupt", id)
	}
	body, err := os.ReadFile(filepath.Join(dir, id+".md"))
	if err != nil {
		return Artifact{}, "", laika.Errorf(laika.CodeStorageFailed, "read artifact body: %v", err)
	}
	return art, string(body), nil
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
	art, body, err := r.loadArtifact(a.ArtifactID)
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

// writeFileAtomic writes through a temp file and a rename so a crash never
// leaves half an artifact.
func writeFileAtomic(path string, b []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return laika.Errorf(laika.CodeStorageFailed, "write %s: %v", filepath.Base(path), err)
	}
	_, werr := tmp.Write(b)
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(tmp.Name(), 0o600)
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return laika.Errorf(laika.CodeStorageFailed, "write %s: %v", filepath.Base(path), werr)
	}
	return nil
}

// secretParam matches credential-like query parameters in URLs.
var secretParam = lazyregexp.New(`(?i)([?&](?:access_token|token|auth|key|api_key|apikey|password|passwd|secret|session|sid|sig|signature|code)=)[^&\s)\]]+`)

// userinfo matches credentials embedded in a URL (https://user:pass@host).
var userinfo = lazyregexp.New(`(?i)(https?://)[^/\s:@]+:[^/\s@]+@`)

// redact is the default artifact redaction: credentials in URLs never reach
// a saved file. Page text itself is what the user asked to save.
func redact(s string) string {
	s = userinfo.ReplaceAllString(s, "$1")
	return secretParam.ReplaceAllString(s, "${1}REDACTED")
}
