package orchestrator

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/calc"
	"github.com/laikabrowser/laika/summary"
)

// Note is something a planner read or decided during a run and wants at a
// later step: the compiled program, the result links of a search page, a
// summary of a page it opened. Notes live with the run; the model planner
// sees the "read" ones in its compact history.
type Note struct {
	Kind      string           `json:"kind"` // program, results, read
	URL       string           `json:"url,omitempty"`
	Title     string           `json:"title,omitempty"`
	Markdown  string           `json:"markdown,omitempty"`
	Citations []laika.Citation `json:"citations,omitempty"`
	Links     []string         `json:"links,omitempty"`
	Program   Program          `json:"program,omitempty"`
}

// Note kinds.
const (
	NoteProgram = "program"
	NoteResults = "results"
	NoteRead    = "read"
	// NoteBefore is the page an Open acted on (URL, title, the label it
	// clicked in Markdown, line keys in Links), to tell what changed.
	NoteBefore = "before"
)

// Stop reasons the built-in planner gives besides answered.
const (
	StopNoAnswer      = "no_answer_on_page"   // the page does not say
	StopNeedsModel    = "needs_model"         // the goal needs a model to write or reason
	StopNotFound      = "target_not_found"    // the link or result to open is not on the page
	StopNotDone       = "step_not_done"       // a step was denied, failed or never ran
	StopNoProgress    = "no_progress"         // the model re-observed or repeated itself
	StopNoResults     = "no_results"          // a search page with no results to open
	StopNothingToSum  = "nothing_to_total"    // no prices to add up
	StopUnparsed      = "goal_not_understood" // the built-in planner could not parse the goal
	maxChainedResults = 3
)

func programOf(notes []Note) Program {
	for _, n := range notes {
		if n.Kind == NoteProgram {
			return n.Program
		}
	}
	return nil
}

// isToolAction reports whether a takes a gated tool step.
func isToolAction(a Action) bool {
	return a.Verb == Search || a.Op == opOpen || a.Verb == Calculate
}

// runProgram executes prog from where the run's history says it is: each
// tool action matches one of the run's own (non-forced) calls, in order;
// the reading actions after the last finished call run on the current
// observation, up to the next tool action, which is proposed.
func (b Builtin) runProgram(ctx context.Context, in PlanInput, prog Program) Proposal {
	var done []Entry
	for _, e := range in.History {
		if !e.Forced {
			done = append(done, e)
		}
	}
	pos, used := 0, 0
	for i, a := range prog {
		if !isToolAction(a) {
			continue
		}
		if used == len(done) {
			break
		}
		e := done[used]
		used++
		if e.Status != "ok" {
			return stepNotDone(e, prog, i)
		}
		pos = i + 1
	}
	st := &chainState{in: in, prog: prog}
	for i := pos; i < len(prog); i++ {
		a := prog[i]
		if isToolAction(a) {
			p := st.toolStep(a, i)
			p.Notes = append(st.notes, p.Notes...)
			return p
		}
		if p, stop := st.read(ctx, a, i == len(prog)-1); stop {
			p.Notes = append(st.notes, p.Notes...)
			return p
		}
	}
	return Proposal{Summary: "Done.", Notes: st.notes}
}

// chainState carries one step's work across the program's actions.
type chainState struct {
	in    PlanInput
	prog  Program
	notes []Note
	// expr is the sum Price built for Calculate.
	expr  string
	md    strings.Builder
	cites []laika.Citation
}

// stepNotDone ends a chain whose step was denied, failed or never ran,
// saying what was done and what is missing.
func stepNotDone(e Entry, prog Program, at int) Proposal {
	what := describeCall(e.Name, e.Arguments)
	if p := strings.TrimSuffix(strings.TrimSpace(e.Preview), "."); p != "" && !strings.Contains(p, "\n") {
		what = strings.ToLower(p[:1]) + p[1:]
	}
	rest := Program(prog[at:]).Words()
	var s string
	switch e.Status {
	case "denied":
		s = "Not done: " + what + " was not allowed (" + e.Reason + ")."
	case "error":
		s = "Not done: " + what + " failed (" + e.Error + ")."
	default:
		s = "Stopped: " + what + " did not run."
	}
	if at > 0 {
		s += " Done so far: " + Program(prog[:at]).Words() + "."
	}
	s += " Still to do: " + rest + "."
	return Proposal{Summary: s, Stop: StopNotDone}
}

