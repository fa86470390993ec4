package summary

import (
	"strings"
	"unicode"

	"github.com/laikabrowser/laika"
)

// A man page, an RFC, a plain-text mail archive or a README served as
// text comes inside <pre>, so extraction marks every line of it "Code: ".
// Code is quoted, never summarized; such a page then had no sentence at
// all, and its summary was its section headings ("REGULAR EXPRESSIONS
// top"). A run of code lines that reads as prose (proseRun) is
// summarized as the paragraph it is: its lines joined, each sentence
// whole across the line breaks the page was typeset with.

// Prose measures: a run is prose when it holds at least minProseSentences
// sentence ends, code symbols ({ } ; = < > $ | & * # `) number at most
// maxCodeSymbols of its letters and digits at most maxProseDigits (a
// build log's timestamps, a table of figures).
const (
	minProseSentences = 2
	maxCodeSymbols    = 0.02
	maxProseDigits    = 0.05
)

// reflowProse rewrites each run of "Code: " lines of text that reads as
// prose as one plain line; other lines are kept as they are.
func reflowProse(text string) string {
	if !strings.Contains(text, "Code: ") {
		return text
	}
	var out strings.Builder
	var run []string
	flush := func() {
		if len(run) > 0 && proseRun(run) {
			out.WriteString(strings.Join(strings.Fields(strings.Join(run, " ")), " "))
			out.WriteByte('\n')
		} else {
			for _, l := range run {
				out.WriteString("Code: " + l + "\n")
			}
		}
		run = run[:0]
	}
	for line := range strings.Lines(text) {
		line = strings.TrimRight(line, "\n")
		if body, kind := laika.StripPrefix(line); kind == 'c' {
			run = append(run, body)
			continue
		}
		flush()
		out.WriteString(line + "\n")
	}
	flush()
	return out.String()
}

// proseRun reports whether a run of code lines is text written in
// sentences, not a program or a command.
func proseRun(lines []string) bool {
	letters, symbols, digits, ends := 0, 0, 0, 0
	for _, l := range lines {
		prev := ' '
		for i, r := range l {
			switch {
			case unicode.IsLetter(r):
				letters++
			case unicode.IsDigit(r):
				digits++
			case strings.ContainsRune("{};=<>$|&*#`", r):
				symbols++
			case (r == '.' || r == '!' || r == '?') && unicode.IsLetter(prev) && (i+1 == len(l) || l[i+1] == ' '):
				ends++
			}
			prev = r
		}
	}
	return ends >= minProseSentences && letters > 0 && float64(symbols) <= maxCodeSymbols*float64(letters) && float64(digits) <= maxProseDigits*float64(letters)
}
