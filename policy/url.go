package policy

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/laikabrowser/laika"
)

// credentialParams are query/fragment parameter names (lower case) that carry
// secrets. A name also counts when one of its parts split on "-", "_" or "."
// is in credentialParts ("x-amz-security-token", "user_password").
var credentialParams = map[string]bool{
	"key": true, "apikey": true, "api_key": true, "access_token": true, "id_token": true,
	"refresh_token": true, "token": true, "auth": true, "authorization": true, "password": true,
	"passwd": true, "pwd": true, "pass": true, "secret": true, "client_secret": true,
	"session": true, "sessionid": true, "sid": true, "jsessionid": true, "phpsessid": true,
	"sig": true, "signature": true, "code": true, "otp": true, "pin": true, "credential": true,
	"x-amz-credential": true, "x-amz-signature": true, "x-amz-security-token": true,
	"private_token": true, "ticket": true,
}

var credentialParts = map[string]bool{
	"token": true, "secret": true, "password": true, "passwd": true, "apikey": true,
	"session": true, "sessid": true, "auth": true, "credential": true, "credentials": true,
	"signature": true, "otp": true,
}

func isCredentialParam(name string) bool {
	n := strings.ToLower(name)
	if credentialParams[n] {
		return true
	}
	for _, p := range strings.FieldsFunc(n, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		if credentialParts[p] {
			return true
		}
	}
	return false
}

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
	u.Host = strings.ToLower(u.Host)
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

// origin is scheme://host[:port] in lower case, or "" when raw is not an
// absolute http(s) URL.
func origin(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https" && u.Scheme != "HTTP" && u.Scheme != "HTTPS") || u.Host == "" {
		return ""
	}
	return strings.ToLower(u.Scheme) + "://" + strings.ToLower(u.Host)
}

// matchOrigin reports whether origin o (scheme://host[:port]) matches a
// settings entry. Entries are a full origin ("https://example.com": exact),
// a bare host ("example.com": either scheme, any port; with subdomains when
// wide is set) or a wildcard ("*.example.com": the host and its subdomains).
// Blocked origins match wide, so blocking "bank.example" covers
// "www.bank.example"; autodrive origins match narrow: allowing errs small.
func matchOrigin(entry, o string, wide bool) bool {
	if o == "" {
		return false
	}
	e := strings.TrimSuffix(strings.ToLower(strings.TrimSpace(entry)), "/")
	if e == "" {
		return false
	}
	if strings.Contains(e, "://") {
		return e == o
	}
	host := o[strings.Index(o, "://")+3:]
	if h, _, ok := strings.Cut(host, ":"); ok {
		host = h
	}
	if strings.HasPrefix(e, "*.") {
		base := e[2:]
		return host == base || strings.HasSuffix(host, "."+base)
	}
	if host == e {
		return true
	}
	return wide && strings.HasSuffix(host, "."+e)
}

func matchAny(entries []string, o string, wide bool) bool {
	for _, e := range entries {
		if matchOrigin(e, o, wide) {
			return true
		}
	}
	return false
}

// hostOf is the host of an origin, for previews.
func hostOf(o string) string {
	if i := strings.Index(o, "://"); i >= 0 {
		return o[i+3:]
	}
	return o
}