// toolStep proposes the call for tool action a.
func (st *chainState) toolStep(a Action, i int) Proposal {
	obs := st.in.Observation
	switch {
	case a.Verb == Search:
		return call("Searching the web for “"+a.Topic+"”; then I will "+Program(st.prog[i+1:]).Words()+".", false, "search", map[string]any{"query": a.Topic, "newTab": false})
	case a.Verb == Calculate:
		if st.expr == "" {
			return Proposal{Summary: "There are no prices on this page to add up.", Stop: StopNothingToSum}
		}
		p := call("Adding up the prices: "+st.expr+".", true, "app.calculate", map[string]any{"expression": st.expr})
		p.Markdown, p.Citations = strings.TrimSpace(st.md.String()), st.cites
		return p
	}
	// Open.
	if obs == nil {
		return Proposal{Summary: "There is no page to open a link from.", Stop: StopNoPage}
	}
	p := st.openStep(a)
	if len(p.Calls) > 0 {
		label := a.Topic
		if e, ok := obs.Element(handleOf(p.Calls[0])); ok {
			label = firstNonEmpty(e.Label, e.Name, label)
		}
		st.notes = append(st.notes, Note{Kind: NoteBefore, URL: obs.URL, Title: obs.Title, Markdown: label, Links: lineKeys(obs)})
	}
	return p
}

// openStep proposes the call for an Open action.
func (st *chainState) openStep(a Action) Proposal {
	obs := st.in.Observation
	if a.Ordinal != 0 {
		links := resultLinks(st.in.Notes)
		if links == nil {
			links = itemLinks(obs)
			if len(links) > 0 && countOpens(st.prog) > 1 {
				st.notes = append(st.notes, Note{Kind: NoteResults, URL: obs.URL, Title: obs.Title, Links: links[:min(len(links), maxChainedResults)]})
			}
		}
		k, ok := pick(len(links), a.Ordinal)
		if !ok {
			if len(links) == 0 {
				return Proposal{Summary: "I found no results or links to open on “" + firstNonEmpty(obs.Title, obs.URL) + "”.", Stop: StopNoResults}
			}
			// Fewer results than asked: finish with what was read.
			return st.finishReads("Only " + fmt.Sprint(len(links)) + " results were on the page.")
		}
		return openURL(links[k], obs, fmt.Sprintf("Opening result %d", a.Ordinal), a.NewTab)
	}
	if u, ok := urlish(a.Topic); ok && !strings.Contains(a.Topic, " ") {
		if a.NewTab {
			return call("Opening "+u+" in a new tab.", false, "browser.open_tab", map[string]any{"url": u})
		}
		return call("Opening "+u+".", false, "browser.navigate", map[string]any{"url": u})
	}
	// A label: the best element, else an item with that title.
	best, bestScore := laika.Element{}, 0
	for _, e := range obs.Elements {
		if s := labelScore(a.Topic, e); s > bestScore {
			best, bestScore = e, s
		}
	}
	itemURL, itemScore := "", 0
	for _, it := range obs.Items {
		if it.URL == "" {
			continue
		}
		if s := labelScore(a.Topic, laika.Element{Label: it.Title + " " + it.Snippet}); s > itemScore {
			itemURL, itemScore = it.URL, s
		}
	}
	if bestScore >= minLabelScore && bestScore >= itemScore {
		verb := "Opening" // a link; a button is clicked
		if best.Href == "" {
			verb = "Clicking"
		}
		return call(verb+" “"+firstNonEmpty(best.Label, best.Name, best.HandleID)+"”.", false, "browser.click", map[string]any{"handleId": best.HandleID})
	}
	if itemScore >= minLabelScore {
		return openURL(itemURL, obs, "Opening “"+a.Topic+"”", a.NewTab)
	}
	return Proposal{Summary: "I could not find “" + a.Topic + "” to open on this page.", Stop: StopNotFound}
}

// openURL clicks the page's own link to u when there is one (the user
// sees the same navigation they would make), else navigates to it.
func openURL(u string, obs *laika.Observation, what string, newTab bool) Proposal {
	if !newTab {
		for _, e := range obs.Elements {
			if e.Href != "" && sameURL(e.Href, u) && !e.Disabled {
				return call(what+": “"+firstNonEmpty(e.Label, u)+"”.", false, "browser.click", map[string]any{"handleId": e.HandleID})
			}
		}
		return call(what+": "+u+".", false, "browser.navigate", map[string]any{"url": u})
	}
	return call(what+" in a new tab: "+u+".", false, "browser.open_tab", map[string]any{"url": u})
}

func sameURL(a, b string) bool {
	return strings.TrimSuffix(strings.SplitN(a, "#", 2)[0], "/") == strings.TrimSuffix(strings.SplitN(b, "#", 2)[0], "/")
}

func countOpens(p Program) int {
	n := 0
	for _, a := range p {
		if a.Op == opOpen {
			n++
		}
	}
	return n
}

