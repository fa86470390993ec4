package extract

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Items follow one set of rules in Go and in the content script
// (extension/content/extract.js, items), checked against the same golden
// pages (extract/testdata/items, read by `go test ./extract` and by
// e2e/tests/items.test.mjs in Chromium):
//
//  1. Cards are three or more sibling elements of the same shape (tag and
//     first three sorted class names), outside page chrome and discussion
//     entries, each with at least minItemChars of text. Links are not
//     required (front-page stories and hotel cards often have none), but
//     a card is structured: it holds a link, a heading, an image, a price
//     or at least two child elements shown as text (an icon beside one
//     line is that line). Paragraphs are never cards, and
//     table rows only with a link (a data table is not a list). A list
//     written without a wrapper per entry, a linked or headed title
//     sibling then its summary sibling again and again (both named by a
//     class, or <dt> then <dd>), reads each pair as one card
//     (items_flat.go).
//  2. A run whose cards have no heading, no price and (almost) no text
//     outside links is a menu or a tag cloud, not a list. A run one of
//     whose cards holds over half of the page's rendered text is the
//     page's layout (header, article, footer), not a list, when most of
//     its cards have no heading or that card holds the page's first
//     visible <h1>. So is a run of cards most of which have no heading
//     when a sibling of another shape holds over half of the page (a
//     cookie banner, the header and the footer around a board's <main>).
//     Lists named references/footnotes/citations belong to the article.
//     The panels of a tab set that share one label ("Warning" over each
//     language's version of a step) are one thing in several versions.
//  3. The page's list is the run with the most card text (each card counts
//     up to 400 characters of what it shows before a panel is opened, so a
//     FAQ's folded answers do not count, plus 100 for a heading). The
//     cards inside a closed panel are out of sight, no list of the page's.
//  4. A card's title is its first heading; else its most prominent text:
//     an element named title/name/headline, else the longest link text
//     that is not a call to action ("Order", "Read more"), nor one of a row
//     of links (a card's topics or tags, see titleLink), nor inside a
//     sentence of the card (a mention, see inProse), else its first
//     bold text, else its first child element's text. A title needs a
//     letter or digit ("^" is a backlink, not a title).
//  5. Its URL is the title's link (inside or around the heading), else
//     the first link in the card that no sentence of it mentions.
//  6. Price, rating and date are taken where the card shows them:
//     itemprop/class "price", else the first currency amount (currency
//     first, "$16.00", before currency after, "12,50 €"); itemprop
//     ratingValue, else "4.5 out of 5" or "8.7/10" in an aria-label, title
//     or the text; a <time> element's datetime, else its text. Text is
//     read with every text node apart, so neighbours do not run together.
//  7. Its snippet is its other lines joined with " — " (snippetOf).
//  8. A list of lists is read as its inner cards (items_nested.go): when
//     the chosen run's entries are sections that each hold a run of cards
//     of one shape (a home page's "Today", "Yesterday", "Last week"), the
//     page's list is those cards, section after section.

var (
	// ctaText is a link that says what to do, not what the card is.
	ctaText = shared("ctaText")
	// titleClass names the element holding a card's name.
	titleClass = shared("titleClass")
	// creditLink is a link's text that credits or names a picture.
	creditLink = shared("creditLink")
	// placeholderTitle is a card still waiting for its content.
	placeholderTitle = shared("placeholderTitle")
	// rankMark is a line holding only the entry's place in its list ("1."):
	// the list's order already says it, so a snippet leaves it out.
	rankMark = shared("rankMark")
	// priceText is a currency amount with the currency first ("$16.00",
	// "EUR 12"); priceAfter one with the currency after ("12,50 €"),
	// read when there is none of the first kind or the page writes its
	// currency after the amount (findPrice).
	priceText = shared("priceText")
	// priceMagnitude follows an amount that is no price (findPrice).
	priceMagnitude = shared("priceMagnitude")
	priceAfter     = shared("priceAfter")
	wasPriceLead   = shared("wasPriceLead")
	wasPriceClass  = shared("wasPriceClass")
	// ratingText is a score out of five or ten; group 1 is the rating.
	ratingText = shared("ratingText")
	priceClass = shared("priceClass")
	// tabViewClass names one panel of a tab set (tabViews).
	tabViewClass = shared("tabViewClass")
	// notesList names an article's references or footnotes.
	notesList = shared("notesList")
)

