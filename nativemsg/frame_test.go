package nativemsg

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"testing"
)

func header(n uint32) []byte {
	b := make([]byte, 4)
	binary.NativeEndian.PutUint32(b, n)
	return b
}

func frame(body string) []byte { return append(header(uint32(len(body))), body...) }

func TestReadFrame(t *testing.T) {
	tests := []struct {
		name    string
		in      []byte
		want    string
		wantErr error
		tooBig  bool
	}{
		{name: "empty stream is clean EOF", in: nil, wantErr: io.EOF},
		{name: "one frame", in: frame(`{"a":1}`), want: `{"a":1}`},
		{name: "zero-length frame", in: header(0), want: ""},
		{name: "header cut after 1 byte", in: header(7)[:1], wantErr: ErrTruncated},
		{name: "header cut after 3 bytes", in: header(7)[:3], wantErr: ErrTruncated},
		{name: "body cut short", in: append(header(10), "abc"...), wantErr: ErrTruncated},
		{name: "header with no body", in: header(5), wantErr: ErrTruncated},
		{name: "length 10 is a newline byte", in: frame(`{"id":"1"}`), want: `{"id":"1"}`},
		{name: "length over cap", in: header(MaxInbound + 1), tooBig: true},
		{name: "length 0xFFFFFFFF", in: header(0xFFFFFFFF), tooBig: true},
		{name: "length exactly at cap is only cut short", in: header(MaxInbound), wantErr: ErrTruncated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ReadFrame(bytes.NewReader(tt.in))
			if tt.tooBig {
				var tl *TooLargeError
				if !errors.As(err, &tl) {
					t.Fatalf("err = %v, want *TooLargeError", err)
				}
				return
			}
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if err == nil && string(got) != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestReadFrameSequence(t *testing.T) {
	var in []byte
	for _, s := range []string{"a", "", "ccc"} {
		in = append(in, frame(s)...)
	}
	r := bytes.NewReader(in)
	for _, want := range []string{"a", "", "ccc"} {
		got, err := ReadFrame(r)
		if err != nil || string(got) != want {
			t.Fatalf("got %q, %v; want %q", got, err, want)
		}
	}
	if _, err := ReadFrame(r); err != io.EOF {
		t.Fatalf("after last frame: %v, want io.EOF", err)
	}
}

func TestWriteFrame(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteFrame(&buf, []byte(`{"x":true}`)); err != nil {
		t.Fatal(err)
	}
	got, err := ReadFrame(&buf)
	if err != nil || string(got) != `{"x":true}` {
		t.Fatalf("round trip: %q, %v", got, err)
	}
	if err := WriteFrame(&buf, make([]byte, MaxOutbound)); err != nil {
		t.Fatalf("frame at exactly 1 MiB: %v", err)
	}
	buf.Reset()
	if err := WriteFrame(&buf, make([]byte, MaxOutbound+1)); !errors.Is(err, ErrOutboundTooLarge) {
		t.Fatalf("over 1 MiB: %v", err)
	}
	if buf.Len() != 0 {
		t.Fatalf("refused frame wrote %d bytes", buf.Len())
	}
}

// FuzzReadFrame checks that no input panics, that every accepted frame
// respects the cap, and that a frame we write reads back unchanged.
func FuzzReadFrame(f *testing.F) {
	f.Add(frame(`{"id":"1","type":"hello"}`))
	f.Add(header(10))
	f.Add(header(0xFFFFFFFF))
	f.Add([]byte{1})
	f.Add(append(frame("a"), frame("bb")...))
	f.Fuzz(func(t *testing.T, in []byte) {
		r := bytes.NewReader(in)
		for {
			msg, err := ReadFrame(r)
			if err != nil {
				return
			}
			if len(msg) > MaxInbound {
				t.Fatalf("accepted %d bytes", len(msg))
			}
			if len(msg) <= MaxOutbound {
				var buf bytes.Buffer
				if err := WriteFrame(&buf, msg); err != nil {
					t.Fatal(err)
				}
				back, err := ReadFrame(&buf)
				if err != nil || !bytes.Equal(back, msg) {
					t.Fatalf("round trip lost data: %v", err)
				}
			}
		}
	})
}
