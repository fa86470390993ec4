package summary

import (
	"strings"
	"unicode/utf8"

	"github.com/laikabrowser/laika/internal/words"
)

// runePrefix returns the longest prefix of s of at most max bytes that does
// not split a rune.
func runePrefix(s string, max int) string {
	if len(s) <= max {
		return s
	}
	for max > 0 && !utf8.RuneStart(s[max]) {
		max--
	}
	return s[:max]
}

// commonWords are too common to say what a sentence is about, in
// English; the ranker leaves out the page's own language's too (rank.go).
var commonWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a about above after again against all also am an and any are as at be
because been before being below between both but by can could did do does doing down during each few
for from further had has have having he her here hers herself him himself his how however i if in into
is it its itself just may me might more most must my myself no nor not now of off on once only or other
our ours ourselves out over own same shall she should so some such than that the their theirs them
themselves then there these they this those through to too under until up upon us very was we were
what when where which while who whom why will with would yet you your yours yourself yourselves
it's don't that's there's can't won't isn't also one two new said says like get got make made use
used using many much well even still back way`) {
		m[w] = true
	}
	return m
}()

// topical reports whether goal asks about something on the page rather
// than for a summary as such: whether it holds a word that is neither a
// stopword nor one of requestWords. The sidecar's Summarize button sends
// "Summarize this page"; read as a topic, it turned a list page's entries
// from the page's order into a ranking by the words "summarize" and
// "page".
func topical(goal string) bool {
	found := false
	words.Each(goal, nil, func(w []byte) {
		if !found && !commonWords[string(w)] && !requestWords[string(w)] {
			found = true
		}
	})
	return found
}

// requestWords ask for a summary without saying about what, in English
// and in the languages whose requests the built-in planner reads as one
// (orchestrator/intl.go): "Resume esta página" was a topic, and a Spanish
// page's sentences were ranked by how often they said "esta".
var requestWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`summarize summarise summarized summarised summary summaries sum
recap tldr tl dr gist overview brief briefly short quick quickly key main points point takeaways
ideas idea page article post thread story document text site give tell show please
resume resumir resúmeme resúmelo resúmela resumen haz dame un una el la los las esta este esto de del
por favor página artículo texto puntos principales
résume résumez résumer résumé fais faites s'il te vous plaît cette cet ce cet le les du des une
article texte points
zusammenfassung zusammenfassen fasse fass zusammen bitte diese dieser dieses diesen den die das der
eine einen mir seite artikel punkte wichtigsten
riassumi riassunto fammi per questa questo il lo gli pagina articolo testo punti principali
resuma resumo faça faz uma um o a os as desta deste isto artigo`) {
		m[w] = true
	}
	return m
}()
