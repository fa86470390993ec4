package fetch

import (
	"context"
	"net"
	"net/netip"
	"strings"
	"syscall"
)

// privateAddrError is returned by the dialer's Control hook when the address
// about to be dialled is not public and nobody approved it.
type privateAddrError struct{ addr string }

func (e *privateAddrError) Error() string { return "refusing to dial non-public address " + e.addr }

// dialContext returns a DialContext that checks every resolved address at
// dial time. approvedHost (may be "") is the one hostname the user approved.
func (c *Client) dialContext(approvedHost string) func(ctx context.Context, network, addr string) (net.Conn, error) {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		host, _, err := net.SplitHostPort(addr)
		if err != nil {
			host = addr
		}
		allowed := c.opts.AllowPrivate || (approvedHost != "" && strings.EqualFold(strings.Trim(host, "[]"), strings.Trim(approvedHost, "[]")))
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

// nonPublic lists special-purpose ranges (RFC 6890 and friends) that
// netip's Is* helpers do not cover.
var nonPublic = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),       // "this network"
	netip.MustParsePrefix("100.64.0.0/10"),   // carrier-grade NAT
	netip.MustParsePrefix("192.0.0.0/24"),    // IETF protocol assignments
	netip.MustParsePrefix("192.0.2.0/24"),    // TEST-NET-1
	netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking
	netip.MustParsePrefix("198.51.100.0/24"), // TEST-NET-2
	netip.MustParsePrefix("203.0.113.0/24"),  // TEST-NET-3
	netip.MustParsePrefix("240.0.0.0/4"),     // reserved, incl. broadcast
	netip.MustParsePrefix("fec0::/10"),       // deprecated site-local
	netip.MustParsePrefix("100::/64"),        // discard-only
	netip.MustParsePrefix("2001:db8::/32"),   // documentation
}

// IsPublic reports whether ip is a globally routable unicast address.
// Loopback, RFC 1918 and fc00::/7 private, link-local (169.254/16, fe80::/10,
// where cloud metadata services live), multicast, unspecified and the
// special ranges above are not. IPv4 embedded in IPv6 (::ffff:a.b.c.d,
// NAT64 64:ff9b::/96, 6to4 2002::/16) is judged by the embedded address.
func IsPublic(ip netip.Addr) bool {
	if !ip.IsValid() {
		return false
	}
	ip = ip.Unmap()
	if ip.Is6() {
		b := ip.As16()
		switch {
		case netip.MustParsePrefix("64:ff9b::/96").Contains(ip):
			return IsPublic(netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]}))
		case netip.MustParsePrefix("2002::/16").Contains(ip):
			return IsPublic(netip.AddrFrom4([4]byte{b[2], b[3], b[4], b[5]}))
		}
	}
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
