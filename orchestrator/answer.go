package orchestrator

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/calc"
	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/internal/stem"
	"github.com/laikabrowser/laika/internal/stopwords"
	"github.com/laikabrowser/laika/internal/words"
)

// Extractive question answering for the built-in planner: the answer is
// always text quoted from the observation (primary text, blocks, items,
// outline, comments, metadata), with a citation per quote. It never
// invents: a question whose words are not on the page gets
// no_answer_on_page and the closest passages it did find.

// passage is one quotable unit of the page.
type passage struct {
	text string
	kind string // meta, item, comment, heading, text
	idx  int    // item or comment position, 1-based; 0 otherwise
	// label/value split of "Label: value" lines and metadata.
	label, value string
	// next is the text line after this one (text passages only).
	next string
}

var (
	reSentence   = lazyregexp.New(`([.!?])\s+(["“(]?[A-Z0-9])`)
	reLabelValue = lazyregexp.New(`^([A-Za-z][A-Za-z0-9 ./&'()-]{1,48}?)\s*[:：]\s+(\S.{0,300})$`)
	reCompanyish = lazyregexp.New(`(?i)\b(inc|incorporated|corp|corporation|company|co|llc|l\.l\.c|ltd|limited|plc|n\.v|s\.a|ag|gmbh|holdings|group|bancorp|trust)\b\.?`)
	reDateish    = lazyregexp.New(`(?i)\b(?:\d{4}-\d{2}-\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4}|\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{4}|(?:19|20)\d{2})\b`)
	// reMoneyWords: an amount in words of money (calc.Moneys reads the
	// amounts written with a currency sign or code).
	reMoneyWords = lazyregexp.New(`\b\d[\d,.]*\s?(?:dollars|euros)\b`)
	reNumber     = lazyregexp.New(`\b\d[\d,]*(?:\.\d+)?\b`)
	reCompanyQ   = lazyregexp.New(`\b(company|companies|registrant|issuer|firm|business|corporation|organi[sz]ation)\b`)
	reWhatWhich  = lazyregexp.New(`^(what|which|who|name|tell me)`)
)

// stopWord reports a word that carries no topic: one of the shared list
// (internal/stopwords, every language the planner reads) or one a request
// about a page uses without naming its topic ("tell me about this post").
func stopWord(w string) bool { return requestWords[w] || stopwords.Is(w) }

var requestWords = toSet(`tell me more please describe explain list name give page article post site story thread
say says said mention mentions mentioned according show find get got see there's what's who's`)

func toSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// matchKey is a word's matching key: stem.Root of it lower-cased,
// without the quotes and hyphens around it or a possessive "'s".
func matchKey(w string) string {
	w = strings.ToLower(strings.Trim(w, "'’-"))
	w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
	return stem.Root(w)
}

func contentWords(s string) []string {
	var out []string
	seen := map[string]bool{}
	words.Strings(s, func(lw string) {
		if stopWord(lw) {
			return
		}
		if st := matchKey(lw); st != "" && !seen[st] {
			seen[st] = true
			out = append(out, st)
		}
	})
	return out
}

