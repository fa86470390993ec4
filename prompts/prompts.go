// Package prompts holds the model prompts as Markdown files embedded in the
// binary. Prompts are data, not code: keeping them in files lets them be
// reviewed and diffed on their own, and each model run records the sha256 of
// every prompt it used so a logged run can be traced to the exact wording.
package prompts

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"sort"
	"strings"
)

//go:embed *.md
var files embed.FS

// Prompt names. Each is a file <name>.md in this folder.
const (
	// Plan is the planner's system prompt: JSON-only LLMCP response with
	// tool calls. It contains the placeholder {{TOOLS}} for the tool list
	// generated from the tool registry.
	Plan = "plan"
	// Summarize is the system prompt for Markdown summaries of one page.
	Summarize = "summarize"
	// Answer is the system prompt for LLMCP JSON answers with citations and
	// no tool calls.
	Answer = "answer"
	// Repair is the system prompt of a repair retry: the model sees only
	// its own previous output and the validation errors.
	Repair = "repair"
)

// ToolsPlaceholder is replaced in the plan prompt by the tool list.
const ToolsPlaceholder = "{{TOOLS}}"

type entry struct{ text, sum string }

var byName = load()

func load() map[string]entry {
	m := map[string]entry{}
	names, _ := fs.Glob(files, "*.md")
	for _, n := range names {
		b, err := files.ReadFile(n)
		if err != nil {
			panic(err) // embedded: cannot fail unless the build is broken
		}
		s := sha256.Sum256(b)
		m[strings.TrimSuffix(n, ".md")] = entry{string(b), hex.EncodeToString(s[:])}
	}
	return m
}

// Get returns the text of prompt name and the hex sha256 of its file. An
// unknown name returns two empty strings; names are the constants above, so
// a test (TestAllNamesExist) catches typos at build time instead.
func Get(name string) (text, sha256 string) {
	e := byName[name]
	return e.text, e.sum
}

// Names lists every embedded prompt, sorted.
func Names() []string {
	out := make([]string, 0, len(byName))
	for n := range byName {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Digests returns name -> sha256 for the given prompts (all when none are
// given): what a model run records.
func Digests(names ...string) map[string]string {
	if len(names) == 0 {
		names = Names()
	}
	out := make(map[string]string, len(names))
	for _, n := range names {
		if e, ok := byName[n]; ok {
			out[n] = e.sum
		}
	}
	return out
}
