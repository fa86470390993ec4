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
// "Step 1: …". A how-to summarized as a few central sentences loses the
// one thing the reader came for: what to do, in order.
func steps(in Input) []string {
	if in.Kind != KindPage {
		return nil
	}
	howTo := howToTitle.MatchString(in.Title)
	var run, headed, anyRun, numbered []string
	underStepHeading := false
	flush := func() {
		if len(run) >= 2 {
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
			if !slices.Contains(numbered, body) {
				numbered = append(numbered, body)
			}
		default:
			flush()
		}
	}
	flush()
	best := headed
	if best == nil && len(numbered) >= 2 {
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
