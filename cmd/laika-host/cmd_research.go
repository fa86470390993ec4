package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/fetch"
	"github.com/laikabrowser/laika/research"
)

// Shared plumbing of the research subcommands (collection, ask,
// transform, artifact): the same engine the host serves, over the same
// laika.db. With --json each prints exactly one JSON object on stdout —
// the result, or {"error","message"} — and progress never goes to stdout.

// researchFlags are the flags every research subcommand takes.
type researchFlags struct {
	json  *bool
	db    *string
	model *string
}

func newResearchFlags(fs *flag.FlagSet, withModel bool) researchFlags {
	f := researchFlags{
		json: fs.Bool("json", false, "print exactly one JSON object"),
		db:   fs.String("db", "", "database file (default: $LAIKA_HOME/laika.db)"),
	}
	if withModel {
		f.model = fs.String("model", "", "builtin | ollama:<model> | openai:<base-url>#<model> | replay:<file> (default: the configured model)")
	}
	return f
}

// helpOrUsage: a -h parse error means the usage was printed on request
// (exit 0); any other parse error is a usage error (exit 2).
func helpOrUsage(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	return 2
}

// parseInterleaved parses flags that may come before, between or after
// the positional arguments, and returns the positionals.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// researchEngine opens the store and the model for a subcommand. The
// caller closes the returned func.
func researchEngine(ctx context.Context, f researchFlags) (*research.Engine, func(), error) {
	cfg, err := config.Load(nil)
	if err != nil {
		cfg = &config.Config{}
	}
	d, err := cliStore(ctx, *f.db, false)
	if err != nil {
		return nil, nil, err
	}
	e := &research.Engine{
		DB:      research.StaticDB(d),
		Fetcher: research.NewFetcher(fetch.New(fetch.Options{})),
		NumCtx:  cfg.NumCtx,
	}
	if f.model != nil {
		spec := *f.model
		if spec == "" {
			spec = cfg.Model
		}
		if spec != "" {
			m, err := openCLIModel(spec, cfg)
			if err != nil {
				d.Close()
				return nil, nil, err
			}
			e.Model = m
		}
	}
	return e, func() { e.Close(); d.Close() }, nil
}

// researchOut prints v as one JSON object (with --json) or calls text.
func researchOut(stdout io.Writer, asJSON bool, v any, text func(w io.Writer)) int {
	if asJSON {
		b, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			b, _ = json.Marshal(map[string]string{"error": laika.CodeInternal, "message": err.Error()})
		}
		fmt.Fprintf(stdout, "%s\n", b)
		return 0
	}
	text(stdout)
	return 0
}

// researchFail reports err: one JSON object on stdout with --json, a line
// on stderr otherwise. Exit status 1.
func researchFail(stdout, stderr io.Writer, asJSON bool, err error) int {
	if asJSON {
		b, _ := json.Marshal(map[string]string{"error": laika.ErrorCode(err), "message": laika.ErrorMessage(err)})
		fmt.Fprintf(stdout, "%s\n", b)
		return 1
	}
	return cliFail(stderr, err)
}

// usageFail reports a usage error (exit 2), as JSON when asked.
func usageFail(stdout, stderr io.Writer, asJSON bool, usage, msg string) int {
	if asJSON {
		b, _ := json.Marshal(map[string]string{"error": laika.CodeInvalidArguments, "message": msg + "; usage: " + usage})
		fmt.Fprintf(stdout, "%s\n", b)
		return 2
	}
	fmt.Fprintf(stderr, "laika-host: %s\nusage: %s\n", msg, usage)
	return 2
}

func wantsJSON(args []string) bool {
	for _, a := range args {
		if a == "--json" || a == "-json" || a == "--json=true" {
			return true
		}
	}
	return false
}

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
