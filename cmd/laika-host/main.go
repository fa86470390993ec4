// Command laika-host is Laika's native-messaging host. Started by a browser
// (first argument "chrome-extension://<id>/", or a manifest path and add-on
// id from Firefox) it serves the protocol in docs/protocol.md on stdio.
// Started by a person it runs a subcommand: install, doctor, summarize, ...
//
// Each subcommand lives in its own cmd_*.go file and registers itself in
// init; each adapter is wired into the host by a wire_*.go file, so the
// pieces stay independent.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"
)

// Version is the host version, set at build time with
// -ldflags "-X main.Version=...".
var Version = "0.1.0-dev"

// ProtocolVersion is the extension↔host protocol version (docs/protocol.md).
const ProtocolVersion = 1

type command struct {
	summary string
	run     func(ctx context.Context, args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

func register(name, summary string, run func(ctx context.Context, args []string, stdout, stderr io.Writer) int) {
	if _, dup := commands[name]; dup {
		panic("duplicate command " + name)
	}
	commands[name] = command{summary: summary, run: run}
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
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stderr)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "laika-host: unknown command %q\n\n", args[0])
		usage(stderr)
		return 2
	}
	return c.run(ctx, args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: laika-host <command> [arguments]")
	fmt.Fprintln(w, "\nStarted by a browser it serves the native-messaging protocol. Commands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-14s %s\n", n, commands[n].summary)
	}
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
