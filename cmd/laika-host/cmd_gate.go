package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/policy"
)

// cmdGate is `laika-host gate <file.json>`: the same request as
// policy.explain, read from a file, with the reply printed as JSON. Every
// verdict (deny included) exits 0; unreadable or invalid input exits 1.
func cmdGate(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("gate", stderr)
	if !parseFlags(fs, args, 1) {
		return 2
	}
	args = fs.Args()
	var b []byte
	var err error
	if args[0] == "-" {
		b, err = io.ReadAll(io.LimitReader(stdin, 16<<20))
	} else {
		b, err = os.ReadFile(args[0])
	}
	if err != nil {
		return gateFail(stderr, laika.Errorf(laika.CodeNotFound, "%v", err))
	}
	req, err := policy.DecodeExplain(b)
	if err != nil {
		return gateFail(stderr, err)
	}
	budget := policy.DefaultStepBudget
	if cfg, err := config.Load(nil); err == nil && cfg.StepBudget > 0 {
		budget = cfg.StepBudget
	}
	reply, err := policy.Explain(req, budget)
	if err != nil {
		return gateFail(stderr, err)
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false) // previews hold URLs with "&"; keep them readable
	enc.SetIndent("", "  ")
	if err := enc.Encode(reply); err != nil {
		return gateFail(stderr, err)
	}
	return 0
}

func gateFail(stderr io.Writer, err error) int {
	fmt.Fprintf(stderr, "laika-host gate: %s: %s\n", laika.ErrorCode(err), laika.ErrorMessage(err))
	return 1
}
