package orchestrator

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/calc"
)

// Builtin is the deterministic no-model planner. It understands single
// action goals: summarize, find X on this page, search for X, open URL,
// click <label>, calculate <expr>, save this as <name>. Anything else gets
// a short note on what it can do. It is the planner whenever no model is
// configured or reachable.
type Builtin struct{}

// Name implements Planner.
func (Builtin) Name() string { return laika.BuiltinName }

var (
	reSummarize = lazyregexp.New(`^(?:please )?(?:summari[sz]e|sum up|tl;?dr|give me (?:a |the )?(?:summary|gist|key points)|what(?:'s| is) (?:this|the) (?:page|article|post|thread) about)\b`)
	reCalculate = lazyregexp.New(`^(?:please )?(?:calculate|compute|convert|evaluate|what(?:'s| is)|how much is)\s+(.+)$`)
	reSave      = lazyregexp.New(`^(?:please )?save (?:this|it|the page|this page)?\s*(?:(?:as|to|under|named|called)\s+(.+))?$`)
	reOpen      = lazyregexp.New(`^(?:please )?(?:open|go to|navigate to|visit|load)\s+(\S+)(\s+in (?:a )?new tab)?$`)
	reFind      = lazyregexp.New(`^(?:please )?(?:find|locate|look for|where (?:is|are|does it (?:say|mention))|search (?:this|the) page for|show me)\s+(.+?)(?:\s+(?:on|in) (?:this|the) (?:page|article|document))?$`)
	reOpenLabel = lazyregexp.New(`^(?:please )?(?:open|go to|navigate to|visit|follow)\s+(.+?)(\s+in (?:a )?new tab)?$`)
	// "what's the main point", "key takeaways", "in a nutshell"
	reSummaryAsk = lazyregexp.New(`^(?:a |the )?summary\b|\b(?:main (?:point|idea|argument|message|takeaway|points|ideas)|key (?:points|takeaways|ideas|facts)|takeaways|in a nutshell|in short|gist|tl;?dr|what(?:'s| is) on (?:this|the) page|what(?:'s| is) (?:this|it|the (?:page|article|post|story|thread|paper|video)) (?:about|saying))\b`)
	// "summarize the comments", "recap the discussion"
	reSummComments = lazyregexp.New(`^(?:please )?(?:summari[sz]e|sum up|recap|give me (?:a |the )?(?:summary|gist) of|what(?:'s| is) the (?:gist|summary) of)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:comments|replies|discussion|reviews|responses|thread's replies)\b`)
	reClick        = lazyregexp.New(`^(?:please )?(?:click|press|tap|hit|follow)(?: on)?(?: the)?\s+(.+?)(?:\s+(?:button|link|tab))?$`)
)

// maxSaveBytes bounds the page Markdown "save this" puts in an artifact.
const maxSaveBytes = 256 << 10

// maxFindMatches bounds the quotes a find answer returns.
const maxFindMatches = 5

