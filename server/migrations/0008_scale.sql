-- Issue 12: five years of a large agency. Lists sort and filter through an index, and what they
-- count or total is kept as rows change (tallies, debts, expeditions.paid) instead of being
-- counted again by every request. Sections marked `-- engine:` are for one engine only
-- (db/migrations.rs); the triggers say the same thing in each engine's language.

-- engine: all

-- What was paid of an expedition, payments in force only: kept by the payment's transaction.
ALTER TABLE expeditions ADD COLUMN paid BIGINT NOT NULL DEFAULT 0;
UPDATE expeditions SET paid = COALESCE((SELECT SUM(i.amount) FROM invoices i
    WHERE i.expedition_id = expeditions.id AND i.cancelled_at IS NULL), 0);

-- Pages newest first, by the columns they filter on, ending with the id (the keyset).
DROP INDEX expeditions_status;
DROP INDEX expeditions_sender;
DROP INDEX expeditions_recipient;
CREATE INDEX expeditions_created ON expeditions (created_at, id);
CREATE INDEX expeditions_status ON expeditions (status, created_at, id);
CREATE INDEX expeditions_sender ON expeditions (sender_id, created_at, id);
CREATE INDEX expeditions_recipient ON expeditions (recipient_id, created_at, id);
CREATE INDEX expeditions_price ON expeditions (price_id, created_at, id);
-- Those not paid in full, per sender (receivables).
CREATE INDEX expeditions_owed ON expeditions (sender_id, created_at) WHERE price > paid;

DROP INDEX packags_restant;
DROP INDEX packags_waybill;
DROP INDEX packags_manifeste;
CREATE INDEX packags_created ON packags (created_at, id);
CREATE INDEX packags_restant ON packags (created_at, id) WHERE quantity_restant > 0;
CREATE INDEX packags_waybill ON packags (created_at, id) WHERE quantity_waybill > 0;
CREATE INDEX packags_manifeste ON packags (created_at, id) WHERE quantity_manifeste > 0;
CREATE INDEX packags_recipient ON packags (recipient_id);

DROP INDEX invoices_created;
CREATE INDEX invoices_created ON invoices (created_at, id);
CREATE INDEX invoices_customer ON invoices (customer_id, created_at, id);
CREATE INDEX invoices_extension ON invoices (extension_id, created_at, id);
-- The total of the payments in force over a period, from the index alone.
CREATE INDEX invoices_in_force ON invoices (created_at, amount) WHERE cancelled_at IS NULL;
CREATE INDEX invoices_in_force_extension ON invoices (extension_id, created_at, amount)
    WHERE cancelled_at IS NULL;
CREATE INDEX invoices_cancelled ON invoices (created_at, id) WHERE cancelled_at IS NOT NULL;

DROP INDEX waybills_status;
DROP INDEX waybills_driver;
CREATE INDEX waybills_created ON waybills (created_at, id);
CREATE INDEX waybills_status ON waybills (status, created_at, id);
CREATE INDEX waybills_driver ON waybills (driver_id, created_at, id);
CREATE INDEX waybills_vehicle ON waybills (vehicle_id, created_at, id);
CREATE INDEX waybilldetails_waybill ON waybilldetails (waybill_id, id);

DROP INDEX manifests_status;
DROP INDEX manifests_pilot;
CREATE INDEX manifests_created ON manifests (created_at, id);
CREATE INDEX manifests_status ON manifests (status, created_at, id);
CREATE INDEX manifests_pilot ON manifests (pilot_id, created_at, id);
CREATE INDEX manifests_plane ON manifests (plane_id, created_at, id);
CREATE INDEX manifests_destination ON manifests (destination_id, created_at, id);

-- How many rows a list holds, by name: 'expeditions', 'expeditions/EnStock', 'packags/restant',
-- 'waybills/EnCours'… Kept by the triggers below in the transaction that changes the rows.
CREATE TABLE tallies (
    name TEXT PRIMARY KEY,
    n BIGINT NOT NULL
);
INSERT INTO tallies (name, n) SELECT 'expeditions', COUNT(*) FROM expeditions;
INSERT INTO tallies (name, n) SELECT 'expeditions/' || status, COUNT(*) FROM expeditions GROUP BY status;
INSERT INTO tallies (name, n) SELECT 'packags', COUNT(*) FROM packags;
INSERT INTO tallies (name, n) SELECT 'packags/restant', COUNT(*) FROM packags WHERE quantity_restant > 0;
INSERT INTO tallies (name, n) SELECT 'packags/waybill', COUNT(*) FROM packags WHERE quantity_waybill > 0;
INSERT INTO tallies (name, n) SELECT 'packags/manifeste', COUNT(*) FROM packags WHERE quantity_manifeste > 0;
INSERT INTO tallies (name, n) SELECT 'waybills', COUNT(*) FROM waybills;
INSERT INTO tallies (name, n) SELECT 'waybills/' || status, COUNT(*) FROM waybills GROUP BY status;
INSERT INTO tallies (name, n) SELECT 'manifests', COUNT(*) FROM manifests;
INSERT INTO tallies (name, n) SELECT 'manifests/' || status, COUNT(*) FROM manifests GROUP BY status;

