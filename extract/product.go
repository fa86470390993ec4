package extract

import (
	"encoding/json"
	"strings"

	"github.com/PuerkitoBio/goquery"
)

// minProductDescription: a shorter description is a tagline, not the
// product's description.
const minProductDescription = 60

// productDescription is the description a product page declares in
// JSON-LD (schema.org Product, also inside @graph or an array), else in
// <meta> when og:type is product; "" otherwise. Product pages often show
// it only after a click (a tab, a "read more") or render it with scripts,
// so the declared text is the page's own account of what it sells.
func (p *page) productDescription() string {
	var found string
	p.doc.Find(`script[type="application/ld+json"]`).EachWithBreak(func(_ int, s *goquery.Selection) bool {
		var v any
		if json.Unmarshal([]byte(s.Text()), &v) != nil {
			return true
		}
		found = productIn(v, 0)
		return found == ""
	})
	if found == "" && strings.EqualFold(p.metaContent("og:type"), "product") {
		found = p.metaContent("og:description", "description")
	}
	found = collapse(found)
	if len(found) < minProductDescription {
		return ""
	}
	return found
}

// productIn finds a Product's description in decoded JSON-LD.
func productIn(v any, depth int) string {
	if depth > 4 {
		return ""
	}
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			if d := productIn(e, depth+1); d != "" {
				return d
			}
		}
	case map[string]any:
		if isProductType(x["@type"]) {
			if d, ok := x["description"].(string); ok {
				return strings.TrimSpace(htmlText(d))
			}
		}
		if g, ok := x["@graph"]; ok {
			return productIn(g, depth+1)
		}
	}
	return ""
}

func isProductType(t any) bool {
	switch x := t.(type) {
	case string:
		return x == "Product" || x == "ProductGroup"
	case []any:
		for _, e := range x {
			if isProductType(e) {
				return true
			}
		}
	}
	return false
}

// htmlText is the text of a description that may itself hold markup.
func htmlText(s string) string {
	if !strings.ContainsAny(s, "<&") {
		return s
	}
	d, err := goquery.NewDocumentFromReader(strings.NewReader(s))
	if err != nil {
		return s
	}
	return d.Text()
}
