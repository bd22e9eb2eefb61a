-- Issue 18: passenger tickets (billets) on manifests. Their permissions; the aircraft's seats
-- and maximum payload; the tickets; payments of tickets among the invoices; what tickets owe in
-- the receivables (`debts`, `debts_branch`, the 'owed' tallies); and what tickets bring in each
-- day on each route (`billet_days`, the dashboard and the reports).

-- engine: all

INSERT INTO permissions (name) VALUES ('ajouter billet'), ('modifier billet'), ('supprimer billet');

-- Passenger seats and the maximum payload in grams (cargo + passengers + baggage); NULL: not set.
ALTER TABLE planecomposants ADD COLUMN seats BIGINT;
ALTER TABLE planecomposants ADD COLUMN max_payload BIGINT;

CREATE TABLE billets (
    id {{pk}},
    ref_billet TEXT NOT NULL UNIQUE,
    manifest_id BIGINT NOT NULL REFERENCES manifests (id),
    -- reserve, embarque, absent, annule.
    status TEXT NOT NULL,
    name TEXT NOT NULL,
    tel TEXT NOT NULL,
    document TEXT NOT NULL,
    -- adulte, enfant, bebe.
    kind TEXT NOT NULL,
    seat TEXT,
    -- Grams counted on the payload: as declared, or the standard mass of its kind then.
    weight BIGINT NOT NULL,
    weight_declared BIGINT,
    baggage_pieces BIGINT NOT NULL,
    baggage_weight BIGINT NOT NULL,
    -- Cents: the fare, and what was paid of it (payments in force), kept by the payments'
    -- transactions as `expeditions.paid` is.
    fare BIGINT NOT NULL,
    paid BIGINT NOT NULL DEFAULT 0,
    -- Who owes it: the person with this phone (a client made for it when there was none).
    customer_id BIGINT NOT NULL REFERENCES users (id),
    -- The branch that sold it, and the manifest's route (kept with the manifest's).
    extension_id BIGINT NOT NULL REFERENCES extensions (id),
    origin_id BIGINT NOT NULL REFERENCES extensions (id),
    destination_id BIGINT NOT NULL REFERENCES extensions (id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT NOT NULL REFERENCES users (id),
    CHECK (fare >= 0 AND paid >= 0 AND weight >= 0 AND baggage_pieces >= 0
        AND baggage_weight >= 0)
);
CREATE INDEX billets_created ON billets (created_at, id);
CREATE INDEX billets_status ON billets (status, created_at, id);
CREATE INDEX billets_manifest ON billets (manifest_id, status);
CREATE INDEX billets_tel ON billets (tel, created_at, id);
CREATE INDEX billets_name ON billets (name, id);
-- A seat is taken once per manifest by the tickets that fly (the check in the transaction
-- answers first, with its message; this is the last guard).
CREATE UNIQUE INDEX billets_seat ON billets (manifest_id, seat)
    WHERE seat IS NOT NULL AND status IN ('reserve', 'embarque');
CREATE INDEX billets_owed ON billets (customer_id, created_at) WHERE fare > paid AND status <> 'annule';

-- What is owed, expedition by expedition and ticket by ticket (a cancelled ticket owes nothing).
CREATE VIEW owings AS
    SELECT sender_id AS customer_id, extension_id, price - paid AS owed, created_at
        FROM expeditions WHERE price > paid
    UNION ALL
    SELECT customer_id, extension_id, fare - paid AS owed, created_at
        FROM billets WHERE fare > paid AND status <> 'annule';

-- The tickets sold each day (UTC) at each branch on each route: how many fly (not cancelled),
-- what they bill (the fare; a cancelled ticket keeps what was paid of it) and what was paid.
CREATE TABLE billet_days (
    day TEXT NOT NULL,
    extension_id BIGINT NOT NULL REFERENCES extensions (id),
    origin_id BIGINT NOT NULL REFERENCES extensions (id),
    destination_id BIGINT NOT NULL REFERENCES extensions (id),
    tickets BIGINT NOT NULL,
    billed BIGINT NOT NULL,
    paid BIGINT NOT NULL,
    PRIMARY KEY (day, extension_id, origin_id, destination_id)
);

-- engine: sqlite

