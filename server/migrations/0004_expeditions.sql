-- Expeditions, their parcels (packags) and contents, and payments (invoices).

CREATE TABLE expeditions (
    id {{pk}},
    ref_expedition TEXT NOT NULL UNIQUE,
    -- The origin: the branch of the agent who registered it.
    extension_id BIGINT NOT NULL REFERENCES extensions (id),
    sender_id BIGINT NOT NULL REFERENCES users (id),
    recipient_id BIGINT NOT NULL REFERENCES users (id),
    -- The route price (the API's destinationId), and its price per kg when registered (cents).
    price_id BIGINT NOT NULL REFERENCES prices (id),
    price_per_kg BIGINT NOT NULL,
    -- Total of the lines, in cents.
    price BIGINT NOT NULL,
    -- Cash as typed at registration (cents), -1 when empty (paid in full).
    cash BIGINT NOT NULL,
    -- Totals of the parcels' buckets (invariant 3): pieces and grams.
    quantity_entry BIGINT NOT NULL,
    weight_entry BIGINT NOT NULL,
    quantity_restant BIGINT NOT NULL,
    weight_restant BIGINT NOT NULL,
    quantity_waybill BIGINT NOT NULL DEFAULT 0,
    weight_waybill BIGINT NOT NULL DEFAULT 0,
    quantity_manifeste BIGINT NOT NULL DEFAULT 0,
    weight_manifeste BIGINT NOT NULL DEFAULT 0,
    -- EnStock, EnCours, Expedié: derived by the server after every move.
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT NOT NULL REFERENCES users (id)
);
CREATE INDEX expeditions_status ON expeditions (status, created_at);
CREATE INDEX expeditions_sender ON expeditions (sender_id);
CREATE INDEX expeditions_recipient ON expeditions (recipient_id);
CREATE INDEX expeditions_extension ON expeditions (extension_id, created_at);

CREATE TABLE packags (
    id {{pk}},
    ref_packag TEXT NOT NULL UNIQUE,
    expedition_id BIGINT NOT NULL REFERENCES expeditions (id),
    line_no BIGINT NOT NULL,
    unit_weight BIGINT NOT NULL,
    quantity_entry BIGINT NOT NULL,
    weight_entry BIGINT NOT NULL,
    quantity_restant BIGINT NOT NULL,
    weight_restant BIGINT NOT NULL,
    quantity_waybill BIGINT NOT NULL DEFAULT 0,
    weight_waybill BIGINT NOT NULL DEFAULT 0,
    quantity_manifeste BIGINT NOT NULL DEFAULT 0,
    weight_manifeste BIGINT NOT NULL DEFAULT 0,
    -- The line amount in cents (the spec's price_), and whether an agent set it by hand.
    amount BIGINT NOT NULL,
    manual_amount INTEGER NOT NULL DEFAULT 0,
    description TEXT,
    recipient_id BIGINT REFERENCES users (id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (expedition_id, line_no),
    CHECK (quantity_restant >= 0 AND quantity_waybill >= 0 AND quantity_manifeste >= 0),
    CHECK (weight_restant >= 0 AND weight_waybill >= 0 AND weight_manifeste >= 0)
);
CREATE INDEX packags_restant ON packags (quantity_restant);
CREATE INDEX packags_waybill ON packags (quantity_waybill);
CREATE INDEX packags_manifeste ON packags (quantity_manifeste);

-- A parcel's contents: articles and how many of each.
CREATE TABLE packagdetails (
    id {{pk}},
    packag_id BIGINT NOT NULL REFERENCES packags (id) ON DELETE CASCADE,
    article_id BIGINT NOT NULL REFERENCES articles (id),
    quantity BIGINT NOT NULL,
    -- Of the quantity, how much is still in stock and how much was shipped (shipped-quantity modal).
    stock BIGINT NOT NULL,
    expedie BIGINT NOT NULL DEFAULT 0,
    UNIQUE (packag_id, article_id)
);

-- Payments of an expedition (FAC-…).
CREATE TABLE invoices (
    id {{pk}},
    ref_invoice TEXT NOT NULL UNIQUE,
    expedition_id BIGINT NOT NULL REFERENCES expeditions (id),
    customer_id BIGINT NOT NULL REFERENCES users (id),
    extension_id BIGINT NOT NULL REFERENCES extensions (id),
    amount BIGINT NOT NULL CHECK (amount > 0),
    created_at TEXT NOT NULL,
    created_by BIGINT NOT NULL REFERENCES users (id)
);
CREATE INDEX invoices_expedition ON invoices (expedition_id);
CREATE INDEX invoices_created ON invoices (created_at);
