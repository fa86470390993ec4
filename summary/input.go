package summary

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/sentence"
)

// Input kinds: what part of the page a summary is built from.
const (
	KindPage     = "page"     // primary text (article, doc, product)
	KindList     = "list"     // items of a list-like page (search results, feeds)
	KindComments = "comments" // a discussion thread
	KindEmpty    = "empty"    // nothing readable
)

// Heuristic thresholds for choosing the input (see chooseKind).
const (
	minListItems = 3 // fewer items is a page with a few links, not a list
	// A short list (fewer than minLongList items) beside minShortListProse
	// characters of prose or more is the article's teasers, tweets or
	// links (KATAPULT's three "Krieg im Nahen Osten" boxes beside its
	// article): on the three bench sets 8 articles and a service page
	// were summarized as such lists. A page of facts ("Length: 5 miles")
	// has no prose, and its few entries stay its list.
	minLongList       = 6
	minShortListProse = 500
	minComments       = 2   // one comment is not a discussion
	maxIndent         = 8   // deeper list indentation carries no extra meaning
	charsPerTok       = 4   // rough size estimate for English text
	minTextChars      = 200 // less visible text than this cannot be summarized
	// minShopGrid: a shop's category shows at least this many priced
	// products; an article's carousel of products for sale shows fewer
	// (5 and 6 on the three bench sets, against 12 to 24 for categories).
	minShopGrid = 8
	// maxOwnSections, minSectionSnippet: a page told in boxes has a few
	// sections, each a paragraph; on the three bench sets such pages have
	// 3 to 11 entries of 200 to 380 characters on average, the unlinked
	// feeds 42 and 50.
	maxOwnSections    = 12
	minSectionSnippet = 200
	minSectionWords   = 10
)

// Input is the text a summary is built from.
type Input struct {
	Kind  string
	Title string
	URL   string
	// Text is line-preserving text with structure prefixes; for lists one
	// "- title: snippet" line per item, for comments one quoted line each.
	Text string
	// Source is all page text the summary may be checked against: the chosen
	// Text plus title, primary text, items and comments.
	Source string
	// Truncated reports that Text was cut to fit MaxChars.
	Truncated bool
	// CapturedChars and TotalChars are set when the observation itself
	// carries only part of the main text (the browser cut it to a budget):
	// the summary must say it covers only that part.
	CapturedChars, TotalChars int
	// LowConfidence: the extractor was not sure the primary text is the
	// page's main content (Primary.Confidence below
	// laika.LowExtractionConfidence).
	LowConfidence bool
	// WholePage: the extractor found no main text, so Text is all the
	// page's text, menus and footer included (primaryText). Its labels
	// and short lines are the site's, not what the page says.
	WholePage bool
	// Product: the page offers one product for sale (laika.Meta.Product);
	// the shop's terms printed beside it are no points (shopTerms).
	Product bool
	// Description is what a product page says it sells (its declared
	// description), to find the lead by: untrusted, never quoted itself.
	// Only a product page's: an article's or a manual's <meta>
	// description is as often a version banner or a site's motto.
	Description string
	// Declared is what a product page declares about its product in its
	// metadata ("price 145.50 EUR; rating 4.6 (1,204 ratings)",
	// declared.go), stated apart from the quotes; "" for other pages.
	Declared string
	// Intro is the sentence a list page says its list with, before the
	// first entry (list_intro.go), quoted as the list summary's lead;
	// "" for other kinds.
	Intro string
	// ListTotal is how many entries the page's list has when Text holds
	// only the first of them (laika.Observation.ItemsTotal), else 0.
	ListTotal int
	// titles are the list's item titles, to quote an entry by (a title
	// may hold ": " itself, as "Show HN: ..." does); nil when Text was
	// not made from items.
	titles []string
	// accepted is the answer the page marks accepted (accepted.go).
	accepted accepted
	// reviews are a product page's reviews (reviews.go).
	reviews reviews
	// captions are the word keys (wordKey) of the lines the page shows as
	// captions (laika.Primary.Captions): what its pictures show, never
	// what it says.
	captions map[string]bool
}

// itemTitle is the title that list line body (a "title: snippet" line of
// listText) starts with: the longest of in.titles that fits, else the
// line up to its first ": ".
func (in Input) itemTitle(body string) string {
	best := ""
	for _, t := range in.titles {
		if len(t) > len(best) && (body == t || strings.HasPrefix(body, t+": ")) {
			best = t
		}
	}
	if best == "" {
		best, _, _ = strings.Cut(body, ": ")
	}
	return best
}

