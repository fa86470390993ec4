// Command laika-host is Laika's native-messaging host. Started by a browser
// (first argument "chrome-extension://<id>/", or a manifest path and add-on
// id from Firefox) it serves the protocol in docs/protocol.md on stdio.
// Started by a person it runs a subcommand: install, doctor, summarize, ...
//
// The host is one Main (serve.go) that builds and owns its parts; its
// protocol messages are registered in routes.go. Each subcommand lives in
// its own cmd_*.go file and is listed in the commands table below.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

// Version is the host version, set at build time with
// -ldflags "-X main.Version=...".
var Version = "0.1.0-dev"

// ProtocolVersion is the extension↔host protocol version (docs/protocol.md).
const ProtocolVersion = 1

// command is one subcommand: laika-host <name> <args>.
type command struct {
	name    string
	args    string // synopsis after the name, for usage
	summary string // one line, lower case, no final period
	more    string // optional paragraph for usage
	run     func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands lists every subcommand, in the order usage shows them. To add
// one: write cmdX with run's signature in a cmd_x.go file, parse its flags
// first with newFlags (cli.go), and add a line here.
func commands() []command {
	return []command{
		{"serve", "", "serve the protocol on stdio without a browser (scripts, tests)", "", cmdServe},
		{"install", "--browser NAME [flags]", "write the host manifest for a browser", "", cmdInstall},
		{"uninstall", "--browser NAME [flags]", "remove the host manifest for a browser", "", cmdUninstall},
		{"doctor", "[flags]", "diagnose installation, model and data-dir problems", "", cmdDoctor},
		{"version", "", "print the host and protocol versions (also laika-host --version)", "", cmdVersion},
		{"observe", "<url|file> [flags]", "print the observation of a web page or HTML file as JSON", "", cmdObserve},
		{"summarize", "<url|file> [flags]", "summarize a web page or HTML file as Markdown with citations", "", cmdSummarize},
		{"calc", "[flags] <expression>", "evaluate an expression with app.calculate's evaluator (\"18 kg to lb\", \"15% of 80\")", "", cmdCalc},
		{"gate", "<file.json|->", "dry-run the Policy Gate on a tool call from a JSON file (- for stdin)",
			`The file: {"call": {"name", "arguments"}, "observation", "mode", "goal", "autodriveOrigins", "blockedOrigins", "run"}`, cmdGate},
		{"parse-output", "[flags] < raw.txt", "parse raw model output from stdin as the planner does (--raw: only the recovered JSON)", "", cmdParseOutput},
		{"audit", "verify|anchor|list [flags]", "check the audit trail's hash chain (audit verify), print its head to keep elsewhere (audit anchor) or print it (audit list)", "", cmdAudit},
		{"export", "--run ID [flags]", "write one run (steps, tool calls, approvals, audit) as Markdown or JSON", "", cmdExport},
		{"collection", "new <title> | add <collectionId> <url|file>... | list [<collectionId>] [flags]", "research collections: make one, collect pages into it (a typed URL is your approval to fetch it), list them", "With --json every form prints exactly one JSON object: {\"collectionId\"}, the per-source statuses, or the listing.", cmdCollection},
		{"ask", "<collectionId> \"<question>\" [flags]", "ask a question across a collection's sources, answered with quoted citations", "With --json: {\"markdown\",\"citations\":[{\"sourceId\",\"url\",\"quote\"}],\"supported\",...}; exit 3 when the sources do not support an answer (code no_evidence).", cmdAsk},
		{"transform", "<collectionId> comparison|timeline|brief|faq|flashcards|quiz [flags]", "turn a collection into a saved artifact (faq, flashcards and quiz need a model)", "With --json: {\"artifactId\",\"type\",\"markdown\",\"citations\",...}.", cmdTransform},
		{"artifact", "export <artifactId> --format md|csv|json|html [-o FILE] | list <collectionId> | show <artifactId> | delete <artifactId> [flags]", "export, list, show or delete saved artifacts", "", cmdArtifact},
		{"purge", "[flags]", "delete all history, settings, policy and logs (asks first; --yes to skip)", "", cmdPurge},
	}
}

// lookup returns the subcommand called name.
func lookup(name string) (command, bool) {
	for _, c := range commands() {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if caller, ok := browserCaller(args); ok {
		return serveBrowser(ctx, caller, stdin, stdout, stderr)
	}
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	switch {
	case args[0] == "help" || isHelp(args[0]):
		if len(args) > 1 {
			return help(ctx, args[1], stdout, stderr)
		}
		usage(stdout)
		return 0
	case args[0] == "--version" || args[0] == "-version":
		return cmdVersion(ctx, nil, stdin, stdout, stderr)
	}
	c, ok := lookup(args[0])
	if !ok {
		fmt.Fprintf(stderr, "laika-host: unknown command %q\n\n", args[0])
		usage(stderr)
		return 2
	}
	if wantsHelp(args[1:]) {
		return help(ctx, c.name, stdout, stderr)
	}
	return c.run(ctx, args[1:], stdin, stdout, stderr)
}

// usage prints the top-level usage: every command and its summary.
func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: laika-host <command> [arguments]")
	fmt.Fprintln(w, "\nStarted by a browser it serves the native-messaging protocol. Commands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-14s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nlaika-host help <command> (or <command> --help) shows a command's usage; laika-host --version its version.")
}

// caller is who launched the host: a Chrome-family extension origin, or a
// Firefox add-on id with the manifest path Firefox read.
type caller struct {
	Origin       string // "chrome-extension://<id>/" (Chrome family)
	AddonID      string // Firefox
	ManifestPath string // Firefox
}

func (c caller) String() string {
	if c.Origin != "" {
		return c.Origin
	}
	return c.AddonID
}

// browserCaller recognises a browser launch. Chrome passes the caller origin
// first (plus --parent-window=<hwnd> on Windows); Firefox passes the path of
// the host manifest and then the add-on id.
func browserCaller(args []string) (caller, bool) {
	if len(args) == 0 {
		return caller{}, false
	}
	if strings.HasPrefix(args[0], "chrome-extension://") {
		return caller{Origin: args[0]}, true
	}
	if strings.HasSuffix(strings.ToLower(args[0]), ".json") && len(args) >= 2 {
		return caller{ManifestPath: args[0], AddonID: args[1]}, true
	}
	return caller{}, false
}
