package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/store"
)

// cmdAudit is `laika-host audit verify|list|anchor [--db FILE] [--run ID]
// [--head SEQ:HASH]`. verify exits 0 for an intact chain and 1 naming the
// first broken row; with --head it also fails when the anchored row is gone
// (truncated) or different (rewritten). anchor prints the head as SEQ:HASH
// for the user to keep elsewhere; list prints the entries as JSON lines.
func cmdAudit(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("audit", stderr)
	db := fs.String("db", "", "database `file` (default $LAIKA_HOME/laika.db)")
	runID := fs.String("run", "", "only entries of this run `id` (list)")
	head := fs.String("head", "", "an anchor `SEQ:HASH` from `audit anchor` (verify): detects truncation and rewrites")
	usage := func() int { fs.Usage(); return 2 }
	if len(args) == 0 || (args[0] != "verify" && args[0] != "list" && args[0] != "anchor") {
		return usage()
	}
	sub := args[0]
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		return usage()
	}
	var anchor store.Anchor
	if *head != "" {
		if sub != "verify" {
			return usage()
		}
		a, err := store.ParseAnchor(*head)
		if err != nil {
			fmt.Fprintln(stderr, "laika-host audit:", laika.ErrorMessage(err))
			return 2
		}
		anchor = a
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
	if sub == "anchor" {
		a, err := d.AuditHead(ctx)
		if err != nil {
			fmt.Fprintln(stderr, "laika-host audit:", laika.ErrorMessage(err))
			return 1
		}
		if a.Seq == 0 {
			fmt.Fprintln(stderr, "laika-host audit: the audit trail is empty; nothing to anchor")
			return 1
		}
		fmt.Fprintln(stdout, a)
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
	if *head != "" {
		if err := d.VerifyAuditAnchor(ctx, anchor); err != nil {
			if laika.ErrorCode(err) == laika.CodeVerificationFailed {
				fmt.Fprintf(stdout, "audit trail BROKEN against anchor %s\n%s\n", anchor, laika.ErrorMessage(err))
			} else {
				fmt.Fprintln(stderr, "laika-host audit:", laika.ErrorMessage(err))
			}
			return 1
		}
	}
	entries, err := d.AuditEntries(ctx, "")
	if err != nil {
		fmt.Fprintln(stderr, "laika-host audit:", laika.ErrorMessage(err))
		return 1
	}
	headHash := "(empty)"
	if len(entries) > 0 {
		headHash = entries[len(entries)-1].Hash
	}
	fmt.Fprintf(stdout, "audit trail ok: %d entries, head %s\n", len(entries), headHash)
	return 0
}