// splitSentences splits a line into sentences at ". X".
func splitSentences(line string) []string {
	marked := reSentence.ReplaceAllString(line, "$1\x00$2")
	var out []string
	for _, s := range strings.Split(marked, "\x00") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// passages lists the observation as quotable units, metadata first.
func passages(o *laika.Observation) []passage {
	var out []passage
	seen := map[string]bool{}
	add := func(p passage) {
		p.text = strings.TrimSpace(p.text)
		if p.text == "" || seen[p.kind+"\x00"+p.text] {
			return
		}
		seen[p.kind+"\x00"+p.text] = true
		if p.label == "" {
			if m := reLabelValue.FindStringSubmatch(p.text); m != nil {
				p.label, p.value = strings.TrimSpace(m[1]), strings.TrimSpace(m[2])
			}
		}
		out = append(out, p)
	}
	if o.Title != "" {
		add(passage{text: o.Title, kind: "meta", label: "title", value: o.Title})
	}
	if m := o.Meta; m != nil {
		for _, kv := range [][2]string{{"title", m.Title}, {"author", m.Byline}, {"site", m.Site}, {"published", m.PublishedTime}, {"description", m.Description}} {
			if kv[1] != "" {
				add(passage{text: kv[1], kind: "meta", label: kv[0], value: kv[1]})
			}
		}
		if r := m.RatingText(); r != "" {
			add(passage{text: r, kind: "meta", label: "rating", value: r})
		}
		if m.Price != "" {
			// Told by the product's name, which the question may use.
			add(passage{text: strings.TrimSpace(o.Title + " " + m.Price), kind: "meta", label: "price", value: m.Price})
		}
	}
	if o.Primary != nil && o.Primary.Byline != "" {
		add(passage{text: o.Primary.Byline, kind: "meta", label: "author", value: o.Primary.Byline})
	}
	for _, h := range o.Outline {
		add(passage{text: h.Text, kind: "heading"})
	}
	for i, it := range o.Items {
		t := strings.TrimSpace(it.Title)
		if it.Snippet != "" {
			t += " — " + strings.TrimSpace(it.Snippet)
		}
		add(passage{text: t, kind: "item", idx: i + 1})
	}
	for i, c := range o.Comments {
		add(passage{text: c.Text, kind: "comment", idx: i + 1, label: c.Author})
	}
	lines := pageLines(o)
	for i, l := range lines {
		next := ""
		if i+1 < len(lines) {
			next = lines[i+1]
		}
		if m := reLabelValue.FindStringSubmatch(l); m != nil && len(l) < 200 || len(l) < 80 {
			add(passage{text: l, kind: "text", next: next})
			continue
		}
		for _, s := range splitSentences(l) {
			add(passage{text: s, kind: "text"})
		}
	}
	return out
}

// qa is one question, analysed.
type qa struct {
	q     string
	words []string
	kind  string // who, when, money, count, company, where, what
}

func newQA(q string) qa {
	l := strings.ToLower(q)
	k := "what"
	switch {
	case reCompanyQ.MatchString(l) && reWhatWhich.MatchString(l):
		k = "company"
	case strings.HasPrefix(l, "who") || strings.Contains(l, "author") || strings.Contains(l, "written by") || strings.Contains(l, "wrote") || reWhoIntl.MatchString(l):
		k = "who"
	case strings.HasPrefix(l, "when") || strings.Contains(l, "what date") || strings.Contains(l, "what year") || strings.Contains(l, "what time") ||
		strings.Contains(l, "publication date") || strings.Contains(l, "date of") || reWhenIntl.MatchString(l):
		k = "when"
	case strings.HasPrefix(l, "how long") || strings.Contains(l, "how much time") || strings.Contains(l, "how many minutes") || strings.Contains(l, "how many hours"):
		k = "duration"
	case strings.Contains(l, "how much") || strings.Contains(l, "price") || strings.Contains(l, "cost") || strings.Contains(l, "fee") || reMoneyIntl.MatchString(l):
		k = "money"
	case strings.HasPrefix(l, "how many") || reCountIntl.MatchString(l):
		k = "count"
	case strings.HasPrefix(l, "where"):
		k = "where"
	}
	words := contentWords(q)
	if k == "who" || k == "when" {
		// "wrote", "author", "published" frame the question; a page line
		// that says "your email will not be published" does not answer it.
		var keep []string
		for _, w := range words {
			if !frameWords[w] {
				keep = append(keep, w)
			}
		}
		words = keep
	}
	return qa{q: q, words: words, kind: k}
}

// moneyFrame are the stems of the words a money question is framed with.
var moneyFrame = stemSet("price prices pricing cost costs preis preise kostet kosten precio precios cuesta prix coûte")

// stemSet is the set of the stems of the space-separated words.
func stemSet(words string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(words) {
		out[matchKey(w)] = true
	}
	return out
}

// frameWords are the stems of who/when questions' own verbs.
// The page's own kind ("who wrote this recipe") frames it too.
var frameWords = stemSet(`wrote write written author published posted released date created uploaded recipe article piece guide report paper blog video tutorial review essay column
geschrieben verfasst veröffentlicht artikel beitrag escribió escrito publicado artículo noticia écrit écrite publié scritto pubblicato articolo escreveu`)

var (
	// "By Dana Ortiz", not "By continuing to use this site"
	reByName = lazyregexp.New(`^(?:by|written by|posted by|story by|words by|von|par|por)\s+\p{Lu}[\p{L}'’.-]+(?:\s+(?:\p{Lu}[\p{L}'’.-]+|van|von|de|der|da|di|le|la)){0,4}(?:\s*(?:[,·|•–—-]|and|&|$))`)
	// a label that dates something other than the page
	reOtherDate = lazyregexp.New(`(?i)\b(?:join|joined|member|birth|born|expir|due|deadline|start|end|event|check-?in|check-?out|delivery|ship)`)
	reFullDate  = lazyregexp.New(`(?i)\b(?:\d{4}-\d{2}-\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4}|\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{4})\b`)
)

// typeBonus rewards a passage holding the kind of thing asked for.
func (a qa) typeBonus(p passage) float64 {
	t := p.text
	switch a.kind {
	case "company":
		lbl := strings.ToLower(p.label)
		if strings.Contains(lbl, "company") || strings.Contains(lbl, "registrant") || strings.Contains(lbl, "issuer") || strings.Contains(lbl, "filer") {
			return 3
		}
		if reCompanyish.MatchString(t) && hasCapitalised(t) && len(t) < 120 {
			b := 1.5
			// "ACME, INC." above "(Exact name of registrant …)", as
			// filings print it.
			if n := strings.ToLower(p.next); strings.Contains(n, "registrant") || strings.Contains(n, "exact name") {
				b += 2
			}
			return b
		}
		if lbl == "site" {
			return 1
		}
	case "who":
		if p.label == "author" || reByName.MatchString(t) && len(t) < 160 || strings.Contains(strings.ToLower(p.label), "author") {
			return 3
		}
		if p.kind == "comment" {
			return 0.5
		}
	case "when":
		lbl := strings.ToLower(p.label)
		if reOtherDate.MatchString(lbl) {
			return 0
		}
		if p.label == "published" || strings.Contains(lbl, "date") || strings.Contains(lbl, "published") || strings.Contains(lbl, "posted") {
			return 3
		}
		if reFullDate.MatchString(t) && len(t) < 100 {
			return 2.5 // a dateline or byline date
		}
		if reDateish.MatchString(t) {
			return 1.5
		}
	case "money":
		// The price a product page declares (Meta.Price) is the one it
		// sells at; a page's other amounts are shipping thresholds,
		// bundles and other products. It answers a question about the
		// product ("how much is the Orion S2?", "what's the price?"),
		// not one about something else ("how much is shipping?").
		if p.kind == "meta" && p.label == "price" {
			if len(a.words) == 0 || a.mentions(p.text) {
				return 3
			}
			return 0
		}
		if len(calc.Moneys(t)) > 0 || reMoneyWords.MatchString(t) {
			return 2
		}
	case "count":
		if reNumber.MatchString(t) {
			return 1
		}
	case "duration":
		if reDuration.MatchString(t) {
			if p.label != "" {
				return 2.5
			}
			return 1.5
		}
	}
	return 0
}

// mentions: t holds one of the question's content words.
func (a qa) mentions(t string) bool {
	ws := contentWords(t)
	for _, w := range a.words {
		if slices.Contains(ws, w) {
			return true
		}
	}
	return false
}

func hasCapitalised(s string) bool {
	for _, w := range strings.Fields(s) {
		if len(w) > 1 && w[0] >= 'A' && w[0] <= 'Z' {
			return true
		}
	}
	return false
}

type scored struct {
	p     passage
	score float64
	hits  int
}

// rank scores every passage against the question: idf-weighted content
// words (labels count double), plus the answer-type bonus.
func (a qa) rank(ps []passage) []scored {
	df := map[string]int{}
	pw := make([]map[string]bool, len(ps))
	for i, p := range ps {
		pw[i] = map[string]bool{}
		for _, w := range contentWords(p.text) {
			pw[i][w] = true
		}
		for w := range pw[i] {
			df[w]++
		}
	}
	n := float64(len(ps) + 1)
	var out []scored
	for i, p := range ps {
		var s float64
		hits := 0
		for _, w := range a.words {
			if pw[i][w] {
				s += 1 + math.Log(n/float64(df[w]+1))
				hits++
				if p.label != "" && strings.Contains(matchKey(strings.ToLower(p.label)), w) {
					s += 1.5
				}
			}
		}
		s += a.typeBonus(p)
		if hits == 0 && a.typeBonus(p) < 2.5 {
			continue
		}
		// Long passages dilute: a tight sentence beats a paragraph.
		s /= 1 + float64(len(p.text))/1200
		// A question on the page is rarely the answer to one.
		if strings.HasSuffix(strings.TrimSpace(p.text), "?") {
			s /= 2
		}
		out = append(out, scored{p, s, hits})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].score > out[j].score })
	return out
}

