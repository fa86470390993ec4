package orchestrator

import (
	"context"

	"github.com/laikabrowser/laika"
)

// StopCancelled is the stopReason of a run whose step the client cancelled
// (the sidecar's Stop sends request.cancel for the plan in flight; a
// closed connection cancels it too).
const StopCancelled = laika.CodeCancelled

// runContext is ctx as the run's work should see it: a temporary run's
// model calls are marked so that no log or store keeps their text
// (laika.WithTemporary).
func (r *run) runContext(ctx context.Context) context.Context {
	if r.temporary {
		return laika.WithTemporary(ctx)
	}
	return ctx
}

// endCancelled ends r after its step was cancelled mid-way (the model's
// HTTP request already aborted with ctx). The run is recorded as stopped,
// not left "running" in history, and a later plan for it repeats the stop.
// The records are written without ctx's cancellation: the stop happened
// and belongs in the history and the audit trail.
func (o *Orchestrator) endCancelled(ctx context.Context, r *run) {
	o.finish(context.WithoutCancel(ctx), r, StopCancelled, "Stopped: you cancelled this step.", nil)
}
