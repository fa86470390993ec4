package extract

import (
	"strings"

	"golang.org/x/net/html"
)

// Schema.org vocabulary that marks a page as a discussion: forum software
// declares the thread a DiscussionForumPosting and Q&A sites declare a
// QAPage, in microdata or JSON-LD. Articles with comment sections declare
// an Article, so the declaration tells a thread from an article with
// comments where the markup of the posts alone cannot.
var (
	discussionItemType = shared("discussionItemType")
	discussionLD       = shared("discussionLD")
	// previewClass names a link preview card a forum inlines under a
	// pasted URL (the linked page's title and blurb, not the poster's
	// words).
	previewClass = shared("previewClass")
)

// isDiscussionPage: the page declares itself a forum thread or a Q&A page.
func (p *page) isDiscussionPage() bool {
	for _, n := range p.doc.Find("[itemtype]").Nodes {
		if discussionItemType.MatchString(attr(n, "itemtype")) {
			return true
		}
	}
	for _, n := range p.doc.Find(`script[type="application/ld+json"]`).Nodes {
		if n.FirstChild != nil && discussionLD.MatchString(n.FirstChild.Data) {
			return true
		}
	}
	return false
}

// isRemark: on a Q&A page (entries typed Answer), an entry typed Comment
// is a remark under a question or an answer ("possible duplicate of…"),
// not one of the answers the page is read for.
func isRemark(n *html.Node) bool {
	return strings.Contains(attr(n, "itemtype"), "schema.org/Comment")
}

// isAnswer: an entry typed as a schema.org Answer or named an answer.
func isAnswer(n *html.Node) bool {
	return strings.Contains(attr(n, "itemtype"), "schema.org/Answer") || strings.Contains(strings.ToLower(attr(n, "class")+" "+attr(n, "id")), "answer")
}
