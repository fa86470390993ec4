package summary

import (
	"fmt"
	"strings"

	"github.com/laikabrowser/laika"
)

// An accepted answer is what a reader of a Q&A page looks for first: the
// page marks it (laika.Comment.Accepted), and the summary says it after
// its lead, whoever ranks it where, with the answer's author.

// accepted is the page's accepted answer: who wrote it and the lines it
// opens with, quoted after the lead. Zero when the page marks none.
type accepted struct {
	author string
	lines  []string
}

// minQuoteWords: the fewest words of a line of the accepted answer that
// is taken for a quote of an earlier post when it repeats one.
const minQuoteWords = 5

// minAnswerWords: an accepted answer's first line shorter than this ("Use
// a soft reset.") is quoted with the line after it. So is a first line
// that ends in a colon ("From this, I assume it's gonna be Qt6.4.2, for
// now:"): it introduces what the answer says.
const minAnswerWords = 8

// acceptedOf is the first entry of cs the page marks accepted, read
// without a post header or a quote's attribution ("@JonB said in …:")
// as a thread's comments are (comment_header.go), and without the lines
// it quotes from an earlier post: an answer that opens by quoting the
// question is told by what it answers.
func acceptedOf(cs []laika.Comment, title string) accepted {
	for i, c := range cs {
		if !c.Accepted {
			continue
		}
		a := accepted{author: oneLine(c.Author)}
		words := 0
		for line := range strings.Lines(joinBrokenLines(commentBody(c.Text, title))) {
			if t := oneLine(line); t != "" && !quotes(cs[:i], t) {
				a.lines = append(a.lines, t)
				if words += wordCount(t); words >= minAnswerWords && !strings.HasSuffix(t, ":") || len(a.lines) == 2 {
					break
				}
			}
		}
		return a
	}
	return accepted{}
}

// quotes reports whether line repeats one of earlier's lines: a line of
// minQuoteWords or more, as a short one ("FILES", "Thanks!") may be said
// twice.
func quotes(earlier []laika.Comment, line string) bool {
	if wordCount(line) < minQuoteWords {
		return false
	}
	for _, c := range earlier {
		if strings.Contains(oneLine(c.Text), line) {
			return true
		}
	}
	return false
}

// write adds the accepted answer's paragraph to a summary, with a citation
// for each quoted line, and marks the lines told.
func (a accepted) write(b *strings.Builder, cites *[]laika.Citation, used map[string]bool) {
	if len(a.lines) == 0 {
		return
	}
	b.WriteString("The accepted answer")
	if a.author != "" {
		fmt.Fprintf(b, ", by %s", escapeMD(a.author))
	}
	b.WriteString(":")
	for _, l := range a.lines {
		b.WriteString(" " + Quoted(escapeMD(cutWords(l, maxPointChars))))
		*cites = append(*cites, cite(l))
		used[l] = true
	}
	b.WriteString("\n\n")
}

// tells reports whether the quoted lines hold unit text s.
func (a accepted) tells(s string) bool {
	for _, l := range a.lines {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

// prompt is the line a model reads about the accepted answer, inside the
// page's data block: the page's own claim.
func (a accepted) prompt() string {
	if len(a.lines) == 0 {
		return ""
	}
	who := ""
	if a.author != "" {
		who = " is by " + a.author + " and"
	}
	return fmt.Sprintf("The page marks one answer as accepted: it%s begins %q\n", who, cutWords(strings.Join(a.lines, " "), maxPointChars))
}
