package summary

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/internal/stem"
	"github.com/laikabrowser/laika/internal/stopwords"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/words"
)

// Grounding thresholds.
const (
	// minOverlap is the share of an answer's content words that must occur
	// on the page; below it the answer is about something else (or made up).
	minOverlap = 0.45
	// minOverlapWords: shorter answers are judged on their claims only.
	minOverlapWords = 4
	// citeMinSim is the cosine a page sentence needs to back a key point.
	citeMinSim   = 0.25
	maxCitations = 12
)

// Claim kinds.
const (
	ClaimNumber = "number"
	ClaimName   = "name"
	ClaimQuote  = "quote"
)

// Claim is one checkable detail of a model answer.
type Claim struct {
	Kind string `json:"kind"`
	Text string `json:"text"`
}

// Grounding is the result of checking an answer against the page.
type Grounding struct {
	// Checked is how many numbers, names and quoted phrases were checked.
	Checked int `json:"checked"`
	// Unsupported are those not found on the page.
	Unsupported []Claim `json:"unsupported,omitempty"`
	// Overlap is the share of the answer's content words found on the page.
	Overlap float64 `json:"overlap"`
	// TooShort means the answer has too few words to measure its overlap
	// and no details to check: nothing shows it comes from the page.
	TooShort bool `json:"tooShort,omitempty"`
	// Bad means the answer should not be trusted: it is mostly not from the
	// page, most of its checkable details are not, or it is TooShort.
	Bad bool `json:"bad"`
}

var (
	numberRE    = lazyregexp.New(`\d+(?:[.,]\d+)*(?:\s*(?:million|billion|thousand|bn)\b)?`)
	quoteRE     = lazyregexp.New(`"([^"\n]{3,200})"|“([^”\n]{3,200})”`)
	listMarkRE  = lazyregexp.New(`(?m)^\s*\d+[.)]\s`)
	mdLinkURLRE = lazyregexp.New(`\]\([^)]*\)`)
)

// spelled lets "3" in an answer match "three" on the page.
var spelled = map[string]string{"0": "zero", "1": "one", "2": "two", "3": "three", "4": "four",
	"5": "five", "6": "six", "7": "seven", "8": "eight", "9": "nine", "10": "ten", "11": "eleven", "12": "twelve"}

// notNames are capitalised words a summary uses that are not claims about
// the page ("Key points", "Overall", "Summary").
var notNames = map[string]bool{"summary": true, "key": true, "points": true, "point": true, "overview": true,
	"overall": true, "conclusion": true, "takeaways": true, "takeaway": true, "note": true, "notes": true,
	"page": true, "article": true, "additionally": true, "furthermore": true, "moreover": true, "finally": true,
	"first": true, "second": true, "third": true, "main": true, "title": true, "highlights": true, "tl": true,
	"dr": true, "tldr": true, "in": true, "i": true, "yes": true, "no": true, "ok": true}

// source is a page prepared for claim lookups.
type source struct {
	norm    string          // " lower-cased words separated by single spaces "
	words   map[string]bool // lower-cased words
	stems   map[string]bool // their stems, for the overlap measure
	numbers map[string]bool // normalised numbers
}

func newSource(text string) *source {
	s := &source{words: map[string]bool{}, stems: map[string]bool{}, numbers: map[string]bool{}}
	var b strings.Builder
	b.Grow(len(text) + 2)
	b.WriteByte(' ')
	words.Each(text, nil, func(w []byte) {
		b.Write(w)
		b.WriteByte(' ')
		s.words[string(w)] = true
		s.stems[stem.Word(string(w))] = true
	})
	s.norm = b.String()
	for _, n := range numberRE.FindAllString(text, -1) {
		s.numbers[normNumber(n)] = true
	}
	return s
}

// scales spell out large numbers ("1.2 million").
var scales = map[string]float64{"thousand": 1e3, "million": 1e6, "billion": 1e9, "bn": 1e9}

// normNumber drops thousands separators and a trailing ".0" so "1,200" and
// "1200" compare equal, and writes "1.2 million" as "1200000".
func normNumber(n string) string {
	n = strings.ReplaceAll(n, ",", "")
	if i := strings.LastIndexAny(n, "0123456789"); i >= 0 && i+1 < len(n) {
		num, word := n[:i+1], strings.ToLower(strings.TrimSpace(n[i+1:]))
		if f, err := strconv.ParseFloat(num, 64); err == nil && scales[word] > 0 {
			return strconv.FormatFloat(math.Round(f*scales[word]), 'f', -1, 64)
		}
		n = num
	}
	n = strings.TrimSuffix(n, ".0")
	return strings.TrimRight(n, ".")
}

// phrase normalises s the way source.norm is built.
func phrase(s string) string {
	var b strings.Builder
	b.WriteByte(' ')
	words.Each(s, nil, func(w []byte) { b.Write(w); b.WriteByte(' ') })
	return b.String()
}

