//go:build !race

package llmcp

const raceEnabled = false
