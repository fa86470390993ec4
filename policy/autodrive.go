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

// urlFromUser reports whether every free part of a URL is the user's: the
// user wrote the URL, or the host is one the user named, the page's own, or
// an exact (non-wildcard) autodrive host, on the page's port or one the
// user wrote, and the path, query and fragment are made of the user's words
// (URL separators allowed between them). It returns the part that is not.
func (u userWords) urlFromUser(raw, pageURL string, autodrive []string) (string, bool) {
	p, err := url.Parse(raw)
	if err != nil {
		return raw, false
	}
	host, _ := origin.Host(p.Hostname())
	if p.RawQuery == "" && p.Fragment == "" && u.wroteURL(p, host) {
		return "", true // the user wrote this URL
	}
	pageHost := ""
	if po, err := origin.Parse(pageURL); err == nil {
		pageHost = po.Host
		if o, err := origin.Parse(raw); err == nil && o.Host == pageHost && o.EffectivePort() != po.EffectivePort() && !strings.Contains(u.text, ":"+p.Port()) {
			return ":" + p.Port(), false // a port is 16 bits a page can pick
		}
	}
	if p.Port() != "" && pageHost != host && !strings.Contains(u.text, ":"+p.Port()) {
		return ":" + p.Port(), false
	}
	if !u.hostNamed(host, pageHost, autodrive) {
		return host, false
	}
	dec, err := url.PathUnescape(p.EscapedPath())
	if err != nil {
		return p.EscapedPath(), false
	}
	for _, part := range []string{strings.Trim(dec, "/"), p.RawQuery, p.Fragment} {
		if d, err := url.QueryUnescape(part); err == nil {
			part = d
		} else {
			return clip(part, 80), false
		}
		if !u.madeOfUserWords(part, urlSeps) {
			return clip(part, 80), false
		}
	}
	return "", true
}

