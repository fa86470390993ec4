package summary

import (
	"strings"

	"github.com/laikabrowser/laika"
)

// A product page's price and rating are often drawn by its scripts or
// split across markup ("€145<sup>50</sup>" beside a struck-out list
// price), so its text seldom says them in a sentence a summary could
// quote. The page declares them in its metadata (laika.Meta Price and
// Rating), and a summary of a product states them as that: the page's
// claim, told apart from what is quoted from its text.

// declaredFacts says what a product page declares about its product:
// "price 145.50 EUR; rating 4.6 (1,204 ratings)"; "" for any other page
// or when it declares neither.
func declaredFacts(m *laika.Meta) string {
	if m == nil || !m.Product {
		return ""
	}
	var parts []string
	if m.Price != "" {
		parts = append(parts, "price "+m.Price)
	}
	if r := m.RatingText(); r != "" {
		parts = append(parts, "rating "+r)
	}
	return strings.Join(parts, "; ")
}
