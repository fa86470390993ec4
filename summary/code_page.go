package summary

import (
	"fmt"
	"strings"

	"github.com/laikabrowser/laika"
)

// A page can be code with a line or two around it: Rust by Example's
// "Tuples can be destructured in a match as follows:" over a 17-line
// listing. None of its lines is a point (code is quoted, not summarized,
// and a line that ends in ":" only introduces what follows), and the
// summary said "The page has no readable text". It has: the summary
// quotes what the page says around its code and says how much code
// there is, and a model, which can read code, is asked as for any page.

// maxCodeIntroLines: the lines of words a code page's summary quotes.
const maxCodeIntroLines = 3

// minCodeIntroWords: a shorter line is a label ("See also:", "Tuples").
const minCodeIntroWords = 3

// codeListings counts the runs of code lines in text and their lines
// (in the page's own text: compact folds a listing's "}" and "    }").
func codeListings(text string) (listings, lines int) {
	inCode := false
	for line := range strings.Lines(text) {
		_, kind := laika.StripPrefix(strings.TrimRight(line, "\n"))
		if kind == 'c' {
			lines++
			if !inCode {
				listings++
			}
		}
		inCode = kind == 'c'
	}
	return listings, lines
}

// codePage writes the summary of a page that is code and no point: its
// title, the page's own lines of words quoted, and its listings counted.
func codePage(in Input, listings, lines int) Extractive {
	var quotes []string
	for line := range strings.Lines(in.Text) {
		body, kind := laika.StripPrefix(strings.TrimSpace(line))
		if kind == 'p' && wordCount(body) >= minCodeIntroWords && len(quotes) < maxCodeIntroLines {
			quotes = append(quotes, body)
		}
	}
	var b strings.Builder
	var cites []laika.Citation
	b.WriteString(leadName(in.Title, "This page"))
	for i, q := range quotes {
		sep := " "
		if i == 0 {
			sep = ": "
		}
		b.WriteString(sep + Quoted(escapeMD(cutWords(q, maxPointChars))))
		cites = append(cites, cite(q))
	}
	listing := "one listing"
	if listings > 1 {
		listing = fmt.Sprintf("%d listings", listings)
	}
	rest := "The rest of the page"
	if len(quotes) == 0 {
		// Nothing was quoted: a JSON file, a script.
		rest = "The page"
	}
	fmt.Fprintf(&b, "\n\n%s is code (%s, %d lines in all), which this summary does not restate.\n", rest, listing, lines)
	return Extractive{Markdown: b.String(), Citations: cites}
}
