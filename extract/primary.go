package extract

import (
	"fmt"
	"net/url"
	"strings"
	"time"

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
	art, err := readable(p.root, p.base)
	var node *html.Node
	out := &laika.Primary{}
	if err == nil {
		node = art.Node
		out.Title = collapse(art.Title())
		out.Byline = clip(collapse(art.Byline()), maxLabelChars)
		out.Excerpt = clip(collapse(art.Excerpt()), 300)
		fillMeta(m, art)
	}
	fallback := false
	kept := ""
	if node != nil {
		kept = textOf(node)
	}
	if t := p.threadPrimary(kept); t != nil {
		node = t
	} else if node == nil || len(collapse(kept)) < minPrimaryChars {
		node = p.fallbackPrimary()
		fallback = true
	}
	if node == nil {
		return nil
	}
	stripMedia(node)
	lines := renderLines(node)
	whole := joinLines(lines)
	out.Text = clipLines(whole, p.opts.MaxPrimaryChars)
	if out.Text == "" {
		return nil
	}
	if len(out.Text) < len(whole) {
		out.Truncated = true
		out.TotalChars = len(whole)
	}
	out.Confidence = confidence(lines, whole, len(collapse(joinLines(p.lines))), fallback)
	out.Markdown = clipLines(markdown(node, p.base.String()), p.opts.MaxPrimaryChars)
	if out.Title == "" {
		out.Title = m.Title
	}
	return out
}

// readable runs Readability, turning a panic on hostile input into an
// error so the fallback is used and the host stays up.
func readable(root *html.Node, base *url.URL) (art readability.Article, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("readability panicked: %v", r)
		}
	}()
	parser := readability.NewParser()
	parser.MaxElemsToParse = maxReadabilityElems
	return parser.ParseDocument(root, base)
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
// chrome (nav, header, footer, sidebars) and without hidden parts.
func (p *page) fallbackPrimary() *html.Node {
	var src *html.Node
	for _, sel := range []string{"main", "[role=main]", "article", "body"} {
		if n := p.doc.Find(sel).First(); n.Length() > 0 {
			src = n.Get(0)
			break
		}
	}
	if src == nil {
		return nil
	}
	c := dom.Clone(src, true)
	var prune func(n *html.Node)
	prune = func(n *html.Node) {
		for ch := n.FirstChild; ch != nil; {
			next := ch.NextSibling
			if ch.Type == html.ElementNode && (skipTags[ch.DataAtom] || selfHidden(ch) || isChromeElement(ch)) {
				n.RemoveChild(ch)
			} else {
				prune(ch)
			}
			ch = next
		}
	}
	prune(c)
	return c
}

// isChromeElement is the element-local part of inChrome.
func isChromeElement(n *html.Node) bool {
	switch attr(n, "role") {
	case "navigation", "banner", "contentinfo", "complementary", "dialog", "alertdialog":
		return true
	}
	switch n.DataAtom {
	case atom.Nav, atom.Footer, atom.Aside, atom.Header, atom.Form, atom.Dialog:
		return true
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
