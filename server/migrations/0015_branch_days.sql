-- Days belong to branches (DESIGN §2). Each branch has an IANA time zone, set here from where it
-- is (domain::days::zone_for) and editable; an expedition, a payment and a ticket carry the local
-- date of their branch (`day`), which the server sets when it writes them, and the summary rows
-- of the dashboard and the reports are keyed by it. PostgreSQL computes the day of existing rows
-- from their zone; SQLite from the zones' offsets (none of the zones set here has summer time).
--
-- Money is never deleted (DESIGN §2): a payment keeps the reference of what it paid (`subject`),
-- and may outlive the expedition or ticket it paid once cancelled (neither id is then set).

ALTER TABLE extensions ADD COLUMN timezone TEXT NOT NULL DEFAULT 'Africa/Lubumbashi';
UPDATE extensions SET timezone = CASE
    WHEN LOWER(country_code) = 'cd' AND (LOWER(COALESCE(region, '')) IN ('kinshasa', 'kongo-central', 'kwango', 'kwilu', 'mai-ndombe', 'equateur', 'équateur',
        'mongala', 'nord-ubangi', 'sud-ubangi', 'tshuapa', 'matadi')
        OR LOWER(COALESCE(city, '')) IN ('kinshasa', 'kongo-central', 'kwango', 'kwilu', 'mai-ndombe', 'equateur', 'équateur',
        'mongala', 'nord-ubangi', 'sud-ubangi', 'tshuapa', 'matadi')) THEN 'Africa/Kinshasa'
    WHEN LOWER(country_code) = 'cd' THEN 'Africa/Lubumbashi'
    WHEN LOWER(country_code) = 'tz' THEN 'Africa/Dar_es_Salaam'
    WHEN LOWER(country_code) = 'bi' THEN 'Africa/Bujumbura'
    WHEN LOWER(country_code) = 'rw' THEN 'Africa/Kigali'
    WHEN LOWER(country_code) = 'ug' THEN 'Africa/Kampala'
    WHEN LOWER(country_code) = 'ke' THEN 'Africa/Nairobi'
    WHEN LOWER(country_code) = 'cg' THEN 'Africa/Brazzaville'
    WHEN LOWER(country_code) = 'zm' THEN 'Africa/Lusaka'
    WHEN LOWER(country_code) = 'ss' THEN 'Africa/Juba'
    ELSE 'Africa/Lubumbashi' END;

ALTER TABLE expeditions ADD COLUMN day TEXT NOT NULL DEFAULT '';
ALTER TABLE billets ADD COLUMN day TEXT NOT NULL DEFAULT '';

-- engine: sqlite

-- Each branch's offset from UTC, for the days of the rows written before this migration.
CREATE TABLE branch_shifts (extension_id BIGINT PRIMARY KEY, shift TEXT NOT NULL);
INSERT INTO branch_shifts (extension_id, shift) SELECT id, CASE
    WHEN timezone IN ('Africa/Kinshasa', 'Africa/Brazzaville') THEN '+1 hours'
    WHEN timezone IN ('Africa/Dar_es_Salaam', 'Africa/Kampala', 'Africa/Nairobi') THEN '+3 hours'
    ELSE '+2 hours' END FROM extensions;
UPDATE expeditions SET day = date(created_at,
    (SELECT shift FROM branch_shifts s WHERE s.extension_id = expeditions.extension_id));
UPDATE billets SET day = date(created_at,
    (SELECT shift FROM branch_shifts s WHERE s.extension_id = billets.extension_id));

-- The payments, made again with `day` and `subject` (SQLite cannot change a CHECK).
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
    day TEXT NOT NULL,
    subject TEXT NOT NULL,
    CHECK (expedition_id IS NULL OR billet_id IS NULL),
    CHECK (cancelled_at IS NOT NULL OR expedition_id IS NOT NULL OR billet_id IS NOT NULL)
);
INSERT INTO invoices_new (id, ref_invoice, expedition_id, customer_id, extension_id, amount,
    created_at, created_by, cancelled_at, cancelled_by, cancel_reason, billet_id, day, subject)
    SELECT i.id, i.ref_invoice, i.expedition_id, i.customer_id, i.extension_id, i.amount,
        i.created_at, i.created_by, i.cancelled_at, i.cancelled_by, i.cancel_reason, i.billet_id,
        date(i.created_at, (SELECT shift FROM branch_shifts s WHERE s.extension_id = i.extension_id)),
        COALESCE((SELECT ref_expedition FROM expeditions x WHERE x.id = i.expedition_id),
            (SELECT ref_billet FROM billets b WHERE b.id = i.billet_id))
    FROM invoices i;
