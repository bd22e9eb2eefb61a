//! `soute generate`: the reference data set at a thousandth holds every ledger invariant (checked
//! here in SQL, on whichever engine the suite runs), and the server carries on from it.

use reqwest::StatusCode;
use serde_json::json;
use soute::{db::expeditions::reference, demo, generate, security::Passwords};

use crate::helpers::{TestApp, json_of, spawn_app};

async fn count(app: &TestApp, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(app.db.pool())
        .await
        .unwrap_or_else(|e| panic!("{e}: {sql}"))
}

/// Each query counts the rows that break a rule: all must answer 0.
const BROKEN: &[(&str, &str)] = &[
    (
        "invariant 1: a parcel's buckets add up to its entry, none negative",
        "SELECT COUNT(*) FROM packags WHERE \
         quantity_restant + quantity_waybill + quantity_manifeste <> quantity_entry \
         OR weight_restant + weight_waybill + weight_manifeste <> weight_entry \
         OR weight_entry <> quantity_entry * unit_weight \
         OR quantity_restant < 0 OR quantity_waybill < 0 OR quantity_manifeste < 0 \
         OR weight_restant < 0 OR weight_waybill < 0 OR weight_manifeste < 0",
    ),
    (
        "invariant 2: a parcel's waybill bucket is what its waybill lines still hold",
        "SELECT COUNT(*) FROM packags p LEFT JOIN (SELECT packag_id, SUM(quantity_restant) AS q, \
         SUM(weight_restant) AS w FROM waybilldetails GROUP BY packag_id) d ON d.packag_id = p.id \
         WHERE p.quantity_waybill <> COALESCE(d.q, 0) OR p.weight_waybill <> COALESCE(d.w, 0)",
    ),
    (
        "invariant 2: a parcel's manifest bucket is the sum of its manifest lines",
        "SELECT COUNT(*) FROM packags p LEFT JOIN (SELECT packag_id, SUM(quantity) AS q, \
         SUM(weight) AS w FROM manifestdetails GROUP BY packag_id) m ON m.packag_id = p.id \
         WHERE p.quantity_manifeste <> COALESCE(m.q, 0) OR p.weight_manifeste <> COALESCE(m.w, 0)",
    ),
    (
        "a waybill line holds what manifests did not take from it",
        "SELECT COUNT(*) FROM waybilldetails d LEFT JOIN (SELECT waybilldetail_id, \
         SUM(quantity) AS q, SUM(weight) AS w FROM manifestdetails GROUP BY waybilldetail_id) m \
         ON m.waybilldetail_id = d.id \
         WHERE d.quantity - d.quantity_restant <> COALESCE(m.q, 0) \
         OR d.weight - d.weight_restant <> COALESCE(m.w, 0)",
    ),
    (
        "invariant 3: an expedition's totals and price are the sums of its parcels",
        "SELECT COUNT(*) FROM expeditions x JOIN (SELECT expedition_id, \
         SUM(quantity_entry) AS qe, SUM(weight_entry) AS we, SUM(quantity_restant) AS qr, \
         SUM(weight_restant) AS wr, SUM(quantity_waybill) AS qw, SUM(weight_waybill) AS ww, \
         SUM(quantity_manifeste) AS qm, SUM(weight_manifeste) AS wm, SUM(amount) AS amount \
         FROM packags GROUP BY expedition_id) p ON p.expedition_id = x.id \
         WHERE x.quantity_entry <> p.qe OR x.weight_entry <> p.we \
         OR x.quantity_restant <> p.qr OR x.weight_restant <> p.wr \
         OR x.quantity_waybill <> p.qw OR x.weight_waybill <> p.ww \
         OR x.quantity_manifeste <> p.qm OR x.weight_manifeste <> p.wm OR x.price <> p.amount",
    ),
    (
        "every expedition has parcels",
        "SELECT COUNT(*) FROM expeditions x WHERE NOT EXISTS \
         (SELECT 1 FROM packags p WHERE p.expedition_id = x.id)",
    ),
    (
        "invariant 4: what was paid (cancelled payments aside) is at most the price",
        "SELECT COUNT(*) FROM expeditions x JOIN (SELECT expedition_id, SUM(amount) AS paid \
         FROM invoices WHERE cancelled_at IS NULL GROUP BY expedition_id) i \
         ON i.expedition_id = x.id WHERE i.paid > x.price",
    ),
    (
        "paid in full at registration: a payment of the price, made then",
        "SELECT COUNT(*) FROM expeditions x WHERE x.cash = -1 AND NOT EXISTS (SELECT 1 FROM \
         invoices i WHERE i.expedition_id = x.id AND i.amount = x.price \
         AND i.created_at >= x.created_at AND i.cancelled_at IS NULL)",
    ),
    (
        "an expedition's status follows its buckets",
        "SELECT COUNT(*) FROM expeditions WHERE status <> CASE \
         WHEN quantity_waybill = 0 AND quantity_manifeste = 0 THEN 'EnStock' \
         WHEN quantity_restant = 0 AND quantity_waybill = 0 THEN 'Expedié' ELSE 'EnCours' END",
    ),
    (
        "a waybill's totals are the sums of its lines",
        "SELECT COUNT(*) FROM waybills w JOIN (SELECT waybill_id, SUM(quantity) AS q, \
         SUM(weight) AS wt, SUM(quantity_restant) AS qr, SUM(weight_restant) AS wr \
         FROM waybilldetails GROUP BY waybill_id) d ON d.waybill_id = w.id \
         WHERE w.quantity <> d.q OR w.weight <> d.wt OR w.quantity_restant <> d.qr \
         OR w.weight_restant <> d.wr",
    ),
    (
        "a waybill's status: in preparation without a departure, else shipped once all is on \
         manifests",
        "SELECT COUNT(*) FROM waybills WHERE status <> CASE \
         WHEN departure_date IS NULL THEN 'EnCours' \
         WHEN quantity_restant = 0 THEN 'Expedié' ELSE 'EnAttente' END",
    ),
    (
        "a manifest has arrived exactly when it has a departure, and carries something",
        "SELECT COUNT(*) FROM manifests m WHERE (m.status = 'Arriver') <> \
         (m.departure_date IS NOT NULL) OR NOT EXISTS \
         (SELECT 1 FROM manifestdetails d WHERE d.manifest_id = m.id)",
    ),
    (
        "a waybill carries parcels registered at its origin, for its destination",
        "SELECT COUNT(*) FROM waybilldetails d JOIN waybills w ON w.id = d.waybill_id \
         JOIN expeditions x ON x.id = d.expedition_id JOIN prices r ON r.id = x.price_id \
         WHERE x.extension_id <> w.origin_id OR r.destination_id <> w.destination_id",
    ),
    (
        "a manifest carries validated waybills of its route",
        "SELECT COUNT(*) FROM manifestdetails d JOIN manifests m ON m.id = d.manifest_id \
         JOIN waybills w ON w.id = d.waybill_id WHERE w.status = 'EnCours' \
         OR w.origin_id <> m.origin_id OR w.destination_id <> m.destination_id \
         OR w.created_at > m.created_at",
    ),
    (
        "a ticket: paid (its payments in force) at most its fare, its passenger's phone, sold \
         on its manifest's route while it was in preparation",
        "SELECT COUNT(*) FROM billets b JOIN manifests m ON m.id = b.manifest_id \
         JOIN users u ON u.id = b.customer_id WHERE b.paid > b.fare OR b.paid <> COALESCE((SELECT \
         SUM(i.amount) FROM invoices i WHERE i.billet_id = b.id AND i.cancelled_at IS NULL), 0) \
         OR u.tel <> b.tel OR b.origin_id <> m.origin_id OR b.destination_id <> m.destination_id \
         OR b.created_at < m.created_at \
         OR (m.status = 'Arriver' AND b.status = 'reserve') \
         OR (m.status = 'EnCours' AND b.status IN ('embarque', 'absent'))",
    ),
    (
        "the receivables and the tickets' days agree with the tickets",
        "SELECT CAST(ABS((SELECT COALESCE(SUM(n), 0) FROM tallies WHERE name = 'owed') \
         - (SELECT COALESCE(SUM(price - paid), 0) FROM expeditions WHERE price > paid) \
         - (SELECT COALESCE(SUM(fare - paid), 0) FROM billets WHERE fare > paid \
         AND status <> 'annule')) \
         + ABS((SELECT COALESCE(SUM(tickets), 0) FROM billet_days) \
         - (SELECT COUNT(*) FROM billets WHERE status <> 'annule')) AS BIGINT)",
    ),
    (
        "expeditions are registered in the order of their ids",
        "SELECT COUNT(*) FROM expeditions a JOIN expeditions b ON b.id = a.id + 1 \
         WHERE b.created_at < a.created_at",
    ),
];

