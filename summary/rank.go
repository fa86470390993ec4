package summary

import (
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/laikabrowser/laika/internal/stem"
	"github.com/laikabrowser/laika/internal/stopwords"
	"github.com/laikabrowser/laika/internal/words"
)

// Ranking weights for the extractive summary. Centrality (cosine similarity
// of a sentence's TF-IDF vector to the whole document's) does most of the
// work; the rest nudge it the way readers expect.
const (
	positionWeight = 0.15 // earlier sentences state the topic more often
	leadWeight     = 0.10 // the first few sentences of a page are its lede
	leadUnits      = 3
	titleWeight    = 0.15 // overlap with the page title
	goalWeight     = 1.20 // overlap with what the user asked for
	shortPenalty   = 0.80 // sentences under minGoodWords say little
	// questionPenalty: a page's question ("Will a hybrid save me money?",
	// an FAQ's, a heading's echo) asks, and its answer says; a summary
	// quoting three of an FAQ's questions told the reader nothing. A
	// thread's question is its topic and keeps its score.
	questionPenalty = 0.50
	minGoodWords    = 8
	minWords        = 5 // shorter page sentences are captions and buttons
	mmrLambda       = 0.70
	mmrPool         = 300 // MMR only looks at the best this many candidates
	// longUnits: a text of more units than this is long, a guide or a
	// listicle told in sections rather than a news story, and its points
	// are drawn from across it (mmr's spread). The position prior is
	// spread thinner, so that a unit 60 units in loses what it would in
	// a short text: on 118 long WCXB pages, 90% of points came from the
	// first half, the median at 8% of the text.
	longUnits      = 60
	sameSectionSim = 0.5
)

// unit is one rankable piece of the input: a sentence, a list item or a
// comment sentence.
type unit struct {
	text    string // display text, prefix removed
	quote   string // verbatim page text for the citation
	heading string // nearest heading above, for context
	author  string // comment author, if any
	pos     int    // document order
	nwords  int
	item    bool // a whole list item
	vec     []tw // sorted by id, L2-normalised TF-IDF
	score   float64
}

// tw is one term weight of a sparse vector.
type tw struct {
	id int32
	w  float32
}

// ranker turns units into TF-IDF vectors over a shared vocabulary.
type ranker struct {
	vocab map[string]int32
	df    []int32
	buf   []byte
	ids   []int32
	idf   []float32
	// stop is each vocabulary word's stopword lists and lang counts the
	// page's words in each list, so that vectorize can tell the page's
	// language and leave out its function words ("der", "und", "nicht")
	// as commonWords leaves out English ones.
	stop []stopwords.Set
	lang stopwords.Counter
}

func newRanker(sizeHint int) *ranker {
	return &ranker{vocab: make(map[string]int32, sizeHint/8+16)}
}

// termIDs returns the sorted content-word ids of s (with repeats), adding
// new words to the vocabulary when add is set.
func (r *ranker) termIDs(s string, add bool) []int32 {
	r.ids = r.ids[:0]
	r.buf = words.Each(s, r.buf, func(w []byte) {
		common := commonWords[string(w)]
		var langs stopwords.Set
		if add {
			// Short words tell the language best ("de", "la", "et", "il").
			langs = r.lang.Add(w, common)
		}
		if common || len(w) < 3 && !(len(w) >= 1 && w[0] >= '0' && w[0] <= '9') {
			return
		}
		key := stem.Word(string(w))
		id, ok := r.vocab[key]
		if !ok {
			if !add {
				return
			}
			id = int32(len(r.df))
			r.vocab[key] = id
			r.df = append(r.df, 0)
			r.stop = append(r.stop, langs)
		}
		r.ids = append(r.ids, id)
	})
	slices.Sort(r.ids)
	return r.ids
}

// counts collapses sorted ids into (id, tf) pairs stored as weights.
func counts(ids []int32) []tw {
	var out []tw
	for i := 0; i < len(ids); {
		j := i
		for j < len(ids) && ids[j] == ids[i] {
			j++
		}
		out = append(out, tw{ids[i], float32(j - i)})
		i = j
	}
	return out
}

// vectorize fills u.vec for every unit and returns the normalised document
// centroid as a dense vector.
func (r *ranker) vectorize(us []unit) []float32 {
	for i := range us {
		v := counts(r.termIDs(us[i].text, true))
		for _, t := range v {
			r.df[t.id]++
		}
		us[i].vec = v
	}
	n := float64(len(us))
	idf := make([]float32, len(r.df))
	lang := r.lang.Language()
	for id, df := range r.df {
		if r.stop[id]&lang != 0 {
			continue // a function word of the page's language: weight 0
		}
		idf[id] = float32(math.Log((n + 1) / (float64(df) + 0.5)))
	}
	centroid := make([]float32, len(r.df))
	for i := range us {
		weigh(us[i].vec, idf)
		for _, t := range us[i].vec {
			centroid[t.id] += t.w
		}
	}
	var norm float64
	for _, w := range centroid {
		norm += float64(w) * float64(w)
	}
	if norm > 0 {
		inv := float32(1 / math.Sqrt(norm))
		for i := range centroid {
			centroid[i] *= inv
		}
	}
	r.idf = idf
	return centroid
}

