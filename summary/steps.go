package summary

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/internal/sentence"
)

// maxSteps bounds the steps (or numbered sections) a summary lists: a recipe's method runs to
// 17 steps (backen.de) and a cut one loses its end, the part that makes
// the cake. A longer list is cut, and the summary says so.
const maxSteps = 30

// writeInOrder lists xs, a page's steps or its numbered sections, as
// what ("Steps") in the page's order, each cited once (used), at most
// maxSteps of them: a longer list is cut, and the summary says so.
func writeInOrder(b *strings.Builder, cites *[]laika.Citation, used map[string]bool, what string, xs []string) {
	shown := xs[:min(len(xs), maxSteps)]
	if len(shown) < len(xs) {
		fmt.Fprintf(b, "%s, in the page's order (the first %d of %d):\n\n", what, len(shown), len(xs))
	} else {
		fmt.Fprintf(b, "%s, in the page's order:\n\n", what)
	}
	for i, x := range shown {
		fmt.Fprintf(b, "%d. %s\n", i+1, escapeMD(cutWords(x, maxPointChars)))
		if !used[x] {
			*cites = append(*cites, cite(x))
		}
		used[x] = true
	}
	b.WriteString("\n")
}

// maxStepScan bounds the steps read from a page, so that a summary can
// say how many it left out.
const maxStepScan = 200

// steps returns the page's instructions in page order, the first of:
//   - a run of two or more top-level list items under a heading that names
//     steps ("Instructions", "Zubereitung", "作り方");
//   - a count of 1, 2, 3 begun in such a section: numbered items (an <ol>
//     reads "1. "), "Step 1: …" lines or headings, or a number on its
//     own line over each step's text;
//   - the paragraphs of a section whose heading names the steps and
//     nothing else ("Method", "Zubereitung"), as many recipes write
//     their method;
//   - on a how-to, the first such count anywhere, else its first list.
//
// A how-to summarized as a few central sentences loses the one thing the
// reader came for: what to do, in order. A recipe's ingredients come
// before its method, so a list of amounts ("225g caster sugar") or one
// under an ingredients heading is no steps. Bare numbers elsewhere order
// something else: a ranking ("1. TestSprite"), the numbered questions of
// an FAQ or a forum post, a recipe card's related recipes.
func steps(in Input) []string {
	if in.Kind != KindPage {
		return nil
	}
	s := &stepScan{howTo: howToTitle.MatchString(in.Title)}
	for line := range strings.Lines(in.Text) {
		s.line(strings.TrimRight(line, "\n"))
	}
	return s.result()
}

// stepScan reads a page's lines for its steps (steps).
type stepScan struct {
	howTo bool
	// The section the line is in: under a heading that names steps
	// (stepLevel is that heading's level; strict, it names the steps
	// themselves), or under one that names what the how-to needs.
	underStep, strict, underThings bool
	// labelled: underThings comes from a label line, whose list is all
	// it names.
	labelled  bool
	stepLevel int
	// The list being read, and the runs kept.
	run            []string
	runOrdered     bool
	prevN          int
	headed, anyRun []string
	// The page's first count of 1, 2, 3; counted once it ended.
	numbered                []string
	counted, numberedInStep bool
	// A strict section's paragraphs; parasDone once it ended.
	paras     []string
	parasDone bool
	// mark is the number a step's own line or heading drew before its
	// text ("1" or "Krok 1", then "Roast the chicken …"); named, a
	// step's name said it was one.
	mark  int
	named bool
	// worded: the mark was a step's own line ("Step 3", "SETUP STEP
	// #1"), not a number or a slide's counter ("1/4").
	worded bool
	// pending is a paragraph read after a list's item: the item's
	// second block if the list goes on after it (resume).
	pending string
}

