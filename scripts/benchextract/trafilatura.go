//go:build candidates

package main

import (
	"bytes"
	"net/url"

	trafilatura "github.com/markusmobius/go-trafilatura"
	"golang.org/x/net/html"

	"github.com/laikabrowser/laika/fetch"
)

// The trafilatura port is a judged candidate, not a dependency of the
// host: it pulls in a WebAssembly regexp engine. Build with
// -tags candidates to score it (make bench-extract X=all does).
func init() {
	extractors["trafilatura"] = func(src []byte, pageURL string) (string, float64) {
		u, _ := url.Parse(pageURL)
		doc, err := html.Parse(bytes.NewReader(fetch.ToUTF8(src, "")))
		if err != nil {
			return "", -1
		}
		res, err := trafilatura.ExtractDocument(doc, trafilatura.Options{OriginalURL: u, EnableFallback: true, ExcludeComments: true})
		if err != nil || res == nil {
			return "", -1
		}
		return res.ContentText, -1
	}
}
