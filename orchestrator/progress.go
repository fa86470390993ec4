package orchestrator

import (
	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/policy"
)

// noProgress stops a model that is going nowhere before its proposal is
// gated: asking to read the page again when nothing changed since it last
// read it, or proposing a call it already made and got a result for
// (alone or in an A, B, A, B loop). The policy's run limits catch three
// identical calls in a row; this catches the loops a small model makes
// around them, earlier and with a reason the user can read.
func noProgress(in PlanInput, p Proposal) (string, bool) {
	if len(p.Calls) == 0 {
		return "", false
	}
	next := p.Calls[0]
	key := policy.Canonical(next)
	var own []Entry
	for _, e := range in.History {
		if !e.Forced {
			own = append(own, e)
		}
	}
	if next.Name == "browser.observe_dom" {
		// The host already re-reads the page after every action, so a
		// model's own observe is useful once; twice in a row with no
		// action between is a loop.
		// Identical repeats are the policy's repeated_call; this catches
		// a model that varies the budgets while reading the same page.
		n := len(own)
		if n >= 2 && own[n-1].Name == "browser.observe_dom" && own[n-2].Name == "browser.observe_dom" &&
			own[n-1].Status == "ok" && own[n-2].Status == "ok" &&
			policy.Canonical(laika.ToolCall{Name: own[n-1].Name, Arguments: own[n-1].Arguments}) != key {
			return "the model kept asking to read the page again without acting on it.", true
		}
		return "", false
	}
	switch next.Name {
	case "browser.scroll", "browser.back", "browser.forward":
		return "", false // repeating these is how pages are read; the run limits bound them
	}
	for i := len(own) - 1; i >= 0 && i >= len(own)-4; i-- {
		e := own[i]
		if e.Status != "ok" && e.Status != "denied" {
			continue
		}
		if policy.Canonical(laika.ToolCall{Name: e.Name, Arguments: e.Arguments}) == key {
			if e.Status == "denied" {
				return "the model proposed " + describeCall(next.Name, next.Arguments) + " again after it was refused.", true
			}
			return "the model repeated " + describeCall(next.Name, next.Arguments) + ", which already ran, instead of moving on.", true
		}
	}
	return "", false
}
