package policy

import (
	"net/url"
	"sort"
	"strings"

	"github.com/laikabrowser/laika"
)

// Provenance: the model reads untrusted page text, so a page can "suggest"
// a URL to visit, a query to run or text to type. Values that came from the
// page but not from the user's own words (the goal) are never plainly
// allowed; that is how injected instructions fail even when the model obeys
// them.

// Provenance thresholds.
const (
	minWholeMatch = 3 // shorter values ("1", "ok") occur in every page; matching them means nothing
	minTokenLen   = 4 // shortest data-like token worth tracing ("a1b2", "x@y.z")
	minPathLen    = 5 // shortest URL path traced on its own ("/a/bc")
)

// corpus is lower-cased, whitespace-collapsed text to search in.
type corpus string

func (c corpus) has(s string) bool {
	s = norm(s)
	return s != "" && strings.Contains(string(c), s)
}

func norm(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }

// pageCorpus is every piece of page-authored text in an observation. The
// observation's URL is not in it: the browser reports that, not the page.
func pageCorpus(o *laika.Observation) corpus {
	parts := observationParts(o)
	// Join with a separator no normalised needle contains, so a match
	// never spans two fields.
	for i, p := range parts {
		parts[i] = norm(p)
	}
	return corpus(strings.Join(parts, "\x00"))
}

// observationParts lists every page-authored string of an observation.
func observationParts(o *laika.Observation) []string {
	if o == nil {
		return nil
	}
	parts := []string{o.Title, o.Text}
	if p := o.Primary; p != nil {
		parts = append(parts, p.Title, p.Byline, p.Excerpt, p.Text, p.Markdown)
	}
	for _, b := range o.Blocks {
		parts = append(parts, b.Text)
	}
	for _, it := range o.Items {
		parts = append(parts, it.Title, it.URL, it.Snippet)
	}
	for _, h := range o.Outline {
		parts = append(parts, h.Text)
	}
	for _, c := range o.Comments {
		parts = append(parts, c.Author, c.Text)
	}
	for _, e := range o.Elements {
		parts = append(parts, e.Label, e.Name, e.Href, e.Context, e.Hint)
		for _, op := range e.Options {
			parts = append(parts, op.Value, op.Label)
		}
	}
	for _, l := range o.Links {
		parts = append(parts, l.URL, l.Text, l.Context)
	}
	if m := o.Meta; m != nil {
		parts = append(parts, m.Title, m.Byline, m.Site, m.Description)
	}
	return parts
}

// dataToken reports whether a word carries data rather than language: it
// holds a digit or one of @ / . _ = : (emails, URLs, codes, keys, amounts).
func dataToken(t string) bool {
	if len(t) < minTokenLen {
		return false
	}
	return strings.ContainsAny(t, "0123456789@/_=:") || strings.Contains(strings.Trim(t, "."), ".")
}

// untrustedText reports whether free text (a search query, typed text) is
// page-sourced: the whole value, or any data-like token in it, appears in
// the page but not in the goal. Plain words are free: a query "pixel 9
// reviews" on a review page is the user's topic, not an injection.
func untrustedText(text string, page, goal corpus) (string, bool) {
	if n := norm(text); len(n) >= minWholeMatch && page.has(n) && !goal.has(n) {
		return text, true
	}
	for _, t := range strings.Fields(strings.ToLower(text)) {
		t = strings.Trim(t, `.,;:!?"'()[]{}<>`)
		if dataToken(t) && page.has(t) && !goal.has(t) {
			return t, true
		}
	}
	return "", false
}

// untrustedURL reports whether a URL the model wants to open came from the
// page rather than the user: its host+path, a long path, or a query value
// appears in the page while the user never wrote the URL. A URL the user
// typed in the goal (or, for a bare site, its host) is trusted. self is the
// host of the page itself: every page names its own site, so its root is not
// evidence of a plant.
func untrustedURL(raw, self string, page, goal corpus) (string, bool) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Host == "" {
		return raw, page.has(raw)
	}
	host := strings.ToLower(u.Host)
	path := strings.TrimSuffix(u.EscapedPath(), "/")
	hostPath := host + path
	pathDec, _ := url.PathUnescape(path)
	userHost := path == "" && goal.has(strings.TrimPrefix(host, "www."))
	if !userHost && !goal.has(hostPath) && !goal.has(host+pathDec) {
		selfRoot := path == "" && host == self
		if !selfRoot && (page.has(hostPath) || page.has(host+pathDec)) {
			return hostPath, true
		}
		if len(path) >= minPathLen && page.has(path) && !goal.has(path) {
			return path, true
		}
	}
	// Query values are checked even on a URL the user named: a planted
	// secret rides out in "?q=" of a trusted site just as well.
	q := u.Query()
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	sort.Strings(keys) // deterministic detail text
	for _, k := range keys {
		for _, v := range q[k] {
			if len(v) >= minTokenLen && page.has(v) && !goal.has(v) {
				return v, true
			}
		}
	}
	return "", false
}
