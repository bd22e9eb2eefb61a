-- Road waybills (bordereaux) and air manifests: where parcels' pieces go after stock (DESIGN §3).
-- A parcel's waybill bucket is the sum of what its waybill details still hold (quantity_restant),
-- its manifest bucket the sum of its manifest details (invariant 2).

CREATE TABLE waybills (
    id {{pk}},
    ref_waybill TEXT NOT NULL UNIQUE,
    -- EnCours (in preparation), EnAttente (validated, waiting for a manifest), Expedié.
    status TEXT NOT NULL,
    driver_id BIGINT NOT NULL REFERENCES users (id),
    vehicle_id BIGINT NOT NULL REFERENCES vehicles (id),
    origin_id BIGINT NOT NULL REFERENCES extensions (id),
    destination_id BIGINT NOT NULL REFERENCES extensions (id),
    departure_date TEXT,
    departure_time TEXT,
    -- Totals loaded (pieces, grams) and what is not yet on a manifest.
    quantity BIGINT NOT NULL DEFAULT 0,
    weight BIGINT NOT NULL DEFAULT 0,
    quantity_restant BIGINT NOT NULL DEFAULT 0,
    weight_restant BIGINT NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT NOT NULL REFERENCES users (id)
);
CREATE INDEX waybills_status ON waybills (status, created_at);
CREATE INDEX waybills_driver ON waybills (driver_id);

CREATE TABLE waybilldetails (
    id {{pk}},
    waybill_id BIGINT NOT NULL REFERENCES waybills (id),
    packag_id BIGINT NOT NULL REFERENCES packags (id),
    expedition_id BIGINT NOT NULL REFERENCES expeditions (id),
    -- Loaded on the waybill, and of that what is not yet on a manifest.
    quantity BIGINT NOT NULL,
    weight BIGINT NOT NULL,
    quantity_restant BIGINT NOT NULL,
    weight_restant BIGINT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (waybill_id, packag_id),
    CHECK (quantity >= 1 AND weight >= 0),
    CHECK (quantity_restant >= 0 AND quantity_restant <= quantity),
    CHECK (weight_restant >= 0 AND weight_restant <= weight)
);
CREATE INDEX waybilldetails_packag ON waybilldetails (packag_id);
CREATE INDEX waybilldetails_restant ON waybilldetails (quantity_restant);

CREATE TABLE manifests (
    id {{pk}},
    ref_manifest TEXT NOT NULL UNIQUE,
    -- EnCours (in preparation), Arriver (validated with a departure date).
    status TEXT NOT NULL,
    plane_id BIGINT NOT NULL REFERENCES planecomposants (id),
    pilot_id BIGINT REFERENCES users (id),
    origin_id BIGINT NOT NULL REFERENCES extensions (id),
    destination_id BIGINT NOT NULL REFERENCES extensions (id),
    departure_date TEXT,
    departure_time TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT NOT NULL REFERENCES users (id)
);
CREATE INDEX manifests_status ON manifests (status, created_at);
CREATE INDEX manifests_pilot ON manifests (pilot_id);

CREATE TABLE manifestdetails (
    id {{pk}},
    manifest_id BIGINT NOT NULL REFERENCES manifests (id),
    waybilldetail_id BIGINT NOT NULL REFERENCES waybilldetails (id),
    waybill_id BIGINT NOT NULL REFERENCES waybills (id),
    packag_id BIGINT NOT NULL REFERENCES packags (id),
    expedition_id BIGINT NOT NULL REFERENCES expeditions (id),
    quantity BIGINT NOT NULL,
    weight BIGINT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (manifest_id, waybilldetail_id),
    CHECK (quantity >= 1 AND weight >= 0)
);
CREATE INDEX manifestdetails_packag ON manifestdetails (packag_id);
CREATE INDEX manifestdetails_waybilldetail ON manifestdetails (waybilldetail_id);
