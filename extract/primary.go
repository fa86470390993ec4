package extract

import (
	"fmt"
	"net/url"
	"strings"
	"time"
	"unicode"

	readability "codeberg.org/readeck/go-readability/v2"
	"github.com/JohannesKaufmann/html-to-markdown/v2/converter"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/base"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/commonmark"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/table"
	"github.com/go-shiori/dom"
	"github.com/laikabrowser/laika"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// primary finds the main content with Readability and renders it as text
// and Markdown. Metadata Readability found (JSON-LD included) fills the gaps
// in m. When Readability finds too little (forms, app shells, list pages)
// the page's <main>, <article> or chrome-stripped <body> stands in.
func (p *page) primary(m *laika.Meta) *laika.Primary {
	splitCodeLines(p.body)
	markFurniture(p.body)
	markCaptions(p.body)
	markShapes(p.body) // twin_blocks.go
	if !p.isDiscussionPage() {
		markCommentSections(p.body)
	}
	markAuthorBoxes(p.body)
	markSkipLinks(p.body)
	markSequenceNav(p.body)
	markPageChrome(p.body)
	p.markCards()
	p.product = p.isProductPage()
	if p.product {
		markFinePrint(p.body)
	}
	art, err := readable(p.root, p.base, p.product)
	var node *html.Node
	out := &laika.Primary{}
	if err == nil {
		node = art.Node
		fixAtoms(node)
		out.Title = collapse(art.Title())
		out.Byline = clip(collapse(art.Byline()), maxLabelChars)
		out.Excerpt = clip(collapse(art.Excerpt()), 300)
		fillMeta(m, art)
	}
	fallback := false
	kept, picked := "", ""
	if node != nil {
		// Judge Readability's pick as it will be read: a pick that is
		// all furniture (a shipping banner) is no pick.
		stripMedia(node)
		pruneFurniture(node)
		pruneChrome(node)
		kept = textOf(node)
		picked = kept
		if len(kept) < readableChars && p.inFurniture(kept) || p.inPageChrome(node) {
			// Readability rewrote the banner's marked tags, or the
			// page's content is rendered by scripts and only its
			// footer was left to pick.
			kept = ""
		}
	}
	// The thread test compares the posts with what Readability picked,
	// furniture or not: a pick that is no post keeps the posts out.
	thread := false
	if t := p.threadPrimary(node, picked); t != nil && !p.product {
		node, thread = t, true
	} else if node == nil || len(collapse(kept)) < minPrimaryChars {
		node = p.fallbackPrimary()
		fallback = true
	} else if fb := p.titledArticle(kept); fb != nil {
		// A later story of a page that loads the next one as the
		// reader scrolls (article_next.go).
		node = fb
	} else if fb := p.tableArticle(node); fb != nil {
		// An article Readability read as its long table
		// (article_table.go).
		node = fb
	} else if fb := p.listPick(kept); fb != nil {
		// A list page whose landmark holds the main list: Readability
		// kept a part of the list, or the list and the chrome around
		// the landmark (listing_region.go).
		node = fb
	} else if fb := p.introPick(kept); fb != nil {
		// A list page whose cards lost to its introduction
		// (list_intro.go).
		node = fb
	} else if fb := p.fallbackPrimary(); fb != nil && p.keptOneBlock(node, kept, fb) {
		node = fb
	}
	if node == nil {
		return nil
	}
	if node == art.Node && !thread {
		// Runs of same-class blocks Readability kept in part.
		if p.fillCardHoles(node, kept) { // card_holes.go
			kept = textOf(node)
		}
		p.joinSplitStory(node, kept) // article_split.go
	}
	stripMedia(node)
	pruneFurniture(node)
	dropEditLinks(node)
	if !thread {
		dropCommentSections(node)
		dropTeasers(node) // teasers.go
	}
	if p.product {
		dropFinePrint(node)
		dropOtherProducts(node)
	}
	lines := collapseTickers(renderLines(node))
	if !thread {
		lines = p.restoreCardTitles(p.dropCardEchoes(dropTwinBlocks(lines))) // twin_blocks.go, coll_card_echo.go, card_titles.go
	}
	for _, drop := range lineCleaners {
		lines = drop(lines)
	}
	if !thread && !fallback && !p.product {
		// Readability's pick, or the region that stood in for a short
		// one: an article, whose list of other posts at its end is not
		// part of it (article_tail.go), nor is a paywall's pitch and
		// what it sells (article_pitch.go), nor a line that only dates
		// the page (article_stamp.go).
		lines = trimLinkTail(dropWallPitch(dropDateStamps(lines)))
	}
	if p.product || thread || p.isDiscussionPage() {
		// Also a thread's: a quoted post repeats an earlier one.
		lines = dropRepeatedBlocks(lines)
	}
	if p.product {
		lines = p.withBuyBox(dropRepeatedWords(dropRepeatedRuns(lines)))
	} else if !thread {
		lines = p.withIntro(lines) // list_intro.go
		lines = p.withLead(lines)  // article_lead.go
	}
	whole := joinLines(lines)
	if d := p.productDescription(); p.product && d != "" && !strings.Contains(wordKey(whole), wordKey(strings.TrimSuffix(clip(d, minProductDescription), "…"))) {
		// A product page whose declared description is not on the page
		// as read (a closed tab, a script-rendered block): it belongs to
		// the main content. A bare Product declared by a service page
		// for its review stars describes no product (as product.js).
		whole += "\n" + d
		lines = append(lines, line{text: d})
	}
	out.Text = clipLines(whole, p.opts.MaxPrimaryChars)
	if out.Text == "" {
		return nil
	}
	if len(out.Text) < len(whole) {
		out.Truncated = true
		out.TotalChars = len(whole)
	}
	list := len(p.mainList()) >= minListCards && p.listShare(whole) >= minListCover
	out.Captions = captionLines(lines, len(out.Text))
	out.Confidence = confidence(lines, whole, len(collapse(joinLines(p.lines))), fallback, list)
	out.Markdown = clipLines(markdown(node, linkDomain(p.base)), p.opts.MaxPrimaryChars)
	if out.Title == "" {
		out.Title = m.Title
	}
	return out
}

// lineCleaners drop, in this order, the lines of a main text that are not
// the page's own words: repeated controls and echoes of a line, picture
// credits and the captions that carry them, widget labels, server errors,
// machine identifiers, stutters. The content script runs the same list
// (content/observe.js LINE_CLEANERS).
var lineCleaners = []func([]line) []line{dropRepeats, dropEchoes, dropCredits, dropWidgetLabels, dropServerErrors, dropIdentifierLines, dropStutters}

// readable runs Readability, turning a panic on hostile input into an
// error so the fallback is used and the host stays up.
func readable(root *html.Node, base *url.URL, product bool) (art readability.Article, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("readability panicked: %v", r)
		}
	}()
	parser := readability.NewParser()
	parser.MaxElemsToParse = maxReadabilityElems
	doc := dom.Clone(root, true)
	dropDialogs(doc)
	forTheEye(doc)
	dropTooltips(doc)
	openTabPanels(doc)
	unslugIDs(doc)
	unnameLabels(doc)
	unnameBody(doc)
	unwrapLinkedParagraphs(doc)
	inlineItemDivs(doc) // item_divs.go
	unpictureSteps(doc)
	unwrapHeadingButtons(doc) // heading_buttons.go
	dropEditLinks(doc)
	if product {
		dropReviews(doc)
	}
	return parser.ParseAndMutate(doc, base)
}

