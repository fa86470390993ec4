package extract

import (
	"path"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Frameset pages. An old manual or a government site may still be a
// <frameset>: no <body>, its content in the frames' own documents, and a
// <noframes> for browsers without frames, which the parser keeps as raw
// text. The extractor panicked on such a page (no body), and would have
// read the <noframes> markup as words. The host reads one document and
// fetches no frames, so the page reads as what a browser without frames
// shows: a link to each frame's document, then the <noframes> content.
// (The content script walks a same-origin frame's document, as it does an
// iframe's: content/walk.js childrenOf.)

// unframe replaces root's <frameset> with a <body> holding a link per
// frame and the <noframes> content; a page with a body is left as it is.
func unframe(root *html.Node) {
	var htmlEl, frameset *html.Node
	for n := range root.Descendants() {
		switch {
		case n.Type != html.ElementNode:
		case n.DataAtom == atom.Body:
			return
		case n.DataAtom == atom.Html && htmlEl == nil:
			htmlEl = n
		case n.DataAtom == atom.Frameset && frameset == nil:
			frameset = n
		}
	}
	if htmlEl == nil || frameset == nil {
		return
	}
	body := &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}
	var noframes []*html.Node
	for n := range frameset.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		switch n.DataAtom {
		case atom.Frame:
			src := strings.TrimSpace(attr(n, "src"))
			if src == "" {
				continue
			}
			label := collapse(attr(n, "title"))
			if label == "" {
				label = collapse(attr(n, "name"))
			}
			if label == "" {
				label = path.Base(strings.SplitN(src, "?", 2)[0])
			}
			a := &html.Node{Type: html.ElementNode, Data: "a", DataAtom: atom.A, Attr: []html.Attribute{{Key: "href", Val: src}}}
			a.AppendChild(&html.Node{Type: html.TextNode, Data: label})
			p := &html.Node{Type: html.ElementNode, Data: "p", DataAtom: atom.P}
			p.AppendChild(a)
			body.AppendChild(p)
		case atom.Noframes:
			noframes = append(noframes, n)
		}
	}
	for _, nf := range noframes {
		var raw strings.Builder
		for c := nf.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.TextNode {
				raw.WriteString(c.Data)
			}
		}
		kids, err := html.ParseFragment(strings.NewReader(raw.String()), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
		if err != nil {
			continue
		}
		for _, k := range kids {
			body.AppendChild(k)
		}
	}
	htmlEl.InsertBefore(body, frameset)
	htmlEl.RemoveChild(frameset)
}
