package origin

import (
	"net/netip"
	"strconv"
	"strings"

	"github.com/laikabrowser/laika"
	"golang.org/x/net/publicsuffix"
)

// Rule is one entry of an origin list (autodrive, blocked):
//
//	"https://host[:port]"  exactly that origin
//	"host[:port]"          that host, any scheme (and that port, if given)
//	"*.host"               the host and its subdomains
//
// Hosts are canonical (Host), so every spelling of a site is one rule.
type Rule struct {
	Scheme   string // "" for any
	Host     string
	Port     int // effective port; 0 for any
	Wildcard bool
}

// ParseRule canonicalises an origin-list entry. It refuses (invalid_arguments)
// empty entries, entries with a path, and bare public suffixes ("com",
// "*.co.uk", "github.io"): a rule that broad is a typo or an attack, never
// one site.
func ParseRule(entry string) (Rule, error) {
	e := strings.TrimSpace(entry)
	e = strings.TrimSuffix(e, "/")
	if e == "" {
		return Rule{}, laika.Errorf(laika.CodeInvalidArguments, "empty origin rule")
	}
	var r Rule
	if strings.Contains(e, "://") {
		o, err := Parse(e)
		if err != nil {
			return Rule{}, laika.Errorf(laika.CodeInvalidArguments, "%q is not an origin like https://example.com", entry)
		}
		if _, rest, _ := strings.Cut(e, "://"); strings.ContainsAny(rest, "/?#") {
			return Rule{}, laika.Errorf(laika.CodeInvalidArguments, "%q has a path; origin rules name a site, like https://example.com", entry)
		}
		r = Rule{Scheme: o.Scheme, Host: o.Host, Port: o.EffectivePort()}
	} else {
		if strings.HasPrefix(e, "*.") {
			r.Wildcard = true
			e = e[2:]
		}
		if strings.ContainsAny(e, "/?#@*") {
			return Rule{}, laika.Errorf(laika.CodeInvalidArguments, "%q is not a host like example.com or *.example.com", entry)
		}
		host, port, err := splitHostPort(e)
		if err != nil {
			return Rule{}, laika.Errorf(laika.CodeInvalidArguments, "%q is not a host like example.com", entry)
		}
		if r.Host, err = Host(host); err != nil {
			return Rule{}, laika.Errorf(laika.CodeInvalidArguments, "%q is not a host like example.com", entry)
		}
		if port != "" {
			n, err := strconv.Atoi(port)
			if err != nil || n < 1 || n > 65535 {
				return Rule{}, laika.Errorf(laika.CodeInvalidArguments, "%q has a bad port", entry)
			}
			r.Port = n
		}
	}
	if IsPublicSuffix(r.Host) {
		return Rule{}, laika.Errorf(laika.CodeInvalidArguments, "%q is a public suffix shared by many unrelated sites; name one site", entry)
	}
	return r, nil
}

// String is the canonical spelling of the rule.
func (r Rule) String() string {
	switch {
	case r.Scheme != "":
		return Origin{Scheme: r.Scheme, Host: r.Host, Port: r.Port}.withDefault().String()
	case r.Wildcard:
		return "*." + r.Host
	case r.Port != 0:
		return r.Host + ":" + strconv.Itoa(r.Port)
	}
	return r.Host
}

func (o Origin) withDefault() Origin {
	if o.Port == defaultPort(o.Scheme) {
		o.Port = 0
	}
	return o
}

// Match reports whether origin o falls under the rule. wide makes a bare
// host also cover its subdomains (blocking errs wide; allowing errs narrow).
func (r Rule) Match(o Origin, wide bool) bool {
	if o.Scheme == "" || r.Host == "" {
		return false
	}
	if r.Scheme != "" && r.Scheme != o.Scheme {
		return false
	}
	if r.Port != 0 && r.Port != o.EffectivePort() {
		return false
	}
	if o.Host == r.Host {
		return true
	}
	if wide {
		// An IPv6 spelling of an IPv4 address ("[::ffff:7f00:1]") reaches
		// the same machine: a blocked 127.0.0.1 blocks it too.
		if v4 := embeddedIPv4(o.Host); v4 != "" && v4 == r.Host {
			return true
		}
	}
	return (r.Wildcard || wide) && strings.HasSuffix(o.Host, "."+r.Host) && !strings.HasPrefix(r.Host, "[")
}

// embeddedIPv4 is the IPv4 address inside an IPv4-mapped (::ffff:0:0/96),
// IPv4-compatible (::/96) or NAT64 (64:ff9b::/96) IPv6 host, or "".
func embeddedIPv4(host string) string {
	if !strings.HasPrefix(host, "[") || !strings.HasSuffix(host, "]") {
		return ""
	}
	a, err := netip.ParseAddr(host[1 : len(host)-1])
	if err != nil || !a.Is6() {
		return ""
	}
	b := a.As16()
	var zero [10]byte
	mapped := [12]byte{10: 0xff, 11: 0xff}
	nat64 := [12]byte{0: 0x00, 1: 0x64, 2: 0xff, 3: 0x9b}
	switch {
	case [12]byte(b[:12]) == mapped, [10]byte(b[:10]) == zero && b[10] == 0 && b[11] == 0, [12]byte(b[:12]) == nat64:
		return netip.AddrFrom4([4]byte(b[12:])).String()
	}
	return ""
}

// MatchAny reports whether the origin string o (any spelling) matches one of
// the entries. Entries that do not parse or are refused match nothing.
func MatchAny(entries []string, o string, wide bool) bool {
	oo, err := Parse(o)
	if err != nil {
		return false
	}
	for _, e := range entries {
		if r, err := ParseRule(e); err == nil && r.Match(oo, wide) {
			return true
		}
	}
	return false
}

// IsPublicSuffix reports whether host is itself a public suffix: an ICANN
// suffix ("com", "co.uk") or a listed private one with a dot ("github.io").
// Single-label names the list does not know ("localhost", "intranet") are
// not: they are how LAN hosts are named.
func IsPublicSuffix(host string) bool {
	if host == "" || strings.HasPrefix(host, "[") {
		return false
	}
	if _, isIP, _ := parseIPv4(host); isIP {
		return false
	}
	s, icann := publicsuffix.PublicSuffix(host)
	return s == host && (icann || strings.Contains(host, "."))
}
