-- Research collections: structured facts a capture found (definition
-- lists, spec tables, prices, dates, list items, page signals), used by the
-- built-in comparison and timeline; artifacts made from a collection, with
-- their citations and, for tables, the table itself (CSV export).
ALTER TABLE sources ADD COLUMN facts TEXT NOT NULL DEFAULT '{}';
ALTER TABLE artifacts ADD COLUMN collection_id TEXT REFERENCES collections(id) ON DELETE CASCADE;
ALTER TABLE artifacts ADD COLUMN citations TEXT NOT NULL DEFAULT '[]';
ALTER TABLE artifacts ADD COLUMN data TEXT NOT NULL DEFAULT '{}';
CREATE INDEX artifacts_collection ON artifacts(collection_id, created_at);
