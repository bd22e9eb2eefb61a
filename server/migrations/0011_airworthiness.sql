-- Issue 16: airworthiness records. Pieces, installations (components on aircraft, pieces on
-- aircraft or components), overhauls, inspection programmes and their performances, documents,
-- logbooks and their entries; and every item's counters kept true by the entries (invariant 5).

-- engine: all

-- Aircraft and components keep their current counters in ttsn/ttso/tcsn/tcso; these are what they
-- were at the start of base_date, as entered. overhauled_on: the last overhaul (TSO/CSO count from it).
ALTER TABLE planecomposants ADD COLUMN base_date TEXT NOT NULL DEFAULT '2000-01-01';
ALTER TABLE planecomposants ADD COLUMN base_ttsn BIGINT NOT NULL DEFAULT 0;
ALTER TABLE planecomposants ADD COLUMN base_ttso BIGINT NOT NULL DEFAULT 0;
ALTER TABLE planecomposants ADD COLUMN base_tcsn BIGINT NOT NULL DEFAULT 0;
ALTER TABLE planecomposants ADD COLUMN base_tcso BIGINT NOT NULL DEFAULT 0;
ALTER TABLE planecomposants ADD COLUMN overhauled_on TEXT;
UPDATE planecomposants SET base_date = SUBSTR(created_at, 1, 10), base_ttsn = ttsn,
    base_ttso = ttso, base_tcsn = tcsn, base_tcso = tcso;

CREATE TABLE pieces (
    id {{pk}},
    libele TEXT NOT NULL,
    serie TEXT NOT NULL,
    number_part TEXT,
    constructeur TEXT NOT NULL,
    date_fabrication TEXT NOT NULL,
    date_installation_life TEXT NOT NULL,
    -- The certificate of release to service's reference.
    crs TEXT NOT NULL,
    -- Limits: hours, cycles, days (life, between overhauls, between services).
    hour_life BIGINT,
    cycle_life BIGINT,
    hour_revision BIGINT,
    day_revision BIGINT,
    cycle_revision BIGINT,
    hour_service BIGINT,
    day_service BIGINT,
    cycle_service BIGINT,
    description TEXT,
    -- Where it is installed now: an aircraft or a component (NULL: removed).
    host_id BIGINT REFERENCES planecomposants (id),
    base_date TEXT NOT NULL,
    base_ttsn BIGINT NOT NULL,
    base_ttso BIGINT NOT NULL,
    base_tcsn BIGINT NOT NULL,
    base_tcso BIGINT NOT NULL,
    ttsn BIGINT NOT NULL,
    ttso BIGINT NOT NULL,
    tcsn BIGINT NOT NULL,
    tcso BIGINT NOT NULL,
    overhauled_on TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);
CREATE INDEX pieces_host ON pieces (host_id);
CREATE INDEX pieces_libele ON pieces (libele, id);

-- Where a component (on an aircraft, at a position) or a piece (on an aircraft or a component)
-- was installed, from installed_on (included) to removed_on (excluded; NULL: still there), and
-- its host's counters then.
CREATE TABLE installations (
    id {{pk}},
    component_id BIGINT REFERENCES planecomposants (id) ON DELETE CASCADE,
    piece_id BIGINT REFERENCES pieces (id) ON DELETE CASCADE,
    host_id BIGINT NOT NULL REFERENCES planecomposants (id),
    disposition INTEGER,
    number BIGINT,
    installed_on TEXT NOT NULL,
    removed_on TEXT,
    host_minutes_on BIGINT NOT NULL,
    host_cycles_on BIGINT NOT NULL,
    host_minutes_off BIGINT,
    host_cycles_off BIGINT,
    created_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id),
    CHECK ((component_id IS NULL) <> (piece_id IS NULL))
);
CREATE INDEX installations_component ON installations (component_id, installed_on);
CREATE INDEX installations_piece ON installations (piece_id, installed_on);
CREATE INDEX installations_host ON installations (host_id, installed_on);
-- One open installation per item; a position of an aircraft holds one component at a time.
CREATE UNIQUE INDEX installations_component_open ON installations (component_id)
    WHERE removed_on IS NULL AND component_id IS NOT NULL;
CREATE UNIQUE INDEX installations_piece_open ON installations (piece_id)
    WHERE removed_on IS NULL AND piece_id IS NOT NULL;
CREATE UNIQUE INDEX installations_position_open ON installations (host_id, disposition, number)
    WHERE removed_on IS NULL AND component_id IS NOT NULL;

