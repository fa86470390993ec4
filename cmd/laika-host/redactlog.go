package main

import (
	"io"

	"github.com/laikabrowser/laika/internal/secretshape"
)

// redactingWriter masks token-shaped values (ghp_…, sk-…, JWTs, long hex or
// base64) in every log line before it reaches host.jsonl: an error message
// that quotes a model's output or a URL must not leave a secret at rest.
// slog writes one line per Write.
type redactingWriter struct{ w io.Writer }

func (r redactingWriter) Write(p []byte) (int, error) {
	if _, err := r.w.Write([]byte(secretshape.Redact(string(p)))); err != nil {
		return 0, err
	}
	return len(p), nil
}
