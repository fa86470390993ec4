// Package nativemsg implements the WebExtension native-messaging framing: each
// message is a 32-bit length in native byte order followed by that many bytes
// of UTF-8 JSON. It knows nothing about what the JSON means.
//
// Chrome kills the whole port when a host writes a frame over 1 MiB, so
// WriteFrame refuses to; inbound frames may be up to 64 MiB (Chrome's own
// limit for messages to the host), checked before any allocation.
package nativemsg

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

const (
	// MaxInbound is the largest frame ReadFrame accepts.
	MaxInbound = 64 << 20
	// MaxOutbound is the largest frame WriteFrame will write.
	MaxOutbound = 1 << 20
)

var (
	// ErrTruncated means the stream ended inside a frame header or body.
	ErrTruncated = errors.New("nativemsg: frame cut short")
	// ErrOutboundTooLarge means a frame over MaxOutbound was refused.
	ErrOutboundTooLarge = errors.New("nativemsg: outbound frame over 1 MiB")
)

// TooLargeError reports an inbound length over the cap. The body has not
// been read, so the stream cannot be resynchronised; the caller must stop.
type TooLargeError struct{ Length uint32 }

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("nativemsg: inbound frame of %d bytes exceeds %d", e.Length, MaxInbound)
}

// ReadFrame reads one frame. It returns io.EOF only on a clean end of stream
// between frames, ErrTruncated when the stream ends inside one, and
// *TooLargeError for a length over MaxInbound.
func ReadFrame(r io.Reader) ([]byte, error) {
	var hdr [4]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		if err == io.ErrUnexpectedEOF {
			return nil, ErrTruncated
		}
		return nil, err
	}
	n := binary.NativeEndian.Uint32(hdr[:])
	if n > MaxInbound {
		return nil, &TooLargeError{Length: n}
	}
	buf := make([]byte, n)
	if _, err := io.ReadFull(r, buf); err != nil {
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			return nil, ErrTruncated
		}
		return nil, err
	}
	return buf, nil
}

// WriteFrame writes msg as one frame with a single Write call, so a writer
// shared under a mutex never interleaves. It refuses frames over MaxOutbound.
func WriteFrame(w io.Writer, msg []byte) error {
	if len(msg) > MaxOutbound {
		return ErrOutboundTooLarge
	}
	buf := make([]byte, 4+len(msg))
	binary.NativeEndian.PutUint32(buf, uint32(len(msg)))
	copy(buf[4:], msg)
	_, err := w.Write(buf)
	return err
}