-- The components already mounted keep their place, from their baseline.
INSERT INTO installations (component_id, host_id, disposition, number, installed_on,
    host_minutes_on, host_cycles_on, created_at, created_by)
SELECT c.id, c.plane_id, c.disposition, COALESCE(c.number, 0), c.base_date, a.ttsn, a.tcsn,
    c.created_at, c.created_by
FROM planecomposants c JOIN planecomposants a ON a.id = c.plane_id
WHERE c.category = 2 AND a.category = 1;
UPDATE planecomposants SET plane_id = NULL, disposition = NULL, number = NULL
WHERE category = 2 AND id NOT IN (SELECT component_id FROM installations WHERE component_id IS NOT NULL);

-- Overhauls of an aircraft, a component or a piece: TSO/CSO count from their date.
CREATE TABLE overhauls (
    id {{pk}},
    plane_id BIGINT REFERENCES planecomposants (id) ON DELETE CASCADE,
    piece_id BIGINT REFERENCES pieces (id) ON DELETE CASCADE,
    date TEXT NOT NULL,
    crs TEXT NOT NULL,
    file TEXT,
    -- The item's TSN/CSN then.
    minutes BIGINT NOT NULL,
    cycles BIGINT NOT NULL,
    created_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id),
    CHECK ((plane_id IS NULL) <> (piece_id IS NULL))
);
CREATE INDEX overhauls_plane ON overhauls (plane_id, date);
CREATE INDEX overhauls_piece ON overhauls (piece_id, date);

-- An aircraft's inspection programme: each item with its interval in hours, cycles and/or days.
CREATE TABLE inspections (
    id {{pk}},
    plane_id BIGINT NOT NULL REFERENCES planecomposants (id),
    description TEXT NOT NULL,
    interval_hours BIGINT,
    interval_cycles BIGINT,
    interval_days BIGINT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);
CREATE INDEX inspections_plane ON inspections (plane_id, description);
CREATE INDEX inspections_description ON inspections (description, id);

-- Each time an inspection item was done: the aircraft's counters then, the CRS number and file.
CREATE TABLE inspection_done (
    id {{pk}},
    inspection_id BIGINT NOT NULL REFERENCES inspections (id),
    date TEXT NOT NULL,
    serie TEXT NOT NULL,
    crs TEXT,
    minutes BIGINT NOT NULL,
    cycles BIGINT NOT NULL,
    created_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);
CREATE INDEX inspection_done_inspection ON inspection_done (inspection_id, date, id);

-- An aircraft's documents (certificate of airworthiness, registration, insurance…).
CREATE TABLE documents (
    id {{pk}},
    plane_id BIGINT NOT NULL REFERENCES planecomposants (id),
    serie TEXT NOT NULL,
    description TEXT NOT NULL,
    date_emission TEXT NOT NULL,
    date_expiration TEXT,
    file TEXT NOT NULL,
    content_type TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);
CREATE INDEX documents_plane ON documents (plane_id, date_expiration);
CREATE INDEX documents_expiration ON documents (date_expiration, id);
CREATE INDEX documents_file ON documents (file);

-- One logbook per aircraft (its plaque is the aircraft's registration); entries counts its entries.
CREATE TABLE logbooks (
    id {{pk}},
    plane_id BIGINT NOT NULL UNIQUE REFERENCES planecomposants (id),
    serie TEXT,
    description TEXT,
    entries BIGINT NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);

-- A flight: minutes of flight time and cycles (landings). plane_id is its logbook's aircraft.
CREATE TABLE logbook_entries (
    id {{pk}},
    logbook_id BIGINT NOT NULL REFERENCES logbooks (id),
    plane_id BIGINT NOT NULL REFERENCES planecomposants (id),
    date TEXT NOT NULL,
    origin TEXT NOT NULL,
    destination TEXT NOT NULL,
    minutes BIGINT NOT NULL,
    cycles BIGINT NOT NULL,
    pilot_id BIGINT NOT NULL REFERENCES users (id),
    manifest_id BIGINT REFERENCES manifests (id) ON DELETE SET NULL,
    remarks TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);
-- Counting an aircraft's entries over dates reads this index alone.
CREATE INDEX logbook_entries_plane ON logbook_entries (plane_id, date, id, minutes, cycles);
CREATE INDEX logbook_entries_logbook ON logbook_entries (logbook_id, date, id);
CREATE INDEX logbook_entries_pilot ON logbook_entries (pilot_id);
CREATE INDEX logbook_entries_manifest ON logbook_entries (manifest_id);
