package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/extract"
)

// The goal table: goals a new user types, with no model, on the fixture
// pages of e2e/fixtures/chains (a filing, a news front page, a forum and a
// thread, a product listing, a search-results page with result pages
// behind it, a long article), driven through the real host (`serve`). A
// small browser stand-in plays the extension's part: it executes the calls
// the host makes executable, approves every ask (and counts them), and
// observes pages with the Go extractor. Each row says what the answer must
// contain and which calls the chain must make.

const fixtureBase = "https://fixtures.laika.test/chains/"

// fixtureBase2 serves e2e/fixtures/chains2: pages the planner was not
// developed on (chains2_table_test.go).
const fixtureBase2 = "https://fixtures.laika.test/chains2/"

type goalRow struct {
	page  string   // fixture the run starts on
	goal  string   //
	calls []string // executed calls, in order (forced observes left out)
	want  []string // substrings of the final answer (summary, Markdown, summary job text)
	stop  string   // stop reason; "" means answered
	// cites: the final answer must carry a citation of a page with this
	// file name ("" skips the check).
	cites string
	// follow is a follow-up goal in the same conversation; wantNext what
	// its answer must contain.
	follow   string
	wantNext []string
}

var goalTable = []goalRow{
	// Filing page.
	{page: "filing.html", goal: "What company is this filing for?", want: []string{"NORTHWIND ROBOTICS, INC."}, cites: "filing.html"},
	{page: "filing.html", goal: "Where is the company incorporated?", want: []string{"Delaware"}, cites: "filing.html"},
	{page: "filing.html", goal: "What is the commission file number?", want: []string{"001-38512"}, cites: "filing.html"},
	{page: "filing.html", goal: "How many employees does the company have?", want: []string{"1,140 full-time employees"}, cites: "filing.html"},
	{page: "filing.html", goal: "What was total revenue for fiscal 2025?", want: []string{"$412.6 million"}, cites: "filing.html"},
	// News front page.
	{page: "news.html", goal: "Tell me about the first headline.", want: []string{"City council approves the new Harbor Bridge", "construction to start in March"}, cites: "news.html"},
	{page: "news.html", goal: "What is the third story?", want: []string{"Storm knocks out power to 12,000 homes"}, cites: "news.html"},
	{page: "news.html", goal: "summarize the second headline", calls: []string{"browser.click"}, want: []string{"School district hires 40 new teachers", "22 students"}, cites: "story-schools.html"},
	{page: "news.html", goal: "open the Harbor Bridge story and summarize it", calls: []string{"browser.click"}, want: []string{"Harbor Bridge", "$486 million"}, cites: "story-bridge.html"},
	{page: "news.html", goal: "Tell me about the first headline", want: []string{"Harbor Bridge"}, follow: "what about the second one?", wantNext: []string{"School district hires 40 new teachers"}},
	{page: "news.html", goal: "What is the mayor's salary?", stop: "no_answer_on_page", want: []string{"could not find an answer"}},
	{page: "news.html", goal: "book me a flight to Rome", stop: "needs_model", want: []string{"cannot do", "summarize"}},
	// Forum and thread.
	{page: "thread.html", goal: "open the Redwood Times coverage and summarize it", calls: []string{"browser.click"}, want: []string{"two tonnes of trash"}, cites: "redwood.html",
		follow: "save that as Redwood notes", wantNext: []string{"Redwood notes"}},
	{page: "forum.html", goal: "What are the comments about the first topic?", calls: []string{"browser.click"}, want: []string{"marta_k", "parks department confirmed"}, cites: "thread.html"},
	{page: "thread.html", goal: "Is there parking near the footbridge?", want: []string{"Parking is limited"}, cites: "thread.html"},
	{page: "thread.html", goal: "What does the last comment say?", want: []string{"send a truck for tires"}, cites: "thread.html"},
	{page: "thread.html", goal: "click Redwood Times coverage", calls: []string{"browser.click"}, want: []string{"Volunteers haul two tonnes of trash"}, cites: "redwood.html"},
	// Product listing.
	{page: "products.html", goal: "compare the items on this page", want: []string{"| Alpine Shell Jacket | $249.00 | 4.7/5 |", "Cheapest: Kids' Puddle Jacket"}, cites: "products.html"},
	{page: "products.html", goal: "What is the total cost of all the jackets?", calls: []string{"app.calculate"}, want: []string{"922.44"}, cites: "products.html"},
	{page: "products.html", goal: "How much is the Storm Guide Pro?", want: []string{"$329.99"}, cites: "products.html"},
	{page: "products.html", goal: "Which jacket is the cheapest?", want: []string{"Kids' Puddle Jacket", "$54.95"}, cites: "products.html"},
	{page: "products.html", goal: "Which one is the best rated?", want: []string{"Storm Guide Pro", "4.9"}, cites: "products.html"},
	{page: "products.html", goal: "total cost of the Alpine Shell Jacket and the Packable Trail Jacket", calls: []string{"app.calculate"}, want: []string{"348"}, cites: "products.html"},
	{page: "products.html", goal: "Tell me about the second product", want: []string{"City Commuter Parka", "$189.50"}, cites: "products.html"},
	// Search results with result pages behind them.
	{page: "news.html", goal: "search for river cleanup volunteers and summarize the top result", calls: []string{"search", "browser.click"},
		want: []string{"How to organise a river cleanup", "one volunteer per 20 metres"}, cites: "result-guide.html",
		follow: "Who wrote it?", wantNext: []string{"Rosa Delgado"}},
	{page: "news.html", goal: "search for river cleanup volunteers and summarize the top 2 results", calls: []string{"search", "browser.click", "browser.navigate"},
		want: []string{"How to organise a river cleanup", "Volunteers haul two tonnes"}, cites: "redwood.html",
		follow: "now draft a comparison table", wantNext: []string{"| # | Source | URL | What it says |", "result-guide.html", "redwood.html"}},
	{page: "news.html", goal: "search for river cleanup volunteers", calls: []string{"search"}, want: []string{"Top results", "Safety checklist for waterway cleanups"}, cites: "search"},
	// Long article.
	{page: "longread.html", goal: "Who wrote this article?", want: []string{"Marisol Vega"}, cites: "longread.html"},
	{page: "longread.html", goal: "When was it published?", want: []string{"2026-03-03"}, cites: "longread.html"},
	{page: "longread.html", goal: "How much land will have to be fallowed by 2040?", want: []string{"60,000 and 90,000 acres"}, cites: "longread.html"},
	{page: "longread.html", goal: "What does the article say about subsidence?", want: []string{"Subsidence is mostly permanent"}, cites: "longread.html"},
	{page: "longread.html", goal: "summarize this page", want: []string{"Ken Okada"}},
}

