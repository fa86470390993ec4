package fetch

import (
	"context"
	"net"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/laikabrowser/laika/origin"
)

// privateAddrError is returned by the dialer's Control hook when the address
// about to be dialled is not public and nobody approved it.
type privateAddrError struct{ addr string }

func (e *privateAddrError) Error() string { return "refusing to dial non-public address " + e.addr }

// approval is the one origin (scheme, host and port) the user approved for
// a fetch that may reach a non-public address. A redirect keeps it only while
// it stays on exactly that origin: an approved http://10.0.0.5:8080/ must
// not become a way to reach 10.0.0.5:22 or another private host.
type approval struct {
	scheme, host string
	port         int
	active       atomic.Bool
}

// approve binds an approval to u's origin; nil when u has no valid origin.
func approve(u *url.URL) *approval {
	o, err := origin.Parse(u.String())
	if err != nil {
		return nil
	}
	a := &approval{scheme: o.Scheme, host: o.Host, port: o.EffectivePort()}
	a.active.Store(true)
	return a
}

// follow is called for every redirect: the approval holds only while the
// request stays on the approved origin.
func (a *approval) follow(u *url.URL) {
	if a == nil {
		return
	}
	o, err := origin.Parse(u.String())
	a.active.Store(err == nil && o.Scheme == a.scheme && o.Host == a.host && o.EffectivePort() == a.port)
}

// allows reports whether dialling addr (host:port, as the transport dials
// it) is the approved origin's host and port.
func (a *approval) allows(addr string) bool {
	if a == nil || !a.active.Load() {
		return false
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	h, err := origin.Host(host)
	n, perr := strconv.Atoi(port)
	return err == nil && perr == nil && h == a.host && n == a.port
}

// dialContext returns a DialContext that checks every resolved address at
// dial time. ap (may be nil) is the one origin the user approved.
func (c *Client) dialContext(ap *approval) func(ctx context.Context, network, addr string) (net.Conn, error) {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		allowed := c.opts.AllowPrivate || ap.allows(addr)
		d := net.Dialer{
			Timeout: DefaultDialTimeout,
			// Control runs after name resolution with the literal IP being
			// dialled: the only place a rebinding answer cannot slip past.
			Control: func(network, address string, _ syscall.RawConn) error {
				if allowed {
					return nil
				}
				ap, err := netip.ParseAddrPort(address)
				if err != nil {
					return &privateAddrError{addr: address}
				}
				if !IsPublic(ap.Addr()) {
					return &privateAddrError{addr: ap.Addr().String()}
				}
				return nil
			},
		}
		return d.DialContext(ctx, network, addr)
	}
}

// nonPublic lists special-purpose ranges (RFC 6890, the IANA special
// registries) that netip's Is* helpers do not cover.
var nonPublic = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),       // "this network"
	netip.MustParsePrefix("100.64.0.0/10"),   // carrier-grade NAT
	netip.MustParsePrefix("192.0.0.0/24"),    // IETF protocol assignments
	netip.MustParsePrefix("192.0.2.0/24"),    // TEST-NET-1
	netip.MustParsePrefix("192.88.99.0/24"),  // 6to4 relay anycast (deprecated)
	netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking
	netip.MustParsePrefix("198.51.100.0/24"), // TEST-NET-2
	netip.MustParsePrefix("203.0.113.0/24"),  // TEST-NET-3
	netip.MustParsePrefix("240.0.0.0/4"),     // reserved, incl. broadcast
	// IPv6. ::/8 holds every "IPv4 inside IPv6" form that is not routable
	// on its own: IPv4-compatible ::a.b.c.d (so ::7f00:1 is 127.0.0.1),
	// IPv4-translated ::ffff:0:a.b.c.d, and the rest of the reserved block.
	netip.MustParsePrefix("::/8"),
	netip.MustParsePrefix("64:ff9b:1::/48"), // local-use NAT64 (RFC 8215): translates to anything, LAN included
	netip.MustParsePrefix("100::/64"),       // discard-only
	netip.MustParsePrefix("2001::/23"),      // IETF protocol assignments, incl. Teredo 2001::/32, benchmarking, ORCHID
	netip.MustParsePrefix("2001:db8::/32"),  // documentation
	netip.MustParsePrefix("3fff::/20"),      // documentation (RFC 9637)
	netip.MustParsePrefix("5f00::/16"),      // SRv6 SIDs
	netip.MustParsePrefix("fec0::/10"),      // deprecated site-local
}

var (
	nat64   = netip.MustParsePrefix("64:ff9b::/96")
	sixTo4  = netip.MustParsePrefix("2002::/16")
	nat64v4 = func(b [16]byte) netip.Addr { return netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]}) }
)

// IsPublic reports whether ip is a globally routable unicast address.
// Loopback, RFC 1918 and fc00::/7 private, link-local (169.254/16, fe80::/10,
// where cloud metadata services live), multicast, unspecified and the
// special ranges above are not. An IPv6 address that carries an IPv4 one
// is judged by both: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96), 6to4
// (2002::/16, the v4 in bits 16-47) and ISATAP interface ids (…:5efe:a.b.c.d)
// are public only if the IPv4 address inside is.
func IsPublic(ip netip.Addr) bool {
	if !ip.IsValid() || ip.Zone() != "" {
		return false
	}
	ip = ip.Unmap()
	if ip.Is6() {
		b := ip.As16()
		switch {
		case nat64.Contains(ip):
			return IsPublic(nat64v4(b))
		case sixTo4.Contains(ip):
			return IsPublic(netip.AddrFrom4([4]byte{b[2], b[3], b[4], b[5]})) && isPublic6(ip)
		}
		// ISATAP: interface id 0000:5efe or 0200:5efe followed by the IPv4.
		if (b[8] == 0 || b[8] == 2) && b[9] == 0 && b[10] == 0x5e && b[11] == 0xfe && !IsPublic(nat64v4(b)) {
			return false
		}
	}
	return isPublic6(ip)
}

func isPublic6(ip netip.Addr) bool {
	if ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() ||
		ip.IsInterfaceLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified() {
		return false
	}
	for _, p := range nonPublic {
		if p.Contains(ip) {
			return false
		}
	}
	return true
}

// refuse asks Options.Refuse about u (nil: nothing is refused). Its error
// is returned as is when it carries a code, else as not_allowed.
func (c *Client) refuse(ctx context.Context, u *url.URL) error {
	if c.opts.Refuse == nil {
		return nil
	}
	return c.opts.Refuse(ctx, u)
}