// quote is what a citation of p quotes: a metadata passage's value
// ("699.00 USD"), not the words it is found by (the page's title and
// its price), which the page does not say together.
func (p passage) quote() string {
	if p.kind == "meta" && p.value != "" {
		return p.value
	}
	return p.text
}

// cite builds a citation for quote on the observed page.
func cite(obs *laika.Observation, quote string) laika.Citation {
	q, _ := apptools.Clip(strings.TrimSpace(quote), 300)
	return laika.Citation{DocID: "doc:web:page", URL: obs.URL, Quote: q, Locator: &laika.Locator{Type: "text_fragment", Value: fragmentOf(q)}}
}

// fragmentOf is the first few words of a quote, for the browser's
// text-fragment jump.
func fragmentOf(q string) string {
	ws := strings.Fields(q)
	if len(ws) > 8 {
		ws = ws[:8]
	}
	return strings.Join(ws, " ")
}

// answerQuestion answers q from obs. ok is false when nothing on the page
// answers it; the proposal then says so and names the closest passages.
func answerQuestion(q string, obs *laika.Observation) (Proposal, bool) {
	if obs == nil {
		return Proposal{Summary: "There is no page to answer from.", Stop: StopNoPage}, false
	}
	if p, ok := positionalAnswer(q, obs); ok {
		return p, true
	}
	if p, ok := superlative(q, obs); ok {
		return p, true
	}
	if p, ok := pageClassAnswer(q, obs); ok {
		return p, true
	}
	a := newQA(q)
	if a.kind == "money" && obs.Meta != nil && obs.Meta.Price != "" {
		// On a page that declares its price, "what's the price?" asks for
		// that amount, and a line that says "Price: Protection plan" does
		// not give it; "how much is shipping?" still asks about shipping.
		a.words = slices.DeleteFunc(a.words, func(w string) bool { return moneyFrame[w] })
	}
	ps := passages(obs)
	ranked := a.rank(ps)
	need := 1
	if len(a.words) >= 3 {
		need = 2 // most of a long question must be on the page
	}
	ranked = answersNotQuestions(ranked, ps, need)
	var best []scored
	for _, s := range ranked {
		if s.hits >= min(need, len(a.words)) || a.typeBonus(s.p) >= 2.5 && (s.hits > 0 || len(a.words) <= 2) {
			best = append(best, s)
		}
		if len(best) == 3 {
			break
		}
	}
	if len(best) == 0 || best[0].score < 1 {
		if a.kind == "who" && len(a.words) == 0 && len(obs.Comments) > 0 && obs.Comments[0].Author != "" {
			// A thread names its posts' authors, not the page's.
			c := obs.Comments[0]
			md := fmt.Sprintf("The page names no author; the first post is by **%s**:\n\n> %s", c.Author, clipLine(c.Text, 300))
			return Proposal{Markdown: md, Citations: []laika.Citation{cite(obs, c.Text)}}, true
		}
		return noAnswer(q, obs, ranked), false
	}
	top := best[0].p
	if top.kind == "heading" && best[0].hits >= len(a.words) {
		// "What are the ingredients?" names a section: its lines answer.
		if p, ok := sectionAnswer(top.text, obs); ok {
			return p, true
		}
		for _, p := range ps { // the same line in the text knows what follows it
			if p.kind == "text" && p.text == top.text && p.next != "" {
				top = p
				break
			}
		}
	}
	if lead, ok := labelLine(top); ok && best[0].hits >= len(a.words) && a.kind != "who" && a.kind != "when" {
		// A bare label ("Battery life", "Installation") is the question
		// echoed; its answer is the line under it (a <dd>, a paragraph).
		return lead(obs), true
	}
	var md strings.Builder
	cites := []laika.Citation{cite(obs, top.quote())}
	switch {
	case a.kind == "company" && top.value != "":
		fmt.Fprintf(&md, "**%s**\n\n> %s", top.value, top.text)
	case a.kind == "company":
		fmt.Fprintf(&md, "**%s**\n\n> %s", companyName(top.text), top.text)
	case top.kind == "meta" && top.label != "":
		md.WriteString(metaSentence(top.label, top.value))
	case top.value != "" && top.kind == "text":
		fmt.Fprintf(&md, "**%s**\n\n> %s", top.value, top.text)
	default:
		fmt.Fprintf(&md, "> %s", top.text)
	}
	for _, s := range best[1:] {
		if s.score < best[0].score*0.6 || s.p.text == top.text {
			continue
		}
		fmt.Fprintf(&md, "\n\n> %s", s.p.text)
		cites = append(cites, cite(obs, s.p.quote()))
	}
	// No Summary: the Markdown's first line is shown as it (see planStep).
	return Proposal{Markdown: md.String(), Citations: cites}, true
}

