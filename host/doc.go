// Package host serves the extension↔host protocol (docs/protocol.md) over a
// native-messaging stream: one long-lived read loop, each request handled
// concurrently with its own context, and one writer that serialises replies
// so frames never interleave.
//
// Handlers return values; only the loop writes frames. A handler that panics
// becomes an "internal" error reply, not a dead host. Nothing but frames is
// ever written to the output stream: Chrome treats any other byte on the
// host's stdout as a corrupt frame and drops the port.
package host
