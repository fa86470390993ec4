package summary

import (
	"fmt"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// A product page's comments are its reviews (a shop's questions and
// answers too, at times). What the product is comes from the page's own
// text; what buyers make of it is in those. The summary says how many the
// page shows and quotes the opening sentence of the first ones, with
// their authors, after the lead and the declared rating.

// maxReviewQuotes: the reviews quoted; the rest are counted.
const maxReviewQuotes = 2

// minReviewWords: a review's line shorter than this ("Great bag!") is no
// quote: its title, a verdict or a badge ("Received free product").
const minReviewWords = 4

// reviews are a product page's reviews: how many the page shows, and the
// first ones' opening sentences. Zero for other pages.
type reviews struct {
	shown  int
	quotes []review
}

type review struct{ author, line string }

// reviewsOf reads cs, a product page's comments, without their headers
// (comment_header.go: a review's title, stars and date read as one).
func reviewsOf(cs []laika.Comment, title string) reviews {
	r := reviews{shown: len(cs)}
	for _, c := range cs {
		if line := reviewLine(commentBody(c.Text, title)); line != "" {
			r.quotes = append(r.quotes, review{author: oneLine(c.Author), line: line})
			if len(r.quotes) == maxReviewQuotes {
				break
			}
		}
	}
	return r
}

// reviewLine is the opening of body's first line of minReviewWords or
// more that is no star rating ("Rated 5 out of 5"), date nor salutation
// ("Dear Ms Hinrichs,"): its first sentences up to minReviewWords words,
// or "".
func reviewLine(body string) string {
	for line := range strings.Lines(joinBrokenLines(body)) {
		t := oneLine(line)
		if wordCount(t) < minReviewWords || starRating.MatchString(t) || dateLine(aside.ReplaceAllString(t, "")) || strings.HasSuffix(t, ",") || strings.HasSuffix(t, ":") {
			continue // a title, the stars, the date ("(verified owner) – June 4, 2020"), a salutation
		}
		var open []string
		for _, s := range splitSentences(t) {
			open = append(open, s)
			if wordCount(strings.Join(open, " ")) >= minReviewWords {
				break
			}
		}
		return strings.Join(open, " ")
	}
	return ""
}

// aside is a parenthesis: a badge beside a review's date.
var aside = lazyregexp.New(`\([^()]*\)`)

// starRating is a line that gives a review's stars and nothing else.
var starRating = lazyregexp.New(`(?i)^(?:rated\s+)?\d(?:[.,]\d)?\s*(?:out of|/|von|sur|de)\s*(?:5|10)(?:\s*(?:stars?|sterne|étoiles|estrellas))?\.?$`)

// write adds the reviews' paragraph to a summary, with a citation for
// each quote, and marks the quotes told.
func (r reviews) write(b *strings.Builder, cites *[]laika.Citation, used map[string]bool) {
	if len(r.quotes) == 0 {
		return
	}
	fmt.Fprintf(b, "From the %d %s on the page:", r.shown, plural(r.shown, "review or comment", "reviews and comments"))
	for i, q := range r.quotes {
		if i > 0 {
			b.WriteString(";")
		}
		b.WriteString(" " + Quoted(escapeMD(cutWords(q.line, maxPointChars))))
		if q.author != "" {
			fmt.Fprintf(b, " (%s)", escapeMD(q.author))
		}
		*cites = append(*cites, cite(q.line))
		used[q.line] = true
	}
	b.WriteString("\n\n")
}

// tells reports whether the quotes hold unit text s.
func (r reviews) tells(s string) bool {
	for _, q := range r.quotes {
		if strings.Contains(q.line, s) {
			return true
		}
	}
	return false
}

// prompt is the line a model reads about the reviews, inside the page's
// data block: the reviewers' words, not the page's.
func (r reviews) prompt() string {
	if len(r.quotes) == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "The page shows %d %s. The first ones begin:", r.shown, plural(r.shown, "review or comment", "reviews and comments"))
	for _, q := range r.quotes {
		if q.author != "" {
			fmt.Fprintf(&b, " %s:", q.author)
		}
		fmt.Fprintf(&b, " %q", cutWords(q.line, maxPointChars))
	}
	b.WriteString("\n")
	return b.String()
}
