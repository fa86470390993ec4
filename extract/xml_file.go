package extract

import (
	"bytes"
	"encoding/xml"
	"io"
	"net/url"
	"strings"

	"golang.org/x/net/html"

	"github.com/laikabrowser/laika"
)

// XML files. A feed (RSS 0.9x/2.0, RSS 1.0, Atom) is read as its entries:
// each entry's title, date and summary are the text, and each is an item
// with its link. Any other XML file is read as the text its elements hold.
// The content script reads the XML files the browser shows the same way
// (content/documents.js feedOf, xmlLines), held to the same fixtures
// (extract/testdata/documents).

// xnode is one element of an XML file, its local name and attributes, or
// one run of text (name "", text set). kids holds both, in order.
type xnode struct {
	name  string
	attrs []xml.Attr
	text  string
	kids  []*xnode
}

// own is the text n holds itself, outside its child elements.
func (n *xnode) own() string {
	var b strings.Builder
	for _, k := range n.kids {
		if k.name == "" {
			b.WriteString(k.text)
		}
	}
	return collapse(b.String())
}

func (n *xnode) attr(name string) string {
	for _, a := range n.attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// kid is n's first child element named name, or nil.
func (n *xnode) kid(names ...string) *xnode {
	for _, name := range names {
		for _, k := range n.kids {
			if k.name == name {
				return k
			}
		}
	}
	return nil
}

func (n *xnode) named(name string) []*xnode {
	var out []*xnode
	for _, k := range n.kids {
		if k.name == name {
			out = append(out, k)
		}
	}
	return out
}

// content is the text n and its descendants hold, whitespace collapsed
// (an element's textContent); "" for nil.
func (n *xnode) content() string {
	if n == nil {
		return ""
	}
	var b strings.Builder
	var walk func(*xnode)
	walk = func(n *xnode) {
		b.WriteString(n.text)
		for _, k := range n.kids {
			walk(k)
		}
	}
	walk(n)
	return collapse(b.String())
}

// parseXML reads src into a tree of elements, leniently (a feed with an
// HTML entity or a stray "&" is still read), or nil when it holds none.
func parseXML(src []byte) *xnode {
	d := xml.NewDecoder(bytes.NewReader(src))
	d.Strict = false
	d.Entity = xml.HTMLEntity
	// The body is UTF-8 already (fetch.ToUTF8): an encoding declared in
	// its <?xml?> line names the bytes it was read from.
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	var root *xnode
	var stack []*xnode
	for {
		tok, err := d.Token()
		if err != nil {
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			n := &xnode{name: t.Name.Local, attrs: t.Attr}
			if len(stack) > 0 {
				top := stack[len(stack)-1]
				top.kids = append(top.kids, n)
			} else if root == nil {
				root = n
			}
			stack = append(stack, n)
		case xml.EndElement:
			// A stray end tag closes nothing; a missing one is implied.
			for i := len(stack) - 1; i >= 0; i-- {
				if stack[i].name == t.Name.Local {
					stack = stack[:i]
					break
				}
			}
		case xml.CharData:
			if len(stack) > 0 {
				top := stack[len(stack)-1]
				top.kids = append(top.kids, &xnode{text: string(t)})
			}
		}
	}
	return root
}

// markupText is the text of an entry's summary, which feeds write as
// escaped HTML.
func markupText(s string) string {
	if !strings.ContainsAny(s, "<&") {
		return s
	}
	doc, err := html.Parse(strings.NewReader(s))
	if err != nil {
		return s
	}
	var b strings.Builder
	for n := range doc.Descendants() {
		if n.Type == html.TextNode && (n.Parent == nil || n.Parent.Type != html.ElementNode || n.Parent.Data != "script" && n.Parent.Data != "style") {
			b.WriteString(n.Data)
		}
	}
	return collapse(b.String())
}

// feedEntry is one entry of a feed.
type feedEntry struct{ title, url, date, summary string }

// feed is a feed's head and entries.
type feed struct {
	title, about string
	entries      []feedEntry
}

// feedOf reads an RSS or Atom root, or returns nil when root is no feed.
func feedOf(root *xnode) *feed {
	var head *xnode
	var entries []*xnode
	switch root.name {
	case "rss", "RDF":
		head = root.kid("channel")
		if head == nil {
			return nil
		}
		if root.name == "rss" {
			entries = head.named("item")
		} else {
			entries = root.named("item")
		}
	case "feed":
		head = root
		entries = root.named("entry")
	default:
		return nil
	}
	f := &feed{title: head.kid("title").content(), about: markupText(head.kid("description", "subtitle").content())}
	for _, e := range entries {
		var link string
		links := e.named("link")
		for _, l := range links {
			if rel := l.attr("rel"); rel == "" || rel == "alternate" {
				link = l.attr("href")
				if link == "" {
					link = l.content()
				}
				break
			}
		}
		if link == "" && len(links) > 0 {
			if link = links[0].attr("href"); link == "" {
				link = links[0].content()
			}
		}
		f.entries = append(f.entries, feedEntry{
			title:   markupText(e.kid("title").content()),
			url:     link,
			date:    e.kid("pubDate", "published", "updated", "date").content(),
			summary: markupText(e.kid("description", "summary", "content", "encoded").content()),
		})
	}
	return f
}

// xmlLines is the text of each element that holds text of its own, in
// document order; an element that holds text and elements too ("Second
// edition, <em>revised</em> in 2025.") is one line.
func xmlLines(root *xnode) []string {
	var out []string
	var walk func(*xnode)
	walk = func(n *xnode) {
		if n.own() != "" {
			out = append(out, n.content())
			return
		}
		for _, k := range n.kids {
			if k.name != "" {
				walk(k)
			}
		}
	}
	walk(root)
	return out
}

// XML builds the observation of an XML file: a feed's entries, or the
// text of any other XML file. src is UTF-8.
func XML(src []byte, pageURL string, opts Options) *laika.Observation {
	opts.defaults()
	root := parseXML(src)
	if root == nil {
		return plainObservation("", fileName(pageURL), pageURL, src, opts)
	}
	f := feedOf(root)
	if f == nil {
		return plainObservation(strings.Join(xmlLines(root), "\n"), fileName(pageURL), pageURL, src, opts)
	}
	base, _ := url.Parse(pageURL)
	parts := []string{joinNonEmpty("\n", f.title, f.about)}
	var items []laika.Item
	for _, e := range f.entries {
		parts = append(parts, joinNonEmpty("\n", e.title, e.date, e.summary))
		it := laika.Item{Title: e.title, URL: resolve(base, e.url), Date: e.date}
		if it.Title == "" {
			it.Title = clip(e.summary, opts.MaxItemChars)
		} else if e.summary != "" {
			it.Snippet = clip(e.summary, opts.MaxItemChars)
		}
		if strings.HasPrefix(it.URL, "file:") {
			it.URL = ""
		}
		if it.Title != "" {
			items = append(items, it)
		}
	}
	title := f.title
	if title == "" {
		title = fileName(pageURL)
	}
	obs := plainObservation(joinNonEmpty("\n\n", parts...), title, pageURL, src, opts)
	if len(items) > opts.MaxItems {
		obs.ItemsTotal = len(items)
		items = items[:opts.MaxItems]
	}
	obs.Items = items
	return obs
}

// joinNonEmpty joins the parts that are not empty.
func joinNonEmpty(sep string, parts ...string) string {
	var keep []string
	for _, p := range parts {
		if p != "" {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, sep)
}
