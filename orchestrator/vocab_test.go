package orchestrator

import (
	"strings"
	"testing"
)

// Goals compile into the action vocabulary deterministically.
func TestCompileChains(t *testing.T) {
	tests := []struct{ goal, want string }{
		{"search for river cleanup volunteers and summarize the top result", `Search("river cleanup volunteers") → Investigate(result 1) → Summarize(ThisPage)`},
		{"Search the web for SOC 2 reports, then summarize the top 2 results", `Search("SOC 2 reports") → Investigate(result 1) → Summarize(ThisPage) → Investigate(result 2) → Summarize(ThisPage)`},
		{"search for kettle reviews and open the first result", `Search("kettle reviews") → Investigate(result 1) → Find(ThisPage)`},
		{"search for kettle reviews", `Search("kettle reviews") → Find(ThisPage)`},
		{"open the Redwood Times coverage and summarize it", `Investigate("Redwood Times coverage") → Summarize(ThisPage)`},
		{"open the second story and summarize it", `Investigate(result 2) → Summarize(ThisPage)`},
		{"summarize the third headline", `Investigate(result 3) → Summarize(ThisPage)`},
		{"compare the items on this page", `Create(ThisPage)`},
		{"now draft a comparison table", `Create(ThisPage)`},
		{"what is the total cost of all the jackets?", `Price("what is the total cost of all the jackets") → Calculate("")`},
		{"add up the prices", `Price("add up the prices") → Calculate("")`},
		{"search for heat pumps and summarize the second result", `Search("heat pumps") → Investigate(result 2) → Summarize(ThisPage)`},
		{"go to Configuration and tell me the default timeout", `Investigate("Configuration") → Find("the default timeout")`},
		{"open the third story and find out who wrote it", `Investigate(result 3) → Find("who wrote it")`},
		{"Visit the pricing page, then tell me how much the Pro plan costs", `Investigate("pricing") → Find("how much the Pro plan costs")`},
		{"summarize the top 2 results", `Investigate(result 1) → Summarize(ThisPage) → Investigate(result 2) → Summarize(ThisPage)`},
		{"give me a summary of the 2nd link", `Investigate(result 2) → Summarize(ThisPage)`},
		{"compare these cameras", `Create(ThisPage)`},
		{"open the first link and summarize it", `Investigate(result 1) → Summarize(ThisPage)`},
		{"click the last link, then summarize it", `Investigate(last result) → Summarize(ThisPage)`},
	}
	for _, tt := range tests {
		g := strings.TrimRight(strings.ToLower(tt.goal), ".!?")
		p, ok := compileChain(g, strings.TrimRight(tt.goal, ".!?"))
		if !ok || p.String() != tt.want {
			t.Errorf("%q compiled to %s (%v), want %s", tt.goal, p, ok, tt.want)
		}
	}
	for _, g := range []string{"summarize this page", "what company is this filing for", "find free returns", "calculate 2+2"} {
		if p, ok := compileChain(g, g); ok {
			t.Errorf("%q is single-step, compiled to %s", g, p)
		}
	}
}

func TestNormalizeGoal(t *testing.T) {
	for in, want := range map[string]string{
		"Hey Laika, can you please summarize this page?": "summarize this page?",
		"Could you tell me who wrote this?":              "who wrote this?",
		"I'd like to know when this was published":       "when this was published",
		"¿Quién escribió este artículo?":                 "Quién escribió este artículo?",
		"compare these cameras for me, thanks":           "compare these cameras",
		"Can I freeze it?":                               "Can I freeze it?",
		"please":                                         "please",
		"What can you do?":                               "What can you do?",
		"help me find the cheapest camera":               "find the cheapest camera",
	} {
		if got := normalizeGoal(in); got != want {
			t.Errorf("normalizeGoal(%q) = %q, want %q", in, got, want)
		}
	}
}
