package research

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/store"
)

// Target is one thing to collect: a URL to fetch, or a page the user has
// open, captured by the content script from the DOM they see (Observation
// set: nothing is fetched), or a note.
type Target struct {
	URL         string             `json:"url,omitempty"`
	Title       string             `json:"title,omitempty"`
	Observation *laika.Observation `json:"observation,omitempty"`
	// Facts are fields the content script read from the same DOM (definition
	// lists, spec tables, JSON-LD); merged with what the observation has.
	Facts *Facts `json:"facts,omitempty"`
	// Text makes a note source (no URL).
	Text string `json:"text,omitempty"`
}

// Limits.
const (
	// MaxTargets is the most sources one collect call may name.
	MaxTargets = 50
	// MaxSourceChars caps one source's stored Markdown.
	MaxSourceChars = 200_000
	// captureTimeout bounds one source's capture.
	captureTimeout = 45 * time.Second
)

// CollectResult is what a collect did.
type CollectResult struct {
	CollectionID string       `json:"collectionId"`
	Sources      []SourceInfo `json:"sources"`
	Captured     int          `json:"captured"`
	Failed       int          `json:"failed"`
	Blocked      int          `json:"blocked"`
	ElapsedMs    int64        `json:"elapsedMs"`
}

// cleanURL accepts only http(s) URLs with a host, and drops userinfo and
// the fragment: a captured URL never carries credentials into the store.
func cleanURL(raw string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", laika.Errorf(laika.CodeInvalidURL, "%q is not an http(s) URL", clipRunes(raw, 100))
	}
	u.User, u.Fragment, u.RawFragment = nil, "", ""
	return u.String(), nil
}

// queued is a source waiting for capture with what it will be captured
// from.
type queued struct {
	src    store.Source
	target Target
}

// Add validates targets and stores them as queued (pending) sources, a URL
// already in the collection being queued again for a fresh capture; tab
// captures and notes are stored captured at once. Nothing is stored when a
// target is invalid. Returns not_found (collection), invalid_arguments,
// invalid_url, too_large.
func (e *Engine) Add(ctx context.Context, collectionID string, targets []Target) ([]queued, error) {
	if len(targets) == 0 {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "nothing to collect: name at least one URL, tab or note")
	}
	if len(targets) > MaxTargets {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "at most %d sources per collect", MaxTargets)
	}
	d, err := e.db(ctx)
	if err != nil {
		return nil, err
	}
	if _, err := d.GetCollection(ctx, collectionID); err != nil {
		return nil, err
	}
	existing, err := d.ListSources(ctx, collectionID)
	if err != nil {
		return nil, err
	}
	byURL := map[string]store.Source{}
	for _, s := range existing {
		if s.URL != "" {
			byURL[s.URL] = s
		}
	}
	now := e.now()
	var qs []queued
	seen := map[string]bool{}
	for i, t := range targets {
		s := store.Source{ID: newID("src"), CollectionID: collectionID, Type: store.SourceURL, Title: strings.TrimSpace(t.Title),
			Status: store.SourcePending, CreatedAt: now}
		switch {
		case t.Observation != nil:
			u := t.URL
			if u == "" {
				u = t.Observation.URL
			}
			clean, err := cleanURL(u)
			if strings.HasPrefix(u, "file:///") {
				// a local file the CLI read: kept as its file URL
				clean, err = u, nil
			}
			if err != nil {
				return nil, laika.Errorf(laika.CodeInvalidURL, "sources[%d]: %s", i, laika.ErrorMessage(err))
			}
			s.URL = clean
		case t.URL != "":
			clean, err := cleanURL(t.URL)
			if err != nil {
				return nil, laika.Errorf(laika.CodeInvalidURL, "sources[%d]: %s", i, laika.ErrorMessage(err))
			}
			s.URL = clean
		case strings.TrimSpace(t.Text) != "":
			if len(t.Text) > MaxSourceChars {
				return nil, laika.Errorf(laika.CodeTooLarge, "sources[%d]: a note is at most %d bytes", i, MaxSourceChars)
			}
			s.Type = store.SourceNote
		default:
			return nil, laika.Errorf(laika.CodeInvalidArguments, "sources[%d]: give a url, an observation or a note text", i)
		}
		if s.URL != "" {
			if seen[s.URL] {
				continue // named twice in one call
			}
			seen[s.URL] = true
			if old, ok := byURL[s.URL]; ok {
				s.ID, s.CreatedAt = old.ID, old.CreatedAt
				if s.Title == "" {
					s.Title = old.Title
				}
			}
		}
		qs = append(qs, queued{src: s, target: t})
	}
	for i := range qs {
		q := &qs[i]
		if q.target.Observation != nil || q.src.Type == store.SourceNote {
			e.fill(ctx, &q.src, q.target)
		}
		if err := d.PutSource(ctx, &q.src); err != nil {
			return nil, err
		}
	}
	return qs, nil
}

