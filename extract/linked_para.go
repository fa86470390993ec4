package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// maxLinkedProseShare is the share of a paragraph's letters in links up
// to which it reads as prose with links in it rather than as links.
const maxLinkedProseShare = 0.65

// unwrapLinkedParagraphs replaces, in the copy Readability reads, a <div>
// that holds one paragraph and nothing else by the paragraph, when the
// paragraph is a sentence with a link in it. Readability does the same
// itself, but only below a quarter of the text in links; above it the
// <div> stays, and its clean-up drops any unnamed <div> with more than a
// fifth of its text in links. rustdoc's one-line description of Option
// ("The Option type. See the module level documentation for more.") went
// that way, and so does any short lead or note whose sentence names its
// link at length. A <div> named as Readability's unlikely content or as
// furniture is left alone. A block of links (a "See also: <a>…</a>" line, a
// teaser's title) has half its text or more in links and is left to
// Readability. The content script does the same to its copy
// (observe.js unwrapLinkedParagraphs).
func unwrapLinkedParagraphs(root *html.Node) {
	var found []*html.Node
	for n := range root.Descendants() {
		// A <div> Readability drops for its name ("related-note",
		// "sidebar-tip") or that is page furniture keeps it: unwrapped,
		// its paragraph would lose the name and stay.
		if n.Type == html.ElementNode && n.DataAtom == atom.Div && !readabilityUnlikely.MatchString(classID(n)) && !hasAttr(n, furnitureMark) && linkedSentence(onlyParagraph(n)) {
			found = append(found, n)
		}
	}
	for _, n := range found {
		p := onlyParagraph(n)
		n.RemoveChild(p)
		n.Parent.InsertBefore(p, n)
		n.Parent.RemoveChild(n)
	}
}

// onlyParagraph is n's one child when that is a <p> and n holds nothing
// else but white space.
func onlyParagraph(n *html.Node) *html.Node {
	var p *html.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) == "", c.Type == html.CommentNode:
		case c.Type == html.ElementNode && c.DataAtom == atom.P && p == nil:
			p = c
		default:
			return nil
		}
	}
	return p
}

// linkedSentence: p is a sentence, or more, with links in it but most of
// its letters outside them.
func linkedSentence(p *html.Node) bool {
	if p == nil || p.Parent == nil || p.Parent.Parent == nil {
		return false
	}
	text := collapse(textOf(p))
	if !endsSentence(text) || len(strings.Fields(text)) < minLinkedProseWords {
		return false
	}
	share := linkShare(p, text)
	return share > 0 && share < maxLinkedProseShare
}

// minLinkedProseWords: fewer words are a label or a button's line, not a
// sentence.
const minLinkedProseWords = 6

// endsSentence: text ends as a sentence does, past any closing quote or
// bracket.
func endsSentence(text string) bool {
	text = strings.TrimRight(text, "\"'”’»)] ")
	if text == "" {
		return false
	}
	switch r := []rune(text); r[len(r)-1] {
	case '.', '!', '?', '。', '！', '？', ':':
		return true
	}
	return false
}
