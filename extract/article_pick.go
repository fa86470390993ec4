package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// articleHolds reports whether the page marks up one article (a single
// outermost <article>) and Readability's pick is most of it. A short news
// item or health note is then the whole content, not one block of a page
// whose content is spread over sections: the main region around it holds
// recent-article lists and sign-up boxes, not more of the article.
func (p *page) articleHolds(pick string) bool {
	var arts []*html.Node
	for n := range p.body.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.Article && !hasAncestor(n, atom.Article) && !invisible(n) {
			arts = append(arts, n)
		}
	}
	if len(arts) != 1 {
		return false
	}
	whole := collapse(textOf(arts[0]))
	pickText := collapse(pick)
	if float64(len(pickText)) < minArticleShare*float64(len(whole)) {
		return false
	}
	// The pick must come from the article, not from a block beside it.
	return wordsWithin(pickText, whole) >= 0.9
}

// wordsWithin is the share of part's words that whole holds, each word of
// whole counted once (0 for a part without words).
func wordsWithin(part, whole string) float64 {
	have := map[string]int{}
	for _, w := range strings.Fields(strings.ToLower(whole)) {
		have[w]++
	}
	words := strings.Fields(strings.ToLower(part))
	if len(words) == 0 {
		return 0
	}
	in := 0
	for _, w := range words {
		if have[w] > 0 {
			have[w]--
			in++
		}
	}
	return float64(in) / float64(len(words))
}