#[tokio::test]
async fn a_generated_set_keeps_the_ledger_and_the_server_carries_on_from_it() {
    let app = spawn_app().await;
    let passwords = Passwords::new();
    let options = generate::Options {
        scale: 0.001,
        seed: 7,
        files_dir: app.config.files_dir(),
    };
    generate::generate(&app.db, &passwords, options.clone())
        .await
        .unwrap();

    for (sql, least) in [
        ("SELECT COUNT(*) FROM extensions", 5),
        ("SELECT COUNT(*) FROM prices WHERE status = 1", 20),
        ("SELECT COUNT(*) FROM expeditions", 1000),
        ("SELECT COUNT(*) FROM packags", 2000),
        ("SELECT COUNT(*) FROM packagdetails", 4000),
        ("SELECT COUNT(*) FROM invoices", 1000),
        (
            "SELECT COUNT(*) FROM invoices WHERE cancelled_at IS NOT NULL",
            1,
        ),
        ("SELECT COUNT(*) FROM waybills", 50),
        ("SELECT COUNT(*) FROM manifests", 10),
        ("SELECT COUNT(*) FROM billets", 20),
        (
            "SELECT COUNT(*) FROM invoices WHERE billet_id IS NOT NULL",
            10,
        ),
        ("SELECT COUNT(*) FROM billets WHERE status = 'embarque'", 10),
        ("SELECT COUNT(*) FROM billets WHERE fare > paid", 1),
        (
            "SELECT COUNT(*) FROM expeditions WHERE status = 'Expedié'",
            500,
        ),
        (
            "SELECT COUNT(*) FROM expeditions WHERE status = 'EnStock'",
            1,
        ),
        ("SELECT COUNT(*) FROM expeditions WHERE cash = 0", 1),
    ] {
        let n = count(&app, sql).await;
        assert!(n >= least, "{sql}: {n}");
    }
    for (rule, sql) in BROKEN {
        assert_eq!(count(&app, sql).await, 0, "{rule}");
    }
    // Each counter is the last reference given, so the next one follows.
    for (kind, last) in [
        (
            "EXP",
            "SELECT ref_expedition FROM expeditions ORDER BY id DESC LIMIT 1",
        ),
        (
            "FAC",
            "SELECT ref_invoice FROM invoices ORDER BY id DESC LIMIT 1",
        ),
        (
            "COL",
            "SELECT ref_waybill FROM waybills ORDER BY id DESC LIMIT 1",
        ),
        (
            "MAN",
            "SELECT ref_manifest FROM manifests ORDER BY id DESC LIMIT 1",
        ),
        (
            "BIL",
            "SELECT ref_billet FROM billets ORDER BY id DESC LIMIT 1",
        ),
    ] {
        let value: i64 = sqlx::query_scalar("SELECT value FROM counters WHERE kind = $1")
            .bind(kind)
            .fetch_one(app.db.pool())
            .await
            .unwrap();
        let last: String = sqlx::query_scalar(last)
            .fetch_one(app.db.pool())
            .await
            .unwrap();
        assert_eq!(last, reference(kind, value), "{kind}");
    }

    // A generated counter agent signs in and registers at their branch.
    let (tel, branch): (String, i64) = sqlx::query_as(
        "SELECT u.tel, u.extension_id FROM users u JOIN profiles p ON p.id = u.profile_id \
         WHERE p.name = 'Agent de comptoir' ORDER BY u.id LIMIT 1",
    )
    .fetch_one(app.db.pool())
    .await
    .unwrap();
    let signed_in = json_of(app.login(&tel, demo::STAFF_PASSWORD).await, StatusCode::OK).await;
    let token = signed_in["token"].as_str().unwrap();
    let route: i64 =
        sqlx::query_scalar("SELECT id FROM prices WHERE origin_id = $1 AND status = 1 LIMIT 1")
            .bind(branch)
            .fetch_one(app.db.pool())
            .await
            .unwrap();
    let clients: Vec<i64> = sqlx::query_scalar(
        "SELECT u.id FROM users u JOIN profiles p ON p.id = u.profile_id \
         WHERE p.code = 'client' ORDER BY u.id LIMIT 2",
    )
    .fetch_all(app.db.pool())
    .await
    .unwrap();
    let article: i64 = sqlx::query_scalar("SELECT MIN(id) FROM articles")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    let (expeditions, invoices): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT value FROM counters WHERE kind = 'EXP'), \
         (SELECT value FROM counters WHERE kind = 'FAC')",
    )
    .fetch_one(app.db.pool())
    .await
    .unwrap();
    let body = json!({
        "senderId": clients[0], "recipientId": clients[1], "destinationId": route,
        "colis": [{"quantity": 2, "weight": 1.5, "description": "Vivres",
                   "colidetails": [{"articleId": article, "quantity": 2}]}]
    });
    let created = json_of(
        app.post_as("/api/expeditions", token, &body).await,
        StatusCode::CREATED,
    )
    .await;
    let x = &created["data"];
    assert_eq!(x["ref_expedition"], reference("EXP", expeditions + 1));
    assert_eq!(
        x["invoices"][0]["ref_invoice"],
        reference("FAC", invoices + 1)
    );
    assert_eq!(x["extensionId"], branch);
    for (rule, sql) in BROKEN {
        assert_eq!(count(&app, sql).await, 0, "after the API's write: {rule}");
    }

    // Five aircraft, each with five years of logbook that its counters account for.
    let books: Vec<(i64, i64, i64, i64)> = sqlx::query_as(
        "SELECT l.entries, a.ttsn, a.base_ttsn, (SELECT COUNT(*) FROM logbook_entries e \
         WHERE e.plane_id = a.id) FROM logbooks l JOIN planecomposants a ON a.id = l.plane_id",
    )
    .fetch_all(app.db.pool())
    .await
    .unwrap();
    assert_eq!(books.len(), 5);
    for (entries, ttsn, base, counted) in books {
        assert!(entries > 1000 && entries == counted, "{entries} {counted}");
        assert!(ttsn > base);
    }

    // A second run refuses the database it filled.
    let again = generate::generate(&app.db, &passwords, options).await;
    assert!(again.unwrap_err().to_string().contains("already holds"));
}
