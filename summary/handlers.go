package summary

import (
	"context"
	"time"

	"github.com/laikabrowser/laika"
)

// The message methods: one per summary.* message, taking the decoded
// payload and returning the reply (docs/protocol.md). cmd/laika-host
// registers them with the transport; this package does not know it.

// StartReply is the summary.start reply.
type StartReply struct {
	JobID  string `json:"jobId"`
	Status string `json:"status"`
}

// StartJob is summary.start: Start, with the reply the extension reads.
// The job lives as long as ctx, so the caller passes a context that ends
// with the connection, not with the request.
func (m *Manager) StartJob(ctx context.Context, p StartRequest) (StartReply, error) {
	id, err := m.Start(ctx, p)
	if err != nil {
		return StartReply{}, err
	}
	return StartReply{JobID: id, Status: StatusRunning}, nil
}

// PollRequest is the summary.poll payload.
type PollRequest struct {
	JobID  string `json:"jobId"`
	Cursor int    `json:"cursor"`
	WaitMs int    `json:"waitMs,omitempty"`
}

// PollJob is summary.poll. Codes: those of Poll, and invalid_arguments
// for a missing jobId or a negative waitMs.
func (m *Manager) PollJob(ctx context.Context, p PollRequest) (PollReply, error) {
	if p.JobID == "" {
		return PollReply{}, laika.Errorf(laika.CodeInvalidArguments, "jobId is required")
	}
	if p.WaitMs < 0 {
		return PollReply{}, laika.Errorf(laika.CodeInvalidArguments, "waitMs must not be negative")
	}
	return m.Poll(ctx, p.JobID, p.Cursor, time.Duration(p.WaitMs)*time.Millisecond)
}

// CancelRequest is the summary.cancel payload.
type CancelRequest struct {
	JobID string `json:"jobId"`
}

// CancelJob is summary.cancel. Codes: not_found, invalid_arguments for a
// missing jobId.
func (m *Manager) CancelJob(ctx context.Context, p CancelRequest) (CancelReply, error) {
	if p.JobID == "" {
		return CancelReply{}, laika.Errorf(laika.CodeInvalidArguments, "jobId is required")
	}
	return m.Cancel(p.JobID)
}
