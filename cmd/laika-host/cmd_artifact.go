package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/laikabrowser/laika"
)

const artifactUsage = `laika-host artifact export <artifactId> --format md|text|csv|json|html [-o FILE] | list <collectionId> | show <artifactId> | delete <artifactId> [--json] [--db file]`

// cmdArtifact is `laika-host artifact export|list|show|delete`.
func cmdArtifact(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	asJSON := wantsJSON(args)
	fs := newFlags("artifact", stderr)
	f := newResearchFlags(fs, false)
	format := fs.String("format", "md", "md, text, csv, json or html")
	outFile := fs.String("o", "", "write the export to this file instead of stdout")
	if len(args) == 0 || isHelp(args[0]) {
		fs.Usage()
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	sub := args[0]
	pos, err := parseInterleaved(fs, args[1:])
	if err != nil {
		return helpOrUsage(err)
	}
	if len(pos) != 1 {
		return usageFail(stdout, stderr, asJSON, artifactUsage, "artifact "+sub+" needs one id")
	}
	e, done, err := researchEngine(ctx, f)
	if err != nil {
		return researchFail(stdout, stderr, *f.json, err)
	}
	defer done()
	switch sub {
	case "export":
		x, err := e.Export(ctx, pos[0], *format)
		if err != nil {
			return researchFail(stdout, stderr, *f.json, err)
		}
		if *outFile != "" {
			if err := os.WriteFile(*outFile, []byte(x.Content), 0o600); err != nil {
				return researchFail(stdout, stderr, *f.json, laika.Errorf(laika.CodeStorageFailed, "write %s: %v", *outFile, err))
			}
			return researchOut(stdout, *f.json, map[string]any{"artifactId": x.ArtifactID, "format": x.Format, "mime": x.MIME,
				"path": *outFile, "bytes": len(x.Content)}, func(w io.Writer) {
				fmt.Fprintf(stderr, "wrote %s (%d bytes)\n", *outFile, len(x.Content))
			})
		}
		return researchOut(stdout, *f.json, x, func(w io.Writer) { io.WriteString(w, x.Content) })
	case "list":
		as, err := e.Artifacts(ctx, pos[0])
		if err != nil {
			return researchFail(stdout, stderr, *f.json, err)
		}
		return researchOut(stdout, *f.json, map[string]any{"collectionId": pos[0], "artifacts": as}, func(w io.Writer) {
			for _, a := range as {
				fmt.Fprintf(w, "%s\t%s\t%s\n", a.ID, a.Type, a.Title)
			}
		})
	case "show":
		a, err := e.Artifact(ctx, pos[0])
		if err != nil {
			return researchFail(stdout, stderr, *f.json, err)
		}
		return researchOut(stdout, *f.json, a, func(w io.Writer) { fmt.Fprintln(w, a.Markdown) })
	case "delete":
		if err := e.DeleteArtifact(ctx, pos[0]); err != nil {
			return researchFail(stdout, stderr, *f.json, err)
		}
		return researchOut(stdout, *f.json, map[string]any{"artifactId": pos[0], "deleted": true}, func(w io.Writer) {
			fmt.Fprintf(w, "deleted %s\n", pos[0])
		})
	}
	return usageFail(stdout, stderr, *f.json, artifactUsage, "unknown artifact subcommand "+sub)
}
