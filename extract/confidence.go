package extract

import (
	"math"
	"strings"
	"unicode"

	"github.com/laikabrowser/laika/internal/sentence"
)

// confidence (0..1) is how sure the extractor is that the primary text
// is the page's main content. The same rules run in the content script
// (extension/content/observe.js, confidence): a short text, a text made
// of short link and button lines (a menu), a list of short lines, a small
// share of the page, few sentences, many links, or the <main>/<body>
// fallback each lower it. Checked
// against per-page F1 by make bench-extract (its confidence line). A
// text that holds the page's main list (list: minListCards cards or more,
// minListCover of their titles) is a list, not prose that failed: few
// sentences, short items and link titles are what it is made of, and a clean product
// grid was flagged as "could not be told apart from its menus" (12 of the
// 36 pages flagged on the WCXB sample read at F1 0.85 or more; 6 now).
// maxMenuLinkChars: a link line shorter than this reads as a menu entry;
// a longer one is a headline, which listings are made of.
const maxMenuLinkChars = 50

// maxProseLinkShare: prose with more of its text in links than this is
// more likely a list of pages than an article.
const maxProseLinkShare = 0.1

func confidence(lines []line, whole string, pageChars int, fallback, list bool) float64 {
	c := 1.0
	if fallback {
		c *= 0.8
	}
	words, sentences, letters := 0, 0, 0
	inWord, end := false, false
	for _, r := range whole {
		w := unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.In(r, unicode.Mn, unicode.Mc)
		if sentence.NoSpaces(r) {
			// Chinese, Japanese and Thai put no spaces between words. A
			// Chinese or Japanese character counts as a word, as a word
			// counter for them does; Thai, Lao, Khmer and Burmese letters
			// (their marks aside) count sentence.LettersPerWord to a word.
			if sentence.CJK(r) {
				words++
			} else if sentence.SyllableLetter(r) {
				letters++
			}
			w = false
		} else if w && !inWord {
			words++
		}
		inWord = w
		// A sentence ends at one of sentence.Stops before a space or a
		// line break ("3.5" and "example.com" are no ends), or at a
		// full-width "。", "！" or "？" or Khmer's or Burmese's stop, which
		// no space need follow. Thai and Lao end one with a space alone.
		if end && unicode.IsSpace(r) || fullStop(r) {
			sentences++
		}
		end = sentence.Stop(r) && !fullStop(r) && r != '…' || sentence.SpaceEnds(r)
	}
	if end {
		sentences++
	}
	words += letters / sentence.LettersPerWord
	switch {
	case words < 50:
		c *= 0.5
	case words < 150:
		c *= 0.8
	}
	linked, links, total, shortItems := 0, 0, 0, 0
	for _, l := range lines {
		links += l.linkChars
		if len(l.text) < maxMenuLinkChars {
			// Short link and button lines are menus and controls; a
			// listing's long headline links are its content.
			linked += l.ctrlChars
		}
		total += len(l.text)
		if l.isItem() && len(l.prefix)+len(l.text) < 60 {
			shortItems++
		}
	}
	if total > 0 && !list {
		switch ld := float64(linked) / float64(total); {
		case ld > 0.5:
			c *= 0.4
		case ld > 0.3:
			c *= 0.7
		}
	}
	if total > 0 && !list && float64(links)/float64(total) > maxProseLinkShare {
		// Prose links a few words; a text a tenth of which is links is
		// a list of pages or a menu, where the content is easy to miss.
		c *= 0.8
	}
	if words > 0 && !list {
		// Prose has sentences (about 4 to 5 per 100 words in articles and
		// documentation); names, prices, headlines and menus have few.
		switch sd := 100 * float64(sentences) / float64(words); {
		case sd < 1:
			c *= 0.5
		case sd < 2:
			c *= 0.7
		}
	}
	if !list && len(lines) >= 10 && float64(shortItems)/float64(len(lines)) > 0.6 {
		c *= 0.6
	}
	if pageChars > 0 && float64(len(whole))/float64(pageChars) < 0.1 && words < 300 {
		c *= 0.7
	}
	return math.Round(c*100) / 100
}

// fullStop: a sentence end no space follows (CJK's full-width stops,
// Khmer's and Burmese's).
func fullStop(r rune) bool { return strings.ContainsRune("。！？។။", r) }
