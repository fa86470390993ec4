package orchestrator

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/extract"
	"github.com/laikabrowser/laika/fetch"
	"github.com/laikabrowser/laika/summary"
)

// sentinel is the last paragraph's fact in the long-article fixture, past
// the 8,000-character planning budget (e2e/tests/reading.test.mjs).
const sentinel = "green flash over the harbour"

// longArticle reads the shared long-article fixture with the real
// extractor with the content script's default budgets (heuristics.js),
// its primary text cut to maxPrimary characters.
func longArticle(t *testing.T, maxPrimary int) *laika.Observation {
	t.Helper()
	body, err := os.ReadFile(filepath.Join("..", "e2e", "fixtures", "reading", "long-article.html"))
	if err != nil {
		t.Fatal(err)
	}
	u := "https://harbour.example/long-article"
	obs, err := extract.FromPage(&fetch.Page{URL: u, RequestedURL: u, StatusCode: 200, ContentType: "text/html", Body: body, FetchedAt: time.Now()},
		extract.Options{MaxChars: 12000, MaxBlocks: 80, MaxPrimaryChars: maxPrimary})
	if err != nil {
		t.Fatal(err)
	}
	return obs
}

// A question whose answer is only in the tail of a long article is not
// answered from the budgeted observation with "not on this page": the
// built-in planner says how much it searched and hands the question to
// summary.start, which (with the whole text the sidecar sends) finds it.
func TestQuestionInTheTailReadsTheWholePage(t *testing.T) {
	const q = "What does the keeper's logbook record about the green flash?"
	planning := longArticle(t, 8000)
	if planning.Primary == nil || !planning.Primary.Truncated || strings.Contains(planning.Primary.Text, sentinel) {
		t.Fatalf("fixture: want a cut primary without the sentinel, got %+v", planning.Primary)
	}
	p, err := Builtin{}.Plan(context.Background(), PlanInput{Goal: q, Observation: planning})
	if err != nil {
		t.Fatal(err)
	}
	if p.Next != "summary.start" || p.Stop != "" {
		t.Fatalf("want the whole page read through summary.start, got next=%q stop=%q md=%q", p.Next, p.Stop, p.Markdown)
	}
	if !strings.Contains(p.Summary, "% of this page's text") {
		t.Errorf("the cut is not said: %q", p.Summary)
	}

	// The sidecar then sends the whole text (run.js READ_OPTIONS) with the
	// question as the goal: the built-in summary quotes the sentinel.
	reading := longArticle(t, 1000000)
	if reading.Primary.Truncated {
		t.Fatalf("reading budget still cut: %d of %d", len(reading.Primary.Text), reading.Primary.TotalChars)
	}
	res, err := summary.Run(context.Background(), reading, nil, summary.Options{Goal: q}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Text, sentinel) {
		t.Errorf("the summary of the whole text misses the sentinel:\n%s", res.Text)
	}
	if strings.Contains(res.Text, "Only the first") {
		t.Errorf("the whole text was read, yet the summary says it was cut:\n%s", res.Text)
	}
}

// Only a cut page goes to summary.start: a whole page that does not answer
// says no_answer, and a cut page that does answer is answered at once.
func TestQuestionOnAWholeOrAnsweringPageStaysExtractive(t *testing.T) {
	whole := longArticle(t, 1000000)
	p, _ := Builtin{}.Plan(context.Background(), PlanInput{Goal: "What does it say about zeppelin insurance?", Observation: whole})
	if p.Next != "" || p.Stop != StopNoAnswer {
		t.Errorf("whole page, no answer: got next=%q stop=%q", p.Next, p.Stop)
	}
	cut := longArticle(t, 8000)
	p, _ = Builtin{}.Plan(context.Background(), PlanInput{Goal: "What did the survey team record about the fog signal's range?", Observation: cut})
	if p.Next != "" || p.Stop != "" || !strings.Contains(p.Markdown, "fog signal's range") {
		t.Errorf("cut page that answers: got next=%q stop=%q md=%q", p.Next, p.Stop, p.Markdown)
	}
}
