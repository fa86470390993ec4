package host

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/nativemsg"
)

// Handler serves one message type. It returns the reply payload (marshalled
// as JSON) or an error; errors that are not *laika.Error are reported as
// "internal" and logged. ctx is cancelled when the connection closes.
type Handler func(ctx context.Context, req Request) (any, error)

// ShutdownGrace is how long Serve waits for cancelled handlers to return
// after the input ends, so the process can exit within a second.
const ShutdownGrace = 500 * time.Millisecond

// Server dispatches requests to handlers. Register handlers with Handle
// before calling Serve.
type Server struct {
	Log      *slog.Logger
	handlers map[string]route
	types    []string // sorted handler types, fixed once Serve starts

	wmu sync.Mutex
	w   io.Writer

	inflight flights // requests request.cancel can still reach
}

// NewServer returns a Server that logs to log.
func NewServer(log *slog.Logger) *Server {
	if log == nil {
		log = slog.New(slog.NewJSONHandler(io.Discard, nil))
	}
	s := &Server{Log: log, handlers: map[string]route{}}
	s.HandleInline(CancelType, s.cancelRequest)
	return s
}

type route struct {
	h      Handler
	inline bool
}

// Handle registers h for message type typ. Registering a type twice panics:
// it is a wiring bug.
func (s *Server) Handle(typ string, h Handler) { s.add(typ, route{h: h}) }

// HandleInline registers h to run on the read loop itself instead of in a
// goroutine of its own. Handing a request to a new goroutine costs a
// cross-thread wake-up, which is most of the round trip of a cheap message
// like hello. h must never block (no I/O, no waiting, bounded CPU): every
// later request waits for it.
func (s *Server) HandleInline(typ string, h Handler) { s.add(typ, route{h: h, inline: true}) }

func (s *Server) add(typ string, r route) {
	if _, dup := s.handlers[typ]; dup {
		panic("host: duplicate handler for " + typ)
	}
	s.handlers[typ] = r
}

// Types returns the registered message types, sorted.
func (s *Server) Types() []string {
	if s.types != nil {
		return s.types
	}
	out := make([]string, 0, len(s.handlers))
	for t := range s.handlers {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}

type connKey struct{}

// ConnContext returns the connection-scoped context stored in a handler's
// ctx: work that must outlive the request (a summary job) but not the
// connection derives from it. It returns ctx itself outside a Server.
func ConnContext(ctx context.Context) context.Context {
	if c, ok := ctx.Value(connKey{}).(context.Context); ok {
		return c
	}
	return ctx
}

// Serve reads frames from r until EOF, an unrecoverable framing error, or
// ctx ends, and writes replies to w. Each request runs in its own goroutine.
// On return every in-flight handler's context has been cancelled and Serve
// has waited up to ShutdownGrace for them. A clean EOF returns nil.
func (s *Server) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	s.w = w
	s.types = nil
	s.types = s.Types()
	conn, cancel := context.WithCancel(ctx)
	defer cancel()

	// The reader goroutine starts each handler itself: a handoff through a
	// dispatch loop would cost one more cross-thread wake-up per request,
	// which is most of a hello round trip. Serve's own goroutine only waits
	// for the end, because a read blocked on stdin cannot see ctx.
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex // orders wg.Add before wg.Wait at shutdown
		stopped bool
	)
	readErr := make(chan error, 1)
	go func() {
		for {
			f, err := nativemsg.ReadFrame(r)
			if err != nil {
				readErr <- err
				return
			}
			mu.Lock()
			if stopped {
				mu.Unlock()
				return
			}
			wg.Add(1)
			mu.Unlock()
			// The envelope is decoded here, once; the payload stays raw for
			// the handler. Bad envelopes and inline handlers are answered on
			// this goroutine.
			req, rt, ok := s.route(f)
			if !ok || rt.inline {
				if ok {
					s.serve(conn, rt, req)
				}
				wg.Done()
				continue
			}
			go func() {
				defer wg.Done()
				s.serve(conn, rt, req)
			}()
		}
	}()

	var result error
	select {
	case <-conn.Done():
	case err := <-readErr:
		if !errors.Is(err, io.EOF) {
			result = err
			s.writeFatal(err)
		}
	}
	cancel()
	mu.Lock()
	stopped = true
	mu.Unlock()
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(ShutdownGrace):
		s.Log.Warn("handlers still running at shutdown")
	}
	return result
}

// writeFatal answers a framing error the stream cannot recover from (an
// oversized length whose body was never read, a frame cut short) before the
// loop stops.
func (s *Server) writeFatal(err error) {
	var tl *nativemsg.TooLargeError
	switch {
	case errors.As(err, &tl):
		s.write(errReply(nil, nil, laika.Errorf(laika.CodeFrameTooLarge,
			"frame of %d bytes exceeds the %d byte limit", tl.Length, nativemsg.MaxInbound)))
	case errors.Is(err, nativemsg.ErrTruncated):
		s.write(errReply(nil, nil, laika.Errorf(laika.CodeInvalidRequest, "input ended inside a frame")))
	}
	s.Log.Error("read loop stopped", "err", err)
}