// Plan implements Planner. A goal is compiled into the action vocabulary
// (see vocab.go) at its first step; the program is kept as a run note and
// every later step continues it from the run's history.
func (b Builtin) Plan(ctx context.Context, in PlanInput) (Proposal, error) {
	if prog := programOf(in.Notes); prog != nil {
		return b.runProgram(ctx, in, prog), nil
	}
	if p, ok := b.finish(in); ok {
		return p, nil
	}
	goal := normalizeGoal(in.Goal)
	g := strings.TrimRight(strings.ToLower(goal), ".!?")
	orig := strings.TrimRight(goal, ".!?")
	if p, ok := collectionStep(g, goal, in); ok {
		return p, nil
	}
	if prog, ok := b.compile(g, orig, in); ok {
		p := b.runProgram(ctx, in, prog)
		p.Notes = append([]Note{programNote(prog)}, p.Notes...)
		return p, nil
	}
	if p, ok := followUp(g, orig, in); ok {
		return p, nil
	}
	if reSummComments.MatchString(g) && in.Observation != nil && len(in.Observation.Comments) > 0 {
		return commentsDigest("comments", in.Observation), nil
	}
	switch {
	case reSummarize.MatchString(g) || reSummarizeIntl.MatchString(g) || reSummaryAsk.MatchString(g) && !reOrdinalRef.MatchString(g):
		return Proposal{Summary: "Summarizing this page.", Next: "summary.start"}, nil
	case reSave.MatchString(g):
		return saveProposal(orig, in.Observation), nil
	}
	if m := reCalculate.FindStringSubmatch(g); m != nil {
		expr := orig[len(orig)-len(m[1]):]
		if _, err := calc.Eval(expr, nil); err == nil {
			return call("Calculating "+expr+".", true, "app.calculate", map[string]any{"expression": expr}), nil
		}
	}
	if _, err := calc.Eval(orig, nil); err == nil && strings.ContainsAny(orig, "0123456789") {
		return call("Calculating "+orig+".", true, "app.calculate", map[string]any{"expression": orig}), nil
	}
	if m := reFind.FindStringSubmatch(g); m != nil && !reWhereQuestion.MatchString(g) {
		p := findOnPage(tail(orig, m[1]), in.Observation)
		if p.Stop == StopNoAnswer {
			// "find the price of the Orion S2", "show me the cheapest":
			// a question in a find's clothes.
			if q, ok := answerQuestion(tail(orig, m[1]), in.Observation); ok {
				return q, nil
			}
		}
		return p, nil
	}
	if reQuestion.MatchString(g) || reOrdinalRef.MatchString(g) || reQuestionIntl.MatchString(g) || reTopN.MatchString(g) || strings.HasSuffix(goal, "?") {
		p, _ := answerQuestion(orig, in.Observation)
		if p.Stop == StopNoAnswer {
			if q, ok := answerFromConversation(orig, in.Conversation); ok {
				return q, nil
			}
			// Not on the page, not in an earlier answer: the sources the
			// user collected may say.
			if in.Collection != nil && len(in.Collection.Sources) > 0 {
				if q := answerFromCollection(orig, in.Collection); q.Stop == "" {
					return q, nil
				}
			}
		}
		if q, ok := readWholePage(orig, p, in.Observation); ok && !reOrdinalRef.MatchString(g) && !reTopN.MatchString(g) {
			return q, nil
		}
		return p, nil
	}
	return abilities(goal, in.Observation), nil
}

// compile turns the goal into a program of more than one step, or one
// that reads after it acts: chains, opening links, search, comparisons,
// totals, and questions about an entry of the page that is on another page.
func (b Builtin) compile(g, orig string, in PlanInput) (Program, bool) {
	if p, ok := compileChain(g, orig); ok {
		return p, true
	}
	if m := reOpen.FindStringSubmatch(g); m != nil {
		if u, ok := urlish(orig[strings.Index(g, m[1]):][:len(m[1])]); ok {
			return Program{{Verb: Investigate, Op: opOpen, Topic: u, NewTab: m[2] != ""}, {Verb: Find, Op: opReport}}, true
		}
	}
	if m := reClick.FindStringSubmatch(g); m != nil {
		return Program{openTarget(tail(orig, m[1])), {Verb: Find, Op: opReport}}, true
	}
	if m := reOpenLabel.FindStringSubmatch(g); m != nil { // "open <label>", "go to the second result"
		a := openTarget(tail(orig, m[1]))
		a.NewTab = m[2] != ""
		return Program{a, {Verb: Find, Op: opReport}}, true
	}
	// "What are the comments about the first topic?" on a page that lists
	// topics but shows no comments: open the topic, then answer there.
	if m := reOrdinalRef.FindStringSubmatch(g); m != nil && in.Observation != nil && strings.Contains(g, "comment") &&
		len(in.Observation.Comments) == 0 && m[2] != "comment" && m[2] != "reply" && !strings.HasPrefix(g, "how many") {
		if links := itemLinks(in.Observation); len(links) > 0 {
			return Program{{Verb: Investigate, Op: opOpen, Ordinal: ordinal(m[1])}, {Verb: Find, Op: opAnswer, Topic: orig}}, true
		}
	}
	// "Who wrote the second result?" when the list does not say: open it,
	// then ask the page itself.
	if p, ok := askBehindEntry(g, orig, in.Observation); ok {
		return p, true
	}
	return nil, false
}

var (
	reWhereQuestion     = lazyregexp.New(`^where (?:is|are|was|were|do|does|did|can)\b`)
	reVerbsNeedingModel = lazyregexp.New(`^(?:please )?(?:now |then )?(?:draft|write|compose|translate|rewrite|rephrase|explain why|book|reserve|buy|order|email|reply|respond|generate|plan)\b`)
)

