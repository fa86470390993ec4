package main

import (
	"bytes"
	"net/url"
	"regexp"
	"strings"

	readability "codeberg.org/readeck/go-readability/v2"

	"github.com/laikabrowser/laika/extract"
	"github.com/laikabrowser/laika/fetch"
)

// extractor returns the main content of a page as plain text, and how
// sure it is (0..1), or -1 when it does not say.
type extractor func(src []byte, pageURL string) (string, float64)

// extractors: "laika" is what ships (extract.HTML, primary text with its
// structure prefixes removed); the others are the candidates it is judged
// against, each run bare on the same decoded bytes.
var extractors = map[string]extractor{
	"laika": func(src []byte, pageURL string) (string, float64) {
		obs, err := extract.HTML(fetch.ToUTF8(src, ""), pageURL, extract.Options{MaxPrimaryChars: 1 << 22})
		if err != nil || obs.Primary == nil {
			return "", -1 // no main content: nothing to be sure of
		}
		return plain(obs.Primary.Text), obs.Primary.Confidence
	},
	"readability2": func(src []byte, pageURL string) (string, float64) {
		u, _ := url.Parse(pageURL)
		art, err := readability.FromReader(bytes.NewReader(fetch.ToUTF8(src, "")), u)
		if err != nil || art.Node == nil {
			return "", -1
		}
		var b strings.Builder
		art.RenderText(&b)
		return b.String(), -1
	},
}

// prefix is a structure prefix of Laika's line-preserving text.
var prefix = regexp.MustCompile(`(?m)^(?:> )*(?:H[1-6]: |\s*- |Code: )?`)

// plain drops the structure prefixes ("H2: ", "- ", "> ", "Code: "):
// they are markup, not content words. An item's number ("1. ") stays: the
// browser draws it, the references keep it ("1. Choose the Right Pot"),
// and a paragraph may start with one of its own.
func plain(s string) string { return prefix.ReplaceAllString(s, "") }