-- What each client owes (receivables): one row per sender with an expedition not paid in full.
CREATE TABLE debts (
    customer_id BIGINT PRIMARY KEY REFERENCES users (id),
    expeditions BIGINT NOT NULL,
    debt BIGINT NOT NULL,
    oldest TEXT NOT NULL
);
CREATE INDEX debts_oldest ON debts (oldest, customer_id);
INSERT INTO debts (customer_id, expeditions, debt, oldest)
    SELECT sender_id, COUNT(*), SUM(price - paid), MIN(created_at) FROM expeditions
    WHERE price > paid GROUP BY sender_id;
INSERT INTO tallies (name, n) SELECT 'debts', COUNT(*) FROM debts;

-- The payments of each day (UTC, the first ten characters of created_at) at each branch: how
-- many were taken, how many of those are cancelled, and the total of those in force. Totals over
-- a period of whole days add these up instead of reading every payment.
CREATE TABLE payment_days (
    day TEXT NOT NULL,
    extension_id BIGINT NOT NULL REFERENCES extensions (id),
    payments BIGINT NOT NULL,
    cancelled BIGINT NOT NULL,
    amount BIGINT NOT NULL,
    PRIMARY KEY (day, extension_id)
);
INSERT INTO payment_days (day, extension_id, payments, cancelled, amount)
    SELECT SUBSTR(created_at, 1, 10), extension_id, COUNT(*),
        SUM(CASE WHEN cancelled_at IS NULL THEN 0 ELSE 1 END),
        SUM(CASE WHEN cancelled_at IS NULL THEN amount ELSE 0 END)
    FROM invoices GROUP BY SUBSTR(created_at, 1, 10), extension_id;
INSERT INTO tallies (name, n) SELECT 'invoices', COUNT(*) FROM invoices;
INSERT INTO tallies (name, n) SELECT 'invoices/cancelled', COUNT(*) FROM invoices WHERE cancelled_at IS NOT NULL;
INSERT INTO tallies (name, n) SELECT 'invoices/amount', COALESCE(SUM(amount), 0) FROM invoices WHERE cancelled_at IS NULL;

-- People by name, in order (people lists).
CREATE INDEX users_name ON users (name, id);

-- engine: sqlite

-- Names searched anywhere in them (`mukendi` finds « Jean Mukendi »): a trigram index on the
-- people's names, kept with the people table. PostgreSQL reads the people table instead.
CREATE VIRTUAL TABLE people_names USING fts5(name, content = 'users', content_rowid = 'id',
    tokenize = 'trigram');
INSERT INTO people_names (people_names) VALUES ('rebuild');
CREATE TRIGGER users_names_insert AFTER INSERT ON users BEGIN
    INSERT INTO people_names (rowid, name) VALUES (NEW.id, NEW.name);
END;
CREATE TRIGGER users_names_update AFTER UPDATE OF name ON users BEGIN
    INSERT INTO people_names (people_names, rowid, name) VALUES ('delete', OLD.id, OLD.name);
    INSERT INTO people_names (rowid, name) VALUES (NEW.id, NEW.name);
END;
CREATE TRIGGER users_names_delete AFTER DELETE ON users BEGIN
    INSERT INTO people_names (people_names, rowid, name) VALUES ('delete', OLD.id, OLD.name);
END;

CREATE TRIGGER invoices_insert AFTER INSERT ON invoices BEGIN
    INSERT INTO tallies (name, n) VALUES ('invoices', 1),
        ('invoices/cancelled', NEW.cancelled_at IS NOT NULL),
        ('invoices/amount', CASE WHEN NEW.cancelled_at IS NULL THEN NEW.amount ELSE 0 END)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    INSERT INTO payment_days (day, extension_id, payments, cancelled, amount)
        VALUES (SUBSTR(NEW.created_at, 1, 10), NEW.extension_id, 1,
            NEW.cancelled_at IS NOT NULL, CASE WHEN NEW.cancelled_at IS NULL THEN NEW.amount ELSE 0 END)
        ON CONFLICT (day, extension_id) DO UPDATE SET payments = payments + excluded.payments,
            cancelled = cancelled + excluded.cancelled, amount = amount + excluded.amount;