-- Payments of tickets among the invoices: exactly one of expedition_id and billet_id. SQLite
-- cannot drop a NOT NULL: the table is made again (its triggers and indexes with it).
CREATE TABLE invoices_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ref_invoice TEXT NOT NULL UNIQUE,
    expedition_id BIGINT REFERENCES expeditions (id),
    customer_id BIGINT NOT NULL REFERENCES users (id),
    extension_id BIGINT NOT NULL REFERENCES extensions (id),
    amount BIGINT NOT NULL CHECK (amount > 0),
    created_at TEXT NOT NULL,
    created_by BIGINT NOT NULL REFERENCES users (id),
    cancelled_at TEXT,
    cancelled_by BIGINT REFERENCES users (id),
    cancel_reason TEXT,
    billet_id BIGINT REFERENCES billets (id),
    CHECK ((expedition_id IS NULL) <> (billet_id IS NULL))
);
INSERT INTO invoices_new (id, ref_invoice, expedition_id, customer_id, extension_id, amount,
    created_at, created_by, cancelled_at, cancelled_by, cancel_reason)
    SELECT id, ref_invoice, expedition_id, customer_id, extension_id, amount, created_at,
        created_by, cancelled_at, cancelled_by, cancel_reason FROM invoices;
DROP TABLE invoices;
ALTER TABLE invoices_new RENAME TO invoices;
CREATE INDEX invoices_expedition ON invoices (expedition_id);
CREATE INDEX invoices_created ON invoices (created_at, id);
CREATE INDEX invoices_customer ON invoices (customer_id, created_at, id);
CREATE INDEX invoices_extension ON invoices (extension_id, created_at, id);
CREATE INDEX invoices_in_force ON invoices (created_at, amount) WHERE cancelled_at IS NULL;
CREATE INDEX invoices_in_force_extension ON invoices (extension_id, created_at, amount)
    WHERE cancelled_at IS NULL;
CREATE INDEX invoices_cancelled ON invoices (created_at, id) WHERE cancelled_at IS NOT NULL;
CREATE INDEX invoices_billet ON invoices (billet_id) WHERE billet_id IS NOT NULL;
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

-- The receivables from the expeditions and the tickets (`owings`).
DROP TRIGGER expeditions_insert;
DROP TRIGGER expeditions_owed;
DROP TRIGGER expeditions_delete;
DROP TRIGGER expeditions_owed_total_insert;
DROP TRIGGER expeditions_owed_total_update;
DROP TRIGGER expeditions_owed_total_delete;

