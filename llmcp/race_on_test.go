//go:build race

package llmcp

// raceEnabled: the race detector slows code unevenly, so timing ratios
// mean nothing under it.
const raceEnabled = true
