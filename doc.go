// Package laika holds the domain types of the Laika browser agent: the page
// observation the extension (or the host's own fetcher) produces, tool calls
// the model proposes, Policy Gate decisions, the model interface, and the one
// error type that crosses every boundary.
//
// Adapters (SQLite, Ollama, stdio framing) live in their own packages and
// depend on this one, never on each other; cmd/laika-host wires them.
package laika
