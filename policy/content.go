package policy

import (
	"net/url"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/secretshape"
	"github.com/laikabrowser/laika/origin"
)

// ObservationText is every page-authored string of an observation, one per
// line: what the run's ledger records for a page.
func ObservationText(o *laika.Observation) string {
	return strings.Join(observationParts(o), "\n")
}

// RedactURLForDetail is a URL reduced to origin and path, for details and
// ledger sources: a query may carry anything.
func RedactURLForDetail(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return "a page"
	}
	return originOf(raw) + u.EscapedPath()
}

func originHost(h string) (string, error) { return origin.Host(h) }

// sensitiveText names personal data or a token-shaped secret in text to be
// typed into a page, or "".
func sensitiveText(text string) string {
	if kind := personalData(text); kind != "" {
		return kind
	}
	return tokenShape(text)
}

// tokenShape names a token-shaped secret in s ("GitHub token", "JWT"), or "".
func tokenShape(s string) string { return secretshape.Kind(s) }

// commitPhrase returns the word in label that commits money or data, or
// deletes, or (strict: for buttons, not links) touches the account.
func commitPhrase(label string, strict bool) string {
	ws := words(fold(label))
	if p, ok := hasPhrase(ws, commitWords); ok {
		return p
	}
	if v, ok := hasPhrase(ws, commitVerbs); ok {
		if o, ok := hasPhrase(ws, commitObjects); ok {
			return v + " " + o
		}
	}
	for _, list := range [][]string{moneyWords, destructiveWords} {
		if p, ok := phraseIn(label, list); ok {
			return p
		}
	}
	if strict {
		if p, ok := phraseIn(label, accountWords); ok {
			return p
		}
	}
	for _, ic := range commitIcons {
		if strings.Contains(label, ic) {
			return ic
		}
	}
	return ""
}

// hrefActionWords are path words that name an action on their own.
var hrefActionWords = []string{"logout", "log out", "signout", "sign out", "sign off", "abmelden", "deconnexion", "déconnexion",
	"unsubscribe", "cancel", "accept", "approve", "authorize", "authorise", "grant", "revoke", "confirm", "destroy", "leave",
	"transfer", "close", "purge", "execute", "submit", "commit", "process", "finalize", "finalise", "complete", "send",
	"ausführen", "bestätigen", "valider", "confirmer", "ejecutar", "confirmar"}

// hrefCommit returns the commit or destructive word in a link's path or
// query ("/repos/1/destroy", "?action=delete", "/logout"), or "". A link's
// label may say nothing ("Yes", an icon) while its address says what a GET
// to it does on a site that changes state on GET.
func hrefCommit(href string) string {
	u, err := url.Parse(strings.TrimSpace(href))
	if err != nil {
		return ""
	}
	// The path, and the values of parameters that name an action; not a
	// search query, which holds the user's words ("?q=buy+headphones").
	text := u.Path
	for k, vs := range u.Query() {
		switch strings.ToLower(k) {
		case "action", "do", "op", "cmd", "method", "_method", "task", "mode":
			text += " " + strings.Join(vs, " ")
		}
	}
	ws := words(text)
	if p, ok := hasPhrase(ws, hrefActionWords); ok {
		return p
	}
	for _, list := range [][]string{moneyWords, destructiveWords} {
		if p, ok := hasPhrase(ws, prepared(list).folded); ok {
			return p
		}
	}
	return ""
}

// checkHostFetch: collection.add_sources, source.capture and source.refresh
// make the host fetch URLs. That is egress, so it asks unless every URL is
// one the user gave (typed in the request, selected, or part of a collect
// action they started). The preview names exactly what will be requested.
func (g *gate) checkHostFetch() (Result, bool) {
	var urls []string
	switch g.name {
	case "source.capture":
		urls = []string{g.str("url")}
	case "collection.add_sources":
		if srcs, ok := g.args["sources"].([]any); ok {
			for _, x := range srcs {
				m, _ := x.(map[string]any)
				if u, ok := m["url"].(string); ok && u != "" {
					urls = append(urls, u)
				}
			}
		}
	case "source.refresh":
		urls = g.in.HostFetchURLs
		if len(urls) == 0 {
			return g.result(laika.Ask, ReasonHostFetch, "Laika cannot tell which address refreshing this source fetches, so you decide."), true
		}
	default:
		return Result{}, false
	}
	if len(urls) == 0 {
		return g.result(laika.Allow, ReasonLocalOnly, "This changes only your local Laika data; nothing leaves the machine."), true
	}
	for _, u := range urls {
		if !g.userURL(u) {
			return g.result(laika.Ask, ReasonHostFetch, "The host would fetch addresses you did not give it yourself (the model chose them); you approve exactly what is requested."), true
		}
	}
	return g.result(laika.Allow, ReasonLocalOnly, "You gave these addresses yourself; the host fetches them without your cookies."), true
}

// userURL: u is one of the user's URLs (same canonical origin, path and
// query), or the user wrote it in their request.
func (g *gate) userURL(u string) bool {
	want := canonicalURL(u)
	if want == "" {
		return false
	}
	for _, x := range g.in.UserURLs {
		if canonicalURL(x) == want {
			return true
		}
	}
	for _, t := range append([]string{g.in.Goal}, g.in.UserTurns...) {
		for _, f := range strings.Fields(t) {
			f = strings.Trim(f, `.,;:!?"'()<>[]`)
			if !strings.Contains(f, "://") {
				f = "https://" + f // "docs.example/a": the user named the site
			}
			if canonicalURL(f) == want {
				return true
			}
		}
	}
	return false
}

// canonicalURL is a sanitized URL with its canonical origin and no
// fragment, for comparing "the same address".
func canonicalURL(raw string) string {
	s, err := SanitizeURL(raw)
	if err != nil {
		return ""
	}
	u, err := url.Parse(s)
	if err != nil {
		return ""
	}
	u.Fragment, u.RawFragment = "", ""
	p := u.EscapedPath()
	if p == "" {
		p = "/"
	}
	q := ""
	if u.RawQuery != "" {
		q = "?" + u.RawQuery
	}
	return originOf(s) + p + q
}