// card is one candidate entry of a list page.
type card struct {
	node   *html.Node
	body   *html.Node // a flat entry's second sibling (its summary), or nil
	link   *html.Node // the entry's title link, may be nil
	titled *html.Node // the element the title was read from, may be nil
	links  []*html.Node
	title  string // cut to maxTitleChars, as matched against the page's lines
	full   string // the whole title, which a snippet leaves out
	text   string
	seen   int // chars of the text a reader sees before opening a panel (spacedText)
	own    int // chars of text outside links
	head   bool
	price  string
	rating string
	date   string
	code   bool // mostly a code block (maxCardCodeShare)
}

// items lists the page's main repeated list: search results, product
// grid, feed, story cards (rules above), up to MaxItems of them, and the
// list's whole length when that cut it (else 0).
func (p *page) items() ([]laika.Item, int) {
	best := p.mainList()
	if labelled(best) {
		return nil, 0
	}
	if p.product {
		// A product page's items are other products, each on its own
		// page ("You may also like"): its own sections ("Flavor
		// Profile", "Product Details") and its reviews link nowhere.
		best = p.findList(func(c card) bool { return c.link != nil })
	} else if untitled(best) {
		return nil, 0
	}
	out := make([]laika.Item, 0, len(best))
	repeated := repeatedControls(best)
	for _, c := range best {
		// The title and the snippet share the item's budget, counted in
		// characters, as content/extract.js items counts them.
		it := laika.Item{Title: clipChars(c.title, min(maxTitleChars, p.opts.MaxItemChars)), Price: c.price, Rating: c.rating, Date: c.date}
		if c.link != nil {
			it.URL = resolve(p.base, attr(c.link, "href"))
		}
		if room := p.opts.MaxItemChars - utf8.RuneCountInString(it.Title); room > 1 {
			it.Snippet = clipChars(snippetOf(c, repeated), room)
		}
		out = append(out, it)
		if len(out) >= p.opts.MaxItems {
			break
		}
	}
	if len(out) == 0 {
		return nil, 0
	}
	if len(best) > len(out) {
		return out, len(best)
	}
	return out, 0
}

// mainList finds the cards of the page's main list, once.
func (p *page) mainList() []card {
	if !p.listDone {
		p.list, p.listDone = p.findList(nil), true
	}
	return p.list
}

