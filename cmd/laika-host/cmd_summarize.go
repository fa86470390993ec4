package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/fetch"
	"github.com/laikabrowser/laika/llm"
	"github.com/laikabrowser/laika/summary"
)

// cmdSummarize is `laika-host summarize <url|file> [--model spec]`: read the
// page (with the host's own cookie-less fetcher), then stream a Markdown
// summary to stdout and a numbered list of its sources. Progress goes to
// stderr, so `> summary.md` captures only the summary.
func cmdSummarize(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("summarize", stderr)
	modelSpec := fs.String("model", laika.BuiltinName, "builtin | ollama:<model> | openai:<base-url>#<model> | replay:<file>")
	style := fs.String("style", "", "brief or detailed (default: a normal summary)")
	goal := fs.String("goal", "", "what you want from the page, e.g. \"the pricing\"")
	allowPrivate := fs.Bool("allow-private", false, "also follow redirects to private, loopback and link-local addresses")
	timeout := fs.Duration("timeout", fetch.DefaultTimeout, "give up fetching after this long")
	quiet := fs.Bool("quiet", false, "no progress on stderr")
	target, ok := parseWithTarget(fs, args)
	if !ok {
		return 2
	}
	progress := stderr
	if *quiet {
		progress = io.Discard
	}
	cfg, cfgErr := config.Load(nil)
	if cfgErr != nil {
		// The summary still works with defaults; say why settings are ignored.
		fmt.Fprintf(progress, "laika-host: configuration ignored: %v\n", cfgErr)
		cfg = &config.Config{}
	}
	model, err := openCLIModel(*modelSpec, cfg)
	if err != nil {
		return cliFail(stderr, err)
	}

	obs, err := observeTarget(ctx, target, fetch.Options{AllowPrivate: *allowPrivate, Timeout: *timeout}, progress)
	if err != nil {
		return cliFail(stderr, err)
	}
	chars := len(obs.Text)
	if obs.Primary != nil {
		chars = len(obs.Primary.Text)
	}
	backend := laika.BuiltinName
	if model != nil {
		backend = model.Name()
	}
	fmt.Fprintf(progress, "summarizing %q (%d characters) with %s\n", clipTitle(obs.Title), chars, backend)
	if len(obs.Signals) > 0 {
		fmt.Fprintf(progress, "page signals: %s\n", strings.Join(obs.Signals, ", "))
	}

	opts := summary.Options{
		Goal:   *goal,
		Style:  *style,
		NumCtx: cfg.NumCtx,
		OnProgress: func(p summary.Progress) {
			switch p.Phase {
			case "final":
				fmt.Fprintln(progress, "writing the summary…")
			default:
				fmt.Fprintf(progress, "%s: part %d of %d\n", p.Phase, p.Done, p.Total)
			}
		},
	}
	res, err := summary.Run(ctx, obs, model, opts, func(delta string) { io.WriteString(stdout, delta) })
	if err != nil {
		fmt.Fprintln(stdout)
		return cliFail(stderr, err)
	}
	if !strings.HasSuffix(res.Text, "\n") {
		fmt.Fprintln(stdout)
	}
	writeSources(stdout, obs, res.Citations)
	if res.Fallback != "" && res.Fallback != summary.FallbackBuiltin {
		fmt.Fprintf(progress, "note: the summary fell back to quoting the page (%s)\n", res.Fallback)
	}
	return 0
}

// openCLIModel opens the --model backend; builtin is nil, which summary.Run
// treats as "no model". A model is chosen per command, never from config,
// so `summarize` behaves the same on a fresh machine.
func openCLIModel(spec string, cfg *config.Config) (laika.Model, error) {
	s, err := llm.ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	if s.Backend == llm.BackendBuiltin {
		return nil, nil
	}
	return llm.Open(s, modelSettings(cfg, nil))
}

// writeSources lists the citations under the summary, each with a link
// that scrolls to the quote (a text fragment) when the page is on the web.
func writeSources(w io.Writer, obs *laika.Observation, cites []laika.Citation) {
	if len(cites) == 0 {
		return
	}
	fmt.Fprintln(w, "\n### Sources")
	fmt.Fprintln(w)
	for i, c := range cites {
		link := c.URL
		if link == "" {
			link = obs.URL
		}
		if !isWebURL(link) { // a local file: the quote is the locator
			fmt.Fprintf(w, "%d. %s\n", i+1, summary.Quoted(oneLineQuote(c.Quote)))
			continue
		}
		if c.Locator != nil && c.Locator.Type == "text_fragment" && !strings.Contains(link, "#") {
			link += "#" + strings.TrimPrefix(c.Locator.Value, "#")
		}
		fmt.Fprintf(w, "%d. %s — <%s>\n", i+1, summary.Quoted(oneLineQuote(c.Quote)), link)
	}
}

func oneLineQuote(s string) string { return strings.Join(strings.Fields(s), " ") }

func clipTitle(s string) string {
	if len(s) > 80 {
		return s[:77] + "..."
	}
	return s
}
