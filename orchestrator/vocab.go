package orchestrator

import (
	"strconv"
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// An Action is one verb of the action vocabulary with its arguments: what
// the built-in planner compiles a goal into. A Program runs in order; the
// actions that need a browser or host tool (Search, Open, Calculate) each
// take one gated step, the others (Summarize, Answer, Compare, Price)
// read the current observation.
type Action struct {
	Verb Intent
	// Op refines the verb: "open" (Investigate: open a link or result),
	// "answer" (Find: answer a question), "results" (Find: list search
	// results), "report" (Find: say what the opened page is), "table"
	// (Create: comparison table), "total" (Price: sum prices).
	Op string
	// Topic is the query, question, label, URL or expression.
	Topic string
	// Ordinal is the 1-based result or item an Open refers to; 0 means
	// Topic names the link.
	Ordinal int
	// NewTab opens in a new tab.
	NewTab bool
}

// Action ops.
const (
	opOpen    = "open"
	opAnswer  = "answer"
	opResults = "results"
	opReport  = "report"
	opTable   = "table"
	opTotal   = "total"
	opSumm    = "summarize"
)

// Program is a compiled goal.
type Program []Action

// String renders the program in the vocabulary's notation:
// Search("x") → Open(result 1) → Summarize(ThisPage).
func (p Program) String() string {
	var parts []string
	for _, a := range p {
		arg := strconv.Quote(a.Topic)
		switch {
		case a.Op == opOpen && a.Ordinal == -1:
			arg = "last result"
		case a.Op == opOpen && a.Ordinal > 0:
			arg = "result " + strconv.Itoa(a.Ordinal)
		case a.Op == opSumm || a.Op == opReport || a.Op == opTable || a.Op == opResults:
			arg = "ThisPage"
		}
		parts = append(parts, string(a.Verb)+"("+arg+")")
	}
	return strings.Join(parts, " → ")
}

var (
	// "… and summarize it / them / the page / the top 2 results"
	reAndSummarize = lazyregexp.New(`^(.+?),?\s+(?:and|then|and then)\s+(?:summari[sz]e|sum up|tl;?dr|give me (?:a |the )?(?:summary|gist))(?:\s+(?:of\s+)?(?:it|them|that|this|the (?:page|article|story|result|results|post|thread)|the (?:top|first)\s*(\d+|one|two|three)?\s*(?:results?|links?|hits?)|the (second|third|fourth|fifth|last|2nd|3rd|4th|5th) (?:result|link|hit|one)))?$`)
	// "go to X and tell me Y", "open the third story and find out who wrote it"
	reOpenThenAsk = lazyregexp.New(`^(?:please )?(?:go to|open|visit|click(?: on)?|navigate to|follow|check)\s+(.+?),?\s+(?:and|then|and then)\s+(?:tell me|find out|show me|let me know|see|check|find|look up|answer|give me|say)\s+(.+)$`)
	// "search for X" at the start of a chain
	reSearchHead = lazyregexp.New(`^(?:please )?(?:search(?: the web| online)?(?: for)?|web search(?: for)?|google|look up)\s+(.+)$`)
	// "open / click / go to / follow X"
	reOpenHead = lazyregexp.New(`^(?:please )?(?:open|click(?: on)?|go to|navigate to|visit|follow|read)\s+(?:the\s+)?(.+?)(?:\s+(?:link|button|page))?$`)
	// "summarize the first result / story / link"
	reSummOrdinal = lazyregexp.New(`^(?:please )?(?:summari[sz]e|sum up|tl;?dr(?: of)?|open and summari[sz]e|read|give me (?:a |the )?(?:summary|gist) of|what does)\s+(?:the\s+)?(first|second|third|fourth|fifth|top|last|1st|2nd|3rd|4th|5th)\s+(result|link|story|article|headline|post|item|topic|hit|entry)s?(?:\s+say)?$`)
	// "summarize the top 3 results"
	reSummTopN = lazyregexp.New(`^(?:please )?(?:summari[sz]e|sum up|open and summari[sz]e|read)\s+(?:the\s+)?(?:top|first)\s+(\d|two|three)\s+(?:results|links|stories|articles|headlines|posts|hits)$`)
	// "compare the items / products on this page", "draft a comparison table"
	reCompare = lazyregexp.New(`^(?:please )?(?:(?:now |then )?(?:compare|contrast)\s+(?:the\s+|these\s+|those\s+|all\s+(?:the\s+|these\s+)?)?(?:items|products|options|results|offers|plans|listings|them|these|those|[\p{L}-]+s)?|(?:now |then )?(?:draft|make|create|build|give me|write)\s+(?:me\s+)?(?:a\s+)?(?:comparison|compare)(?:\s+table)?|(?:now |then )?(?:draft|make|create|build|write)\s+(?:me\s+)?a\s+table\s+(?:of|comparing)\s+.+)(?:\s+(?:on|in|from)\s+(?:this|the)\s+(?:page|list|listing))?$`)
	// "total cost of …", "how much do all the jackets cost", "add up the prices"
	reTotal = lazyregexp.New(`\b(?:total (?:cost|price|prices|amount)|sum of (?:the |all )?(?:prices|costs)|add up (?:the |all )?(?:prices|costs)|how much (?:would|will|do|does) (?:all|both|the|these|those|everything)\b.*\bcost(?: in total| altogether| together)?|(?:cost|price)s? (?:in total|altogether|combined))\b`)
	// questions about the page
	reQuestion = lazyregexp.New(`^(?:please )?(?:what|which|who|whom|whose|when|where|why|how|is|are|does|do|did|was|were|can|tell me|describe|explain|list|name|give me (?:the )?(?:title|name|date|author|price))\b`)
	// "the first headline", alone
	reOrdinalRef = lazyregexp.New(`\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|last|1st|2nd|3rd|4th|5th|#\d+|no\.? ?\d+|number \d+)\s+(headline|story|stories|result|item|article|post|comment|reply|topic|link|product|listing|entry|card)s?\b`)
)

// ordinal turns "first", "2nd", "#3", "top", "last" into 1, 2, 3, 1, -1.
func ordinal(w string) int {
	w = strings.TrimSpace(strings.ToLower(w))
	switch w {
	case "first", "1st", "top", "one":
		return 1
	case "second", "2nd", "two":
		return 2
	case "third", "3rd", "three":
		return 3
	case "fourth", "4th", "four":
		return 4
	case "fifth", "5th", "five":
		return 5
	case "sixth":
		return 6
	case "seventh":
		return 7
	case "eighth":
		return 8
	case "ninth":
		return 9
	case "tenth":
		return 10
	case "last":
		return -1
	}
	w = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(w, "#"), "number "), "no")
	w = strings.TrimSpace(strings.TrimPrefix(w, "."))
	if n, err := strconv.Atoi(w); err == nil && n > 0 {
		return n
	}
	return 0
}

