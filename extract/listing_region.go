package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// The main region is what fallbackPrimary reads when Readability's pick
// is too short: the page's <main> landmark, else its article, else its
// body. On grid and listing pages the landmarks mislead in three ways
// the rules below undo:
//
//   - a <main> element with no text (a slide-out drawer, an app shell's
//     mount point) is no main region: the next candidate is read;
//   - an <article> that is one of several similar ones is a card of a
//     list (a story teaser, a product tile), not the page's article, so
//     "the first <article>" is only read when one article holds most of
//     the text all articles hold;
//   - a <form> that holds most of the region's text (a product grid
//     inside its compare/filter form, a whole page inside an ASP.NET
//     form) is the content, not a search box or a filter panel.
//
// And on a list page whose landmark holds the page's main list, the
// landmark's region is the content when Readability's pick holds a part
// of the list only (one table of many, a lead story and the first
// headline of a river) or holds the list but is bigger than the region
// (it took the page chrome around the landmark: menus, banners, store
// notes). See listPick.

// regionSource is the element the main region is cut from.
func (p *page) regionSource() *html.Node {
	for _, sel := range []string{"main", "[role=main]"} {
		for _, n := range p.doc.Find(sel).Nodes {
			if len(collapse(textOf(n))) >= minPrimaryChars {
				return n
			}
		}
	}
	if a := p.soleArticle(); a != nil {
		return a
	}
	if p.body == nil {
		return p.root
	}
	return p.body
}

// soleArticle is the page's one article: the top-level <article> that
// holds most of the text of all of them, or nil. Articles of prose come
// first: beside one, an <article> that is all links (a slider of other
// stories) is a list, not the article. A job board's one article of
// links is still its content.
func (p *page) soleArticle() *html.Node {
	if a := p.largestArticle(true); a != nil {
		return a
	}
	return p.largestArticle(false)
}

// largestArticle is the top-level <article> holding most of the text of
// all of them (of the ones not all links, with prose set), or nil.
func (p *page) largestArticle(prose bool) *html.Node {
	var best *html.Node
	bestLen, total := 0, 0
	for _, n := range p.doc.Find("article").Nodes {
		if hasAncestor(n, atom.Article) {
			continue
		}
		text := textOf(n)
		if prose && linkShare(n, text) >= minLinkListShare {
			continue
		}
		l := len(collapse(text))
		total += l
		if l > bestLen {
			best, bestLen = n, l
		}
	}
	if best == nil || bestLen < minPrimaryChars || float64(bestLen) <= maxArticleShare*float64(total) {
		return nil
	}
	return best
}

// minWrapperShare: an <aside> holding this share of the region's text
// wraps the content: a news site puts its whole article inside an
// <aside class="…direct-content">. A footer holding all of it is still a
// footer: on a page whose scripts render the content, it is all there is.
const minWrapperShare = 0.8

// contentForm reports a chrome element that is the content's wrapper: a
// <form> that holds at least half of the region's text (not a control
// panel), or an aside that holds nearly all of it (minWrapperShare) and
// the page's <h1> (a blog's long archive sidebar holds no heading of the
// page). The content script decides the same (content/listing.js
// contentForm).
func contentForm(n *html.Node, total int) bool {
	switch {
	case n.DataAtom == atom.Form:
		return 2*len(collapse(textOf(n))) >= total
	case n.DataAtom == atom.Aside && attr(n, "role") == "" || attr(n, "role") == "complementary":
		return hasH1(n) && float64(len(collapse(textOf(n)))) >= minWrapperShare*float64(total)
	}
	return false
}

// listRegion is the main region as fallbackPrimary reads it (the <main>
// landmark or the page's article, chrome pruned) when the landmark holds
// the page's main list of at least minListCards cards, else nil: on such
// a page Readability's pick, when it is bigger than the region, took
// page chrome around it.
func (p *page) listRegion() *html.Node {
	src := p.regionSource()
	if src == p.body || src == p.root {
		return nil
	}
	list := p.mainList()
	if len(list) < minListCards {
		return nil
	}
	for _, c := range list {
		if !contains(src, c.node) {
			return nil
		}
	}
	return p.fallbackPrimary()
}

// listPick is the main region (chrome pruned) when it should replace
// Readability's pick, kept, on a list page (see above), else nil.
func (p *page) listPick(kept string) *html.Node {
	if p.product || p.pickIsDeclaredArticle(kept) {
		// A product page's card lists are other products; an article's,
		// when the pick holds the body the page declares, other stories.
		return nil
	}
	fb := p.listRegion()
	if fb == nil {
		return nil
	}
	share := p.listShare(kept)
	if share > 0 && share < maxListPart || share >= minListCover && len(collapse(kept)) > len(collapse(textOf(fb))) {
		return fb
	}
	return nil
}

// contains reports whether d is n or inside it.
func contains(n, d *html.Node) bool {
	for ; d != nil; d = d.Parent {
		if d == n {
			return true
		}
	}
	return false
}

// listShare is the share of the main list's cards whose title text
// holds, counted on at most maxShareCards of them (shareSample).
func (p *page) listShare(text string) float64 {
	list := p.mainList()
	if len(list) == 0 {
		return 0
	}
	k := wordKey(text)
	sample := shareSample(len(list))
	in := 0
	for _, i := range sample {
		if strings.Contains(k, wordKey(list[i].title)) {
			in++
		}
	}
	return float64(in) / float64(len(sample))
}

// shareSample is the indexes of the cards listShare looks at in a list of
// n: all of them up to maxShareCards, else maxShareCards spread evenly
// from the first to the last.
func shareSample(n int) []int {
	m := min(n, maxShareCards)
	out := make([]int, m)
	for i := range out {
		out[i] = i
		if n > m {
			out[i] = i * (n - 1) / (m - 1)
		}
	}
	return out
}