func clipLine(s string, n int) string {
	c, cut := apptools.Clip(s, n)
	if cut {
		return c + "…"
	}
	return c
}

// companyName picks the run of capitalised words ending in a company
// suffix: "ACME WIDGETS, INC." from a longer line.
func companyName(s string) string {
	loc := reCompanyish.FindStringIndex(s)
	if loc == nil {
		return s
	}
	words := strings.Fields(s[:loc[0]])
	n := 0
	for i := len(words) - 1; i >= 0 && n < 6; i-- {
		w := strings.Trim(words[i], ",")
		if w == "" || !(w[0] >= 'A' && w[0] <= 'Z' || w[0] >= '0' && w[0] <= '9' || w == "&") {
			break
		}
		n++
	}
	if n == 0 {
		return s
	}
	head := strings.Join(words[len(words)-n:], " ")
	start := strings.LastIndex(s[:loc[0]], head)
	if start < 0 {
		return s
	}
	return strings.TrimSpace(s[start:loc[1]])
}

// noAnswer says the page does not answer q, quoting what came closest.
func noAnswer(q string, obs *laika.Observation, ranked []scored) Proposal {
	var md strings.Builder
	fmt.Fprintf(&md, "I could not find an answer to “%s” on this page.", q)
	var cites []laika.Citation
	if len(ranked) > 0 {
		md.WriteString(" The closest passages:\n")
		for _, s := range ranked[:min(2, len(ranked))] {
			fmt.Fprintf(&md, "\n> %s\n", s.p.text)
			cites = append(cites, cite(obs, s.p.text))
		}
	}
	md.WriteString("\nWithout a model I answer only from the page's own words; try a word the page uses, or search the web for it.")
	return Proposal{Summary: "No answer on this page for “" + clipLine(q, 120) + "”.", Markdown: md.String(), Citations: cites, Stop: StopNoAnswer}
}

