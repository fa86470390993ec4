package main

import (
	"context"
	"fmt"
	"io"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/research"
)

const askUsage = `laika-host ask <collectionId> "<question>" [--model spec] [--builtin] [--json] [--db file]`

// cmdAsk is `laika-host ask`: a question answered from a collection's
// captured sources, with citations, in the collection's conversation (so
// a follow-up sees the earlier turns). With --json it prints
// {"markdown","citations":[{"sourceId","url","quote",...}],"supported",...};
// a question the sources do not support is answered with "supported":
// false and "code": "no_evidence" (exit status 3).
func cmdAsk(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	asJSON := wantsJSON(args)
	fs := newFlags("ask", stderr)
	f := newResearchFlags(fs, true)
	builtin := fs.Bool("builtin", false, "answer from retrieved passages even when a model is configured")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return helpOrUsage(err)
	}
	if len(pos) < 2 {
		return usageFail(stdout, stderr, asJSON, askUsage, "ask needs a collection id and a question")
	}
	e, done, err := researchEngine(ctx, f)
	if err != nil {
		return researchFail(stdout, stderr, *f.json, err)
	}
	defer done()
	a, err := e.Ask(ctx, pos[0], joinArgs(pos[1:]), research.AskOptions{Builtin: *builtin})
	if err != nil {
		return researchFail(stdout, stderr, *f.json, err)
	}
	code := researchOut(stdout, *f.json, a, func(w io.Writer) {
		if a.Notice != "" {
			fmt.Fprintf(stderr, "note: %s\n", a.Notice)
		}
		fmt.Fprintln(w, a.Markdown)
	})
	if a.Code == laika.CodeNoEvidence {
		return 3
	}
	return code
}