// findList finds the cards of the page's main list among the cards keep
// accepts (all when keep is nil).
func (p *page) findList(keep func(card) bool) []card {
	var runs []run // every run that is a list
	total := -1    // the page's rendered text, counted when a run first needs it
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type != html.ElementNode && n.Type != html.DocumentNode {
			return
		}
		// A closed panel's cards are out of sight until it opens, as
		// the content script, reading the live page, never sees them.
		if n.Type == html.ElementNode && (skipTags[n.DataAtom] || selfHidden(n) || closedPanel(n) || chromeOfList(n)) {
			return
		}
		if n.Type == html.ElementNode && notesList.MatchString(attr(n, "class")+" "+attr(n, "id")) {
			return // footnotes and references belong to the article
		}
		if n.DataAtom == atom.Pre {
			return // a code block's lines (a highlighter's spans) are code, not cards
		}
		if n.DataAtom == atom.Select || n.DataAtom == atom.Datalist {
			return // a control's choices (a forum's "Jump to" menu) are no list of the page's
		}
		groups := map[string][]*html.Node{}
		var order, keys []string
		var kids []*html.Node
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode || selfHidden(c) || closedPanel(c) || skipTags[c.DataAtom] || chromeOfList(c) {
				continue // a wiki's sidebar portals (role=navigation) are no cards either
			}
			k := shapeKey(c)
			if _, ok := groups[k]; !ok {
				order = append(order, k)
			}
			groups[k] = append(groups[k], c)
			kids, keys = append(kids, c), append(keys, k)
		}
		// consider scores the entries of one run (each a card and, for a
		// flat entry, its body) against the best run so far.
		consider := func(entries [][2]*html.Node) {
			var cards []card
			score, own, marked, code, most, heads := 0, 0, 0, 0, 0, 0
			var big *html.Node
			for _, e := range entries {
				cd, ok := p.card(e[0], e[1])
				if !ok || keep != nil && !keep(cd) {
					continue
				}
				cards = append(cards, cd)
				score += cardScore(cd) // items_nested.go
				own += cd.own
				if len(cd.text) > most {
					most, big = len(cd.text), cd.node
				}
				if cd.head || cd.price != "" {
					marked++
				}
				if cd.head {
					heads++
				}
				if cd.code {
					code++
				}
			}
			if len(cards) < minItems || len(cards)*2 < len(entries) {
				return
			}
			// A manual's examples (nginx's, whose "$1" read as prices;
			// a book's code listings; a man page's sections): the run is
			// mostly code blocks. An API's methods, some with a long
			// example, stay a list.
			if 2*code > len(cards) {
				return
			}
			// A tab set whose panels share one label ("Warning" over
			// each language's version of a guide's step) is one thing
			// in several versions, not the page's list.
			if tabViews(entries) && shareLabel(cards) {
				return
			}
			// A menu: no headings or prices, and link text only.
			if marked == 0 && own < minItemOwnChars*len(cards) {
				return
			}
			// The page's layout: its header, its article and its
			// footer side by side, each in a wrapper of one shape. One
			// of them holds most of the page, and most of them have no
			// heading, or the big one holds the page's title. A list of
			// sections, one of them long (a shop's "Top sellers" beside
			// its category tree), has a heading over each and the
			// page's title above them.
			if total < 0 {
				// The page as rendered: a form's choices (a board's
				// "Forum Jump" menu of every forum) are no text a
				// reader sees, as the content script's live read
				// leaves them out too.
				total = 0
				for _, l := range p.lines {
					total += len(l.text) + 1
				}
			}
			if float64(most) > maxCardPageShare*float64(total) && (2*heads < len(cards) || contains(big, p.titleHeading())) {
				return
			}
			// The layout around the page's main part: the cards are a
			// cookie banner, the header and the footer, and the part
			// between them, of another shape (a phpBB board's <main>),
			// holds most of the page.
			if 2*heads < len(cards) && p.besideMain(kids, entries, total) {
				return
			}
			runs = append(runs, run{cards: cards, score: score})
		}
		for _, k := range order {
			if len(groups[k]) < minItems {
				continue
			}
			entries := make([][2]*html.Node, len(groups[k]))
			for i, c := range groups[k] {
				entries[i][0] = c
			}
			consider(entries)
		}
		if pairs := flatPairs(kids, keys); pairs != nil {
			consider(pairs)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(p.body)
	// The run with the most text is the list; a list of lists is read
	// as its sections' cards (items_nested.go).
	var best []card
	bestScore := 0
	for _, r := range runs {
		if r.score > bestScore {
			best, bestScore = r.cards, r.score
		}
	}
	if inner, ok := p.nestedCards(best, innerRuns(runs)); ok {
		best = inner
	}
	best = retitleLabels(p.indexLinks(best))
	for i, c := range best {
		// The chosen cards' titles read as the eye reads them; seams
		// cost a render, so only the list's own cards pay it.
		if c.titled != nil {
			if t := seamedText(c.titled); hasWord(t) {
				best[i].full, best[i].title = t, clipChars(t, maxTitleChars)
			}
		}
	}
	return best
}

// besideMain reports whether a child of the run's parent that is not one
// of its entries holds most of the page's rendered text. It is weighed as
// rendered, as the page is (a form's choices are no text a reader sees),
// once its whole text says it may.
func (p *page) besideMain(kids []*html.Node, entries [][2]*html.Node, total int) bool {
	in := map[*html.Node]bool{}
	for _, e := range entries {
		in[e[0]], in[e[1]] = true, true
	}
	half := maxCardPageShare * float64(total)
	for _, k := range kids {
		if in[k] || float64(len(textOf(k))) <= half {
			continue
		}
		n := 0
		for _, l := range renderLines(k) {
			n += len(l.text) + 1
		}
		if float64(n) > half {
			return true
		}
	}
	return false
}

// chromeOfList reports page chrome that holds no list of the page's, nor
// is a card of one: isChromeElement but a <header> (a card's headline
// may sit in one) or a <form> (a shop's card may be one).
func chromeOfList(n *html.Node) bool {
	return isChromeElement(n) && n.DataAtom != atom.Header && n.DataAtom != atom.Form
}

// tabViews reports a run whose entries are all panels of a tab set:
// role=tabpanel, or a class naming a tab pane. Go reads every panel, the
// content script the ones the page shows (content/extract.js mainList).
func tabViews(entries [][2]*html.Node) bool {
	for _, e := range entries {
		if attr(e[0], "role") != "tabpanel" && !tabViewClass.MatchString(attr(e[0], "class")) {
			return false
		}
	}
	return true
}

