package host

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika/nativemsg"
)

// TestOversizedIDOrType: a request whose id or type alone is over the
// 1 MiB a reply may carry still gets an answer, with the field it cannot
// echo as null, and the host keeps serving.
func TestOversizedIDOrType(t *testing.T) {
	big := strings.Repeat("x", nativemsg.MaxOutbound+10)
	tests := []struct {
		name     string
		frame    string
		wantID   *string
		wantType *string
		wantCode string
	}{
		{"huge id, known type", `{"id":"` + big + `","type":"echo","payload":{}}`, nil, strp("echo"), "response_too_large"},
		{"huge id, no type", `{"id":"` + big + `"}`, nil, nil, "invalid_request"},
		{"huge id, payload not an object", `{"id":"` + big + `","type":"echo","payload":1}`, nil, strp("echo"), "invalid_request"},
		{"huge type", `{"id":"a","type":"` + big + `","payload":{}}`, strp("a"), nil, "unknown_type"},
		{"huge id and type", `{"id":"` + big + `","type":"` + big + `"}`, nil, nil, "unknown_type"},
	}
	c := startServer(t, testServer())
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c.sendRaw(t, append(hdr(uint32(len(tt.frame))), tt.frame...))
			r := recvWithin(t, c, 10*time.Second) // the bug was a reply never sent
			if r.Status != "error" || r.Error == nil || r.Error.Code != tt.wantCode {
				t.Fatalf("reply %+v, want error %s", r, tt.wantCode)
			}
			if !samePtr(r.ID, tt.wantID) || !samePtr(r.Type, tt.wantType) {
				t.Errorf("id %v type %v, want %v %v", show(r.ID), show(r.Type), show(tt.wantID), show(tt.wantType))
			}
			if len(r.Error.Message) > 400 {
				t.Errorf("message repeats the request: %d bytes", len(r.Error.Message))
			}
			c.send(t, `{"id":"after","type":"echo","payload":{"ok":true}}`)
			if r := c.recv(t); r.Status != "ok" || *r.ID != "after" {
				t.Fatalf("host stopped serving: %+v", r)
			}
		})
	}
}

// recvWithin is recv that fails after d instead of waiting forever.
func recvWithin(t *testing.T, c *conn, d time.Duration) gotReply {
	t.Helper()
	got := make(chan gotReply, 1)
	go func() {
		f, err := nativemsg.ReadFrame(c.out)
		if err != nil {
			close(got)
			return
		}
		var r gotReply
		json.Unmarshal(f, &r)
		got <- r
	}()
	select {
	case r, ok := <-got:
		if !ok {
			t.Fatal("connection closed without a reply")
		}
		return r
	case <-time.After(d):
		t.Fatalf("no reply within %v", d)
	}
	return gotReply{}
}

func samePtr(a, b *string) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }

func show(p *string) string {
	if p == nil {
		return "null"
	}
	if len(*p) > 20 {
		return (*p)[:20] + "…"
	}
	return *p
}
