package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/research"
)

const collectionUsage = `laika-host collection new <title> | add <collectionId> <url|file>... | list [<collectionId>] [--json] [--db file]`

// cmdCollection is `laika-host collection new|add|list`. A URL typed here
// is the user's approval to fetch it (a loopback or LAN host included; a
// redirect to another private host is still refused).
func cmdCollection(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("collection", stderr)
	f := newResearchFlags(fs, false)
	quiet := fs.Bool("quiet", false, "no progress on stderr")
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
	switch {
	case sub == "new" && len(pos) >= 1:
	case sub == "add" && len(pos) >= 2:
	case sub == "list" && len(pos) <= 1:
	default:
		return usageFail(stdout, stderr, *f.json, collectionUsage, "bad arguments for collection "+sub)
	}
	e, done, err := researchEngine(ctx, f)
	if err != nil {
		return researchFail(stdout, stderr, *f.json, err)
	}
	defer done()
	switch sub {
	case "new":
		c, err := e.Create(ctx, joinArgs(pos))
		if err != nil {
			return researchFail(stdout, stderr, *f.json, err)
		}
		return researchOut(stdout, *f.json, map[string]any{"collectionId": c.ID, "title": c.Title, "createdAt": c.CreatedAt}, func(w io.Writer) {
			fmt.Fprintf(w, "%s\t%s\n", c.ID, c.Title)
		})
	case "add":
		targets := make([]research.Target, 0, len(pos)-1)
		for _, p := range pos[1:] {
			t, err := cliTarget(p)
			if err != nil {
				return researchFail(stdout, stderr, *f.json, err)
			}
			targets = append(targets, t)
		}
		progress := func(s research.SourceInfo) {
			if !*quiet {
				fmt.Fprintf(stderr, "%-8s %-20s %s\n", s.Status, s.Error, s.URL)
			}
		}
		res, err := e.Collect(ctx, pos[0], targets, progress)
		if err != nil {
			return researchFail(stdout, stderr, *f.json, err)
		}
		code := researchOut(stdout, *f.json, res, func(w io.Writer) {
			for _, s := range res.Sources {
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", s.ID, statusWord(s), s.URL, oneLine(s.Title, 80))
			}
			fmt.Fprintf(w, "%d captured, %d blocked, %d failed in %s\n", res.Captured, res.Blocked, res.Failed, time.Duration(res.ElapsedMs)*time.Millisecond)
		})
		if res.Captured == 0 {
			return 1 // nothing usable came of it; the JSON says why per source
		}
		return code
	default: // list
		if len(pos) == 0 {
			cs, err := e.List(ctx)
			if err != nil {
				return researchFail(stdout, stderr, *f.json, err)
			}
			return researchOut(stdout, *f.json, map[string]any{"collections": cs}, func(w io.Writer) {
				for _, c := range cs {
					fmt.Fprintf(w, "%s\t%d/%d captured\t%d artifacts\t%s\n", c.ID, c.Captured, c.Sources, c.Artifacts, c.Title)
				}
			})
		}
		d, err := e.Get(ctx, pos[0])
		if err != nil {
			return researchFail(stdout, stderr, *f.json, err)
		}
		return researchOut(stdout, *f.json, d, func(w io.Writer) {
			fmt.Fprintf(w, "%s\t%s\n\nSources:\n", d.Collection.ID, d.Collection.Title)
			for _, s := range d.Sources {
				fmt.Fprintf(w, "  %s\t%s\t%s\t%s\n", s.ID, statusWord(s), s.URL, oneLine(s.Title, 70))
			}
			fmt.Fprintln(w, "\nArtifacts:")
			for _, a := range d.Artifacts {
				fmt.Fprintf(w, "  %s\t%s\t%s\n", a.ID, a.Type, a.Title)
			}
		})
	}
}

func statusWord(s research.SourceInfo) string {
	switch {
	case s.Status == "pending":
		return "queued"
	case s.Error != "":
		return s.Status + ":" + s.Error
	}
	return s.Status
}

func joinArgs(a []string) string {
	out := ""
	for i, s := range a {
		if i > 0 {
			out += " "
		}
		out += s
	}
	return out
}

// cliTarget turns a command-line argument into a collect target: an
// http(s) URL is fetched by the engine; anything else is a local HTML or
// text file, read and extracted here.
func cliTarget(arg string) (research.Target, error) {
	if isWebURL(arg) {
		return research.Target{URL: arg}, nil
	}
	obs, err := observeFile(arg)
	if err != nil {
		return research.Target{}, err
	}
	abs, _ := filepath.Abs(arg)
	t := research.Target{URL: "file://" + filepath.ToSlash(abs), Observation: obs}
	if b, err := os.ReadFile(abs); err == nil && len(b) <= observeMaxFileBytes {
		f := research.FactsFromHTML(b)
		t.Facts = &f
	}
	if obs == nil {
		return research.Target{}, laika.Errorf(laika.CodeNoContext, "%s: nothing to read", arg)
	}
	return t, nil
}
