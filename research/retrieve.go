package research

import (
	"math"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
)

// passageCache keeps the passages of recently asked sources, keyed by
// source id and content hash: a conversation's follow-ups skip the
// tokenising. Passages are never modified after they are built, so they
// can be shared.
var passageCache = struct {
	sync.Mutex
	m     map[string][]Passage
	order []string
}{m: map[string][]Passage{}}

const passageCacheSize = 128

// sourcePassages returns s's passages with SourceIdx set to idx.
func sourcePassages(idx int, s src) []Passage {
	key := s.ID + "/" + s.ContentHash
	passageCache.Lock()
	ps, ok := passageCache.m[key]
	passageCache.Unlock()
	if !ok {
		ps = passages(0, s.Markdown)
		passageCache.Lock()
		if _, dup := passageCache.m[key]; !dup {
			passageCache.m[key] = ps
			passageCache.order = append(passageCache.order, key)
			if len(passageCache.order) > passageCacheSize {
				delete(passageCache.m, passageCache.order[0])
				passageCache.order = passageCache.order[1:]
			}
		}
		passageCache.Unlock()
	}
	out := make([]Passage, len(ps))
	for i, p := range ps {
		p.SourceIdx = idx
		out[i] = p
	}
	return out
}

// Passage is a retrievable piece of one source: a few sentences of one
// paragraph, a list item or a table row, with the section heading above
// it.
type Passage struct {
	SourceIdx int
	Text      string // plain text, as on the page
	Heading   string
	Pos       int // order within the source
	terms     map[string]int
	length    int
}

// passageChars is the soft size of a passage: paragraphs longer than this
// are cut between sentences.
const passageChars = 420

// passages splits a source's Markdown into passages.
func passages(srcIdx int, md string) []Passage {
	var out []Passage
	heading := ""
	add := func(text string) {
		text = strings.TrimSpace(text)
		if utf8.RuneCountInString(text) < 12 {
			return
		}
		p := Passage{SourceIdx: srcIdx, Text: text, Heading: heading, Pos: len(out), terms: map[string]int{}}
		for _, t := range tokens(text) {
			p.terms[t]++
			p.length++
		}
		// the heading helps a passage match, at half weight via one count
		for _, t := range tokens(heading) {
			if p.terms[t] == 0 {
				p.terms[t] = 1
				p.length++
			}
		}
		if p.length > 0 {
			out = append(out, p)
		}
	}
	for _, block := range paragraphs(md) {
		if strings.HasPrefix(block, "\x00h") {
			heading = block[2:]
			continue
		}
		var cur strings.Builder
		for _, s := range splitSentences(block) {
			if cur.Len() > 0 && cur.Len()+len(s) > passageChars {
				add(cur.String())
				cur.Reset()
			}
			if cur.Len() > 0 {
				cur.WriteByte(' ')
			}
			cur.WriteString(s)
		}
		add(cur.String())
	}
	return out
}

// paragraphs returns the plain-text blocks of md in order; headings come
// back as "\x00h"+text. Table rows and list items are blocks of their own.
func paragraphs(md string) []string {
	var out []string
	var cur []string
	flush := func() {
		if len(cur) > 0 {
			out = append(out, strings.Join(cur, " "))
			cur = nil
		}
	}
	for _, raw := range strings.Split(md, "\n") {
		t := strings.TrimSpace(raw)
		switch {
		case t == "":
			flush()
		case headingLine.MatchString(t):
			flush()
			out = append(out, "\x00h"+plainLine(t))
		case isTableLine(t):
			flush()
			if strings.Trim(t, "|-: ") == "" {
				continue // the rule under a header
			}
			cells := strings.Split(strings.Trim(t, "|"), "|")
			for i := range cells {
				cells[i] = strings.TrimSpace(cells[i])
			}
			out = append(out, strings.Join(cells, " — "))
		case mdPrefix.MatchString(t) && !strings.HasPrefix(t, ">"):
			flush()
			cur = append(cur, plainLine(t))
			flush()
		default:
			if l := plainLine(t); l != "" {
				cur = append(cur, l)
			}
		}
	}
	flush()
	return out
}

// index is a BM25 index over the passages of a collection.
type index struct {
	ps    []Passage
	df    map[string]int
	avgdl float64
}

func newIndex(ps []Passage) *index {
	ix := &index{ps: ps, df: map[string]int{}}
	total := 0
	for _, p := range ps {
		total += p.length
		for t := range p.terms {
			ix.df[t]++
		}
	}
	if len(ps) > 0 {
		ix.avgdl = float64(total) / float64(len(ps))
	}
	return ix
}

// idf is BM25's inverse document frequency (never negative).
func (ix *index) idf(t string) float64 {
	n := float64(len(ix.ps))
	df := float64(ix.df[t])
	return math.Log(1 + (n-df+0.5)/(df+0.5))
}

// BM25 parameters.
const (
	bm25K1 = 1.2
	bm25B  = 0.75
)

// query is a weighted bag of terms.
type query map[string]float64

func newQuery(text string, weight float64, q query) query {
	if q == nil {
		q = query{}
	}
	for _, t := range tokens(text) {
		if q[t] < weight {
			q[t] = weight
		}
	}
	return q
}

// hit is a scored passage.
type hit struct {
	i       int
	score   float64
	matched int // distinct query terms in the passage
}

func (ix *index) score(q query) []hit {
	var hs []hit
	for i, p := range ix.ps {
		var s float64
		m := 0
		for t, w := range q {
			tf := float64(p.terms[t])
			if tf == 0 {
				continue
			}
			m++
			s += w * ix.idf(t) * tf * (bm25K1 + 1) / (tf + bm25K1*(1-bm25B+bm25B*float64(p.length)/ix.avgdl))
		}
		if s > 0 {
			hs = append(hs, hit{i, s, m})
		}
	}
	sort.SliceStable(hs, func(a, b int) bool { return hs[a].score > hs[b].score })
	return hs
}

// coverage is the IDF-weighted share of q's terms that passage p contains.
// A term the collection never uses weighs the most, so a question about
// something the sources do not mention covers little.
func (ix *index) coverage(q query, ps ...int) float64 {
	var have, all float64
	for t, w := range q {
		if w < 1 {
			continue // terms borrowed from an earlier turn do not count against the question
		}
		idf := ix.idf(t)
		all += idf
		for _, i := range ps {
			if ix.ps[i].terms[t] > 0 {
				have += idf
				break
			}
		}
	}
	if all == 0 {
		return 0
	}
	return have / all
}
