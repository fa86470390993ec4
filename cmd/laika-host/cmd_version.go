package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
)

// cmdVersion is `laika-host version`.
func cmdVersion(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fmt.Fprintf(stdout, "laika-host %s (protocol %d, %s, %s/%s)\n", Version, ProtocolVersion, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return 0
}
