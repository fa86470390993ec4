-- 0001_init: the whole v1 schema. Times are UTC text in a fixed-width
-- format (2006-01-02T15:04:05.000000Z) so they sort and compare as strings.

CREATE TABLE conversations (
	id         TEXT PRIMARY KEY,
	title      TEXT NOT NULL DEFAULT '',
	created_at TEXT NOT NULL,
	updated_at TEXT NOT NULL
);

CREATE TABLE chat_events (
	id              INTEGER PRIMARY KEY AUTOINCREMENT,
	conversation_id TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
	run_id          TEXT,
	role            TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'system', 'tool')),
	markdown        TEXT NOT NULL DEFAULT '',
	citations       TEXT NOT NULL DEFAULT '[]',
	created_at      TEXT NOT NULL
);
CREATE INDEX chat_events_conversation ON chat_events(conversation_id, id);

CREATE TABLE runs (
	id              TEXT PRIMARY KEY,
	conversation_id TEXT REFERENCES conversations(id) ON DELETE SET NULL,
	goal            TEXT NOT NULL DEFAULT '',
	url             TEXT NOT NULL DEFAULT '',
	status          TEXT NOT NULL DEFAULT 'running',
	stop_reason     TEXT NOT NULL DEFAULT '',
	model           TEXT NOT NULL DEFAULT '',
	created_at      TEXT NOT NULL,
	updated_at      TEXT NOT NULL
);
CREATE INDEX runs_created ON runs(created_at);

CREATE TABLE steps (
	id         INTEGER PRIMARY KEY AUTOINCREMENT,
	run_id     TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
	seq        INTEGER NOT NULL,
	kind       TEXT NOT NULL,
	text       TEXT NOT NULL DEFAULT '',
	data       TEXT NOT NULL DEFAULT 'null',
	created_at TEXT NOT NULL,
	UNIQUE (run_id, seq)
);

CREATE TABLE tool_calls (
	id            TEXT PRIMARY KEY,
	run_id        TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
	step_seq      INTEGER NOT NULL DEFAULT 0,
	name          TEXT NOT NULL,
	arguments     TEXT NOT NULL DEFAULT '{}',
	decision      TEXT NOT NULL DEFAULT '',
	reason        TEXT NOT NULL DEFAULT '',
	approval      TEXT NOT NULL DEFAULT '',
	status        TEXT NOT NULL DEFAULT '',
	error_code    TEXT NOT NULL DEFAULT '',
	error_message TEXT NOT NULL DEFAULT '',
	result        TEXT NOT NULL DEFAULT 'null',
	created_at    TEXT NOT NULL,
	updated_at    TEXT NOT NULL
);
CREATE INDEX tool_calls_run ON tool_calls(run_id, created_at);

CREATE TABLE approvals (
	id           INTEGER PRIMARY KEY AUTOINCREMENT,
	run_id       TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
	tool_call_id TEXT NOT NULL REFERENCES tool_calls(id) ON DELETE CASCADE,
	approved     INTEGER NOT NULL CHECK (approved IN (0, 1)),
	decider      TEXT NOT NULL DEFAULT 'user',
	note         TEXT NOT NULL DEFAULT '',
	created_at   TEXT NOT NULL
);
CREATE INDEX approvals_run ON approvals(run_id, id);

-- model_runs holds one row per model call. packet is the redacted request
-- (digests and previews of context documents) unless full is 1.
CREATE TABLE model_runs (
	id                TEXT PRIMARY KEY,
	run_id            TEXT REFERENCES runs(id) ON DELETE SET NULL,
	model             TEXT NOT NULL DEFAULT '',
	purpose           TEXT NOT NULL DEFAULT '',
	prompt_hash       TEXT NOT NULL,
	packet            TEXT NOT NULL,
	output            TEXT NOT NULL DEFAULT '',
	prompt_tokens     INTEGER NOT NULL DEFAULT 0,
	completion_tokens INTEGER NOT NULL DEFAULT 0,
	started_at        TEXT NOT NULL,
	duration_ms       INTEGER NOT NULL DEFAULT 0,
	full              INTEGER NOT NULL DEFAULT 0,
	error_code        TEXT NOT NULL DEFAULT '',
	created_at        TEXT NOT NULL
);
CREATE INDEX model_runs_created ON model_runs(created_at);
CREATE INDEX model_runs_run ON model_runs(run_id);

