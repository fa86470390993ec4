package extract

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestDeclaredSharedFixtures: what a page declares about itself (whether
// it sells one product, its price, its rating), read from the shared
// fixtures against their goldens; the content script reads the same
// files in real Chromium and Firefox (e2e/tests/observe.test.mjs).
// rating.html declares its product in a JSON-LD @graph after a script
// that is not JSON, its rating's value a number and its count a string;
// price-meta.html declares a shop's offer (no product's), a product at
// 0.00 (a placeholder) and an empty product:price:amount before the real
// one; price-catalogue.html declares a marketplace catalogue page's
// product under its offers, in a currency that is markup ("<b>").
func TestDeclaredSharedFixtures(t *testing.T) {
	dir := filepath.Join("..", "e2e", "fixtures", "reading")
	for _, name := range []string{"rating", "price-meta", "price-catalogue"} {
		t.Run(name, func(t *testing.T) {
			body, err := os.ReadFile(filepath.Join(dir, name+".html"))
			if err != nil {
				t.Fatal(err)
			}
			var want struct {
				Price, Rating, RatingCount string
				Product                    bool
			}
			g, err := os.ReadFile(filepath.Join(dir, name+".golden.json"))
			if err != nil || json.Unmarshal(g, &want) != nil {
				t.Fatalf("golden: %v", err)
			}
			obs, err := HTML(body, "https://chandlers.example/"+name, pinned)
			if err != nil {
				t.Fatal(err)
			}
			m := obs.Meta
			if m == nil || m.Price != want.Price || m.Rating != want.Rating || m.RatingCount != want.RatingCount || m.Product != want.Product {
				t.Fatalf("meta %+v, want %+v", m, want)
			}
		})
	}
}

// TestProductPrice covers the JSON-LD offer shapes one by one.
func TestProductPrice(t *testing.T) {
	tests := []struct{ name, ld, want string }{
		{"offer, strings", `{"@type":"Product","offers":{"@type":"Offer","price":"89.00","priceCurrency":"GBP"}}`, "89.00 GBP"},
		{"number, no currency", `{"@type":"Product","offers":{"price":1299}}`, "1299"},
		{"list: the first priced", `{"@type":"Product","offers":[{"@type":"Offer"},{"price":"24.50","priceCurrency":"USD"}]}`, "24.50 USD"},
		{"aggregate range", `{"@type":"Product","offers":{"@type":"AggregateOffer","lowPrice":"19.99","highPrice":"24.99","priceCurrency":"USD"}}`, "19.99–24.99 USD"},
		{"aggregate, one price", `{"@type":"Product","offers":{"@type":"AggregateOffer","lowPrice":"19.99","highPrice":"19.99","priceCurrency":"USD"}}`, "19.99 USD"},
		{"price specification", `{"@type":"Product","offers":{"@type":"Offer","priceSpecification":{"price":"27.23","priceCurrency":"AUD"}}}`, "27.23 AUD"},
		{"group's first variant", `{"@type":"ProductGroup","hasVariant":[{"@type":"Product","offers":{"price":"49","priceCurrency":"EUR"}},{"@type":"Product","offers":{"price":"59","priceCurrency":"EUR"}}]}`, "49 EUR"},
		{"marketplace item", `{"@type":"WebPage","mainEntity":{"@type":"Offer","itemOffered":{"@type":"Product","offers":{"price":"12","priceCurrency":"CAD"}}}}`, "12 CAD"},
		{"zero is a placeholder", `{"@type":"Product","offers":{"price":"0.00","priceCurrency":"EUR"}}`, ""},
		{"words are no amount", `{"@type":"Product","offers":{"price":"Call us","priceCurrency":"EUR"}}`, ""},
		{"thousands separator", `{"@type":"Product","offers":{"price":"1,299.00","priceCurrency":"USD"}}`, ""},
		{"currency that is a sentence", `{"@type":"Product","offers":{"price":"5","priceCurrency":"US dollars"}}`, "5"},
		{"currency that is markup", `{"@type":"Product","offers":{"price":"5","priceCurrency":"<br>"}}`, "5"},
		{"currency sign", `{"@type":"Product","offers":{"price":"5","priceCurrency":"€"}}`, "5 €"},
		{"not a product", `{"@type":"Organization","offers":{"price":"9.99","priceCurrency":"EUR"}}`, ""},
		{"a list of products", `{"@type":"ItemList","itemListElement":[{"@type":"Product","offers":{"price":"5"}}]}`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var v any
			if err := json.Unmarshal([]byte(tt.ld), &v); err != nil {
				t.Fatal(err)
			}
			if got := ldFind(v, productPaths, ofProduct(productPrice)); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
