package llm

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"syscall"
	"time"

	"github.com/google/uuid"
	"github.com/laikabrowser/laika"
)

// Call-path defaults. Local models on a CPU can take long to produce the
// first token, hence the generous idle limit.
const (
	DefaultConnectTimeout = 10 * time.Second
	DefaultIdleTimeout    = 60 * time.Second
	DefaultRetryDelay     = 2 * time.Second
	StatusTimeout         = 1500 * time.Millisecond
)

// Timing are the call-path knobs every backend embeds; zero values mean
// the defaults. Tests shrink them. ConnectTimeout is read when the
// constructor builds the HTTP client; to change it later, replace the
// backend's client.
type Timing struct {
	ConnectTimeout time.Duration
	IdleTimeout    time.Duration // max silence between streamed chunks
	RetryDelay     time.Duration // pause before the one retry
}

func (t Timing) idle() time.Duration  { return or(t.IdleTimeout, DefaultIdleTimeout) }
func (t Timing) delay() time.Duration { return or(t.RetryDelay, DefaultRetryDelay) }
func or(d, def time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return def
}

// httpClient has a connect timeout and no overall timeout: a stream may
// run for minutes, the idle timer bounds silence instead.
func httpClient(connect time.Duration, proxy bool) *http.Client {
	tr := &http.Transport{
		DialContext:         (&net.Dialer{Timeout: or(connect, DefaultConnectTimeout), KeepAlive: 30 * time.Second}).DialContext,
		TLSHandshakeTimeout: or(connect, DefaultConnectTimeout),
		MaxIdleConnsPerHost: 4,
		IdleConnTimeout:     90 * time.Second,
	}
	if proxy {
		tr.Proxy = http.ProxyFromEnvironment
	}
	return &http.Client{Transport: tr}
}

var errIdle = errors.New("idle timeout")

// attemptFunc performs one streamed request. emit passes a delta on (an
// empty delta only proves the stream is alive). It returns the done
// reason and token counts; a stream that ended without the backend's done
// marker returns errStreamCut.
type attemptFunc func(ctx context.Context, emit func(string) error) (laika.ChatResult, error)

var errStreamCut = errors.New("stream ended without done")

// run is the call path shared by every backend: logging, idle timer,
// retry once on a transient failure that produced no output, error codes.
func run(ctx context.Context, name string, t Timing, log *Logger, req laika.ChatRequest, fn func(laika.Chunk) error,
	classify func(error) error, attempt attemptFunc) (laika.ChatResult, error) {
	id := uuid.NewString()
	ctx = context.WithValue(ctx, requestIDKey{}, id)
	if laika.Temporary(ctx) {
		log = nil // a temporary run leaves no prompt or output in llm.jsonl
	}
	log.request(id, name, req)
	start := time.Now()
	var res laika.ChatResult
	var err error
	for n := 1; ; n++ {
		res, err = once(ctx, t.idle(), fn, attempt)
		if err != nil && n == 1 && res.Chunks == 0 && ctx.Err() == nil && transient(err) {
			log.retry(id, name, n, err, t.delay())
			select {
			case <-time.After(t.delay()):
				continue
			case <-ctx.Done():
				err = ctx.Err()
			}
		}
		break
	}
	res.Duration = time.Since(start)
	if err != nil {
		err = codeFor(ctx, err, classify)
	} else if req.Format != nil && res.DoneReason == "length" {
		err = laika.Errorf(laika.CodeModelOutputTruncated, "the model hit its output limit (%d tokens) before finishing the JSON reply; %d characters kept", req.MaxTokens, len(res.Text))
	}
	log.complete(id, name, req, res, err)
	return res, err
}

// once runs one attempt under an idle timer reset by every chunk.
func once(ctx context.Context, idle time.Duration, fn func(laika.Chunk) error, attempt attemptFunc) (laika.ChatResult, error) {
	actx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	timer := time.AfterFunc(idle, func() { cancel(errIdle) })
	defer timer.Stop()
	var text strings.Builder
	chunks := 0
	var cbErr error
	emit := func(d string) error {
		timer.Reset(idle)
		if d == "" {
			return nil
		}
		text.WriteString(d)
		chunks++
		if err := fn(laika.Chunk{Delta: d}); err != nil {
			cbErr = err
			return err
		}
		return nil
	}
	res, err := attempt(actx, emit)
	res.Text, res.Chunks = text.String(), chunks
	switch {
	case cbErr != nil:
		return res, callerStop{cbErr}
	case err != nil && errors.Is(context.Cause(actx), errIdle) && ctx.Err() == nil:
		return res, errIdle
	}
	return res, err
}

// callerStop marks the error the caller's callback returned: it is passed
// back unchanged.
type callerStop struct{ err error }

func (c callerStop) Error() string { return c.err.Error() }
func (c callerStop) Unwrap() error { return c.err }

// transient reports failures worth one retry: the server was not
// listening, the connection failed or timed out, or it went silent.
func transient(err error) bool {
	if errors.Is(err, errIdle) || errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) {
		return true
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return true
	}
	var oe *net.OpError
	return errors.As(err, &oe) && oe.Op == "dial"
}

// codeFor maps an attempt's error to a *laika.Error.
func codeFor(ctx context.Context, err error, classify func(error) error) error {
	var stop callerStop
	var le *laika.Error
	switch {
	case errors.As(err, &stop):
		return stop.err
	case ctx.Err() != nil && errors.Is(ctx.Err(), context.DeadlineExceeded):
		return laika.Errorf(laika.CodeTimeout, "the model call ran out of time")
	case ctx.Err() != nil:
		return laika.Errorf(laika.CodeCancelled, "the model call was cancelled")
	case errors.Is(err, errIdle):
		return laika.Errorf(laika.CodeTimeout, "the model sent nothing for too long; partial output kept")
	case errors.Is(err, errStreamCut), errors.Is(err, syscall.ECONNRESET), errors.Is(err, io.ErrUnexpectedEOF):
		return laika.Errorf(laika.CodeModelStreamCut, "the model stream ended before it was done; partial output kept")
	case errors.As(err, &le):
		return le
	}
	return classify(err)
}

// dialFailure reports errors that mean "nothing is listening there".
func dialFailure(err error) bool {
	var oe *net.OpError
	return errors.Is(err, syscall.ECONNREFUSED) || (errors.As(err, &oe) && oe.Op == "dial")
}

type requestIDKey struct{}

// requestID is the llm.jsonl request id of the call ctx belongs to.
func requestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}
