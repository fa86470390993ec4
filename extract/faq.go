package extract

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// questionClass is a (kebab-cased) class token naming a question:
// "question", "faq-question", "accordion-question-title".
var questionClass = shared("questionClass")

// faqAnswer reports an entry named an answer that is one of the page's
// own FAQ entries, not a reply: its question comes just before it, and
// the pair repeats beside it. A FAQ asks its questions and answers each
// in turn (a DocBook FAQ's tr.question, tr.answer, …; a FAQPage whose
// Question scopes each hold a heading and one Answer); a Q&A thread asks
// one question and its answers follow one another. Read as comments, a
// service page's or a manual's FAQ made the page "a discussion".
func faqAnswer(n *html.Node) bool {
	if !isAnswer(n) || !asksBefore(n) {
		return false
	}
	if pairs(n.Parent, n, 0, 2) >= 2 {
		return true
	}
	// The pair sits in a box of its own (a Question scope, an accordion
	// item, a drawer inside either): a box around it repeats, and
	// another of them holds a pair too.
	box := n.Parent
	for range maxFAQBoxDepth {
		if box == nil || box.Parent == nil {
			return false
		}
		for s := box.Parent.FirstChild; s != nil; s = s.NextSibling {
			if s != box && sameShape(s, box) && pairs(s, n, maxFAQBoxDepth, 1) >= 1 {
				return true
			}
		}
		box = box.Parent
	}
	return false
}

// maxFAQBoxDepth: how many boxes may wrap a question and its answer.
const maxFAQBoxDepth = 3

// pairs counts the elements shaped like like, down to depth levels below
// parent's children, that the element before them asks, up to need: an
// accordion of n answers in one box counted all n for each of them, which
// grew with the square of the accordion.
func pairs(parent, like *html.Node, depth, need int) int {
	if parent == nil {
		return 0
	}
	n := 0
	for c := parent.FirstChild; c != nil && n < need; c = c.NextSibling {
		if sameShape(c, like) && asksBefore(c) {
			n++
		} else if depth > 0 && c.Type == html.ElementNode {
			n += pairs(c, like, depth-1, need-n)
		}
	}
	return n
}

// asksBefore: the element just before n asks a question: it is named
// one, it is a schema.org question's name, or it is a heading (or a box
// holding only one), a term or a disclosure's summary (how FAQs set
// their questions).
func asksBefore(n *html.Node) bool {
	q := prevElement(n)
	if q == nil {
		return false
	}
	return headingLevel(q) > 0 || q.DataAtom == atom.Dt || q.DataAtom == atom.Summary || attr(q, "itemprop") == "name" || headingBox(q) || classToken(q, questionClass)
}

// headingBox: q's text is one heading's, in a box or a toggle button
// around it (an accordion's title bar: div > button > h3).
func headingBox(q *html.Node) bool {
	for d := range q.Descendants() {
		if headingLevel(d) > 0 {
			t := textOf(d)
			return t != "" && t == textOf(q)
		}
	}
	return false
}

// sameShape: a and b are elements of one tag and one class attribute.
func sameShape(a, b *html.Node) bool {
	return a.Type == html.ElementNode && b.Type == html.ElementNode && a.DataAtom == b.DataAtom && a.Data == b.Data && attr(a, "class") == attr(b, "class")
}
