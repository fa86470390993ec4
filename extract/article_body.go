package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A news page can say which text is its article: JSON-LD's articleBody,
// or microdata's itemprop="articleBody" on the element that holds it.
// A short story (under readableChars) beside lists of other stories was
// taken for one block of a page whose content is spread out
// (keptOneBlock) or for a part of a list page (listPick), and the main
// region read instead: a Daily Mail match report came out as 5,146 words
// of other headlines around its 426. When Readability's pick holds the
// declared body, the pick is the article. The content script does the
// same (content/article.js declaredArticle).

// declaredArticleBody is the articleBody the page's JSON-LD declares for
// its article, or "".
func (p *page) declaredArticleBody() string {
	return p.ldFirst(ldNests, func(x map[string]any) string {
		if s, ok := x["articleBody"].(string); ok && strings.TrimSpace(s) != "" {
			return s
		}
		return ""
	})
}

// ldNests are the keys under which a JSON-LD object holds the page's
// main objects.
var ldNests = []string{"@graph", "mainEntity", "mainEntityOfPage"}

// minBodyWords: a declared articleBody shorter than this is a teaser.
const minBodyWords = 60

// pickIsDeclaredArticle: the page declares the article's body, in its
// JSON-LD or as microdata (itemprop="articleBody"), and Readability's pick
// holds it.
func (p *page) pickIsDeclaredArticle(kept string) bool {
	for _, body := range []string{p.declaredArticleBody(), p.markedArticleBody()} {
		body = collapse(body)
		if len(strings.Fields(body)) >= minBodyWords && wordsWithin(body, kept) >= 0.8 {
			return true
		}
	}
	return false
}

// markedArticleBody is the text of the paragraphs of the page's one
// element marked itemprop="articleBody" (its whole text when it has no
// paragraphs), or "". A CMS marks the container the story sits in, with
// its tag list, subscription pitch and sign-up form, which Readability may
// or may not keep: the story's paragraphs are what its pick must hold.
func (p *page) markedArticleBody() string {
	var found *html.Node
	for n := range p.body.Descendants() {
		if n.Type == html.ElementNode && strings.EqualFold(attr(n, "itemprop"), "articleBody") {
			if found != nil {
				return ""
			}
			found = n
		}
	}
	if found == nil {
		return ""
	}
	var paras strings.Builder
	for n := range found.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.P {
			paras.WriteString(textOf(n))
			paras.WriteByte('\n')
		}
	}
	if strings.TrimSpace(paras.String()) != "" {
		return paras.String()
	}
	return textOf(found)
}
