package policy

import (
	"net/url"
	"strings"
	"unicode"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/origin"
	"golang.org/x/net/publicsuffix"
)

// The autodrive allowlist. Autodrive allows what is known to be safe and
// asks about everything else:
//
//   - free text that leaves or changes state (typed text, search queries,
//     URL paths, queries, fragments and new subdomains, select values that
//     are not plain navigation) only when it is the user's own words;
//   - clicks only when their effect is navigation or disclosure: a
//     same-site link, pagination, a tab, an aria-expanded/<summary> toggle.
//
// Because text must come from the user, a page cannot smuggle a secret out
// by spacing, reversing or encoding it: none of those are the user's words.

// userWords is the user's own text for a run (goal and later turns),
// folded for comparison.
type userWords struct {
	skeleton string
	words    map[string]bool
	text     string // folded, for URL and host look-ups
}

func newUserWords(texts ...string) userWords {
	u := userWords{words: map[string]bool{}}
	var all []string
	for _, t := range texts {
		if strings.TrimSpace(t) != "" {
			all = append(all, t)
		}
	}
	joined := strings.Join(all, "\n")
	u.text = fold(joined)
	u.skeleton = Skeleton(joined)
	for _, w := range tokens(joined) {
		u.words[w] = true
	}
	return u
}

