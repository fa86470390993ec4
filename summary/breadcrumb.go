package summary

import (
	"slices"
	"strings"

	"github.com/laikabrowser/laika/internal/sentence"
)

// breadcrumb reports a line that says where the page sits in its site:
// three or more parts set apart by one separator, each but the last a
// section's name ("Home / fuSWball / FB-Rhön Hassberge / Wenn man …",
// "福娘童話集 > きょうのイソップ童話 > …"), ending as no sentence does. A
// summary quoted such lines as key points.
func breadcrumb(s string) bool {
	if sentence.Ends(s) {
		return false
	}
	for _, sep := range breadcrumbSeparators {
		parts := strings.Split(s, sep)
		if len(parts) >= minCrumbs && slices.IndexFunc(parts[:len(parts)-1], notCrumb) < 0 {
			return true
		}
	}
	return false
}

// notCrumb: a part before a trail's last is a section's name, a few
// words and no comma ("Lift Off is the single, and the B-side" is a
// clause).
func notCrumb(p string) bool {
	n := len(strings.Fields(p)) // "きょうのイソップ童話" is one name
	return n == 0 || n > maxCrumbWords || strings.Contains(p, ",")
}

// breadcrumbSeparators set a trail's parts apart, spaced as trails space
// them ("TCP/IP" and "and/or" are no trail).
var breadcrumbSeparators = []string{" > ", " › ", " » ", " / ", " → "}

// Sizes of a trail: at least minCrumbs parts, each but the last (the
// page's own title) at most maxCrumbWords words ("Home", "Startseite",
// "Sie sind hier: Startseite").
const (
	minCrumbs     = 3
	maxCrumbWords = 5
)
