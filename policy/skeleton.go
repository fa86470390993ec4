package policy

import (
	"strings"
	"unicode"
	"unicode/utf8"

	unorm "golang.org/x/text/unicode/norm"
)

// skeletonN is Skeleton cut to its first limit bytes (limit < 0: all of
// it), computed only as far as that needs. Every observation goes into the
// run's ledger, and a 1 MiB page used to be normalised whole, rune by rune,
// to keep its first maxEntryBytes: that was the plan path's largest cost.
//
// The result is exactly Skeleton(s)[:limit]. Normalisation runs piecewise:
// the already-NFKC prefix QuickSpan finds (all of an ASCII page) is used as
// it is, and the rest is normalised in pieces cut at normalisation
// boundaries, which NFKC maps independently.
func skeletonN(s string, limit int) string {
	var b strings.Builder
	if limit >= 0 {
		b.Grow(min(len(s), limit))
	} else {
		b.Grow(len(s))
	}
	full := func() bool { return limit >= 0 && b.Len() >= limit }
	const piece = 4 << 10
	for s != "" && !full() {
		n := unorm.NFKC.QuickSpanString(s)
		skeletonAppend(&b, s[:n], limit)
		s = s[n:]
		if s == "" || full() {
			break
		}
		end := len(s)
		if end > piece {
			if k := unorm.NFKC.FirstBoundaryInString(s[piece:]); k >= 0 {
				end = piece + k
			}
		}
		skeletonAppend(&b, unorm.NFKC.String(s[:end]), limit)
		s = s[end:]
	}
	out := b.String()
	if limit >= 0 && len(out) > limit {
		out = out[:limit]
	}
	return out
}

// skeletonAppend writes the lower-cased letters and digits of normalised
// text t, ASCII without decoding, until b holds limit bytes.
func skeletonAppend(b *strings.Builder, t string, limit int) {
	for i := 0; i < len(t); {
		if limit >= 0 && b.Len() >= limit {
			return
		}
		c := t[i]
		if c < utf8.RuneSelf {
			switch {
			case c >= 'a' && c <= 'z', c >= '0' && c <= '9':
				b.WriteByte(c)
			case c >= 'A' && c <= 'Z':
				b.WriteByte(c + 'a' - 'A')
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(t[i:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
		i += size
	}
}
