package orchestrator

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		goal string
		want Intent
	}{
		{"Summarize this page", Summarize},
		{"tl;dr", Summarize},
		{"Find the refund policy on this page", Find},
		{"where does it mention shipping?", Find},
		{"search for SEC filing deadlines", Search},
		{"look up the weather in Oslo", Search},
		{"Investigate why this claim was denied", Investigate},
		{"draft a support email asking for a refund", Create},
		{"save this as Kettle notes", Save},
		{"share the checklist with my team", Share},
		{"export the table as csv", Share},
		{"what is the cheapest plan", Price},
		{"buy the blue kettle", Buy},
		{"add it to my cart", Buy},
		{"post this to slack", Invoke},
		{"calculate 15% of 80", Calculate},
		{"129.99 * 1.0825", Calculate},
		{"convert 18 kg to lb", Calculate},
		{"dossier on ACME Corp", Dossier},
		{"what does the author think", Find},
	}
	for _, tt := range tests {
		if got := Classify(tt.goal); got != tt.want {
			t.Errorf("Classify(%q) = %s, want %s", tt.goal, got, tt.want)
		}
	}
}

func TestBuiltinPlanner(t *testing.T) {
	tests := []struct {
		name, goal string
		call       string // expected tool, "" for an answer
		args       string // substring of the arguments
		summary    string // substring of the summary or markdown
		next       string
	}{
		{"summarize", "Summarize this page", "", "", "Summarizing", "summary.start"},
		{"what is this page about", "what is this page about?", "", "", "Summarizing", "summary.start"},
		{"calculate", "calculate $129.99 * 1.0825", "app.calculate", `"expression":"$129.99 * 1.0825"`, "", ""},
		{"bare expression", "15% of 80", "app.calculate", `"expression":"15% of 80"`, "", ""},
		{"what is arithmetic", "what is 18 kg to lb?", "app.calculate", `18 kg to lb`, "", ""},
		{"search", "search for Blue Kettle reviews", "search", `"query":"Blue Kettle reviews"`, "", ""},
		{"look up", "look up kettle descaling", "search", `"query":"kettle descaling"`, "", ""},
		{"open url", "open example.com/docs", "browser.navigate", `"url":"https://example.com/docs"`, "", ""},
		{"open url new tab", "go to https://example.org in a new tab", "browser.open_tab", `"url":"https://example.org"`, "", ""},
		{"click exact", "click Add to cart", "browser.click", `"handleId":"h1"`, "", ""},
		{"click fuzzy", "click the reviews link", "browser.click", `"handleId":"h2"`, "", ""},
		{"open label", "open reviews", "browser.click", `"handleId":"h2"`, "", ""},
		{"click missing", "click checkout now", "", "", "could not find", ""},
		{"find phrase", "find free returns on this page", "", "", "Free returns within 30 days", ""},
		{"find words", "where does it say boils minutes", "", "", "boils in 3 minutes", ""},
		{"find missing", "find warranty", "", "", "could not find “warranty”", ""},
		{"save as", "save this as Kettle notes", "artifact.save", `"title":"Kettle notes"`, "", ""},
		{"save no name", "save this page", "artifact.save", `"title":"Blue kettle"`, "", ""},
		{"unknown", "book me a flight to Rome", "", "", "Without a model I cannot do", ""},
		{"what is not math", "what is the return policy", "", "", "Free returns within 30 days", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Builtin{}.Plan(context.Background(), PlanInput{Goal: tt.goal, Observation: page(1, 1)})
			if err != nil {
				t.Fatal(err)
			}
			if tt.call == "" {
				if len(p.Calls) != 0 {
					t.Fatalf("want an answer, got calls %+v", p.Calls)
				}
			} else {
				if len(p.Calls) != 1 || p.Calls[0].Name != tt.call || !strings.Contains(string(p.Calls[0].Arguments), tt.args) {
					t.Fatalf("calls = %s, want %s with %s", dump(p.Calls), tt.call, tt.args)
				}
			}
			if !strings.Contains(p.Summary+"\n"+p.Markdown, tt.summary) || p.Next != tt.next {
				t.Errorf("summary %q markdown %q next %q; want %q / %q", p.Summary, p.Markdown, p.Next, tt.summary, tt.next)
			}
		})
	}
}

func TestBuiltinFindCitations(t *testing.T) {
	p, _ := Builtin{}.Plan(context.Background(), PlanInput{Goal: "find free returns", Observation: page(1, 1)})
	if len(p.Citations) != 1 {
		t.Fatalf("citations = %+v", p.Citations)
	}
	c := p.Citations[0]
	if c.URL != "https://shop.example/item" || c.Quote != "Ships in 2 days. Free returns within 30 days." || c.Locator.Value != "Free returns" {
		t.Errorf("citation = %+v %+v", c, c.Locator)
	}
}