// stubBrowser is the extension's part: pages, handles, tool execution.
type stubBrowser struct {
	t   *testing.T
	obs *laika.Observation
	gen int
	ran []string
	ask int
	// searchURL is where a search goes (the query is appended); the
	// chains search page when empty.
	searchURL string
	// onReply, when set, sees every plan and approval reply of a run.
	onReply func(typ string, rep map[string]any)
}

func (b *stubBrowser) saw(typ string, rep map[string]any) {
	if b.onReply != nil {
		b.onReply(typ, rep)
	}
}

func (b *stubBrowser) load(u string) error {
	pu, err := url.Parse(u)
	if err != nil || !strings.HasPrefix(u, fixtureBase) && !strings.HasPrefix(u, fixtureBase2) {
		return fmt.Errorf("navigate_failed")
	}
	name := path.Base(pu.Path)
	if name == "search" {
		name = "search.html"
	}
	src, err := os.ReadFile(filepath.Join("..", "..", "e2e", "fixtures", path.Base(path.Dir(pu.Path)), name))
	if err != nil {
		return fmt.Errorf("navigate_failed")
	}
	o, err := extract.HTML(src, u, extract.Options{})
	if err != nil {
		b.t.Fatal(err)
	}
	b.gen++
	o.DocumentID, o.NavigationGeneration, o.ObservedAtMs = fmt.Sprintf("doc-%d", b.gen), b.gen, int64(b.gen)*1000
	b.obs = o
	return nil
}

// exec runs one executable call and returns its result for the host.
func (b *stubBrowser) exec(c map[string]any) map[string]any {
	name, _ := c["name"].(string)
	args, _ := c["arguments"].(map[string]any)
	id, _ := c["id"].(string)
	res := map[string]any{"callId": id, "status": "ok"}
	var err error
	switch name {
	case "browser.observe_dom":
		b.gen++
		cp := *b.obs
		cp.ObservedAtMs = int64(b.gen) * 1000
		b.obs = &cp
		return res
	case "browser.click":
		h, _ := args["handleId"].(string)
		e, ok := b.obs.Element(h)
		if !ok || e.Href == "" {
			err = fmt.Errorf("not_found")
		} else {
			err = b.load(e.Href)
		}
	case "browser.navigate", "browser.open_tab":
		u, _ := args["url"].(string)
		err = b.load(u)
	case "search":
		q, _ := args["query"].(string)
		err = b.load(nonEmptyOr(b.searchURL, fixtureBase+"search?q=") + url.QueryEscape(q))
	default:
		err = fmt.Errorf("unsupported_tool")
	}
	b.ran = append(b.ran, name)
	if err != nil {
		res["status"], res["error"] = "error", err.Error()
	}
	return res
}

// runGoal drives one run to its end and returns the final reply and the
// answer text (including a summary job's text when the reply asks for one).
func runGoal(s *session, b *stubBrowser, goal, conv string) (map[string]any, string) {
	req := map[string]any{}
	if conv != "" {
		req["conversationId"] = conv
	}
	return runGoalWith(s, b, goal, req)
}

