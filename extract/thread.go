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
	// threadProbe: this many leading (or trailing, see postKept)
	// characters of a post must appear in Readability's text for it to
	// count as "Readability kept one post".
	threadProbe = 80
	// maxThreadProbes: only the first posts are looked for in
	// Readability's text (it keeps the opening post, not the 500th).
	maxThreadProbes = 20
	// threadCover: when most probed posts (minProbedShare of them) are
	// in Readability's text and the posts make up this share of it, the
	// rest is the posts' chrome (an article with comments has more text
	// of its own than that). Not all: Readability rewrites quoted posts
	// ("X said: … Click to expand") so their probes miss.
	threadCover = 0.8
	// minProbedShare: see threadCover.
	minProbedShare = 0.5
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
// them (or the page declares itself a thread: then Readability's text,
// when no post, is the opening post and comes first), it returns the
// posts' bodies in document order, without their author cards, vote
// counts, reply controls and link previews; else nil (an article with a
// comment section keeps its article).
func (p *page) threadPrimary(keptNode *html.Node, kept string) *html.Node {
	entries, isCand := p.postEntries()
	entries = dropRemarks(entries)
	if len(entries) < 2 {
		return nil
	}
	keptFlat := collapse(kept)
	total, probed, in := 0, 0, 0
	keptStrong, anyStrong, allStrong, qa := false, false, true, false
	var all strings.Builder
	for i, e := range entries {
		t := collapse(ownCommentText(e, isCand))
		total += len(t)
		strong := entryNaming(e) == strongEntry
		anyStrong = anyStrong || strong
		allStrong = allStrong && strong
		qa = qa || isAnswer(e)
		all.WriteString(t)
		all.WriteByte(' ')
		if i >= maxThreadProbes {
			continue
		}
		probed++
		if postKept(keptFlat, t) {
			in++
			keptStrong = keptStrong || strong
		}
	}
	// Readability kept one post of many, or it kept the whole thread
	// with its vote counts and user cards around the posts (the posts
	// are nearly all of its text, or the page declares itself a thread:
	// short posts under long user cards), or it kept something else on a page
	// that declares itself a thread (a sidebar, a header) and the posts
	// hold more: in each case the posts are the reading.
	longer := float64(total) >= threadShare*float64(len(keptFlat))
	// But when Readability kept only a "post" and the other entries are
	// named "comment", that post is a blog's article and the rest its
	// comments, unless the page declares itself a thread or the entries
	// are answers (a Q&A page's question is named weakly too).
	discussion := p.isDiscussionPage()
	blog := !keptStrong && anyStrong && !qa && !discussion
	one := in > 0 && longer && !blog
	whole := float64(in) >= minProbedShare*float64(probed) && (float64(total) >= threadCover*float64(len(keptFlat)) || discussion)
	// On a page that declares itself a thread, Readability keeping some
	// of the posts and dropping others (it drops a reply whose quote
	// box outweighs its text as "link-dense") leaves the posts as the
	// reading too, once they hold about as much text as it kept.
	declared := discussion && (longer || in > 0 && float64(total) >= threadCover*float64(len(keptFlat)))
	if keptFlat != "" && !one && !whole && !declared {
		return nil
	}
	out := &html.Node{Type: html.ElementNode, DataAtom: atom.Div, Data: "div"}
	if in == 0 && keptNode != nil && !strings.Contains(all.String(), prefix(keptFlat, threadProbe)) {
		// No post is in what Readability kept, nor is it in a post: on a
		// declared thread that is the opening post of a site that marks
		// only the replies as entries.
		out.AppendChild(cloneExcept(keptNode, func(*html.Node) bool { return false }))
	} else if allStrong {
		// Every entry is named a comment, a reply or an answer: what
		// they answer is not one of them (a forum's "post" or "message"
		// entries start with the opening post).
		for _, b := range openingPost(entries, all.String()) {
			out.AppendChild(b)
		}
	}
	for _, e := range entries {
		from := postBody(e, isCand)
		post := cloneExcept(from, func(n *html.Node) bool {
			return isCand[n] || skipTags[n.DataAtom] || selfHidden(n) || previewClass.MatchString(attr(n, "class")) || from == e && isCommentChrome(n) || from != e && stampBlock(n)
		})
		post.DataAtom, post.Data = atom.Div, "div"
		if by := postByline(e, from, isCand); by != "" {
			// A heading: the post under it is the poster's, and a
			// reader (the summary's broken-line joiner too) keeps the
			// two apart.
			h := &html.Node{Type: html.ElementNode, DataAtom: atom.H3, Data: "h3"}
			h.AppendChild(&html.Node{Type: html.TextNode, Data: by})
			out.AppendChild(h)
		}
		out.AppendChild(post)
	}
	dropQuotedPosts(out)
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

// dropRemarks leaves out the remarks (comments typed Comment) of a Q&A
// page whose entries include answers (see isRemark).
func dropRemarks(entries []*html.Node) []*html.Node {
	qa := false
	for _, e := range entries {
		qa = qa || isAnswer(e)
	}
	if !qa {
		return entries
	}
	out := entries[:0:0]
	for _, e := range entries {
		if !isRemark(e) {
			out = append(out, e)
		}
	}
	return out
}

// postKept: the post's first or last threadProbe characters are in
// Readability's text. A reply opens with a quote of an earlier post,
// which Readability rewrites ("X said: … Click to expand…" loses its
// header) or drops; the reply's own closing words survive.
func postKept(keptFlat, post string) bool {
	if probe := prefix(post, threadProbe); probe != "" && strings.Contains(keptFlat, probe) {
		return true
	}
	probe := suffix(post, threadProbe)
	return probe != "" && strings.Contains(keptFlat, probe)
}

// suffix is s's last n bytes (whole UTF-8 characters), space-trimmed.
func suffix(s string, n int) string {
	if len(s) > n {
		s = s[len(s)-n:]
		for len(s) > 0 && s[0]&0xC0 == 0x80 {
			s = s[1:]
		}
	}
	return strings.TrimSpace(s)
}

// prefix is s's first n bytes (whole UTF-8 characters), space-trimmed.
func prefix(s string, n int) string {
	if len(s) > n {
		s = s[:n]
		for len(s) > 0 && s[len(s)-1]&0xC0 == 0x80 {
			s = s[:len(s)-1]
		}
	}
	return strings.TrimSpace(s)
}
