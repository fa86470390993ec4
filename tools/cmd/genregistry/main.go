// Command genregistry writes the tool registry the extension loads
// (extension/generated/registry.json) from package tools. Run it from the
// module root with `go run ./tools/cmd/genregistry`, or `go generate ./tools`.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/laikabrowser/laika/tools"
)

func main() {
	out := flag.String("o", filepath.Join("extension", "generated", "registry.json"), "output file")
	secrets := flag.Bool("secrets", false, "write the secret URL parameter lists (extension/generated/secrets.js) instead")
	flag.Parse()
	gen := tools.Generate
	if *secrets {
		gen = tools.GenerateSecretsJS
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
