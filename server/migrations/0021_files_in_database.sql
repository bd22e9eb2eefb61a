-- Issue 34: on PostgreSQL several soute processes may serve one database, each with its own data
-- folder: an uploaded file's bytes go into its row, so that every process serves it. NULL: the
-- bytes are in the data folder (always on SQLite, whose one process owns the folder; on
-- PostgreSQL, the files uploaded before this migration).
-- engine: sqlite
ALTER TABLE files ADD COLUMN content BLOB;
-- engine: postgres
ALTER TABLE files ADD COLUMN content BYTEA;