func (s *stepScan) line(line string) {
	body, kind := laika.StripPrefix(line)
	if body == "" {
		return
	}
	s.resume(line, kind)
	if s.labelled && kind != '-' && !thingsLabel(body) {
		s.underThings, s.labelled = false, false // a label's list ended
	}
	if k := s.mark; k > 0 {
		s.mark = 0
		if kind == 'h' && s.worded && stepTitle.FindStringSubmatch(body) == nil {
			// "SETUP STEP #1" over "Sit up straight": the heading
			// under a step's mark names the step.
			s.flush()
			s.count(body, k, false)
			return
		}
		r, _ := utf8.DecodeRuneInString(body)
		if kind == 'p' && !unicode.IsLower(r) && bareNumber(body) == 0 {
			// A step opens as a sentence does; "1" over "cup
			// butter" is an ingredient's amount.
			s.flush()
			s.count(body, k, !s.named)
			// A numbered paragraph is the method's paragraph too:
			// "1" over a heading ("Vorbereiten") breaks the count,
			// and step 4, under no heading, was lost (Dr. Oetker).
			s.para(kind, body)
			return
		}
	}
	n, _ := laika.Ordinal(line)
	switch {
	case kind == 'h':
		s.flush()
		s.heading(body, headingLevel(line))
	case (kind == 'p' || kind == '-') && bareNumber(body) > 0:
		s.flush()
		// A counter ("3 von 17") says the number is a step's, as "Step 3"
		// does; a number alone may be an amount.
		s.mark, s.named, s.worded = bareNumber(body), counter.MatchString(body), false
	case kind == '-' && !strings.HasPrefix(line, " ") && (s.howTo || s.underStep):
		// A list ends where the next begins: a bulleted item after
		// a numbered one, or a count that does not go on.
		if len(s.run) > 0 && (n > 0) != s.runOrdered || s.runOrdered && n != s.prevN+1 {
			s.flush()
		}
		s.run = append(s.run, body)
		s.runOrdered, s.prevN = n > 0, n
		if n > 0 {
			s.count(body, n, true)
		}
	case kind == '-':
		// a nested item belongs to the step above it; a numbered one
		// elsewhere is a ranking's
	case kind == 'p' && stepMark(body) > 0:
		// "Step 3" on a line of its own over the step's text, as a
		// heading would say it (eHow, WikiHow's print view).
		s.flush()
		s.mark, s.named, s.worded = stepMark(body), true, true
		s.underThings = false
	case kind == 'p' && thingsLabel(body):
		// "What You'll Need:" set as a label over its list: what the
		// how-to needs, as under such a heading, up to the first line
		// that is no item.
		s.flush()
		s.underThings, s.labelled = true, true
	case kind == 'p' && numberedStart(body) && stepLine.MatchString(body):
		s.flush()
		n, rest, bare := leadingNumber(body)
		if !bare {
			rest = body
		}
		s.count(rest, n, bare)
	default:
		if kind == 'p' && len(s.run) > 0 {
			s.pending = body // resume decides
			return
		}
		s.flush()
		s.para(kind, body)
	}
}

// resume settles the paragraph read after a list's item, now that the
// next line is read. A list holds nothing but items, so a paragraph
// between two of its items is the first one's second block: a recipe
// card's step sets its note and its instruction apart ("You can watch
// the video …", then "Add all the filling ingredients to a food
// processor …"), and the step was lost, the method starting at step 2.
// Only a bulleted list is read so: a numbered one is often cut in two
// around a note ("3. Sift in the flour.", "Bake it now, then …", "4. Mix
// the lemon juice"), its count going on in a second list. Otherwise the
// list ended before the paragraph.
func (s *stepScan) resume(line string, kind byte) {
	p := s.pending
	if p == "" {
		return
	}
	s.pending = ""
	if kind == '-' && !strings.HasPrefix(line, " ") && (s.howTo || s.underStep) {
		if n, _ := laika.Ordinal(line); n == 0 && !s.runOrdered {
			s.run[len(s.run)-1] += " " + p
			return
		}
	}
	s.flush()
	s.para('p', p)
}

// headingLevel is the level of a heading's line ("H3: …", or "> H3: …"
// in a quote; laika.StripPrefix read it as one).
func headingLevel(line string) int {
	return int(strings.TrimPrefix(strings.TrimLeft(line, " \t"), "> ")[1] - '0')
}

// para keeps a paragraph of a section that names the steps themselves.
func (s *stepScan) para(kind byte, body string) {
	if kind == 'p' && s.strict && !s.parasDone && len(s.paras) < maxStepScan && readsAsSentence(body) {
		s.paras = append(s.paras, body)
	}
}

// heading starts a section, or a step when it numbers one ("Krok 2",
// "Step 2: Trim the roots"). A heading below one that names the steps
// themselves ("Vorbereiten" under "Zubereitung") goes on with them; one
// below a topic ("What you need" under "How to descale …") does not.
func (s *stepScan) heading(body string, level int) {
	if m := stepTitle.FindStringSubmatch(body); m != nil {
		n, _ := strconv.Atoi(m[2])
		if m[3] != "" {
			s.count(body, n, false)
		} else {
			s.mark, s.named, s.worded = n, true, true
		}
		if !s.underStep {
			s.underStep, s.stepLevel = true, level-1
		}
		s.underThings = false
		return
	}
	if s.strict && level > s.stepLevel {
		return
	}
	if s.strict && len(s.paras) >= 2 {
		s.parasDone = true
	} else if !s.parasDone {
		s.paras = nil
	}
	s.strict = strictHeading.MatchString(body)
	s.underStep = s.strict || stepHeading.MatchString(body)
	s.stepLevel = level
	s.underThings, s.labelled = thingsHeading.MatchString(body), false
}

