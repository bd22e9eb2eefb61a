-- What is owed ages by the local day of the branch that registered it (DESIGN §2), as every other
-- figure of the dashboard and the reports counts: `owings` gains each row's `day`.

DROP VIEW owings;
CREATE VIEW owings AS
    SELECT sender_id AS customer_id, extension_id, price - paid AS owed, created_at, day
        FROM expeditions WHERE price > paid
    UNION ALL
    SELECT customer_id, extension_id, fare - paid AS owed, created_at, day
        FROM billets WHERE fare > paid AND status <> 'annule';
