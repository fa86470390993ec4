//go:build windows

package main

import (
	"io"

	"golang.org/x/sys/windows"
)

// pollableStdio leaves stdio as it is: Windows pipes are not polled by the
// Go runtime, and the reads are already raw.
func pollableStdio(stdin io.Reader, stdout io.Writer) (io.Reader, io.Writer) { return stdin, stdout }

// stdioKinds is binary mode on Windows. A C host calls
// _setmode(_fileno(stdin), _O_BINARY) so the C runtime stops turning CR LF
// into LF and Ctrl-Z into end of file; Go links no C runtime and os.File
// has exactly two modes, chosen per handle the way this function chooses:
// a handle for which GetConsoleMode succeeds is a console and goes through
// ReadConsole/WriteConsole (UTF-16 conversion, Ctrl-Z as end of input);
// every other handle, including the pipes Chrome, Edge, Brave and Firefox
// start the host with, goes through ReadFile/WriteFile untouched. So binary
// mode holds exactly when neither handle is a console, which serve checks
// (checkFrameStdio); TestBinaryStdio sends CR LF and 0x1A through the pipes.
func stdioKinds() (in, out stdioKind) {
	return handleKind(windows.STD_INPUT_HANDLE), handleKind(windows.STD_OUTPUT_HANDLE)
}

func handleKind(std uint32) stdioKind {
	h, err := windows.GetStdHandle(std)
	if err != nil || h == 0 || h == windows.InvalidHandle {
		return stdioBinary // no handle: reads end at once, nothing to translate
	}
	var mode uint32
	if windows.GetConsoleMode(h, &mode) == nil {
		return stdioConsole
	}
	return stdioBinary
}
