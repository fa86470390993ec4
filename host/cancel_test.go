package host

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
)

// TestRequestCancel: request.cancel ends a request in flight (its handler's
// ctx ends and the reply is the code cancelled, even when the handler
// returned a plain error), leaves other requests alone, and is a no-op for
// an id that is not in flight.
func TestRequestCancel(t *testing.T) {
	s := testServer()
	started := make(chan struct{}, 4)
	s.Handle("wait", func(ctx context.Context, req Request) (any, error) {
		started <- struct{}{}
		<-ctx.Done()
		return nil, ctx.Err() // a plain error: would be "internal" if not cancelled on purpose
	})
	c := startServer(t, s)
	c.send(t, `{"id":"w1","type":"wait"}`)
	c.send(t, `{"id":"s1","type":"sleep","payload":{"Ms":300}}`)
	<-started
	begin := time.Now()
	c.send(t, `{"id":"c1","type":"request.cancel","payload":{"requestId":"w1"}}`)
	got := map[string]gotReply{}
	for len(got) < 3 {
		r := c.recv(t)
		got[*r.ID] = r
	}
	var cr CancelReply
	if r := got["c1"]; r.Status != "ok" || json.Unmarshal(r.Payload, &cr) != nil || !cr.Cancelled {
		t.Fatalf("cancel reply = %+v", r)
	}
	if r := got["w1"]; r.Status != "error" || r.Error.Code != laika.CodeCancelled {
		t.Fatalf("cancelled request's reply = %+v", r)
	}
	if r := got["s1"]; r.Status != "ok" {
		t.Fatalf("another request was disturbed: %+v", r)
	}
	if d := time.Since(begin); d > 5*time.Second {
		t.Fatalf("cancel took %v", d)
	}

	tests := []struct {
		name, frame string
		wantCode    string
		cancelled   bool
	}{
		{"unknown id", `{"id":"c2","type":"request.cancel","payload":{"requestId":"never-sent"}}`, "", false},
		{"already answered", `{"id":"c3","type":"request.cancel","payload":{"requestId":"w1"}}`, "", false},
		{"itself", `{"id":"c4","type":"request.cancel","payload":{"requestId":"c4"}}`, "", false},
		{"no id", `{"id":"c5","type":"request.cancel","payload":{}}`, laika.CodeInvalidArguments, false},
		{"unknown field", `{"id":"c6","type":"request.cancel","payload":{"id":"w1"}}`, laika.CodeInvalidArguments, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c.send(t, tt.frame)
			r := c.recv(t)
			if tt.wantCode != "" {
				if r.Status != "error" || r.Error.Code != tt.wantCode {
					t.Fatalf("reply = %+v, want %s", r, tt.wantCode)
				}
				return
			}
			var cr CancelReply
			if r.Status != "ok" || json.Unmarshal(r.Payload, &cr) != nil || cr.Cancelled != tt.cancelled {
				t.Fatalf("reply = %+v (%s)", r, r.Payload)
			}
		})
	}
	// Still serving.
	c.send(t, `{"id":"e","type":"echo","payload":{"ok":1}}`)
	if r := c.recv(t); r.Status != "ok" {
		t.Fatalf("echo after cancels = %+v", r)
	}
}

// TestCancelledWorkThatFinishesAnyway: a handler that finishes its work
// despite the cancel answers with its result; the client decides what to
// do with a late answer.
func TestCancelledWorkThatFinishesAnyway(t *testing.T) {
	s := testServer()
	release := make(chan struct{})
	started := make(chan struct{})
	s.Handle("deaf", func(ctx context.Context, req Request) (any, error) {
		close(started)
		<-release
		return map[string]bool{"done": true}, nil
	})
	c := startServer(t, s)
	c.send(t, `{"id":"d","type":"deaf"}`)
	<-started
	c.send(t, `{"id":"c","type":"request.cancel","payload":{"requestId":"d"}}`)
	if r := c.recv(t); *r.ID != "c" || r.Status != "ok" {
		t.Fatalf("cancel reply = %+v", r)
	}
	close(release)
	if r := c.recv(t); *r.ID != "d" || r.Status != "ok" {
		t.Fatalf("finished work = %+v", r)
	}
}