// tokens splits folded text into runs of letters and digits.
func tokens(s string) []string {
	return strings.FieldsFunc(fold(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// has reports whether a skeleton is part of the user's words.
func (u userWords) has(sk string) bool { return sk != "" && strings.Contains(u.skeleton, sk) }

// glue are short function words a model adds when it rephrases the user's
// request into a query ("headphones for running"); they carry no data.
var glue = map[string]bool{"a": true, "an": true, "the": true, "of": true, "in": true, "on": true, "for": true,
	"to": true, "and": true, "or": true, "with": true, "by": true, "at": true, "from": true, "about": true,
	"de": true, "la": true, "le": true, "les": true, "des": true, "du": true, "et": true, "el": true, "los": true,
	"las": true, "y": true, "en": true, "der": true, "die": true, "das": true, "und": true, "mit": true, "für": true,
	"von": true, "im": true}

// fromUser reports whether free text is the user's own words: the whole
// text occurs in what the user wrote, or every word of it does (numbers
// and anything with a digit exactly; longer plain words also as a
// different form of a user's word, "headphone" for "headphones").
func (u userWords) fromUser(text string) bool {
	sk := Skeleton(text)
	if sk == "" {
		return true
	}
	if u.has(sk) {
		return true
	}
	for _, t := range tokens(text) {
		if u.words[t] || glue[t] {
			continue
		}
		if hasDigit(t) || len([]rune(t)) < 4 || !u.similar(t) {
			return false
		}
	}
	return true
}

// similar: t shares all but its last two letters with one of the user's
// words of 4+ letters (plural, case ending), and neither is much longer.
func (u userWords) similar(t string) bool {
	tr := []rune(t)
	for w := range u.words {
		wr := []rune(w)
		if len(wr) < 4 || hasDigit(w) {
			continue
		}
		n := 0
		for n < len(tr) && n < len(wr) && tr[n] == wr[n] {
			n++
		}
		if n >= 4 && n >= len(tr)-2 && n >= len(wr)-2 {
			return true
		}
	}
	return false
}

// urlFromUser reports whether every free part of a URL is the user's: the
// user wrote the URL (host and path), or the host is one the user named,
// the page's own, or an exact (non-wildcard) autodrive host, and the path,
// query and fragment words are the user's words. It returns the part that
// is not.
func (u userWords) urlFromUser(raw, pageHost string, autodrive []string) (string, bool) {
	p, err := url.Parse(raw)
	if err != nil {
		return raw, false
	}
	host, _ := origin.Host(p.Hostname())
	path := strings.TrimSuffix(p.EscapedPath(), "/")
	if u.has(Skeleton(host+p.Path)) && strings.Contains(u.text, fold(strings.TrimPrefix(host, "www."))) && p.RawQuery == "" && p.Fragment == "" {
		return "", true // the user wrote this URL
	}
	if !u.hostNamed(host, pageHost, autodrive) {
		return host, false
	}
	dec, _ := url.PathUnescape(path)
	for _, part := range []string{dec, p.RawQuery, p.Fragment} {
		if d, err := url.QueryUnescape(part); err == nil {
			part = d
		}
		if !u.fromUser(part) {
			return clip(part, 80), false
		}
	}
	return "", true
}

// hostNamed: the user named the host (or its site without "www."), it is
// the page's own host, or an autodrive entry names exactly this host. A
// new subdomain under a wildcard rule is free text and is not named.
func (u userWords) hostNamed(host, pageHost string, autodrive []string) bool {
	if host == "" {
		return false
	}
	if host == pageHost {
		return true
	}
	if containsHost(u.text, strings.TrimPrefix(host, "www.")) {
		return true
	}
	for _, e := range autodrive {
		if r, err := origin.ParseRule(e); err == nil && !r.Wildcard && r.Host == host {
			return true
		}
	}
	return false
}

// clickEffect says what a click on e does when that is known to be safe:
// "navigation" (a same-site link, pagination) or "disclosure" (a tab, an
// expand/collapse toggle). "" means the effect is not known to be safe, and
// why says what it is instead.
func clickEffect(e laika.Element, pageURL string) (effect, why string) {
	role, tag := strings.ToLower(e.Role), strings.ToLower(e.Tag)
	submit := strings.EqualFold(e.ButtonType, "submit") || strings.EqualFold(e.InputType, "submit") || strings.EqualFold(e.InputType, "image")
	if submit {
		// A site search (GET, same site, no money or dialog around it) is
		// navigation: what it sends was typed under the same allowlist.
		if e.InSearch && strings.EqualFold(e.FormMethod, "get") && e.Dialog == "" && len(e.ContextSignals) == 0 &&
			e.FormAction != "" && sameSiteLink(e.FormAction, pageURL) {
			return "navigation", ""
		}
		return "", "it submits a form"
	}
	if e.Dialog != "" && (len(e.ContextSignals) > 0 || moneyContext(e.Context) != "") {
		return "", "it sits in a dialog about money, an account or deleting something"
	}
	if e.Href != "" && (tag == "a" || role == "link" || tag == "area") {
		if sameSiteLink(e.Href, pageURL) {
			return "navigation", ""
		}
		return "", "the link leaves the site or does not lead to a page"
	}
	if role == "tab" {
		return "disclosure", ""
	}
	if e.Expanded != "" {
		return "disclosure", ""
	}
	buttonish := tag == "button" || role == "button" || (tag == "input" && (strings.EqualFold(e.InputType, "button")))
	if buttonish && strings.EqualFold(e.ButtonType, "button") {
		if _, ok := phraseIn(e.Label, paginationWords); ok || strings.Contains(e.Rel, "next") || strings.Contains(e.Rel, "prev") || isPageNumber(e.Label) {
			return "navigation", ""
		}
	}
	if e.InForm && e.ButtonType == "" && buttonish {
		return "", "it may submit a form"
	}
	return "", "its effect is not known to be navigation or disclosure"
}

// isPageNumber: a label that is just a page number ("2", "Page 3").
func isPageNumber(label string) bool {
	ts := tokens(label)
	if len(ts) == 0 || len(ts) > 2 {
		return false
	}
	last := ts[len(ts)-1]
	for _, r := range last {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return len(last) <= 4
}

// sameSiteLink: href resolves against the page to an http(s) URL on the
// same site (registrable domain) as the page.
func sameSiteLink(href, pageURL string) bool {
	h, err := url.Parse(strings.TrimSpace(href))
	if err != nil {
		return false
	}
	if base, err := url.Parse(pageURL); err == nil {
		h = base.ResolveReference(h)
	}
	to, err1 := origin.Parse(h.String())
	from, err2 := origin.Parse(pageURL)
	if err1 != nil || err2 != nil {
		return false
	}
	return site(to.Host) == site(from.Host)
}

// site is the registrable domain (eTLD+1) of a canonical host; an IP or a
// single-label host is its own site.
func site(host string) string {
	if s, err := publicsuffix.EffectiveTLDPlusOne(host); err == nil {
		return s
	}
	return host
}

// selectIsNavigation: choosing an option only filters, sorts or pages what
// is shown: the select is outside any form or in a GET form, not in a
// dialog, with no money, account or destructive context, and the value is
// one of its reported options.
func selectIsNavigation(e laika.Element, value string) bool {
	if e.InForm && !strings.EqualFold(e.FormMethod, "get") {
		return false
	}
	if e.Dialog != "" || len(e.ContextSignals) > 0 || moneyContext(e.Context) != "" {
		return false
	}
	for _, o := range e.Options {
		if o.Value == value || strings.EqualFold(strings.TrimSpace(o.Label), strings.TrimSpace(value)) {
			return true
		}
	}
	return false
}

// optionLabel is the label of the option value names, or value itself.
func optionLabel(e laika.Element, value string) string {
	for _, o := range e.Options {
		if o.Value == value {
			return o.Label + " " + o.Value
		}
	}
	return value
}

// containsHost reports whether the user's text names host as a whole name:
// "docs.example" names "docs.example", not "s.example" or "cs.example".
func containsHost(text, host string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], host)
		if j < 0 {
			return false
		}
		at := i + j
		end := at + len(host)
		before := at == 0 || !hostChar(rune(text[at-1]))
		after := end == len(text) || !hostChar(rune(text[end])) || text[end] == '.' && (end+1 == len(text) || !hostChar(rune(text[end+1])))
		if before && after {
			return true
		}
		i = at + 1
	}
}

// hostChar: a character that continues a host name to the left or right.
func hostChar(r rune) bool {
	return r == '.' || r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || r >= 0x80
}
