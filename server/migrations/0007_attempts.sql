-- Password and registration attempts, counted in the transaction that lets them run, so
-- concurrent attempts cannot all slip through before the first failure is written.
-- kind 'sign-in': one row per (address, account) with the failures in a row on that account
-- from that address (the attempt being checked included), and one row per address with
-- subject '' that each attempt locks first; kind 'register': one row per address, counting
-- the registrations of the window that began at first_at.
CREATE TABLE attempts (
    kind TEXT NOT NULL,
    address TEXT NOT NULL,
    subject TEXT NOT NULL,
    attempts BIGINT NOT NULL,
    first_at TEXT NOT NULL,
    last_at TEXT NOT NULL,
    blocked_until TEXT,
    PRIMARY KEY (kind, address, subject)
);

CREATE INDEX attempts_by_address ON attempts (kind, address, last_at);
CREATE INDEX attempts_by_age ON attempts (last_at);
