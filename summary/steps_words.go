package summary

import (
	"slices"
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// The words that say a page or a section gives instructions, in the
// languages Laika's users read most. A word boundary here is any
// non-letter, so that "Étapes" and "作り方" match as "Steps" does (Go's \b
// knows ASCII letters only).
const (
	wordStart = `(?:^|[^\p{L}])`
	wordEnd   = `(?:$|[^\p{L}])`
)

var (
	// stepHeading names a section of instructions, among other words
	// ("Installation steps", "Zubereitung der Füllung"); strictHeading
	// names the steps and nothing else ("Method", "Préparation :"): the
	// paragraphs under it are its steps.
	stepHeading   = lazyregexp.New(`(?i)` + wordStart + `(` + strings.Join(append(slices.Clip(stepsWords[2:]), topicWords...), "|") + `)` + wordEnd + `|` + cjkSteps)
	strictHeading = lazyregexp.New(`(?i)^\s*(` + strings.Join(stepsWords, "|") + `)\s*:?\s*$|^(` + cjkSteps + `)$`)
	// howToTitle names a page of instructions.
	howToTitle = lazyregexp.New(`(?i)^\s*(how to|how do i|guide to|a guide|step[- ]by[- ]step)` + wordEnd +
		`|` + wordStart + `(recipe|tutorial|instructions|rezept|anleitung|schritt für schritt|so geht|recette|tutoriel|pas à pas|receta|paso a paso|ricetta|passo passo|receita|passo a passo|recept|przepis|рецепт)` + wordEnd +
		`|レシピ|作り方|食谱|做法`)
	// stepLine is a paragraph written as a numbered step ("Step 2: …",
	// "Schritt 2", "3. …"). The number is followed by a space or a
	// separator: "12.01.26" is a date and "1.5 cups" a quantity, not steps.
	stepLine = lazyregexp.New(`(?i)^((` + strings.Join(stepNames, "|") + `)\s*\d+\s*[:.\-–—]?|\d{1,3}[.)](\s|$))\s*\S`)
	// stepTitle is a heading that numbers a step ("Step 3", "Krok 3",
	// "Step 3: Trim the roots", Logitech's "SETUP STEP #1"): what follows
	// the number, if anything, is the step's name.
	stepTitle = lazyregexp.New(`(?i)^(?:\pL+ )?(` + strings.Join(stepNames, "|") + `)\s*#?(\d{1,3})\s*[:.\-–—)]?\s*(.*)$`)
	// thingsHeading names what a how-to needs, not what it does.
	thingsHeading = lazyregexp.New(`(?i)` + wordStart + `(ingredients?|what you('ll| will)? need|you('ll| will) need|materials?|supplies|equipment|utensils|shopping list|` +
		`zutaten|utensilien|das brauchst du|du brauchst|ingrédients|matériel|ustensiles|ingredientes|materiales|utensilios|ingredienti|utensili|ingrediënten|składniki|ингредиенты)` + wordEnd + `|材料|配料`)
)

// stepsWords name the steps themselves. The first two do so only alone:
// "Method sets" and "Exam preparation" are no steps.
var stepsWords = []string{`method`, `preparation`, `steps?`, `instructions?`, `directions?`, `procedure`,
	`zubereitung`, `anleitung`, `schritte`, `so wird's gemacht`, `étapes`, `préparation`, `preparación`, `elaboración`, `pasos`,
	`preparazione`, `procedimento`, `modo de preparo`, `modo de fazer`, `como fazer`, `bereiding(swijze)?`, `werkwijze`,
	`przygotowanie`, `sposób przygotowania`, `приготовление`}

// topicWords name instructions as a topic ("How to apply"), whose
// paragraphs explain rather than list the steps.
var topicWords = []string{`how to`, `what to do`, `installation`}

// cjkSteps name steps in Japanese and Chinese, which put no spaces
// between words.
const cjkSteps = `作り方|做法|步骤|手順`

// stepNames are the words a step's number follows ("Step 2", "Schritt 2"),
// in lower case and free of regexp syntax: numberedStart matches them as
// plain prefixes, stepLine and stepTitle as alternatives.
var stepNames = []string{`step`, `schritt`, `étape`, `etape`, `paso`, `passo`, `krok`, `stap`, `шаг`}

// numberedStart is stepLine's cheap precondition (a digit or a step's
// name first), so that the regexp runs on few of a page's paragraphs.
func numberedStart(s string) bool {
	if s == "" {
		return false
	}
	if s[0] >= '0' && s[0] <= '9' {
		return true
	}
	l := strings.ToLower(s[:min(len(s), 8)])
	for _, w := range stepNames {
		if strings.HasPrefix(l, w) {
			return true
		}
	}
	return false
}

// maxLabelChars: a label over a list is a few words ("What you'll need:").
const maxLabelChars = 40

// thingsLabel is a line set as a label over a list of what a how-to
// needs ("What You'll Need:", "Zutaten:"), which reads as such a heading.
func thingsLabel(body string) bool {
	return strings.HasSuffix(body, ":") && len(body) <= maxLabelChars && thingsHeading.MatchString(body)
}

// maxThingWords: a thing a how-to needs is named in a few words
// ("2 Rührstäbe", "a small shallow dish").
const maxThingWords = 4

// thingsLine is a paragraph that lists things, not says something: three
// or more short parts between commas ("Backpinsel, Rührschüssel, 2
// Rührstäbe, Mixer."), as a recipe's utensils are set under their
// heading.
func thingsLine(body string) bool {
	parts := strings.Split(strings.TrimRight(body, "."), ", ")
	if len(parts) < 3 {
		return false
	}
	for _, p := range parts {
		if n := len(strings.Fields(p)); n == 0 || n > maxThingWords {
			return false
		}
	}
	return true
}
