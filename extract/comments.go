package extract

import (
	"strings"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/lazyregexp"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

var (
	// commentClass matches a class token naming one entry of a thread
	// ("comment", "forum-post", "reply", "answer"), not its parts
	// ("comment-body") or its container ("comments").
	commentClass = shared("commentClass")
	// postType is the schema.org type of a discussion entry: a comment
	// or an answer of a Q&A page. Not Question nor DiscussionForumPosting:
	// sites put those on a wrapper around the whole thread, title and
	// sidebar included.
	postType = shared("postType")
	// formPartClass matches a class token naming a part of a form:
	// WordPress wraps its reply form's text field in
	// p.comment-form-comment, which is no comment.
	formPartClass = shared("formPartClass")
	// commentID matches ids like "comment-123", "post_42", "p123456".
	commentID = shared("commentID")
	// strongComment names a discussion entry unambiguously.
	strongComment = shared("strongComment")
	// authorClass marks the author name inside an entry.
	authorClass = shared("authorClass")
	// userName marks the name within an author block.
	userName = shared("userName")
	// bodyClass marks the text of an entry.
	bodyClass = shared("bodyClass")
)

// isCommentNode reports whether n looks like one entry of a discussion.
// "post" and "message" are also what blogs call their articles, and
// "question" what FAQs call theirs, so entries named only that way must
// name an author too.
func isCommentNode(n *html.Node) bool {
	return entryNaming(n) != notEntry
}

// How an element is named as a discussion entry.
const (
	notEntry    = iota
	weakEntry   // "post", "message", "question", with an author
	strongEntry // "comment", "reply", "answer", "review", or typed so
)

// entryNaming says whether and how strongly n is named as one entry of a
// discussion (see isCommentNode). A FAQ's answer is named like one, but
// is the page's own text (faqAnswer).
func entryNaming(n *html.Node) int {
	k := entryNamed(n)
	if k != notEntry && faqAnswer(n) {
		return notEntry
	}
	return k
}

// entryNamed is how n's tag, type, class and id name it as an entry.
func entryNamed(n *html.Node) int {
	if n.Type != html.ElementNode || skipTags[n.DataAtom] {
		return notEntry
	}
	switch n.DataAtom {
	case atom.Form, atom.Button, atom.Textarea, atom.Input, atom.A, atom.Span, atom.Body, atom.Html, atom.Main:
		return notEntry
	}
	if it := attr(n, "itemtype"); strings.Contains(it, "Comment") || postType.MatchString(it) || attr(n, "itemprop") == "comment" || hasAttr(n, "data-comment-id") {
		return strongEntry
	}
	if n.DataAtom == atom.P && !namesParagraphEntry(n) {
		return notEntry
	}
	if t := wpEntryType(strings.Fields(attr(n, "class"))); t != "" {
		// A WordPress entry is what its post type says: its other
		// classes are the type's name ("post"), its categories and its
		// tags (a blog post tagged "code-review"). bbPress's replies are
		// type-reply.
		if strongComment.MatchString(t) {
			return strongEntry
		}
		return notEntry
	}
	weak := false
	if id := strings.ToLower(attr(n, "id")); commentID.MatchString(id) {
		if strongComment.MatchString(id) {
			return strongEntry
		}
		weak = true
	}
	for _, c := range strings.Fields(attr(n, "class")) {
		if c = kebab(c); commentClass.MatchString(c) && !formPartClass.MatchString(c) {
			if strongComment.MatchString(c) {
				return strongEntry
			}
			weak = true
		}
	}
	if weak && commentAuthor(n, nil) != "" {
		return weakEntry
	}
	return notEntry
}

// paragraphEntryClass: a <p> is an entry only when it names itself a
// comment or a review (a shop's p.comment, each review's text); one
// named an answer or a reply is a fact box's line (p.sub-answer under
// "Start Date") or a reply control (p.comment-reply: "Répondre").
var paragraphEntryClass = shared("paragraphEntryClass")

func namesParagraphEntry(n *html.Node) bool { return classToken(n, paragraphEntryClass) }

// classToken: one of n's class tokens, kebab-cased, matches re.
func classToken(n *html.Node, re *lazyregexp.Regexp) bool {
	for _, c := range strings.Fields(attr(n, "class")) {
		if re.MatchString(kebab(c)) {
			return true
		}
	}
	return false
}

// kebab lower-cases a class token, splitting camelCase words with a
// hyphen ("ipsComment" → "ips-comment"), so camelCase class vocabularies
// name entries as hyphenated ones do.
func kebab(c string) string {
	var b strings.Builder
	prevLower := false
	for _, r := range c {
		if r >= 'A' && r <= 'Z' {
			if prevLower {
				b.WriteByte('-')
			}
			b.WriteRune(r + ('a' - 'A'))
			prevLower = false
			continue
		}
		b.WriteRune(r)
		prevLower = r >= 'a' && r <= 'z' || r >= '0' && r <= '9'
	}
	return b.String()
}

// comments finds discussion entries: elements whose class, id or
// microdata names a comment/post/reply and that carry text outside nested
// entries. Depth is the number of enclosing entries. An entry wrapping two or
// more others with little text of its own is a container, not a comment; one
// with a whole article of its own text is the article, not a comment.
func (p *page) comments() []laika.Comment {
	var cands []*html.Node
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && (skipTags[n.DataAtom] || selfHidden(n)) {
			return
		}
		if isCommentNode(n) {
			cands = append(cands, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(p.body)
	isCand := map[*html.Node]bool{}
	for _, c := range cands {
		isCand[c] = true
	}
	// nested counts the entries inside each entry, in O(entries × depth).
	nested := map[*html.Node]int{}
	for _, c := range cands {
		for a := c.Parent; a != nil; a = a.Parent {
			if isCand[a] {
				nested[a]++
			}
		}
	}
	cards := p.postCards(cands)
	var out []laika.Comment
	for _, n := range cands {
		text := ownCommentText(n, isCand)
		if len(text) < minCommentChars || cards[n] {
			continue
		}
		// The article the thread hangs under, long, with the comments
		// inside it; not a long answer with its own comments under it,
		// which the page types as one or marks accepted.
		accepted := acceptedEntry(n)
		if nested[n] >= 2 && len(text) > 3*p.opts.MaxCommentChars && !postType.MatchString(attr(n, "itemtype")) && !accepted {
			continue
		}
		depth := 0
		for a := n.Parent; a != nil; a = a.Parent {
			if isCand[a] {
				depth++
			}
		}
		out = append(out, laika.Comment{Author: commentAuthor(n, isCand), Text: clipChars(text, p.opts.MaxCommentChars), Depth: depth, Accepted: accepted})
	}
	if len(out) < 2 {
		return nil // one "post" is the page itself, not a thread
	}
	markDeclared(out, p.declaredAnswers())
	// Normalise depth so top-level entries are 0 even when a whole-thread
	// wrapper matched too.
	minDepth := out[0].Depth
	for _, c := range out {
		minDepth = min(minDepth, c.Depth)
	}
	for i := range out {
		out[i].Depth -= minDepth
	}
	return keepAccepted(out, p.opts.MaxComments)
}

// postBody is the element holding an entry's text: its schema.org text
// (itemprop "text" or "articleBody", which forum software puts on the
// post's body and never on its user card), else its first descendant
// named as a body ("post-body", "comment-text", a classed blockquote)
// outside nested entries and the entry's chrome (a "menu-content" in
// the post's header is its reply menu), else the entry itself.
func postBody(n *html.Node, isCand map[*html.Node]bool) *html.Node {
	if b := findBody(n, isCand, func(c *html.Node) bool {
		ip := attr(c, "itemprop")
		return ip == "text" || ip == "articleBody"
	}); b != nil {
		return b
	}
	if b := findBody(n, isCand, func(c *html.Node) bool {
		return bodyClass.MatchString(strings.ToLower(attr(c, "class"))) || c.DataAtom == atom.Blockquote && attr(c, "class") != ""
	}); b != nil {
		return b
	}
	return n
}

// findBody is the first descendant of n, in document order, that is
// (match) and holds text, skipping nested entries, the entry's chrome
// and hidden parts. A styling class ("fc-theme-body-font" on a vote
// count) is not the body: the body holds the text.
func findBody(n *html.Node, isCand map[*html.Node]bool, match func(*html.Node) bool) *html.Node {
	var found *html.Node
	var find func(*html.Node)
	find = func(c *html.Node) {
		for ch := c.FirstChild; ch != nil && found == nil; ch = ch.NextSibling {
			if ch.Type != html.ElementNode || isCand[ch] || skipTags[ch.DataAtom] || selfHidden(ch) || isCommentChrome(ch) {
				continue
			}
			if match(ch) && len(textOf(ch)) >= minCommentChars {
				found = ch
				return
			}
			find(ch)
		}
	}
	find(n)
	return found
}

// ownCommentText is the entry's body text, leaving out nested entries,
// author/date chrome and controls.
func ownCommentText(n *html.Node, isCand map[*html.Node]bool) string {
	from := postBody(n, isCand)
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(c *html.Node) {
		switch c.Type {
		case html.TextNode:
			b.WriteString(c.Data)
			return
		case html.ElementNode:
			// A link's preview card (a forum's onebox) is the linked
			// page's words, not the post's: the content script drops it
			// too (content/thread.js copyPost), and the thread reader
			// (thread.go).
			if c != from && (isCand[c] || skipTags[c.DataAtom] || selfHidden(c) || previewClass.MatchString(attr(c, "class"))) {
				return
			}
			if from == n && c != n && isCommentChrome(c) || from != n && bodyChrome(c) {
				return
			}
			if isBlock(c) || c.DataAtom == atom.Br {
				b.WriteByte('\n')
			}
		}
		for ch := c.FirstChild; ch != nil; ch = ch.NextSibling {
			walk(ch)
		}
	}
	walk(from)
	var lines []string
	for _, l := range strings.Split(b.String(), "\n") {
		if l = collapse(l); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

// bodyChrome: inside an entry's body, a header, footer, menu, form or
// button is still no text: WordPress's comment-body holds the comment's
// <footer> (author card, "says:", date) above its comment-content. Classes
// inside a body are the post's own markup and are not read as chrome,
// but for a reply control's (replyControl) and a byline's that names the
// author (bylineBlock: Drupal's "Par Bruno Gobin, le mercredi 15 mai").
func bodyChrome(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Header, atom.Footer, atom.Nav, atom.Menu, atom.Form, atom.Button:
		return true
	}
	return replyControl(n) || bylineBlock(n) || stampBlock(n)
}

// maxStampChars: a post's stamp line ("#8 Posted April 19, 2024
// (edited)") is short; a longer block with a date in it is text.
const maxStampChars = 80

// stampBlock: inside an entry's body, a short block classed as meta or a
// date that holds a <time>: the post's number and date, which Invision
// Community sets inside the post's content ("ipsComment_meta") and the
// thread reader prints over the post already (thread_byline.go).
func stampBlock(n *html.Node) bool {
	c := classID(n)
	if !strings.Contains(c, "meta") && !strings.Contains(c, "date") {
		return false
	}
	hasTime := false
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.DataAtom == atom.Time {
			hasTime = true
			break
		}
	}
	return hasTime && utf8.RuneCountInString(collapse(textOf(n))) <= maxStampChars
}

// replyControlClass names an entry's reply control, which a theme sets
// as a link or a paragraph ("Reply to Ole", "Répondre") beside the text.
var replyControlClass = shared("replyControlClass")

// replyControl: one of n's class tokens names a reply control.
func replyControl(n *html.Node) bool { return classToken(n, replyControlClass) }

// isCommentChrome is the author line (by class or microdata), timestamps,
// vote and reply controls ("post-controls": quote, report, share;
// replyControl).
func isCommentChrome(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Button, atom.Form, atom.Time, atom.Footer, atom.Header, atom.Nav, atom.Menu:
		return true
	}
	if attr(n, "itemprop") == "author" || attr(n, "rel") == "author" {
		return true
	}
	c := classID(n)
	return replyControl(n) || authorClass.MatchString(c) || strings.Contains(c, "meta") || strings.Contains(c, "action") || strings.Contains(c, "vote") || strings.Contains(c, "date") || strings.Contains(c, "control")
}

// postCards finds the entries that are cards pointing elsewhere, not
// posts: a blog's or a news site's list of its articles, whose cards
// WordPress and others name "post" and sign with the author. Such an
// entry's title is a heading linking away (not to a place on the page,
// and not its author's name, which a forum sets as a heading linking to
// the member's page). It is a card when its text is mostly links (titles,
// categories, names to click), or when at least minItems of the entries
// each title a different page (a teaser under each): a thread's first
// post may link its title to the topic, but replies do not. Only weakly
// named entries are judged: a "comment" that is a bare link is a comment.
func (p *page) postCards(cands []*html.Node) map[*html.Node]bool {
	titled := map[*html.Node]string{}
	pages := map[string]bool{}
	for _, n := range cands {
		if entryNaming(n) != weakEntry {
			continue
		}
		if u := p.cardTitle(n); u != "" {
			titled[n] = u
			pages[u] = true
		}
	}
	many := len(pages) >= minItems
	cards := map[*html.Node]bool{}
	for n := range titled {
		cards[n] = many || mostlyLinks(n)
	}
	return cards
}

// cardTitle is the address an entry's title heading links to, away from
// the page, to no place in a page and other than its author's name, or "".
func (p *page) cardTitle(n *html.Node) string {
	by := commentAuthor(n, nil)
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.DataAtom == atom.A && headingLevel(d.Parent) > 0 && !p.samePage(attr(d, "href")) && collapse(textOf(d)) != by {
			// A post's permalink ("viewtopic.php?p=12#p12") points at
			// a place in a page: no card links so.
			if u := resolve(p.base, attr(d, "href")); u != "" && !strings.Contains(u, "#") {
				return u
			}
		}
	}
	return ""
}

// mostlyLinks reports n's text is at least half link text.
func mostlyLinks(n *html.Node) bool {
	text, links := 0, 0
	for _, l := range renderTextLines(n) {
		text += len(l.text)
		links += l.linkChars
	}
	return 2*links >= text
}

// commentsArea names the comment section under an article or its reply
// form: WordPress's #comments, #respond and .comment-respond, Disqus's
// #disqus_thread, "No comments yet" (.nocomments).
var commentsArea = shared("commentsArea")

// commentSection: n is an article's comment section or reply form.
func commentSection(n *html.Node) bool {
	return commentsArea.MatchString(attr(n, "class") + " " + attr(n, "id"))
}

// commentsMark is set on comment sections before Readability runs, which
// drops class names: Readability keeps a short post's comments (its retry
// without the "comment" rule), and the mark lets them be dropped after.
const commentsMark = "data-laika-comments"

// markCommentSections marks the comment sections under a page's article
// (commentSection). Readers' comments and "Leave a reply" are not the
// article; a page that declares itself a discussion is not marked (its
// posts are the content), and a thread is read by its posts. The content
// script marks the same (content/observe.js markComments).
func markCommentSections(root *html.Node) {
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && commentSection(n) {
			n.Attr = append(n.Attr, html.Attribute{Key: commentsMark, Val: "1"})
		}
	}
}

// dropCommentSections removes the marked comment sections from n.
func dropCommentSections(n *html.Node) {
	removeWhere(n, func(ch *html.Node) bool { return hasAttr(ch, commentsMark) })
}
