// Package secretshape recognises secrets by their shape (API keys, tokens,
// JWTs, private keys, long hex or base64 runs) and turns a secret into
// what may be kept at rest: a digest plus a masked preview. The policy uses
// it to ask before such a value leaves; the store uses it to never write
// one to disk.
package secretshape

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"unicode/utf8"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// shapes are token formats, most specific first.
var shapes = []struct {
	kind string
	re   *lazyregexp.Regexp
}{
	{"private key", lazyregexp.New(`-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)`)},
	{"JWT", lazyregexp.New(`\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`)},
	{"GitHub token", lazyregexp.New(`\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})`)},
	{"API key", lazyregexp.New(`\b(?:sk|pk|rk)[-_](?:live|test|proj|ant)?[-_]?[A-Za-z0-9_-]{16,}`)},
	{"Slack token", lazyregexp.New(`\bxox[abposr]-[A-Za-z0-9-]{10,}`)},
	{"AWS key", lazyregexp.New(`\b(?:AKIA|ASIA)[0-9A-Z]{16}\b`)},
	{"Google API key", lazyregexp.New(`\bAIza[0-9A-Za-z_-]{30,}`)},
	{"hex secret", lazyregexp.New(`\b[0-9a-fA-F]{32,}\b`)},
	{"base64 secret", lazyregexp.New(`[A-Za-z0-9+/_-]{32,}={0,2}`)},
}

// Kind names the first token shape found in s ("JWT", "GitHub token", …),
// or "".
func Kind(s string) string {
	for _, sh := range shapes {
		for _, m := range sh.re.FindAllString(s, -1) {
			if skip(sh.kind, m) {
				continue
			}
			return sh.kind
		}
	}
	return ""
}

// skip: runs the broad shapes match that are not secrets: base64-ish runs
// that do not mix cases and digits (paths, words), and hex runs exactly as
// long as a SHA-1 or SHA-256 digest (content hashes Laika itself stores).
func skip(kind, m string) bool {
	switch kind {
	case "base64 secret":
		return !mixed(m)
	case "hex secret":
		return len(m) == 40 || len(m) == 64
	}
	return false
}

// mixed: a long run is a secret, not a word or a path, when it mixes upper
// case, lower case and digits.
func mixed(s string) bool {
	var up, low, dig bool
	for _, r := range s {
		switch {
		case r >= 'A' && r <= 'Z':
			up = true
		case r >= 'a' && r <= 'z':
			low = true
		case r >= '0' && r <= '9':
			dig = true
		}
	}
	return up && low && dig
}

// Redact replaces every token-shaped run in s with Mask of it.
func Redact(s string) string {
	for _, sh := range shapes {
		s = sh.re.ReplaceAllStringFunc(s, func(m string) string {
			if skip(sh.kind, m) {
				return m
			}
			return Mask(m)
		})
	}
	return s
}

// Mask is what may be stored instead of a secret: "[secret sha256:…
// ab…yz, N chars]" — a short digest to tell two values apart, and no more
// than two characters at each end (none for values under 12 characters).
func Mask(v string) string {
	n := utf8.RuneCountInString(v)
	preview := "…"
	if n >= 12 {
		r := []rune(v)
		preview = string(r[:2]) + "…" + string(r[n-2:])
	}
	return "[secret " + Digest(v) + " " + preview + ", " + itoa(n) + " chars]"
}

// Digest is "sha256:" and the first 12 hex digits of the value's SHA-256.
func Digest(v string) string {
	sum := sha256.Sum256([]byte(v))
	return "sha256:" + hex.EncodeToString(sum[:])[:12]
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// typedText finds the values of "text" and "value" keys written as JSON
// inside free text (a model's raw output): what a model proposes to type
// or select. The closing quote may be missing in a cut-off preview.
var typedText = lazyregexp.New(`("(?:text|value)"\s*:\s*")((?:[^"\\]|\\.)*)("?)`)

// RedactTypedText masks the values a model output proposes to type or
// select, and every token-shaped run: previews of model output may be kept,
// what would go into a field may not.
func RedactTypedText(s string) string {
	s = typedText.ReplaceAllStringFunc(s, func(m string) string {
		sub := typedText.FindStringSubmatch(m)
		if sub[2] == "" || strings.HasPrefix(sub[2], "[secret ") {
			return m
		}
		return sub[1] + Mask(sub[2]) + sub[3]
	})
	return Redact(s)
}

// Scrub replaces every occurrence of each value (4+ characters) in s with
// its mask.
func Scrub(s string, values []string) string {
	for _, v := range values {
		if utf8.RuneCountInString(v) >= 4 && strings.Contains(s, v) {
			s = strings.ReplaceAll(s, v, Mask(v))
		}
	}
	return s
}
