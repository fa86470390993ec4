package orchestrator

import (
	"fmt"

	"github.com/laikabrowser/laika"
)

// readWholePage decides whether the built-in planner's answer to question
// q, found in a budgeted observation whose primary text was cut
// (Primary.Truncated), should stand. It stands when it quotes every
// content word of the question; otherwise (no answer, or passages that
// share only some words) the answer may be in the part the planning
// budget left out, so the question goes to summary.start, which the
// sidecar sends with the whole main text (run.js READ_OPTIONS) and the
// question as its goal. If the whole text cannot be had, the summary says
// how much of the page it read (summary/input.go). The proposal says how
// much of the page was searched, so the cut is never silent.
func readWholePage(q string, ans Proposal, obs *laika.Observation) (Proposal, bool) {
	if obs == nil || obs.Primary == nil || !obs.Primary.Truncated || obs.Primary.TotalChars <= len(obs.Primary.Text) {
		return Proposal{}, false
	}
	if ans.Stop == "" && covers(ans.Markdown, contentWords(q)) {
		return Proposal{}, false
	}
	read, total := len(obs.Primary.Text), obs.Primary.TotalChars
	pct := 100 * read / total
	sum := fmt.Sprintf("The first %d%% of this page's text (%d of %d characters) does not clearly answer it; reading the whole page.", pct, read, total)
	return Proposal{Summary: sum, Next: "summary.start"}, true
}

// covers reports whether text holds every one of the (stemmed) words.
func covers(text string, words []string) bool {
	have := map[string]bool{}
	for _, w := range contentWords(text) {
		have[w] = true
	}
	for _, w := range words {
		if !have[w] {
			return false
		}
	}
	return true
}