// Note is the italic line a summary of this input starts with when the
// input is partial or uncertain, or "". points: the summary has points to
// quote; an empty page's says only that it is empty, not what its points
// may include.
func (in Input) Note(points bool) string {
	if !points {
		return ""
	}
	var parts []string
	if in.TotalChars > 0 {
		pct := 100 * in.CapturedChars / in.TotalChars
		parts = append(parts, fmt.Sprintf("_Only the first %d%% of this page's text (%d of %d characters) was captured; this summary covers that part._", pct, in.CapturedChars, in.TotalChars))
	}
	if in.WholePage {
		parts = append(parts, "_No main text could be told apart from this page's menus; the points below come from all of its text._")
	}
	if in.LowConfidence {
		parts = append(parts, "_The main text of this page could not be told apart from its menus and side panels with confidence; the points below may include them._")
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, "\n\n") + "\n\n"
}

// BuildInput chooses a representation of obs and compacts it to at most
// maxChars characters (no limit when maxChars <= 0), cutting at line
// boundaries.
func BuildInput(obs *laika.Observation, maxChars int) Input {
	in := Input{Title: pageName(obs), URL: obs.URL} // page_name.go
	primary := primaryText(obs)
	in.Kind = chooseKind(obs, primary)
	items, total := obs.Items, obs.ItemsTotal
	if in.Kind == KindPage && (obs.Meta == nil || !obs.Meta.Product) {
		// A page that numbers its sections (entries.go) is one ranking
		// or listicle, told by its entries' names, not a front of stories.
		if hs := headlineItems(primary); hs != nil && entries(primary) == nil { // headlines.go
			in.Kind, items, total = KindList, hs, 0
		}
	}
	if p := obs.Primary; p != nil && in.Kind == KindPage {
		if p.Truncated && p.TotalChars > len(p.Text) {
			in.CapturedChars, in.TotalChars = len(p.Text), p.TotalChars
		}
		in.LowConfidence = p.Confidence > 0 && p.Confidence < laika.LowExtractionConfidence
	}
	in.WholePage = in.Kind == KindPage && (obs.Primary == nil || strings.TrimSpace(obs.Primary.Text) == "")
	if obs.Meta != nil && obs.Meta.Product && in.Kind == KindPage {
		in.Product = true
		in.Description = obs.Meta.Description
		in.Declared = declaredFacts(obs.Meta)
		in.reviews = reviewsOf(obs.Comments, in.Title)
	}
	if p := obs.Primary; p != nil && in.Kind == KindPage {
		for _, c := range p.Captions {
			if in.captions == nil {
				in.captions = map[string]bool{}
			}
			in.captions[wordKey(c)] = true
		}
	}
	if in.Kind != KindList {
		in.accepted = acceptedOf(obs.Comments, in.Title)
	}
	var raw string
	switch in.Kind {
	case KindList:
		raw = listText(items)
		in.ListTotal = total
		for _, it := range items {
			in.titles = append(in.titles, oneLine(it.Title))
		}
		about := in.Title
		if obs.Meta != nil {
			about += " " + obs.Meta.Description
		}
		in.Intro = listIntro(primary, items, about)
	case KindComments:
		raw = commentsText(primary, obs.Comments, in.Title)
	default:
		raw = primary
	}
	in.Text = compact(raw)
	if in.Text == "" {
		in.Kind = KindEmpty
	}
	if maxChars > 0 && len(in.Text) > maxChars {
		in.Text = cutLines(in.Text, maxChars)
		in.Truncated = true
	}
	var src strings.Builder
	src.WriteString(in.Title)
	src.WriteByte('\n')
	if in.Declared != "" {
		src.WriteString(in.Declared) // a summary may state what the page declares
		src.WriteByte('\n')
	}
	src.WriteString(raw)
	src.WriteByte('\n')
	if in.Kind != KindPage {
		src.WriteString(primary)
		src.WriteByte('\n')
	}
	if in.Kind != KindList {
		src.WriteString(listText(obs.Items))
	}
	for _, l := range in.accepted.lines {
		src.WriteString(l) // the model is shown them (accepted.prompt)
		src.WriteByte('\n')
	}
	for _, q := range in.reviews.quotes {
		src.WriteString(q.line) // the model is shown them (reviews.prompt)
		src.WriteByte('\n')
	}
	in.Source = src.String()
	return in
}