// minLooseSteps: a list read as a how-to's steps only because the page
// is a how-to holds at least this many items.
const minLooseSteps = 3

// flush ends the list being read, keeping it if it may be steps. A
// bulleted list of labels, each explained ("Variety: Mix up your
// practice …", "Certifications: Some instructors hold …"), names tips or
// things to weigh, in no order, even under "How to make practice
// enjoyable": only a section that names the steps themselves ("Method")
// or a count orders them.
func (s *stepScan) flush() {
	if len(s.run) >= 2 && !asks(s.run) && !quantities(s.run) && (s.strict || s.runOrdered || !labelled(s.run)) {
		if s.underStep && s.headed == nil {
			s.headed = s.run
		}
		// Any list on a how-to page is the weakest sign of steps: two
		// items are as often two things to say or to weigh ("What you
		// could say:") as a method.
		if s.howTo && !s.underThings && s.anyRun == nil && len(s.run) >= minLooseSteps {
			s.anyRun = s.run
		}
	}
	s.run, s.runOrdered = nil, false
}

// count adds a numbered line to the page's first count of 1, 2, 3.
// Numbers that start again after it order something else: a recipe
// card's related recipes, its nutrition, a second ranking. bare: only
// the number said it was a step, no "Step".
func (s *stepScan) count(body string, n int, bare bool) {
	switch {
	case s.counted || s.underThings && bare || slices.Contains(s.numbered, body):
		// Under "Ingredients" a bare number is an amount's; "Step 3"
		// and "3 von 17" are steps wherever they are.
		return
	case !bare:
		// "Step 2: …"
	case !s.howTo && !s.underStep || question(body):
		// A ranking, a list of questions, a numbered remark in a
		// post: numbers that order no instructions.
		return
	case n == len(s.numbered)+1:
	case len(s.numbered) >= 2:
		s.counted = true
		return
	case n == 1:
		s.numbered = nil // a false start: "1" alone
	default:
		s.numbered = nil
		return
	}
	if len(s.numbered) == 0 {
		s.numberedInStep = s.underStep
	}
	s.numbered = append(s.numbered, body)
}

func (s *stepScan) result() []string {
	s.resume("", 'p')
	s.flush()
	count := s.numbered
	if len(count) < 2 || quantities(count) {
		count = nil
	}
	best := s.headed
	if c := pick(s.numberedInStep, count); len(c) > len(best) && best != nil && slices.Equal(c[:len(best)], best) {
		// The method goes on after a note between its lists ("Bake
		// it now, then…", then "4. Mix the lemon juice"): its count
		// holds the headed list and the rest.
		best = c
	}
	for _, alt := range [][]string{pick(s.numberedInStep, count), pick(len(s.paras) >= 2, s.paras), count, s.anyRun} {
		if best == nil {
			best = alt
		}
	}
	if len(best) > maxStepScan {
		best = best[:maxStepScan]
	}
	return best
}

// counter is "3 of 17" and its kin: a step's place among all.
var counter = lazyregexp.New(`^(\d{1,3})\s*(?:of|von|de|sur|di|van|z|/)\s*\d{1,3}$`)

// stepMark is the number of a line that only numbers a step ("Step 3",
// "Krok 3:"), else 0.
func stepMark(body string) int {
	m := stepTitle.FindStringSubmatch(body)
	if m == nil || m[3] != "" {
		return 0
	}
	n, _ := strconv.Atoi(m[2])
	return n
}

// pick is list when ok, else nil.
func pick(ok bool, list []string) []string {
	if ok {
		return list
	}
	return nil
}

// readsAsSentence reports a paragraph that reads as one: four words or more,
// ending as a sentence ends.
func readsAsSentence(p string) bool {
	return wordCount(p) >= 4 && sentence.Stop(lastRune(p)) && lastRune(p) != '…'

}

// bareNumber is the number a line holds alone ("3", "3."), or the first
// of a counter ("3 of 17", "3 von 17", "3/17": a slideshow's steps),
// 1 to 999, else 0.
func bareNumber(s string) int {
	if m := counter.FindStringSubmatch(s); m != nil {
		s = m[1]
	}
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

// labelled reports a list most of whose items open with a label
// (itemLabel), not a step's own ("Step 2: …").
func labelled(items []string) bool {
	n := 0
	for _, it := range items {
		if itemLabel(it) != "" && stepTitle.FindStringSubmatch(it) == nil {
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
