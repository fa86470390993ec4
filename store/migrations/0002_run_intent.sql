-- A run records its intent in the high-level verbs (Summarize, Find,
-- Search, ...) and the mode it ran in (assist or autodrive), so a review
-- shows what the agent meant to do before what it did.
ALTER TABLE runs ADD COLUMN intent TEXT NOT NULL DEFAULT '';
ALTER TABLE runs ADD COLUMN mode TEXT NOT NULL DEFAULT '';