CREATE TABLE collections (
	id         TEXT PRIMARY KEY,
	name       TEXT NOT NULL,
	tags       TEXT NOT NULL DEFAULT '[]',
	created_at TEXT NOT NULL
);

-- sources.markdown is the captured page: it lives here, never in model_runs.
-- type is 'url' (captured from url) or 'note' (the user's text, no url).
CREATE TABLE sources (
	id            TEXT PRIMARY KEY,
	collection_id TEXT NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
	type          TEXT NOT NULL DEFAULT 'url' CHECK (type IN ('url', 'note')),
	url           TEXT NOT NULL DEFAULT '',
	title         TEXT NOT NULL DEFAULT '',
	status        TEXT NOT NULL DEFAULT 'pending',
	error         TEXT NOT NULL DEFAULT '',
	markdown      TEXT NOT NULL DEFAULT '',
	content_hash  TEXT NOT NULL DEFAULT '',
	links         TEXT NOT NULL DEFAULT '[]',
	captured_at   TEXT NOT NULL DEFAULT '',
	created_at    TEXT NOT NULL
);
CREATE INDEX sources_collection ON sources(collection_id, created_at);
CREATE INDEX sources_url ON sources(collection_id, url);

CREATE TABLE summaries (
	id         TEXT PRIMARY KEY,
	run_id     TEXT REFERENCES runs(id) ON DELETE SET NULL,
	source_id  TEXT REFERENCES sources(id) ON DELETE SET NULL,
	url        TEXT NOT NULL DEFAULT '',
	title      TEXT NOT NULL DEFAULT '',
	markdown   TEXT NOT NULL,
	citations  TEXT NOT NULL DEFAULT '[]',
	model      TEXT NOT NULL DEFAULT '',
	created_at TEXT NOT NULL
);
CREATE INDEX summaries_run ON summaries(run_id);

CREATE TABLE artifacts (
	id         TEXT PRIMARY KEY,
	run_id     TEXT REFERENCES runs(id) ON DELETE SET NULL,
	kind       TEXT NOT NULL DEFAULT '',
	title      TEXT NOT NULL DEFAULT '',
	mime       TEXT NOT NULL DEFAULT 'text/markdown',
	body       BLOB NOT NULL,
	created_at TEXT NOT NULL
);
CREATE INDEX artifacts_run ON artifacts(run_id, created_at);

CREATE TABLE settings (
	key        TEXT PRIMARY KEY,
	value      TEXT NOT NULL,
	updated_at TEXT NOT NULL
);

CREATE TABLE origin_rules (
	origin     TEXT PRIMARY KEY,
	autodrive  TEXT NOT NULL CHECK (autodrive IN ('allowed', 'blocked')),
	updated_at TEXT NOT NULL
);

-- audit_log is append-only: each row's hash covers a canonical
-- serialization of the row including prev_hash, the previous row's hash.
-- AUTOINCREMENT keeps seq gap-free and makes sqlite_sequence remember the
-- last seq, so a deleted tail row is detectable too.
CREATE TABLE audit_log (
	seq       INTEGER PRIMARY KEY AUTOINCREMENT,
	at        TEXT NOT NULL,
	kind      TEXT NOT NULL,
	run_id    TEXT NOT NULL DEFAULT '',
	payload   TEXT NOT NULL,
	prev_hash TEXT NOT NULL,
	hash      TEXT NOT NULL
);
CREATE INDEX audit_log_run ON audit_log(run_id, seq);

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
