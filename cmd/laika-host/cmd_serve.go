package main

import (
	"context"
	"fmt"
	"io"

	"github.com/laikabrowser/laika/config"
)

// cmdServe is `laika-host serve`: host mode without a browser or a
// caller check.
func cmdServe(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("serve", stderr)
	if !parseFlags(fs, args, 0) {
		return 2
	}
	cfg, err := config.Load(nil)
	if err != nil {
		fmt.Fprintln(stderr, "laika-host:", err)
		return 1
	}
	return serveStdio(ctx, cfg, stdin, stdout, stderr)
}
