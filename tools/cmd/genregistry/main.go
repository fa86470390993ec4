// Command genregistry writes the files the extension loads from the host's
// own lists: the tool registry (extension/generated/registry.json, from
// package tools), the secret URL parameters (-secrets, secrets.js) and the
// page-reading patterns the content script shares with package extract
// (-patterns, patterns.js). Run it from the module root with
// `go run ./tools/cmd/genregistry`, or `make generate`.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/laikabrowser/laika/extract"
	"github.com/laikabrowser/laika/tools"
)

func main() {
	out := flag.String("o", filepath.Join("extension", "generated", "registry.json"), "output file")
	secrets := flag.Bool("secrets", false, "write the secret URL parameter lists (extension/generated/secrets.js) instead")
	patterns := flag.Bool("patterns", false, "write the patterns shared with package extract (extension/generated/patterns.js) instead")
	flag.Parse()
	gen := tools.Generate
	switch {
	case *secrets && *patterns:
		fmt.Fprintln(os.Stderr, "genregistry: -secrets and -patterns write different files; give one")
		os.Exit(2)
	case *secrets:
		gen = tools.GenerateSecretsJS
	case *patterns:
		gen = extract.GeneratePatternsJS
	}
	b, err := gen()
	if err == nil {
		err = os.MkdirAll(filepath.Dir(*out), 0o755)
	}
	if err == nil {
		err = os.WriteFile(*out, b, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genregistry:", err)
		os.Exit(1)
	}
}
