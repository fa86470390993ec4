package extract

import (
	"strings"

	"github.com/go-shiori/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A news site's template can cut one story into blocks of the same class
// with advertisements between them: Politico's opening paragraphs sit in
// one div.story-text and the rest in another, several containers down.
// Readability keeps the block that scores best, so the summary lost the
// lede. joinSplitStory puts the story's other blocks back, in page order,
// when nothing but advertisements and asides lies between them: no
// heading and no paragraph of prose outside the blocks. A blog index's
// excerpts are told apart by the title between each two of them. The
// content script does the same (content/cards.js joinSplitStory).

// minStoryParagraphs: a block with fewer paragraphs of prose is no part
// of a story (a caption, a teaser's one sentence).
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
// (storyBlock) with the same tag and class, not siblings: Readability
// reads siblings together.
func storyRuns(body *html.Node) [][]*html.Node {
	var out [][]*html.Node
	for _, r := range classRuns(body, 2, storyBlock) {
		for _, n := range r[1:] {
			if n.Parent != r[0].Parent {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// storyBlock: n holds minStoryParagraphs paragraphs of prose as children,
// and they, with the lists and quotes beside them, are most of its text: a
// block that is a lead-in and a "More on this" list of links, or a
// company's blurb over its footer links, is not a part of the story.
func storyBlock(n *html.Node) bool {
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
	if paras < minStoryParagraphs || 2*body < len(textOf(n)) {
		return false
	}
	text, links := linkedText(n)
	return 2*links < text
}

// joins: block belongs with the story's kept block: in the same
// <article>, if any (each comment of a WordPress thread is one, with a
// div.comment-content like the next), outside comments, page furniture
// and the page's chrome (a footer's blurb has the class of the story's
// blocks on some sites), and with no heading: the article's head (its
// <h1> and standfirst) and a "More on this" box share the class of the
// body's blocks on others.
func joins(block, kept *html.Node) bool {
	if closestArticle(block) != closestArticle(kept) || inChrome(block) {
		return false
	}
	for a := block; a != nil; a = a.Parent {
		if hasAttr(a, furnitureMark) || hasAttr(a, commentsMark) {
			return false
		}
	}
	for n := range block.Descendants() {
		if headingLevel(n) > 0 {
			return false
		}
	}
	return true
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