// route decodes the envelope and finds its handler. It answers bad
// envelopes and unknown types itself and then reports !ok.
func (s *Server) route(frame []byte) (Request, route, bool) {
	req, idp, typp, err := DecodeRequest(frame)
	if err != nil {
		s.Log.Warn("bad request", "code", laika.ErrorCode(err), "bytes", len(frame))
		s.write(errReply(idp, typp, err))
		return req, route{}, false
	}
	rt, ok := s.handlers[req.Type]
	if !ok {
		s.write(errReply(idp, typp, laika.Errorf(laika.CodeUnknownType, "unknown message type %q", clip(req.Type))))
		return req, route{}, false
	}
	return req, rt, true
}

// maxEchoBytes bounds what an error message repeats of the request.
const maxEchoBytes = 200

// clip shortens s for an error message.
func clip(s string) string {
	if len(s) <= maxEchoBytes {
		return s
	}
	return strings.ToValidUTF8(s[:maxEchoBytes], "") + "…"
}

func (s *Server) serve(conn context.Context, rt route, req Request) {
	start := time.Now()
	ctx, cancel := context.WithCancel(context.WithValue(conn, connKey{}, conn))
	defer cancel()
	var fl *flight
	if !rt.inline { // inline handlers finish before a cancel could be read
		fl = s.inflight.start(req.ID, cancel)
	}
	payload, err := s.call(ctx, rt.h, req)
	if fl != nil && s.inflight.done(req.ID, fl) && err != nil {
		// Whatever the handler made of its ended context, the client asked
		// for this: one code it can tell from a failure.
		err = laika.Errorf(laika.CodeCancelled, "%s cancelled by request.cancel", req.Type)
	}
	if err != nil {
		if msg, internal := publicMessage(err); internal {
			s.Log.Error("handler failed", "type", req.Type, "id", req.ID, "code", laika.ErrorCode(err), "err", err)
			err = laika.Errorf(laika.ErrorCode(err), "%s", msg) // public.go: details stay in the log
		}
		s.write(errReply(&req.ID, &req.Type, err))
	} else {
		s.write(okReply(req.ID, req.Type, payload))
	}
	if s.Log.Enabled(ctx, slog.LevelDebug) {
		s.Log.Debug("served", "type", req.Type, "id", req.ID, "ms", time.Since(start).Milliseconds())
	}
}

// call runs h, turning a panic into an internal error.
func (s *Server) call(ctx context.Context, h Handler, req Request) (payload any, err error) {
	defer func() {
		if p := recover(); p != nil {
			s.Log.Error("handler panic", "type", req.Type, "id", req.ID, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			payload, err = nil, laika.Errorf(laika.CodeInternal, "internal error")
		}
	}()
	return h(ctx, req)
}

// write marshals and writes one reply under the writer lock. A reply over
// the outbound cap is replaced by a response_too_large error, so the
// browser never sees a frame that would make it drop the port. When even
// that is too large, the request's own id or type is the cause (a frame
// may carry a multi-MiB id): the error goes out without them, as null,
// rather than not at all.
func (s *Server) write(r reply) {
	b, err := marshalReply(r)
	if err != nil {
		s.Log.Error("marshal reply", "err", err)
		b, _ = json.Marshal(errReply(r.ID, r.Type, laika.Errorf(laika.CodeInternal, "internal error")))
	}
	if len(b) > nativemsg.MaxOutbound {
		s.Log.Warn("reply too large", "bytes", len(b))
		b = fitReply(r, len(b))
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	if err := nativemsg.WriteFrame(s.w, b); err != nil {
		s.Log.Error("write frame", "err", err)
	}
}

// marshalReply encodes r; an Encoded payload is spliced in as it is
// (json.Marshal would scan and compact it again).
func marshalReply(r reply) ([]byte, error) {
	enc, ok := r.Payload.(Encoded)
	if !ok {
		return json.Marshal(r)
	}
	r.Payload = nil
	head, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	// head ends in "}": the payload goes before it.
	b := make([]byte, 0, len(head)+len(enc)+12)
	b = append(b, head[:len(head)-1]...)
	b = append(b, `,"payload":`...)
	b = append(b, enc...)
	return append(b, '}'), nil
}

// fitReply returns the smallest change to r that fits in a frame: r's error
// (message clipped) or response_too_large for an oversized payload, with
// r's id and type, then without the id, without the type, without both.
func fitReply(r reply, size int) []byte {
	e := laika.Errorf(laika.CodeResponseTooLarge, "reply of %d bytes exceeds the %d byte frame limit", size, nativemsg.MaxOutbound)
	if r.Error != nil {
		e = laika.Errorf(r.Error.Code, "%s", clip(r.Error.Message))
	}
	var b []byte
	for _, k := range []struct{ id, typ *string }{{r.ID, r.Type}, {nil, r.Type}, {r.ID, nil}, {nil, nil}} {
		b, _ = json.Marshal(errReply(k.id, k.typ, e))
		if len(b) <= nativemsg.MaxOutbound {
			break
		}
	}
	return b
}
