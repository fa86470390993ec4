package extract

import (
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"
)

// TestProductDeclared: which JSON-LD declarations make a product page,
// and where its declared description is found.
func TestProductDeclared(t *testing.T) {
	const desc = "A hand-bound notebook of 120 pages of cotton paper, stitched with linen thread."
	cases := []struct {
		name, ld string
		product  bool
		desc     string
	}{
		{"product with offer", `{"@type":"Product","name":"Notebook","description":"` + desc + `","offers":{"@type":"Offer","price":"24.00"}}`, true, desc},
		{"product in graph", `{"@graph":[{"@type":"WebSite"},{"@type":"Product","sku":"NB-1","description":"` + desc + `"}]}`, true, desc},
		{"marketplace item page", `{"@type":"WebPage","name":"Notebook","mainEntity":{"@type":"Offer","itemOffered":[{"@type":"Product","gtin13":"9780000000000","description":"` + desc + `"}]}}`, true, desc},
		{"marketplace catalogue page", `{"@type":"WebPage","name":"Notebook","mainEntity":{"@type":"WebPageElement","offers":{"@type":"Offer","itemOffered":[{"@type":"Product","gtin13":"9780000000000","description":"` + desc + `"}]}}}`, true, desc},
		{"page about a product", `{"@type":"ItemPage","mainEntity":{"@type":"Product","offers":{"price":"24.00"}}}`, true, ""},
		{"bare product for review stars", `{"@type":"Product","name":"Our consulting","aggregateRating":{"ratingValue":"4.9"}}`, false, ""},
		{"list of products", `{"@type":"ItemList","itemListElement":[{"@type":"Product","sku":"A"},{"@type":"Product","sku":"B"}]}`, false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := `<!doctype html><html><head><title>x</title><script type="application/ld+json">` + c.ld + `</script></head><body><main><h1>Notebook</h1><p>Stitched by hand.</p></main></body></html>`
			p := testPage(t, src)
			if got := p.isProductPage(); got != c.product {
				t.Errorf("isProductPage = %v, want %v", got, c.product)
			}
			if got := p.productDescription(); got != c.desc {
				t.Errorf("productDescription = %q, want %q", got, c.desc)
			}
		})
	}
}

// testPage parses src as the extractor would see it, without extracting.
func testPage(t *testing.T, src string) *page {
	t.Helper()
	root, err := html.Parse(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	p := &page{doc: goquery.NewDocumentFromNode(root), root: root}
	p.body = p.doc.Find("body").Get(0)
	return p
}
