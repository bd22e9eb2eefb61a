-- Which Soute brought the database to which migration (DESIGN §13): a program older than the
-- database refuses to start and names the version that migrated it.
CREATE TABLE releases (
    id {{pk}},
    version TEXT NOT NULL,
    migration BIGINT NOT NULL,
    created_at TEXT NOT NULL
);
