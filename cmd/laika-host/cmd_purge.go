package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/store"
)

// purgeDirs are every data-dir folder the host writes besides laika.db:
// logs (host.jsonl, llm.jsonl), file exports (artifact.share) and scratch
// space, plus "collections" and "artifacts", where versions before the
// SQLite store kept them (artifacts now live only in laika.db). config.json is kept: it
// is the user's configuration, not history. A new folder the host writes
// must be added here (TestPurgeLeavesNothing writes into each).
var purgeDirs = []string{"logs", "collections", "artifacts", "exports", "cache", "tmp"}

// purgeFiles are loose files the host may leave in the data dir.
var purgeFiles = []string{".doctor-probe"}

// cmdPurge is `laika-host purge [--yes]`: after a y/N question on stdin,
// empty the store (every table, audit trail included; a new chain starts
// with a purge entry) and remove the history folders. Anything but y/yes
// cancels and exits 1.
func cmdPurge(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("purge", stderr)
	yes := fs.Bool("yes", false, "do not ask")
	if !parseFlags(fs, args, 0) {
		return 2
	}
	cfg, err := config.Load(nil)
	if err != nil {
		fmt.Fprintln(stderr, "laika-host purge:", err)
		return 1
	}
	dbPath := cfg.Path(store.FileName)
	if !*yes {
		fmt.Fprintf(stderr, "Delete everything Laika stored in %s (runs, chats, model logs, collections, artifacts, exports, settings, site policy, audit trail, logs)? [y/N] ", cfg.Home)
		line, _ := bufio.NewReader(stdin).ReadString('\n')
		if a := strings.ToLower(strings.TrimSpace(line)); a != "y" && a != "yes" {
			fmt.Fprintln(stderr, "Cancelled; nothing deleted.")
			return 1
		}
	}
	if _, err := os.Stat(dbPath); err == nil {
		d, err := store.Open(ctx, dbPath)
		if err != nil {
			fmt.Fprintln(stderr, "laika-host purge:", laika.ErrorMessage(err))
			return 1
		}
		err = d.Purge(ctx)
		d.Close()
		if err != nil {
			fmt.Fprintln(stderr, "laika-host purge:", laika.ErrorMessage(err))
			return 1
		}
	}
	for _, dir := range append(append([]string(nil), purgeDirs...), purgeFiles...) {
		if err := os.RemoveAll(filepath.Join(cfg.Home, dir)); err != nil {
			fmt.Fprintln(stderr, "laika-host purge:", err)
			return 1
		}
	}
	fmt.Fprintf(stdout, "Purged %s.\n", cfg.Home)
	return 0
}
