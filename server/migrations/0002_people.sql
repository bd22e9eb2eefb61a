-- People: archived persons (deleted while history refers to them), sign-in throttling, uploaded files.

-- A person deleted while history refers to them is archived: hidden from lists and pickers,
-- unable to sign in, kept for the records that name them.
ALTER TABLE users ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;

-- Failed sign-ins per account (`account:<username>`) and per client address (`ip:<address>`).
CREATE TABLE login_throttle (
    key TEXT PRIMARY KEY,
    failures BIGINT NOT NULL,
    last_failure_at TEXT NOT NULL,
    blocked_until TEXT
);

-- Uploaded files, stored under <data>/files/<name>; served only to signed-in people.
CREATE TABLE files (
    id {{pk}},
    name TEXT NOT NULL UNIQUE,
    content_type TEXT NOT NULL,
    size BIGINT NOT NULL,
    created_at TEXT NOT NULL,
    -- Audit only: a person's uploads do not keep them from being deleted.
    created_by BIGINT
);
