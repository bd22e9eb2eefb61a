-- Issue 10: payments cancelled rather than erased, once-only writes, and the audit trail.

-- A cancelled payment stays, with who cancelled it, when and why; sums of what was paid skip it.
ALTER TABLE invoices ADD COLUMN cancelled_at TEXT;
ALTER TABLE invoices ADD COLUMN cancelled_by BIGINT REFERENCES users (id);
ALTER TABLE invoices ADD COLUMN cancel_reason TEXT;

-- Once-only writes: the first answer to a request carrying an `Idempotency-Key`, per person.
-- `status` and `body` stay NULL while the first request runs. Kept 24 h: the purge deletes by
-- `created_at` through its index.
CREATE TABLE idempotency_keys (
    user_id BIGINT NOT NULL,
    idem_key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status BIGINT,
    body TEXT,
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, idem_key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- The audit trail: one line per change, written in the transaction of the change, never deleted.
-- `user_id` is not a foreign key: a line outlives whatever it names.
CREATE TABLE audit_log (
    id {{pk}},
    created_at TEXT NOT NULL,
    user_id BIGINT,
    action TEXT NOT NULL,
    resource TEXT NOT NULL,
    resource_id BIGINT,
    -- A JSON object of the fields set or changed (never passwords or tokens).
    changes TEXT NOT NULL
);
CREATE INDEX audit_log_created ON audit_log (created_at, id);
CREATE INDEX audit_log_user ON audit_log (user_id, created_at, id);
CREATE INDEX audit_log_resource ON audit_log (resource, created_at, id);
