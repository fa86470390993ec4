package summary

import (
	"context"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/host"
)

// Register adds summary.start, summary.poll and summary.cancel to s.
func (m *Manager) Register(s *host.Server) {
	s.Handle("summary.start", m.handleStart)
	s.Handle("summary.poll", m.handlePoll)
	s.Handle("summary.cancel", m.handleCancel)
}

type startReply struct {
	JobID  string `json:"jobId"`
	Status string `json:"status"`
}

func (m *Manager) handleStart(ctx context.Context, req host.Request) (any, error) {
	var p StartRequest
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	id, err := m.Start(ctx, p)
	if err != nil {
		return nil, err
	}
	return startReply{JobID: id, Status: StatusRunning}, nil
}

type pollRequest struct {
	JobID  string `json:"jobId"`
	Cursor int    `json:"cursor"`
	WaitMs int    `json:"waitMs,omitempty"`
}

func (m *Manager) handlePoll(ctx context.Context, req host.Request) (any, error) {
	var p pollRequest
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	if p.JobID == "" {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "jobId is required")
	}
	if p.WaitMs < 0 {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "waitMs must not be negative")
	}
	return m.Poll(ctx, p.JobID, p.Cursor, time.Duration(p.WaitMs)*time.Millisecond)
}

type cancelRequest struct {
	JobID string `json:"jobId"`
}

func (m *Manager) handleCancel(ctx context.Context, req host.Request) (any, error) {
	var p cancelRequest
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	if p.JobID == "" {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "jobId is required")
	}
	return m.Cancel(p.JobID)
}
