// Package extract turns an HTML document into a laika.Observation: the same
// shape the extension's content script produces for browser.observe_dom,
// so the planner, the Policy Gate and the summarizer see one format whether
// the user's tab or the host's own fetcher read the page.
//
// Main content ("primary") comes from go-readability, a maintained Go port
// of Mozilla's Readability.js, and is rendered twice: as line-preserving
// text with structure prefixes and as Markdown (html-to-markdown). The rest
// (blocks, items, comments, interactive elements, links, metadata and access
// signals) are small heuristics over the DOM, each in its own file with its
// thresholds named in heuristics.go.
//
// The input is untrusted web content. Nothing here runs scripts or loads
// sub-resources; the output is data, never instructions.
package extract

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"strings"
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/laikabrowser/laika"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Options are the observation budgets; zero fields take the defaults below.
// They keep one observation well under the protocol's 1 MiB reply limit.
type Options struct {
	MaxChars        int // Observation.Text
	MaxPrimaryChars int // Primary.Text and Primary.Markdown, each
	MaxBlocks       int
	MaxBlockChars   int
	MaxItems        int
	MaxItemChars    int
	MaxComments     int
	MaxCommentChars int
	MaxElements     int
	MaxLinks        int
	MaxOutline      int
	// Now stamps ObservedAtMs; nil means time.Now. Tests pin it.
	Now func() time.Time
	// Sheets holds the page's linked stylesheets that were fetched with
	// it, by the href the page writes (fetch.Client.Sheets): they are read
	// in the <link>'s place, as the page's own <style> elements are.
	Sheets map[string]string
}

// Default budgets.
const (
	DefaultMaxChars        = 20000
	DefaultMaxPrimaryChars = 40000
	DefaultMaxBlocks       = 150
	DefaultMaxBlockChars   = 600
	DefaultMaxItems        = 50
	DefaultMaxItemChars    = 400 // title and snippet together, as in the browser
	DefaultMaxComments     = 100
	DefaultMaxCommentChars = 800
	DefaultMaxElements     = 200
	DefaultMaxLinks        = 200
	DefaultMaxOutline      = 100
)

func (o *Options) defaults() {
	set := func(p *int, v int) {
		if *p <= 0 {
			*p = v
		}
	}
	set(&o.MaxChars, DefaultMaxChars)
	set(&o.MaxPrimaryChars, DefaultMaxPrimaryChars)
	set(&o.MaxBlocks, DefaultMaxBlocks)
	set(&o.MaxBlockChars, DefaultMaxBlockChars)
	set(&o.MaxItems, DefaultMaxItems)
	set(&o.MaxItemChars, DefaultMaxItemChars)
	set(&o.MaxComments, DefaultMaxComments)
	set(&o.MaxCommentChars, DefaultMaxCommentChars)
	set(&o.MaxElements, DefaultMaxElements)
	set(&o.MaxLinks, DefaultMaxLinks)
	set(&o.MaxOutline, DefaultMaxOutline)
	if o.Now == nil {
		o.Now = time.Now
	}
}

// page is one document being extracted, shared by the heuristics.
type page struct {
	doc   *goquery.Document
	root  *html.Node
	body  *html.Node
	base  *url.URL
	opts  Options
	lines []line // whole-page render, reused by blocks and links
	metas map[string]string
	// ld is the page's JSON-LD blocks, decoded once (see declared).
	ld     []any
	ldDone bool
	// fallback is the pruned main region, built once (see fallbackPrimary).
	fallback *html.Node
	// list is the main list's cards, found once (see mainList).
	list     []card
	listDone bool
	// product: the page declares itself a product page (see
	// isProductPage); its reviews are not its main content.
	product bool
}

