//go:build !unix

package main

import "io"

// pollableStdio leaves stdio as it is where pipes cannot be polled.
//
// On Windows that is also all binary mode needs: Go's os.Stdin and
// os.Stdout are raw handles with no C runtime text mode, so CR LF and
// Ctrl-Z (0x1A) in a length prefix or a body pass untranslated
// (TestBinaryStdio sends both). Chrome's extra --parent-window=<hwnd>
// argument is ignored by browserCaller: the host opens no windows.
func pollableStdio(stdin io.Reader, stdout io.Writer) (io.Reader, io.Writer) { return stdin, stdout }
