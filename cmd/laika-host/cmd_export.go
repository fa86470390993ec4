package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"

	"github.com/laikabrowser/laika"
)

// cmdExport is `laika-host export --run ID [--format markdown|json]
// [--out FILE] [--db FILE]`. The run goes to stdout unless --out is given.
// Exit 1 for an unknown run or a storage error, 2 for bad usage.
func cmdExport(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("export", stderr)
	runID := fs.String("run", "", "run `id` (required)")
	format := fs.String("format", "markdown", "markdown or json")
	out := fs.String("out", "", "write to this `file` instead of stdout")
	db := fs.String("db", "", "database `file` (default $LAIKA_HOME/laika.db)")
	if !parseFlags(fs, args, 0) {
		return 2
	}
	if *runID == "" || (*format != "markdown" && *format != "json") {
		fs.Usage()
		return 2
	}
	d, err := cliStore(ctx, *db, true)
	if err != nil {
		fmt.Fprintln(stderr, "laika-host export:", laika.ErrorMessage(err))
		return 1
	}
	defer d.Close()
	w := stdout
	var f *os.File
	if *out != "" {
		// 0600: a run holds the user's browsing history.
		if f, err = os.OpenFile(*out, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600); err != nil {
			fmt.Fprintln(stderr, "laika-host export:", err)
			return 1
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriter(w)
	if err := d.ExportRun(ctx, *runID, *format, bw); err != nil {
		fmt.Fprintln(stderr, "laika-host export:", laika.ErrorMessage(err))
		return 1
	}
	if err := bw.Flush(); err != nil {
		fmt.Fprintln(stderr, "laika-host export:", err)
		return 1
	}
	if f != nil {
		if err := f.Close(); err != nil {
			fmt.Fprintln(stderr, "laika-host export:", err)
			return 1
		}
	}
	return 0
}