END;
CREATE TRIGGER invoices_update AFTER UPDATE OF created_at, extension_id, amount, cancelled_at ON invoices BEGIN
    INSERT INTO tallies (name, n) VALUES
        ('invoices/cancelled', (NEW.cancelled_at IS NOT NULL) - (OLD.cancelled_at IS NOT NULL)),
        ('invoices/amount', CASE WHEN NEW.cancelled_at IS NULL THEN NEW.amount ELSE 0 END
            - CASE WHEN OLD.cancelled_at IS NULL THEN OLD.amount ELSE 0 END)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    UPDATE payment_days SET payments = payments - 1, cancelled = cancelled - (OLD.cancelled_at IS NOT NULL),
        amount = amount - CASE WHEN OLD.cancelled_at IS NULL THEN OLD.amount ELSE 0 END
        WHERE day = SUBSTR(OLD.created_at, 1, 10) AND extension_id = OLD.extension_id;
    INSERT INTO payment_days (day, extension_id, payments, cancelled, amount)
        VALUES (SUBSTR(NEW.created_at, 1, 10), NEW.extension_id, 1,
            NEW.cancelled_at IS NOT NULL, CASE WHEN NEW.cancelled_at IS NULL THEN NEW.amount ELSE 0 END)
        ON CONFLICT (day, extension_id) DO UPDATE SET payments = payments + excluded.payments,
            cancelled = cancelled + excluded.cancelled, amount = amount + excluded.amount;
END;
CREATE TRIGGER invoices_delete AFTER DELETE ON invoices BEGIN
    INSERT INTO tallies (name, n) VALUES ('invoices', -1),
        ('invoices/cancelled', -(OLD.cancelled_at IS NOT NULL)),
        ('invoices/amount', -CASE WHEN OLD.cancelled_at IS NULL THEN OLD.amount ELSE 0 END)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    UPDATE payment_days SET payments = payments - 1, cancelled = cancelled - (OLD.cancelled_at IS NOT NULL),
        amount = amount - CASE WHEN OLD.cancelled_at IS NULL THEN OLD.amount ELSE 0 END
        WHERE day = SUBSTR(OLD.created_at, 1, 10) AND extension_id = OLD.extension_id;
END;

