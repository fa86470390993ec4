package store

import (
	"bytes"
	"encoding/json"
	"net/url"
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/internal/secretshape"
	"github.com/laikabrowser/laika/origin"
)

// Redacted replaces a secret value.
const Redacted = "REDACTED"

// sensitiveParam reports whether a URL query parameter name carries a
// secret: the one list in package origin (origin.IsSecretParam).
func sensitiveParam(name string) bool { return origin.IsSecretParam(name) }

func normName(name string) string { return origin.NormParam(name) }

// sensitiveField reports whether a JSON object key carries a secret. It is
// narrower than sensitiveParam: "key" and "code" are ordinary tool
// arguments ("press Enter", a code snippet) in JSON.
func sensitiveField(name string) bool {
	n := normName(name)
	switch n {
	case "key", "code", "sig", "sid", "state", "pin", "pass", "nonce", "ticket", "ak", "sk":
		return false
	}
	return sensitiveParam(name)
}

// RedactURL returns raw without userinfo and with the values of
// credential-like query parameters (in the query and in a query-shaped
// fragment, where OAuth implicit flows put access_token) replaced by
// REDACTED. Parameter names match case-insensitively, ignoring "-", "_"
// and "."; the list is in sensitiveParams. A string that does not parse as
// an absolute URL is returned with anything after "?" or "#" dropped, so
// a malformed URL never leaks its query.
func RedactURL(raw string) string {
	if raw == "" {
		return ""
	}
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Scheme == "" {
		if i := strings.IndexAny(raw, "?#"); i >= 0 {
			raw = raw[:i]
		}
		if i := strings.Index(raw, "@"); i >= 0 && !strings.Contains(raw[:i], "/") {
			raw = raw[i+1:] // "user:pw@host/path" without a scheme
		}
		return raw
	}
	if u.Opaque != "" && u.Scheme != "mailto" {
		// "user:pw@host/path" parses as scheme "user", opaque "pw@host/path".
		at, slash := strings.Index(u.Opaque, "@"), strings.Index(u.Opaque, "/")
		if at >= 0 && (slash < 0 || at < slash) {
			rest := u.Opaque[at+1:]
			if u.RawQuery != "" {
				rest += "?" + redactQuery(u.RawQuery)
			}
			return rest
		}
	}
	u.User = nil
	if u.RawQuery != "" {
		u.RawQuery = redactQuery(u.RawQuery)
	}
	if strings.Contains(u.Fragment, "=") {
		u.RawFragment = ""
		u.Fragment = redactQuery(u.Fragment)
	}
	return u.String()
}

// redactQuery rewrites the sensitive values in a raw query string, keeping
// the order and encoding of everything else.
func redactQuery(q string) string {
	parts := strings.FieldsFunc(q, func(r rune) bool { return r == '&' || r == ';' })
	for i, p := range parts {
		k, _, hasV := strings.Cut(p, "=")
		name, err := url.QueryUnescape(k)
		if err != nil {
			name = k
		}
		if sensitiveParam(name) {
			if hasV {
				parts[i] = k + "=" + Redacted
			}
		}
	}
	return strings.Join(parts, "&")
}

var (
	urlInText    = lazyregexp.New(`(?i)\b[a-z][a-z0-9+.-]*://[^\s"'<>()\[\]{}]+`)
	bearerInText = lazyregexp.New(`(?i)\b(bearer)\s+[a-z0-9._~+/=-]{8,}`)
	cookieLine   = lazyregexp.New(`(?im)^(\s*(?:set-)?cookie\s*:).*$`)
	authLine     = lazyregexp.New(`(?im)^(\s*(?:proxy-)?authorization\s*:).*$`)
)

// RedactText redacts secrets inside free text: every URL in it goes through
// RedactURL, "Bearer <token>" loses the token, Cookie, Set-Cookie and
// Authorization header lines lose their values, token-shaped runs and the
// "text"/"value" a model output proposes to type become a digest and mask
// (internal/secretshape).
func RedactText(s string) string {
	if s == "" {
		return s
	}
	s = urlInText.ReplaceAllStringFunc(s, func(m string) string {
		// Sentence punctuation after a URL is not part of it.
		trimmed := strings.TrimRight(m, ".,;:!?")
		return RedactURL(trimmed) + m[len(trimmed):]
	})
	s = bearerInText.ReplaceAllString(s, "$1 "+Redacted)
	s = cookieLine.ReplaceAllString(s, "$1 "+Redacted)
	s = authLine.ReplaceAllString(s, "$1 "+Redacted)
	// Token-shaped values (ghp_…, sk-…, JWTs, long hex/base64) by shape, and
	// what a model's raw output proposes to type: digest and mask only.
	return secretshape.RedactTypedText(s)
}

// RedactJSON returns raw with secret-looking object fields replaced by
// REDACTED and every string value passed through RedactText. Invalid JSON
// comes back as a JSON string of its redacted text, so nothing is lost
// and nothing unredacted is stored.
func RedactJSON(raw []byte) json.RawMessage {
	if len(bytes.TrimSpace(raw)) == 0 {
		return json.RawMessage("null")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil || dec.More() {
		b, _ := json.Marshal(RedactText(string(raw)))
		return b
	}
	b, err := marshalCanonical(redactValue(v))
	if err != nil {
		b, _ = json.Marshal(Redacted)
	}
	return b
}

func redactValue(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, val := range x {
			if sensitiveField(k) {
				if val != nil && val != "" {
					x[k] = Redacted
				}
				continue
			}
			x[k] = redactValue(val)
		}
		return x
	case []any:
		for i := range x {
			x[i] = redactValue(x[i])
		}
		return x
	case string:
		return RedactText(x)
	}
	return v
}

// marshalCanonical encodes v as compact JSON with sorted object keys and no
// HTML escaping, so equal values always give equal bytes (the audit hash
// depends on it).
func marshalCanonical(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}