// weigh turns term counts into L2-normalised (1+log tf)·idf weights.
func weigh(v []tw, idf []float32) {
	var norm float64
	for i := range v {
		w := (1 + float32(math.Log(float64(v[i].w)))) * idf[v[i].id]
		v[i].w = w
		norm += float64(w) * float64(w)
	}
	if norm == 0 {
		return
	}
	inv := float32(1 / math.Sqrt(norm))
	for i := range v {
		v[i].w *= inv
	}
}

// query vectorises s against the existing vocabulary (for title and goal).
func (r *ranker) query(s string) []tw {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	v := counts(r.termIDs(s, false))
	weigh(v, r.idf)
	return v
}

func dotDense(v []tw, d []float32) float64 {
	var s float64
	for _, t := range v {
		s += float64(t.w * d[t.id])
	}
	return s
}

// dot is the cosine of two normalised sparse vectors (merge of sorted ids).
func dot(a, b []tw) float64 {
	var s float64
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i].id < b[j].id:
			i++
		case a[i].id > b[j].id:
			j++
		default:
			s += float64(a[i].w * b[j].w)
			i++
			j++
		}
	}
	return s
}

// score sets each unit's score: centrality plus position, lead, title and
// goal bonuses, with a penalty for very short units. A page (not a list
// nor a thread) has a lede and its questions are penalised.
func (r *ranker) score(us []unit, centroid []float32, title, goal string, page bool) {
	tv, gv := r.query(title), r.query(goal)
	n := float64(len(us))
	posW := positionWeight * min(1, longUnits/n)
	for i := range us {
		u := &us[i]
		s := dotDense(u.vec, centroid)
		s += posW * (1 - float64(i)/n)
		if page && i < leadUnits {
			s += leadWeight
		}
		if tv != nil {
			s += titleWeight * dot(u.vec, tv)
		}
		if gv != nil {
			s += goalWeight * dot(u.vec, gv)
		}
		if u.nwords < minGoodWords {
			s *= shortPenalty
		}
		if page && question(u.text) {
			s *= questionPenalty
		}
		u.score = s
	}
}

// question reports a sentence that asks ("?", CJK's full-width "？",
// Arabic's "؟", Greek's ";" (U+037E, not the semicolon) and Ethiopic's
// "፧"). One that ends in a quoted
// question ("… homeowners ask: “How much will it cost?”") says something,
// and is none; a question quoted whole (a list of “What is the budget of
// this position based on?” to ask an employer) asks.
func question(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(unquoted(s))
	return strings.ContainsRune("?？؟\u037e፧", r)
}

// mmr picks k units by maximal marginal relevance: high score, low
// similarity to what is already picked, so key points do not repeat each
// other. skip is a unit index already used (the lead), or -1; a unit
// told elsewhere is no candidate. spread: the text is told in sections
// (a long one, or a ranking's entries), and a second point from a
// section already quoted counts as similar to it by sameSectionSim.
func mmr(us []unit, k, skip int, spread bool, told func(int) bool) []int {
	cand := make([]int, 0, len(us))
	for i := range us {
		if i != skip && !told(i) {
			cand = append(cand, i)
		}
	}
	slices.SortFunc(cand, func(a, b int) int {
		switch {
		case us[a].score > us[b].score:
			return -1
		case us[a].score < us[b].score:
			return 1
		}
		return a - b
	})
	if len(cand) > mmrPool {
		cand = cand[:mmrPool]
	}
	var picked []int
	maxSim := make([]float64, len(cand))
	if skip >= 0 {
		for ci, i := range cand {
			maxSim[ci] = dot(us[i].vec, us[skip].vec)
		}
	}
	used := make([]bool, len(cand))
	for len(picked) < k {
		best, bestV := -1, math.Inf(-1)
		for ci, i := range cand {
			if used[ci] {
				continue
			}
			if v := mmrLambda*us[i].score - (1-mmrLambda)*maxSim[ci]; v > bestV {
				best, bestV = ci, v
			}
		}
		if best < 0 {
			break
		}
		used[best] = true
		p := cand[best]
		if repeats(us, p, picked, skip) {
			continue
		}
		picked = append(picked, p)
		for ci, i := range cand {
			if !used[ci] {
				sim := dot(us[i].vec, us[p].vec)
				if spread && us[i].heading != "" && us[i].heading == us[p].heading {
					sim = max(sim, sameSectionSim)
				}
				maxSim[ci] = max(maxSim[ci], sim)
			}
		}
	}
	slices.Sort(picked)
	return picked
}

// repeats reports that unit p says again what the lead or a picked unit
// says, word for word: a reply that quotes the whole post above it
// (Doom9's "Hi to all, I have tested …"), which similarity only
// discourages.
func repeats(us []unit, p int, picked []int, skip int) bool {
	a := " " + wordKey(us[p].text) + " "
	says := func(i int) bool {
		b := " " + wordKey(us[i].text) + " "
		short, long := a, b
		if len(short) > len(long) {
			short, long = long, short
		}
		return strings.Count(short, " ") > minRepeatWords && strings.Contains(long, short)
	}
	return skip >= 0 && says(skip) || slices.ContainsFunc(picked, says)
}

// minRepeatWords: a shorter sentence inside a longer one is a repeat
// from this many words ("Read more" inside a paragraph is not).
const minRepeatWords = 6
