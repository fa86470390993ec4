//go:build !unix

package main

import "io"

// pollableStdio leaves stdio as it is where pipes cannot be polled.
func pollableStdio(stdin io.Reader, stdout io.Writer) (io.Reader, io.Writer) { return stdin, stdout }
