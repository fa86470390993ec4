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
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return 2
	}
	fmt.Fprintf(stdout, "laika-host %s (protocol %d, %s, %s/%s)\n", Version, ProtocolVersion, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return 0
}
