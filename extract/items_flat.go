package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// flatPairs finds a list written without a wrapper per entry: a title
// sibling (linking to the entry) followed by its summary sibling, again
// and again
// (<p class="blogtitle"> then <p class="blogsummary">, a <dt> then its
// <dd>). Both shapes must be named by a class, or be <dt> and <dd>: two
// plain paragraphs in turn are prose. It returns the pairs of the most
// frequent such alternation, or nil when none repeats minItems times
// (content/extract.js flatPairs is the same).
// keys[i] is shapeKey(kids[i]), which the caller has at hand.
func flatPairs(kids []*html.Node, keys []string) [][2]*html.Node {
	if len(kids) < 2*minItems {
		return nil
	}
	count := map[[2]string]int{}
	var bestKey [2]string
	for i := 0; i+1 < len(kids); i++ {
		k := [2]string{keys[i], keys[i+1]}
		if k[0] == k[1] || !pairShapes(kids[i], kids[i+1], k) {
			continue
		}
		count[k]++
		if count[k] > count[bestKey] {
			bestKey = k
		}
	}
	if count[bestKey] < minItems {
		return nil
	}
	var out [][2]*html.Node
	for i := 0; i+1 < len(kids); i++ {
		if keys[i] == bestKey[0] && keys[i+1] == bestKey[1] {
			out = append(out, [2]*html.Node{kids[i], kids[i+1]})
			i++
		}
	}
	return out
}

// linksAway: one of links has words of its own (a flat entry's title).
func (p *page) linksAway(links []*html.Node) bool {
	for _, l := range links {
		if textOf(l) != "" {
			return true
		}
	}
	return false
}

// samePage: href leads to this page or a part of it ("#section", a
// heading's permalink written in full). Such a link is no card's link: a
// docs page's headings each carry one, and read as cards they made a list
// of its sections titled "introduction permalink". A hash route
// ("/#/product/1") is another page.
func (p *page) samePage(href string) bool {
	u := resolve(p.base, href)
	if u == "" || p.base == nil {
		return false
	}
	path, frag, ok := strings.Cut(u, "#")
	if !ok || strings.HasPrefix(frag, "/") || strings.HasPrefix(frag, "!") {
		return false
	}
	b := *p.base
	b.Fragment = ""
	return path == b.String()
}

// pairShapes: a and b, of shapes k, may be a flat entry's title and body.
func pairShapes(a, b *html.Node, k [2]string) bool {
	if a.DataAtom == atom.Dt && b.DataAtom == atom.Dd {
		return true
	}
	return strings.Contains(k[0], ".") && strings.Contains(k[1], ".")
}
