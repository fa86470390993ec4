package main

import (
	"bytes"
	"errors"
	"testing"
)

// TestCheckFrameStdio: the binary-mode rule every OS's stdioKinds feeds
// (Windows: GetConsoleMode; Unix: termios). Frames cross only when both
// directions are binary.
func TestCheckFrameStdio(t *testing.T) {
	tests := []struct {
		name    string
		in, out stdioKind
		ok      bool
	}{
		{"browser pipes both ways", stdioBinary, stdioBinary, true},
		{"typed at a console", stdioConsole, stdioBinary, false},
		{"frames written to a console", stdioBinary, stdioConsole, false},
		{"a console both ways", stdioConsole, stdioConsole, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := checkFrameStdio(tt.in, tt.out)
			if (err == nil) != tt.ok {
				t.Fatalf("got %v, want ok=%v", err, tt.ok)
			}
			if err != nil && !errors.Is(err, errConsoleStdio) {
				t.Fatalf("err %v", err)
			}
		})
	}
}

// Readers and writers handed in by tests are never the process's console.
func TestFrameStdioIgnoresOtherStreams(t *testing.T) {
	if err := frameStdio(bytes.NewReader(nil), &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
}