// Capture fetches the queued URL sources, at most Concurrency at a time,
// storing each result as it arrives and calling progress (which may be
// nil) after each. One source failing never stops the others: its status
// becomes failed with the error code.
func (e *Engine) Capture(ctx context.Context, qs []queued, progress func(SourceInfo)) []SourceInfo {
	out := make([]SourceInfo, len(qs))
	n := e.Concurrency
	if n <= 0 {
		n = DefaultConcurrency
	}
	// The collect names exactly these URLs: they are the user's.
	var userURLs []string
	for _, q := range qs {
		if q.src.Status == store.SourcePending {
			userURLs = append(userURLs, q.src.URL)
		}
	}
	sem := make(chan struct{}, n)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for i := range qs {
		q := qs[i]
		if q.src.Status != store.SourcePending {
			out[i] = info(q.src)
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			s := q.src
			e.fetchInto(ctx, &s, userURLs)
			// Store even when ctx ended: the capture happened.
			sctx := context.WithoutCancel(ctx)
			if d, err := e.db(sctx); err == nil {
				if err := d.PutSource(sctx, &s); err != nil {
					s.Status, s.Error = store.SourceFailed, laika.ErrorCode(err)
				}
			}
			mu.Lock()
			out[i] = info(s)
			if progress != nil {
				progress(out[i])
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	return out
}

// Collect is Add then Capture: every source ends captured, blocked or
// failed.
func (e *Engine) Collect(ctx context.Context, collectionID string, targets []Target, progress func(SourceInfo)) (CollectResult, error) {
	start := time.Now()
	qs, err := e.Add(ctx, collectionID, targets)
	if err != nil {
		return CollectResult{}, err
	}
	res := CollectResult{CollectionID: collectionID, Sources: e.Capture(ctx, qs, progress)}
	for _, s := range res.Sources {
		switch s.Status {
		case store.SourceCaptured:
			res.Captured++
		case store.SourceBlocked:
			res.Blocked++
		default:
			res.Failed++
		}
	}
	res.ElapsedMs = time.Since(start).Milliseconds()
	return res, nil
}

// fetchInto captures s.URL through the Fetcher.
func (e *Engine) fetchInto(ctx context.Context, s *store.Source, userURLs []string) {
	fail := func(err error) {
		s.Status, s.Error, s.Markdown = store.SourceFailed, laika.ErrorCode(err), ""
		s.Facts, _ = json.Marshal(map[string]string{"via": "fetch", "message": clipRunes(laika.ErrorMessage(err), 300)})
		s.CapturedAt = e.now()
	}
	// Captures run in goroutines of their own, outside the server's
	// recover: a page the extractor cannot read fails its source with
	// internal and does not take the host, and the other sources, down.
	defer func() {
		if p := recover(); p != nil {
			fail(laika.Errorf(laika.CodeInternal, "the page could not be read (%v)", p))
		}
	}()
	if e.Gate != nil {
		if err := e.Gate(ctx, s.URL, userURLs); err != nil {
			fail(err)
			return
		}
	}
	if e.Fetcher == nil {
		fail(laika.Errorf(laika.CodeFetchFailed, "the host fetcher is not available"))
		return
	}
	cctx, cancel := context.WithTimeout(ctx, captureTimeout)
	defer cancel()
	obs, facts, err := e.Fetcher.Fetch(cctx, s.URL)
	if err != nil {
		fail(err)
		return
	}
	e.fill(ctx, s, Target{Observation: obs, Facts: &facts})
	e.setVia(s, "fetch")
}

// fill stores a captured observation (or note) into s: Markdown, title,
// links and facts, and the blocked status for a login wall or paywall.
func (e *Engine) fill(ctx context.Context, s *store.Source, t Target) {
	s.CapturedAt = e.now()
	if t.Observation == nil {
		s.Markdown, s.Status, s.Error = clipString(t.Text, MaxSourceChars), store.SourceCaptured, ""
		s.Facts = json.RawMessage(`{"via":"note"}`)
		return
	}
	o := t.Observation
	md := observationMarkdown(o)
	s.Markdown = clipString(md, MaxSourceChars)
	if o.Title != "" && (s.Title == "" || s.Title == s.URL) {
		s.Title = o.Title
	}
	links := o.Links
	if len(links) > 200 {
		links = links[:200]
	}
	s.Links, _ = json.Marshal(links)
	f := FactsFromObservation(o)
	if t.Facts != nil {
		f.Merge(*t.Facts)
	}
	s.Status, s.Error = store.SourceCaptured, ""
	// A wall hides the content: what is left is short. A long page that
	// merely mentions subscribers (a search result, a metered article) is
	// captured.
	walled := len([]rune(md)) < laika.TeaserChars && len(f.Items) < 3
	switch {
	case walled && contains(f.Signals, laika.SignalAuthGate):
		s.Status, s.Error = store.SourceBlocked, laika.CodeLoginRequired
	case walled && contains(f.Signals, laika.SignalPaywall):
		s.Status, s.Error = store.SourceBlocked, laika.CodePaywalled
	case strings.TrimSpace(md) == "":
		s.Status, s.Error = store.SourceFailed, laika.CodeNoContext
	}
	b, _ := json.Marshal(struct {
		Facts
		Via string `json:"via"`
	}{f, "tab"})
	s.Facts = b
}

func (e *Engine) setVia(s *store.Source, via string) {
	var m map[string]any
	if json.Unmarshal(s.Facts, &m) != nil || m == nil {
		m = map[string]any{}
	}
	m["via"] = via
	s.Facts, _ = json.Marshal(m)
}

// observationMarkdown is the best Markdown an observation offers: the
// primary content's Markdown, else its text, else the page text; for a
// list page with little primary text, its items.
func observationMarkdown(o *laika.Observation) string {
	var md string
	if o.Primary != nil {
		md = o.Primary.Markdown
		if strings.TrimSpace(md) == "" {
			md = o.Primary.Text
		}
	}
	if strings.TrimSpace(md) == "" {
		md = o.Text
	}
	if len(o.Items) >= 3 {
		var b strings.Builder
		for _, it := range o.Items {
			b.WriteString("- " + escapeMD(it.Title))
			if it.Snippet != "" {
				b.WriteString(": " + escapeMD(it.Snippet))
			}
			b.WriteByte('\n')
		}
		if len(strings.TrimSpace(md)) < b.Len() {
			return b.String()
		}
	}
	return md
}

func clipString(s string, n int) string {
	rs := []rune(s)
	if len(rs) <= n {
		return s
	}
	return string(rs[:n])
}
