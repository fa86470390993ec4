package host

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math/rand"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/nativemsg"
)

// conn is a client end of a Server running over in-memory pipes.
type conn struct {
	in   *io.PipeWriter // client -> server
	out  *io.PipeReader // server -> client
	done chan error
}

func startServer(t *testing.T, s *Server) *conn {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &conn{in: inW, out: outR, done: make(chan error, 1)}
	go func() {
		err := s.Serve(context.Background(), inR, outW)
		outW.Close()
		c.done <- err
	}()
	t.Cleanup(func() { inW.Close(); outR.Close() })
	return c
}

func (c *conn) sendRaw(t *testing.T, b []byte) {
	t.Helper()
	if _, err := c.in.Write(b); err != nil {
		t.Fatalf("write: %v", err)
	}
}

func (c *conn) send(t *testing.T, msg string) {
	t.Helper()
	var buf bytes.Buffer
	if err := nativemsg.WriteFrame(&buf, []byte(msg)); err != nil {
		t.Fatal(err)
	}
	c.sendRaw(t, buf.Bytes())
}

type gotReply struct {
	ID      *string         `json:"id"`
	Type    *string         `json:"type"`
	Status  string          `json:"status"`
	Payload json.RawMessage `json:"payload"`
	Error   *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func (c *conn) recv(t *testing.T) gotReply {
	t.Helper()
	f, err := nativemsg.ReadFrame(c.out)
	if err != nil {
		t.Fatalf("read reply: %v", err)
	}
	var r gotReply
	if err := json.Unmarshal(f, &r); err != nil {
		t.Fatalf("reply is not JSON: %q", f)
	}
	return r
}

func testServer() *Server {
	s := NewServer(nil)
	s.Handle("echo", func(ctx context.Context, req Request) (any, error) {
		return req.Payload, nil
	})
	s.Handle("sleep", func(ctx context.Context, req Request) (any, error) {
		var p struct{ Ms int }
		if err := Decode(req.Payload, &p); err != nil {
			return nil, err
		}
		select {
		case <-time.After(time.Duration(p.Ms) * time.Millisecond):
			return map[string]int{"slept": p.Ms}, nil
		case <-ctx.Done():
			return nil, laika.Errorf(laika.CodeCancelled, "cancelled")
		}
	})
	s.Handle("panic", func(ctx context.Context, req Request) (any, error) { panic("boom") })
	s.Handle("fail", func(ctx context.Context, req Request) (any, error) { return nil, fmt.Errorf("secret detail") })
	s.Handle("huge", func(ctx context.Context, req Request) (any, error) {
		return strings.Repeat("x", nativemsg.MaxOutbound), nil
	})
	return s
}

func hdr(n uint32) []byte {
	b := make([]byte, 4)
	binary.NativeEndian.PutUint32(b, n)
	return b
}

func strp(s string) *string { return &s }

// TestBadInput sends each bad frame, checks its answer, then checks the host
// still serves a good request on the same connection.
func TestBadInput(t *testing.T) {
	tests := []struct {
		name     string
		frame    string
		wantCode string
		wantID   *string
	}{
		{"garbage", "\x00\xffnot json at all", laika.CodeInvalidJSON, nil},
		{"empty body", "", laika.CodeInvalidJSON, nil},
		{"truncated json", `{"id":"1","type":"echo"`, laika.CodeInvalidJSON, nil},
		{"array not object", `[1,2,3]`, laika.CodeInvalidRequest, nil},
		{"string not object", `"hello"`, laika.CodeInvalidRequest, nil},
		{"10-byte frame", `{"id":"1"}`, laika.CodeInvalidRequest, strp("1")},
		{"missing id", `{"type":"echo","payload":{}}`, laika.CodeInvalidRequest, nil},
		{"numeric id", `{"id":7,"type":"echo"}`, laika.CodeInvalidRequest, nil},
		{"empty type", `{"id":"2","type":""}`, laika.CodeInvalidRequest, strp("2")},
		{"unknown type", `{"id":"3","type":"no.such.thing"}`, laika.CodeUnknownType, strp("3")},
		{"payload not object", `{"id":"4","type":"echo","payload":[1]}`, laika.CodeInvalidRequest, strp("4")},
		{"bad arguments", `{"id":"5","type":"sleep","payload":{"Ms":"x"}}`, laika.CodeInvalidArguments, strp("5")},
		{"extra argument", `{"id":"6","type":"sleep","payload":{"Ms":1,"extra":true}}`, laika.CodeInvalidArguments, strp("6")},
		{"handler panic", `{"id":"7","type":"panic"}`, laika.CodeInternal, strp("7")},
		{"plain error hides detail", `{"id":"8","type":"fail"}`, laika.CodeInternal, strp("8")},
		{"reply over 1 MiB", `{"id":"9","type":"huge"}`, laika.CodeResponseTooLarge, strp("9")},
	}
	c := startServer(t, testServer())
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c.send(t, tt.frame)
			r := c.recv(t)
			if r.Status != "error" || r.Error == nil || r.Error.Code != tt.wantCode {
				t.Fatalf("reply %+v, want error %s", r, tt.wantCode)
			}
			if (r.ID == nil) != (tt.wantID == nil) || (r.ID != nil && *r.ID != *tt.wantID) {
				t.Fatalf("id = %v, want %v", r.ID, tt.wantID)
			}
			if strings.Contains(r.Error.Message, "secret detail") || strings.Contains(r.Error.Message, "boom") {
				t.Fatalf("internal detail leaked: %q", r.Error.Message)
			}
			c.send(t, `{"id":"ok","type":"echo","payload":{"still":"up"}}`)
			if r := c.recv(t); r.Status != "ok" || string(r.Payload) != `{"still":"up"}` {
				t.Fatalf("host not serving after %s: %+v", tt.name, r)
			}
		})
	}
}

