package extract

import (
	"strings"

	"github.com/go-shiori/dom"
	"golang.org/x/net/html"
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
// comments; on a thread the posts are the content. It returns a pruned
// copy of the posts' closest common container when the posts hold much
// more text than Readability kept and Readability's text is one of them,
// else nil (an article with a comment section keeps its article).
func (p *page) threadPrimary(kept string) *html.Node {
	entries, isCand := p.postEntries()
	if len(entries) < 2 {
		return nil
	}
	keptFlat := collapse(kept)
	total, inKept := 0, false
	for i, e := range entries {
		t := collapse(ownCommentText(e, isCand))
		total += len(t)
		if inKept || i >= maxThreadProbes {
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
		}
	}
	if keptFlat != "" && (!inKept || float64(total) < threadShare*float64(len(keptFlat))) {
		return nil
	}
	lca := entries[0]
	for _, e := range entries[1:] {
		lca = commonAncestor(lca, e)
	}
	if lca == nil || lca == p.root {
		return nil
	}
	return pruneCopy(lca, func(n *html.Node) bool {
		for d := range n.Descendants() {
			if isCand[d] {
				return true
			}
		}
		return false
	})
}

// commonAncestor is the closest element holding both a and b.
func commonAncestor(a, b *html.Node) *html.Node {
	seen := map[*html.Node]bool{}
	for n := a; n != nil; n = n.Parent {
		seen[n] = true
	}
	for n := b; n != nil; n = n.Parent {
		if seen[n] {
			return n
		}
	}
	return nil
}

// pruneCopy is a copy of src without page chrome (nav, header, footer,
// sidebars, forms, dialogs) and hidden parts; keep spares chrome elements
// that hold content (a moderation <form> wrapping every post).
func pruneCopy(src *html.Node, keep func(*html.Node) bool) *html.Node {
	c := dom.Clone(src, true)
	// Walk both trees in step: the clone has the same shape as src.
	var prune func(o, n *html.Node)
	prune = func(o, n *html.Node) {
		oc := o.FirstChild
		for ch := n.FirstChild; ch != nil; {
			next := ch.NextSibling
			var onext *html.Node
			if oc != nil {
				onext = oc.NextSibling
			}
			if ch.Type == html.ElementNode && (skipTags[ch.DataAtom] || selfHidden(ch) || isChromeElement(ch) && (keep == nil || oc == nil || !keep(oc))) {
				n.RemoveChild(ch)
			} else if oc != nil {
				prune(oc, ch)
			}
			ch, oc = next, onext
		}
	}
	prune(src, c)
	return c
}
