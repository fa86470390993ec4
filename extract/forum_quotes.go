package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Quoted-post thresholds (see dropQuotedPosts).
const (
	// quoteShingle: quotes are compared with earlier posts in runs of
	// this many words, so a quote that trims or splits the sentences it
	// repeats still matches.
	quoteShingle = 3
	// minQuoteWords: a shorter quote ("Agreed.") is not judged.
	minQuoteWords = 4
	// minQuotedShare: a quote whose word runs are this much in earlier
	// posts repeats them.
	minQuotedShare = 0.6
	// maxQuoteCiteChars: the quote's wrapper may hold a header this long
	// besides the quote ("Trilby wrote:"), and goes with it.
	maxQuoteCiteChars = 80
)

// dropQuotedPosts removes, from a thread's posts (the children of posts,
// in reading order), the quotes of earlier posts: a reply that quotes a
// sentence of the post it answers prints that sentence again, and the
// thread is read once. Forum software puts a quote in a <blockquote>
// (phpBB, FluxBB, XenForo, vBulletin, Discourse's aside.quote holds one
// too); a quote of something that is not an earlier post (a news
// article, a man page) is the poster's own material and stays. The
// quote's header ("X said:", "Y wrote:") goes with it when its wrapper
// holds nothing else. dropRepeatedBlocks, which works on whole lines,
// misses quotes that trim a line or join two.
func dropQuotedPosts(posts *html.Node) {
	seen := map[string]bool{}
	for post := posts.FirstChild; post != nil; post = post.NextSibling {
		if post.Type != html.ElementNode {
			continue
		}
		removeWhere(post, func(n *html.Node) bool {
			if n.DataAtom != atom.Blockquote || !quotesSeen(textOf(n), seen) {
				return false
			}
			if w := n.Parent; w != post && w != nil && quoteHeader(w, n) {
				// The wrapper is the quote box with its header: drop it too.
				w.Parent.RemoveChild(w)
				return false // n left the tree with its wrapper
			}
			if h := headerBefore(n); h != nil {
				h.Parent.RemoveChild(h)
			}
			return true
		})
		for _, s := range shingles(textOf(post)) {
			seen[s] = true
		}
	}
}

// quotesSeen: text is long enough to judge and most of its word runs are
// in seen.
func quotesSeen(text string, seen map[string]bool) bool {
	sh := shingles(text)
	if len(sh)+quoteShingle-1 < minQuoteWords {
		return false
	}
	in := 0
	for _, s := range sh {
		if seen[s] {
			in++
		}
	}
	return float64(in) >= minQuotedShare*float64(len(sh))
}

// shingles are text's runs of quoteShingle words (lower-case, letters and
// digits only; see wordKey).
func shingles(text string) []string {
	w := strings.Fields(wordKey(text))
	var out []string
	for i := 0; i+quoteShingle <= len(w); i++ {
		out = append(out, strings.Join(w[i:i+quoteShingle], " "))
	}
	return out
}

// headerBefore is the block just before quote q when it is the quote's
// header, set beside it rather than around it: short, ending in a colon,
// and naming its source with a link. NodeBB writes "<p>@JonB said in
// <a>Which Qt6 version for Ubuntu 24.04</a>:</p><blockquote>…"; left
// behind its dropped quote, the header read as the next line's start. A
// poster's own "I disagree with this part:" names no one and stays.
func headerBefore(q *html.Node) *html.Node {
	h := q.PrevSibling
	for h != nil && h.Type == html.TextNode && strings.TrimSpace(h.Data) == "" {
		h = h.PrevSibling
	}
	if h == nil || h.Type != html.ElementNode || !isBlock(h) {
		return nil
	}
	t := collapse(textOf(h))
	if len(t) > maxQuoteCiteChars || !strings.HasSuffix(t, ":") {
		return nil
	}
	for d := range h.Descendants() {
		if d.DataAtom == atom.A && hasAttr(d, "href") {
			return h
		}
	}
	return nil
}

// quoteHeader: w holds nothing but the quote q and a short header that
// introduces it ("Trilby wrote:", "X said:"): the quote box.
func quoteHeader(w, q *html.Node) bool {
	var b strings.Builder
	for c := w.FirstChild; c != nil; c = c.NextSibling {
		if c != q {
			b.WriteString(textOf(c))
		}
	}
	rest := collapse(b.String())
	return rest == "" || len(rest) <= maxQuoteCiteChars && strings.HasSuffix(rest, ":")
}
