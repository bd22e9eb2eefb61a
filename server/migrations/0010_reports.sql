-- Issue 15: the dashboard and the reports. What they add up is kept as rows change, in the
-- transaction that changes them (DESIGN §9): the expeditions of each day per branch and route,
-- what each client owes at each branch, what is owed in all, and what each manifest brings in.

-- engine: sqlite

-- The expeditions registered each day (UTC, the first ten characters of created_at) at each
-- branch on each route: how many, their pieces and grams, their prices and what was paid of them,
-- and where their pieces are now. Without rowid: the key orders the rows, so a period is one range
-- read of the table itself.
CREATE TABLE expedition_days (
    day TEXT NOT NULL,
    extension_id BIGINT NOT NULL REFERENCES extensions (id),
    price_id BIGINT NOT NULL REFERENCES prices (id),
    expeditions BIGINT NOT NULL,
    pieces BIGINT NOT NULL,
    weight BIGINT NOT NULL,
    billed BIGINT NOT NULL,
    paid BIGINT NOT NULL,
    stock_pieces BIGINT NOT NULL,
    stock_weight BIGINT NOT NULL,
    waybill_pieces BIGINT NOT NULL,
    waybill_weight BIGINT NOT NULL,
    shipped_pieces BIGINT NOT NULL,
    shipped_weight BIGINT NOT NULL,
    PRIMARY KEY (day, extension_id, price_id)
) WITHOUT ROWID;