// positionalAnswer resolves "the first headline", "the second result",
// "the last comment" against the observation's items and comments.
func positionalAnswer(q string, obs *laika.Observation) (Proposal, bool) {
	m := reOrdinalRef.FindStringSubmatch(strings.ToLower(q))
	if m == nil {
		return Proposal{}, false
	}
	k := ordinal(m[1])
	noun := m[2]
	lq := strings.ToLower(q)
	wantComments := noun == "comment" || noun == "reply" || strings.Contains(lq, "comment") || strings.Contains(lq, "replies")
	if noun == "comment" || noun == "reply" {
		c, ok := pick(len(obs.Comments), k)
		if !ok {
			return Proposal{}, false
		}
		cm := obs.Comments[c]
		md := fmt.Sprintf("The %s comment (by %s):\n\n> %s", ordWord(k), commenter(cm), cm.Text)
		return Proposal{Markdown: md, Citations: []laika.Citation{cite(obs, cm.Text)}}, true
	}
	items := listItems(obs)
	i, ok := pick(len(items), k)
	if !ok {
		return Proposal{}, false
	}
	it := items[i]
	var md strings.Builder
	fmt.Fprintf(&md, "The %s %s is **%s**.", ordWord(k), noun, it.Title)
	cites := []laika.Citation{cite(obs, it.Title)}
	if s := strings.TrimSpace(it.Snippet); len(s) > 3 {
		fmt.Fprintf(&md, "\n\n> %s", s)
		cites = append(cites, cite(obs, s))
	}
	if ctx := itemContext(obs, it); ctx != "" {
		fmt.Fprintf(&md, "\n\n> %s", ctx)
		cites = append(cites, cite(obs, ctx))
	}
	// More about it from the page's own text: sentences sharing its words.
	a := qa{q: it.Title, words: contentWords(it.Title)}
	extra := 0
	for _, s := range a.rank(passages(obs)) {
		if extra == 2 || s.p.kind == "item" || s.p.kind == "meta" || s.p.kind == "heading" || s.hits*2 < len(a.words) || strings.Contains(it.Title+it.Snippet, s.p.text) || strings.Contains(s.p.text, it.Title) {
			continue
		}
		fmt.Fprintf(&md, "\n\n> %s", s.p.text)
		cites = append(cites, cite(obs, s.p.text))
		extra++
	}
	if wantComments && len(obs.Comments) > 0 {
		md.WriteString("\n\nComments on this page:\n")
		for _, c := range obs.Comments[:min(5, len(obs.Comments))] {
			fmt.Fprintf(&md, "\n> %s: %s\n", commenter(c), c.Text)
			cites = append(cites, cite(obs, c.Text))
		}
	}
	if it.URL != "" {
		fmt.Fprintf(&md, "\n\nLink: <%s>", it.URL)
	}
	return Proposal{Markdown: md.String(), Citations: cites}, true
}

