package summary

import (
	"strings"

	"github.com/laikabrowser/laika"
)

// titleSeparators stand between a page's own title and its site's name in
// a document title: "Best Home Security Cameras of 2026 | Security.org",
// "Budget Traveler's Guide - Budget Travel With Gabby", "Blog · Acme".
var titleSeparators = []string{" | ", " - ", " – ", " — ", " · ", " :: ", " » "}

// pageName is the name a summary gives the page: the document title,
// without the site's name around it when the main text's own title
// (Readability's, which is the document title with that name cut off or
// the page's heading) is that title's first or last part. The tab already
// says which site it is; the summary's first words are about the page. A
// main-text title that is no part of the document title (a heading that
// names something else) or one of a word or two leaves the document
// title as it is.
func pageName(obs *laika.Observation) string {
	docName := strings.TrimSpace(obs.Title)
	if obs.Primary == nil {
		return docName
	}
	ownName := strings.TrimSpace(obs.Primary.Title)
	if docName == "" || len(strings.Fields(ownName)) < minNameWords || len(ownName) >= len(docName) {
		if docName == "" {
			return ownName
		}
		return docName
	}
	// The two may quote differently: a document title typed with "'",
	// a heading set with "’".
	doc, own := quoteFolder.Replace(docName), quoteFolder.Replace(ownName)
	for _, sep := range titleSeparators {
		if rest, ok := strings.CutPrefix(doc, own); ok && strings.HasPrefix(rest, sep) && strings.TrimSpace(rest[len(sep):]) != "" {
			return ownName
		}
		if rest, ok := strings.CutSuffix(doc, own); ok && strings.HasSuffix(rest, sep) && strings.TrimSpace(rest[:len(rest)-len(sep)]) != "" {
			return ownName
		}
	}
	return docName
}

// minNameWords: a shorter title of the page's own needs its site to say
// anything ("Pricing - Stripe", "Home | Acme").
const minNameWords = 3

// quoteFolder writes typographic quotes as typewriter ones.
var quoteFolder = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`)
