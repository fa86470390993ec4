package extract

import (
	"strings"

	"github.com/go-shiori/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A news site's template can cut one story into blocks of the same class
// with advertisements between them: Politico's opening paragraphs sit in
// one div.story-text and the rest in another, several containers down;
// Condé Nast's magazines cut a long piece into div.body__inner-container
// chunks, each opening under a subhead. Readability keeps the block that
// scores best, so the summary lost the lede, or a roundup its last hotels.
// joinSplitStory puts the story's other blocks back, in page order, when
// nothing but advertisements and asides lies between them: no heading and
// no paragraph of prose outside the blocks. A blog index's excerpts are
// told apart by the title between each two of them. The content script
// does the same (content/cards.js joinSplitStory).

// minStoryParagraphs: the block Readability kept holds this many
// paragraphs of prose; one with fewer is no story to join to (a caption,
// a teaser's one sentence). The blocks joined to it need one: a chunk
// between two adverts may hold a single paragraph under its subhead.
const minStoryParagraphs = 2

// joinSplitStory adds to pick (Readability's copy, whose text is picked)
// the blocks of the story it holds a block of.
func (p *page) joinSplitStory(pick *html.Node, picked string) {
	kept := ""
	for _, run := range storyRuns(p.body) {
		if kept == "" {
			kept = wordKey(picked)
		}
		keys, held := heldOf(run, kept, cardProse)
		if len(held) != 1 {
			continue // none of the story, or its blocks are kept already
		}
		h := held[0]
		if storyParagraphs(run[h]) < minStoryParagraphs {
			continue
		}
		at := cardIn(pick, keys[h], keys)
		if at == nil {
			continue
		}
		first := at
		for i := h - 1; i >= 0 && joins(run[i], run[h]) && nothingBetween(p.body, run[i], run[i+1]); i-- {
			c := dom.Clone(run[i], true)
			first.Parent.InsertBefore(c, first)
			first = c
			picked, kept = textOf(pick), "" // read again: the pick grew
		}
		for i := h + 1; i < len(run) && joins(run[i], run[h]) && nothingBetween(p.body, run[i-1], run[i]); i++ {
			c := dom.Clone(run[i], true)
			at.Parent.InsertBefore(c, at.NextSibling)
			at = c
			picked, kept = textOf(pick), ""
		}
	}
}

// storyRuns are the page's runs of two or more blocks of a story
// (storyParagraphs) with the same tag and class, not siblings:
// Readability reads siblings together.
func storyRuns(body *html.Node) [][]*html.Node {
	var out [][]*html.Node
	for _, r := range classRuns(body, 2, func(n *html.Node) bool { return storyParagraphs(n) > 0 }) {
		for _, n := range r[1:] {
			if n.Parent != r[0].Parent {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// storyParagraphs is the number of paragraphs of prose n holds as
// children, or 0 unless they, with the lists and quotes beside them, are
// most of its text and less than half of it is links: a block that is a
// lead-in and a "More on this" list of links, or a company's blurb over
// its footer links, is not a part of the story.
func storyParagraphs(n *html.Node) int {
	paras, body := 0, 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		switch c.DataAtom {
		case atom.P:
			text := textOf(c)
			if len(strings.Fields(text)) >= minProseWords {
				paras++
			}
			body += len(text)
		case atom.Ul, atom.Ol, atom.Blockquote:
			body += len(textOf(c))
		}
	}
	if paras == 0 || 2*body < len(textOf(n)) {
		return 0
	}
	if text, links := linkedText(n); 2*links >= text {
		return 0
	}
	return paras
}

// joins: block belongs with the story's kept block: in the same
// <article>, if any (each comment of a WordPress thread is one, with a
// div.comment-content like the next), outside comments, page furniture
// and the page's chrome (a footer's blurb has the class of the story's
// blocks on some sites), with no heading but the story's own subheads
// (subheads), and with two paragraphs of prose, or one under a subhead: a
// teaser's one sentence has its title outside its block or in a link.
func joins(block, kept *html.Node) bool {
	if closestArticle(block) != closestArticle(kept) || inChrome(block) {
		return false
	}
	for a := block; a != nil; a = a.Parent {
		if hasAttr(a, furnitureMark) || hasAttr(a, commentsMark) {
			return false
		}
	}
	ok, headed := subheads(block)
	return ok && (headed || storyParagraphs(block) >= minStoryParagraphs)
}

// subheads: the headings in block, if any, head sections of the story:
// none is an <h1> (the article's head, its title and standfirst, shares
// the class of the body's blocks on some sites) or a link (a teaser's
// title), and they head no box of teasers, whose paragraphs each open
// with a link ("Mehr zum Thema": a linked title, then a line on it).
func subheads(block *html.Node) (ok, headed bool) {
	for n := range block.Descendants() {
		switch l := headingLevel(n); {
		case l == 1:
			return false, true
		case l > 1:
			if _, links := linkedText(n); links > 0 || hasAncestor(n, atom.A) {
				return false, true
			}
			headed = true
		}
	}
	if !headed {
		return true, false
	}
	paras, teasers := 0, 0
	for c := block.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || c.DataAtom != atom.P || len(strings.Fields(textOf(c))) < minProseWords {
			continue
		}
		paras++
		if opensWithLink(c) {
			teasers++
		}
	}
	return 2*teasers < paras, true
}

// opensWithLink: the first words of p are a link's.
func opensWithLink(p *html.Node) bool {
	for d := range p.Descendants() {
		if d.Type == html.TextNode && strings.TrimSpace(d.Data) != "" {
			return hasAncestor(d, atom.A)
		}
	}
	return false
}

// nothingBetween: between the end of block a and the start of block b
// there is no heading and no paragraph of prose, only advertisements,
// asides and empty wrappers.
func nothingBetween(body, a, b *html.Node) bool {
	after := false
	for n := range body.Descendants() {
		switch {
		case n == b:
			return after
		case contains(a, n):
			after = true
			continue
		case !after || n.Type != html.ElementNode:
			continue
		}
		if headingLevel(n) > 0 && textOf(n) != "" {
			return false
		}
		if n.DataAtom == atom.P && len(strings.Fields(textOf(n))) >= minProseWords {
			return false
		}
	}
	return false
}
