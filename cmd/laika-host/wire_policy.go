package main

import (
	"context"

	"github.com/laikabrowser/laika/policy"
)

// explainPolicy is policy.explain (docs/protocol.md): a dry run of the
// Policy Gate on one call. Nothing is executed. When the request's run
// state names no step budget it assumes the configured one.
func (m *Main) explainPolicy(ctx context.Context, r policy.ExplainRequest) (policy.ExplainReply, error) {
	budget := policy.DefaultStepBudget
	if m.Config.StepBudget > 0 {
		budget = m.Config.StepBudget
	}
	return policy.Explain(r, budget)
}