// listItems is the page's list entries: items, else the outline's
// second-level headings (front pages whose stories are not cards).
func listItems(obs *laika.Observation) []laika.Item {
	if len(obs.Items) > 0 {
		return obs.Items
	}
	var out []laika.Item
	for _, h := range obs.Outline {
		if h.Level >= 2 && h.Level <= 3 {
			out = append(out, laika.Item{Title: h.Text, HandleID: h.HandleID})
		}
	}
	return out
}

// pick maps a 1-based ordinal (or -1 for last) to an index.
func pick(n, k int) (int, bool) {
	if k == -1 && n > 0 {
		return n - 1, true
	}
	if k < 1 || k > n {
		return 0, false
	}
	return k - 1, true
}

func ordWord(k int) string {
	switch k {
	case -1:
		return "last"
	case 1:
		return "first"
	case 2:
		return "second"
	case 3:
		return "third"
	case 4:
		return "fourth"
	case 5:
		return "fifth"
	}
	return fmt.Sprintf("#%d", k)
}

// answersNotQuestions drops passages that are themselves questions (a
// thread asking the same thing is not its answer) and, when the question
// was asked in a comment, promotes the comment that replies to it: in a
// thread the answer follows the question.
func answersNotQuestions(ranked []scored, ps []passage, need int) []scored {
	var out []scored
	var replies []scored
	for _, s := range ranked {
		if !strings.HasSuffix(strings.TrimSpace(s.p.text), "?") {
			out = append(out, s)
			continue
		}
		if s.p.kind != "comment" || s.hits < need {
			continue
		}
		for _, p := range ps {
			if p.kind == "comment" && p.idx == s.p.idx+1 && !strings.HasSuffix(strings.TrimSpace(p.text), "?") {
				replies = append(replies, scored{p: p, score: s.score, hits: s.hits})
			}
		}
	}
	if len(replies) == 0 {
		return out
	}
	merged := append(replies, out...)
	sort.SliceStable(merged, func(i, j int) bool { return merged[i].score > merged[j].score })
	return merged
}

