package extract

import (
	"strings"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
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
	found := p.ldFirst(productPaths, ofProduct(func(x map[string]any) string {
		if d, ok := x["description"].(string); ok {
			return strings.TrimSpace(htmlText(d))
		}
		return ""
	}))
	if found == "" && p.declaresProductOG() {
		found = p.metaContent("og:description", "description")
	}
	found = collapse(found)
	if len(found) < minProductDescription {
		return ""
	}
	return found
}

// ofProduct asks get only of a Product or ProductGroup, for ldFind
// under productPaths. The content script asks the same
// (content/product.js inLD).
func ofProduct(get func(map[string]any) string) func(map[string]any) string {
	return func(x map[string]any) string {
		if !isProductType(x["@type"]) {
			return ""
		}
		return get(x)
	}
}

// productPaths are the JSON-LD keys under which a page declares the thing
// it is about: a @graph of nodes, a WebPage's mainEntity (a marketplace's
// item page: WebPage → mainEntity Offer → itemOffered Product), an
// Offer's itemOffered, and the offers of what the page is about (eBay's
// catalogue page: WebPage → mainEntity WebPageElement → offers Offer →
// itemOffered Product). An ItemList's elements are not followed: a list
// of products is not one product's page.
var productPaths = []string{"@graph", "mainEntity", "offers", "itemOffered"}

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

// isProductPage: the page declares a schema.org Product for sale (og:type
// product, JSON-LD, or microdata), or declares nothing and has one buy
// button (buysOne). A page with minItems or more microdata Products side
// by side, none holding the page's <h1>, and no other declaration is a
// list of them (a category grid), not one product's page.
func (p *page) isProductPage() bool {
	if p.declaresProductOG() {
		return true
	}
	if p.ldFirst(productPaths, ofProduct(func(x map[string]any) string {
		if sells(x) {
			return "product"
		}
		return ""
	})) != "" {
		return true
	}
	n, titled := topProducts(p.body)
	return titled || n > 0 && n < minItems || n == 0 && p.buysOne()
}

// topProducts counts the microdata Products under n that are not inside
// another (a product's variants and accessories are its own), and says
// whether one of them holds an <h1>.
func topProducts(n *html.Node) (count int, titled bool) {
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if t := attr(c, "itemtype"); hasAttr(c, "itemscope") && productItemtype.MatchString(t) && !creativeWork.MatchString(t) {
				count++
				titled = titled || hasH1(c)
				continue
			}
			walk(c)
		}
	}
	if n != nil {
		walk(n)
	}
	return count, titled
}

// hasH1: n holds an <h1>.
func hasH1(n *html.Node) bool {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.DataAtom == atom.H1 {
			return true
		}
	}
	return false
}

// creativeWork is a schema.org type for a work (a news site types its
// stories "CreativeWork Product"): such an item is read, not sold.
var creativeWork = shared("creativeWork")

// productItemtype is a schema.org Product or ProductGroup microdata type.
var productItemtype = shared("productItemtype")

// sells: a Product with an offer or a product code is one for sale;
// service sites declare a bare Product only to get review stars.
func sells(product map[string]any) bool {
	for _, k := range []string{"offers", "hasVariant", "sku", "gtin", "gtin8", "gtin12", "gtin13", "gtin14", "mpn", "productID"} {
		if _, ok := product[k]; ok {
			return true
		}
	}
	return false
}

// declaresProductOG: one of the page's og:type declarations names a
// product. A theme and an SEO plugin may each write one ("article", then
// "og:product"); the product one is the page's own.
func (p *page) declaresProductOG() bool {
	found := false
	p.doc.Find(`meta[property="og:type" i][content], meta[name="og:type" i][content]`).EachWithBreak(func(_ int, s *goquery.Selection) bool {
		found = productOGType(s.AttrOr("content", ""))
		return !found
	})
	return found
}

// productOGType: an OpenGraph type for a product ("product", the
// "product.item" of Facebook's catalogue (not "product.group", which
// shops print on category pages) and the
// "og:product" some shop themes print).
func productOGType(t string) bool {
	switch strings.ToLower(strings.TrimSpace(t)) {
	case "product", "og:product", "product.item":
		return true
	}
	return false
}

// reviewsClass names a product's customer reviews, ratings or seller
// feedback block.
var reviewsClass = shared("reviewsClass")

// isReviews: n is a block of customer reviews (by name or microdata),
// not the product itself (it holds no <h1>).
func isReviews(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	if ip := attr(n, "itemprop"); ip != "review" && ip != "aggregateRating" && !reviewsClass.MatchString(attr(n, "class")) && !reviewsClass.MatchString(attr(n, "id")) {
		return false
	}
	return !hasH1(n)
}

// dropReviews removes the review blocks of a product page's copy, so
// that a long review section is not read as the main content.
func dropReviews(n *html.Node) {
	removeWhere(n, isReviews)
}
