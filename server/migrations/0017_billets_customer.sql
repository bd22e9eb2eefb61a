-- A client's own tickets ('Mes billets') are those they are the customer of, newest first,
-- whatever phone they have now: read through this index.

CREATE INDEX billets_customer ON billets (customer_id, created_at, id);