func (s *source) hasPhrase(p string) bool {
	p = phrase(p)
	return p != " " && strings.Contains(s.norm, p)
}

// CheckGrounding checks answer against the page text: every number, every
// capitalised name and every quoted phrase must occur on the page, and most
// content words should.
func CheckGrounding(answer, page string) Grounding {
	return checkGrounding(answer, newSource(page))
}

func checkGrounding(answer string, src *source) Grounding {
	var g Grounding
	answer = mdLinkURLRE.ReplaceAllString(answer, "]")
	body := listMarkRE.ReplaceAllString(answer, " ")
	seen := map[string]bool{}
	flag := func(kind, text string, ok bool) {
		key := kind + "\x00" + strings.ToLower(text)
		if seen[key] {
			return
		}
		seen[key] = true
		g.Checked++
		if !ok {
			g.Unsupported = append(g.Unsupported, Claim{Kind: kind, Text: text})
		}
	}
	for _, m := range quoteRE.FindAllStringSubmatch(body, -1) {
		q := m[1] + m[2]
		if len(strings.Fields(q)) >= 2 {
			flag(ClaimQuote, q, src.hasPhrase(q))
		}
	}
	for _, n := range numberRE.FindAllString(body, -1) {
		nn := normNumber(n)
		ok := src.numbers[nn] || (spelled[nn] != "" && src.words[spelled[nn]])
		flag(ClaimNumber, n, ok)
	}
	// One pass over the answer's words gives the overlap and the answer's
	// language, which tells names() whether capitals mark nouns.
	total, found := 0, 0
	var lang stopwords.Counter
	words.Each(body, nil, func(w []byte) {
		common := commonWords[string(w)]
		if lang.Add(w, common) != 0 || common || len(w) < 3 || (w[0] >= '0' && w[0] <= '9') || scales[string(w)] > 0 {
			return
		}
		total++
		if src.stems[stem.Word(string(w))] {
			found++
		}
	})
	for _, name := range names(body, src, lang.Language() == german) {
		flag(ClaimName, name, src.hasName(name))
	}
	if total > 0 {
		g.Overlap = float64(found) / float64(total)
	} else {
		g.Overlap = 1
	}
	n := len(g.Unsupported)
	g.TooShort = total < minOverlapWords && g.Checked == 0
	g.Bad = (total >= minOverlapWords && g.Overlap < minOverlap) || (n >= 2 && 2*n > g.Checked) || n >= 5 || g.TooShort
	return g
}

// hasName accepts a name found as a phrase, or one whose words all occur
// on the page ("Chief Executive Jane Doe" for "Jane Doe, the chief
// executive"; "Google" for "Google's").
func (s *source) hasName(name string) bool {
	if s.hasPhrase(name) {
		return true
	}
	ok := true
	words.Each(name, nil, func(w []byte) { ok = ok && s.words[string(w)] })
	return ok
}

// names returns the capitalised names in text: runs of capitalised words
// inside a sentence. A capitalised first word of a sentence is only a name
// when the run goes on ("Acme Corp said"), the word looks like one
// ("OpenAI", "NASA"), or it is neither on the page nor a common way to start
// a sentence ("Greenpeace welcomed ..."), because every sentence starts
// with a capital.
//
// In a language that capitalises its nouns (nouns), one capitalised word
// is no name unless it looks like one: a faithful German summary of a
// German page was flagged for "Radfahrern", "Neubau" and "Gericht", the
// words it put the page's facts in. Two or more in a row still are
// ("Kai Buchmann", "Nature Geoscience"), three at a sentence's start
// ("Neue Regeln gelten" is an adjective and its noun), and the article
// that opens a sentence ("Die Regierung") is none of them.
func names(text string, src *source, nouns bool) []string {
	var out []string
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "#") {
			continue // the answer's own headings
		}
		line = strings.TrimLeft(line, "-*>+ ")
		var run []string
		runAtStart := false
		sentenceStart := true
		flush := func() {
			if nouns && len(run) > 0 && !namey(run[0]) && (len(run) == 1 || runAtStart && len(run) == 2) {
				run = run[:0]
			}
			if len(run) > 0 && (!runAtStart || len(run) > 1 || namey(run[0]) || unknownStarter(run[0], src)) {
				out = append(out, strings.Join(run, " "))
			}
			run = run[:0]
		}
		for _, f := range strings.Fields(line) {
			w := strings.Trim(f, "*_`()[]{}\"'“”‘’,;:.!?…")
			w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
			if l := strings.ToLower(w); capitalised(w) && !notNames[l] && !commonWords[l] && !(nouns && stopwords.Is(l)) {
				if len(run) == 0 {
					runAtStart = sentenceStart
				}
				run = append(run, w)
			} else {
				flush()
			}
			sentenceStart = false
			if strings.HasSuffix(f, ".") || strings.HasSuffix(f, "!") || strings.HasSuffix(f, "?") || strings.HasSuffix(f, ":") || strings.HasSuffix(f, "…") {
				flush()
				sentenceStart = true
			} else if strings.ContainsAny(f[len(f)-1:], ",;)") {
				flush()
			}
		}
		flush()
	}
	return out
}

