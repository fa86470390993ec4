package extract

import (
	"strings"
	"unicode/utf8"

	"github.com/go-shiori/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Readability scores every table cell, so a long table inside an article
// (an open letter's six hundred signatories, a list of every MP's email
// address) outscores the paragraphs around it, and the pick was the
// table alone: the article was lost. tableArticle reads the article
// back: the block around the table that holds its prose.

// tableProbeChars: the pick is found in a table by its opening words.
const tableProbeChars = 100

// minTableShare: a table this long beside the pick (in characters) is
// most of it.
const minTableShare = 0.6

// minProseChars: the block around the table must hold this much prose of
// its own (paragraphs outside the table) to be the article.
const minProseChars = 500

// maxTableClimb bounds how far above the table the article may start.
const maxTableClimb = 4

// tableArticle is the block around the table Readability picked when the
// pick is that table or a part of it and the block, at most
// maxTableClimb levels up and not in page chrome, holds the article's
// paragraphs: pruned as the main region is. Else nil. The
// content script does the same (content/article.js tableArticle).
func (p *page) tableArticle(pick *html.Node) *html.Node {
	key := []rune(wordKey(textOf(pick)))
	if len(key) < tableProbeChars {
		return nil
	}
	head := string(key[:tableProbeChars])
	// The table the pick is, or is a part of: the outermost table whose
	// words hold the pick's opening, and most of the pick's length.
	var table *html.Node
	for n := range p.body.Descendants() {
		if n.Type != html.ElementNode || n.DataAtom != atom.Table || hasAncestor(n, atom.Table) || invisible(n) {
			continue
		}
		t := wordKey(textOf(n))
		if strings.Contains(t, head) && float64(utf8.RuneCountInString(t)) >= minTableShare*float64(len(key)) {
			table = n
			break
		}
	}
	if table == nil {
		return nil
	}
	a := table
	for i := 0; i < maxTableClimb && a.Parent != nil && a.Parent != p.body; i++ {
		a = a.Parent
		if inChrome(a) {
			return nil
		}
		if proseOutside(a) >= minProseChars {
			c := dom.Clone(a, true)
			all := len(collapse(textOf(c)))
			removeWhere(c, func(ch *html.Node) bool {
				return skipTags[ch.DataAtom] || selfHidden(ch) || isChromeElement(ch) && !contentForm(ch, all) || boilerplate(ch, all) || hasAttr(ch, commentsMark)
			})
			return c
		}
	}
	return nil
}

// proseOutside is the text of a's visible paragraphs outside any table.
func proseOutside(a *html.Node) int {
	n := 0
	for d := range a.Descendants() {
		if d.Type == html.ElementNode && d.DataAtom == atom.P && !hasAncestor(d, atom.Table) && !invisible(d) {
			n += len(collapse(textOf(d)))
		}
	}
	return n
}
