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

// ldFirst is the first non-empty at(x) of the JSON-LD objects x of the
// page's blocks, walked by ldFind under the keys nests.
func (p *page) ldFirst(nests []string, at func(map[string]any) string) string {
	return p.declared(func(v any) string { return ldFind(v, nests, at) })
}

// maxLDDepth bounds the walk through a JSON-LD block's nesting: a list
// and the object in it are a level each, so a WebPage's @graph →
// mainEntity → offers → itemOffered is 7 levels below the block when
// each key holds a list.
const maxLDDepth = 6

// ldFind is the one walk through decoded JSON-LD: the first non-empty
// at(x) of its objects x, depth first, an object before what it nests
// under the keys nests (a @graph, a main entity, an offer), lists
// element by element. Which keys to follow is the caller's: a product is
// looked for in offers, an article in the page's main entity. The content
// script walks the same way (content/ld.js find).
func ldFind(v any, nests []string, at func(map[string]any) string) string {
	var walk func(v any, depth int) string
	walk = func(v any, depth int) string {
		if depth > maxLDDepth {
			return ""
		}
		switch x := v.(type) {
		case []any:
			for _, e := range x {
				if s := walk(e, depth+1); s != "" {
					return s
				}
			}
		case map[string]any:
			if s := at(x); s != "" {
				return s
			}
			for _, k := range nests {
				if s := walk(x[k], depth+1); s != "" {
					return s
				}
			}
		}
		return ""
	}
	return walk(v, 0)
}