// german is the list of a language that capitalises its nouns.
var german = stopwords.Lang("de")

func capitalised(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return r != utf8.RuneError && unicode.IsUpper(r)
}

// namey: internal capitals, all capitals, or digits mark a name even at the
// start of a sentence.
func namey(w string) bool {
	upper, lower := 0, 0
	for i, r := range w {
		switch {
		case unicode.IsUpper(r) && i > 0:
			upper++
		case unicode.IsLower(r):
			lower++
		}
	}
	return upper > 0 && len(w) >= 2 || lower == 0 && len(w) >= 2
}

// trailer is the "Checked against the page" section appended after a model
// answer. The stream is append-only, so flags come after the text they
// qualify rather than replacing it.
func trailer(g Grounding) string {
	var b strings.Builder
	b.WriteString("\n\n---\n\n**Checked against the page:** ")
	switch {
	case g.TooShort:
		b.WriteString("the summary above is too short to check against the page. A summary quoted from the page follows.\n")
	case g.Bad:
		b.WriteString("the summary above does not match the page well")
		if len(g.Unsupported) > 0 {
			b.WriteString("; not found on the page: ")
			b.WriteString(claimList(g.Unsupported))
		}
		b.WriteString(". A summary quoted from the page follows.\n")
	case len(g.Unsupported) > 0:
		fmt.Fprintf(&b, "%s not found on the page and may be wrong: %s.\n", plural(len(g.Unsupported), "this detail was", "these details were"), claimList(g.Unsupported))
	case g.Checked > 0:
		fmt.Fprintf(&b, "all %d names, numbers and quotes above appear on the page.\n", g.Checked)
	default:
		b.WriteString("no names, numbers or quotes to check; the wording matches the page.\n")
	}
	return b.String()
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func claimList(cs []Claim) string {
	parts := make([]string, 0, len(cs))
	for i, c := range cs {
		if i == 8 {
			parts = append(parts, fmt.Sprintf("and %d more", len(cs)-i))
			break
		}
		parts = append(parts, "“"+escapeMD(cutWords(c.Text, 80))+"”")
	}
	return strings.Join(parts, ", ")
}

// citeAnswer backs each line of a model answer with the page sentence most
// similar to it, when one is similar enough.
func (d *doc) citeAnswer(answer string) []laika.Citation {
	if len(d.us) == 0 {
		return nil
	}
	var out []laika.Citation
	used := map[int]bool{}
	for line := range strings.Lines(answer) {
		body := strings.TrimSpace(line)
		if len(strings.Fields(body)) < 4 || strings.HasPrefix(body, "#") {
			continue
		}
		q := d.r.query(body)
		best, bestSim := -1, citeMinSim
		for i := range d.us {
			if s := dot(q, d.us[i].vec); s > bestSim {
				best, bestSim = i, s
			}
		}
		if best >= 0 && !used[best] {
			used[best] = true
			out = append(out, cite(d.us[best].quote))
			if len(out) == maxCitations {
				break
			}
		}
	}
	return out
}

// starters are common sentence openers of summaries that are not on the
// page and are not names.
var starters = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`according additionally also although another as because before besides
both but despite during each either even finally first following for furthermore however if in instead
it its later lastly locals meanwhile moreover most nevertheless next no nonetheless notably now officials
once one overall people readers researchers second since some still the then there therefore these they
third this those though thus today together unlike users visitors when while with yet experts critics
authors author writers writer residents customers`) {
		m[w] = true
	}
	return m
}()

// unknownStarter reports whether a sentence's first word is neither on the
// page, in this or another form, nor a common opener: then it is most
// likely a name.
func unknownStarter(w string, src *source) bool {
	l := strings.ToLower(w)
	return !starters[l] && !commonWords[l] && !stopwords.Is(l) && !notNames[l] && !src.words[l] && !src.inflects(l)
}

// inflects reports whether a page word shares all but the last three
// letters of w, and at least four: another form of it. Spanish, Italian
// and Portuguese start sentences with their verbs, and a faithful summary
// that wrote "Costó 180 millones" of a page's "costaron" was flagged for
// a name "Costó".
func (s *source) inflects(w string) bool {
	r := []rune(w)
	if len(r) < 5 {
		return false
	}
	prefix := string(r[:max(4, len(r)-3)])
	for p := range s.words {
		if strings.HasPrefix(p, prefix) {
			return true
		}
	}
	return false
}