// TestFatalFraming covers framing errors the stream cannot recover from:
// the host answers once, then stops reading.
func TestFatalFraming(t *testing.T) {
	tests := []struct {
		name     string
		raw      []byte
		wantCode string
	}{
		{"length over cap", hdr(nativemsg.MaxInbound + 1), laika.CodeFrameTooLarge},
		{"header cut short", hdr(5)[:2], laika.CodeInvalidRequest},
		{"body cut short", append(hdr(50), `{"id":`...), laika.CodeInvalidRequest},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := startServer(t, testServer())
			c.sendRaw(t, tt.raw)
			c.in.Close()
			r := c.recv(t)
			if r.Error == nil || r.Error.Code != tt.wantCode {
				t.Fatalf("reply %+v, want %s", r, tt.wantCode)
			}
			select {
			case <-c.done:
			case <-time.After(time.Second):
				t.Fatal("server did not stop")
			}
		})
	}
}

// TestConcurrentRequests sends 1,000 requests at once on one connection,
// with handlers finishing in random order, and checks every reply is a
// well-formed frame matched to its id exactly once.
func TestConcurrentRequests(t *testing.T) {
	const n = 1000
	c := startServer(t, testServer())
	go func() {
		var buf bytes.Buffer
		for i := 0; i < n; i++ {
			msg := fmt.Sprintf(`{"id":"r%d","type":"sleep","payload":{"Ms":%d}}`, i, rand.Intn(20))
			nativemsg.WriteFrame(&buf, []byte(msg))
		}
		c.in.Write(buf.Bytes())
	}()
	seen := make(map[string]bool, n)
	for i := 0; i < n; i++ {
		r := c.recv(t)
		if r.Status != "ok" || r.ID == nil || r.Type == nil || *r.Type != "sleep" {
			t.Fatalf("bad reply %+v", r)
		}
		if seen[*r.ID] {
			t.Fatalf("duplicate reply for %s", *r.ID)
		}
		seen[*r.ID] = true
	}
	for i := 0; i < n; i++ {
		if !seen[fmt.Sprintf("r%d", i)] {
			t.Fatalf("no reply for r%d", i)
		}
	}
}

// TestEOFCancelsInflight checks that closing stdin cancels running handlers
// and Serve returns promptly with nil.
func TestEOFCancelsInflight(t *testing.T) {
	c := startServer(t, testServer())
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { // drain replies so cancelled handlers can write
		defer wg.Done()
		io.Copy(io.Discard, c.out)
	}()
	c.send(t, `{"id":"long","type":"sleep","payload":{"Ms":60000}}`)
	time.Sleep(20 * time.Millisecond)
	start := time.Now()
	c.in.Close()
	select {
	case err := <-c.done:
		if err != nil {
			t.Fatalf("Serve returned %v on clean EOF", err)
		}
	case <-time.After(time.Second):
		t.Fatal("Serve did not return within 1s of EOF")
	}
	if d := time.Since(start); d > 700*time.Millisecond {
		t.Fatalf("shutdown took %v", d)
	}
	wg.Wait()
}

func TestConnContextOutlivesRequest(t *testing.T) {
	s := NewServer(nil)
	got := make(chan context.Context, 1)
	s.Handle("start", func(ctx context.Context, req Request) (any, error) {
		got <- ConnContext(ctx)
		return nil, nil
	})
	c := startServer(t, s)
	c.send(t, `{"id":"1","type":"start"}`)
	c.recv(t)
	conn := <-got
	if conn.Err() != nil {
		t.Fatal("connection context ended with the request")
	}
	c.in.Close()
	<-c.done
	if conn.Err() == nil {
		t.Fatal("connection context still live after EOF")
	}
}
