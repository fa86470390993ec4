package summary

import (
	"slices"
	"strings"

	"github.com/laikabrowser/laika"
)

// A news front, a blog's index or a topic page is a run of headlines, each
// over a line or two of teaser: "H2: Armed robots take to the battlefield",
// then "The war has become a testing ground …". The extractor may not find
// its cards (each story drawn at its own size, in sections of their own),
// and summarized as a page its key points were teaser sentences with their
// headlines in brackets, its lead a teaser's second sentence ("For some
// reason, most people don't use it."). So when the main text is mostly
// short sections whose headings read as headlines (minHeadlineWords words
// or more at the median: a service page's "Brand strategy" or a manual's
// "Install" is a label, not a story), it is summarized as a list of them.
const (
	minHeadlines     = 8   // fewer is a page with a few sections
	maxTeaserLines   = 3   // a section longer than this is prose
	maxTeaserChars   = 300 // …and so is one with more text than this
	minHeadlineWords = 7   // a headline is a sentence, a label a few words
	minLabelledChars = 80  // under a one- or two-word label, fewer is a link ("View all")
)

// section is a heading and the lines under it, up to the next heading.
type section struct {
	title string
	h1    bool // the page's own name, when nothing is under it
	lines []string
	chars int
}

// headlineItems reads primary as a list of headlines (see above): each
// section with lines under it, and each bare heading of minHeadlineWords
// words or more (a story drawn without a teaser), is an item whose snippet
// is its lines; a label of one or two words is an item only over a teaser
// of minLabelledChars or more. It returns nil when primary is not such a
// page.
func headlineItems(primary string) []laika.Item {
	var secs []section
	total := 0
	for line := range strings.Lines(primary) {
		body, kind := laika.StripPrefix(strings.TrimRight(line, "\r\n"))
		body = strings.TrimSpace(body)
		if body == "" {
			continue
		}
		if kind == 'h' {
			secs = append(secs, section{title: body, h1: strings.HasPrefix(strings.TrimSpace(line), "H1: ")})
			continue
		}
		total += len(body)
		if len(secs) > 0 {
			s := &secs[len(secs)-1]
			s.lines = append(s.lines, body)
			s.chars += len(body)
		}
	}
	var words []int
	bodied, shortChars := 0, 0
	for _, s := range secs {
		if len(s.lines) == 0 {
			continue
		}
		bodied++
		if len(s.lines) <= maxTeaserLines && s.chars <= maxTeaserChars {
			words = append(words, wordCount(s.title))
			shortChars += s.chars
		}
	}
	// A bare heading is an entry when it reads as a headline, or on a
	// page of titles alone when it has three words.
	bare := minHeadlineWords
	if titlesOnly(secs, total) {
		bare = 3
	} else if len(words) < minHeadlines || 5*len(words) < 4*bodied || 5*shortChars < 3*total {
		return nil
	} else if slices.Sort(words); words[len(words)/2] < minHeadlineWords {
		return nil
	}
	var items []laika.Item
	for _, s := range secs {
		if len(s.lines) == 0 && (s.h1 || wordCount(s.title) < bare) || wordCount(s.title) < 3 && s.chars < minLabelledChars {
			continue // the page's name, a section's label ("Watch"; "Latest", "View all")
		}
		items = append(items, laika.Item{Title: s.title, Snippet: cutWords(strings.Join(s.lines, " — "), maxTeaserChars)})
	}
	return items
}

// titlesOnly reports a page of titles alone: an archive drawn as headings
// over pictures ("Air Fryer Shrimp", "Fish Tacos with Mango Salsa"), at
// least minHeadlines of three words or more, four in five of its
// sections, with less text beside them than in them. Each is an entry,
// however short.
func titlesOnly(secs []section, total int) bool {
	n, chars := 0, 0
	for _, s := range secs {
		if len(s.lines) == 0 && wordCount(s.title) >= 3 {
			n++
			chars += len(s.title)
		}
	}
	return n >= minHeadlines && 5*n >= 4*len(secs) && total < chars
}
