package research

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/internal/stem"
	"github.com/laikabrowser/laika/internal/words"
)

// sentence is one sentence of a source, prepared for claim picking and
// disagreement finding.
type sentence struct {
	src   int // index into the sources
	pos   int
	text  string
	terms map[string]bool // content terms, numbers excluded
	nums  map[string]bool // normalised numbers and ISO dates
	score float64
}

// moneyMagRE is a money amount with its magnitude ("$4.2 billion").
var moneyMagRE = lazyregexp.New(`[$€£¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand|bn|m|k)\b)?`)

var numberRE = lazyregexp.New(`\d+(?:[.,]\d+)*(?:\s?(?:%|percent|million|billion|thousand|bn|m|k)\b)?`)

// sentencesOf returns the sentences of a source worth quoting: 30 to 400
// characters, not table rules, not "Label: value" stubs.
func sentencesOf(si int, md string) []sentence {
	var out []sentence
	for _, block := range paragraphs(md) {
		if strings.HasPrefix(block, "\x00h") {
			continue
		}
		for _, s := range splitSentences(block) {
			n := utf8.RuneCountInString(s)
			if n < 30 || n > 400 || len(strings.Fields(s)) < 5 {
				continue
			}
			out = append(out, newSentence(si, len(out), s))
		}
	}
	return out
}

func newSentence(si, pos int, s string) sentence {
	st := sentence{src: si, pos: pos, text: s, terms: map[string]bool{}, nums: map[string]bool{}}
	// Figures are kept by kind (d: date, m: money, n: other numbers), so
	// only like is compared with like.
	rest := s
	for _, d := range FindDates(s) {
		st.nums["d:"+d.ISO] = true
		rest = strings.Replace(rest, d.Text, " ", 1)
	}
	for _, m := range moneyMagRE.FindAllString(rest, -1) {
		st.nums["m:"+normNumber(m)] = true
		rest = strings.Replace(rest, m, " ", 1)
	}
	for _, m := range numberRE.FindAllString(rest, -1) {
		st.nums["n:"+normNumber(m)] = true
	}
	for _, t := range tokens(rest) {
		if t[0] < '0' || t[0] > '9' {
			st.terms[t] = true
		}
	}
	return st
}

// normNumber writes "1,200" as "1200", "4.5 billion" as "4.5billion",
// "12 percent" as "12%".
func normNumber(n string) string {
	n = strings.ToLower(strings.ReplaceAll(n, " ", ""))
	n = strings.ReplaceAll(n, "percent", "%")
	if strings.Count(n, ",") > 0 && !strings.Contains(n, ".") {
		n = strings.ReplaceAll(n, ",", "")
	}
	return strings.Replace(n, "bn", "billion", 1)
}

// corpus is every quotable sentence of a collection with the number of
// sources each term appears in.
type corpus struct {
	ss   []src
	sent [][]sentence // per source
	sdf  map[string]int
}

func newCorpus(ss []src) *corpus {
	c := &corpus{ss: ss, sent: make([][]sentence, len(ss)), sdf: map[string]int{}}
	for i, s := range ss {
		c.sent[i] = sentencesOf(i, s.Markdown)
		seen := map[string]bool{}
		for _, st := range c.sent[i] {
			for t := range st.terms {
				if !seen[t] {
					seen[t] = true
					c.sdf[t]++
				}
			}
		}
	}
	return c
}

// weight of a term: shared by several sources (the collection's topic)
// but not by all of them when there are many.
func (c *corpus) weight(t string) float64 {
	n := float64(len(c.ss))
	df := float64(c.sdf[t])
	return math.Log(1 + n/df)
}

// keyClaims returns up to k sentences of source i that best carry the
// collection's topic and its figures, in document order.
func (c *corpus) keyClaims(i, k int) []sentence {
	cand := append([]sentence(nil), c.sent[i]...)
	for j := range cand {
		st := &cand[j]
		var s float64
		for t := range st.terms {
			if c.sdf[t] > 1 || len(c.ss) == 1 {
				s += 1
			} else {
				s += 0.25
			}
		}
		s /= math.Sqrt(float64(len(st.terms)) + 1)
		if len(st.nums) > 0 {
			s += 0.8
		}
		s += 0.6 * (1 - float64(st.pos)/float64(len(cand)+1)) // the lede states the news
		st.score = s
	}
	sort.SliceStable(cand, func(a, b int) bool { return cand[a].score > cand[b].score })
	if len(cand) > k {
		cand = cand[:k]
	}
	sort.SliceStable(cand, func(a, b int) bool { return cand[a].pos < cand[b].pos })
	return cand
}

// disagreement is two sentences from different sources about the same
// subject that give different numbers or dates.
type disagreement struct {
	a, b    sentence
	subject []string
	score   float64
}

// minShared is how many subject terms two sentences must share.
const minShared = 2

