package extract

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A shop prints its price in markup of its own ("$<span>299</span><sup>99
// </sup>", a strike-through list price beside the sale price, a price per
// variant drawn by scripts), but it declares the one price it sells at in
// schema.org JSON-LD (a Product's offers) or in OpenGraph's product:price
// tags, for search engines and link previews. That declaration is what
// "how much is it?" and a product page's summary state, in the page's
// words and currency; it is the page's claim, untrusted like its text.
// The content script reads the same (content/product.js declaredPrice;
// shared fixture e2e/fixtures/reading/rating.html).

// price is the price the page declares for its product: its JSON-LD
// Product's offer ("89.00 GBP"; an AggregateOffer's range "19.99–24.99
// USD"), else product:price:amount or og:price:amount with its
// currency; "" when it declares none. Only a product page's price is
// read (Meta.Price): a category page's offers are its items'.
func (p *page) price() string {
	if found := p.ldFirst(productPaths, ofProduct(productPrice)); found != "" {
		return found
	}
	return declaredPrice(p.metaContent("product:price:amount", "og:price:amount"), "", p.metaContent("product:price:currency", "og:price:currency"))
}

// productPrice is the price of a Product's offers (an Offer, a list of
// them, an AggregateOffer), else of its first variant's.
func productPrice(product map[string]any) string {
	if pr := offerPrice(product["offers"], 0); pr != "" {
		return pr
	}
	if vs, ok := product["hasVariant"].([]any); ok && len(vs) > 0 {
		if v, ok := vs[0].(map[string]any); ok {
			return offerPrice(v["offers"], 0)
		}
	}
	return ""
}

// offerPrice is the first priced offer's price, with its currency.
func offerPrice(v any, depth int) string {
	if depth > 2 {
		return ""
	}
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			if pr := offerPrice(e, depth+1); pr != "" {
				return pr
			}
		}
	case map[string]any:
		cur, _ := x["priceCurrency"].(string)
		if pr := declaredPrice(ldNumber(x["price"]), "", cur); pr != "" {
			return pr
		}
		if pr := declaredPrice(ldNumber(x["lowPrice"]), ldNumber(x["highPrice"]), cur); pr != "" {
			return pr
		}
		if spec, ok := x["priceSpecification"]; ok {
			return offerPrice(spec, depth+1)
		}
	}
	return ""
}

// declaredPrice says a declared amount (or a range, low to high) with its
// currency: "89.00 GBP". A zero amount is a shop's placeholder ("call
// for price"), and anything but a plain number is no amount.
func declaredPrice(low, high, currency string) string {
	if !plainAmount(low) {
		return ""
	}
	s := low
	if plainAmount(high) && high != low {
		s += "–" + high
	}
	if c := strings.TrimSpace(currency); c != "" && utf8.RuneCountInString(c) <= maxCurrencyChars && strings.IndexFunc(c, notCurrency) < 0 {
		s += " " + c
	}
	return s
}

// maxCurrencyChars bounds a declared currency: an ISO code ("GBP") or a
// sign ("€"), not a sentence.
const maxCurrencyChars = 4

// notCurrency: r is neither a letter nor a currency sign, so the
// declared currency is no currency ("<br>", "1$").
func notCurrency(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.Is(unicode.Sc, r)
}

// plainAmount: s is a positive decimal number ("89.00", "1299"), as
// schema.org asks prices to be written.
func plainAmount(s string) bool {
	f, err := strconv.ParseFloat(s, 64)
	return err == nil && f > 0 && len(s) <= maxRatingChars && strings.Trim(s, "0123456789.") == ""
}
