package research

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/internal/mdescape"
	"github.com/laikabrowser/laika/internal/stem"
	"github.com/laikabrowser/laika/internal/stopwords"
	"github.com/laikabrowser/laika/internal/words"
)

// tokens returns the lower-cased content words of s, stemmed, stopwords
// dropped. Numbers are kept as written (minus thousands separators), so
// "1,200" and "1200" match.
func tokens(s string) []string {
	var out []string
	words.Strings(s, func(w string) {
		if stopwords.Is(w) {
			return
		}
		out = append(out, stem.Word(w))
	})
	return out
}

var (
	sentenceEnd = lazyregexp.New(`[.!?]["”’)]?\s+`)
	mdDecor     = lazyregexp.New(`!?\[([^\]]*)\]\([^)]*\)|[*_` + "`" + `]{1,3}`)
	mdPrefix    = lazyregexp.New(`^(?:#{1,6}\s+|H[1-6]:\s+|[-*+]\s+|\d+[.)]\s+|>\s*|Code:\s+)`)
)

// plainLine strips Markdown decoration and structure prefixes from one line.
func plainLine(line string) string {
	line = strings.TrimSpace(line)
	for {
		l := mdPrefix.ReplaceAllString(line, "")
		if l == line {
			break
		}
		line = l
	}
	line = mdDecor.ReplaceAllStringFunc(line, func(m string) string {
		if strings.HasSuffix(m, ")") {
			if i := strings.Index(m, "]("); i > 0 {
				return strings.TrimPrefix(strings.TrimPrefix(m[:i], "!"), "[")
			}
		}
		return ""
	})
	return strings.Join(strings.Fields(line), " ")
}

// isTableLine reports a Markdown table row or rule.
func isTableLine(line string) bool {
	t := strings.TrimSpace(line)
	return strings.HasPrefix(t, "|") && strings.HasSuffix(t, "|")
}

// splitSentences splits one plain line into sentences, keeping the
// punctuation. Abbreviations like "Dr." or "U.S." and decimals never end a
// sentence.
func splitSentences(line string) []string {
	var out []string
	start := 0
	for _, m := range sentenceEnd.FindAllStringIndex(line+" ", -1) {
		end := m[1]
		if end > len(line) {
			end = len(line)
		}
		if abbreviation(line[start : m[0]+1]) {
			continue
		}
		if s := strings.TrimSpace(line[start:end]); s != "" {
			out = append(out, s)
		}
		start = end
	}
	if start < len(line) {
		if s := strings.TrimSpace(line[start:]); s != "" {
			out = append(out, s)
		}
	}
	return out
}

var abbrevs = map[string]bool{"mr.": true, "mrs.": true, "ms.": true, "dr.": true, "st.": true, "vs.": true, "inc.": true,
	"ltd.": true, "co.": true, "jan.": true, "feb.": true, "mar.": true, "apr.": true, "jun.": true, "jul.": true, "aug.": true,
	"sep.": true, "sept.": true, "oct.": true, "nov.": true, "dec.": true, "no.": true, "e.g.": true, "i.e.": true, "u.s.": true,
	"approx.": true, "est.": true, "fig.": true, "corp.": true}

func abbreviation(before string) bool {
	i := strings.LastIndexAny(before, " \t(")
	w := strings.ToLower(before[i+1:])
	if abbrevs[w] {
		return true
	}
	// single initials: "J. Smith"
	return utf8.RuneCountInString(w) == 2 && unicode.IsUpper([]rune(before[i+1:])[0])
}

// clipRunes cuts s to at most n runes, adding "…" when it cut.
func clipRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	rs := []rune(s)
	cut := string(rs[:n])
	if i := strings.LastIndex(cut, " "); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:") + "…"
}

// normText lower-cases s and collapses everything but letters and digits to
// single spaces, for containment checks of quotes.
func normText(s string) string {
	var b strings.Builder
	space := true
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
			space = false
		} else if !space {
			b.WriteByte(' ')
			space = true
		}
	}
	return strings.TrimSpace(b.String())
}

// mdCell makes s safe in a Markdown table cell.
func mdCell(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	s = strings.ReplaceAll(s, "|", `\|`)
	if s == "" {
		return "—"
	}
	return s
}

// escapeMD quotes untrusted text into an artifact on one line, so page
// text cannot add links, images or HTML (internal/mdescape).
func escapeMD(s string) string { return mdescape.Text(strings.Join(strings.Fields(s), " ")) }
