package main

import (
	"context"

	"github.com/laikabrowser/laika/host"
	"github.com/laikabrowser/laika/policy"
)

// thePolicyBudget is the step budget policy.explain assumes when the
// request's run state names none: the configured default.
var thePolicyBudget = policy.DefaultStepBudget

func init() {
	wire(35, "policy", func(m *Main) error {
		if m.Config != nil && m.Config.StepBudget > 0 {
			thePolicyBudget = m.Config.StepBudget
		}
		m.Server.Handle("policy.explain", explainPolicy)
		return nil
	})
}

// explainPolicy is policy.explain (docs/protocol.md): a dry run of the
// Policy Gate on one call. Nothing is executed.
func explainPolicy(ctx context.Context, req host.Request) (any, error) {
	var r policy.ExplainRequest
	if err := host.Decode(req.Payload, &r); err != nil {
		return nil, err
	}
	return policy.Explain(r, thePolicyBudget)
}
