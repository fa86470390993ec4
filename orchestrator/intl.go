package orchestrator

import (
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// The simple forms of other languages the built-in planner understands:
// "summarize this page" and plain questions in Spanish, French, German,
// Italian and Portuguese. Answers are still the page's own words; only
// the goal's verbs and question words are read. Go's \b is ASCII-only, so
// words with accents end at a space or the end instead.

var (
	reSummarizeIntl = lazyregexp.New(`^(?:por favor,? |s'il te plaît,? |s'il vous plaît,? |bitte,? |per favore,? )?(?:resume|resumir|resúmeme|resúmelo|resúmela|haz un resumen|dame un resumen|résume|résumez|résumer|fais un résumé|faites un résumé|fasse\s.*zusammen|fass\s.*zusammen|zusammenfassung|zusammenfassen|riassumi|riassunto|fammi un riassunto|resuma|resumo|faça um resumo)(?:\s|$)`)
	reQuestionIntl  = lazyregexp.New(`^(?:quién|quiénes|qué|cuándo|dónde|cuánto|cuánta|cuántos|cuántas|cómo|cuál|cuáles|qui|que|quoi|quand|où|combien|comment|quel|quelle|quels|quelles|est-ce|wer|was|wann|wo|wie|welche|welcher|welches|gibt es|chi|cosa|che cosa|quando|dove|quanto|quanti|quale|quem|onde|quantos|quantas|qual)(?:\s|$|')`)
	reWhoIntl       = lazyregexp.New(`^(?:quién|quiénes|qui|wer|chi|quem)(?:\s|$)|escribió|escrito por|autor|auteur|écrit|geschrieben|verfasst|scritto|escreveu`)
	reWhenIntl      = lazyregexp.New(`^(?:cuándo|quand|wann|quando)(?:\s|$)|publicad|publié|veröffentlicht|pubblicat`)
	reMoneyIntl     = lazyregexp.New(`cuánto (?:cuesta|costó|cuestan|vale)|precio|combien (?:coûte|coûtent|a coûté)|prix|wie viel kostet|was kostet|preis|quanto costa|quanto è costato|prezzo|quanto custa|preço|costó|coûté|kostete`)
	reCountIntl     = lazyregexp.New(`^(?:cuántos|cuántas|combien de|wie viele|quanti|quante|quantos|quantas)(?:\s|$)`)
)

// intlStopWords are the function words of those languages, kept out of a
// question's content words.
const intlStopWords = `el la los las un una unos unas de del al y o en por para con se es son fue era este esta estos estas ese esa
qué quién quiénes cuándo dónde cuánto cuánta cuántos cuántas cómo cuál cuáles lo su sus le les des du et ou est sont ce cette ces
qui que quoi quand où combien comment quel quelle quels quelles une dans sur pour avec pas der die das ein eine einer und oder ist
sind wer wann wo wie welche welcher welches von mit auf für den dem des nicht il gli di da che chi cosa quando dove quanto come
è nel della delle dei um uma os as em quem onde quantos quantas qual`

// normalizeGoal folds what a goal's wording may carry that the rules do
// not care about: Spanish opening marks, typographic apostrophes and
// quotes, and spaces before closing punctuation (French "c'est quoi ?").
func normalizeGoal(goal string) string {
	g := strings.Join(strings.Fields(goal), " ")
	g = strings.NewReplacer("’", "'", "‘", "'", "¿", "", "¡", "", " ?", "?", " !", "!").Replace(g)
	return strings.TrimSpace(g)
}
