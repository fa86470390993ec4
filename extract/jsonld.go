package extract

import (
	"encoding/json"

	"github.com/PuerkitoBio/goquery"
)

// declared is the first non-empty value get finds in the page's JSON-LD
// blocks, in document order; a block that is not JSON declares nothing.
// The blocks are decoded once per page: the product, its description, its
// price and its rating are each looked for in them.
func (p *page) declared(get func(v any) string) string {
	if !p.ldDone {
		p.ldDone = true
		p.doc.Find(`script[type="application/ld+json"]`).Each(func(_ int, s *goquery.Selection) {
			var v any
			if json.Unmarshal([]byte(s.Text()), &v) == nil {
				p.ld = append(p.ld, v)
			}
		})
	}
	for _, v := range p.ld {
		if r := get(v); r != "" {
			return r
		}
	}
	return ""
}
