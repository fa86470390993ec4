package host

import (
	"context"
	"sync"

	"github.com/laikabrowser/laika"
)

// CancelType is the message that cancels a request still in flight on this
// connection (docs/protocol.md "request.cancel"). It is served by the Server
// itself, inline on the read loop, so it overtakes the work it stops.
const CancelType = "request.cancel"

// flights tracks the in-flight requests of one Serve call by envelope id,
// so request.cancel can end one. Ids are the client's: two requests that
// share one are both cancelled.
type flights struct {
	mu sync.Mutex
	m  map[string][]*flight
}

// flight is one request in flight.
type flight struct {
	cancel    context.CancelFunc
	cancelled bool // set by request.cancel, read under flights.mu
}

// start registers a request and returns its entry; done must follow.
func (f *flights) start(id string, cancel context.CancelFunc) *flight {
	fl := &flight{cancel: cancel}
	f.mu.Lock()
	if f.m == nil {
		f.m = map[string][]*flight{}
	}
	f.m[id] = append(f.m[id], fl)
	f.mu.Unlock()
	return fl
}

// done removes fl and reports whether request.cancel ended it.
func (f *flights) done(id string, fl *flight) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	list := f.m[id]
	for i, x := range list {
		if x == fl {
			list = append(list[:i], list[i+1:]...)
			break
		}
	}
	if len(list) == 0 {
		delete(f.m, id)
	} else {
		f.m[id] = list
	}
	return fl.cancelled
}

// cancelID cancels every request in flight with envelope id and reports
// how many there were.
func (f *flights) cancelID(id string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, fl := range f.m[id] {
		fl.cancelled = true
		fl.cancel()
	}
	return len(f.m[id])
}

// CancelRequest is the request.cancel payload.
type CancelRequest struct {
	// RequestID is the envelope id of the request to cancel.
	RequestID string `json:"requestId"`
}

// CancelReply is the request.cancel reply. Cancelled is false when no
// request with that id is in flight (it already answered, or never came):
// cancelling is then a no-op, not an error, because the race between a
// reply and a Stop is normal.
type CancelReply struct {
	Cancelled bool `json:"cancelled"`
}

// cancelRequest serves request.cancel. The cancelled request's handler sees
// its ctx end (a model call aborts its HTTP request) and the request is
// answered with the error code cancelled.
func (s *Server) cancelRequest(ctx context.Context, req Request) (any, error) {
	var p CancelRequest
	if err := Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	if p.RequestID == "" {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "requestId is required")
	}
	if p.RequestID == req.ID {
		return CancelReply{}, nil // a cancel cannot cancel itself
	}
	return CancelReply{Cancelled: s.inflight.cancelID(p.RequestID) > 0}, nil
}