// labelLine reports whether p is a short label line with its value on the
// next line, and returns the answer that quotes both (and the line after
// that when the value ends in a colon: "Install it from PyPI:" then the
// command).
func labelLine(p passage) (func(*laika.Observation) Proposal, bool) {
	words := strings.Fields(p.text)
	if p.kind != "text" || p.value != "" || p.next == "" || len(words) > 5 || strings.ContainsAny(p.text, ".!?:") || len(p.next) > 400 {
		return nil, false
	}
	return func(obs *laika.Observation) Proposal {
		value := []string{p.next}
		if strings.HasSuffix(p.next, ":") {
			lines := pageLines(obs)
			for i := 0; i+2 < len(lines); i++ {
				if lines[i] == p.text && lines[i+1] == p.next {
					value = append(value, lines[i+2])
					break
				}
			}
		}
		var md strings.Builder
		fmt.Fprintf(&md, "**%s**: %s\n\n> %s", p.text, strings.Join(value, " "), p.text)
		cites := []laika.Citation{}
		for _, v := range value {
			fmt.Fprintf(&md, "\n> %s", v)
			cites = append(cites, cite(obs, v))
		}
		return Proposal{Markdown: md.String(), Citations: cites}
	}, true
}

// sectionAnswer quotes the lines under heading h, up to the next heading
// of the outline (at most 12 lines), when there are at least two.
func sectionAnswer(h string, obs *laika.Observation) (Proposal, bool) {
	heads := map[string]bool{}
	for _, o := range obs.Outline {
		heads[strings.TrimSpace(o.Text)] = true
	}
	lines := pageLines(obs)
	start := -1
	for i, l := range lines {
		if l == h {
			start = i + 1
			break
		}
	}
	if start < 0 {
		return Proposal{}, false
	}
	var body []string
	size := 0
	for _, l := range lines[start:] {
		if heads[l] || len(body) == 12 || size > 1500 {
			break
		}
		body = append(body, l)
		size += len(l)
	}
	if len(body) < 2 {
		return Proposal{}, false
	}
	var md strings.Builder
	fmt.Fprintf(&md, "**%s**:\n", h)
	var cites []laika.Citation
	for _, l := range body {
		fmt.Fprintf(&md, "\n- %s", l)
		cites = append(cites, cite(obs, l))
	}
	return Proposal{Markdown: md.String(), Citations: cites}, true
}

// metaSentence says a metadata field in words: "Published on 2022-05-26
// (2022-05-26T15:20:28+00:00)", "The page's author: **X**".
func metaSentence(label, value string) string {
	switch label {
	case "published":
		if len(value) > 10 && value[4] == '-' && value[7] == '-' {
			return fmt.Sprintf("Published on **%s** (%s)", value[:10], value)
		}
		return fmt.Sprintf("Published on **%s**", value)
	case "site":
		return fmt.Sprintf("The site: **%s**", value)
	case "description":
		return fmt.Sprintf("The page describes itself as: **%s**", value)
	case "price":
		return fmt.Sprintf("The price the page declares: **%s**", value)
	}
	return fmt.Sprintf("The page's %s: **%s**", label, value)
}
