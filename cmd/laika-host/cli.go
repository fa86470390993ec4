package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
)

// The command-line conventions every subcommand follows:
//   - `laika-host <cmd> --help` (-h, -help) and `laika-host help <cmd>` print
//     the command's usage to stdout and exit 0;
//   - a usage error prints the same usage to stderr and exits 2;
//   - the usage is one style for all: the synopsis and summary from the
//     commands table, then the flags as --name.
// A command gets this by building its flags with newFlags and parsing them
// before it does anything else.

// newFlags returns the flag set of subcommand name, reporting errors and
// usage on stderr.
func newFlags(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { writeUsage(fs.Output(), name, fs) }
	return fs
}

// parseFlags parses args with fs and checks that n arguments remain. On
// failure the usage (or the flag error and usage) is on stderr and the
// command exits 2; on -h the usage is printed and it exits too.
func parseFlags(fs *flag.FlagSet, args []string, n int) bool {
	if err := fs.Parse(args); err != nil {
		return false
	}
	if fs.NArg() != n {
		fs.Usage()
		return false
	}
	return true
}

// writeUsage prints the usage of subcommand name with fs's flags.
func writeUsage(w io.Writer, name string, fs *flag.FlagSet) {
	c, _ := lookup(name)
	fmt.Fprintf(w, "usage: %s\n\n%s.\n", strings.TrimSpace("laika-host "+name+" "+c.args), capitalize(c.summary))
	if c.more != "" {
		fmt.Fprintf(w, "\n%s\n", c.more)
	}
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	if n == 0 {
		return
	}
	fmt.Fprintln(w, "\nflags:")
	fs.VisitAll(func(f *flag.Flag) {
		arg, text := flag.UnquoteUsage(f)
		left := "--" + f.Name
		if arg != "" {
			left += " " + arg
		}
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
			text += fmt.Sprintf(" (default %s)", f.DefValue)
		}
		fmt.Fprintf(w, "  %-26s %s\n", left, text)
	})
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// isHelp reports whether arg asks for help.
func isHelp(arg string) bool { return arg == "-h" || arg == "-help" || arg == "--help" }

// wantsHelp reports whether args ask for help before any "--".
func wantsHelp(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if isHelp(a) {
			return true
		}
	}
	return false
}

// help prints the usage of command name to stdout: the command itself
// prints it, from its flag set, when asked with -h (which it handles
// before doing anything), so the text cannot drift from its flags.
func help(ctx context.Context, name string, stdout, stderr io.Writer) int {
	c, ok := lookup(name)
	if !ok {
		fmt.Fprintf(stderr, "laika-host: unknown command %q\n\n", name)
		usage(stderr)
		return 2
	}
	c.run(ctx, []string{"-h"}, strings.NewReader(""), io.Discard, stdout)
	return 0
}
