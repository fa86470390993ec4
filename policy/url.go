package policy

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/origin"
)

func isCredentialParam(name string) bool { return origin.IsSecretParam(name) }

// SanitizeURL returns raw as an absolute http(s) URL with userinfo
// ("user:pass@") and credential-like query and fragment parameters removed.
// Other parameters keep their order and encoding. Any other scheme
// (javascript:, data:, file:, blob:, chrome:, chrome-extension:, about:,
// view-source:, ...) or a URL without a host returns an *laika.Error with
// code invalid_url.
func SanitizeURL(raw string) (string, error) {
	s := strings.TrimSpace(raw)
	if s == "" {
		return "", laika.Errorf(laika.CodeInvalidURL, "empty URL")
	}
	if strings.ContainsAny(s, "\x00\r\n\t") {
		return "", laika.Errorf(laika.CodeInvalidURL, "URL contains control characters")
	}
	if strings.Contains(s, "\\") {
		// Browsers read "\" as "/" in http(s) URLs and Go does not: the two
		// would disagree about the host.
		return "", laika.Errorf(laika.CodeInvalidURL, "URL contains a backslash")
	}
	u, err := url.Parse(s)
	if err != nil {
		return "", laika.Errorf(laika.CodeInvalidURL, "not a URL: %v", err)
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https":
	case "":
		return "", laika.Errorf(laika.CodeInvalidURL, "URL must start with http:// or https://")
	default:
		return "", laika.Errorf(laika.CodeInvalidURL, "only http and https URLs are allowed, not %s:", strings.ToLower(u.Scheme))
	}
	if u.Host == "" || u.Hostname() == "" || u.Opaque != "" {
		return "", laika.Errorf(laika.CodeInvalidURL, "URL has no host")
	}
	if p := u.Port(); p != "" {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return "", laika.Errorf(laika.CodeInvalidURL, "port %s is out of range", p)
		}
	}
	u.Scheme = strings.ToLower(u.Scheme)
	o, err := origin.Parse(u.Scheme + "://" + u.Host)
	if err != nil {
		return "", err
	}
	// The host the browser will visit, spelled once (IDNA, IPv4 forms,
	// trailing dot, default port): what the preview shows is what runs.
	u.Host = strings.TrimPrefix(o.String(), o.Scheme+"://")
	u.User = nil
	u.RawQuery = stripParams(u.RawQuery)
	u.ForceQuery = false
	if u.Fragment != "" && strings.Contains(u.Fragment, "=") {
		// OAuth implicit flows put tokens in the fragment ("#access_token=").
		frag := stripParams(u.EscapedFragment())
		u.Fragment, _ = url.PathUnescape(frag)
		u.RawFragment = frag
	}
	return u.String(), nil
}

// stripParams drops credential-like pairs from an encoded a=b&c=d string.
func stripParams(q string) string {
	if q == "" {
		return ""
	}
	var keep []string
	for _, pair := range strings.Split(q, "&") {
		name, _, _ := strings.Cut(pair, "=")
		if dec, err := url.QueryUnescape(name); err == nil {
			name = dec
		}
		if isCredentialParam(name) {
			continue
		}
		keep = append(keep, pair)
	}
	return strings.Join(keep, "&")
}

// originOf is the canonical origin (origin.Of) of raw, or "".
func originOf(raw string) string { return origin.Of(raw) }

// matchAny reports whether origin o matches one of the user's entries
// (origin.MatchAny): blocked lists match wide (a bare host covers its
// subdomains), autodrive lists narrow.
func matchAny(entries []string, o string, wide bool) bool { return origin.MatchAny(entries, o, wide) }

// hostOf is the host of an origin, for previews.
func hostOf(o string) string {
	if i := strings.Index(o, "://"); i >= 0 {
		return o[i+3:]
	}
	return o
}
