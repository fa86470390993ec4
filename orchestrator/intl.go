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

// normalizeGoal folds what a goal's wording may carry that the rules do
// not care about: Spanish opening marks, typographic apostrophes and
// quotes, and spaces before closing punctuation (French "c'est quoi ?").
//
// It also drops the polite wrapping a request comes in ("hey Laika, can
// you please …", "I'd like to know …", "… for me, thanks"), which carries
// no instruction, so the rules see the request itself.
func normalizeGoal(goal string) string {
	g := strings.Join(strings.Fields(goal), " ")
	g = strings.NewReplacer("’", "'", "‘", "'", "¿", "", "¡", "", " ?", "?", " !", "!").Replace(g)
	for i := 0; i < 4; i++ {
		loc := rePoliteHead.FindStringIndex(g)
		if loc == nil || loc[1] == 0 || loc[1] >= len(g) {
			break
		}
		g = g[loc[1]:]
	}
	if m := reKnowHead.FindStringSubmatchIndex(g); m != nil {
		g = g[m[2]:]
	}
	if loc := rePoliteTail.FindStringIndex(g); loc != nil && loc[0] > 0 {
		g = g[:loc[0]]
	}
	return strings.TrimSpace(g)
}

var (
	rePoliteHead = lazyregexp.New(`(?i)^(?:(?:hey|hi|hello|ok|okay)(?: laika)?[,!.]?\s+|laika[,:]\s+|(?:can|could|would|will) you(?: please)?\s+|please,?\s+|pls\s+|kindly\s+|i(?:'d| would) like (?:you )?to\s+|i want (?:you )?to\s+|help me(?: to)?\s+)`)
	// "I'd like to know who wrote this" asks "who wrote this"
	reKnowHead   = lazyregexp.New(`(?i)^(?:i want to know|i'd like to know|i would like to know|i wonder|do you know|tell me|know)\s+(who|what|when|where|which|how|why)\b`)
	rePoliteTail = lazyregexp.New(`(?i)(?:,?\s+(?:please|pls|for me|thanks|thank you)[.!?]*)+$`)
)
