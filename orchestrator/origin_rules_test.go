package orchestrator

import (
	"context"
	"errors"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestStoredOriginRules checks the stored per-origin rules reach the gate:
// an autodrive origin lets a low-risk click through, a blocked origin wins
// over an autodrive one, and rules that cannot be read fall back to asking.
func TestStoredOriginRules(t *testing.T) {
	const shop = "https://shop.example"
	tests := []struct {
		name      string
		auto      []string
		blocked   []string
		err       error
		reqAuto   []string
		want      laika.Decision
		wantReasn string
	}{
		{"no rules: autodrive still asks", nil, nil, nil, nil, laika.Ask, ""},
		{"stored autodrive origin allows", []string{shop}, nil, nil, nil, laika.Allow, ""},
		{"blocked beats autodrive", []string{shop}, []string{shop}, nil, nil, laika.Deny, "blocked_origin"},
		{"stored block beats the request's autodrive", nil, []string{shop}, nil, []string{shop}, laika.Deny, "blocked_origin"},
		{"unreadable rules fail closed", []string{shop}, nil, errors.New("disk gone"), []string{shop}, laika.Ask, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, &scripted{steps: []Proposal{propose(tc("browser.click", `{"handleId":"h2"}`))}})
			f.o.OriginRules = func(context.Context) ([]string, []string, error) { return tt.auto, tt.blocked, tt.err }
			req := PlanRequest{Goal: "open the reviews", Mode: "autodrive", Observation: page(1, 100)}
			if tt.reqAuto != nil {
				req.Settings = &Settings{AutodriveOrigins: tt.reqAuto}
			}
			c := one(t, f.plan(t, req))
			if c.Decision != tt.want || (tt.wantReasn != "" && c.Reason != tt.wantReasn) {
				t.Fatalf("decision %s (%s), want %s %s", c.Decision, c.Reason, tt.want, tt.wantReasn)
			}
			if c.Executable != (tt.want == laika.Allow) {
				t.Fatalf("executable=%v for %s", c.Executable, c.Decision)
			}
		})
	}
}
