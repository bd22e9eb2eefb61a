-- Issue 14: money out. Expense types, commissions on manifests split into beneficiaries' shares,
-- standalone expenses, and the totals of each day kept with the writes (dashboard and reports).

-- engine: all

CREATE TABLE typedepenses (
    id {{pk}},
    type TEXT NOT NULL,
    -- 1: expenses of this type belong to a manifest (commissions); 0: they stand alone.
    ismanifeste INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);
CREATE UNIQUE INDEX typedepenses_type ON typedepenses (LOWER(type));
INSERT INTO typedepenses (type, ismanifeste, created_at, updated_at) VALUES
    ('Commission', 1, '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z'),
    ('Manutention', 1, '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z'),
    ('Carburant', 0, '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z'),
    ('Loyer', 0, '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z'),
    ('Salaires', 0, '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z'),
    ('Divers', 0, '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z');

-- One table, three kinds of rows (the spec's `depense` with its parent):
-- 'commission': a manifest's commission of one type (DEP-000077): mount_t its total, allotted the
--   sum of its shares in force (kept by the shares' transactions), shares how many were numbered;
-- 'share': a beneficiary's part of a commission (DEP-000077-1…), parent_id its commission;
-- 'expense': a standalone expense (DEP-000078) of a branch, optionally for a manifest.
-- Money is cancelled, never deleted: cancelled_at / cancelled_by.
CREATE TABLE depenses (
    id {{pk}},
    ref_depense TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('commission', 'share', 'expense')),
    parent_id BIGINT REFERENCES depenses (id),
    typedepense_id BIGINT NOT NULL REFERENCES typedepenses (id),
    manifeste_id BIGINT REFERENCES manifests (id),
    branche_id BIGINT NOT NULL REFERENCES extensions (id),
    beneficer_id BIGINT REFERENCES users (id),
    mount BIGINT NOT NULL CHECK (mount > 0),
    mount_t BIGINT,
    allotted BIGINT NOT NULL DEFAULT 0,
    shares BIGINT NOT NULL DEFAULT 0,
    description TEXT,
    day TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT NOT NULL REFERENCES users (id),
    cancelled_at TEXT,
    cancelled_by BIGINT REFERENCES users (id),
    CHECK (allotted >= 0 AND (mount_t IS NULL OR allotted <= mount_t))
);
-- At most one commission in force per manifest and type.
CREATE UNIQUE INDEX depenses_commission ON depenses (manifeste_id, typedepense_id)
    WHERE kind = 'commission' AND cancelled_at IS NULL;
CREATE INDEX depenses_parent ON depenses (parent_id, id);
-- The list (shares and expenses) newest day first, and by each of its filters. Whole indexes,
-- not partial ones: SQLite then uses them under any filter, and `typedepense_id` answers whether
-- a type is in use.
CREATE INDEX depenses_day ON depenses (day, id);
CREATE INDEX depenses_branche ON depenses (branche_id, day, id);
CREATE INDEX depenses_type ON depenses (typedepense_id, day, id);
-- Only rows with a beneficiary: the many expenses without one would make SQLite's statistics
-- say a beneficiary has hundreds of rows and read the table rather than this index.
CREATE INDEX depenses_beneficer ON depenses (beneficer_id, day, id) WHERE beneficer_id IS NOT NULL;
CREATE INDEX depenses_manifeste ON depenses (manifeste_id, day, id);

-- The shares and expenses of each day at each branch for each type: how many were recorded, how
-- many of those are cancelled, and the total of those in force. Period totals add these up instead
-- of reading every expense. Kept by the expenses' own transactions (db/depenses.rs).
CREATE TABLE depense_days (
    day TEXT NOT NULL,
    branche_id BIGINT NOT NULL REFERENCES extensions (id),
    typedepense_id BIGINT NOT NULL REFERENCES typedepenses (id),
    depenses BIGINT NOT NULL,
    cancelled BIGINT NOT NULL,
    amount BIGINT NOT NULL,
    PRIMARY KEY (day, branche_id, typedepense_id)
);
-- Covering indexes: a period's totals are read from the index alone, all branches or one.
CREATE INDEX depense_days_period ON depense_days
    (day, typedepense_id, branche_id, depenses, cancelled, amount);
CREATE INDEX depense_days_branche ON depense_days
    (branche_id, day, typedepense_id, depenses, cancelled, amount);
