// Package store is Laika's durable local store: one SQLite database,
// $LAIKA_HOME/laika.db, holding everything a user may want to review later
// — conversations, runs and their steps, tool calls with their policy
// decisions and approvals, redacted model runs, summaries, artifacts,
// collections with their captured sources, settings, per-origin policy, and
// a hash-chained, append-only audit trail.
//
// It is an adapter: the agent's domain types live in package laika, and
// callers see only *DB and its service methods, each of which owns its
// transaction. Several host processes (one per browser window or profile)
// share the file, so every read-then-write transaction starts with BEGIN
// IMMEDIATE and every connection waits on a busy timeout instead of failing.
//
// Redaction is the default. URLs lose their userinfo and credential-like
// query parameters (RedactURL) before they are stored, JSON payloads lose
// secret-looking fields, and model runs keep a sha256 digest and a short
// preview of each context document unless the caller turns full logging on.
//
// Every exported method returns nil or a *laika.Error: storage_failed for
// SQLite failures, busy when the database stayed locked past the busy
// timeout, not_found for a missing row, invalid_arguments for bad input.
package store