func resultLinks(notes []Note) []string {
	for _, n := range notes {
		if n.Kind == NoteResults {
			return n.Links
		}
	}
	return nil
}

// itemLinks lists the observation's item URLs in order, without repeats.
func itemLinks(obs *laika.Observation) []string {
	var out []string
	seen := map[string]bool{}
	for _, it := range obs.Items {
		if it.URL == "" || seen[it.URL] || !strings.HasPrefix(it.URL, "http") {
			continue
		}
		seen[it.URL] = true
		out = append(out, it.URL)
	}
	return out
}

// read runs a reading action on the current observation. stop reports
// that the step's proposal is final (an answer or a stop).
func (st *chainState) read(ctx context.Context, a Action, last bool) (Proposal, bool) {
	obs := st.in.Observation
	if obs == nil {
		return Proposal{Summary: "There is no page to read.", Stop: StopNoPage}, true
	}
	switch a.Op {
	case opSumm:
		md, cites := pageSummary(ctx, obs)
		if !last {
			st.notes = append(st.notes, Note{Kind: NoteRead, URL: obs.URL, Title: obs.Title, Markdown: md, Citations: cites})
			return Proposal{}, false
		}
		reads := readNotes(st.in.Notes)
		if len(reads) == 0 {
			head := "Summary of “" + firstNonEmpty(obs.Title, obs.URL) + "”"
			return Proposal{Markdown: "**" + head + "** (<" + obs.URL + ">)\n\n" + md, Citations: cites}, true
		}
		reads = append(reads, Note{URL: obs.URL, Title: obs.Title, Markdown: md, Citations: cites})
		return combineReads(reads, ""), true
	case opAnswer:
		p, _ := answerQuestion(a.Topic, obs)
		return p, true
	case opReport:
		return reportPage(obs, st.in.Notes), true
	case opResults:
		return listResults(a.Topic, obs), true
	case opTable:
		return compareItems(obs, st.in.Conversation), true
	case opTotal:
		rows := namedRows(a.Topic, pricedItems(obs))
		if len(rows) == 0 {
			return Proposal{Summary: "I found no prices on this page to add up.", Stop: StopNothingToSum}, true
		}
		var terms []string
		fmt.Fprintf(&st.md, "Prices on this page (%d):\n\n", len(rows))
		for _, r := range rows {
			// The sum in Eval's notation: a page's "12,50 €" is no
			// number to it, and its "1.699,00 €" is 1.699.
			if a, ok := calc.ReadAmount(r.price); ok {
				terms = append(terms, a.Expr())
			} else {
				terms = append(terms, r.price)
			}
			fmt.Fprintf(&st.md, "- %s: %s\n", r.name, r.price)
			st.cites = append(st.cites, cite(obs, r.quote))
		}
		st.expr = strings.Join(terms, " + ")
		return Proposal{}, false
	}
	return Proposal{Summary: "Done."}, true
}

func readNotes(notes []Note) []Note {
	var out []Note
	for _, n := range notes {
		if n.Kind == NoteRead {
			out = append(out, n)
		}
	}
	return out
}

// finishReads ends a multi-result chain early with what it read.
func (st *chainState) finishReads(why string) Proposal {
	reads := readNotes(st.in.Notes)
	if len(reads) == 0 {
		return Proposal{Summary: why, Stop: StopNoResults}
	}
	return combineReads(reads, why)
}

func combineReads(reads []Note, why string) Proposal {
	var md strings.Builder
	var cites []laika.Citation
	if why != "" {
		md.WriteString(why + "\n\n")
	}
	for i, r := range reads {
		fmt.Fprintf(&md, "### %d. %s\n<%s>\n\n%s\n\n", i+1, firstNonEmpty(r.Title, r.URL), r.URL, strings.TrimSpace(r.Markdown))
		cites = append(cites, r.Citations...)
	}
	return Proposal{Summary: fmt.Sprintf("Summaries of %d pages.", len(reads)), Markdown: strings.TrimSpace(md.String()), Citations: cites}
}

// pageSummary is the built-in (extractive) summary of obs: the same
// pipeline as summary.start without a model, citations pointing at obs.
func pageSummary(ctx context.Context, obs *laika.Observation) (string, []laika.Citation) {
	res, err := summary.Run(ctx, obs, nil, summary.Options{Style: summary.StyleBrief}, nil)
	if err != nil && strings.TrimSpace(res.Text) == "" {
		return "The page could not be summarized (" + laika.ErrorCode(err) + ").", nil
	}
	cites := res.Citations
	for i := range cites {
		if cites[i].URL == "" {
			cites[i].URL = obs.URL
		}
	}
	return strings.TrimSpace(res.Text), cites
}

