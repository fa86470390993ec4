package host

import "context"

// Typed adapts a domain method that takes a decoded payload to a Handler:
// the payload is decoded into Req with Decode (unknown fields are
// invalid_arguments) and fn's reply is marshalled as the reply payload.
// Domain packages expose plain methods such as
// func (o *Orchestrator) Plan(ctx, PlanRequest) (PlanReply, error), so they
// never import this package; cmd/laika-host registers them with
// s.Handle("plan", host.Typed(o.Plan)).
func Typed[Req, Rep any](fn func(ctx context.Context, req Req) (Rep, error)) Handler {
	return func(ctx context.Context, r Request) (any, error) {
		var req Req
		if err := Decode(r.Payload, &req); err != nil {
			return nil, err
		}
		return fn(ctx, req)
	}
}
