package origin

import (
	"net/netip"
	"strconv"
	"strings"
)

// parseIPv6 accepts an IPv6 literal without brackets or zone.
func parseIPv6(s string) ([16]byte, bool) {
	a, err := netip.ParseAddr(s)
	if err != nil || !a.Is6() || a.Zone() != "" {
		return [16]byte{}, false
	}
	return a.As16(), true
}

// formatIPv6 serialises like the WHATWG URL standard: eight lower-case hex
// pieces, the first longest run of two or more zero pieces as "::", and no
// dotted IPv4 tail (so "::ffff:1.2.3.4" is "::ffff:102:304", as browsers
// write it).
func formatIPv6(b [16]byte) string {
	var p [8]uint16
	for i := range p {
		p[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
	}
	bestStart, bestLen := -1, 1
	for i := 0; i < 8; {
		if p[i] != 0 {
			i++
			continue
		}
		j := i
		for j < 8 && p[j] == 0 {
			j++
		}
		if j-i > bestLen {
			bestStart, bestLen = i, j-i
		}
		i = j
	}
	var sb strings.Builder
	for i := 0; i < 8; i++ {
		if i == bestStart {
			sb.WriteString("::")
			i += bestLen - 1
			continue
		}
		if sb.Len() > 0 && !strings.HasSuffix(sb.String(), "::") {
			sb.WriteByte(':')
		}
		sb.WriteString(strconv.FormatUint(uint64(p[i]), 16))
	}
	return sb.String()
}
