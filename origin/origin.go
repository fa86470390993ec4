// Package origin is the one place Laika turns a URL, an origin or a host
// into its canonical form, and the one place that says which URL parameters
// carry secrets. Policy, store, orchestrator, fetch and (through a mirror
// in extension/lib/url.js that shares testdata/canonical.json) the
// extension all use it, so "bank.example:443", "bank.example.",
// "ＢＡＮＫ.example", "xn--…" against "bücher…" and "http://2130706433/" can
// never look like different sites to one part and the same site to another.
//
// The canonical host follows the WHATWG URL host parser (what the browser
// navigates to): percent-decoding, UTS #46 mapping to ASCII (IDNA, full-width
// letters and dots folded), lower case, IPv4 in any of the decimal, octal,
// hex and shortened forms browsers accept written as a.b.c.d, IPv6
// compressed. One deviation on purpose: a trailing dot is dropped, because
// "bank.example." is the same site as "bank.example" for DNS.
package origin

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/laikabrowser/laika"
	"golang.org/x/net/idna"
)

// Origin is scheme://host[:port] in canonical form. Port is 0 for the
// scheme's default port.
type Origin struct {
	Scheme string
	Host   string
	Port   int
}

// String is "scheme://host[:port]", or "" for the zero Origin.
func (o Origin) String() string {
	if o.Scheme == "" {
		return ""
	}
	s := o.Scheme + "://" + o.Host
	if o.Port != 0 {
		s += ":" + strconv.Itoa(o.Port)
	}
	return s
}

// EffectivePort is the port a connection uses: Port, or the scheme default.
func (o Origin) EffectivePort() int {
	if o.Port != 0 {
		return o.Port
	}
	return defaultPort(o.Scheme)
}

func defaultPort(scheme string) int {
	switch scheme {
	case "http":
		return 80
	case "https":
		return 443
	}
	return 0
}

// Parse returns the canonical origin of an absolute http(s) URL (or of an
// origin string). Errors are invalid_url.
func Parse(raw string) (Origin, error) {
	s := strings.TrimSpace(raw)
	if strings.ContainsAny(s, "\\\x00\t\r\n") {
		// Browsers read "\" as "/" in http(s) URLs; Go does not. A URL the
		// two parse differently is refused rather than guessed at.
		return Origin{}, laika.Errorf(laika.CodeInvalidURL, "URL contains a backslash or control character")
	}
	scheme, rest, ok := strings.Cut(s, "://")
	scheme = strings.ToLower(scheme)
	if !ok || (scheme != "http" && scheme != "https") {
		return Origin{}, laika.Errorf(laika.CodeInvalidURL, "not an http(s) URL")
	}
	// The authority ends at the first "/", "?" or "#"; userinfo ends at
	// the last "@" in it.
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.LastIndex(rest, "@"); i >= 0 {
		rest = rest[i+1:]
	}
	host, port, err := splitHostPort(rest)
	if err != nil {
		return Origin{}, err
	}
	h, err := Host(host)
	if err != nil {
		return Origin{}, err
	}
	o := Origin{Scheme: scheme, Host: h}
	if port != "" {
		n, err := strconv.Atoi(port)
		if err != nil || n < 0 || n > 65535 || strings.TrimLeft(port, "0123456789") != "" {
			return Origin{}, laika.Errorf(laika.CodeInvalidURL, "port %q is not a number from 0 to 65535", port)
		}
		if n != defaultPort(scheme) {
			o.Port = n
		}
	}
	return o, nil
}

// Of is the canonical origin string of raw, or "" when raw is not an
// absolute http(s) URL with a valid host.
func Of(raw string) string {
	o, err := Parse(raw)
	if err != nil {
		return ""
	}
	return o.String()
}

// splitHostPort splits "host[:port]" where host may be "[v6]".
func splitHostPort(hp string) (host, port string, err error) {
	if strings.HasPrefix(hp, "[") {
		end := strings.Index(hp, "]")
		if end < 0 {
			return "", "", laika.Errorf(laika.CodeInvalidURL, "unclosed IPv6 address")
		}
		host, rest := hp[:end+1], hp[end+1:]
		if rest != "" {
			if !strings.HasPrefix(rest, ":") {
				return "", "", laika.Errorf(laika.CodeInvalidURL, "junk after IPv6 address")
			}
			port = rest[1:]
		}
		return host, port, nil
	}
	if i := strings.LastIndex(hp, ":"); i >= 0 {
		return hp[:i], hp[i+1:], nil
	}
	return hp, "", nil
}

