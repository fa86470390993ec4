package fetch

import (
	"bytes"
	"context"
	"mime"
	"net/url"
	"strings"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/origin"
)

// A page's linked stylesheets decide what it shows as much as its own
// <style> elements do: ".note{display:none}" in /theme.css hides a line
// planted for an agent from every reader of the page, and the extractor
// reads only what it is given. Sheets fetches the stylesheets a fetched
// page links from its own origin, so the extractor can leave out what
// they hide (extract.Options.Sheets). A sheet from another origin (a
// CDN, a font service) is not fetched: that would tell a third party
// which page was read, which the page fetch itself does not. A sheet
// that fails to load is left out and the page is read without it.

// Bounds on what Sheets fetches for one page.
const (
	MaxSheets     = 8
	MaxSheetBytes = 1 << 20
	SheetsTimeout = 10 * time.Second
)

// Sheets fetches the screen stylesheets p links from its own origin (at
// most MaxSheets tries, of MaxSheetBytes each, within SheetsTimeout; a
// redirect to another origin is refused before it is followed), keyed by
// the href as the page writes it. approved: p was fetched with the user's
// approval, which covers its own origin's sheets and nothing else.
func (c *Client) Sheets(ctx context.Context, p *Page, approved bool) map[string]string {
	if p == nil || !p.IsHTML() {
		return nil
	}
	page, err := url.Parse(p.URL)
	if err != nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, SheetsTimeout)
	defer cancel()
	out := map[string]string{}
	tried := 0
	for _, href := range sheetLinks(p.Body) {
		if tried == MaxSheets || ctx.Err() != nil {
			break
		}
		abs, err := page.Parse(href.base)
		if err != nil {
			continue
		}
		if abs, err = abs.Parse(href.raw); err != nil || !sameOrigin(abs, page) {
			continue
		}
		tried++
		s, err := c.getAs(ctx, abs.String(), approved, want{accept: "text/css,*/*;q=0.1", maxBytes: MaxSheetBytes, media: cssType, origin: origin.Of(p.URL)})
		if err != nil {
			continue
		}
		out[href.raw] = string(s.Body)
	}
	return out
}

// sheetLink is a stylesheet link's href as written, and the document's
// base (its <base href>, or "" for the page's URL) to resolve it against.
type sheetLink struct{ raw, base string }

// sheetLinks lists, in document order, the hrefs of the <link
// rel=stylesheet> elements of src that apply on a screen (no media, or a
// media list that is not for print or speech alone); alternate sheets
// are left out, as a browser leaves them off.
func sheetLinks(src []byte) []sheetLink {
	var out []sheetLink
	base := ""
	z := html.NewTokenizer(bytes.NewReader(src))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return out
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		t := z.Token()
		attrs := map[string]string{}
		for _, a := range t.Attr {
			attrs[a.Key] = strings.TrimSpace(a.Val)
		}
		switch t.DataAtom {
		case atom.Base:
			if base == "" && attrs["href"] != "" {
				base = attrs["href"]
			}
		case atom.Link:
			rel := strings.Fields(strings.ToLower(attrs["rel"]))
			if !has(rel, "stylesheet") || has(rel, "alternate") || attrs["href"] == "" || !ScreenMedia(attrs["media"]) {
				continue
			}
			out = append(out, sheetLink{raw: attrs["href"], base: base})
		}
	}
}

func has(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// ScreenMedia: a media list ("screen and (min-width: 40em)", "print")
// may hold on some screen, which every list does but one for print or
// speech alone; an empty list holds everywhere. The extractor judges a
// stylesheet's @media blocks by it too.
func ScreenMedia(list string) bool {
	if strings.TrimSpace(list) == "" {
		return true
	}
	for _, q := range strings.Split(strings.ToLower(list), ",") {
		q = strings.TrimPrefix(strings.TrimSpace(q), "only ")
		if t, _, _ := strings.Cut(q, " "); t != "print" && t != "speech" {
			return true
		}
	}
	return false
}

// sameOrigin: a and b have the same origin (origin.Of: scheme, host and
// port, normalised).
func sameOrigin(a, b *url.URL) bool {
	o := origin.Of(a.String())
	return o != "" && o == origin.Of(b.String())
}

// cssType keeps a response its server calls text/css; a stylesheet is
// not sniffed.
func cssType(header string, _ []byte) (string, error) {
	media, _, err := mime.ParseMediaType(header)
	if err != nil || !strings.EqualFold(media, "text/css") {
		return "", laika.Errorf(laika.CodeUnsupportedContent, "content type %q is not a stylesheet", header)
	}
	return "text/css", nil
}
