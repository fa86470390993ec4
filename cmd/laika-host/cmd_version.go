package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
)

// cmdVersion is `laika-host version`.
func cmdVersion(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("version", stderr)
	if !parseFlags(fs, args, 0) {
		return 2
	}
	fmt.Fprintf(stdout, "laika-host %s (protocol %d, %s, %s/%s)\n", Version, ProtocolVersion, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return 0
}