// disagreements finds pairs of sentences from different sources that share
// a subject (at least minShared content terms, weighed by rarity) and give
// disjoint numbers or dates. The strongest come first; each sentence is
// used once.
func (c *corpus) disagreements(max int) []disagreement {
	var ds []disagreement
	for i := range c.sent {
		for j := i + 1; j < len(c.sent); j++ {
			for _, a := range c.sent[i] {
				if len(a.nums) == 0 {
					continue
				}
				for _, b := range c.sent[j] {
					if len(b.nums) == 0 || !eachHasOwn(a.nums, b.nums) {
						continue
					}
					var shared []string
					var w float64
					for t := range a.terms {
						if b.terms[t] {
							shared = append(shared, t)
							w += c.weight(t)
						}
					}
					if len(shared) < minShared {
						continue
					}
					sim := float64(len(shared)) / math.Sqrt(float64(len(a.terms)*len(b.terms))+1)
					if sim < 0.25 || (len(shared) == minShared && sim < 0.28) {
						continue
					}
					sort.Strings(shared)
					ds = append(ds, disagreement{a, b, shared, w * sim})
				}
			}
		}
	}
	sort.SliceStable(ds, func(x, y int) bool { return ds[x].score > ds[y].score })
	// A sentence may stand in two disagreements (a date and a cost), not
	// more: the list should cover several subjects.
	used := map[[2]int]int{}
	subjects := map[string]bool{}
	var out []disagreement
	for _, d := range ds {
		ka, kb := [2]int{d.a.src, d.a.pos}, [2]int{d.b.src, d.b.pos}
		// Keyed by the label the user reads, so one subject is not listed
		// twice around the same sentence.
		key := strings.ToLower(subjectWords(d.a.text, d.subject))
		if used[ka] == 2 || used[kb] == 2 || (subjects[key] && (used[ka] > 0 || used[kb] > 0)) {
			continue
		}
		subjects[key] = true
		used[ka]++
		used[kb]++
		out = append(out, d)
		if len(out) == max {
			break
		}
	}
	return out
}

// eachHasOwn: for some kind of figure (date, money, number) each
// sentence gives one the other does not: "$3, then $4 on January 1, 2026"
// against "$3, then $5 on January 1, 2026". A sentence whose figures are
// all in the other ("$3 this year" against "$3, then $4 in 2026") says
// less, not something else.
//
// Dates match at the precision given: "March 2025" does not disagree with
// "March 14, 2025". Amounts of other orders of magnitude ("$3" and "$4.2
// billion") are about different things, so they are not set against each
// other.
func eachHasOwn(a, b map[string]bool) bool {
	for _, kind := range []string{"d:", "m:", "n:"} {
		ka, kb := ofKind(a, kind), ofKind(b, kind)
		if len(ka) == 0 || len(kb) == 0 {
			continue
		}
		oa, ob := own(ka, kb), own(kb, ka)
		if len(oa) > 0 && len(ob) > 0 && (kind == "d:" || comparable(oa, ob)) {
			return true
		}
	}
	return false
}

// own returns the figures of a that b does not give (for dates: that no
// date of b equals at a shared precision).
func own(a, b map[string]bool) []string {
	var out []string
	for x := range a {
		found := b[x]
		if strings.HasPrefix(x, "d:") {
			for y := range b {
				if strings.HasPrefix(x, y) || strings.HasPrefix(y, x) {
					found = true
				}
			}
		}
		if !found {
			out = append(out, x)
		}
	}
	return out
}

// maxRatio is how far apart two amounts may be and still be two accounts
// of one figure.
const maxRatio = 10

// comparable reports whether some amount in a and some in b are within
// maxRatio of each other.
func comparable(a, b []string) bool {
	for _, x := range a {
		vx, ok := amount(x)
		for _, y := range b {
			vy, ok2 := amount(y)
			if !ok || !ok2 || vx <= 0 || vy <= 0 || (vx/vy <= maxRatio && vy/vx <= maxRatio) {
				return true
			}
		}
	}
	return false
}

// amount is the value of a normalised figure ("m:$4.2billion" is 4.2e9),
// or false when it has none.
func amount(k string) (float64, bool) {
	k = k[2:]
	mult := 1.0
	for suf, m := range map[string]float64{"billion": 1e9, "million": 1e6, "thousand": 1e3, "k": 1e3, "m": 1e6} {
		if strings.HasSuffix(k, suf) {
			k, mult = strings.TrimSuffix(k, suf), m
			break
		}
	}
	k = strings.TrimLeft(strings.TrimSuffix(k, "%"), "$€£¥")
	v, err := strconv.ParseFloat(strings.ReplaceAll(k, ",", ""), 64)
	return v * mult, err == nil
}

func ofKind(m map[string]bool, kind string) map[string]bool {
	out := map[string]bool{}
	for k := range m {
		if strings.HasPrefix(k, kind) {
			out[k] = true
		}
	}
	return out
}

// labelFiller are words that match a subject but say nothing as its label.
var labelFiller = map[string]bool{"until": true, "after": true, "before": true, "while": true, "during": true, "still": true,
	"stay": true, "stays": true, "remain": true, "remains": true, "now": true, "later": true, "year": true, "years": true}

// subjectWords shows a disagreement's subject in the words of sentence s.
func subjectWords(s string, terms []string) string {
	want := map[string]bool{}
	for _, t := range terms {
		want[t] = true
	}
	var out []string
	seen := map[string]bool{}
	words.Strings(s, func(w string) {
		st := stem.Word(w)
		if want[st] && !seen[st] && len(out) < 4 && !labelFiller[w] {
			seen[st] = true
			out = append(out, w)
		}
	})
	if len(out) == 0 {
		return strings.Join(terms, ", ")
	}
	return strings.Join(out, ", ")
}

// uniqueFigures returns sentences with numbers that no other source
// repeats: claims to verify.
func (c *corpus) uniqueFigures(max int) []sentence {
	if len(c.ss) < 2 {
		return nil
	}
	count := map[string]int{}
	for i := range c.sent {
		seen := map[string]bool{}
		for _, s := range c.sent[i] {
			for n := range s.nums {
				if !seen[n] {
					seen[n] = true
					count[n]++
				}
			}
		}
	}
	var out []sentence
	for i := range c.sent {
		for _, s := range c.keyClaims(i, 4) {
			lone := false
			for n := range s.nums {
				if count[n] == 1 && len(n) > 1 {
					lone = true
				}
			}
			if lone {
				out = append(out, s)
				break
			}
		}
		if len(out) == max {
			break
		}
	}
	return out
}