func fillMeta(m *laika.Meta, art readability.Article) {
	if m.Title == "" {
		m.Title = collapse(art.Title())
	}
	if m.Byline == "" {
		m.Byline = clip(collapse(art.Byline()), maxLabelChars)
	}
	if m.Site == "" {
		m.Site = collapse(art.SiteName())
	}
	if t, err := art.PublishedTime(); m.PublishedTime == "" && err == nil {
		m.PublishedTime = t.UTC().Format(time.RFC3339)
	}
	if m.Lang == "" {
		m.Lang = art.Language()
	}
	if m.Description == "" {
		m.Description = clip(collapse(art.Excerpt()), 300)
	}
}

// fallbackPrimary is a copy of <main>, <article> or <body> without page
// chrome (nav, header, footer, sidebars), without hidden parts and
// without the comment section under its article (markCommentSections).
func (p *page) fallbackPrimary() *html.Node {
	if p.fallback != nil {
		return dom.Clone(p.fallback, true)
	}
	c := dom.Clone(p.regionSource(), true)
	total := len(collapse(textOf(c)))
	removeWhere(c, func(ch *html.Node) bool {
		return skipTags[ch.DataAtom] || selfHidden(ch) || isChromeElement(ch) && !contentForm(ch, total) || boilerplate(ch, total) || p.product && isReviews(ch) || hasAttr(ch, commentsMark)
	})
	p.fallback = c
	return dom.Clone(c, true)
}

