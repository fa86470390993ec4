package summary

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
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
	// thingsHeading names what a how-to needs, not what it does.
	thingsHeading = lazyregexp.New(`(?i)\b(ingredients?|what you('ll| will)? need|you('ll| will) need|materials?|supplies|equipment|shopping list)\b`)
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
// two or more top-level list items under a heading that names steps, else
// "Step 1: …" lines, or on a how-to or under a steps heading its first
// count of 1, 2, 3 that asks no questions (numbered list items, an <ol>
// read "1. ", or a number on its own line over each step), else the
// how-to's first list of any kind. A how-to summarized as a few central
// sentences loses the one thing the reader came for: what to do, in
// order. A recipe's ingredients come before its method, so a list of
// quantities ("225g caster sugar") or one under an ingredients heading is
// no steps. Bare numbers elsewhere order something else: a ranking ("1.
// TestSprite"), the numbered questions of an FAQ or a forum post.
func steps(in Input) []string {
	if in.Kind != KindPage {
		return nil
	}
	howTo := howToTitle.MatchString(in.Title)
	var run, headed, anyRun, numbered []string
	runOrdered, prevN := false, 0
	counted := false // the first count ended
	underStepHeading, underThings := false, false
	flush := func() {
		if len(run) >= 2 && !asks(run) && !quantities(run) {
			if underStepHeading && headed == nil {
				headed = run
			}
			if howTo && !underThings && anyRun == nil {
				anyRun = run
			}
		}
		run, runOrdered = nil, false
	}
	// count adds a numbered line to the page's first count of 1, 2, 3.
	// Numbers that start again after it order something else: a recipe
	// card's related recipes, its nutrition, a second ranking.
	count := func(body string, n int, bare bool) {
		switch {
		case counted || underThings || slices.Contains(numbered, body):
		case !bare:
			numbered = append(numbered, body) // "Step 2: …"
		case !howTo && !underStepHeading || question(body):
			// A ranking, a list of questions, a numbered remark in a
			// post: numbers that order no instructions.
		case n == len(numbered)+1:
			numbered = append(numbered, body)
		case len(numbered) >= 2:
			counted = true
		case n == 1:
			numbered = []string{body} // a false start: "1" alone
		default:
			numbered = nil
		}
	}
	// mark is the number a step's own line drew before its text ("1",
	// then "Roast the chicken …"), as recipe cards set it apart.
	mark := 0
	for line := range strings.Lines(in.Text) {
		line = strings.TrimRight(line, "\n")
		body, kind := laika.StripPrefix(line)
		if body == "" {
			continue
		}
		if k := mark; k > 0 {
			mark = 0
			r, _ := utf8.DecodeRuneInString(body)
			if kind == 'p' && !unicode.IsLower(r) && bareNumber(body) == 0 {
				// A step opens as a sentence does; "1" over "cup
				// butter" is an ingredient's amount.
				flush()
				count(body, k, true)
				continue
			}
		}
		n, _ := laika.Ordinal(line)
		top := kind == '-' && !strings.HasPrefix(line, " ")
		switch {
		case kind == 'h':
			flush()
			underStepHeading = mayNameSteps(body) && stepHeading.MatchString(body)
			underThings = thingsHeading.MatchString(body)
		case (kind == 'p' || kind == '-') && bareNumber(body) > 0:
			flush()
			mark = bareNumber(body)
		case top && (howTo || underStepHeading):
			// A list ends where the next begins: a bulleted item after
			// a numbered one, or a count that does not go on.
			if len(run) > 0 && (n > 0) != runOrdered || runOrdered && n != prevN+1 {
				flush()
			}
			run = append(run, body)
			runOrdered, prevN = n > 0, n
			if n > 0 {
				count(body, n, true)
			}
		case kind == '-':
			// a nested item belongs to the step above it; a numbered
			// one elsewhere is a ranking's
		case kind == 'p' && numberedStart(body) && stepLine.MatchString(body):
			flush()
			n, rest, bare := leadingNumber(body)
			if !bare {
				rest = body
			}
			count(rest, n, bare)
		default:
			flush()
		}
	}
	flush()
	best := headed
	if best == nil && len(numbered) >= 2 && !quantities(numbered) {
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

// bareNumber is the number a line holds alone ("3", "3."), 1 to 999, else 0.
func bareNumber(s string) int {
	n, _ := strconv.Atoi(strings.TrimSuffix(s, "."))
	if n < 1 || n > 999 || s[0] == '0' || s[0] == '+' {
		return 0
	}
	return n
}

// quantities reports a list that is mostly amounts ("225g caster sugar",
// "½ cup milk", "2 x AA batteries"): what a recipe or a build needs, not
// what to do with it, which starts with a verb.
func quantities(items []string) bool {
	n := 0
	for _, it := range items {
		r, _ := utf8.DecodeRuneInString(it)
		if unicode.IsDigit(r) || unicode.Is(unicode.No, r) {
			n++
		}
	}
	return 2*n > len(items)
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
