package apptools

import (
	"context"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/laikabrowser/laika"
)

// Collection is a named set of sources for multi-source work.
type Collection struct {
	ID        string    `json:"id"`
	Title     string    `json:"title"`
	Tags      []string  `json:"tags,omitempty"`
	CreatedAt time.Time `json:"createdAt"`
}

// Source is one page or note in a collection. Markdown is the captured
// content (untrusted web text); Status is "pending" until captured, then
// "captured" or "failed".
type Source struct {
	ID           string       `json:"id"`
	CollectionID string       `json:"collectionId"`
	Type         string       `json:"type"` // "url" or "note"
	URL          string       `json:"url,omitempty"`
	Title        string       `json:"title,omitempty"`
	Status       string       `json:"status"`
	Error        string       `json:"error,omitempty"`
	Markdown     string       `json:"markdown,omitempty"`
	Links        []laika.Link `json:"links,omitempty"`
	CapturedAt   time.Time    `json:"capturedAt,omitempty"`
	CreatedAt    time.Time    `json:"createdAt"`
}

// Store keeps collections and sources. The host wires the SQLite store in
// through a small adapter. Methods return *laika.Error: not_found for a
// missing collection or source, storage_failed otherwise.
type Store interface {
	CreateCollection(ctx context.Context, c Collection) error
	Collection(ctx context.Context, id string) (Collection, error)
	// PutSource inserts s, or replaces the source with the same ID.
	PutSource(ctx context.Context, s Source) error
	Source(ctx context.Context, id string) (Source, error)
	// Sources lists a collection's sources in insertion order.
	Sources(ctx context.Context, collectionID string) ([]Source, error)
}

// DefaultMaxSourceChars caps one captured source when the call gives no
// maxChars.
const DefaultMaxSourceChars = 200_000

func errArgs(format string, args ...any) error {
	return laika.Errorf(laika.CodeInvalidArguments, format, args...)
}

func (r *Runner) store() (Store, error) {
	if r.Store == nil {
		return nil, laika.Errorf(laika.CodeStorageFailed, "collections need the local store, which is not available")
	}
	return r.Store, nil
}

func (r *Runner) collectionCreate(ctx context.Context, raw json.RawMessage) (Result, error) {
	var a struct {
		Title string   `json:"title"`
		Tags  []string `json:"tags"`
	}
	if err := decode(raw, &a); err != nil {
		return Result{}, err
	}
	st, err := r.store()
	if err != nil {
		return Result{}, err
	}
	if a.Title = strings.TrimSpace(a.Title); a.Title == "" {
		return Result{}, errArgs("collection needs a title")
	}
	c := Collection{ID: newID("col"), Title: a.Title, Tags: a.Tags, CreatedAt: r.now()}
	if err := st.CreateCollection(ctx, c); err != nil {
		return Result{}, err
	}
	return Result{Summary: "Created collection “" + c.Title + "”.", Data: c}, nil
}

// CleanURL accepts only http(s) URLs with a host, and drops userinfo and
// the fragment: a captured URL never carries credentials into the store.
func CleanURL(raw string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", laika.Errorf(laika.CodeInvalidURL, "%q is not an http(s) URL", raw)
	}
	u.User, u.Fragment, u.RawFragment = nil, "", ""
	return u.String(), nil
}

func (r *Runner) collectionAddSources(ctx context.Context, raw json.RawMessage) (Result, error) {
	var a struct {
		CollectionID string `json:"collectionId"`
		Sources      []struct {
			Type  string `json:"type"`
			URL   string `json:"url"`
			Title string `json:"title"`
			Text  string `json:"text"`
		} `json:"sources"`
	}
	if err := decode(raw, &a); err != nil {
		return Result{}, err
	}
	st, err := r.store()
	if err != nil {
		return Result{}, err
	}
	if _, err := st.Collection(ctx, a.CollectionID); err != nil {
		return Result{}, err
	}
	// Validate everything before writing anything: bad input loses nothing
	// and adds nothing.
	now := r.now()
	var add []Source
	for i, s := range a.Sources {
		src := Source{ID: newID("src"), CollectionID: a.CollectionID, Type: s.Type, Title: strings.TrimSpace(s.Title), CreatedAt: now}
		switch s.Type {
		case "url":
			u, err := CleanURL(s.URL)
			if err != nil {
				return Result{}, errArgs("sources[%d]: %s", i, laika.ErrorMessage(err))
			}
			src.URL, src.Status = u, "pending"
		case "note":
			if strings.TrimSpace(s.Text) == "" {
				return Result{}, errArgs("sources[%d]: a note needs text", i)
			}
			src.Markdown, src.Status, src.CapturedAt = s.Text, "captured", now
		default:
			return Result{}, errArgs("sources[%d]: type must be url or note", i)
		}
		add = append(add, src)
	}
	for _, s := range add {
		if err := st.PutSource(ctx, s); err != nil {
			return Result{}, err
		}
	}
	return Result{Summary: plural(len(add), "source") + " added.", Data: map[string]any{"collectionId": a.CollectionID, "sources": brief(add)}}, nil
}

