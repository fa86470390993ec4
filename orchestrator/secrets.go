package orchestrator

import (
	"context"
	"encoding/json"

	"github.com/laikabrowser/laika/internal/secretshape"
	"github.com/laikabrowser/laika/policy"
)

// No secrets at rest. Text a model proposes to type into a sensitive field
// (denied), or text that is itself personal data or a token (asked), is
// kept in clear only in memory, for the extension to execute once the user
// approves; everything recorded — tool_calls, the audit payload, steps,
// model_runs, the history the model sees next — carries a digest and a
// masked preview instead (secretshape.Mask).

// SecretScrubber replaces values recorded before the gate recognised them
// as secrets (a model run's output preview) with their masks. The Recorder
// may implement it.
type SecretScrubber interface {
	ScrubSecrets(ctx context.Context, runID string, values []string) error
}

// secretReasons are the verdicts whose typed text is a secret.
func secretVerdict(reason string) bool {
	return reason == policy.ReasonSensitiveField || reason == policy.ReasonSensitiveText
}

// maskArgs masks the "text" and "value" arguments of a call and returns the
// clear values.
func maskArgs(args json.RawMessage) (json.RawMessage, []string) {
	var m map[string]any
	if json.Unmarshal(args, &m) != nil {
		return args, nil
	}
	var vals []string
	for _, k := range []string{"text", "value"} {
		if v, ok := m[k].(string); ok && v != "" {
			vals = append(vals, v)
			m[k] = secretshape.Mask(v)
		}
	}
	if len(vals) == 0 {
		return args, nil
	}
	b, err := json.Marshal(m)
	if err != nil {
		return args, nil
	}
	return b, vals
}

// protect masks c's secret arguments, remembers the values for the run and
// scrubs what was recorded before the gate saw them.
func (o *Orchestrator) protect(ctx context.Context, r *run, c *callState) {
	if !secretVerdict(c.verdict.Reason) {
		return
	}
	masked, vals := maskArgs(c.Arguments)
	if len(vals) == 0 {
		return
	}
	c.clear, c.Arguments = c.Arguments, masked
	r.secrets = append(r.secrets, vals...)
	if s, ok := o.Recorder.(SecretScrubber); ok {
		o.record("scrub", s.ScrubSecrets(ctx, r.id, vals))
	}
}

// scrub masks the run's known secrets in text the model wrote.
func (r *run) scrub(s string) string { return secretshape.Scrub(s, r.secrets) }
