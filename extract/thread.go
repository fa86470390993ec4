package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Thresholds for reading a page as a discussion thread.
const (
	// threadShare: the posts must hold this many times the text
	// Readability kept before the thread replaces it.
	threadShare = 1.5
	// threadProbe: this many leading characters of a post must appear in
	// Readability's text for it to count as "Readability kept one post".
	threadProbe = 80
	// maxThreadProbes: only the first posts are looked for in
	// Readability's text (it keeps the opening post, not the 500th).
	maxThreadProbes = 20
	// threadCover: when every probed post is in Readability's text and
	// the posts make up this share of it, the rest is the posts' chrome
	// (an article with comments has more text of its own than that).
	threadCover = 0.8
)

// postEntries are the discussion entries of the page (see isCommentNode)
// that carry text of their own, in document order.
func (p *page) postEntries() (entries []*html.Node, isCand map[*html.Node]bool) {
	isCand = map[*html.Node]bool{}
	var cands []*html.Node
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && (skipTags[n.DataAtom] || selfHidden(n)) {
			return
		}
		if isCommentNode(n) {
			cands = append(cands, n)
			isCand[n] = true
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(p.body)
	for _, c := range cands {
		if len(ownCommentText(c, isCand)) >= minCommentChars {
			entries = append(entries, c)
		}
	}
	return entries, isCand
}

// threadPrimary reads a forum thread or Q&A page whole. Readability keeps
// one post (the question, the opening post) and drops the rest as
// comments; on a thread the posts are the content. When the posts hold
// much more text than Readability kept and Readability's text is one of
// them, it returns the posts' bodies in document order, without their
// author cards, vote counts and reply controls; else nil (an article
// with a comment section keeps its article).
func (p *page) threadPrimary(kept string) *html.Node {
	entries, isCand := p.postEntries()
	if len(entries) < 2 {
		return nil
	}
	keptFlat := collapse(kept)
	total, inKept, allIn := 0, false, true
	for i, e := range entries {
		t := collapse(ownCommentText(e, isCand))
		total += len(t)
		if i >= maxThreadProbes {
			continue
		}
		probe := t
		if len(probe) > threadProbe {
			probe = probe[:threadProbe]
			for len(probe) > 0 && probe[len(probe)-1]&0xC0 == 0x80 {
				probe = probe[:len(probe)-1]
			}
		}
		if probe != "" && strings.Contains(keptFlat, strings.TrimSpace(probe)) {
			inKept = true
		} else {
			allIn = false
		}
	}
	// Readability kept one post of many, or it kept the whole thread
	// with its vote counts and user cards around the posts (the posts
	// are nearly all of its text): either way the posts are the reading.
	one := inKept && float64(total) >= threadShare*float64(len(keptFlat))
	whole := allIn && float64(total) >= threadCover*float64(len(keptFlat))
	if keptFlat != "" && !one && !whole {
		return nil
	}
	out := &html.Node{Type: html.ElementNode, DataAtom: atom.Div, Data: "div"}
	for _, e := range entries {
		from := postBody(e, isCand)
		post := cloneExcept(from, func(n *html.Node) bool {
			return isCand[n] || skipTags[n.DataAtom] || selfHidden(n) || from == e && isCommentChrome(n)
		})
		post.DataAtom, post.Data = atom.Div, "div"
		out.AppendChild(post)
	}
	return out
}

// cloneExcept is a deep copy of n without the elements drop names.
func cloneExcept(n *html.Node, drop func(*html.Node) bool) *html.Node {
	c := &html.Node{Type: n.Type, DataAtom: n.DataAtom, Data: n.Data, Namespace: n.Namespace, Attr: append([]html.Attribute(nil), n.Attr...)}
	for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
		if ch.Type == html.ElementNode && drop(ch) {
			continue
		}
		c.AppendChild(cloneExcept(ch, drop))
	}
	return c
}