// reportPage says what page an action led to: its title and opening lines;
// or, when the action did not leave the page (a button that changes it in
// place), what changed on it.
func reportPage(obs *laika.Observation, notes []Note) Proposal {
	if b, ok := lastBefore(notes); ok && sameURL(b.URL, obs.URL) {
		return reportInPlace(b, obs)
	}
	title := firstNonEmpty(obs.Title, obs.URL)
	var md strings.Builder
	fmt.Fprintf(&md, "Opened **%s** (<%s>).", title, obs.URL)
	var cites []laika.Citation
	n := 0
	for _, p := range passages(obs) {
		if p.kind != "text" || len(p.text) < 40 || n == 2 {
			continue
		}
		fmt.Fprintf(&md, "\n\n> %s", p.text)
		cites = append(cites, cite(obs, p.text))
		n++
	}
	// No Summary: the Markdown's first line is the summary (said once).
	return Proposal{Markdown: md.String(), Citations: cites}
}

// listResults answers a plain search with the results it shows.
func listResults(q string, obs *laika.Observation) Proposal {
	items := obs.Items
	if len(items) == 0 {
		return Proposal{Summary: "The search for “" + q + "” ran, but I could not read any results on “" + firstNonEmpty(obs.Title, obs.URL) + "”.", Stop: StopNoResults}
	}
	var md strings.Builder
	var cites []laika.Citation
	fmt.Fprintf(&md, "Top results for “%s”:\n\n", q)
	for i, it := range items[:min(5, len(items))] {
		fmt.Fprintf(&md, "%d. **%s**", i+1, it.Title)
		if it.URL != "" {
			fmt.Fprintf(&md, " — <%s>", it.URL)
		}
		if it.Snippet != "" {
			fmt.Fprintf(&md, "\n   %s", it.Snippet)
		}
		md.WriteString("\n")
		cites = append(cites, cite(obs, it.Title))
	}
	md.WriteString("\nAsk “summarize the first result” to read one.")
	return Proposal{Summary: fmt.Sprintf("%d results for “%s”; the first is “%s”.", len(items), q, clipLine(items[0].Title, 100)), Markdown: md.String(), Citations: cites}
}

// programNote records the compiled program for later steps.
func programNote(p Program) Note {
	return Note{Kind: NoteProgram, Program: p, Markdown: p.String()}
}

// maxLineKeys bounds the lines of a page remembered before an action.
const maxLineKeys = 400

// lineKeys are short hashes of the page's lines, to tell later which lines
// are new.
func lineKeys(obs *laika.Observation) []string {
	var out []string
	for _, l := range pageLines(obs) {
		if len(out) == maxLineKeys {
			break
		}
		out = append(out, lineKey(l))
	}
	return out
}

func lineKey(l string) string {
	h := fnv.New64a()
	h.Write([]byte(l))
	return strconv.FormatUint(h.Sum64(), 36)
}

func lastBefore(notes []Note) (Note, bool) {
	for i := len(notes) - 1; i >= 0; i-- {
		if notes[i].Kind == NoteBefore {
			return notes[i], true
		}
	}
	return Note{}, false
}

func handleOf(c laika.ToolCall) string {
	var a struct {
		HandleID string `json:"handleId"`
	}
	json.Unmarshal(c.Arguments, &a)
	return a.HandleID
}

// reportInPlace says what an action that stayed on the page changed: the
// lines that were not there before (up to three), quoted.
func reportInPlace(b Note, obs *laika.Observation) Proposal {
	seen := map[string]bool{}
	for _, k := range b.Links {
		seen[k] = true
	}
	var md strings.Builder
	fmt.Fprintf(&md, "Clicked “%s”; the page stayed at <%s>.", clipLine(firstNonEmpty(b.Markdown, "it"), 100), obs.URL)
	var cites []laika.Citation
	for _, l := range pageLines(obs) {
		if len(cites) == 3 {
			break
		}
		if !seen[lineKey(l)] {
			if len(cites) == 0 {
				md.WriteString(" It now shows:")
			}
			fmt.Fprintf(&md, "\n\n> %s", clipLine(l, 300))
			cites = append(cites, cite(obs, l))
			seen[lineKey(l)] = true
		}
	}
	if len(cites) == 0 {
		md.WriteString(" Nothing on the page changed that I can see.")
	}
	if obs.Title != b.Title && obs.Title != "" {
		fmt.Fprintf(&md, "\n\nThe page title is now “%s”.", obs.Title)
	}
	return Proposal{Markdown: md.String(), Citations: cites}
}
