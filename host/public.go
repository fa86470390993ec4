package host

import (
	"strings"

	"github.com/laikabrowser/laika"
)

// Internal error details — the store's and config's own messages, file
// paths, SQLite errors — go to the host log, not into reply messages: the
// extension shows replies to the user and to pages' neighbours in the UI,
// and they say nothing useful there. The code stays; the message becomes a
// plain sentence.

// internalPrefixes mark a message written for the log, not the user.
var internalPrefixes = []string{"store:", "config:", "sql:", "sqlite", "database", "open /", "internal"}

// plainMessages are what a reply says instead, by code.
var plainMessages = map[string]string{
	laika.CodeStorageFailed: "Laika could not read or write its data; the host log has the details.",
	laika.CodeInternal:      "Something went wrong inside Laika; the host log has the details.",
}

// publicMessage returns the message a reply may carry for err, and whether
// the original was internal (and so must be logged).
func publicMessage(err error) (string, bool) {
	code, msg := laika.ErrorCode(err), laika.ErrorMessage(err)
	internal := code == laika.CodeInternal || code == laika.CodeStorageFailed
	low := strings.ToLower(msg)
	for _, p := range internalPrefixes {
		if strings.HasPrefix(low, p) {
			internal = true
		}
	}
	if !internal {
		return msg, false
	}
	if m, ok := plainMessages[code]; ok {
		return m, true
	}
	return "The request failed (" + code + "); the host log has the details.", true
}
