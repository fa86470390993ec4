package extract

import (
	"strings"

	"github.com/PuerkitoBio/goquery"

	"github.com/laikabrowser/laika"
)

// metaContent returns the first non-empty <meta> content among the given
// name/property/itemprop keys.
func (p *page) metaContent(keys ...string) string {
	if p.metas == nil {
		p.metas = map[string]string{}
		p.doc.Find("meta[content]").Each(func(_ int, s *goquery.Selection) {
			v := collapse(s.AttrOr("content", ""))
			if v == "" {
				return
			}
			for _, a := range []string{"name", "property", "itemprop"} {
				if k := strings.ToLower(s.AttrOr(a, "")); k != "" {
					if _, seen := p.metas[k]; !seen {
						p.metas[k] = v
					}
				}
			}
		})
	}
	for _, k := range keys {
		if v := p.metas[strings.ToLower(k)]; v != "" {
			return v
		}
	}
	return ""
}

// meta reads document metadata from <meta>, <html lang> and <time>; the
// primary-content pass fills gaps from Readability (which also reads
// JSON-LD).
func (p *page) meta() *laika.Meta {
	m := &laika.Meta{
		Title:         p.metaContent("og:title", "twitter:title"),
		Byline:        p.metaContent("author", "article:author", "byl", "parsely-author"),
		Site:          p.metaContent("og:site_name", "application-name"),
		PublishedTime: p.metaContent("article:published_time", "datePublished", "date", "pubdate", "parsely-pub-date"),
		Description:   p.metaContent("description", "og:description", "twitter:description"),
	}
	if lang, ok := p.doc.Find("html").First().Attr("lang"); ok {
		m.Lang = strings.TrimSpace(lang)
	}
	if m.Lang == "" {
		m.Lang = p.metaContent("og:locale", "language", "content-language")
	}
	if m.PublishedTime == "" {
		if t, ok := p.doc.Find("article time[datetime], time[datetime][pubdate], time[itemprop=datePublished]").First().Attr("datetime"); ok {
			m.PublishedTime = strings.TrimSpace(t)
		}
	}
	if m.Byline == "" {
		m.Byline = collapse(p.doc.Find(`[rel="author"], [itemprop="author"]`).First().Text())
	}
	m.Byline = clip(m.Byline, maxLabelChars)
	m.Rating, m.RatingCount = p.rating()
	return m
}

// title is document.title, falling back to the first <h1>.
func (p *page) title() string {
	t := collapse(p.doc.Find("head title, html > title").First().Text())
	if t == "" {
		t = collapse(p.doc.Find("title").First().Text())
	}
	if t == "" {
		t = collapse(p.doc.Find("h1").First().Text())
	}
	return clip(t, 300)
}
