package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/calc"
)

// cmdCalc is `laika-host calc [-precision N] [-json] <expression...>`.
func cmdCalc(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("calc", stderr)
	prec := fs.Int("precision", -1, "decimals to round to (0-20); -1: depends on the result")
	asJSON := fs.Bool("json", false, "print the full result as JSON")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	expr := strings.Join(fs.Args(), " ")
	if expr == "" {
		fs.Usage()
		return 2
	}
	var p *int
	if *prec >= 0 {
		p = prec
	}
	res, err := calc.Eval(expr, p)
	if err != nil {
		fmt.Fprintf(stderr, "laika-host calc: %s: %s\n", laika.ErrorCode(err), laika.ErrorMessage(err))
		return 1
	}
	if *asJSON {
		b, _ := json.MarshalIndent(res, "", "  ")
		fmt.Fprintln(stdout, string(b))
		return 0
	}
	fmt.Fprintln(stdout, res.Text)
	return 0
}