// boilerplateClass names page furniture inside the main region: menus,
// breadcrumbs, share bars, related links, filter panels, tables of
// contents, pagination, banners, sign-up boxes and footers (a class-named
// page footer, as styled-components and page builders name theirs).
var boilerplateClass = shared("boilerplateClass")

// pruneFurniture drops page furniture (boilerplate) from the chosen main
// content: Readability keeps a table of contents or a share bar when it
// sits inside the article's container.
func pruneFurniture(n *html.Node) {
	total := len(collapse(textOf(n)))
	removeWhere(n, func(ch *html.Node) bool { return boilerplate(ch, total) })
}

// furnitureMark is set on furniture-named elements before Readability
// runs: Readability drops class names, and the mark lets pruneFurniture
// still find them in its output. Only the primary content is pruned.
const furnitureMark = "data-laika-furniture"

// markFurniture marks every element named as page furniture, and the
// one paragraph such an element holds: Readability replaces a block that
// holds a single <p> by the <p>, which would leave the mark behind (a
// footer's "© 2026 … Registered in England" line). The content script
// marks the same (content/observe.js markFurniture).
func markFurniture(root *html.Node) {
	mark := func(n *html.Node) {
		if !hasAttr(n, furnitureMark) {
			n.Attr = append(n.Attr, html.Attribute{Key: furnitureMark, Val: "1"})
		}
	}
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && furnitureNamed(n) {
			mark(n)
			if p := soleParagraph(n); p != nil {
				mark(p)
			}
		}
	}
}

// soleParagraph is n's only child element when that is a <p> and n has
// no text of its own (Readability's hasSingleTagInsideElement), else nil.
func soleParagraph(n *html.Node) *html.Node {
	var p *html.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) != "":
			return nil
		case c.Type != html.ElementNode:
		case p != nil || c.DataAtom != atom.P:
			return nil
		default:
			p = c
		}
	}
	return p
}

// boilerplate: an element named as page furniture that holds a small part
// of the region's text (a wrapper named "page-nav-layout" around the
// whole content is not furniture).
func boilerplate(n *html.Node, total int) bool {
	if attr(n, furnitureMark) == navMark {
		return true
	}
	if !hasAttr(n, furnitureMark) && !furnitureNamed(n) {
		return false
	}
	return float64(len(collapse(textOf(n)))) < 0.3*float64(total)
}

// isChromeElement is the element-local part of inChrome.
func isChromeElement(n *html.Node) bool {
	switch attr(n, "role") {
	case "navigation", "banner", "contentinfo", "complementary", "dialog", "alertdialog":
		return true
	}
	switch n.DataAtom {
	case atom.Nav, atom.Aside, atom.Form, atom.Dialog:
		return true
	case atom.Header, atom.Footer:
		// Inside an article (a card's headline, a post's byline) a
		// header or footer belongs to it, as ARIA's banner and
		// contentinfo rules say. Sections and <main> are not
		// trusted the same way: sites wrap their page header in them.
		return !hasAncestor(n, atom.Article)
	}
	return false
}

// stripMedia drops images and embeds (the observation is text only, and
// image URLs are needless egress hints for a model) and whatever the text
// renderer would not show (templates, hidden parts), so the Markdown says
// no more than the text.
func stripMedia(n *html.Node) {
	for ch := n.FirstChild; ch != nil; {
		next := ch.NextSibling
		switch {
		case ch.Type == html.CommentNode:
			n.RemoveChild(ch)
		case ch.Type != html.ElementNode:
		case skipTags[ch.DataAtom] || selfHidden(ch):
			n.RemoveChild(ch)
		default:
			switch ch.DataAtom {
			case atom.Img, atom.Picture, atom.Source:
				n.RemoveChild(ch)
			default:
				stripMedia(ch)
			}
		}
		ch = next
	}
}

// linkDomain is the base the Markdown converter resolves the links
// Readability left relative against (a heading's own "#part"): the page's
// URL when it is a web page. The converter knows only web addresses, and
// wrote a file's "#part" as "http://file:///…#part"; a file's links stay
// as the file wrote them.
func linkDomain(base *url.URL) string {
	if base.Scheme != "http" && base.Scheme != "https" {
		return ""
	}
	return base.String()
}