CREATE TRIGGER expeditions_insert AFTER INSERT ON expeditions BEGIN
    INSERT INTO tallies (name, n) VALUES ('expeditions', 1), ('expeditions/' || NEW.status, 1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    DELETE FROM debts WHERE customer_id = NEW.sender_id;
    INSERT INTO debts (customer_id, expeditions, debt, oldest)
        SELECT sender_id, COUNT(*), SUM(price - paid), MIN(created_at) FROM expeditions
        WHERE sender_id = NEW.sender_id AND price > paid GROUP BY sender_id;
END;
CREATE TRIGGER expeditions_status AFTER UPDATE OF status ON expeditions
WHEN NEW.status <> OLD.status BEGIN
    INSERT INTO tallies (name, n) VALUES ('expeditions/' || OLD.status, -1), ('expeditions/' || NEW.status, 1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
END;
CREATE TRIGGER expeditions_owed AFTER UPDATE OF price, paid, sender_id, created_at ON expeditions
WHEN OLD.price > OLD.paid OR NEW.price > NEW.paid BEGIN
    DELETE FROM debts WHERE customer_id IN (OLD.sender_id, NEW.sender_id);
    INSERT INTO debts (customer_id, expeditions, debt, oldest)
        SELECT sender_id, COUNT(*), SUM(price - paid), MIN(created_at) FROM expeditions
        WHERE sender_id IN (OLD.sender_id, NEW.sender_id) AND price > paid GROUP BY sender_id;
END;
CREATE TRIGGER expeditions_delete AFTER DELETE ON expeditions BEGIN
    INSERT INTO tallies (name, n) VALUES ('expeditions', -1), ('expeditions/' || OLD.status, -1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    DELETE FROM debts WHERE customer_id = OLD.sender_id;
    INSERT INTO debts (customer_id, expeditions, debt, oldest)
        SELECT sender_id, COUNT(*), SUM(price - paid), MIN(created_at) FROM expeditions
        WHERE sender_id = OLD.sender_id AND price > paid GROUP BY sender_id;
END;

CREATE TRIGGER debts_insert AFTER INSERT ON debts BEGIN
    INSERT INTO tallies (name, n) VALUES ('debts', 1) ON CONFLICT (name) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER debts_delete AFTER DELETE ON debts BEGIN
    INSERT INTO tallies (name, n) VALUES ('debts', -1) ON CONFLICT (name) DO UPDATE SET n = n - 1;
END;

CREATE TRIGGER packags_insert AFTER INSERT ON packags BEGIN
    INSERT INTO tallies (name, n) VALUES ('packags', 1),
        ('packags/restant', NEW.quantity_restant > 0), ('packags/waybill', NEW.quantity_waybill > 0),
        ('packags/manifeste', NEW.quantity_manifeste > 0)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
END;
CREATE TRIGGER packags_stage AFTER UPDATE OF quantity_restant, quantity_waybill, quantity_manifeste ON packags
WHEN (NEW.quantity_restant > 0) <> (OLD.quantity_restant > 0)
    OR (NEW.quantity_waybill > 0) <> (OLD.quantity_waybill > 0)
    OR (NEW.quantity_manifeste > 0) <> (OLD.quantity_manifeste > 0) BEGIN
    INSERT INTO tallies (name, n) VALUES
        ('packags/restant', (NEW.quantity_restant > 0) - (OLD.quantity_restant > 0)),
        ('packags/waybill', (NEW.quantity_waybill > 0) - (OLD.quantity_waybill > 0)),
        ('packags/manifeste', (NEW.quantity_manifeste > 0) - (OLD.quantity_manifeste > 0))
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
END;
CREATE TRIGGER packags_delete AFTER DELETE ON packags BEGIN
    INSERT INTO tallies (name, n) VALUES ('packags', -1),
        ('packags/restant', -(OLD.quantity_restant > 0)), ('packags/waybill', -(OLD.quantity_waybill > 0)),
        ('packags/manifeste', -(OLD.quantity_manifeste > 0))
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
END;

CREATE TRIGGER waybills_insert AFTER INSERT ON waybills BEGIN
    INSERT INTO tallies (name, n) VALUES ('waybills', 1), ('waybills/' || NEW.status, 1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
END;
CREATE TRIGGER waybills_status AFTER UPDATE OF status ON waybills
WHEN NEW.status <> OLD.status BEGIN
    INSERT INTO tallies (name, n) VALUES ('waybills/' || OLD.status, -1), ('waybills/' || NEW.status, 1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
END;
CREATE TRIGGER waybills_delete AFTER DELETE ON waybills BEGIN
    INSERT INTO tallies (name, n) VALUES ('waybills', -1), ('waybills/' || OLD.status, -1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
END;

CREATE TRIGGER manifests_insert AFTER INSERT ON manifests BEGIN
    INSERT INTO tallies (name, n) VALUES ('manifests', 1), ('manifests/' || NEW.status, 1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
END;
CREATE TRIGGER manifests_status AFTER UPDATE OF status ON manifests
WHEN NEW.status <> OLD.status BEGIN
    INSERT INTO tallies (name, n) VALUES ('manifests/' || OLD.status, -1), ('manifests/' || NEW.status, 1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
END;
CREATE TRIGGER manifests_delete AFTER DELETE ON manifests BEGIN
    INSERT INTO tallies (name, n) VALUES ('manifests', -1), ('manifests/' || OLD.status, -1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
END;

-- engine: postgres

-- Writes are serialised by a transaction lock taken by Db::begin_write (as SQLite's BEGIN
-- IMMEDIATE does), so these read-then-write triggers see every committed change.
CREATE FUNCTION tally(key TEXT, delta BIGINT) RETURNS void LANGUAGE sql AS $$
    INSERT INTO tallies (name, n) VALUES (key, delta)
    ON CONFLICT (name) DO UPDATE SET n = tallies.n + excluded.n
$$;

CREATE FUNCTION owe(customer BIGINT) RETURNS void LANGUAGE sql AS $$
    DELETE FROM debts WHERE customer_id = customer;
    INSERT INTO debts (customer_id, expeditions, debt, oldest)
        SELECT sender_id, COUNT(*), SUM(price - paid), MIN(created_at) FROM expeditions
        WHERE sender_id = customer AND price > paid GROUP BY sender_id;
$$;

CREATE FUNCTION expeditions_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM tally('expeditions', 1);
        PERFORM tally('expeditions/' || NEW.status, 1);
        PERFORM owe(NEW.sender_id);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM tally('expeditions', -1);
        PERFORM tally('expeditions/' || OLD.status, -1);
        PERFORM owe(OLD.sender_id);
    ELSE
        IF NEW.status <> OLD.status THEN
            PERFORM tally('expeditions/' || OLD.status, -1);
            PERFORM tally('expeditions/' || NEW.status, 1);
        END IF;
        IF (OLD.price > OLD.paid OR NEW.price > NEW.paid)
            AND (OLD.price, OLD.paid, OLD.sender_id, OLD.created_at)
                IS DISTINCT FROM (NEW.price, NEW.paid, NEW.sender_id, NEW.created_at) THEN
            PERFORM owe(OLD.sender_id);
            IF NEW.sender_id <> OLD.sender_id THEN
                PERFORM owe(NEW.sender_id);
            END IF;
        END IF;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER expeditions_derive AFTER INSERT OR UPDATE OR DELETE ON expeditions
    FOR EACH ROW EXECUTE FUNCTION expeditions_derive();

CREATE FUNCTION debts_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM tally('debts', CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END);
    RETURN NULL;
END
$$;
CREATE TRIGGER debts_derive AFTER INSERT OR DELETE ON debts
    FOR EACH ROW EXECUTE FUNCTION debts_derive();

CREATE FUNCTION packags_derive() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    r BIGINT := 0;
    w BIGINT := 0;
    m BIGINT := 0;
BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        r := r + (NEW.quantity_restant > 0)::int;
        w := w + (NEW.quantity_waybill > 0)::int;
        m := m + (NEW.quantity_manifeste > 0)::int;
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
        r := r - (OLD.quantity_restant > 0)::int;
        w := w - (OLD.quantity_waybill > 0)::int;
        m := m - (OLD.quantity_manifeste > 0)::int;
    END IF;
    IF TG_OP = 'INSERT' THEN
        PERFORM tally('packags', 1);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM tally('packags', -1);
    END IF;
    IF r <> 0 THEN PERFORM tally('packags/restant', r); END IF;
    IF w <> 0 THEN PERFORM tally('packags/waybill', w); END IF;
    IF m <> 0 THEN PERFORM tally('packags/manifeste', m); END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER packags_derive AFTER INSERT OR UPDATE OR DELETE ON packags
    FOR EACH ROW EXECUTE FUNCTION packags_derive();

CREATE FUNCTION invoices_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM tally('invoices', 1);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM tally('invoices', -1);
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM tally('invoices/cancelled', -(OLD.cancelled_at IS NOT NULL)::int);
        PERFORM tally('invoices/amount',
            -CASE WHEN OLD.cancelled_at IS NULL THEN OLD.amount ELSE 0 END);
        UPDATE payment_days SET payments = payments - 1,
            cancelled = cancelled - (OLD.cancelled_at IS NOT NULL)::int,
            amount = amount - CASE WHEN OLD.cancelled_at IS NULL THEN OLD.amount ELSE 0 END
            WHERE day = SUBSTR(OLD.created_at, 1, 10) AND extension_id = OLD.extension_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM tally('invoices/cancelled', (NEW.cancelled_at IS NOT NULL)::int);
        PERFORM tally('invoices/amount',
            CASE WHEN NEW.cancelled_at IS NULL THEN NEW.amount ELSE 0 END);
        INSERT INTO payment_days (day, extension_id, payments, cancelled, amount)
            VALUES (SUBSTR(NEW.created_at, 1, 10), NEW.extension_id, 1,
                (NEW.cancelled_at IS NOT NULL)::int,
                CASE WHEN NEW.cancelled_at IS NULL THEN NEW.amount ELSE 0 END)
            ON CONFLICT (day, extension_id) DO UPDATE SET
                payments = payment_days.payments + excluded.payments,
                cancelled = payment_days.cancelled + excluded.cancelled,
                amount = payment_days.amount + excluded.amount;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER invoices_derive AFTER INSERT OR DELETE
    OR UPDATE OF created_at, extension_id, amount, cancelled_at ON invoices
    FOR EACH ROW EXECUTE FUNCTION invoices_derive();

-- Waybills and manifests: their number, and their number in each status.
CREATE FUNCTION status_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM tally(TG_TABLE_NAME, 1);
        PERFORM tally(TG_TABLE_NAME || '/' || NEW.status, 1);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM tally(TG_TABLE_NAME, -1);
        PERFORM tally(TG_TABLE_NAME || '/' || OLD.status, -1);
    ELSIF NEW.status <> OLD.status THEN
        PERFORM tally(TG_TABLE_NAME || '/' || OLD.status, -1);
        PERFORM tally(TG_TABLE_NAME || '/' || NEW.status, 1);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER waybills_derive AFTER INSERT OR UPDATE OR DELETE ON waybills
    FOR EACH ROW EXECUTE FUNCTION status_derive();
CREATE TRIGGER manifests_derive AFTER INSERT OR UPDATE OR DELETE ON manifests
    FOR EACH ROW EXECUTE FUNCTION status_derive();