// closedPanel reports a tab or accordion panel the markup keeps closed:
// hidden, aria-hidden, or by its inline style (a FAQ's folded answer,
// "display: none" until its question is clicked). Its text is one click
// from view (tabPanel), but its cards are no list of the page's and its
// text weighs no card (findList, spacedText), as on the live page, where
// the content script sees the panel hidden.
func closedPanel(n *html.Node) bool {
	if !tabPanel(n) {
		return false
	}
	if hasAttr(n, "hidden") || ariaHidden(n) {
		return true
	}
	s := inlineStyle(n)
	return strings.Contains(s, "display:none") || strings.Contains(s, "visibility:hidden")
}

// shapeKey is a sibling's structural signature: its tag and first three
// sorted class names (content/heuristics.js shapeKey is the same).
func shapeKey(n *html.Node) string {
	cls := strings.Fields(attr(n, "class"))
	if t := wpEntryType(cls); t != "" {
		return n.Data + "." + t
	}
	slices.Sort(cls)
	if len(cls) > 3 {
		cls = cls[:3]
	}
	if len(cls) == 0 {
		return n.Data
	}
	return n.Data + "." + strings.Join(cls, ".")
}

// wpEntryType is the "type-…" class of a WordPress entry, which names its
// post type beside a "status-…" class, and "" for other elements. The
// rest of an entry's classes are its own (its id, its categories and
// tags, its stock, "first" or "last" in a row), so a list's entries
// share no three of them (content/heuristics.js wpEntryType).
func wpEntryType(cls []string) string {
	typ, status := "", false
	for _, c := range cls {
		switch {
		case strings.HasPrefix(c, "type-") && typ == "":
			typ = c
		case strings.HasPrefix(c, "status-"):
			status = true
		}
	}
	if !status {
		return ""
	}
	return typ
}

// card reads n as a list entry; body, when not nil, is the sibling that
// completes a flat entry (see flatPairs): n holds its title, body the rest.
func (p *page) card(n, body *html.Node) (card, bool) {
	if isCommentNode(n) {
		return card{}, false
	}
	if n.DataAtom == atom.P && body == nil {
		return card{}, false
	}
	cd := card{node: n, body: body, text: textOf(n)}
	if body != nil {
		cd.text = collapse(cd.text + " " + textOf(body))
	}
	if len(cd.text) < minItemChars {
		return card{}, false
	}
	cd.code = codeChars(n)+codeChars(body) > int(maxCardCodeShare*float64(len(cd.text)))
	kids, img := 0, false
	var links []*html.Node
	var heading, named, priceEl, timeEl, ratingEl *html.Node
	linkChars := 0
	inBody := false // walking body: its fields count, its links and headings title nothing
	var walk func(c *html.Node)
	walk = func(c *html.Node) {
		if c.Type != html.ElementNode || skipTags[c.DataAtom] || selfHidden(c) {
			return
		}
		if c != n && !inBody {
			// A title has letters: "1." in a cell named "title" is the
			// entry's rank (a ranked board), "#3" a position. A later
			// heading of a higher rank and more words is the title, the
			// first one its kicker: a show's name over a story ("h3 Short
			// Wave", then "h2 Teen sleep is …"), a company over a job.
			if headingRank(c) > 0 && hasLetter(textOf(c)) && (heading == nil || outranks(c, heading)) {
				heading = c
			}
			if named == nil && titleClass.MatchString(attr(c, "class")) && hasLetter(textOf(c)) && !priceClass.MatchString(attr(c, "class")) {
				named = c
			}
		}
		if priceEl == nil && (attr(c, "itemprop") == "price" || priceClass.MatchString(attr(c, "class"))) {
			priceEl = c
		}
		if ratingEl == nil && attr(c, "itemprop") == "ratingValue" {
			ratingEl = c
		}
		if timeEl == nil && c.DataAtom == atom.Time {
			timeEl = c
		}
		if c.DataAtom == atom.Img || c.DataAtom == atom.Picture {
			img = true
		}
		if c.Parent == n {
			kids++
		}
		if c.DataAtom == atom.A && resolve(p.base, attr(c, "href")) != "" && c != n && !p.samePage(attr(c, "href")) {
			if !inBody {
				links = append(links, c)
			}
			linkChars += len(textOf(c))
		}
		for ch := c.FirstChild; ch != nil; ch = ch.NextSibling {
			walk(ch)
		}
	}
	walk(n)
	if body != nil {
		inBody = true
		walk(body)
		if !p.linksAway(links) {
			// A flat entry's first part links to the entry. A heading and
			// its paragraph, in turn, are an article's sections (their
			// only link a permalink to the heading itself).
			return card{}, false
		}
	}
	cd.head = heading != nil
	cd.links = links
	if len(links) == 0 && (n.DataAtom == atom.Tr || heading == nil && !img && priceEl == nil && kids < 2 && n.DataAtom != atom.A && findPrice(cd.text) == "") {
		return card{}, false // a line of text or a data row, not a card
	}
	var titleEl *html.Node
	var free []*html.Node // links no sentence of the card mentions, when it has no title element
	switch {
	case heading != nil:
		titleEl = heading
	case named != nil:
		titleEl = named
	}
	if titleEl != nil {
		cd.title, cd.titled = textOf(titleEl), titleEl
		cd.link = linkOf(titleEl, p)
	} else {
		free = unmentioned(n, links)
		bestLink := titleLink(n, free, false)
		if bestLink == nil {
			bestLink = titleLink(n, free, true)
		}
		if bestLink != nil {
			cd.title, cd.link = linkText(bestLink), bestLink
			if textOf(bestLink) != "" {
				cd.titled = bestLink
			}
		} else {
			cd.title = prominentText(n)
		}
	}
	if cd.link == nil {
		switch {
		case n.DataAtom == atom.A && resolve(p.base, attr(n, "href")) != "":
			cd.link = n
		case titleEl != nil:
			cd.link = entryLink(cardLinks(n, body, titleEl, links))
		case len(links) > 0:
			// A link inside a sentence of the card is one it mentions,
			// not where it leads (inProse).
			cd.link = entryLink(free)
		}
	}
	cd.own = len(cd.text) - linkChars
	if n.DataAtom == atom.A {
		cd.own = len(cd.text) - len(cd.title)
	}
	spaced := spacedText(n)
	if body != nil {
		spaced = collapse(spaced + " " + spacedText(body))
	}
	cd.seen = len(spaced)
	cd.price = priceOf(priceEl, n, body)
	cd.rating = ratingOf(ratingEl, n, spaced)
	if timeEl != nil {
		cd.date = collapse(attr(timeEl, "datetime"))
		if cd.date == "" {
			cd.date = textOf(timeEl)
		}
		cd.date = clip(cd.date, 40)
	}
	if !hasWord(cd.title) || placeholderTitle.MatchString(cd.title) {
		return card{}, false // "^", "↑", "›": a mark, not a title; "Loading...": a skeleton
	}
	cd.full, cd.title = cd.title, clipChars(cd.title, maxTitleChars)
	return cd, true
}

