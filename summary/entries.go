package summary

import (
	"strconv"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// minEntries: a count of fewer numbered headings is a page's parts
// ("1. Why", "2. How"), not what it lists.
const minEntries = 3

// maxEntryWords: an entry's name is a phrase or a sentence ("Iowa and New
// Hampshire’s political classes aren’t excited about Biden or Bernie
// Sanders"); more words are a paragraph set as a heading.
const maxEntryWords = 25

// entryHeading is a heading numbered as an entry of the page's list:
// "1. SimpliSafe - Best Burglar Deterrent", "#2 Ring", "No. 3 Wyze",
// "4) Arlo", "5 – Nest". The number has up to three digits ("2025 in
// review" is a year) and a name with a letter follows it.
var entryHeading = lazyregexp.New(`^(?:(?:#|No\.)\s?(\d{1,3})[.):]?|(\d{1,3})(?:[.):]|\s+[-–—|]))\s*(\S.*\pL.*)$`)

// entries are the names of what a page lists as numbered sections, in
// its order: a ranking's "1. SimpliSafe …", "2. ADT …" or a listicle's
// "1. Event Technology Usage is Growing", each over its own section.
// A summary of such a page quoted a few central sentences, most of them
// from its introduction and its first entry (of 5 trends, 7 cameras),
// and never said what the page lists, the one thing its reader came
// for. The entries are the longest count 1, 2, 3 … of headings at one
// level (one set a level off is still the count's); other headings
// between them are the entries' own parts ("Product Specs" under each
// camera). A count of questions is an FAQ's, which asks rather than
// lists; fewer than minEntries, or names said twice ("1. Klasse",
// "2. Klasse", a school's years), are the page's parts.
func entries(text string) []string {
	type count struct {
		names []string
		next  int
	}
	var best []string
	runs := map[byte]*count{} // by heading level
	for line := range strings.Lines(text) {
		line = strings.TrimRight(line, "\n")
		if _, kind := laika.StripPrefix(line); kind != 'h' {
			continue
		}
		level, body := line[1], strings.TrimSpace(line[4:])
		m := entryHeading.FindStringSubmatch(body)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1] + m[2])
		c := runs[level]
		switch {
		case n == 1:
			c = &count{}
			runs[level] = c
		case c == nil || n != c.next:
			// An entry set a level off its count's ("H3: 4. Remote
			// collaboration" among H2s) is still the count's.
			c = nil
			for _, o := range runs {
				if o.next == n && (c == nil || len(o.names) > len(c.names)) {
					c = o
				}
			}
			if c == nil {
				delete(runs, level)
				continue
			}
		}
		c.names = append(c.names, strings.TrimSpace(m[3]))
		c.next = n + 1
		if len(c.names) > len(best) {
			best = c.names
		}
	}
	if len(best) < minEntries {
		return nil
	}
	asks := 0
	names := map[string]bool{}
	for _, e := range best {
		if names[wordKey(e)] {
			return nil // "1. Klasse", "2. Klasse": the number is the name, of the page's parts
		}
		names[wordKey(e)] = true
		if question(e) {
			asks++
		}
		if wordCount(e) > maxEntryWords {
			return nil // paragraphs set as headings, numbered as a story's parts
		}
	}
	if 2*asks > len(best) {
		return nil
	}
	return best
}