CREATE TRIGGER expeditions_insert AFTER INSERT ON expeditions BEGIN
    INSERT INTO tallies (name, n) VALUES ('expeditions', 1), ('expeditions/' || NEW.status, 1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    DELETE FROM debts WHERE customer_id = NEW.sender_id;
    INSERT INTO debts (customer_id, expeditions, debt, oldest)
        SELECT customer_id, COUNT(*), SUM(owed), MIN(created_at) FROM owings
        WHERE customer_id = NEW.sender_id GROUP BY customer_id;
END;
CREATE TRIGGER expeditions_owed AFTER UPDATE OF price, paid, sender_id, created_at ON expeditions
WHEN OLD.price > OLD.paid OR NEW.price > NEW.paid BEGIN
    DELETE FROM debts WHERE customer_id IN (OLD.sender_id, NEW.sender_id);
    INSERT INTO debts (customer_id, expeditions, debt, oldest)
        SELECT customer_id, COUNT(*), SUM(owed), MIN(created_at) FROM owings
        WHERE customer_id IN (OLD.sender_id, NEW.sender_id) GROUP BY customer_id;
END;
CREATE TRIGGER expeditions_delete AFTER DELETE ON expeditions BEGIN
    INSERT INTO tallies (name, n) VALUES ('expeditions', -1), ('expeditions/' || OLD.status, -1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    DELETE FROM debts WHERE customer_id = OLD.sender_id;
    INSERT INTO debts (customer_id, expeditions, debt, oldest)
        SELECT customer_id, COUNT(*), SUM(owed), MIN(created_at) FROM owings
        WHERE customer_id = OLD.sender_id GROUP BY customer_id;
END;
CREATE TRIGGER expeditions_owed_total_insert AFTER INSERT ON expeditions
WHEN NEW.price > NEW.paid BEGIN
    INSERT INTO tallies (name, n) VALUES ('owed', NEW.price - NEW.paid)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    INSERT INTO tallies (name, n) VALUES ('owed/' || NEW.extension_id, NEW.price - NEW.paid)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    DELETE FROM debts_branch WHERE extension_id = NEW.extension_id AND customer_id = NEW.sender_id;
    INSERT INTO debts_branch (extension_id, customer_id, expeditions, debt, oldest)
        SELECT extension_id, customer_id, COUNT(*), SUM(owed), MIN(created_at)
        FROM owings WHERE customer_id = NEW.sender_id AND extension_id = NEW.extension_id
        GROUP BY extension_id, customer_id;
END;
CREATE TRIGGER expeditions_owed_total_update AFTER UPDATE OF price, paid, sender_id,
    extension_id, created_at ON expeditions
WHEN OLD.price > OLD.paid OR NEW.price > NEW.paid BEGIN
    INSERT INTO tallies (name, n) VALUES ('owed', (NEW.price - NEW.paid) - (OLD.price - OLD.paid))
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    INSERT INTO tallies (name, n) VALUES ('owed/' || OLD.extension_id, OLD.paid - OLD.price)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    INSERT INTO tallies (name, n) VALUES ('owed/' || NEW.extension_id, NEW.price - NEW.paid)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    DELETE FROM debts_branch WHERE customer_id IN (OLD.sender_id, NEW.sender_id)
        AND extension_id IN (OLD.extension_id, NEW.extension_id);
    INSERT INTO debts_branch (extension_id, customer_id, expeditions, debt, oldest)
        SELECT extension_id, customer_id, COUNT(*), SUM(owed), MIN(created_at)
        FROM owings WHERE customer_id IN (OLD.sender_id, NEW.sender_id)
            AND extension_id IN (OLD.extension_id, NEW.extension_id)
        GROUP BY extension_id, customer_id;
END;
CREATE TRIGGER expeditions_owed_total_delete AFTER DELETE ON expeditions
WHEN OLD.price > OLD.paid BEGIN
    INSERT INTO tallies (name, n) VALUES ('owed', OLD.paid - OLD.price)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    INSERT INTO tallies (name, n) VALUES ('owed/' || OLD.extension_id, OLD.paid - OLD.price)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    DELETE FROM debts_branch WHERE extension_id = OLD.extension_id AND customer_id = OLD.sender_id;
    INSERT INTO debts_branch (extension_id, customer_id, expeditions, debt, oldest)
        SELECT extension_id, customer_id, COUNT(*), SUM(owed), MIN(created_at)
        FROM owings WHERE customer_id = OLD.sender_id AND extension_id = OLD.extension_id
        GROUP BY extension_id, customer_id;
END;

CREATE TRIGGER billets_insert AFTER INSERT ON billets BEGIN
    INSERT INTO tallies (name, n) VALUES ('billets', 1), ('billets/' || NEW.status, 1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    INSERT INTO billet_days (day, extension_id, origin_id, destination_id, tickets, billed, paid)
        VALUES (SUBSTR(NEW.created_at, 1, 10), NEW.extension_id, NEW.origin_id,
            NEW.destination_id, NEW.status <> 'annule',
            CASE WHEN NEW.status = 'annule' THEN NEW.paid ELSE NEW.fare END, NEW.paid)
        ON CONFLICT (day, extension_id, origin_id, destination_id) DO UPDATE SET
            tickets = tickets + excluded.tickets, billed = billed + excluded.billed,
            paid = paid + excluded.paid;
END;
CREATE TRIGGER billets_owed_insert AFTER INSERT ON billets
WHEN NEW.fare > NEW.paid AND NEW.status <> 'annule' BEGIN
    INSERT INTO tallies (name, n) VALUES ('owed', NEW.fare - NEW.paid),
        ('owed/' || NEW.extension_id, NEW.fare - NEW.paid)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    DELETE FROM debts WHERE customer_id = NEW.customer_id;
    INSERT INTO debts (customer_id, expeditions, debt, oldest)
        SELECT customer_id, COUNT(*), SUM(owed), MIN(created_at) FROM owings
        WHERE customer_id = NEW.customer_id GROUP BY customer_id;
    DELETE FROM debts_branch WHERE extension_id = NEW.extension_id AND customer_id = NEW.customer_id;
    INSERT INTO debts_branch (extension_id, customer_id, expeditions, debt, oldest)
        SELECT extension_id, customer_id, COUNT(*), SUM(owed), MIN(created_at)
        FROM owings WHERE customer_id = NEW.customer_id AND extension_id = NEW.extension_id
        GROUP BY extension_id, customer_id;
END;
CREATE TRIGGER billets_status AFTER UPDATE OF status ON billets
WHEN NEW.status <> OLD.status BEGIN
    INSERT INTO tallies (name, n) VALUES ('billets/' || OLD.status, -1), ('billets/' || NEW.status, 1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
END;
CREATE TRIGGER billets_days_update AFTER UPDATE OF status, fare, paid, extension_id, origin_id,
    destination_id, created_at ON billets BEGIN
    UPDATE billet_days SET tickets = tickets - (OLD.status <> 'annule'),
        billed = billed - CASE WHEN OLD.status = 'annule' THEN OLD.paid ELSE OLD.fare END,
        paid = paid - OLD.paid
        WHERE day = SUBSTR(OLD.created_at, 1, 10) AND extension_id = OLD.extension_id
            AND origin_id = OLD.origin_id AND destination_id = OLD.destination_id;
    INSERT INTO billet_days (day, extension_id, origin_id, destination_id, tickets, billed, paid)
        VALUES (SUBSTR(NEW.created_at, 1, 10), NEW.extension_id, NEW.origin_id,
            NEW.destination_id, NEW.status <> 'annule',
            CASE WHEN NEW.status = 'annule' THEN NEW.paid ELSE NEW.fare END, NEW.paid)
        ON CONFLICT (day, extension_id, origin_id, destination_id) DO UPDATE SET
            tickets = tickets + excluded.tickets, billed = billed + excluded.billed,
            paid = paid + excluded.paid;
END;
CREATE TRIGGER billets_owed_update AFTER UPDATE OF status, fare, paid, customer_id, extension_id,
    created_at ON billets
WHEN (OLD.fare > OLD.paid AND OLD.status <> 'annule') OR (NEW.fare > NEW.paid AND NEW.status <> 'annule') BEGIN
    INSERT INTO tallies (name, n) VALUES
        ('owed', CASE WHEN NEW.status = 'annule' THEN 0 ELSE NEW.fare - NEW.paid END
            - CASE WHEN OLD.status = 'annule' THEN 0 ELSE OLD.fare - OLD.paid END),
        ('owed/' || OLD.extension_id, -CASE WHEN OLD.status = 'annule' THEN 0 ELSE OLD.fare - OLD.paid END)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    INSERT INTO tallies (name, n) VALUES
        ('owed/' || NEW.extension_id, CASE WHEN NEW.status = 'annule' THEN 0 ELSE NEW.fare - NEW.paid END)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    DELETE FROM debts WHERE customer_id IN (OLD.customer_id, NEW.customer_id);
    INSERT INTO debts (customer_id, expeditions, debt, oldest)
        SELECT customer_id, COUNT(*), SUM(owed), MIN(created_at) FROM owings
        WHERE customer_id IN (OLD.customer_id, NEW.customer_id) GROUP BY customer_id;
    DELETE FROM debts_branch WHERE customer_id IN (OLD.customer_id, NEW.customer_id)
        AND extension_id IN (OLD.extension_id, NEW.extension_id);
    INSERT INTO debts_branch (extension_id, customer_id, expeditions, debt, oldest)
        SELECT extension_id, customer_id, COUNT(*), SUM(owed), MIN(created_at)
        FROM owings WHERE customer_id IN (OLD.customer_id, NEW.customer_id)
            AND extension_id IN (OLD.extension_id, NEW.extension_id)
        GROUP BY extension_id, customer_id;
END;
CREATE TRIGGER billets_delete AFTER DELETE ON billets BEGIN
    INSERT INTO tallies (name, n) VALUES ('billets', -1), ('billets/' || OLD.status, -1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    UPDATE billet_days SET tickets = tickets - (OLD.status <> 'annule'),
        billed = billed - CASE WHEN OLD.status = 'annule' THEN OLD.paid ELSE OLD.fare END,
        paid = paid - OLD.paid
        WHERE day = SUBSTR(OLD.created_at, 1, 10) AND extension_id = OLD.extension_id
            AND origin_id = OLD.origin_id AND destination_id = OLD.destination_id;
END;
CREATE TRIGGER billets_owed_delete AFTER DELETE ON billets
WHEN OLD.fare > OLD.paid AND OLD.status <> 'annule' BEGIN
    INSERT INTO tallies (name, n) VALUES ('owed', OLD.paid - OLD.fare),
        ('owed/' || OLD.extension_id, OLD.paid - OLD.fare)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    DELETE FROM debts WHERE customer_id = OLD.customer_id;
    INSERT INTO debts (customer_id, expeditions, debt, oldest)
        SELECT customer_id, COUNT(*), SUM(owed), MIN(created_at) FROM owings
        WHERE customer_id = OLD.customer_id GROUP BY customer_id;
    DELETE FROM debts_branch WHERE extension_id = OLD.extension_id AND customer_id = OLD.customer_id;
    INSERT INTO debts_branch (extension_id, customer_id, expeditions, debt, oldest)
        SELECT extension_id, customer_id, COUNT(*), SUM(owed), MIN(created_at)
        FROM owings WHERE customer_id = OLD.customer_id AND extension_id = OLD.extension_id
        GROUP BY extension_id, customer_id;
END;

-- engine: postgres

ALTER TABLE invoices ALTER COLUMN expedition_id DROP NOT NULL;
ALTER TABLE invoices ADD COLUMN billet_id BIGINT REFERENCES billets (id);
ALTER TABLE invoices ADD CONSTRAINT invoices_one_of CHECK ((expedition_id IS NULL) <> (billet_id IS NULL));
CREATE INDEX invoices_billet ON invoices (billet_id) WHERE billet_id IS NOT NULL;

-- The receivables from the expeditions and the tickets (`owings`).
CREATE OR REPLACE FUNCTION owe(customer BIGINT) RETURNS void LANGUAGE sql AS $$
    DELETE FROM debts WHERE customer_id = customer;
    INSERT INTO debts (customer_id, expeditions, debt, oldest)
        SELECT customer_id, COUNT(*), SUM(owed), MIN(created_at) FROM owings
        WHERE customer_id = customer GROUP BY customer_id;
$$;

CREATE OR REPLACE FUNCTION owe_branch(branch BIGINT, customer BIGINT) RETURNS void LANGUAGE sql AS $$
    DELETE FROM debts_branch WHERE extension_id = branch AND customer_id = customer;
    INSERT INTO debts_branch (extension_id, customer_id, expeditions, debt, oldest)
        SELECT extension_id, customer_id, COUNT(*), SUM(owed), MIN(created_at)
        FROM owings WHERE customer_id = customer AND extension_id = branch
        GROUP BY extension_id, customer_id;
$$;

-- Adds (sign 1) or takes away (sign -1) one ticket's figures to its day.
CREATE FUNCTION billet_day(b billets, sign BIGINT) RETURNS void LANGUAGE sql AS $$
    INSERT INTO billet_days (day, extension_id, origin_id, destination_id, tickets, billed, paid)
        VALUES (SUBSTR(b.created_at, 1, 10), b.extension_id, b.origin_id, b.destination_id,
            sign * (CASE WHEN b.status <> 'annule' THEN 1 ELSE 0 END),
            sign * (CASE WHEN b.status = 'annule' THEN b.paid ELSE b.fare END), sign * b.paid)
        ON CONFLICT (day, extension_id, origin_id, destination_id) DO UPDATE SET
            tickets = billet_days.tickets + excluded.tickets,
            billed = billet_days.billed + excluded.billed,
            paid = billet_days.paid + excluded.paid;
$$;

CREATE FUNCTION billet_owed(b billets) RETURNS BIGINT LANGUAGE sql AS $$
    SELECT CASE WHEN b.status = 'annule' OR b.fare <= b.paid THEN 0 ELSE b.fare - b.paid END;
$$;

CREATE FUNCTION billets_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM billet_day(OLD, -1);
        IF billet_owed(OLD) > 0 THEN
            PERFORM tally('owed', -billet_owed(OLD));
            PERFORM tally('owed/' || OLD.extension_id, -billet_owed(OLD));
        END IF;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM billet_day(NEW, 1);
        IF billet_owed(NEW) > 0 THEN
            PERFORM tally('owed', billet_owed(NEW));
            PERFORM tally('owed/' || NEW.extension_id, billet_owed(NEW));
        END IF;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') AND billet_owed(OLD) > 0 THEN
        PERFORM owe(OLD.customer_id);
        PERFORM owe_branch(OLD.extension_id, OLD.customer_id);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND billet_owed(NEW) > 0 THEN
        PERFORM owe(NEW.customer_id);
        PERFORM owe_branch(NEW.extension_id, NEW.customer_id);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER billets_derive AFTER INSERT OR DELETE OR UPDATE OF status, fare, paid,
    customer_id, extension_id, origin_id, destination_id, created_at ON billets
    FOR EACH ROW EXECUTE FUNCTION billets_derive();
-- Their number, and their number in each status.
CREATE TRIGGER billets_tallies AFTER INSERT OR UPDATE OR DELETE ON billets
    FOR EACH ROW EXECUTE FUNCTION status_derive();