DROP TABLE invoices;
ALTER TABLE invoices_new RENAME TO invoices;
DROP TABLE branch_shifts;
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
        VALUES (NEW.day, NEW.extension_id, 1,
            NEW.cancelled_at IS NOT NULL, CASE WHEN NEW.cancelled_at IS NULL THEN NEW.amount ELSE 0 END)
        ON CONFLICT (day, extension_id) DO UPDATE SET payments = payments + excluded.payments,
            cancelled = cancelled + excluded.cancelled, amount = amount + excluded.amount;
END;
CREATE TRIGGER invoices_update AFTER UPDATE OF created_at, day, extension_id, amount, cancelled_at ON invoices BEGIN
    INSERT INTO tallies (name, n) VALUES
        ('invoices/cancelled', (NEW.cancelled_at IS NOT NULL) - (OLD.cancelled_at IS NOT NULL)),
        ('invoices/amount', CASE WHEN NEW.cancelled_at IS NULL THEN NEW.amount ELSE 0 END
            - CASE WHEN OLD.cancelled_at IS NULL THEN OLD.amount ELSE 0 END)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    UPDATE payment_days SET payments = payments - 1, cancelled = cancelled - (OLD.cancelled_at IS NOT NULL),
        amount = amount - CASE WHEN OLD.cancelled_at IS NULL THEN OLD.amount ELSE 0 END
        WHERE day = OLD.day AND extension_id = OLD.extension_id;
    INSERT INTO payment_days (day, extension_id, payments, cancelled, amount)
        VALUES (NEW.day, NEW.extension_id, 1,
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
        WHERE day = OLD.day AND extension_id = OLD.extension_id;
END;

-- The days of expeditions and tickets: their `day`.
DROP TRIGGER expeditions_days_insert;
DROP TRIGGER expeditions_days_update;
DROP TRIGGER expeditions_days_delete;
DROP TRIGGER billets_insert;
DROP TRIGGER billets_days_update;
DROP TRIGGER billets_delete;
CREATE TRIGGER expeditions_days_insert AFTER INSERT ON expeditions BEGIN
    INSERT INTO expedition_days (day, extension_id, price_id, expeditions, pieces, weight, billed,
        paid, stock_pieces, stock_weight, waybill_pieces, waybill_weight, shipped_pieces,
        shipped_weight)
        VALUES (NEW.day, NEW.extension_id, NEW.price_id, 1,
            NEW.quantity_entry, NEW.weight_entry, NEW.price, NEW.paid, NEW.quantity_restant,
            NEW.weight_restant, NEW.quantity_waybill, NEW.weight_waybill, NEW.quantity_manifeste,
            NEW.weight_manifeste)
        ON CONFLICT (day, extension_id, price_id) DO UPDATE SET
            expeditions = expeditions + 1, pieces = pieces + excluded.pieces,
            weight = weight + excluded.weight, billed = billed + excluded.billed,
            paid = paid + excluded.paid, stock_pieces = stock_pieces + excluded.stock_pieces,
            stock_weight = stock_weight + excluded.stock_weight,
            waybill_pieces = waybill_pieces + excluded.waybill_pieces,
            waybill_weight = waybill_weight + excluded.waybill_weight,
            shipped_pieces = shipped_pieces + excluded.shipped_pieces,
            shipped_weight = shipped_weight + excluded.shipped_weight;
END;
CREATE TRIGGER expeditions_days_update AFTER UPDATE OF created_at, day, extension_id, price_id,
    quantity_entry, weight_entry, price, paid, quantity_restant, weight_restant, quantity_waybill,
    weight_waybill, quantity_manifeste, weight_manifeste ON expeditions BEGIN
    UPDATE expedition_days SET expeditions = expeditions - 1,
        pieces = pieces - OLD.quantity_entry, weight = weight - OLD.weight_entry,
        billed = billed - OLD.price, paid = paid - OLD.paid,
        stock_pieces = stock_pieces - OLD.quantity_restant,
        stock_weight = stock_weight - OLD.weight_restant,
        waybill_pieces = waybill_pieces - OLD.quantity_waybill,
        waybill_weight = waybill_weight - OLD.weight_waybill,
        shipped_pieces = shipped_pieces - OLD.quantity_manifeste,
        shipped_weight = shipped_weight - OLD.weight_manifeste
        WHERE day = OLD.day AND extension_id = OLD.extension_id
            AND price_id = OLD.price_id;
    INSERT INTO expedition_days (day, extension_id, price_id, expeditions, pieces, weight, billed,
        paid, stock_pieces, stock_weight, waybill_pieces, waybill_weight, shipped_pieces,
        shipped_weight)
        VALUES (NEW.day, NEW.extension_id, NEW.price_id, 1,
            NEW.quantity_entry, NEW.weight_entry, NEW.price, NEW.paid, NEW.quantity_restant,
            NEW.weight_restant, NEW.quantity_waybill, NEW.weight_waybill, NEW.quantity_manifeste,
            NEW.weight_manifeste)
        ON CONFLICT (day, extension_id, price_id) DO UPDATE SET
            expeditions = expeditions + 1, pieces = pieces + excluded.pieces,
            weight = weight + excluded.weight, billed = billed + excluded.billed,
            paid = paid + excluded.paid, stock_pieces = stock_pieces + excluded.stock_pieces,
            stock_weight = stock_weight + excluded.stock_weight,
            waybill_pieces = waybill_pieces + excluded.waybill_pieces,
            waybill_weight = waybill_weight + excluded.waybill_weight,
            shipped_pieces = shipped_pieces + excluded.shipped_pieces,
            shipped_weight = shipped_weight + excluded.shipped_weight;
END;
CREATE TRIGGER expeditions_days_delete AFTER DELETE ON expeditions BEGIN
    UPDATE expedition_days SET expeditions = expeditions - 1,
        pieces = pieces - OLD.quantity_entry, weight = weight - OLD.weight_entry,
        billed = billed - OLD.price, paid = paid - OLD.paid,
        stock_pieces = stock_pieces - OLD.quantity_restant,
        stock_weight = stock_weight - OLD.weight_restant,
        waybill_pieces = waybill_pieces - OLD.quantity_waybill,
        waybill_weight = waybill_weight - OLD.weight_waybill,
        shipped_pieces = shipped_pieces - OLD.quantity_manifeste,
        shipped_weight = shipped_weight - OLD.weight_manifeste
        WHERE day = OLD.day AND extension_id = OLD.extension_id
            AND price_id = OLD.price_id;
END;
CREATE TRIGGER billets_insert AFTER INSERT ON billets BEGIN
    INSERT INTO tallies (name, n) VALUES ('billets', 1), ('billets/' || NEW.status, 1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    INSERT INTO billet_days (day, extension_id, origin_id, destination_id, tickets, billed, paid)
        VALUES (NEW.day, NEW.extension_id, NEW.origin_id,
            NEW.destination_id, NEW.status <> 'annule',
            CASE WHEN NEW.status = 'annule' THEN NEW.paid ELSE NEW.fare END, NEW.paid)
        ON CONFLICT (day, extension_id, origin_id, destination_id) DO UPDATE SET
            tickets = tickets + excluded.tickets, billed = billed + excluded.billed,
            paid = paid + excluded.paid;
END;
CREATE TRIGGER billets_days_update AFTER UPDATE OF status, fare, paid, extension_id, origin_id,
    destination_id, created_at, day ON billets BEGIN
    UPDATE billet_days SET tickets = tickets - (OLD.status <> 'annule'),
        billed = billed - CASE WHEN OLD.status = 'annule' THEN OLD.paid ELSE OLD.fare END,
        paid = paid - OLD.paid
        WHERE day = OLD.day AND extension_id = OLD.extension_id
            AND origin_id = OLD.origin_id AND destination_id = OLD.destination_id;
    INSERT INTO billet_days (day, extension_id, origin_id, destination_id, tickets, billed, paid)
        VALUES (NEW.day, NEW.extension_id, NEW.origin_id,
            NEW.destination_id, NEW.status <> 'annule',
            CASE WHEN NEW.status = 'annule' THEN NEW.paid ELSE NEW.fare END, NEW.paid)
        ON CONFLICT (day, extension_id, origin_id, destination_id) DO UPDATE SET
            tickets = tickets + excluded.tickets, billed = billed + excluded.billed,
            paid = paid + excluded.paid;
END;
CREATE TRIGGER billets_delete AFTER DELETE ON billets BEGIN
    INSERT INTO tallies (name, n) VALUES ('billets', -1), ('billets/' || OLD.status, -1)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    UPDATE billet_days SET tickets = tickets - (OLD.status <> 'annule'),
        billed = billed - CASE WHEN OLD.status = 'annule' THEN OLD.paid ELSE OLD.fare END,
        paid = paid - OLD.paid
        WHERE day = OLD.day AND extension_id = OLD.extension_id
            AND origin_id = OLD.origin_id AND destination_id = OLD.destination_id;
END;

-- engine: postgres

UPDATE expeditions x SET day = to_char(x.created_at::timestamptz AT TIME ZONE e.timezone, 'YYYY-MM-DD')
    FROM extensions e WHERE e.id = x.extension_id;
UPDATE billets b SET day = to_char(b.created_at::timestamptz AT TIME ZONE e.timezone, 'YYYY-MM-DD')
    FROM extensions e WHERE e.id = b.extension_id;
ALTER TABLE invoices ADD COLUMN day TEXT NOT NULL DEFAULT '';
ALTER TABLE invoices ADD COLUMN subject TEXT NOT NULL DEFAULT '';
UPDATE invoices i SET day = to_char(i.created_at::timestamptz AT TIME ZONE e.timezone, 'YYYY-MM-DD'),
    subject = COALESCE((SELECT ref_expedition FROM expeditions x WHERE x.id = i.expedition_id),
        (SELECT ref_billet FROM billets b WHERE b.id = i.billet_id))
    FROM extensions e WHERE e.id = i.extension_id;
ALTER TABLE invoices ALTER COLUMN day DROP DEFAULT;
ALTER TABLE invoices ALTER COLUMN subject DROP DEFAULT;
ALTER TABLE invoices DROP CONSTRAINT invoices_one_of;
ALTER TABLE invoices ADD CONSTRAINT invoices_at_most_one CHECK (expedition_id IS NULL OR billet_id IS NULL);
ALTER TABLE invoices ADD CONSTRAINT invoices_paid_something
    CHECK (cancelled_at IS NOT NULL OR expedition_id IS NOT NULL OR billet_id IS NOT NULL);

CREATE OR REPLACE FUNCTION invoices_derive() RETURNS trigger LANGUAGE plpgsql AS $$
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
            WHERE day = OLD.day AND extension_id = OLD.extension_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM tally('invoices/cancelled', (NEW.cancelled_at IS NOT NULL)::int);
        PERFORM tally('invoices/amount',
            CASE WHEN NEW.cancelled_at IS NULL THEN NEW.amount ELSE 0 END);
        INSERT INTO payment_days (day, extension_id, payments, cancelled, amount)
            VALUES (NEW.day, NEW.extension_id, 1,
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
DROP TRIGGER invoices_derive ON invoices;
CREATE TRIGGER invoices_derive AFTER INSERT OR DELETE
    OR UPDATE OF created_at, day, extension_id, amount, cancelled_at ON invoices
    FOR EACH ROW EXECUTE FUNCTION invoices_derive();

CREATE OR REPLACE FUNCTION expedition_day(e expeditions, sign BIGINT) RETURNS void LANGUAGE sql AS $$
    INSERT INTO expedition_days (day, extension_id, price_id, expeditions, pieces, weight, billed,
        paid, stock_pieces, stock_weight, waybill_pieces, waybill_weight, shipped_pieces,
        shipped_weight)
        VALUES (e.day, e.extension_id, e.price_id, sign,
            sign * e.quantity_entry, sign * e.weight_entry, sign * e.price, sign * e.paid,
            sign * e.quantity_restant, sign * e.weight_restant, sign * e.quantity_waybill,
            sign * e.weight_waybill, sign * e.quantity_manifeste, sign * e.weight_manifeste)
        ON CONFLICT (day, extension_id, price_id) DO UPDATE SET
            expeditions = expedition_days.expeditions + excluded.expeditions,
            pieces = expedition_days.pieces + excluded.pieces,
            weight = expedition_days.weight + excluded.weight,
            billed = expedition_days.billed + excluded.billed,
            paid = expedition_days.paid + excluded.paid,
            stock_pieces = expedition_days.stock_pieces + excluded.stock_pieces,
            stock_weight = expedition_days.stock_weight + excluded.stock_weight,
            waybill_pieces = expedition_days.waybill_pieces + excluded.waybill_pieces,
            waybill_weight = expedition_days.waybill_weight + excluded.waybill_weight,
            shipped_pieces = expedition_days.shipped_pieces + excluded.shipped_pieces,
            shipped_weight = expedition_days.shipped_weight + excluded.shipped_weight;
$$;
DROP TRIGGER expeditions_report ON expeditions;
CREATE TRIGGER expeditions_report AFTER INSERT OR DELETE OR UPDATE OF created_at, day,
    extension_id, price_id, sender_id, quantity_entry, weight_entry, price, paid,
    quantity_restant, weight_restant, quantity_waybill, weight_waybill, quantity_manifeste,
    weight_manifeste ON expeditions FOR EACH ROW EXECUTE FUNCTION expeditions_report();

CREATE OR REPLACE FUNCTION billet_day(b billets, sign BIGINT) RETURNS void LANGUAGE sql AS $$
    INSERT INTO billet_days (day, extension_id, origin_id, destination_id, tickets, billed, paid)
        VALUES (b.day, b.extension_id, b.origin_id, b.destination_id,
            sign * (CASE WHEN b.status <> 'annule' THEN 1 ELSE 0 END),
            sign * (CASE WHEN b.status = 'annule' THEN b.paid ELSE b.fare END), sign * b.paid)
        ON CONFLICT (day, extension_id, origin_id, destination_id) DO UPDATE SET
            tickets = billet_days.tickets + excluded.tickets,
            billed = billet_days.billed + excluded.billed,
            paid = billet_days.paid + excluded.paid;
$$;
DROP TRIGGER billets_derive ON billets;
CREATE TRIGGER billets_derive AFTER INSERT OR DELETE OR UPDATE OF status, fare, paid,
    customer_id, extension_id, origin_id, destination_id, created_at, day ON billets
    FOR EACH ROW EXECUTE FUNCTION billets_derive();

ALTER TABLE expeditions ALTER COLUMN day DROP DEFAULT;
ALTER TABLE billets ALTER COLUMN day DROP DEFAULT;

-- engine: all

-- The summary rows, by the branches' days.
DELETE FROM payment_days;
INSERT INTO payment_days (day, extension_id, payments, cancelled, amount)
    SELECT day, extension_id, COUNT(*), SUM(CASE WHEN cancelled_at IS NULL THEN 0 ELSE 1 END),
        SUM(CASE WHEN cancelled_at IS NULL THEN amount ELSE 0 END)
    FROM invoices GROUP BY day, extension_id;
DELETE FROM expedition_days;
INSERT INTO expedition_days (day, extension_id, price_id, expeditions, pieces, weight, billed,
    paid, stock_pieces, stock_weight, waybill_pieces, waybill_weight, shipped_pieces,
    shipped_weight)
    SELECT day, extension_id, price_id, COUNT(*), SUM(quantity_entry), SUM(weight_entry),
        SUM(price), SUM(paid), SUM(quantity_restant), SUM(weight_restant), SUM(quantity_waybill),
        SUM(weight_waybill), SUM(quantity_manifeste), SUM(weight_manifeste)
    FROM expeditions GROUP BY day, extension_id, price_id;
DELETE FROM billet_days;
INSERT INTO billet_days (day, extension_id, origin_id, destination_id, tickets, billed, paid)
    SELECT day, extension_id, origin_id, destination_id,
        SUM(CASE WHEN status <> 'annule' THEN 1 ELSE 0 END),
        SUM(CASE WHEN status = 'annule' THEN paid ELSE fare END), SUM(paid)
    FROM billets GROUP BY day, extension_id, origin_id, destination_id;