// TestBuiltinLoop drives full runs through the orchestrator with the
// built-in planner: each goal ends in one step or after its single action.
func TestBuiltinLoop(t *testing.T) {
	f := newFixture(t, nil)
	rep := f.plan(t, PlanRequest{Goal: "calculate 18 kg to lb", Observation: page(1, 1)})
	c := one(t, rep)
	if !rep.Done || rep.StopReason != StopAnswered || c.Name != "app.calculate" || c.Status != "ok" || rep.Summary != "18 kg to lb ≈ 39.6832 lb" {
		t.Fatalf("calculate: %+v %+v", rep, c)
	}
	rep = f.plan(t, PlanRequest{Goal: "search for kettle reviews", Observation: page(1, 1)})
	c = one(t, rep)
	if rep.Done || c.Decision != laika.Ask {
		t.Fatalf("search: %+v", rep)
	}
	f.approve(t, rep.RunID, c.ID, "approve")
	res := f.plan(t, PlanRequest{RunID: rep.RunID, Observation: page(1, 1), ToolResults: []ToolResult{{CallID: c.ID, Status: "ok"}}})
	if obs := one(t, res); obs.Name != "browser.observe_dom" {
		t.Fatalf("after search: %+v", res)
	}
	// The search continues to reading the results page: it lists them.
	res = f.plan(t, PlanRequest{RunID: rep.RunID, Observation: &laika.Observation{URL: "https://duckduckgo.com/?q=kettle", DocumentID: "doc-9", ObservedAtMs: 5,
		Items: []laika.Item{{Title: "Kettle reviews 2026", URL: "https://reviews.example/kettles", Snippet: "We boiled 40 kettles."}}}})
	if !res.Done || res.StopReason != StopAnswered || !strings.Contains(res.Summary, "Kettle reviews 2026") || res.Assistant == nil || len(res.Assistant.Citations) != 1 {
		t.Fatalf("final: %+v", res)
	}
	// Everything was recorded: both runs start and end, every call with
	// its decision and outcome, the approval, every step.
	if n := len(f.rec.runs); n != 4 {
		t.Errorf("%d run records, want 4 (2 runs x start/done)", n)
	}
	if got := f.rec.calls[rep.RunID+"/"+c.ID]; got.Decision != laika.Ask || got.Approval != "approved" || got.Status != "ok" {
		t.Errorf("search call record = %+v", got)
	}
	if len(f.rec.approvals) != 1 || len(f.rec.calls) != 3 || len(f.rec.steps) != 4 {
		t.Errorf("approvals %d calls %d steps %d, want 1/3/4", len(f.rec.approvals), len(f.rec.calls), len(f.rec.steps))
	}
}

func dump(v any) string { b, _ := json.Marshal(v); return string(b) }

// TestBuiltinSaveHugePageFitsAFrame: a 3 MB page still gives a plan reply
// under the 1 MiB frame limit.
func TestBuiltinSaveHugePageFitsAFrame(t *testing.T) {
	f := newFixture(t, nil)
	o := page(1, 1)
	o.Text = strings.Repeat("All work and no play makes Jack a dull boy. ", 70000)
	rep := f.plan(t, PlanRequest{Goal: "save this as Jack", Observation: o})
	b, _ := json.Marshal(rep)
	if len(b) >= 1<<20 || one(t, rep).Status != "ok" {
		t.Fatalf("reply is %d bytes, status %s", len(b), one(t, rep).Status)
	}
}

// A click that does not leave the page (a button that changes it in
// place) is reported as what changed, once, not as a page that opened.
func TestReportInPlace(t *testing.T) {
	before := &laika.Observation{URL: "https://shop.example/news", Title: "Newsletter settings",
		Text: "Newsletter settings\nChoose how often you want to hear from us.\nNot subscribed."}
	after := &laika.Observation{URL: "https://shop.example/news", Title: "Subscribed",
		Text: "Newsletter settings\nChoose how often you want to hear from us.\nSubscribed: weekly digest."}
	notes := []Note{{Kind: NoteBefore, URL: before.URL, Title: before.Title, Markdown: "Subscribe to the weekly digest", Links: lineKeys(before)}}
	p := reportPage(after, notes)
	if p.Summary != "" || !strings.HasPrefix(p.Markdown, "Clicked “Subscribe to the weekly digest”; the page stayed at") ||
		!strings.Contains(p.Markdown, "> Subscribed: weekly digest.") || strings.Contains(p.Markdown, "Choose how often") ||
		!strings.Contains(p.Markdown, "title is now “Subscribed”") || len(p.Citations) != 1 {
		t.Errorf("in place: %+v", p)
	}
	moved := &laika.Observation{URL: "https://shop.example/done", Title: "Thanks", Text: "Thanks for subscribing to our weekly digest of stories."}
	if p := reportPage(moved, notes); !strings.HasPrefix(p.Markdown, "Opened **Thanks**") {
		t.Errorf("navigated: %+v", p)
	}
}

// TestBuiltinFindOnce: a list item read as a block with its nested item,
// and again on its own in the main text, is one match, not two.
func TestBuiltinFindOnce(t *testing.T) {
	obs := &laika.Observation{URL: "https://news.example/tides", DocumentID: "doc-1", ObservedAtMs: 1,
		Blocks:  []laika.Block{{Text: "Tidal turbines off Orkney ran all winter."}, {Text: "Long-lived  turbines with sealed gearboxes Fewer dives"}},
		Primary: &laika.Primary{Text: "Tidal turbines off Orkney ran all winter.\n- Long-lived turbines with sealed gearboxes\n  - Fewer dives\nTurbines grow to three megawatts."}}
	p, _ := Builtin{}.Plan(context.Background(), PlanInput{Goal: "find turbines", Observation: obs})
	var got []string
	for _, c := range p.Citations {
		got = append(got, c.Quote)
	}
	want := []string{"Tidal turbines off Orkney ran all winter.", "Long-lived  turbines with sealed gearboxes Fewer dives", "Turbines grow to three megawatts."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("quotes = %q, want %q", got, want)
	}
	// The count is said once, by the answer's first line (the step shows
	// a Summary apart from the Markdown when it is not that line).
	if first := firstLine(p.Markdown); first != "Found 3 matches for “turbines” on this page:" || (p.Summary != "" && p.Summary != first) {
		t.Errorf("summary %q, first line %q: the count is said twice or not at all", p.Summary, first)
	}
}