// wroteURL: one of the user's words, read as a URL, names this host (or
// its site without "www.") and this path.
func (u userWords) wroteURL(p *url.URL, host string) bool {
	path := strings.TrimSuffix(p.Path, "/")
	for _, f := range strings.Fields(u.raw) {
		f = strings.Trim(f, `.,;:!?"'()<>[]`)
		if !strings.Contains(f, "://") {
			f = "https://" + f
		}
		w, err := url.Parse(f)
		if err != nil || w.RawQuery != "" {
			continue
		}
		wh, err := origin.Host(w.Hostname())
		if err != nil || (wh != host && "www."+wh != host) || w.Port() != p.Port() {
			continue
		}
		if strings.TrimSuffix(w.Path, "/") == path {
			return true
		}
	}
	return false
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
//
// Every field it reads may be missing (an older content script) or
// garbage; each test below only ever grants on a value it recognises, so a
// missing or unknown field asks.
func clickEffect(e laika.Element, pageURL string) (effect, why string) {
	// Role and tag come from the page's markup (case-insensitive in HTML);
	// the semantics fields come from semantics.js in lower case and are
	// compared exactly, so a value it would never write grants nothing.
	role, tag := strings.ToLower(strings.TrimSpace(e.Role)), strings.ToLower(strings.TrimSpace(e.Tag))
	bt := e.ButtonType
	submit := bt == "submit" || strings.EqualFold(e.InputType, "submit") || strings.EqualFold(e.InputType, "image")
	if submit {
		// A site search (GET, same site, no money or dialog around it) is
		// navigation: what it sends was typed under the same allowlist.
		if e.InSearch && e.FormMethod == "get" && e.Dialog == "" && quietContext(e) &&
			e.FormAction != "" && sameSiteLink(e.FormAction, pageURL) && !e.Confirm {
			return "navigation", ""
		}
		return "", "it submits a form"
	}
	if e.Confirm {
		return "", "the page asks for confirmation before it acts"
	}
	if e.Dialog != "" && !quietContext(e) {
		return "", "it sits in a dialog about money, an account or deleting something"
	}
	// A native button (or input) declares its type; without the content
	// script's word that it is type=button, it may submit its form.
	native := tag == "button" || tag == "input"
	declaredButton := bt == "button" || (tag == "input" && e.InputType == "button")
	if native && !declaredButton {
		if e.InForm || bt != "reset" {
			return "", "it may submit a form"
		}
		return "", "its effect is not known to be navigation or disclosure"
	}
	if e.Href != "" && (tag == "a" || tag == "area" || tag == "" && role == "link") && (role == "" || role == "link") {
		if e.Method != "" && e.Method != "get" {
			return "", "the page sends the link as a " + strings.ToUpper(e.Method) + " request, which changes something"
		}
		if sameDocument(e.Href, pageURL) {
			return "", "the link stays on this page, so a script decides what it does"
		}
		if sameSiteLink(e.Href, pageURL) {
			return "navigation", ""
		}
		return "", "the link leaves the site or does not lead to a page"
	}
	if e.Href != "" {
		return "", "it is a link acting as a " + clip(role, 20)
	}
	if !plainTag(tag) {
		return "", "its effect is not known to be navigation or disclosure"
	}
	if role == "tab" && !e.InForm {
		return "disclosure", ""
	}
	switch e.Expanded {
	case "true", "false":
		if !e.InForm || !native {
			return "disclosure", ""
		}
	case "details":
		if tag == "summary" {
			return "disclosure", ""
		}
	}
	buttonish := tag == "button" || role == "button" || (tag == "input" && e.InputType == "button")
	if buttonish && bt == "button" && e.Dialog == "" && quietContext(e) && (!e.InForm || e.FormMethod == "get") {
		if paginationLabel(e.Label) || isPageNumber(e.Label) {
			return "navigation", ""
		}
	}
	if e.InForm && buttonish {
		return "", "it may submit a form"
	}
	return "", "its effect is not known to be navigation or disclosure"
}

// plainTag: a tag that does nothing on its own when clicked (a container,
// text, a <summary>, a custom element), so its role or aria-expanded says
// what it is. A missing or unknown tag is not known to be one.
func plainTag(tag string) bool {
	switch tag {
	case "div", "span", "li", "summary", "p", "td", "th", "tr", "img", "svg", "label", "section", "article",
		"header", "nav", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "i", "b", "strong", "em", "button", "input", "a":
		return true
	}
	return strings.Contains(tag, "-") && strings.Trim(tag, "abcdefghijklmnopqrstuvwxyz0123456789-") == "" // custom element
}

// quietContext: nothing around the control (its dialog or form) speaks of
// money, an account or deleting something.
func quietContext(e laika.Element) bool {
	if len(e.ContextSignals) > 0 || moneyContext(e.Context) != "" {
		return false
	}
	_, destructive := phraseIn(e.Context, destructiveWords)
	return !destructive
}

// sameDocument: href resolves to the page itself, at most with another
// fragment ("#", "#!", "#top"): the click runs a script or jumps within
// the page, and which of the two is not known.
func sameDocument(href, pageURL string) bool {
	h, err := url.Parse(strings.TrimSpace(href))
	if err != nil {
		return false
	}
	base, err := url.Parse(pageURL)
	if err != nil {
		return false
	}
	h = base.ResolveReference(h)
	h.Fragment, h.RawFragment = "", ""
	b := *base
	b.Fragment, b.RawFragment = "", ""
	return h.String() == b.String()
}

// paginationLabel: the label says only "next", "more", "page 2", "»" and
// the like. "Weiter zur Zahlung" (on to payment) is more than paging.
func paginationLabel(label string) bool {
	ws := words(fold(label))
	if len(ws) == 0 {
		l := strings.TrimSpace(label)
		for _, p := range paginationWords {
			if l == p {
				return true
			}
		}
		return false
	}
	if len(ws) > 4 {
		return false
	}
	for _, w := range ws {
		if !paginationWordSet[w] && !isPageNumber(w) {
			return false
		}
	}
	return true
}

var paginationWordSet = func() map[string]bool {
	m := map[string]bool{"to": true, "the": true, "zur": true, "la": true, "de": true, "results": true, "items": true, "ergebnisse": true, "résultats": true, "resultados": true}
	for _, p := range paginationWords {
		for _, w := range words(fold(p)) {
			m[w] = true
		}
	}
	return m
}()

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

// selectIsNavigation: choosing an option only sorts, filters, pages or
// switches the view of what is shown. Settings pages save a select as soon
// as it changes ("Auto-renew: Off", "Visibility: Public"), so a select is
// navigation only when that is recognised: its name or label is a sort,
// filter, page-size, language or version control, it is a filter in the
// site's search form (GET, same-site action), or every option is an
// address on the site (a jump menu). It must also be outside any
// form or in a GET form, not in a dialog, with nothing about money, an
// account or deleting around it, and the value one of its options.
func selectIsNavigation(e laika.Element, value, pageURL string) bool {
	if e.InForm && e.FormMethod != "get" {
		return false
	}
	if e.Dialog != "" || !quietContext(e) || e.Confirm {
		return false
	}
	if !isOption(e, value) {
		return false
	}
	if _, ok := phraseIn(e.Label+" "+e.Name, navSelectWords); ok {
		return true
	}
	if e.InSearch && e.FormMethod == "get" && e.FormAction != "" && sameSiteLink(e.FormAction, pageURL) {
		return true // a filter of the site's search: it only changes the query
	}
	for _, o := range e.Options {
		if o.Value != "" && !(strings.Contains(o.Value, "/") && sameSiteLink(o.Value, pageURL) && hrefCommit(o.Value) == "") {
			return false
		}
	}
	return len(e.Options) > 0 // a jump menu: every option is a page of the site
}

// isOption: value is one of the select's options, by value or label.
func isOption(e laika.Element, value string) bool {
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