// HTML extracts an observation from an HTML document fetched from pageURL
// (used to resolve relative links; may be a file:// URL). It fails with
// invalid_arguments only if pageURL does not parse: any byte string is some
// HTML document.
func HTML(src []byte, pageURL string, opts Options) (*laika.Observation, error) {
	opts.defaults()
	base, err := url.Parse(pageURL)
	if err != nil {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "page URL %q does not parse", pageURL)
	}
	root, err := html.Parse(bytes.NewReader(src))
	if err != nil {
		// The parser refuses documents nesting over 512 open elements.
		// Such a page is still text: read it token by token.
		return plainObservation(tokenText(src), "", pageURL, src, opts), nil
	}
	unframe(root) // frameset.go
	flattenDeep(root, maxDepth)
	inlineSheets(root, opts.Sheets) // sheet_hidden.go
	placeStreamed(root)             // streamed.go
	attachShadowRoots(root)         // shadow.go
	unwrapNoscript(root)
	revealHiddenMain(root) // revealed_main.go
	readFormulas(root)     // formula.go
	markDisclosures(root)  // disclosure.go
	dropUnfilled(root)     // unfilled_slots.go
	dropMediaLeadIns(root) // media_lead_ins.go
	dropUnseen(root)       // unseen.go
	p := &page{doc: goquery.NewDocumentFromNode(root), root: root, base: base, opts: opts}
	p.base = p.baseURL()
	// A frameset page has no <body> (goquery's Get(0) of nothing
	// panics): it is read from the root, its <noframes> text included.
	p.body = root
	if b := p.doc.Find("body"); b.Length() > 0 {
		p.body = b.Get(0)
	}
	p.lines = renderLines(p.body)

	obs := &laika.Observation{
		URL:          pageURL,
		DocumentID:   documentID(pageURL, src),
		ObservedAtMs: opts.Now().UnixMilli(),
		Text:         clipLines(joinLines(p.lines), opts.MaxChars),
	}
	obs.Meta = p.meta()
	obs.Title = p.title()
	obs.Primary = p.primary(obs.Meta)
	obs.Meta.Product = p.product // decided by primary (isProductPage)
	if p.product {
		obs.Meta.Price = p.price()
	}
	obs.Blocks = p.blocks()
	obs.Outline = p.outline()
	obs.Comments = p.comments()
	obs.Items, obs.ItemsTotal = p.items()
	obs.Elements = p.elements()
	obs.Links = p.links()
	obs.Signals = p.signals(obs)
	dropCommenterByline(obs)
	return obs, nil
}

// dropCommenterByline clears a byline that is really a commenter's or
// reviewer's name: Readability and microdata both pick up itemprop=author
// inside reviews and forum posts.
func dropCommenterByline(obs *laika.Observation) {
	isCommenter := func(b string) bool {
		for _, c := range obs.Comments {
			if b != "" && c.Author != "" && strings.HasPrefix(b, c.Author) {
				return true
			}
		}
		return false
	}
	if obs.Meta != nil && isCommenter(obs.Meta.Byline) {
		obs.Meta.Byline = ""
	}
	if obs.Primary != nil && isCommenter(obs.Primary.Byline) {
		obs.Primary.Byline = ""
	}
}

// tokenText is the visible text of src without building a tree: text
// tokens outside script/style/template, a line break at each block tag.
func tokenText(src []byte) string {
	z := html.NewTokenizer(bytes.NewReader(src))
	var b strings.Builder
	var line strings.Builder
	skip := 0
	flush := func() {
		if t := collapse(line.String()); t != "" {
			b.WriteString(t)
			b.WriteByte('\n')
		}
		line.Reset()
	}
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			flush()
			return strings.TrimSuffix(b.String(), "\n")
		case html.TextToken:
			if skip == 0 {
				line.Write(z.Text())
			}
		case html.StartTagToken, html.EndTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			a := atom.Lookup(name)
			if a == atom.Script || a == atom.Style || a == atom.Template || a == atom.Noscript || a == atom.Head {
				if tt == html.StartTagToken {
					skip++
				} else if skip > 0 {
					skip--
				}
				continue
			}
			if blockTags[a] || a == atom.Br {
				flush()
			}
		}
	}
}

// documentID names this exact capture: the same bytes from the same URL get
// the same id, so a re-capture of an unchanged page is recognisable.
func documentID(pageURL string, src []byte) string {
	h := sha256.New()
	h.Write([]byte(pageURL))
	h.Write([]byte{0})
	h.Write(src)
	return "cap-" + hex.EncodeToString(h.Sum(nil))[:16]
}

// maxDepth bounds element nesting. Every pass here (and Readability's) is
// recursive, and a hostile page of a million nested <div>s would otherwise
// exhaust the stack, which is fatal, not an error. Real pages stay far
// below 100 levels.
const maxDepth = 256

// flattenDeep cuts subtrees nested deeper than max, iteratively.
func flattenDeep(root *html.Node, max int) {
	type frame struct {
		n     *html.Node
		depth int
	}
	stack := []frame{{root, 0}}
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if f.depth >= max {
			for c := f.n.FirstChild; c != nil; {
				next := c.NextSibling
				f.n.RemoveChild(c)
				c = next
			}
			continue
		}
		for c := f.n.FirstChild; c != nil; c = c.NextSibling {
			stack = append(stack, frame{c, f.depth + 1})
		}
	}
}

// baseURL honours <base href>, as a browser would for relative links.
func (p *page) baseURL() *url.URL {
	if href, ok := p.doc.Find("base[href]").First().Attr("href"); ok {
		if u, err := url.Parse(strings.TrimSpace(href)); err == nil {
			return p.base.ResolveReference(u)
		}
	}
	return p.base
}
