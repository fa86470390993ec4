package summary

import (
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// ratingNumber is a rating's value or count as a number: "4.6", "1,204".
var ratingNumber = lazyregexp.New(`^\d[\d.,]*$`)

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
	// The rating is said only when it is a number, as the price is: it
	// reaches a model's prompt.
	if r := m.RatingText(); r != "" && ratingNumber.MatchString(m.Rating) && ratingNumber.MatchString(m.RatingCount+"0") {
		parts = append(parts, "rating "+r)
	}
	return strings.Join(parts, "; ")
}