// compileChain compiles the multi-step goals; single-step goals are left to
// Builtin.Plan's older rules. g is the normalised lower-case goal, orig the
// same in the user's case.
func compileChain(g, orig string) (Program, bool) {
	if m := reAndSummarize.FindStringSubmatch(g); m != nil {
		head, origHead := m[1], orig[:len(m[1])]
		n, first := 1, 1
		switch {
		case m[2] != "":
			n = min(max(ordinal(m[2]), 1), 3)
		case m[3] != "":
			first = ordinal(m[3]) // "the second result": that one only
		case strings.HasSuffix(g, "results") || strings.HasSuffix(g, "them"):
			n = 3
		}
		if s := reSearchHead.FindStringSubmatch(head); s != nil {
			q := tail(origHead, s[1])
			q = strings.TrimSuffix(strings.TrimSuffix(q, " and open the top result"), " and open the first result")
			p := Program{{Verb: Search, Topic: q}}
			if first != 1 {
				return append(p, Action{Verb: Investigate, Op: opOpen, Ordinal: first}, Action{Verb: Summarize, Op: opSumm}), true
			}
			for i := 1; i <= n; i++ {
				p = append(p, Action{Verb: Investigate, Op: opOpen, Ordinal: i}, Action{Verb: Summarize, Op: opSumm})
			}
			return p, true
		}
		if s := reOpenHead.FindStringSubmatch(head); s != nil {
			return Program{openTarget(tail(origHead, s[1])), {Verb: Summarize, Op: opSumm}}, true
		}
	}
	if m := reOpenThenAsk.FindStringSubmatch(g); m != nil {
		q := tail(orig, m[2])
		target := strings.TrimSpace(orig[strings.Index(g, m[1]):][:len(m[1])])
		if len(orig) != len(g) {
			target = m[1]
		}
		return Program{openTarget(target), {Verb: Find, Op: opAnswer, Topic: q}}, true
	}
	if m := reSummTopN.FindStringSubmatch(g); m != nil {
		var p Program
		for i := 1; i <= min(max(wordNumber(m[1]), 1), maxChainedResults); i++ {
			p = append(p, Action{Verb: Investigate, Op: opOpen, Ordinal: i}, Action{Verb: Summarize, Op: opSumm})
		}
		return p, true
	}
	if m := reSummOrdinal.FindStringSubmatch(g); m != nil {
		return Program{{Verb: Investigate, Op: opOpen, Ordinal: ordinal(m[1])}, {Verb: Summarize, Op: opSumm}}, true
	}
	if m := reSearchHead.FindStringSubmatch(g); m != nil {
		q := tail(orig, m[1])
		if lq := strings.ToLower(q); strings.HasSuffix(lq, " and open the top result") || strings.HasSuffix(lq, " and open the first result") {
			q = q[:strings.LastIndex(lq, " and open")]
			return Program{{Verb: Search, Topic: q}, {Verb: Investigate, Op: opOpen, Ordinal: 1}, {Verb: Find, Op: opReport}}, true
		}
		return Program{{Verb: Search, Topic: q}, {Verb: Find, Op: opResults, Topic: q}}, true
	}
	if reCompare.MatchString(g) {
		return Program{{Verb: Create, Op: opTable, Topic: orig}}, true
	}
	if reTotal.MatchString(g) {
		return Program{{Verb: Price, Op: opTotal, Topic: orig}, {Verb: Calculate, Topic: ""}}, true
	}
	return nil, false
}

