package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/llmcp"
	"github.com/laikabrowser/laika/tools"
)

// maxParseInput bounds what parse-output reads: model outputs are far
// smaller, and a debug tool should not be a memory sink.
const maxParseInput = 16 << 20

// cmdParseOutput is `laika-host parse-output [--raw] [--format json|markdown]`.
// It runs llmcp.ParseResponse with the tool registry's validator, the same
// call the planner makes, and prints the normalized response as JSON. On
// failure it prints the error code on stdout, the reasons on stderr, and
// exits 1.
func cmdParseOutput(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("parse-output", stderr)
	raw := fs.Bool("raw", false, "print only the recovered JSON value, without the schema check")
	format := fs.String("format", llmcp.FormatJSON, "requested output format: json or markdown")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || (*format != llmcp.FormatJSON && *format != llmcp.FormatMarkdown) {
		fs.Usage()
		return 2
	}
	in, err := io.ReadAll(io.LimitReader(stdin, maxParseInput+1))
	if err != nil {
		fmt.Fprintln(stderr, "laika-host: read stdin:", err)
		return 1
	}
	if len(in) > maxParseInput {
		fmt.Fprintln(stdout, laika.CodeTooLarge)
		fmt.Fprintf(stderr, "input is larger than %d bytes\n", maxParseInput)
		return 1
	}
	fail := func(err error) int {
		fmt.Fprintln(stdout, laika.ErrorCode(err))
		fmt.Fprintln(stderr, laika.ErrorMessage(err))
		return 1
	}
	if *raw {
		v, fixes, err := llmcp.ExtractJSON(string(in))
		if err != nil {
			return fail(err)
		}
		var b bytes.Buffer
		json.Indent(&b, v, "", "  ")
		fmt.Fprintln(stdout, b.String())
		if len(fixes) > 0 {
			fmt.Fprintln(stderr, "fixes:", fixes)
		}
		return 0
	}
	resp, err := llmcp.ParseResponse(string(in), llmcp.Options{Format: *format, Validate: tools.Validate})
	if err != nil && len(resp.Problems) > 0 {
		fmt.Fprintln(stdout, laika.ErrorCode(err))
		for _, p := range resp.Problems {
			fmt.Fprintln(stderr, "problem:", p)
		}
		return 1
	}
	if err != nil {
		return fail(err)
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	enc.Encode(resp)
	return 0
}
