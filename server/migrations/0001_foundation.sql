-- Foundation: agency branches, people, profiles, the permission catalogue, sessions, reference counters.
-- `{{pk}}` is replaced per engine by an auto-generated BIGINT primary key (see src/db/migrations.rs).
-- Timestamps are RFC 3339 UTC text of fixed width, so text order is time order.

CREATE TABLE extensions (
    id {{pk}},
    name TEXT NOT NULL,
    short_name TEXT,
    social_reason TEXT,
    nif TEXT,
    trade_registry TEXT,
    tel TEXT,
    tel1 TEXT,
    tel2 TEXT,
    email TEXT,
    mailbox TEXT,
    country TEXT,
    country_code TEXT,
    region TEXT,
    city TEXT,
    municipality TEXT,
    neighborhood TEXT,
    avenue TEXT,
    other_adress TEXT,
    tax_center TEXT,
    activity_sector TEXT,
    legal_status TEXT,
    liable_vat INTEGER NOT NULL DEFAULT 0,
    status INTEGER NOT NULL DEFAULT 1,
    logo TEXT,
    type INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    -- No foreign key: users reference extensions, and a cycle would not load on PostgreSQL.
    created_by BIGINT
);

CREATE TABLE permissions (
    id {{pk}},
    name TEXT NOT NULL UNIQUE
);

CREATE TABLE profiles (
    id {{pk}},
    name TEXT NOT NULL UNIQUE,
    -- Set for the fixed profiles only (superuser, client, chauffeur, pilote, externe).
    code TEXT UNIQUE,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT
);

CREATE TABLE profile_permissions (
    profile_id BIGINT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
    permission_id BIGINT NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
    PRIMARY KEY (profile_id, permission_id)
);

CREATE TABLE users (
    id {{pk}},
    name TEXT NOT NULL,
    -- Sign-in name for accounts without phone or e-mail (the first super user is `admin`).
    login TEXT UNIQUE,
    email TEXT UNIQUE,
    tel TEXT UNIQUE,
    password_hash TEXT,
    adress TEXT,
    gender TEXT,
    avatar TEXT,
    status INTEGER NOT NULL DEFAULT 1,
    profile_id BIGINT NOT NULL REFERENCES profiles (id),
    extension_id BIGINT REFERENCES extensions (id),
    country TEXT,
    country_data TEXT,
    country_code TEXT,
    region TEXT,
    city TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id)
);
CREATE INDEX users_profile_status ON users (profile_id, status);
CREATE INDEX users_extension ON users (extension_id);

CREATE TABLE sessions (
    id {{pk}},
    -- SHA-256 of the token: a stolen database does not yield usable sessions.
    token_hash TEXT NOT NULL UNIQUE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    ip TEXT,
    user_agent TEXT
);
CREATE INDEX sessions_user ON sessions (user_id);

-- One row per kind of reference (EXP, COL, MAN, FAC, DEP), bumped in the inserting transaction.
CREATE TABLE counters (
    kind TEXT PRIMARY KEY,
    value BIGINT NOT NULL
);

INSERT INTO profiles (name, code, created_at, updated_at) VALUES
    ('Super utilisateur', 'superuser', '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z'),
    ('Client', 'client', '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z'),
    ('Chauffeur', 'chauffeur', '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z'),
    ('Pilote', 'pilote', '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z'),
    ('Externe', 'externe', '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z');

INSERT INTO permissions (name) VALUES
    ('afficher personnel'), ('ajouter personnel'), ('modifier personnel'), ('supprimer personnel'),
    ('afficher client'), ('ajouter client'), ('modifier client'), ('supprimer client'),
    ('afficher profil'), ('ajouter profil'), ('modifier profil'), ('supprimer profil'),
    ('afficher extension'), ('ajouter extension'), ('modifier extension'), ('supprimer extension'),
    ('afficher prix'), ('ajouter prix'), ('modifier prix'), ('supprimer prix'),
    ('afficher vehicule'), ('ajouter vehicule'), ('modifier vehicule'), ('supprimer vehicule'),
    ('afficher article'), ('ajouter article'), ('modifier article'), ('supprimer article'),
    ('afficher expedition'), ('ajouter expedition'), ('modifier expedition'), ('supprimer expedition'),
    ('afficher coli'), ('ajouter coli'), ('modifier coli'), ('supprimer coli'),
    ('afficher facture'), ('ajouter facture'), ('modifier facture'), ('supprimer facture'),
    ('afficher bordereau'), ('ajouter bordereau'), ('modifier bordereau'), ('supprimer bordereau'),
    ('afficher manifeste'), ('ajouter manifeste'), ('modifier manifeste'), ('supprimer manifeste'),
    ('afficher depense'), ('ajouter depense'), ('modifier depense'), ('supprimer depense'),
    ('afficher avion'), ('ajouter avion'), ('modifier avion'), ('supprimer avion'),
    ('afficher composant'), ('ajouter composant'), ('modifier composant'), ('supprimer composant'),
    ('afficher logbook'), ('ajouter logbook'), ('modifier logbook'), ('supprimer logbook'),
    ('afficher piece'), ('ajouter piece'), ('modifier piece'), ('supprimer piece'),
    ('afficher inspection'), ('ajouter inspection'), ('modifier inspection'), ('supprimer inspection'),
    ('afficher document'), ('ajouter document'), ('modifier document'), ('supprimer document'),
    ('afficher dashboard'), ('afficher rapport'), ('afficher billet'),
    ('afficher mes expeditions'), ('afficher mes bordereaux'), ('afficher mes manifestes'),
    ('valider bordereau'), ('valider manifeste'), ('admin');

-- The super user holds every permission through code (so later permissions need no grant);
-- the other fixed profiles get their one screen.
INSERT INTO profile_permissions (profile_id, permission_id)
SELECT pr.id, pe.id FROM profiles pr, permissions pe
WHERE (pr.code = 'client' AND pe.name = 'afficher mes expeditions')
   OR (pr.code = 'chauffeur' AND pe.name = 'afficher mes bordereaux')
   OR (pr.code = 'pilote' AND pe.name = 'afficher mes manifestes');
