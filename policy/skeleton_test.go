package policy

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"

	unorm "golang.org/x/text/unicode/norm"
)

// refSkeleton is the plain definition skeletonN must equal: NFKC of the
// whole string, then lower-cased letters and digits.
func refSkeleton(s string) string {
	var b strings.Builder
	for _, r := range unorm.NFKC.String(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// TestSkeletonNMatchesDefinition: the piecewise, bounded skeleton equals
// the whole-string definition, cut, on text that crosses the 4 KiB pieces
// with combining marks, ligatures, full-width digits, Hangul jamo and
// scripts without case, and for limits that fall inside a multi-byte rune.
func TestSkeletonNMatchesDefinition(t *testing.T) {
	alphabet := []string{"a", "Z", "9", " ", "-", "\u0301", "\u0327", "ﬁ", "１２", "Ⅻ", "ß", "İ", "ᄀ", "ᅡ", "ᆨ", "東", "ا", "\u200d", "é", "e\u0301", "K", "Ω", "ﾊﾟ", "①", "\u00a0", "ｇｈｐ_"}
	rng := rand.New(rand.NewPCG(1, 2))
	cases := []string{"", "GHP_abc 123", strings.Repeat("Some ordinary page text. ", 2000)}
	for i := 0; i < 40; i++ {
		var b strings.Builder
		n := rng.IntN(12000)
		for b.Len() < n {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		cases = append(cases, b.String())
	}
	// A combining run straddling the first piece boundary.
	cases = append(cases, strings.Repeat("x", 4095)+"e"+strings.Repeat("\u0301", 40)+"ﬁ")
	for i, s := range cases {
		want := refSkeleton(s)
		if got := skeletonN(s, -1); got != want {
			t.Fatalf("case %d: skeleton differs at len %d vs %d", i, len(got), len(want))
		}
		if got := Skeleton(s); got != want {
			t.Fatalf("case %d: Skeleton differs", i)
		}
		for _, limit := range []int{0, 1, 5, 4096, len(want) / 2, len(want) + 3} {
			w := want
			if len(w) > limit {
				w = w[:limit]
			}
			if got := skeletonN(s, limit); got != w {
				t.Fatalf("case %d limit %d: got %d bytes, want %d", i, limit, len(got), len(w))
			}
		}
	}
}

func BenchmarkLedgerAdd1MiB(b *testing.B) {
	text := strings.Repeat("H2: Section\nSome ordinary page text about pricing, plans and limits. ", 1<<20/70)
	for b.Loop() {
		var l Ledger
		l.Add("page", text)
	}
}
