package extract

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A thread whose entries are only the replies ("Ask: best tide app?",
// the question as a plain paragraph, then a list of schema.org Comments)
// was read as its replies: Readability keeps one comment tree, the
// thread reader takes every entry, and the question the replies answer
// was in neither. openingPost finds it in the page: the prose just
// before the entries, back to the heading that titles it.

// minOpeningChars: a shorter block before the entries is a label or a
// count ("Replies", "3 comments"), not a post.
const minOpeningChars = 40

// maxOpeningLinkShare: a block that is mostly links (breadcrumbs,
// pagination, tags) is navigation, not a post.
const maxOpeningLinkShare = 0.5

// openingPost is the prose before the entries (in document order, as
// copies), or nil. It walks back from the entries' common ancestor over
// its earlier siblings, then its parent's, and stops at page chrome, at
// navigation, at a heading once it has prose (the thread's title; a
// heading met first titles the entries: "3 Answers"), at an <h1>, and at
// the body. Blocks whose text is a post's (all: the posts' text) are not
// taken twice.
func openingPost(entries []*html.Node, all string) []*html.Node {
	if len(entries) == 0 {
		return nil
	}
	var got []*html.Node // in reverse document order
	stop := false
	// visit judges one block met walking back; it recurses into a
	// container that holds a heading, to take only what follows it.
	var visit func(s *html.Node)
	visit = func(s *html.Node) {
		if s.Type != html.ElementNode || skipTags[s.DataAtom] || selfHidden(s) {
			return
		}
		switch s.DataAtom {
		case atom.Header, atom.Form, atom.Menu, atom.Nav:
			stop = true
			return
		}
		if inChrome(s) {
			stop = true
			return
		}
		if isCommentChrome(s) || notice(s) {
			return // the opening post's byline or date; a site notice
		}
		if lv := headingLevel(s); lv > 0 {
			stop = lv == 1 || len(got) > 0
			return
		}
		t := textOf(s)
		if t == "" {
			return
		}
		if hasHeading(s) {
			for c := s.LastChild; c != nil && !stop; c = c.PrevSibling {
				visit(c)
			}
			// The container's heading titles what was taken, or what
			// came before it is another part of the page.
			stop = true
			return
		}
		if utf8.RuneCountInString(t) < minOpeningChars || linkShare(s, t) > maxOpeningLinkShare {
			if len(got) > 0 || linkShare(s, t) > maxOpeningLinkShare {
				stop = true
			}
			return
		}
		if strings.Contains(all, prefix(t, threadProbe)) {
			return
		}
		got = append(got, s)
	}
	from := commonAncestor(entries[0], entries[len(entries)-1])
	for n := from; n != nil && n.DataAtom != atom.Body && !stop; n = n.Parent {
		for s := n.PrevSibling; s != nil && !stop; s = s.PrevSibling {
			visit(s)
		}
	}
	out := make([]*html.Node, 0, len(got))
	for i := len(got) - 1; i >= 0; i-- {
		out = append(out, cloneExcept(got[i], func(n *html.Node) bool {
			return skipTags[n.DataAtom] || selfHidden(n) || isCommentChrome(n)
		}))
	}
	return out
}

// hasHeading: a heading is under n.
func hasHeading(n *html.Node) bool {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && headingLevel(d) > 0 {
			return true
		}
	}
	return false
}

// noticeToken: see the shared pattern ("alert-warning" over a thread
// says "This topic has been deleted." when it applies; a bare "hidden",
// which hiddenByClass leaves alone as pages toggle it on content too,
// keeps it out of view until then).
var noticeToken = shared("noticeToken")

// notice: n is a site's notice or status line, not a post.
func notice(n *html.Node) bool {
	if r := attr(n, "role"); r == "alert" || r == "status" {
		return true
	}
	for _, t := range strings.Fields(attr(n, "class")) {
		if noticeToken.MatchString(t) {
			return true
		}
	}
	return false
}
