package main

import (
	"strings"
	"testing"

	"github.com/laikabrowser/laika/nativemsg"
)

// TestOversizedIDAnswered: through the real binary, a frame whose id alone
// is over the 1 MiB a reply may carry is answered with a null id instead
// of being dropped, and the session goes on.
func TestOversizedIDAnswered(t *testing.T) {
	p := startHost(t, t.TempDir(), []string{"serve"})
	big := strings.Repeat("i", nativemsg.MaxOutbound+1)
	for _, frame := range []string{
		`{"id":"` + big + `","type":"hello","payload":{}}`,
		`{"id":"` + big + `","type":"no.such.type","payload":{}}`,
		`{"id":"r","type":"` + big + `","payload":{}}`,
	} {
		if err := p.SendLarge([]byte(frame)); err != nil {
			t.Fatal(err)
		}
		var r envelope
		if err := p.RecvJSON(&r); err != nil {
			t.Fatalf("no reply: %v (stderr %s)", err, p.Stderr)
		}
		if r.Status != "error" || r.Error == nil || (r.ID != nil && len(*r.ID) > 1) {
			t.Fatalf("reply %+v", r)
		}
	}
	s := &session{t: t, p: p}
	s.call("hello", nil, nil)
}