// runGoalWith is runGoal with more fields in the first plan request
// (conversationId, collectionId).
func runGoalWith(s *session, b *stubBrowser, goal string, req map[string]any) (map[string]any, string) {
	req["goal"], req["observation"] = goal, b.obs
	var rep map[string]any
	s.call("plan", req, &rep)
	b.saw("plan", rep)
	var text strings.Builder
	for i := 0; i < 20; i++ {
		runID, _ := rep["runId"].(string)
		var results []map[string]any
		calls, _ := rep["tool_calls"].([]any)
		for _, x := range calls {
			c := x.(map[string]any)
			if c["status"] == "awaiting_approval" {
				b.ask++
				var ap map[string]any
				s.call("approval", map[string]any{"runId": runID, "callId": c["id"], "decision": "approve"}, &ap)
				b.saw("approval", ap)
				c = ap["tool_call"].(map[string]any)
			}
			if c["runs"] == "host" {
				b.ran = append(b.ran, c["name"].(string))
				continue
			}
			if c["executable"] == true {
				if c["name"] != "browser.observe_dom" {
					results = append(results, b.exec(c))
				} else {
					results = append(results, b.exec(c))
					b.ran = b.ran[:len(b.ran)-1] // forced or own observe: not a chain step
				}
			}
		}
		if rep["next"] == "summary.start" {
			var job map[string]any
			s.call("summary.start", map[string]any{"observation": b.obs, "goal": goal}, &job)
			for cursor := 0.0; ; {
				var p map[string]any
				s.call("summary.poll", map[string]any{"jobId": job["jobId"], "cursor": cursor, "waitMs": 200}, &p)
				t, _ := p["text"].(string)
				text.WriteString(t)
				cursor, _ = p["cursor"].(float64)
				if p["done"] == true {
					break
				}
			}
		}
		if rep["done"] == true {
			break
		}
		next := map[string]any{"runId": runID, "observation": b.obs}
		if len(results) > 0 {
			next["toolResults"] = results
		}
		s.call("plan", next, &rep)
		b.saw("plan", rep)
	}
	text.WriteString("\n" + fmt.Sprint(rep["summary"]))
	if a, ok := rep["assistant"].(map[string]any); ok {
		text.WriteString("\n" + fmt.Sprint(a["markdown"]))
	}
	return rep, text.String()
}

func citedFile(rep map[string]any, file string) bool {
	a, _ := rep["assistant"].(map[string]any)
	cites, _ := a["citations"].([]any)
	for _, x := range cites {
		c := x.(map[string]any)
		if u, _ := c["url"].(string); strings.Contains(u, "/"+file) && c["quote"] != "" {
			return true
		}
	}
	return false
}

func TestGoalTable(t *testing.T) {
	s := newSession(t)
	pass := 0
	var failed []string
	for _, row := range goalTable {
		b := &stubBrowser{t: t}
		if err := b.load(fixtureBase + row.page); err != nil {
			t.Fatal(err)
		}
		rep, text := runGoal(s, b, row.goal, "")
		if testing.Verbose() {
			t.Logf("%s: %q → %s, calls %v, %d approvals:\n%s", row.page, row.goal, rep["stopReason"], b.ran, b.ask, text)
		}
		var why []string
		stop, _ := rep["stopReason"].(string)
		if want := nonEmptyOr(row.stop, "answered"); stop != want {
			why = append(why, fmt.Sprintf("stop %q, want %q", stop, want))
		}
		for _, w := range row.want {
			if !strings.Contains(text, w) {
				why = append(why, fmt.Sprintf("answer lacks %q", w))
			}
		}
		if got, want := strings.Join(b.ran, ","), strings.Join(row.calls, ","); got != want {
			why = append(why, fmt.Sprintf("calls %q, want %q", got, want))
		}
		if row.cites != "" && !citedFile(rep, row.cites) {
			why = append(why, "no citation of "+row.cites)
		}
		if row.follow != "" && len(why) == 0 {
			conv, _ := rep["conversationId"].(string)
			rep2, text2 := runGoal(s, b, row.follow, conv)
			if testing.Verbose() {
				t.Logf("  follow-up %q:\n%s", row.follow, text2)
			}
			if rep2["conversationId"] != conv || rep2["stopReason"] != "answered" {
				why = append(why, fmt.Sprintf("follow-up %q: conversation %v stop %v", row.follow, rep2["conversationId"], rep2["stopReason"]))
			}
			for _, w := range row.wantNext {
				if !strings.Contains(text2, w) {
					why = append(why, fmt.Sprintf("follow-up %q lacks %q in %q", row.follow, w, clip(text2, 400)))
				}
			}
		}
		if len(why) > 0 {
			failed = append(failed, fmt.Sprintf("%s: %q: %s\n    answer: %s", row.page, row.goal, strings.Join(why, "; "), clip(text, 500)))
			continue
		}
		pass++
	}
	t.Logf("goal table: %d of %d goals pass", pass, len(goalTable))
	for _, f := range failed {
		t.Errorf("FAIL %s", f)
	}
}

func nonEmptyOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func clip(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", " ⏎ ")
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

var _ = json.Marshal
