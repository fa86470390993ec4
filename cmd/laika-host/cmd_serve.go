package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/laikabrowser/laika/config"
)

func init() {
	register("serve", "serve the protocol on stdio without a browser (scripts, tests)", func(ctx context.Context, args []string, stdout, stderr io.Writer) int {
		if len(args) > 0 {
			fmt.Fprintln(stderr, "usage: laika-host serve")
			return 2
		}
		cfg, err := config.Load(nil)
		if err != nil {
			fmt.Fprintln(stderr, "laika-host:", err)
			return 1
		}
		return serveStdio(ctx, cfg, os.Stdin, stdout, stderr)
	})
}
