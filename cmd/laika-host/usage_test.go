package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/internal/golden"
)

// TestHelp: for every command, `help <cmd>`, `<cmd> --help` and `<cmd> -h`
// print the same usage to stdout, nothing to stderr, and exit 0; the text
// is golden (testdata/usage/<cmd>.txt; go test -update after review).
func TestHelp(t *testing.T) {
	for _, c := range commands() {
		t.Run(c.name, func(t *testing.T) {
			var first string
			for i, args := range [][]string{{"help", c.name}, {c.name, "--help"}, {c.name, "-h"}} {
				code, out, errOut := runCLI(t, args...)
				if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: laika-host "+c.name) {
					t.Fatalf("%v = %d\nstdout:\n%s\nstderr:\n%s", args, code, out, errOut)
				}
				if i == 0 {
					first = out
					golden.Check(t, filepath.Join("testdata", "usage", c.name+".txt"), []byte(out))
				} else if out != first {
					t.Errorf("%v differs from help %s:\n%s", args, c.name, golden.Diff(out, first))
				}
			}
		})
	}
}

// TestTopLevelHelp: help, -h and --help print the command list to stdout
// and exit 0; no arguments or an unknown command print it to stderr and
// exit 2.
func TestTopLevelHelp(t *testing.T) {
	var want string
	for i, args := range [][]string{{"help"}, {"-h"}, {"--help"}} {
		code, out, errOut := runCLI(t, args...)
		if code != 0 || errOut != "" {
			t.Fatalf("%v = %d, stderr %q", args, code, errOut)
		}
		if i == 0 {
			want = out
			golden.Check(t, filepath.Join("testdata", "usage", "laika-host.txt"), []byte(out))
		} else if out != want {
			t.Errorf("%v differs from help", args)
		}
	}
	for _, args := range [][]string{nil, {"frobnicate"}, {"help", "frobnicate"}} {
		if code, out, errOut := runCLI(t, args...); code != 2 || out != "" || !strings.Contains(errOut, "usage: laika-host <command>") {
			t.Errorf("%v = %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	if code, out, _ := runCLI(t, "--version"); code != 0 || !strings.HasPrefix(out, "laika-host ") || !strings.Contains(out, "protocol") {
		t.Errorf("--version = %d %q", code, out)
	}
}

// TestUsageErrors: a usage error prints the command's usage to stderr,
// nothing to stdout, and exits 2.
func TestUsageErrors(t *testing.T) {
	tests := [][]string{
		{"serve", "extra"},
		{"version", "extra"},
		{"observe"},
		{"observe", "--no-such-flag", "x.html"},
		{"summarize"},
		{"calc"},
		{"gate"},
		{"parse-output", "--format", "xml"},
		{"audit"},
		{"audit", "frob"},
		{"export"},
		{"purge", "extra"},
		{"doctor", "extra"},
	}
	for _, args := range tests {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, out, errOut := runCLI(t, args...)
			if code != 2 || out != "" || !strings.Contains(errOut, "usage: laika-host "+args[0]) {
				t.Errorf("%v = %d\nstdout %q\nstderr %q", args, code, out, errOut)
			}
		})
	}
}
