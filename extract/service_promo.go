package extract

import (
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
	"golang.org/x/net/html"
)

// promoWord is a class or id token naming a promotion ("promo",
// "cmp-promo__desc").
var promoWord = shared("promoWord")

// promoCard: n is named as furniture only by "promo" words, and it or a
// promo-named element around it titles itself with a heading. A
// promotion strip ("free shipping over $40") has no heading; a service
// page's cards (a "promo" titled "Tax advisory", its blurb in a
// "promo__desc") do, and they are the page's content.
func promoCard(n *html.Node) bool {
	if !promoOnly(n) {
		return false
	}
	for a := n; a != nil && a.Type == html.ElementNode; a = a.Parent {
		if promoOnly(a) && firstHeading(a) != nil {
			return true
		}
	}
	return false
}

// promoOnly: n's class or id has a promo word and no other furniture word.
func promoOnly(n *html.Node) bool { return namedOnlyBy(n, promoWord) }

// namedOnlyBy: a token of n's class or id matches word, and the other
// tokens name no furniture: n is furniture, if at all, only for word.
func namedOnlyBy(n *html.Node, word *lazyregexp.Regexp) bool {
	var rest []string
	found := false
	for _, c := range strings.Fields(attr(n, "class") + " " + attr(n, "id")) {
		if word.MatchString(c) {
			found = true
		} else {
			rest = append(rest, c)
		}
	}
	return found && !boilerplateClass.MatchString(strings.Join(rest, " "))
}
