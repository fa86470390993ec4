package extract

import (
	"math"
	"strings"
	"unicode"
)

// confidence (0..1) is how sure the extractor is that the primary text
// is the page's main content. The same rules run in the content script
// (extension/content/observe.js, confidence): a short text, a text made
// of short link and button lines (a menu), a list of short lines, a small
// share of the page, or the <main>/<body> fallback each lower it. Checked
// against per-page F1 by make bench-extract (its confidence line).
// maxMenuLinkChars: a link line shorter than this reads as a menu entry;
// a longer one is a headline, which listings are made of.
const maxMenuLinkChars = 50

func confidence(lines []line, whole string, pageChars int, fallback bool) float64 {
	c := 1.0
	if fallback {
		c *= 0.8
	}
	words := 0
	inWord := false
	for _, r := range whole {
		w := unicode.IsLetter(r) || unicode.IsNumber(r)
		if w && !inWord {
			words++
		}
		inWord = w
	}
	switch {
	case words < 50:
		c *= 0.5
	case words < 150:
		c *= 0.8
	}
	linked, total, shortItems := 0, 0, 0
	for _, l := range lines {
		if len(l.text) < maxMenuLinkChars {
			// Short link and button lines are menus and controls; a
			// listing's long headline links are its content.
			linked += l.ctrlChars
		}
		total += len(l.text)
		if strings.HasSuffix(l.prefix, "- ") && len(l.prefix)+len(l.text) < 60 {
			shortItems++
		}
	}
	if total > 0 {
		switch ld := float64(linked) / float64(total); {
		case ld > 0.5:
			c *= 0.4
		case ld > 0.3:
			c *= 0.7
		}
	}
	if len(lines) >= 10 && float64(shortItems)/float64(len(lines)) > 0.6 {
		c *= 0.6
	}
	if pageChars > 0 && float64(len(whole))/float64(pageChars) < 0.1 && words < 300 {
		c *= 0.7
	}
	return math.Round(c*100) / 100
}
