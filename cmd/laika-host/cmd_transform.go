package main

import (
	"context"
	"fmt"
	"io"

	"github.com/laikabrowser/laika/research"
)

const transformUsage = `laika-host transform <collectionId> comparison|timeline|brief|faq|flashcards|quiz [--model spec] [--builtin] [--json] [--db file]`

// cmdTransform is `laika-host transform`: turn a collection into a saved
// artifact. With --json: {"artifactId","type","title","markdown","citations",...}.
func cmdTransform(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	asJSON := wantsJSON(args)
	fs := newFlags("transform", stderr)
	f := newResearchFlags(fs, true)
	builtin := fs.Bool("builtin", false, "the built-in brief even when a model is configured")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return helpOrUsage(err)
	}
	if len(pos) != 2 {
		return usageFail(stdout, stderr, asJSON, transformUsage, "transform needs a collection id and a type")
	}
	e, done, err := researchEngine(ctx, f)
	if err != nil {
		return researchFail(stdout, stderr, *f.json, err)
	}
	defer done()
	a, err := e.Transform(ctx, pos[0], pos[1], research.TransformOptions{Builtin: *builtin})
	if err != nil {
		return researchFail(stdout, stderr, *f.json, err)
	}
	out := struct {
		ArtifactID string `json:"artifactId"`
		research.Artifact
	}{a.ID, a}
	return researchOut(stdout, *f.json, out, func(w io.Writer) {
		fmt.Fprintln(w, a.Markdown)
		fmt.Fprintf(stderr, "saved as %s\n", a.ID)
	})
}
