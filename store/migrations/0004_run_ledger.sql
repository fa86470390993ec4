-- The run ledger: untrusted text a run has read (pages, tab titles, fetched
-- sources, tool results), in normalised form (NFKC, lower case, letters and
-- digits only), so the Policy Gate still recognises page text after a host
-- restart. Purge empties it with everything else.
CREATE TABLE run_ledger (
	id         INTEGER PRIMARY KEY AUTOINCREMENT,
	run_id     TEXT NOT NULL,
	source     TEXT NOT NULL DEFAULT '',
	skeleton   TEXT NOT NULL,
	created_at TEXT NOT NULL
);
CREATE INDEX run_ledger_run ON run_ledger(run_id, id);
CREATE INDEX run_ledger_created ON run_ledger(created_at);
