package summary

import (
	"slices"
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

var (
	// stepHeading names a section of instructions.
	stepHeading = lazyregexp.New(`(?i)\b(steps?|instructions?|directions?|procedure|how to|what to do|installation)\b`)
	// howToTitle names a page of instructions.
	howToTitle = lazyregexp.New(`(?i)^\s*(how to|how do i|guide to|a guide|step[- ]by[- ]step)\b|\b(recipe|tutorial|instructions)\b`)
	// stepLine is a paragraph written as a numbered step.
	// The number is followed by a space or a separator: "12.01.26" is a
	// date and "1.5 cups" a quantity, not steps.
	stepLine = lazyregexp.New(`(?i)^(step\s*\d+\s*[:.\-–—]?|\d{1,3}[.)](\s|$))\s*\S`)
)

// numberedStart is stepLine's cheap precondition (a digit or "step" first),
// so that the regexp runs on few of a page's paragraphs.
func numberedStart(s string) bool {
	return s != "" && (s[0] >= '0' && s[0] <= '9' || len(s) >= 4 && strings.EqualFold(s[:4], "step"))
}

// stepWords are the stems stepHeading needs; a heading with none of them
// skips the regexp (its \b and (?i) make it the slow part of steps).
var stepWords = []string{"step", "instruction", "direction", "procedure", "how to", "what to do", "installation"}

func mayNameSteps(h string) bool { return mentions(h, stepWords) }

// maxSteps bounds the steps a summary lists.
const maxSteps = 12

// steps returns the page's instructions in page order: the first run of
// two or more top-level list items under a heading that names steps (or
// anywhere on a page titled as a how-to), else paragraphs written as
// "Step 1: …", or as "1. …" on a how-to or under a steps heading when
// they count 1, 2, 3 and are no questions. A how-to summarized as a few
// central sentences loses the one thing the reader came for: what to do,
// in order. Bare numbers elsewhere order something else: a ranking ("1.
// TestSprite", restarting in each of a page's sections), the numbered
// questions of an FAQ or a forum post.
func steps(in Input) []string {
	if in.Kind != KindPage {
		return nil
	}
	howTo := howToTitle.MatchString(in.Title)
	var run, headed, anyRun, numbered []string
	countOff := false
	underStepHeading := false
	flush := func() {
		if len(run) >= 2 && !asks(run) {
			if underStepHeading && headed == nil {
				headed = run
			}
			if howTo && anyRun == nil {
				anyRun = run
			}
		}
		run = nil
	}
	for line := range strings.Lines(in.Text) {
		line = strings.TrimRight(line, "\n")
		body, kind := stripPrefix(line)
		if body == "" {
			continue
		}
		switch {
		case kind == 'h':
			flush()
			underStepHeading = mayNameSteps(body) && stepHeading.MatchString(body)
		case kind == '-' && !strings.HasPrefix(line, " ") && (howTo || underStepHeading):
			run = append(run, body)
		case kind == '-':
			// a nested item belongs to the step above it
		case kind == 'p' && numberedStart(body) && stepLine.MatchString(body):
			flush()
			if slices.Contains(numbered, body) {
				break
			}
			n, rest, bare := leadingNumber(body)
			switch {
			case !bare:
				numbered = append(numbered, body) // "Step 2: …"
			case !howTo && !underStepHeading || question(rest):
				// A ranking, a list of questions, a numbered remark in a
				// post: numbers that order no instructions.
			case n != len(numbered)+1:
				countOff = true // numbers that restart or skip: several rankings
			default:
				numbered = append(numbered, rest)
			}
		default:
			flush()
		}
	}
	flush()
	best := headed
	if best == nil && len(numbered) >= 2 && !countOff {
		best = numbered
	}
	if best == nil {
		best = anyRun
	}
	if len(best) > maxSteps {
		best = best[:maxSteps]
	}
	return best
}

// asks reports a list that is mostly questions: "Questions to ask" under
// a how-to heading orders nothing for the reader to do, as an FAQ's
// numbered questions do not.
func asks(items []string) bool {
	n := 0
	for _, it := range items {
		if question(it) {
			n++
		}
	}
	return 2*n > len(items)
}

// leadingNumber splits "12. Rinse" into 12 and "Rinse"; bare is false for
// the "Step 12: …" form, whose word says what the number is.
func leadingNumber(s string) (n int, rest string, bare bool) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		n = n*10 + int(s[i]-'0')
		i++
	}
	if i == 0 {
		return 0, s, false
	}
	return n, strings.TrimSpace(s[i+1:]), true
}