// hasWord reports a letter or digit in s.
// codeChars counts the collapsed text of the code blocks (<pre>) in n,
// n itself included.
func codeChars(n *html.Node) int {
	if n == nil {
		return 0
	}
	if n.DataAtom == atom.Pre {
		return len(collapse(textOf(n)))
	}
	k := 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			k += codeChars(c)
		}
	}
	return k
}

func hasWord(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// hasLetter reports a letter in s.
func hasLetter(s string) bool {
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// headingRank is n's heading level, 1 to 6 (an ARIA heading's
// aria-level, 2 when it has none, as ARIA defines), or 0 for no heading.
// content/extract.js headingRank is the same.
func headingRank(n *html.Node) int {
	if isHeadingTag(n) {
		return int(n.Data[1] - '0')
	}
	if attr(n, "role") != "heading" {
		return 0
	}
	if l, err := strconv.Atoi(attr(n, "aria-level")); err == nil && l >= 1 && l <= 6 {
		return l
	}
	return 2
}

// outranks reports a later heading h of a higher rank and more words than
// the card's first one, first: h is the title, first its kicker
// (content/extract.js outranks).
func outranks(h, first *html.Node) bool {
	return headingRank(h) < headingRank(first) && len(strings.Fields(textOf(h))) > len(strings.Fields(textOf(first)))
}

func isHeadingTag(n *html.Node) bool {
	switch n.DataAtom {
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		return true
	}
	return false
}

// linkOf is the link inside or around a title element.
func linkOf(n *html.Node, p *page) *html.Node {
	for a := n; a != nil; a = a.Parent {
		if a.DataAtom == atom.A && resolve(p.base, attr(a, "href")) != "" {
			return a
		}
	}
	for d := range n.Descendants() {
		if d.DataAtom == atom.A && resolve(p.base, attr(d, "href")) != "" {
			return d
		}
	}
	return nil
}

// prominentText is the title of a card without headings, named elements
// or links: its first bold text (<strong>, <b>), else the text of its
// first child element that has any, else its first line.
func prominentText(n *html.Node) string {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && (d.DataAtom == atom.Strong || d.DataAtom == atom.B) && !selfHidden(d) {
			if t := textOf(d); t != "" {
				return t
			}
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && !skipTags[c.DataAtom] && !selfHidden(c) {
			if t := textOf(c); t != "" {
				return t
			}
		}
	}
	return textOf(n)
}

// spacedText is n's visible text with every text node apart, so values
// in neighbouring elements ("8.7/10", "€120") do not run together.
//
// A closed panel is left out: one marked hidden or aria-hidden, which
// the text reads as one click from view (tabPanel), is not in sight yet,
// so a FAQ's folded answers neither weigh its questions as a list nor
// price them (content/extract.js spacedText, which the live page's
// markup hides the same).
func spacedText(n *html.Node) string {
	return spacedTextWithout(n, nil)
}

// spacedTextWithout is spacedText without the elements skip names and
// all they hold (content/extract.js spacedText with a test, leftOut).
func spacedTextWithout(n *html.Node, skip func(*html.Node) bool) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(c *html.Node) {
		switch {
		case c.Type == html.TextNode:
			b.WriteString(c.Data)
			b.WriteByte(' ')
			return
		case c.Type == html.ElementNode && (skipTags[c.DataAtom] || selfHidden(c) || closedPanel(c) || skip != nil && skip(c)):
			return
		}
		for ch := c.FirstChild; ch != nil; ch = ch.NextSibling {
			walk(ch)
		}
	}
	walk(n)
	return collapse(b.String())
}

// findPrice is the first currency amount in s, currency-first forms first.
// An amount with a magnitude after it ("£38k – £44k", "$1.2M", "$5
// million") is a job's salary or a sum in a story, not what the item
// costs: a job board's cards read "£38" as their price. A page that
// writes its currency after the amount ("12,50 € 19,99 €") is read in
// that form, for the currency-first form would take the first amount's
// sign for the second's ("€ 19,99"); "8.7/10 €120 per night" is not such
// a page. An amount the card says it was or is compared with ("Was
// $1,299.00 $1,049.00", "Regular price", "UVP": wasPriceLead) is its
// price only when it says no other.
func findPrice(s string) string {
	var amounts [][]int
	after := priceAfter.FindAllStringIndex(s, -1)
	for _, m := range priceText.FindAllStringIndex(s, -1) {
		if len(amounts) == 0 && len(after) > 0 && after[0][0] < m[0] && currencyAfter(s, m) {
			break
		}
		if !priceMagnitude.MatchString(s[m[1]:]) {
			amounts = append(amounts, m)
		}
	}
	if len(amounts) == 0 {
		amounts = after
	}
	led := false
	for i, m := range amounts {
		// The far end of a range keeps its near end's lead: "Save
		// $50-$200" is a saving up to $200.
		if i == 0 || !rangeDash.MatchString(s[amounts[i-1][1]:m[0]]) {
			led = wasPriceLead.MatchString(s[:m[0]])
		}
		if !led {
			return collapse(s[m[0]:m[1]])
		}
	}
	if len(amounts) == 0 {
		return ""
	}
	return collapse(s[amounts[0][0]:amounts[0][1]])
}

// rangeDash is what stands between the two ends of a range of amounts.
var rangeDash = regexp.MustCompile(`^\s*(?:[-–]|to|bis)\s*$`)

// currencyAfter: the amount of s[m[0]:m[1]] (a priceText match) has a
// currency after it too, as in "€ 19,99 €".
func currencyAfter(s string, m []int) bool {
	d := m[0] + strings.IndexAny(s[m[0]:m[1]], "0123456789")
	a := priceAfter.FindStringIndex(s[d:])
	return a != nil && a[0] == 0
}

// findRating is the first rating in s: "4.5 out of 5", "8.7/10",
// "★ 4.6" (ratingText), unless its score is over its scale or it is a
// date's day and month.
func findRating(s string) string {
	for _, m := range ratingText.FindAllStringSubmatchIndex(s, -1) {
		r, rest := s[m[2]:m[3]], s[m[3]:]
		if len(rest) > 1 && rest[0] == '/' && rest[1] >= '0' && rest[1] <= '9' {
			continue // "3/5/2024" is a date
		}
		if overScale(r) {
			continue // "7/5" is no score out of five
		}
		return collapse(r)
	}
	return ""
}

// scoreOver reads a score over its scale: "4.5 out of 5", "8/10".
var scoreOver = regexp.MustCompile(`(?i)^(\d+(?:[.,]\d+)?)\s*(?:out of|/)\s*(\d+(?:[.,]\d+)?)`)

// overScale: r is a score over a scale whose score is higher than its
// scale ("7/5", a day and a month).
func overScale(r string) bool {
	m := scoreOver.FindStringSubmatch(r)
	if m == nil {
		return false
	}
	score, _ := strconv.ParseFloat(strings.ReplaceAll(m[1], ",", "."), 64)
	scale, _ := strconv.ParseFloat(strings.ReplaceAll(m[2], ",", "."), 64)
	return score > scale
}

// priceOf is the price element's amount, else the first currency amount
// in the card's parts; an amount that is not struck through first
// (struck), for "<s>$24.99</s> $19.99" costs $19.99.
func priceOf(el *html.Node, parts ...*html.Node) string {
	if el != nil {
		if c := findPrice(attr(el, "content")); c != "" {
			return clip(c, 40)
		}
		parts = append([]*html.Node{el}, parts...)
	}
	for _, skip := range []func(*html.Node) bool{struck, nil} {
		for _, n := range parts {
			if n == nil {
				continue
			}
			if m := findPrice(spacedTextWithout(n, skip)); m != "" {
				return clip(m, 40)
			}
		}
	}
	return ""
}

// struck: a struck-through element (<s>, <del>, <strike>), or one whose
// class names the price the item had or is compared with, which the
// shop's stylesheet strikes through (wasPriceClass: "old-price",
// "price--compare-at"). A price there is what the item cost before,
// beside what it costs now.
func struck(n *html.Node) bool {
	return n.DataAtom == atom.S || n.DataAtom == atom.Del || n.DataAtom == atom.Strike || wasPriceClass.MatchString(attr(n, "class"))
}

// ratingOf is the card's rating: microdata, an aria-label or title
// ("4.5 out of 5 stars"), or the same wording in its text.
func ratingOf(el, card *html.Node, text string) string {
	if el != nil {
		if c := collapse(attr(el, "content")); c != "" {
			return clip(c, 40)
		}
		if t := textOf(el); t != "" {
			return clip(t, 40)
		}
	}
	for d := range card.Descendants() {
		if d.Type != html.ElementNode || selfHidden(d) {
			continue
		}
		for _, k := range []string{"aria-label", "title"} {
			if m := findRating(attr(d, k)); m != "" {
				return clip(m, 40)
			}
		}
	}
	if m := heardRating(card); m != "" {
		return clip(m, 40)
	}
	return clip(findRating(text), 40)
}

// heardRating is the rating a screen-reader caption of the card's stars
// says ("22 reviews with an average rating of 4.6 out of 5 stars"): the
// stars are drawn, and the caption is the page's words for them, as an
// aria-label is. The text leaves such captions out, for the eye never
// reads them (content/extract.js heardRating is the same).
func heardRating(card *html.Node) string {
	for d := range card.Descendants() {
		if d.Type != html.ElementNode || !srOnly(d) || hasAttr(d, "hidden") || ariaHidden(d) || hiddenWithin(card, d) {
			continue
		}
		if m := findRating(collapse(textWithout(d, func(*html.Node) bool { return false }))); m != "" {
			return m
		}
	}
	return ""
}

// hiddenWithin: an element between d and top (both left out) is hidden
// by markup.
func hiddenWithin(top, d *html.Node) bool {
	for a := d.Parent; a != nil && a != top; a = a.Parent {
		if selfHidden(a) {
			return true
		}
	}
	return false
}

// snippetOf is the card's text without its title, its lines (a URL
// breadcrumb, a description, a price) joined with " — ", a label ending
// in a colon with a space to its value. A line that is
// only a call to action ("Read more", "Shop now") says what to do, not
// what the card is: every card of a list repeats it, and a summary
// quoted it as the end of each point. The title said again, a line said
// twice (a card's phone copy beside its desktop one; a price beside
// its equal, onePrice), a picture's credit
// and images' alt texts ("… primary image") are left out too, and so
// are the labels of its form controls (controlLabels) and the controls
// most cards of its list repeat (repeatedControls)
// (content/extract.js snippetOf is the same).
func snippetOf(c card, repeated map[string]bool) string {
	var parts []string
	title := false
	full := c.full
	if full == "" {
		full = c.title
	}
	titleKey := wordKey(full)
	rest := titleKey // the title's words not yet met in the lines
	seen := map[string]bool{}
	for _, n := range []*html.Node{c.node, c.body} {
		if n == nil {
			continue
		}
		labels := controlLabels(n)
		for _, l := range renderTextLines(n) {
			t := l.text
			if ctaLine(l) || labels[wordKey(t)] || repeated[wordKey(t)] && shortControl(l) {
				continue
			}
			if !title && strings.Contains(t, full) {
				title = true
				t = strings.TrimSpace(strings.Replace(t, full, "", 1))
			} else if k := wordKey(t); !title && k != "" && (rest == k || strings.HasPrefix(rest, k+" ")) {
				// The title drawn over several lines ("Hi Ada!", "Just
				// a note ..."): each of its lines is left out.
				rest = strings.TrimPrefix(rest[len(k):], " ")
				title = rest == ""
				continue
			} else if title && k == titleKey {
				continue
			}
			t = onePrice(strings.Trim(strings.TrimLeft(t, ",;: "), " -–—·|"))
			if creditPart(t) {
				continue
			}
			if k := wordKey(t); hasWord(t) && !rankMark.MatchString(t) && !seen[k] { // "/" between two prices says nothing
				seen[k] = true
				parts = append(parts, t)
			}
		}
	}
	var b strings.Builder
	for i, t := range parts {
		if i > 0 {
			if strings.HasSuffix(parts[i-1], ":") {
				b.WriteByte(' ') // a label and its value: "Max Light: 400 lumens"
			} else {
				b.WriteString(" — ")
			}
		}
		b.WriteString(t)
	}
	return b.String()
}

// maxControlCards bounds the cards repeatedControls reads, so a list of
// thousands costs no more than one of a hundred.
const maxControlCards = 100

// repeatedControls are the word keys of the short controls (shortControl)
// that four in five of the list's first cards show, three at least: a
// repository card's "Code", "Issues" and "Pull requests" tabs, a shop
// card's "Quick Shop" or "More options". Said by every card, they tell no
// card from another, as a call to action does not
// (content/extract.js repeatedControls is the same).
func repeatedControls(cards []card) map[string]bool {
	cards = cards[:min(len(cards), maxControlCards)]
	if len(cards) < 3 {
		return nil
	}
	count := map[string]int{}
	for _, c := range cards {
		seen := map[string]bool{}
		for _, n := range []*html.Node{c.node, c.body} {
			if n == nil {
				continue
			}
			for _, l := range renderTextLines(n) {
				if k := wordKey(l.text); k != "" && shortControl(l) && !seen[k] {
					seen[k] = true
					count[k]++
				}
			}
		}
	}
	var out map[string]bool
	for k, n := range count {
		if n >= 3 && 5*n >= 4*len(cards) {
			if out == nil {
				out = map[string]bool{}
			}
			out[k] = true
		}
	}
	return out
}

// shortControl: l is mostly the text of a short link or button, and
// short itself.
func shortControl(l line) bool {
	return len(l.text) <= maxCTAChars && 2*l.ctrlChars >= len(l.text)
}

// controlLabels are the word keys of the labels of n's form controls:
// "Compare" by a checkbox, "Size" over a select. A label names a control
// the reader sets, not the thing the card shows, and every card of a grid
// repeats it (content/extract.js controlLabels is the same).
func controlLabels(n *html.Node) map[string]bool {
	var out map[string]bool
	for d := range n.Descendants() {
		if d.DataAtom != atom.Label || d.Type != html.ElementNode {
			continue
		}
		if strings.TrimSpace(attr(d, "for")) == "" && !holdsControl(d) {
			continue
		}
		if k := wordKey(labelText(d)); k != "" {
			if out == nil {
				out = map[string]bool{}
			}
			out[k] = true
		}
	}
	return out
}

// labelText is a label's text without its controls' (a select's
// options), as a card's lines read it.
func labelText(n *html.Node) string {
	return collapse(textWithout(n, func(c *html.Node) bool {
		return skipTags[c.DataAtom] || selfHidden(c) || c.DataAtom == atom.Select || c.DataAtom == atom.Textarea || c.DataAtom == atom.Input
	}))
}

// holdsControl: n holds a form control a label can name.
func holdsControl(n *html.Node) bool {
	for d := range n.Descendants() {
		if d.DataAtom == atom.Input || d.DataAtom == atom.Select || d.DataAtom == atom.Textarea {
			return true
		}
	}
	return false
}

// creditPart: a line of a card that credits its picture ("Foto: Jane
// Roe [CC BY-SA 3.0], via Wikimedia Commons", "photo: Erik Berg via
// Unsplash"), which says who took a picture the card does not show.
func creditPart(t string) bool {
	return len(t) <= maxCreditChars && (credit(t) || creditLink.MatchString(t))
}

// ctaLine: l is a short control (a link's or a button's text) that
// calls to action.
func ctaLine(l line) bool {
	return shortControl(l) && isCTA(l.text)
}
