package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"github.com/laikabrowser/laika"
)

// cmdAudit is `laika-host audit verify|list [--db FILE] [--run ID]`.
// verify exits 0 for an intact chain and 1 naming the first broken row;
// list prints the entries as JSON lines.
func cmdAudit(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	usage := func() int {
		fmt.Fprintln(stderr, "usage: laika-host audit verify [--db FILE]")
		fmt.Fprintln(stderr, "       laika-host audit list [--db FILE] [--run ID]")
		return 2
	}
	if len(args) == 0 {
		return usage()
	}
	sub := args[0]
	fs := flag.NewFlagSet("audit "+sub, flag.ContinueOnError)
	fs.SetOutput(stderr)
	db := fs.String("db", "", "database file (default $LAIKA_HOME/laika.db)")
	runID := fs.String("run", "", "only entries of this run (list)")
	if err := fs.Parse(args[1:]); err != nil || fs.NArg() > 0 {
		return usage()
	}
	if sub != "verify" && sub != "list" {
		return usage()
	}
	d, err := cliStore(ctx, *db, true)
	if err != nil {
		fmt.Fprintln(stderr, "laika-host audit:", laika.ErrorMessage(err))
		return 1
	}
	defer d.Close()
	if sub == "list" {
		entries, err := d.AuditEntries(ctx, *runID)
		if err != nil {
			fmt.Fprintln(stderr, "laika-host audit:", laika.ErrorMessage(err))
			return 1
		}
		enc := json.NewEncoder(stdout)
		for _, e := range entries {
			enc.Encode(e)
		}
		return 0
	}
	bad, err := d.VerifyAudit(ctx)
	switch {
	case bad != 0 || laika.ErrorCode(err) == laika.CodeVerificationFailed:
		fmt.Fprintf(stdout, "audit trail BROKEN: first bad row %d\n%s\n", bad, laika.ErrorMessage(err))
		return 1
	case err != nil:
		fmt.Fprintln(stderr, "laika-host audit:", laika.ErrorMessage(err))
		return 1
	}
	entries, err := d.AuditEntries(ctx, "")
	if err != nil {
		fmt.Fprintln(stderr, "laika-host audit:", laika.ErrorMessage(err))
		return 1
	}
	head := "(empty)"
	if len(entries) > 0 {
		head = entries[len(entries)-1].Hash
	}
	fmt.Fprintf(stdout, "audit trail ok: %d entries, head %s\n", len(entries), head)
	return 0
}
