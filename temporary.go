package laika

import "context"

type temporaryKey struct{}

// WithTemporary marks ctx as belonging to a temporary run (the sidecar's
// temporary mode): adapters that would keep a copy of what the model saw or
// said — the llm.jsonl log, the store's model runs and summaries — keep
// nothing for it. The audit trail is the one record that stays.
//
// It travels in the context, not in ChatRequest, because the model call is
// several layers below the run that decides it (planner, summarizer,
// repairs) and every one of them must honour it.
func WithTemporary(ctx context.Context) context.Context {
	return context.WithValue(ctx, temporaryKey{}, true)
}

// Temporary reports whether ctx belongs to a temporary run.
func Temporary(ctx context.Context) bool {
	v, _ := ctx.Value(temporaryKey{}).(bool)
	return v
}
