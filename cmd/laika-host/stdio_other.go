//go:build !unix && !windows

package main

import "io"

// pollableStdio leaves stdio as it is where pipes cannot be polled.
func pollableStdio(stdin io.Reader, stdout io.Writer) (io.Reader, io.Writer) { return stdin, stdout }

// stdioKinds: no terminal to tell apart on the remaining systems (wasip1,
// plan9); their handles are taken as binary.
func stdioKinds() (in, out stdioKind) { return stdioBinary, stdioBinary }