// profile is UTS #46 as the WHATWG URL standard applies it: nontransitional,
// no STD3 restriction (underscores occur in real hosts), bidi and joiner
// checks on.
var profile = idna.New(idna.MapForLookup(), idna.StrictDomainName(false), idna.Transitional(false), idna.BidiRule(), idna.CheckJoiners(true))

// forbidden are the code points the WHATWG host parser refuses.
const forbidden = " #%/:<>?@[\\]^|\x00\t\n\r"

// Host returns the canonical form of a host name or address: "[v6]",
// a.b.c.d, or a lower-case ASCII (punycode) domain without a trailing dot.
// Errors are invalid_url.
func Host(raw string) (string, error) {
	h := strings.TrimSpace(raw)
	if h == "" {
		return "", laika.Errorf(laika.CodeInvalidURL, "URL has no host")
	}
	if strings.HasPrefix(h, "[") {
		if !strings.HasSuffix(h, "]") {
			return "", laika.Errorf(laika.CodeInvalidURL, "bad IPv6 address %q", h)
		}
		a, ok := parseIPv6(h[1 : len(h)-1])
		if !ok {
			return "", laika.Errorf(laika.CodeInvalidURL, "bad IPv6 address %q", h)
		}
		return "[" + formatIPv6(a) + "]", nil
	}
	if dec, err := url.PathUnescape(h); err == nil {
		h = dec
	} else {
		return "", laika.Errorf(laika.CodeInvalidURL, "bad percent-encoding in host %q", h)
	}
	a, err := profile.ToASCII(h)
	if err != nil {
		// Some hosts the lookup profile refuses are still hosts a browser
		// visits; fold case and width by hand and let the checks below judge.
		a, err = idna.Punycode.ToASCII(strings.ToLower(h))
		if err != nil {
			return "", laika.Errorf(laika.CodeInvalidURL, "bad host name %q", raw)
		}
	}
	a = strings.ToLower(a)
	if strings.ContainsAny(a, forbidden) {
		return "", laika.Errorf(laika.CodeInvalidURL, "host %q contains a character hosts cannot have", raw)
	}
	if ip, isIP, err := parseIPv4(a); isIP {
		if err != nil {
			return "", err
		}
		return ip, nil
	}
	a = strings.TrimRight(a, ".")
	if a == "" {
		return "", laika.Errorf(laika.CodeInvalidURL, "URL has no host")
	}
	return a, nil
}

// parseIPv4 implements the WHATWG "ends in a number" test and IPv4 parser:
// when the last label is a number, the whole host must be an IPv4 address
// in decimal, 0-prefixed octal or 0x hex parts, 1 to 4 of them.
func parseIPv4(h string) (string, bool, error) {
	parts := strings.Split(h, ".")
	if len(parts) > 1 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	last := parts[len(parts)-1]
	if last == "" {
		return "", false, nil
	}
	if _, ok := ipv4Number(last); !ok {
		return "", false, nil
	}
	bad := laika.Errorf(laika.CodeInvalidURL, "%q is not a valid IPv4 address", h)
	if len(parts) > 4 {
		return "", true, bad
	}
	var nums []uint64
	for _, p := range parts {
		n, ok := ipv4Number(p)
		if !ok || p == "" {
			return "", true, bad
		}
		nums = append(nums, n)
	}
	for _, n := range nums[:len(nums)-1] {
		if n > 255 {
			return "", true, bad
		}
	}
	lastN := nums[len(nums)-1]
	if lastN >= 1<<(8*(5-len(nums))) {
		return "", true, bad
	}
	v := lastN
	for i, n := range nums[:len(nums)-1] {
		v += n << (8 * (3 - i))
	}
	return strconv.Itoa(int(v>>24)) + "." + strconv.Itoa(int(v>>16&255)) + "." + strconv.Itoa(int(v>>8&255)) + "." + strconv.Itoa(int(v&255)), true, nil
}

func ipv4Number(s string) (uint64, bool) {
	base := 10
	switch {
	case len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X"):
		s, base = s[2:], 16
		if s == "" {
			return 0, true
		}
	case len(s) >= 2 && s[0] == '0':
		s, base = s[1:], 8
	}
	if s == "" {
		return 0, false
	}
	n, err := strconv.ParseUint(s, base, 64)
	if err != nil {
		return 0, false
	}
	return n, true
}
