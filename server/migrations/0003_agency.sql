-- Agency configuration: route prices, vehicles, articles, aircraft and components, contact messages.

-- A branch deleted while history refers to it is archived: hidden, kept for the records.
ALTER TABLE extensions ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX extensions_name ON extensions (LOWER(name));

-- A price per kg for a route between two branches (cents per kg).
CREATE TABLE prices (
    id {{pk}},
    name TEXT NOT NULL,
    price BIGINT NOT NULL,
    origin_id BIGINT NOT NULL REFERENCES extensions (id),
    destination_id BIGINT NOT NULL REFERENCES extensions (id),
    status INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);
-- One active price per route.
CREATE UNIQUE INDEX prices_active_route ON prices (origin_id, destination_id) WHERE status = 1;

CREATE TABLE vehicles (
    id {{pk}},
    -- Upper case, as written on the plate.
    plaque TEXT NOT NULL UNIQUE,
    mark TEXT,
    description TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);

CREATE TABLE typearticles (
    id {{pk}},
    name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);
CREATE UNIQUE INDEX typearticles_name ON typearticles (LOWER(name));

CREATE TABLE articles (
    id {{pk}},
    name TEXT NOT NULL,
    typearticle_id BIGINT REFERENCES typearticles (id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);
-- An article's name is unique within its type (articles without a type count as one type).
CREATE UNIQUE INDEX articles_name_type ON articles (LOWER(name), COALESCE(typearticle_id, 0));

-- Aircraft (category 1) and their components (category 2). Flight times in minutes, cycles counted.
CREATE TABLE planecomposants (
    id {{pk}},
    category INTEGER NOT NULL,
    immatriculation TEXT NOT NULL,
    serie TEXT NOT NULL,
    constructeur TEXT NOT NULL,
    date_fabrication TEXT NOT NULL,
    date_revision TEXT NOT NULL,
    ttsn BIGINT NOT NULL,
    ttso BIGINT NOT NULL,
    tcsn BIGINT NOT NULL,
    tcso BIGINT NOT NULL,
    count_composant BIGINT,
    disposition INTEGER,
    number BIGINT,
    -- The aircraft a component is mounted on.
    plane_id BIGINT REFERENCES planecomposants (id),
    city TEXT,
    description TEXT,
    image TEXT,
    crs TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);
CREATE UNIQUE INDEX planecomposants_immatriculation ON planecomposants (category, UPPER(immatriculation));
CREATE INDEX planecomposants_plane ON planecomposants (plane_id);

-- Messages sent from the public contact page.
CREATE TABLE contact_messages (
    id {{pk}},
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    extension_id BIGINT REFERENCES extensions (id),
    ip TEXT,
    created_at TEXT NOT NULL
);
CREATE INDEX contact_messages_created ON contact_messages (created_at);