// abilities answers a goal the built-in planner cannot parse: what it
// cannot do, and the closest things it can do with this page.
func abilities(goal string, obs *laika.Observation) Proposal {
	var md strings.Builder
	stop := StopNeedsModel
	fmt.Fprintf(&md, "Without a model I cannot do “%s”.", clipLine(goal, 160))
	if !reVerbsNeedingModel.MatchString(strings.ToLower(goal)) {
		stop = StopUnparsed
		md.Reset()
		fmt.Fprintf(&md, "I did not understand “%s” without a model.", clipLine(goal, 160))
	}
	md.WriteString(" On this page I can:\n")
	if obs != nil {
		title := firstNonEmpty(obs.Title, "this page")
		fmt.Fprintf(&md, "\n- summarize “%s”", title)
		if len(obs.Items) > 1 {
			fmt.Fprintf(&md, "\n- compare its %d items, or tell you about “the first %s”", len(obs.Items), "item")
			if p := pricedItems(obs); len(p) > 1 {
				md.WriteString("\n- add up the total cost of its items")
			}
			fmt.Fprintf(&md, "\n- open and summarize “%s”", clipLine(obs.Items[0].Title, 80))
		}
		if len(obs.Comments) > 0 {
			md.WriteString("\n- tell you what the comments say")
		}
		if ws := contentWords(goal); len(ws) > 0 {
			fmt.Fprintf(&md, "\n- find “%s” on this page, or answer a question about it", ws[0])
		}
	}
	md.WriteString("\n- search the web for something, open a link, calculate an expression, or save this page")
	return Proposal{Summary: "I can't do that without a model; here is what I can do with this page.", Markdown: md.String(), Stop: stop}
}

// tail returns the part of orig (original case) that lower-cased sub
// matched at the end of the lower-cased goal.
func tail(orig, sub string) string {
	lo := strings.ToLower(orig)
	if i := strings.LastIndex(lo, sub); i >= 0 && len(lo) == len(orig) {
		return strings.Trim(orig[i:i+len(sub)], ` "“”'`)
	}
	return strings.Trim(sub, ` "“”'`)
}

func call(summary string, finish bool, name string, args map[string]any) Proposal {
	b, _ := json.Marshal(args)
	return Proposal{Summary: summary, FinishOnSuccess: finish, Calls: []laika.ToolCall{{Name: name, Arguments: b}}}
}

// finish ends a run once the builtin's single call has an outcome: the
// builtin never chains actions.
func (Builtin) finish(in PlanInput) (Proposal, bool) {
	var last *Entry
	for i := range in.History {
		if !in.History[i].Forced {
			last = &in.History[i]
		}
	}
	if last == nil {
		return Proposal{}, false
	}
	what := describeCall(last.Name, last.Arguments)
	if p := strings.TrimSuffix(strings.TrimSpace(last.Preview), "."); p != "" && !strings.Contains(p, "\n") {
		what = strings.ToLower(p[:1]) + p[1:]
	}
	switch last.Status {
	case "ok":
		if last.Summary != "" {
			return Proposal{Summary: last.Summary}, true
		}
		return Proposal{Summary: "Done: " + what + "."}, true
	case "denied":
		return Proposal{Summary: "Not done: " + what + " was not allowed (" + last.Reason + ")."}, true
	case "error":
		return Proposal{Summary: "Not done: " + what + " failed (" + last.Error + ")."}, true
	default:
		return Proposal{Summary: "Stopped: " + what + " did not run."}, true
	}
}

func describeCall(name string, args json.RawMessage) string {
	var a map[string]any
	json.Unmarshal(args, &a)
	switch name {
	case "search":
		return fmt.Sprintf("search for %q", a["query"])
	case "browser.navigate", "browser.open_tab":
		return fmt.Sprintf("open %v", a["url"])
	case "browser.click":
		return fmt.Sprintf("click %v", a["handleId"])
	}
	return name
}

// urlish turns "example.com/x" or "https://example.com" into an http(s)
// URL; anything without a dot in the host is not a URL.
func urlish(s string) (string, bool) {
	if !strings.Contains(s, "://") {
		s = "https://" + s
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || !strings.Contains(u.Host, ".") || strings.HasSuffix(u.Host, ".") {
		return "", false
	}
	return u.String(), true
}

func saveProposal(goal string, obs *laika.Observation) Proposal {
	if obs == nil {
		return Proposal{Summary: "There is no page to save."}
	}
	title := ""
	if m := reSave.FindStringSubmatch(strings.ToLower(goal)); m != nil && m[1] != "" {
		title = tail(goal, m[1])
	}
	if title == "" {
		title = obs.Title
	}
	if title == "" {
		title = "Saved page"
	}
	var md strings.Builder
	fmt.Fprintf(&md, "# %s\n\n", firstNonEmpty(obs.Title, title))
	if obs.URL != "" {
		fmt.Fprintf(&md, "Source: <%s>\n\n", obs.URL)
	}
	md.WriteString(apptools.ObservationMarkdown(obs))
	// The plan reply echoes the call's arguments and must stay under the
	// 1 MiB frame limit, so a huge page is saved cut (and says so).
	body, cut := apptools.Clip(md.String(), maxSaveBytes)
	if cut {
		body += "\n\n*(cut at " + strconv.Itoa(maxSaveBytes>>10) + " KiB)*\n"
	}
	return call("Saving this page as “"+title+"”.", true, "artifact.save", map[string]any{"title": title, "markdown": body})
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if strings.TrimSpace(x) != "" {
			return x
		}
	}
	return ""
}

