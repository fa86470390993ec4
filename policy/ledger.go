package policy

import (
	"encoding/base64"
	"encoding/hex"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The ledger: everything a run has read that the user did not write. Every
// observation of every page, tab titles and URLs, fetched sources and tool
// results go in; a candidate argument (typed text, a query, a URL) is
// matched against all of it, not only the page in front of the model, so
// a secret carried across a navigation is still recognised.
//
// Matching happens on skeletons: NFKC, lower case, and nothing but letters
// and digits, so spacing a secret out, changing its case, writing it in
// full-width digits or with separators changes nothing. Candidates are
// also tried percent-, base64- and hex-decoded and reversed.
//
// The ledger decides the reason and the detail the user sees; it is not what
// keeps autodrive safe. Autodrive allows free text only when it comes from
// the user's own words (autodrive.go), which makes encodings the ledger does
// not know irrelevant.

// Ledger thresholds.
const (
	minLedgerWhole = 4 // skeleton length of a whole candidate worth matching
	ledgerGram     = 8 // substring length matched inside longer candidates
	maxLedgerBytes = 8 << 20
	maxEntryBytes  = 256 << 10
	maxGramsTried  = 256
)

// LedgerEntry is one piece of untrusted text the run has read.
type LedgerEntry struct {
	// Source says where it came from: "page https://…", "tab", "tool
	// browser.get_selection_links", "source https://…".
	Source string `json:"source"`
	// Skeleton is the normalised text (Skeleton): what is matched and what
	// is persisted.
	Skeleton string `json:"skeleton"`
}

// Ledger is a run's untrusted text. The zero value is empty and usable; it
// is not safe for concurrent use (the orchestrator holds the run's lock).
type Ledger struct {
	entries []LedgerEntry
	size    int
	seen    map[string]bool
}

// Add records text read from source and returns the entry added (ok false
// when the text was empty or already known). Past maxLedgerBytes the oldest
// entries are dropped: the allowlist, not the ledger, is the safety net.
func (l *Ledger) Add(source, text string) (LedgerEntry, bool) {
	sk := skeletonN(text, maxEntryBytes) // no need to normalise what is cut below
	if len(sk) < minLedgerWhole {
		return LedgerEntry{}, false
	}
	if len(sk) > maxEntryBytes {
		sk = sk[:maxEntryBytes]
	}
	return l.AddEntry(LedgerEntry{Source: source, Skeleton: sk})
}

// AddEntry adds an entry already in skeleton form (loaded from the store).
func (l *Ledger) AddEntry(e LedgerEntry) (LedgerEntry, bool) {
	if l.seen == nil {
		l.seen = map[string]bool{}
	}
	if e.Skeleton == "" || l.seen[e.Skeleton] {
		return LedgerEntry{}, false
	}
	l.seen[e.Skeleton] = true
	l.entries = append(l.entries, e)
	l.size += len(e.Skeleton)
	for l.size > maxLedgerBytes && len(l.entries) > 1 {
		l.size -= len(l.entries[0].Skeleton)
		delete(l.seen, l.entries[0].Skeleton)
		l.entries = l.entries[1:]
	}
	return e, true
}

// Len is the number of entries.
func (l *Ledger) Len() int {
	if l == nil {
		return 0
	}
	return len(l.entries)
}

// Entries returns the entries, oldest first.
func (l *Ledger) Entries() []LedgerEntry {
	if l == nil {
		return nil
	}
	return append([]LedgerEntry(nil), l.entries...)
}

// Skeleton is s under NFKC, lower-cased, with everything but letters and
// digits removed: "G h p_4 5 A" and "ｇｈｐ４５ａ" are both "ghp45a".
func Skeleton(s string) string {
	return skeletonN(s, -1) // skeleton.go
}

// LedgerMatch says which part of a candidate the run has read, and where.
type LedgerMatch struct {
	Source string // the ledger entry's source
	What   string // the matched skeleton (clipped)
	How    string // "", "percent-decoded", "base64-decoded", "hex-decoded", "reversed"
}

// Find reports whether candidate, or a decoding of it, carries text the run
// has read: the whole candidate (4+ letters/digits), or any 8-character run
// of it that holds a digit (data, not language) — "ghp_…" spaced out and
// wrapped in a sentence is still found. skip (may be nil) says which
// skeletons are the user's own words and never count.
func (l *Ledger) Find(candidate string, user func(skeleton string) bool) (LedgerMatch, bool) {
	if l == nil || len(l.entries) == 0 {
		return LedgerMatch{}, false
	}
	for _, v := range variants(candidate) {
		sk := Skeleton(v.text)
		if len(sk) < minLedgerWhole || (user != nil && user(sk)) {
			continue
		}
		if src, ok := l.contains(sk); ok {
			return LedgerMatch{Source: src, What: clip(sk, 80), How: v.how}, true
		}
		tried := 0
		for i := 0; i+ledgerGram <= len(sk) && tried < maxGramsTried; i++ {
			g := sk[i : i+ledgerGram]
			if !utf8.ValidString(g) || !hasDigit(g) {
				continue
			}
			tried++
			if user != nil && user(g) {
				continue
			}
			if src, ok := l.contains(g); ok {
				return LedgerMatch{Source: src, What: g, How: v.how}, true
			}
		}
	}
	return LedgerMatch{}, false
}

func (l *Ledger) contains(sk string) (string, bool) {
	for i := len(l.entries) - 1; i >= 0; i-- {
		if strings.Contains(l.entries[i].Skeleton, sk) {
			return l.entries[i].Source, true
		}
	}
	return "", false
}

func hasDigit(s string) bool {
	for _, r := range s {
		if r >= '0' && r <= '9' {
			return true
		}
	}
	return false
}

type variant struct{ text, how string }

// variants are the candidate and its decodings: percent (repeatedly),
// base64 (standard and URL alphabets, padded or not), hex, and reversed.
func variants(s string) []variant {
	out := []variant{{s, ""}}
	cur := s
	for i := 0; i < 3; i++ {
		d, err := url.QueryUnescape(cur)
		if err != nil || d == cur {
			break
		}
		out = append(out, variant{d, "percent-decoded"})
		cur = d
	}
	for _, tok := range encodedTokens(cur) {
		if d, ok := decodeBase64(tok); ok {
			out = append(out, variant{d, "base64-decoded"})
		}
		if d, ok := decodeHex(tok); ok {
			out = append(out, variant{d, "hex-decoded"})
		}
	}
	out = append(out, variant{reverse(cur), "reversed"})
	return out
}

// encodedTokens are the runs of a string that could be base64 or hex, plus
// the whole string without whitespace.
func encodedTokens(s string) []string {
	toks := strings.FieldsFunc(s, func(r rune) bool {
		return !(r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '+' || r == '/' || r == '=' || r == '-' || r == '_'))
	})
	whole := strings.Join(strings.Fields(s), "")
	if len(toks) != 1 || toks[0] != whole {
		toks = append(toks, whole)
	}
	var out []string
	for _, t := range toks {
		if len(t) >= 8 {
			out = append(out, t)
		}
	}
	return out
}

func decodeBase64(t string) (string, bool) {
	t = strings.TrimRight(t, "=")
	for _, enc := range []*base64.Encoding{base64.RawStdEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(t); err == nil && printable(b) {
			return string(b), true
		}
	}
	return "", false
}

func decodeHex(t string) (string, bool) {
	if len(t)%2 != 0 {
		return "", false
	}
	b, err := hex.DecodeString(t)
	if err != nil || !printable(b) {
		return "", false
	}
	return string(b), true
}

// printable: valid UTF-8, at least 4 bytes, and mostly not control
// characters — random bytes that happen to decode are not a message.
func printable(b []byte) bool {
	if len(b) < 4 || !utf8.Valid(b) {
		return false
	}
	bad := 0
	for _, r := range string(b) {
		if unicode.IsControl(r) && r != '\n' && r != '\t' {
			bad++
		}
	}
	return bad*10 <= len(b)
}

func reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}
