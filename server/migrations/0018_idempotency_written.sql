-- Issue 33: a keyed request whose server stopped between its commit and keeping its answer.
-- The transaction that claims the key also says what it wrote (the resource as the API names it,
-- its id, and 201 for a creation, else 200), so a retry answers with that resource as it is now
-- instead of "still running" for a day.
ALTER TABLE idempotency_keys ADD COLUMN written_resource TEXT;
ALTER TABLE idempotency_keys ADD COLUMN written_id BIGINT;
ALTER TABLE idempotency_keys ADD COLUMN written_status BIGINT;