// findOnPage answers "find X" from the observation: lines that contain the
// phrase, else lines that contain every word of it, quoted as citations.
func findOnPage(q string, obs *laika.Observation) Proposal {
	if obs == nil {
		return Proposal{Summary: "There is no page to search."}
	}
	lines := pageLines(obs)
	phrase := strings.ToLower(q)
	words := strings.Fields(phrase)
	var hits, keys []string
	for pass := 0; pass < 2 && len(hits) == 0; pass++ {
		for _, l := range lines {
			lo := strings.ToLower(l)
			ok := strings.Contains(lo, phrase)
			if pass == 1 {
				ok = len(words) > 1
				for _, w := range words {
					ok = ok && strings.Contains(lo, w)
				}
			}
			if k := findKey(l); ok && !overlaps(keys, k) {
				keys = append(keys, k)
				hits = append(hits, l)
				if len(hits) == maxFindMatches {
					break
				}
			}
		}
	}
	if len(hits) == 0 {
		return Proposal{Summary: "I could not find “" + q + "” on this page.", Stop: StopNoAnswer}
	}
	var md strings.Builder
	fmt.Fprintf(&md, "Found %d match", len(hits))
	if len(hits) > 1 {
		md.WriteString("es")
	}
	fmt.Fprintf(&md, " for “%s” on this page:\n\n", q)
	var cites []laika.Citation
	for _, h := range hits {
		quote, _ := apptools.Clip(h, 300)
		fmt.Fprintf(&md, "> %s\n\n", quote)
		loc := q
		if i := strings.Index(strings.ToLower(quote), phrase); i >= 0 {
			loc = quote[i : i+len(phrase)]
		}
		cites = append(cites, laika.Citation{DocID: "doc:web:summary", URL: obs.URL, Quote: quote,
			Locator: &laika.Locator{Type: "text_fragment", Value: loc}})
	}
	// No Summary: the Markdown's first line says the count (said once).
	return Proposal{Markdown: strings.TrimSpace(md.String()), Citations: cites}
}

// findKey is a line as a find compares it: lower case, spaces collapsed.
func findKey(l string) string { return strings.ToLower(strings.Join(strings.Fields(l), " ")) }

// overlaps reports whether k repeats a line already found, or is part of
// one, or holds one: a list item is read once with its nested items as a
// block and again on its own in the main text, and both are one match.
func overlaps(keys []string, k string) bool {
	for _, x := range keys {
		if strings.Contains(x, k) || strings.Contains(k, x) {
			return true
		}
	}
	return false
}

// pageLines lists the observation's text in reading order without
// structure prefixes: blocks, items, then page text lines.
func pageLines(o *laika.Observation) []string {
	var out []string
	add := func(s string) {
		for _, l := range strings.Split(s, "\n") {
			l, _ = laika.StripPrefix(l)
			if l = strings.TrimSpace(l); l != "" {
				out = append(out, l)
			}
		}
	}
	for _, b := range o.Blocks {
		add(b.Text)
	}
	for _, it := range o.Items {
		add(strings.TrimSpace(it.Title + " — " + it.Snippet))
	}
	if o.Primary != nil {
		add(o.Primary.Text)
	}
	add(o.Text)
	return out
}

// minLabelScore is the weakest label match an Open accepts: at least
// half the words of the request must appear in the label.
const minLabelScore = 50

// labelScore measures how well an element's label matches the requested
// text: 100 exact, 90 label contains it, 70 it contains the label, else the
// share of requested words present in the label, scaled to 60.
func labelScore(want string, e laika.Element) int {
	w := strings.ToLower(strings.TrimSpace(want))
	l := strings.ToLower(strings.TrimSpace(firstNonEmpty(e.Label, e.Name)))
	switch {
	case w == "" || l == "":
		return 0
	case l == w:
		return 100
	case strings.Contains(l, w):
		return 90
	case strings.Contains(w, l) && len(l) >= 3:
		return 70
	}
	words := strings.Fields(w)
	n := 0
	for _, x := range words {
		if strings.Contains(l, x) {
			n++
		}
	}
	s := n * 60 / len(words)
	if s >= 30 && n*2 >= len(words) {
		return max(s, minLabelScore)
	}
	return s / 2
}
