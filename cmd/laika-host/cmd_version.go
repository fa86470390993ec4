package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
)

func init() {
	register("version", "print the host and protocol versions", func(ctx context.Context, args []string, stdout, stderr io.Writer) int {
		fmt.Fprintf(stdout, "laika-host %s (protocol %d, %s, %s/%s)\n", Version, ProtocolVersion, runtime.Version(), runtime.GOOS, runtime.GOARCH)
		return 0
	})
}
