package policy

import (
	"encoding/json"
	"testing"

	"github.com/laikabrowser/laika"
)

func TestCheckRun(t *testing.T) {
	same := `browser.click {"handleId":"laika-1"}`
	tests := []struct {
		name   string
		r      RunState
		reason string // "" = keep going
	}{
		{"fresh", RunState{}, ""},
		{"last default step", RunState{Step: DefaultStepBudget - 1}, ""},
		{"default budget used", RunState{Step: DefaultStepBudget}, ReasonStepBudget},
		{"custom budget", RunState{Step: 12, StepBudget: 20}, ""},
		{"custom budget used", RunState{Step: 20, StepBudget: 20}, ReasonStepBudget},
		{"two errors", RunState{Step: 2, ErrorStreak: MaxErrorStreak - 1}, ""},
		{"error streak", RunState{Step: 3, ErrorStreak: MaxErrorStreak}, ReasonErrorStreak},
		{"two identical", RunState{Step: 2, RecentCalls: []string{same, same}}, ""},
		{"three identical", RunState{Step: 3, RecentCalls: []string{same, same, same}}, ReasonRepeatedCall},
		{"identical not in a row", RunState{Step: 5, RecentCalls: []string{same, same, "browser.scroll {}", same, same}}, ""},
		{"budget wins", RunState{Step: 8, ErrorStreak: 5, RecentCalls: []string{same, same, same}}, ReasonStepBudget},
	}
	for _, tc := range tests {
		stop, reason := CheckRun(tc.r)
		if stop != (tc.reason != "") || reason != tc.reason {
			t.Errorf("%s: CheckRun = %v, %q; want %q", tc.name, stop, reason, tc.reason)
		}
	}
}

func TestCanonical(t *testing.T) {
	c := func(name, args string) string {
		return Canonical(laika.ToolCall{Name: name, Arguments: json.RawMessage(args)})
	}
	if a, b := c("x", `{"b":1,"a":{"d":2,"c":3}}`), c("x", ` { "a": {"c":3, "d":2}, "b": 1 } `); a != b {
		t.Errorf("key order or spacing changed the key: %s vs %s", a, b)
	}
	if got := c("browser.back", ``); got != "browser.back {}" {
		t.Errorf("empty args: %q", got)
	}
	if c("x", `{"a":1}`) == c("y", `{"a":1}`) || c("x", `{"a":1}`) == c("x", `{"a":2}`) {
		t.Error("different calls share a key")
	}
	if got := c("x", `{"n":1.50}`); got != `x {"n":1.50}` {
		t.Errorf("numbers must keep their text: %q", got)
	}
	if a, b := c("browser.navigate", `{"url":"https://u:p@a.example/?token=1&q=2"}`), c("browser.navigate", `{"url":"https://a.example/?q=2"}`); a != b {
		t.Errorf("sanitized and raw URL differ: %s vs %s", a, b)
	}
	if got := c("x", `{bad`); got != "x {bad" {
		t.Errorf("unparsable args: %q", got)
	}
}