// markdown converts n with CommonMark plus GFM tables; a panic in the
// converter on hostile input yields no Markdown rather than a dead host.
func markdown(n *html.Node, domain string) (md string) {
	defer func() {
		if r := recover(); r != nil {
			md = ""
		}
	}()
	conv := converter.NewConverter(converter.WithPlugins(
		base.NewBasePlugin(),
		commonmark.NewCommonmarkPlugin(),
		table.NewTablePlugin(),
	))
	b, err := conv.ConvertNode(n, converter.WithDomain(domain))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// Repeated-line thresholds (see dropRepeats).
const (
	// maxRepeatChars: only lines this short count as repeated controls.
	maxRepeatChars = 40
	// minRepeats: a short line seen this often is a control or a ticker.
	minRepeats = 3
)

// dropRepeats keeps the first of a short control line (a link's or a
// button's text) the text repeats minRepeats times or more: a card's "Add
// to cart", a post's "Reply with quote", a ticker's "Book now" are
// controls, not content, and a reader (or a word count) should meet them
// once. Repeated plain text stays: a listing's "Full-time" on every card
// is each card's own field.
func dropRepeats(lines []line) []line {
	seen := map[string]int{}
	for _, l := range lines {
		if len(l.text) <= maxRepeatChars && 2*l.ctrlChars >= len(l.text) {
			seen[l.text]++
		}
	}
	out := lines[:0:0]
	kept := map[string]bool{}
	for _, l := range lines {
		if seen[l.text] >= minRepeats {
			if kept[l.text] {
				continue
			}
			kept[l.text] = true
		}
		out = append(out, l)
	}
	return out
}

// wordKey is s as lower-case words joined by single spaces, so the same
// sentence matches whatever its quotes, dashes and markup-made spacing.
// It is built in one pass: it keys whole picks, and the three copies of
// lowering, splitting and joining were a tenth of a page's allocations.
func wordKey(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	gap := false
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsNumber(r) {
			gap = true
			continue
		}
		if gap && b.Len() > 0 {
			b.WriteByte(' ')
		}
		gap = false
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// inFurniture reports whether text is all page furniture: it reads, word
// for word, inside the small furniture-named elements of the page and not
// outside them (the same ones pruneFurniture drops, found on the page
// itself because Readability may rewrite the marked elements it keeps).
func (p *page) inFurniture(text string) bool {
	total := len(collapse(textOf(p.body)))
	return p.readsOnlyIn([]string{text}, func(n *html.Node) bool {
		return hasAttr(n, furnitureMark) && float64(len(collapse(textOf(n)))) < 0.3*float64(total)
	})
}

// inPageChrome reports whether Readability's pick is all page chrome:
// each of its lines reads inside the page's own header, footer,
// navigation or sidebar and nowhere else. A page whose scripts render the
// content leaves Readability only its footer to pick, and a footer is
// never the main content. Lines, not the whole text: Readability drops a
// footer's link lists between its paragraphs. Forms are not chrome here:
// some sites wrap the whole page in one.
func (p *page) inPageChrome(pick *html.Node) bool {
	var parts []string
	for _, l := range renderLines(pick) {
		parts = append(parts, l.text)
	}
	return p.readsOnlyIn(parts, func(n *html.Node) bool {
		return n.DataAtom != atom.Form && isChromeElement(n)
	})
}

// readsOnlyIn reports whether every part reads, word for word, inside the
// elements in accepts and not outside them: text also read outside (a
// post quoted in a share box) is content.
func (p *page) readsOnlyIn(parts []string, in func(*html.Node) bool) bool {
	var f, rest strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.TextNode {
				rest.WriteString(c.Data)
				continue
			}
			if c.Type != html.ElementNode || skipTags[c.DataAtom] {
				continue
			}
			if in(c) {
				f.WriteString(wordKey(textOf(c)))
				f.WriteByte(' ')
				continue
			}
			if isBlock(c) {
				rest.WriteByte(' ')
			}
			walk(c)
		}
	}
	walk(p.body)
	inside, outside := f.String(), wordKey(rest.String())
	read := false
	for _, part := range parts {
		k := wordKey(part)
		if k == "" {
			continue
		}
		if !strings.Contains(inside, k) || strings.Contains(outside, k) {
			return false
		}
		read = true
	}
	return read
}

// consentClass names a cookie or privacy consent box.
var consentClass = shared("consentClass")

// dropDialogs removes dialogs and consent boxes from the copy Readability
// reads: a long cookie notice is never the page's main content, though
// Readability may score its paragraphs highest on a page that renders
// the rest with scripts. Signals read the live tree, not this copy.
func dropDialogs(root *html.Node) {
	total := -1 // measured on the first dialog only: most pages have none
	removeWhere(root, func(ch *html.Node) bool {
		if !isDialog(ch) {
			return false
		}
		if total < 0 {
			total = len(collapse(textOf(root)))
		}
		return float64(len(collapse(textOf(ch)))) < maxDialogShare*float64(total)
	})
}

