package summary

import "github.com/laikabrowser/laika/internal/lazyregexp"

// logistics reports a shop's notice about stock, shipping or returns
// ("In stock and Shipping Now Order within 1 day 10 hours to have it
// shipped tomorrow.", "Seller ships within 1 day after receiving cleared
// payment.", "Free shipping on orders over $50."). A product page prints
// it beside the buy button, where the lead is looked for; it is the
// shop's terms, not what the page says about the product. The declared
// price and availability are stated apart (declared.go).
func logistics(s string) bool {
	return logisticsText.MatchString(s)
}

// logisticsText opens such a notice, in English and German.
var logisticsText = lazyregexp.New(`(?i)^(?:(?:currently |only )?(?:in|out of) stock\b|only \d+ left\b|order (?:within|by|before) \d|(?:usually |seller )?ships? (?:within|in|today|tomorrow|free|from)\b|(?:free|fast|express) (?:shipping|delivery|returns?)\b|(?:get it|arrives?|delivered) by\b|\d+[- ]day (?:returns?|money[- ]back)\b|(?:sofort |nicht )?(?:auf lager|lieferbar)\b|(?:kostenloser?|gratis) (?:versand|lieferung|rückversand)\b|lieferzeit:)`)
