package main

import (
	"encoding/json"
	"fmt"
	"testing"
)

// session drives a real host binary, one request at a time, the way the
// extension does.
type session struct {
	t *testing.T
	p interface {
		SendJSON(any) error
		RecvJSON(any) error
	}
	n int
}

func newSession(t *testing.T, env ...string) *session {
	p := startHost(t, t.TempDir(), []string{"serve"}, env...)
	return &session{t: t, p: p}
}

// raw sends one request and returns the reply envelope, whatever its
// status; it fails the test only if the reply is missing or not for it.
func (s *session) raw(typ string, payload any) envelope {
	s.t.Helper()
	s.n++
	id := fmt.Sprintf("r%d", s.n)
	if payload == nil {
		payload = map[string]any{}
	}
	if err := s.p.SendJSON(map[string]any{"id": id, "type": typ, "payload": payload}); err != nil {
		s.t.Fatal(err)
	}
	var r envelope
	if err := s.p.RecvJSON(&r); err != nil {
		s.t.Fatalf("%s: %v", typ, err)
	}
	if r.ID == nil || *r.ID != id {
		s.t.Fatalf("%s: reply for id %v, want %s", typ, r.ID, id)
	}
	return r
}

// call sends one request that must succeed and decodes its payload into
// out (when not nil).
func (s *session) call(typ string, payload any, out any) {
	s.t.Helper()
	r := s.raw(typ, payload)
	if r.Status != "ok" {
		s.t.Fatalf("%s: %+v", typ, r.Error)
	}
	if out != nil {
		if err := json.Unmarshal(r.Payload, out); err != nil {
			s.t.Fatalf("%s payload: %v", typ, err)
		}
	}
}

// callErr sends one request that must fail and returns its error code.
func (s *session) callErr(typ string, payload any) string {
	s.t.Helper()
	r := s.raw(typ, payload)
	if r.Status != "error" || r.Error == nil {
		s.t.Fatalf("%s %v: want an error, got %+v", typ, payload, r)
	}
	return r.Error.Code
}