// primaryText is the main content: the extracted primary text, else the
// whole page text, else the blocks in order.
func primaryText(obs *laika.Observation) string {
	if obs.Primary != nil && strings.TrimSpace(obs.Primary.Text) != "" {
		return obs.Primary.Text
	}
	if strings.TrimSpace(obs.Text) != "" {
		return obs.Text
	}
	var b strings.Builder
	for _, bl := range obs.Blocks {
		b.WriteString(bl.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// chooseKind picks list or comments when those dominate the primary text,
// so a search results page is summarized by its results and a thread by its
// comments, while an article with a few related links stays an article.
func chooseKind(obs *laika.Observation, primary string) string {
	p := len(strings.TrimSpace(primary))
	if obs.Primary != nil && obs.Primary.TotalChars > p {
		p = obs.Primary.TotalChars // the whole main text, not the budget it was cut to
	}
	// A product page's comments are its reviews and its items other
	// products ("you may also like"): however many, the page is about
	// its own product.
	product := obs.Meta != nil && obs.Meta.Product
	// A discussion's replies outweigh its post; an article's comment
	// section below it (comment_section.go) does not make it one.
	if !product && len(obs.Comments) >= minComments && commentChars(obs.Comments) >= p/2 && !commentSection(obs.Comments, primary, p) {
		return KindComments
	}
	// Items cut to the observation's budget stand for the whole list: a
	// category of 180 pages lists 50 of them, its main text all 180.
	n := itemChars(obs.Items)
	if len(obs.Items) > 0 && obs.ItemsTotal > len(obs.Items) {
		n = n * obs.ItemsTotal / len(obs.Items)
	}
	// A list outside the main text (an article's related stories, a
	// site's menu) is the page's only when it outweighs the text twice,
	// or when it is a shop's grid (its entries have prices or ratings),
	// which a category page's own prose seldom names.
	short := max(len(obs.Items), obs.ItemsTotal) < minLongList && proseChars(primary) >= minShortListProse
	if !product && !short && len(obs.Items) >= minListItems && n >= p/2 && (n >= 2*p || listInText(obs.Items, primary) || priced(obs.Items)) && !ownSections(obs.Items) {
		return KindList
	}
	// A shop's category is its grid of priced products, however long the
	// copy its main text holds beside it ("Chess sets are a fascinating
	// subject …"): a grid the text does not list is not the text's.
	if !product && shopGrid(obs.Items) && !listInText(obs.Items, primary) {
		return KindList
	}
	return KindPage
}

// proseChars is the length of the text's lines that are prose: of
// minProseWords words or more, ending as a sentence does. A page of
// facts ("Difficulty: Beginner", "Length: 5 miles") has next to none.
func proseChars(text string) int {
	n := 0
	for line := range strings.Lines(text) {
		body, kind := laika.StripPrefix(strings.TrimSpace(line))
		if kind == 'p' && wordCount(body) >= minProseWords && sentence.Ends(body) {
			n += len(body)
		}
	}
	return n
}

// minProseWords: a line of prose has this many words or more.
const minProseWords = 8

// ownSections reports entries that are the page's own sections, each set
// in a box of its own: a few (at most maxOwnSections), mostly linking
// nowhere, mostly a paragraph under their heading (minSectionSnippet
// characters or more, minSectionWords of them lower-case words: prose,
// not a card's prices and codes). An article told in boxes ("Legende zum Hl.
// Blasius", "Wann wird der Blasius-Segen gespendet?") is read as a page;
// a feed of 42 unlinked stories, or tips of a line each, stays a list.
func ownSections(items []laika.Item) bool {
	if len(items) > maxOwnSections {
		return false
	}
	linked, long := 0, 0
	for _, it := range items {
		if it.URL != "" {
			linked++
		}
		if len(it.Snippet) >= minSectionSnippet && lowerWords(it.Snippet) >= minSectionWords {
			long++
		}
	}
	return 2*linked <= len(items) && 2*long > len(items)
}

// lowerWords counts the words of s that begin with a lower-case letter.
func lowerWords(s string) int {
	k := 0
	for _, w := range strings.Fields(s) {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) {
			k++
		}
	}
	return k
}

// shopGrid reports a shop's grid: minShopGrid or more entries that each
// link to a page and carry a price, and most of the list so. (Code blocks
// that say "$1" are priced too, but link nowhere.)
func shopGrid(items []laika.Item) bool {
	k := 0
	for _, it := range items {
		if it.URL != "" && it.Price != "" {
			k++
		}
	}
	return k >= minShopGrid && 2*k > len(items)
}

// priced reports a list whose entries mostly carry a price or a rating.
func priced(items []laika.Item) bool {
	k := 0
	for _, it := range items {
		if it.Price != "" || it.Rating != "" {
			k++
		}
	}
	return 2*k > len(items)
}

// listInText reports that the main text holds the list: half of its
// entries' titles or more are in it, as a category page's text holds its
// products and a results page its results. An article's text does not
// hold the related stories beside it.
func listInText(items []laika.Item, primary string) bool {
	text := wordKey(primary)
	in := 0
	for _, it := range items {
		if k := wordKey(strings.TrimSuffix(it.Title, "…")); k != "" && strings.Contains(text, k) {
			in++
		}
	}
	return 2*in >= len(items)
}

func itemChars(items []laika.Item) int {
	n := 0
	for _, it := range items {
		n += len(it.Title) + len(it.Snippet)
	}
	return n
}

func commentChars(cs []laika.Comment) int {
	n := 0
	for _, c := range cs {
		n += len(c.Text)
	}
	return n
}

func listText(items []laika.Item) string {
	var b strings.Builder
	for _, it := range items {
		t, s := oneLine(it.Title), withRating(oneLine(it.Snippet), oneLine(it.Rating))
		if t == "" && s == "" {
			continue
		}
		b.WriteString("- ")
		b.WriteString(t)
		if s != "" {
			if t != "" {
				b.WriteString(": ")
			}
			b.WriteString(s)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// reviewCount is a snippet's bare count of reviews beside drawn stars:
// "(22)".
var reviewCount = regexp.MustCompile(`^\(\d[\d,.]*\)$`)

// withRating is an item's snippet with its rating said where the page
// draws it only as stars, whose words a screen-reader caption or an
// aria-label holds ("4.6 out of 5 stars"): before the stars' bare count
// of reviews, "4.6 out of 5 stars (22)", else at the end. A snippet that
// shows the rating already is left as it is.
func withRating(snippet, rating string) string {
	if rating == "" || strings.Contains(snippet, rating) {
		return snippet
	}
	if snippet == "" {
		return rating
	}
	parts := strings.Split(snippet, " — ")
	for i, p := range parts {
		if reviewCount.MatchString(p) {
			parts[i] = rating + " " + p
			return strings.Join(parts, " — ")
		}
	}
	return snippet + " — " + rating
}

// commentsText keeps the post (the primary text, which on a thread page is
// usually short) and then each comment as a quote line, indented by depth.
func commentsText(primary string, cs []laika.Comment, title string) string {
	var b strings.Builder
	if p := strings.TrimSpace(primary); p != "" {
		b.WriteString(p)
		b.WriteString("\n\nH2: Comments\n")
	}
	for _, c := range cs {
		// One quoted line per paragraph of the comment, each under its
		// author: joined into one, a line of code or a list item without
		// a stop ran into the sentence after it ("…staged: git reset
		// --soft HEAD~1 Then fix the files…"). Lines the page broke in
		// mid-sentence are joined first (broken_lines.go).
		body := joinBrokenLines(commentBody(c.Text, title)) // comment_header.go
		for line := range strings.Lines(body) {
			t := oneLine(line)
			if t == "" {
				continue
			}
			b.WriteString(strings.Repeat("  ", min(c.Depth, maxIndent/2)))
			b.WriteString("> ")
			if c.Author != "" {
				fmt.Fprintf(&b, "%s: ", oneLine(c.Author))
			}
			b.WriteString(t)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// oneLine collapses all whitespace runs, newlines included, to one space.
// Most text is already one line (every sentence of a page passes here), so
// it is returned as it is without the split and join.
func oneLine(s string) string {
	if isOneLine(s) {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// isOneLine reports whether s has no whitespace but single inner spaces.
func isOneLine(s string) bool {
	prevSpace := true // a leading space is not one line
	for _, r := range s {
		switch {
		case r == ' ':
			if prevSpace {
				return false
			}
			prevSpace = true
		case r < utf8.RuneSelf && asciiSpace[r], r >= utf8.RuneSelf && unicode.IsSpace(r):
			return false
		default:
			prevSpace = false
		}
	}
	return !prevSpace || s == ""
}

// compact trims lines, collapses inner whitespace, keeps list indentation
// (capped), squeezes blank runs to one and drops a line that repeats the one
// before it (menus and "Share" buttons often do).
func compact(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	prev := ""
	blank := true
	for line := range strings.Lines(s) {
		indent := 0
		for indent < len(line) && (line[indent] == ' ' || line[indent] == '\t') {
			indent++
		}
		body := oneLine(strings.TrimSpace(line)) // trimmed, most lines need no collapsing
		if body == "" {
			if !blank {
				b.WriteByte('\n')
				blank = true
			}
			continue
		}
		if body == prev {
			continue
		}
		prev = body
		if _, k := laika.Ordinal(body); indent > 0 && (k > 0 || strings.HasPrefix(body, "- ") || strings.HasPrefix(body, "> ")) {
			b.WriteString(strings.Repeat(" ", min(indent, maxIndent)))
		}
		b.WriteString(body)
		b.WriteByte('\n')
		blank = false
	}
	return strings.TrimSpace(b.String())
}

// cutLines returns the longest prefix of s made of whole lines that fits
// max bytes (or a rune-safe cut of the first line when even that is longer).
func cutLines(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := strings.LastIndexByte(s[:max], '\n')
	if cut <= 0 {
		return runePrefix(s, max)
	}
	return s[:cut]
}