// SourceInfo is a source without its body, for listings.
type SourceInfo struct {
	ID         string    `json:"id"`
	Type       string    `json:"type"`
	URL        string    `json:"url,omitempty"`
	Title      string    `json:"title,omitempty"`
	Status     string    `json:"status"`
	Error      string    `json:"error,omitempty"`
	Chars      int       `json:"chars"`
	CapturedAt time.Time `json:"capturedAt,omitempty"`
}

func brief(ss []Source) []SourceInfo {
	out := make([]SourceInfo, 0, len(ss))
	for _, s := range ss {
		out = append(out, SourceInfo{ID: s.ID, Type: s.Type, URL: s.URL, Title: s.Title, Status: s.Status,
			Error: s.Error, Chars: len([]rune(s.Markdown)), CapturedAt: s.CapturedAt})
	}
	return out
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

func (r *Runner) collectionListSources(ctx context.Context, raw json.RawMessage) (Result, error) {
	var a struct {
		CollectionID string `json:"collectionId"`
	}
	if err := decode(raw, &a); err != nil {
		return Result{}, err
	}
	c, ss, err := r.collectionWithSources(ctx, a.CollectionID)
	if err != nil {
		return Result{}, err
	}
	return Result{Summary: "“" + c.Title + "” has " + plural(len(ss), "source") + ".",
		Data: map[string]any{"collection": c, "sources": brief(ss)}}, nil
}

// collectionWithSources loads a collection and its sources: not_found for
// an unknown collection, or the store's error.
func (r *Runner) collectionWithSources(ctx context.Context, id string) (Collection, []Source, error) {
	st, err := r.store()
	if err != nil {
		return Collection{}, nil, err
	}
	c, err := st.Collection(ctx, id)
	if err != nil {
		return Collection{}, nil, err
	}
	ss, err := st.Sources(ctx, id)
	return c, ss, err
}

func (r *Runner) sourceCapture(ctx context.Context, raw json.RawMessage) (Result, error) {
	var a struct {
		CollectionID string `json:"collectionId"`
		URL          string `json:"url"`
		Mode         string `json:"mode"`
		MaxChars     int    `json:"maxChars"`
	}
	if err := decode(raw, &a); err != nil {
		return Result{}, err
	}
	st, err := r.store()
	if err != nil {
		return Result{}, err
	}
	if _, err := st.Collection(ctx, a.CollectionID); err != nil {
		return Result{}, err
	}
	u, err := CleanURL(a.URL)
	if err != nil {
		return Result{}, err
	}
	// Capturing a URL already in the collection refreshes that source.
	src := Source{ID: newID("src"), CollectionID: a.CollectionID, Type: "url", URL: u, CreatedAt: r.now()}
	if ss, err := st.Sources(ctx, a.CollectionID); err == nil {
		for _, s := range ss {
			if s.URL == u {
				src = s
			}
		}
	}
	return r.capture(ctx, st, src, a.MaxChars)
}

func (r *Runner) sourceRefresh(ctx context.Context, raw json.RawMessage) (Result, error) {
	var a struct {
		SourceID string `json:"sourceId"`
	}
	if err := decode(raw, &a); err != nil {
		return Result{}, err
	}
	st, err := r.store()
	if err != nil {
		return Result{}, err
	}
	src, err := st.Source(ctx, a.SourceID)
	if err != nil {
		return Result{}, err
	}
	if src.Type != "url" {
		return Result{}, errArgs("source %s is a note; only URL sources can be refreshed", src.ID)
	}
	return r.capture(ctx, st, src, 0)
}

// capture fetches src.URL through the Capturer and stores the result. A
// failed fetch is stored too (status "failed" with the code) and returned
// as the error.
func (r *Runner) capture(ctx context.Context, st Store, src Source, maxChars int) (Result, error) {
	if r.Capturer == nil {
		return Result{}, laika.Errorf(laika.CodeFetchFailed, "the host fetcher is not available")
	}
	if maxChars <= 0 {
		maxChars = DefaultMaxSourceChars
	}
	obs, err := r.Capturer.Capture(ctx, src.URL)
	if err != nil {
		src.Status, src.Error = "failed", laika.ErrorCode(err)
		if perr := st.PutSource(ctx, src); perr != nil {
			return Result{}, perr
		}
		return Result{}, err
	}
	md := ObservationMarkdown(obs)
	if rs := []rune(md); len(rs) > maxChars {
		md = string(rs[:maxChars])
	}
	src.Markdown, src.Status, src.Error, src.CapturedAt = md, "captured", "", r.now()
	if src.Title == "" || obs.Title != "" {
		src.Title = obs.Title
	}
	src.Links = obs.Links
	if len(src.Links) > 200 {
		src.Links = src.Links[:200]
	}
	if err := st.PutSource(ctx, src); err != nil {
		return Result{}, err
	}
	return Result{Summary: "Captured “" + src.Title + "”.", Data: brief([]Source{src})[0]}, nil
}

// ObservationMarkdown is the best Markdown body an observation offers: the
// primary content's Markdown, else its text, else the page text.
func ObservationMarkdown(o *laika.Observation) string {
	if o == nil {
		return ""
	}
	if o.Primary != nil {
		if strings.TrimSpace(o.Primary.Markdown) != "" {
			return o.Primary.Markdown
		}
		if strings.TrimSpace(o.Primary.Text) != "" {
			return o.Primary.Text
		}
	}
	return o.Text
}
