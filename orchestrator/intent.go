package orchestrator

import (
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// Intent is the high-level verb a run records (spec: action vocabulary).
type Intent string

const (
	Summarize   Intent = "Summarize"
	Find        Intent = "Find"
	Search      Intent = "Search"
	Investigate Intent = "Investigate"
	Create      Intent = "Create"
	Save        Intent = "Save"
	Share       Intent = "Share"
	Price       Intent = "Price"
	Buy         Intent = "Buy"
	Invoke      Intent = "Invoke"
	Calculate   Intent = "Calculate"
	Dossier     Intent = "Dossier"
)

// intentRules are tried in order; the first match wins. More specific and
// riskier verbs come first so "buy the cheapest" is Buy, not Price, and
// "search this page for" is Find, not Search.
var intentRules = []struct {
	intent Intent
	re     *lazyregexp.Regexp
}{
	{Dossier, lazyregexp.New(`\b(dossier|everything (i need to know|about)|full (brief|profile)|due diligence)\b`)},
	{Buy, lazyregexp.New(`\b(buy|purchase|check ?out|place (an |the )?order|order (a|an|the|some)|add (it |this |them )?to (my |the )?(cart|basket)|subscribe to)\b`)},
	{Invoke, lazyregexp.New(`\b(invoke|webhook|api call|call the api|integration|post (it |this )?to (slack|sheets|notion|jira|github))\b`)},
	{Create, lazyregexp.New(`^(please )?(create|draft|write|compose|generate|make)\b`)},
	{Share, lazyregexp.New(`\b(share|send|email|e-mail|export|copy (it |this )?to (the )?clipboard)\b`)},
	{Save, lazyregexp.New(`^(please )?(save|bookmark|keep|store|clip)\b|\bsave (this|it|the page)\b`)},
	{Calculate, lazyregexp.New(`\b(calculate|compute|convert|how much is \d)\b|\d\s*(%|percent)\s*of\b|\d\s*[-+*/×÷^]\s*[\d($]`)},
	{Price, lazyregexp.New(`\b(price|prices|pricing|cost|costs|how much|cheapest|deal|discount|compare (the )?(plans|prices|offers))\b`)},
	{Summarize, lazyregexp.New(`\b(summari[sz]e|summary|tl;?dr|gist|key (points|takeaways)|what is (this|the) (page|article|post|thread) about)\b`)},
	{Find, lazyregexp.New(`\b(on (this|the) page|this page for|in (this|the) (article|page|document)|find|where (is|does|do)|locate|look for|click|press|tap|open)\b`)},
	{Search, lazyregexp.New(`\b(search|google|look up|web for|find .* online)\b`)},
	{Create, lazyregexp.New(`\b(create|draft|write|compose|generate|make (a|an|me)|checklist|table of)\b`)},
	{Investigate, lazyregexp.New(`\b(investigate|research|why|dig into|figure out|compare|analy[sz]e)\b`)},
}

// Classify maps a goal to its intent verb. Goals that match no rule are
// questions about the page: Find.
func Classify(goal string) Intent {
	g := strings.ToLower(strings.Join(strings.Fields(goal), " "))
	for _, r := range intentRules {
		if r.re.MatchString(g) {
			return r.intent
		}
	}
	return Find
}
