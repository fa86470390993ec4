package summary

import (
	"net/url"
	"strings"

	"github.com/laikabrowser/laika"
)

// titleSeparators stand between a page's own title and its site's name in
// a document title: "Best Home Security Cameras of 2026 | Security.org",
// "Budget Traveler's Guide - Budget Travel With Gabby", "Blog · Acme".
var titleSeparators = []string{" | ", " - ", " – ", " — ", " · ", " • ", " :: ", " » "}

// minNameWords: a shorter title of the page's own needs its site to say
// anything ("Pricing - Stripe", "Home | Acme").
const minNameWords = 3

// pageName is the name a summary gives the page: the document title,
// without the site's name around it when the page's own title is that
// title's first or last part. The page's own title is the main text's
// (Readability's: the document title with the site's name cut off, when
// it finds one) or else the page's first <h1> (Readability.js keeps a
// title whose site follows an em dash, "… the Redwood River — Redwood
// Times", whole). The tab already says which site it is; the summary's
// first words are about the page. An own title that is no part of the
// document title (a heading that names something else) or one of a word
// or two leaves the document title as it is.
func pageName(obs *laika.Observation) string {
	docName := strings.TrimSpace(obs.Title)
	own, h1 := "", ""
	if obs.Primary != nil {
		own = strings.TrimSpace(obs.Primary.Title)
	}
	for _, h := range obs.Outline {
		if h.Level == 1 {
			h1 = strings.TrimSpace(h.Text)
			break
		}
	}
	switch {
	case docName == "" && own != "":
		return own
	case docName == "":
		return h1
	case homePage(obs.URL):
		// A site's home page is about the site: "Visual Studio Code -
		// The open source AI code editor" is not its tagline alone.
		return docName
	case ownPart(docName, own, false):
		return own
	case ownPart(docName, h1, true):
		return h1
	}
	return docName
}

// homePage: u is a site's root, without a query.
func homePage(u string) bool {
	p, err := url.Parse(u)
	return err == nil && p.Host != "" && (p.Path == "" || p.Path == "/") && p.RawQuery == ""
}

// ownPart: own, of minNameWords or more, is doc's first or last part,
// the rest a site's name after or before a separator. An <h1> (heading
// set) counts only as the first part and the longer: a book's or a site's
// name set as the <h1> ("Introduction - From Zero to QED", a logo's "The
// Bake Club") is the last part, or the shorter.
func ownPart(docName, ownName string, heading bool) bool {
	if len(strings.Fields(ownName)) < minNameWords || len(ownName) >= len(docName) {
		return false
	}
	// The two may quote differently: a document title typed with "'",
	// a heading set with "’".
	doc, own := quoteFolder.Replace(docName), quoteFolder.Replace(ownName)
	for _, sep := range titleSeparators {
		if rest, ok := strings.CutPrefix(doc, own); ok && strings.HasPrefix(rest, sep) && siteName(rest[len(sep):], own, heading) {
			return true
		}
		if rest, ok := strings.CutSuffix(doc, own); ok && !heading && strings.HasSuffix(rest, sep) && siteName(rest[:len(rest)-len(sep)], own, false) {
			return true
		}
	}
	return false
}

// siteName: rest, what a document title says beside own, can be a site's
// name: not empty, and shorter than own when shorter is set.
func siteName(rest, own string, shorter bool) bool {
	rest = strings.TrimSpace(rest)
	return rest != "" && (!shorter || len(rest) < len(own))
}

// quoteFolder writes typographic quotes as typewriter ones.
var quoteFolder = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`)
