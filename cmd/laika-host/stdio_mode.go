package main

import (
	"errors"
	"io"
	"os"
)

// stdioKind is what a standard handle is connected to, as far as
// native-messaging frames care: they are binary (a 4-byte native-endian
// length, then UTF-8 JSON), so any byte translation on the way corrupts
// the length of every later frame.
type stdioKind uint8

const (
	// stdioBinary: a pipe (how every browser starts the host), a socket, a
	// file or the null device. Bytes pass untouched.
	stdioBinary stdioKind = iota
	// stdioConsole: a Unix terminal (its line discipline maps CR to LF
	// and LF to CR LF) or a Windows console (Go reads and writes it
	// through ReadConsole/WriteConsole, converting to and from UTF-16, and
	// Ctrl-Z ends the input): text mode, whatever the host does.
	stdioConsole
)

// errConsoleStdio is why serve refuses a terminal: the frames would be
// mangled, and a person typing at the prompt cannot write a length prefix.
var errConsoleStdio = errors.New("serve speaks binary native-messaging frames on stdin and stdout, " +
	"and a terminal or console would translate their bytes; a browser starts the host with pipes " +
	"(to try it by hand, pipe frames in and out, e.g. `laika-host serve < frames.bin | xxd`)")

// checkFrameStdio is the rule, on every OS: frames need a binary channel
// both ways.
func checkFrameStdio(in, out stdioKind) error {
	if in == stdioConsole || out == stdioConsole {
		return errConsoleStdio
	}
	return nil
}

// frameStdio checks the streams serve was handed. Only the process's own
// stdin and stdout are looked at (stdioKinds is per OS); the readers and
// writers tests pass in are binary by construction.
func frameStdio(stdin io.Reader, stdout io.Writer) error {
	in, out := stdioBinary, stdioBinary
	realIn, realOut := stdin == io.Reader(os.Stdin), stdout == io.Writer(os.Stdout)
	if realIn || realOut {
		ki, ko := stdioKinds()
		if realIn {
			in = ki
		}
		if realOut {
			out = ko
		}
	}
	return checkFrameStdio(in, out)
}