-- What each client owes at each branch (the branch's receivables), as `debts` for all branches.
CREATE TABLE debts_branch (
    extension_id BIGINT NOT NULL REFERENCES extensions (id),
    customer_id BIGINT NOT NULL REFERENCES users (id),
    expeditions BIGINT NOT NULL,
    debt BIGINT NOT NULL,
    oldest TEXT NOT NULL,
    PRIMARY KEY (extension_id, customer_id)
) WITHOUT ROWID;

CREATE TABLE manifest_revenue (
    manifest_id BIGINT PRIMARY KEY REFERENCES manifests (id) ON DELETE CASCADE,
    revenue BIGINT NOT NULL
) WITHOUT ROWID;

-- engine: postgres

CREATE TABLE expedition_days (
    day TEXT NOT NULL,
    extension_id BIGINT NOT NULL REFERENCES extensions (id),
    price_id BIGINT NOT NULL REFERENCES prices (id),
    expeditions BIGINT NOT NULL,
    pieces BIGINT NOT NULL,
    weight BIGINT NOT NULL,
    billed BIGINT NOT NULL,
    paid BIGINT NOT NULL,
    stock_pieces BIGINT NOT NULL,
    stock_weight BIGINT NOT NULL,
    waybill_pieces BIGINT NOT NULL,
    waybill_weight BIGINT NOT NULL,
    shipped_pieces BIGINT NOT NULL,
    shipped_weight BIGINT NOT NULL,
    PRIMARY KEY (day, extension_id, price_id)
);

CREATE TABLE debts_branch (
    extension_id BIGINT NOT NULL REFERENCES extensions (id),
    customer_id BIGINT NOT NULL REFERENCES users (id),
    expeditions BIGINT NOT NULL,
    debt BIGINT NOT NULL,
    oldest TEXT NOT NULL,
    PRIMARY KEY (extension_id, customer_id)
);

CREATE TABLE manifest_revenue (
    manifest_id BIGINT PRIMARY KEY REFERENCES manifests (id) ON DELETE CASCADE,
    revenue BIGINT NOT NULL
);

-- engine: all

INSERT INTO expedition_days (day, extension_id, price_id, expeditions, pieces, weight, billed,
    paid, stock_pieces, stock_weight, waybill_pieces, waybill_weight, shipped_pieces, shipped_weight)
    SELECT SUBSTR(created_at, 1, 10), extension_id, price_id, COUNT(*), SUM(quantity_entry),
        SUM(weight_entry), SUM(price), SUM(paid), SUM(quantity_restant), SUM(weight_restant),
        SUM(quantity_waybill), SUM(weight_waybill), SUM(quantity_manifeste), SUM(weight_manifeste)
    FROM expeditions GROUP BY SUBSTR(created_at, 1, 10), extension_id, price_id;

INSERT INTO debts_branch (extension_id, customer_id, expeditions, debt, oldest)
    SELECT extension_id, sender_id, COUNT(*), SUM(price - paid), MIN(created_at) FROM expeditions
    WHERE price > paid GROUP BY extension_id, sender_id;
-- The largest debts first (receivables report).
CREATE INDEX debts_branch_debt ON debts_branch (extension_id, debt, customer_id);
CREATE INDEX debts_debt ON debts (debt, customer_id);

-- What is owed in all ('owed') and at each branch ('owed/3'), in cents.
INSERT INTO tallies (name, n) SELECT 'owed', COALESCE(SUM(price - paid), 0) FROM expeditions;
INSERT INTO tallies (name, n) SELECT 'owed/' || extension_id, SUM(price - paid) FROM expeditions
    GROUP BY extension_id;

-- What a manifest brings in: for each of its lines, the parcel's amount × the line's weight ÷
-- the parcel's entry weight, half up (domain::depenses::line_revenue); kept by its lines'
-- triggers. A table of its own, not a column of `manifests`: on SQLite, adding a column to a
-- table once the people's full-text index exists made the next write on people fail once on
-- connections opened before ("no such table: users").
INSERT INTO manifest_revenue (manifest_id, revenue)
    SELECT md.manifest_id, SUM((2 * p.amount * md.weight + p.weight_entry) / (2 * p.weight_entry))
    FROM manifestdetails md JOIN packags p ON p.id = md.packag_id WHERE p.weight_entry > 0
    GROUP BY md.manifest_id;

-- The commission shares of a period by beneficiary, from the index alone (commissions report):
-- `kind` and `cancelled_at` among its columns too, or SQLite reads them from the table.
CREATE INDEX depenses_shares ON depenses (day, beneficer_id, branche_id, mount, kind, cancelled_at)
    WHERE kind = 'share' AND cancelled_at IS NULL;

-- engine: sqlite

CREATE TRIGGER expeditions_days_insert AFTER INSERT ON expeditions BEGIN
    INSERT INTO expedition_days (day, extension_id, price_id, expeditions, pieces, weight, billed,
        paid, stock_pieces, stock_weight, waybill_pieces, waybill_weight, shipped_pieces,
        shipped_weight)
        VALUES (SUBSTR(NEW.created_at, 1, 10), NEW.extension_id, NEW.price_id, 1,
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
CREATE TRIGGER expeditions_days_update AFTER UPDATE OF created_at, extension_id, price_id,
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
        WHERE day = SUBSTR(OLD.created_at, 1, 10) AND extension_id = OLD.extension_id
            AND price_id = OLD.price_id;
    INSERT INTO expedition_days (day, extension_id, price_id, expeditions, pieces, weight, billed,
        paid, stock_pieces, stock_weight, waybill_pieces, waybill_weight, shipped_pieces,
        shipped_weight)
        VALUES (SUBSTR(NEW.created_at, 1, 10), NEW.extension_id, NEW.price_id, 1,
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
        WHERE day = SUBSTR(OLD.created_at, 1, 10) AND extension_id = OLD.extension_id
            AND price_id = OLD.price_id;
END;

CREATE TRIGGER expeditions_owed_total_insert AFTER INSERT ON expeditions
WHEN NEW.price > NEW.paid BEGIN
    INSERT INTO tallies (name, n) VALUES ('owed', NEW.price - NEW.paid)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    INSERT INTO tallies (name, n) VALUES ('owed/' || NEW.extension_id, NEW.price - NEW.paid)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    DELETE FROM debts_branch WHERE extension_id = NEW.extension_id AND customer_id = NEW.sender_id;
    INSERT INTO debts_branch (extension_id, customer_id, expeditions, debt, oldest)
        SELECT extension_id, sender_id, COUNT(*), SUM(price - paid), MIN(created_at)
        FROM expeditions WHERE sender_id = NEW.sender_id AND extension_id = NEW.extension_id
            AND price > paid GROUP BY extension_id, sender_id;
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
        SELECT extension_id, sender_id, COUNT(*), SUM(price - paid), MIN(created_at)
        FROM expeditions WHERE sender_id IN (OLD.sender_id, NEW.sender_id)
            AND extension_id IN (OLD.extension_id, NEW.extension_id) AND price > paid
        GROUP BY extension_id, sender_id;
END;
CREATE TRIGGER expeditions_owed_total_delete AFTER DELETE ON expeditions
WHEN OLD.price > OLD.paid BEGIN
    INSERT INTO tallies (name, n) VALUES ('owed', OLD.paid - OLD.price)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    INSERT INTO tallies (name, n) VALUES ('owed/' || OLD.extension_id, OLD.paid - OLD.price)
        ON CONFLICT (name) DO UPDATE SET n = n + excluded.n;
    DELETE FROM debts_branch WHERE extension_id = OLD.extension_id AND customer_id = OLD.sender_id;
    INSERT INTO debts_branch (extension_id, customer_id, expeditions, debt, oldest)
        SELECT extension_id, sender_id, COUNT(*), SUM(price - paid), MIN(created_at)
        FROM expeditions WHERE sender_id = OLD.sender_id AND extension_id = OLD.extension_id
            AND price > paid GROUP BY extension_id, sender_id;
END;

CREATE TRIGGER manifestdetails_revenue_insert AFTER INSERT ON manifestdetails BEGIN
    INSERT INTO manifest_revenue (manifest_id, revenue) VALUES (NEW.manifest_id,
        (SELECT CASE WHEN p.weight_entry > 0
            THEN (2 * p.amount * NEW.weight + p.weight_entry) / (2 * p.weight_entry) ELSE 0 END
            FROM packags p WHERE p.id = NEW.packag_id))
        ON CONFLICT (manifest_id) DO UPDATE SET revenue = revenue + excluded.revenue;
END;
CREATE TRIGGER manifestdetails_revenue_update AFTER UPDATE OF weight, packag_id, manifest_id
    ON manifestdetails BEGIN
    UPDATE manifest_revenue SET revenue = revenue - (SELECT CASE WHEN p.weight_entry > 0
            THEN (2 * p.amount * OLD.weight + p.weight_entry) / (2 * p.weight_entry) ELSE 0 END
            FROM packags p WHERE p.id = OLD.packag_id)
        WHERE manifest_id = OLD.manifest_id;
    INSERT INTO manifest_revenue (manifest_id, revenue) VALUES (NEW.manifest_id,
        (SELECT CASE WHEN p.weight_entry > 0
            THEN (2 * p.amount * NEW.weight + p.weight_entry) / (2 * p.weight_entry) ELSE 0 END
            FROM packags p WHERE p.id = NEW.packag_id))
        ON CONFLICT (manifest_id) DO UPDATE SET revenue = revenue + excluded.revenue;
END;
CREATE TRIGGER manifestdetails_revenue_delete AFTER DELETE ON manifestdetails BEGIN
    UPDATE manifest_revenue SET revenue = revenue - (SELECT CASE WHEN p.weight_entry > 0
            THEN (2 * p.amount * OLD.weight + p.weight_entry) / (2 * p.weight_entry) ELSE 0 END
            FROM packags p WHERE p.id = OLD.packag_id)
        WHERE manifest_id = OLD.manifest_id;
END;

-- engine: postgres

CREATE FUNCTION owe_branch(branch BIGINT, customer BIGINT) RETURNS void LANGUAGE sql AS $$
    DELETE FROM debts_branch WHERE extension_id = branch AND customer_id = customer;
    INSERT INTO debts_branch (extension_id, customer_id, expeditions, debt, oldest)
        SELECT extension_id, sender_id, COUNT(*), SUM(price - paid), MIN(created_at)
        FROM expeditions WHERE sender_id = customer AND extension_id = branch AND price > paid
        GROUP BY extension_id, sender_id;
$$;

-- Adds (sign 1) or takes away (sign -1) one expedition's figures to its day.
CREATE FUNCTION expedition_day(e expeditions, sign BIGINT) RETURNS void LANGUAGE sql AS $$
    INSERT INTO expedition_days (day, extension_id, price_id, expeditions, pieces, weight, billed,
        paid, stock_pieces, stock_weight, waybill_pieces, waybill_weight, shipped_pieces,
        shipped_weight)
        VALUES (SUBSTR(e.created_at, 1, 10), e.extension_id, e.price_id, sign,
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

CREATE FUNCTION expeditions_report() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM expedition_day(OLD, -1);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM expedition_day(NEW, 1);
    END IF;
    IF TG_OP = 'UPDATE' AND (OLD.price, OLD.paid, OLD.sender_id, OLD.extension_id, OLD.created_at)
        IS NOT DISTINCT FROM (NEW.price, NEW.paid, NEW.sender_id, NEW.extension_id, NEW.created_at)
    THEN
        RETURN NULL;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.price > OLD.paid THEN
        PERFORM tally('owed', OLD.paid - OLD.price);
        PERFORM tally('owed/' || OLD.extension_id, OLD.paid - OLD.price);
        PERFORM owe_branch(OLD.extension_id, OLD.sender_id);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.price > NEW.paid THEN
        PERFORM tally('owed', NEW.price - NEW.paid);
        PERFORM tally('owed/' || NEW.extension_id, NEW.price - NEW.paid);
        IF TG_OP = 'INSERT' OR (NEW.extension_id, NEW.sender_id)
            IS DISTINCT FROM (OLD.extension_id, OLD.sender_id) OR OLD.price <= OLD.paid THEN
            PERFORM owe_branch(NEW.extension_id, NEW.sender_id);
        END IF;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER expeditions_report AFTER INSERT OR DELETE OR UPDATE OF created_at, extension_id,
    price_id, sender_id, quantity_entry, weight_entry, price, paid, quantity_restant,
    weight_restant, quantity_waybill, weight_waybill, quantity_manifeste, weight_manifeste
    ON expeditions FOR EACH ROW EXECUTE FUNCTION expeditions_report();

-- A manifest line's revenue (domain::depenses::line_revenue).
CREATE FUNCTION line_revenue(packag BIGINT, weight BIGINT) RETURNS BIGINT LANGUAGE sql AS $$
    SELECT CASE WHEN p.weight_entry > 0
        THEN (2 * p.amount * weight + p.weight_entry) / (2 * p.weight_entry) ELSE 0 END
    FROM packags p WHERE p.id = packag
$$;

CREATE FUNCTION manifestdetails_revenue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE manifest_revenue SET revenue = revenue - line_revenue(OLD.packag_id, OLD.weight)
            WHERE manifest_id = OLD.manifest_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO manifest_revenue (manifest_id, revenue)
            VALUES (NEW.manifest_id, COALESCE(line_revenue(NEW.packag_id, NEW.weight), 0))
            ON CONFLICT (manifest_id) DO UPDATE
            SET revenue = manifest_revenue.revenue + excluded.revenue;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER manifestdetails_revenue AFTER INSERT OR DELETE
    OR UPDATE OF weight, packag_id, manifest_id ON manifestdetails
    FOR EACH ROW EXECUTE FUNCTION manifestdetails_revenue();
