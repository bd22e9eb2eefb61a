-- Issue 34: the Système screen (version, data folder, backups, 'Sauvegarder maintenant') is
-- shown to those holding 'afficher systeme'; the super user holds every permission.
INSERT INTO permissions (name) VALUES ('afficher systeme');