// maxDialogShare: a "dialog" holding more of the page's text than this is
// the page (an app that renders everything in one).
const maxDialogShare = 0.5

// isDialog: a dialog element or role, a modal, or a consent box.
func isDialog(n *html.Node) bool {
	if n.DataAtom == atom.Dialog || attr(n, "aria-modal") == "true" {
		return true
	}
	switch attr(n, "role") {
	case "dialog", "alertdialog":
		return true
	}
	names := strings.ToLower(attr(n, "id") + " " + attr(n, "class"))
	// The regexp runs only where a consent word appears (it is the cost
	// of this pass on big pages).
	for _, w := range consentWords {
		if strings.Contains(names, w) {
			return consentClass.MatchString(names)
		}
	}
	return false
}

// consentWords are the words consentClass looks for.
var consentWords = []string{"cookie", "consent", "onetrust", "gdpr", "didomi", "truste", "usercentrics"}

// pruneChrome drops the page's own chrome from Readability's pick: an
// element markPageChrome marked that holds a small share of the pick.
// Readability judges elements by their class names and text, not by their
// tags, and keeps a page header that sits inside the container it picks
// (an app that renders its whole page in <main>).
func pruneChrome(n *html.Node) {
	total := len(collapse(textOf(n)))
	removeWhere(n, func(ch *html.Node) bool {
		return hasAttr(ch, pageChromeMark) && float64(len(collapse(textOf(ch)))) < 0.3*float64(total)
	})
}

// pageChromeMark is set on the page's chrome before Readability runs, as
// furnitureMark is: whether a <header> is the page's or an article's own
// depends on where it sits in the page, which Readability's copy of a
// part of it no longer shows.
const pageChromeMark = "data-laika-chrome"

// markPageChrome marks the page's header, navigation, sidebars and footer
// (isChromeElement, forms aside) that do not hold the <h1>: a header
// around the title is the article's, with its kicker and standfirst, even
// outside an <article>.
func markPageChrome(root *html.Node) {
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom != atom.Form && isChromeElement(n) && !hasH1(n) {
			n.Attr = append(n.Attr, html.Attribute{Key: pageChromeMark, Val: "1"})
		}
	}
}

// fixAtoms gives the elements Readability created (the <p> it makes of a
// <div> holding only phrasing content) the tag atom the parser gives every
// element: the renderer tells blocks from inline elements by atom, and ran
// those paragraphs into their neighbours' lines.
func fixAtoms(n *html.Node) {
	if n == nil {
		return
	}
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.DataAtom == 0 {
			d.DataAtom = atom.Lookup([]byte(d.Data))
		}
	}
}

// keptOneBlock reports that Readability's pick (its text kept) is one
// block of a page whose content is spread over several (a service page's
// sections, a listing, a product's tabs): the whole main region, chrome
// pruned, is then the content.
func (p *page) keptOneBlock(pick *html.Node, kept string, region *html.Node) bool {
	// A product page's sections are its content however long the one
	// block Readability kept: a landing page's spec sheet ran past
	// readableChars beside feature sections twice its size.
	// A short story whose body the page declares is the story
	// (article_body.go).
	if len(collapse(kept)) >= readableChars && !p.product || p.articleHolds(kept) || !p.product && p.pickIsDeclaredArticle(kept) {
		return false
	}
	// Weighed by what it says: a pick that repeats a paragraph (an
	// intro said again under its heading) is no bigger for it.
	small := float64(len(collapse(distinctText(pick)))) < minReadableShare*float64(len(collapse(textOf(region))))
	if p.product {
		return small || p.keptOneTab(kept)
	}
	// A small pick on a dated page, among its neighbours' headlines, is
	// the story (article_dated.go); asked only of a small pick, since
	// it renders the pick and the region again.
	return small && !p.pickIsDatedStory(pick, kept, region)
}

// distinctText is n's text with each line once.
func distinctText(n *html.Node) string {
	seen := map[string]bool{}
	var b strings.Builder
	for _, l := range renderLines(n) {
		k := wordKey(l.text)
		if k != "" && seen[k] {
			continue
		}
		seen[k] = true
		b.WriteString(l.text)
		b.WriteByte('\n')
	}
	return b.String()
}
