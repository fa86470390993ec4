package extract

import (
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// listMark numbers the items of one open list. An <ol>'s items read "1. ",
// "2. " as the browser draws them, so that steps keep their order and a
// summary can tell a recipe's method (an <ol>) from its ingredients (a
// <ul>); a <ul>'s items read "- ". The content script numbers the same
// way (content/walk.js listMarks).
type listMark struct {
	ordered bool
	next    int
	step    int // 1, or -1 in a reversed list
}

// openList starts numbering list n (a <ul> or <ol>): from its start
// attribute, else from 1, or down from its item count when reversed.
func openList(n *html.Node) listMark {
	if n.DataAtom != atom.Ol {
		return listMark{}
	}
	m := listMark{ordered: true, next: 1, step: 1}
	if hasAttr(n, "reversed") {
		m.step = -1
		m.next = 0
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && c.DataAtom == atom.Li && !selfHidden(c) {
				m.next++
			}
		}
	}
	if v, err := strconv.Atoi(strings.TrimSpace(attr(n, "start"))); err == nil {
		m.next = v
	}
	return m
}

// item is the marker of list item li: its number in an ordered list (its
// value attribute, when set, renumbers it and the items after it), else
// "- ".
func (m *listMark) item(li *html.Node) string {
	if !m.ordered {
		return "- "
	}
	if v, err := strconv.Atoi(strings.TrimSpace(attr(li, "value"))); err == nil {
		m.next = v
	}
	k := m.next
	m.next += m.step
	return strconv.Itoa(k) + ". "
}

// isItem: the line starts a list item, bulleted or numbered.
func (l line) isItem() bool {
	return strings.HasSuffix(l.prefix, "- ") || strings.HasSuffix(l.prefix, ". ")
}