// Words says what the program does in plain words, for the user:
// "open result 1, summarize it".
func (p Program) Words() string {
	var parts []string
	for _, a := range p {
		var w string
		switch {
		case a.Verb == Search:
			w = "search the web for “" + a.Topic + "”"
		case a.Op == opOpen && a.Ordinal == -1:
			w = "open the last result"
		case a.Op == opOpen && a.Ordinal > 0:
			w = "open result " + strconv.Itoa(a.Ordinal)
		case a.Op == opOpen:
			w = "open “" + a.Topic + "”"
		case a.Op == opSumm:
			w = "summarize it"
		case a.Op == opAnswer:
			w = "answer from it"
		case a.Op == opResults:
			w = "list the results"
		case a.Op == opReport:
			w = "tell you what opened"
		case a.Op == opTable:
			w = "make a comparison table"
		case a.Op == opTotal:
			w = "collect the prices"
		case a.Verb == Calculate:
			w = "add them up"
		default:
			w = strings.ToLower(string(a.Verb))
		}
		parts = append(parts, w)
	}
	return strings.Join(parts, ", ")
}

// openTarget is the Open action for a target phrase: "the third story" is
// an ordinal, anything else names a link (a trailing "page", "link",
// "button" or "tab" dropped).
func openTarget(target string) Action {
	target = strings.TrimSpace(target)
	lt := strings.ToLower(target)
	if r := reOrdinalRef.FindStringSubmatch(lt); r != nil && strings.HasPrefix(strings.TrimPrefix(lt, "the "), r[0]) {
		return Action{Verb: Investigate, Op: opOpen, Ordinal: ordinal(r[1])}
	}
	lt = strings.TrimPrefix(lt, "the ")
	if k := ordinal(lt); k != 0 && !strings.Contains(lt, " ") {
		// "the first link" whose noun a rule already dropped
		return Action{Verb: Investigate, Op: opOpen, Ordinal: k}
	}
	target = target[len(target)-len(lt):]
	for _, suf := range []string{" page", " link", " button", " tab", " section"} {
		if strings.HasSuffix(lt, suf) && len(lt) > len(suf)+2 {
			target = target[:len(target)-len(suf)]
			break
		}
	}
	return Action{Verb: Investigate, Op: opOpen, Topic: target}
}
