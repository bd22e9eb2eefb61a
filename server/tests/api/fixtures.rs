//! What several API test modules build on: agency configuration (branches, routes, vehicles,
//! articles, aircraft), a counter registering expeditions, a yard moving their parcels, and the
//! ledger's invariants checked in the database. The harness itself (spawning the app, clients, the
//! database) stays in `helpers.rs`; test modules import from here, never from one another.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{Member, TestApp, json_of, short_id};

// ---- agency configuration ----

pub fn branch_body(name: &str) -> Value {
    json!({
        "name": name, "tel": "+243 81 000 0000", "countryCode": "cd", "region": "Nord-Kivu",
        "city": "Goma", "email": "goma@soute.example", "municipality": "Goma", "type": 1
    })
}

pub async fn branch(app: &TestApp, token: &str, name: &str) -> i64 {
    let r = app
        .post_as("/api/extensions", token, &branch_body(name))
        .await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

/// A route price between two new branches; answers the price id.
pub async fn route(app: &TestApp, token: &str) -> i64 {
    let from = branch(app, token, &format!("Origine {}", short_id())).await;
    let to = branch(app, token, &format!("Destination {}", short_id())).await;
    let body = json!({"name": "Trajet", "price": 4.5, "originId": from, "destinationId": to});
    json_of(
        app.post_as("/api/prices", token, &body).await,
        StatusCode::CREATED,
    )
    .await["data"]["id"]
        .as_i64()
        .unwrap()
}

pub async fn vehicle(app: &TestApp, token: &str, plate: &str) -> i64 {
    let r = app
        .post_as(
            "/api/vehicles",
            token,
            &json!({"plaque": plate, "description": "Camion"}),
        )
        .await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

pub async fn article_type(app: &TestApp, token: &str, name: &str) -> i64 {
    let r = app
        .post_as("/api/typearticles", token, &json!({"name": name}))
        .await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

pub async fn article(app: &TestApp, token: &str, name: &str, kind: Option<i64>) -> i64 {
    let r = app
        .post_as(
            "/api/articles",
            token,
            &json!({"name": name, "typearticleId": kind}),
        )
        .await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

pub fn aircraft_body(registration: &str) -> Value {
    json!({
        "category": 1, "immatriculation": registration, "serie": "AT72-500-0781",
        "constructeur": "ATR", "dateFabrication": "2008-04-12", "dateRevision": "2026-03-01",
        "ttsn": 1_500_000, "ttso": 120_000, "tcsn": 21000, "tcso": 1800, "countComposant": 2,
        "city": "Goma"
    })
}

pub async fn aircraft(app: &TestApp, token: &str, registration: &str) -> i64 {
    let r = app
        .post_as("/api/planecomposants", token, &aircraft_body(registration))
        .await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

// ---- expeditions: a counter ----

/// A branch with a route leaving it ($3.50/kg), an agent of that branch, two clients, two articles.
pub struct Counter {
    pub admin: String,
    pub agent: Member,
    pub route: i64,
    pub branch: i64,
    /// The route's destination.
    pub other: i64,
    pub sender: i64,
    pub recipient: i64,
    pub articles: [i64; 2],
}

pub const AGENT: &[&str] = &[
    "afficher expedition",
    "ajouter expedition",
    "modifier expedition",
    "supprimer expedition",
    "afficher coli",
    "afficher facture",
    "ajouter facture",
];

/// Names and phones are unique per call: a test may set up several counters.
pub async fn counter(app: &TestApp) -> Counter {
    let admin = app.admin_token().await;
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM extensions")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    let suffix = if n == 0 {
        String::new()
    } else {
        format!(" {n}")
    };
    let goma = branch(app, &admin, &format!("Soute Goma{suffix}")).await;
    let other = branch(app, &admin, &format!("Soute Kinshasa{suffix}")).await;
    let body =
        json!({"name": "Goma - Kinshasa", "price": 3.5, "originId": goma, "destinationId": other});
    let route = json_of(
        app.post_as("/api/prices", &admin, &body).await,
        StatusCode::CREATED,
    )
    .await["data"]["id"]
        .as_i64()
        .unwrap();
    let agent = app.member_with(AGENT).await;
    sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
        .bind(goma)
        .bind(agent.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    let sender = client(
        app,
        &admin,
        "Amani Kabila",
        &format!("09910{:05}", n * 10 + 1),
    )
    .await;
    let recipient = client(
        app,
        &admin,
        "Neema Uwimana",
        &format!("09910{:05}", n * 10 + 2),
    )
    .await;
    let kind = article_type(app, &admin, &format!("Alimentation{suffix}")).await;
    let rice = article(app, &admin, "Sac de riz", Some(kind)).await;
    let oil = article(app, &admin, "Huile 20 l", Some(kind)).await;
    Counter {
        admin,
        agent,
        route,
        branch: goma,
        other,
        sender,
        recipient,
        articles: [rice, oil],
    }
}

pub async fn client(app: &TestApp, token: &str, name: &str, tel: &str) -> i64 {
    let r = app
        .post_as("/api/users", token, &json!({"name": name, "tel": tel}))
        .await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

/// Two lines: 2 × 1.5 kg of rice and oil ($10.50), 1 × 0.333 kg described ($1.17); cash as given.
pub fn two_lines(c: &Counter, cash: Value) -> Value {
    json!({
        "senderId": c.sender, "recipientId": c.recipient, "destinationId": c.route, "cash": cash,
        "colis": [
            {"quantity": 2, "weight": 1.5, "description": "Vivres",
             "colidetails": [{"articleId": c.articles[0], "quantity": 2}, {"articleId": c.articles[1], "quantity": 1}]},
            {"quantity": 1, "weight": "0.333", "description": "Documents"}
        ]
    })
}

pub async fn register(app: &TestApp, c: &Counter, cash: Value) -> Value {
    let r = app
        .post_as("/api/expeditions", &c.agent.token, &two_lines(c, cash))
        .await;
    json_of(r, StatusCode::CREATED).await["data"].clone()
}

// ---- waybills and manifests: a yard ----

pub const MOVER: &[&str] = &[
    "afficher expedition",
    "afficher coli",
    "afficher bordereau",
    "ajouter bordereau",
    "modifier bordereau",
    "supprimer bordereau",
    "valider bordereau",
    "afficher manifeste",
    "ajouter manifeste",
    "modifier manifeste",
    "supprimer manifeste",
    "valider manifeste",
];

/// A counter (branch, route, clients, an agent registering expeditions) and what moves parcels:
/// an agent of the same branch with the waybill and manifest permissions, a driver, a vehicle,
/// an aircraft and a pilot.
pub struct Yard {
    pub c: Counter,
    pub mover: Member,
    pub driver: i64,
    pub vehicle: i64,
    pub plane: i64,
    pub pilot: i64,
}

pub async fn yard(app: &TestApp) -> Yard {
    let c = counter(app).await;
    let mover = app.member_with(MOVER).await;
    sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
        .bind(c.branch)
        .bind(mover.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    let driver_profile = app.profile_id("chauffeur").await;
    let driver = app
        .person_with_profile(driver_profile, "Jean Chauffeur")
        .await;
    let pilot_profile = app.profile_id("pilote").await;
    let pilot = app.person_with_profile(pilot_profile, "Aline Pilote").await;
    let vehicle = vehicle(app, &c.admin, &short_id()).await;
    let plane = aircraft(app, &c.admin, &short_id()).await;
    Yard {
        c,
        mover,
        driver,
        vehicle,
        plane,
        pilot,
    }
}

pub fn waybill_body(y: &Yard, loads: &[(i64, i64)]) -> Value {
    json!({
        "driverId": y.driver, "vehicleId": y.vehicle, "destinationId": y.c.other,
        "packags": loads.iter().map(|(id, q)| json!({"id": id, "quantity": q})).collect::<Vec<_>>(),
    })
}

pub fn manifest_body(y: &Yard, loads: &[(i64, i64)]) -> Value {
    json!({
        "planeId": y.plane, "pilotId": y.pilot, "destinationId": y.c.other,
        "waybilldetails": loads.iter().map(|(id, q)| json!({"id": id, "quantity": q})).collect::<Vec<_>>(),
    })
}

pub async fn create_waybill(app: &TestApp, y: &Yard, loads: &[(i64, i64)]) -> Value {
    let r = app
        .post_as("/api/waybills", &y.mover.token, &waybill_body(y, loads))
        .await;
    json_of(r, StatusCode::CREATED).await["data"].clone()
}

pub async fn validate_waybill(app: &TestApp, y: &Yard, id: i64) -> Value {
    let r = app
        .post_as(
            &format!("/api/waybills/{id}/validate"),
            &y.mover.token,
            &json!({"departureDate": "2026-11-21", "departureTime": "7:30"}),
        )
        .await;
    json_of(r, StatusCode::OK).await["data"].clone()
}

pub async fn create_manifest(app: &TestApp, y: &Yard, loads: &[(i64, i64)]) -> Value {
    let r = app
        .post_as("/api/manifests", &y.mover.token, &manifest_body(y, loads))
        .await;
    json_of(r, StatusCode::CREATED).await["data"].clone()
}

/// A validated waybill carrying all of a freshly registered expedition: answers (expedition,
/// waybill) as the API shows them.
pub async fn loaded_waybill(app: &TestApp, y: &Yard) -> (Value, Value) {
    let x = register(app, &y.c, json!(5)).await;
    let loads = [
        (x["packags"][0]["id"].as_i64().unwrap(), 2),
        (x["packags"][1]["id"].as_i64().unwrap(), 1),
    ];
    let w = create_waybill(app, y, &loads).await;
    let w = validate_waybill(app, y, w["id"].as_i64().unwrap()).await;
    (x, w)
}

pub async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_string()))
        .fetch_one(app.db.pool())
        .await
        .unwrap()
}

/// The four invariants of DESIGN §3, over the whole database, plus the waybill totals.
pub async fn assert_invariants(app: &TestApp) {
    let broken_parcels = count(
        app,
        "SELECT COUNT(*) FROM packags p WHERE \
         p.quantity_restant + p.quantity_waybill + p.quantity_manifeste <> p.quantity_entry \
         OR p.weight_restant + p.weight_waybill + p.weight_manifeste <> p.weight_entry \
         OR p.quantity_restant < 0 OR p.quantity_waybill < 0 OR p.quantity_manifeste < 0 \
         OR p.weight_restant < 0 OR p.weight_waybill < 0 OR p.weight_manifeste < 0 \
         OR p.quantity_waybill <> COALESCE((SELECT SUM(d.quantity_restant) FROM waybilldetails d WHERE d.packag_id = p.id), 0) \
         OR p.weight_waybill <> COALESCE((SELECT SUM(d.weight_restant) FROM waybilldetails d WHERE d.packag_id = p.id), 0) \
         OR p.quantity_manifeste <> COALESCE((SELECT SUM(m.quantity) FROM manifestdetails m WHERE m.packag_id = p.id), 0) \
         OR p.weight_manifeste <> COALESCE((SELECT SUM(m.weight) FROM manifestdetails m WHERE m.packag_id = p.id), 0)",
    )
    .await;
    assert_eq!(broken_parcels, 0, "invariants 1 and 2 (parcels)");
    let broken_lines = count(
        app,
        "SELECT COUNT(*) FROM waybilldetails d WHERE \
         d.quantity - d.quantity_restant <> COALESCE((SELECT SUM(m.quantity) FROM manifestdetails m WHERE m.waybilldetail_id = d.id), 0) \
         OR d.weight - d.weight_restant <> COALESCE((SELECT SUM(m.weight) FROM manifestdetails m WHERE m.waybilldetail_id = d.id), 0)",
    )
    .await;
    assert_eq!(
        broken_lines, 0,
        "waybill lines = what they hold + what manifests took"
    );
    let broken_expeditions = count(
        app,
        "SELECT COUNT(*) FROM expeditions x WHERE \
         x.quantity_restant <> (SELECT SUM(p.quantity_restant) FROM packags p WHERE p.expedition_id = x.id) \
         OR x.quantity_waybill <> (SELECT SUM(p.quantity_waybill) FROM packags p WHERE p.expedition_id = x.id) \
         OR x.quantity_manifeste <> (SELECT SUM(p.quantity_manifeste) FROM packags p WHERE p.expedition_id = x.id) \
         OR x.weight_restant <> (SELECT SUM(p.weight_restant) FROM packags p WHERE p.expedition_id = x.id) \
         OR x.weight_waybill <> (SELECT SUM(p.weight_waybill) FROM packags p WHERE p.expedition_id = x.id) \
         OR x.weight_manifeste <> (SELECT SUM(p.weight_manifeste) FROM packags p WHERE p.expedition_id = x.id) \
         OR x.price <> (SELECT SUM(p.amount) FROM packags p WHERE p.expedition_id = x.id) \
         OR x.price < COALESCE((SELECT SUM(i.amount) FROM invoices i WHERE i.expedition_id = x.id), 0)",
    )
    .await;
    assert_eq!(broken_expeditions, 0, "invariants 3 and 4 (expeditions)");
    let broken_waybills = count(
        app,
        "SELECT COUNT(*) FROM waybills w WHERE \
         w.quantity <> COALESCE((SELECT SUM(d.quantity) FROM waybilldetails d WHERE d.waybill_id = w.id), 0) \
         OR w.quantity_restant <> COALESCE((SELECT SUM(d.quantity_restant) FROM waybilldetails d WHERE d.waybill_id = w.id), 0) \
         OR w.weight_restant <> COALESCE((SELECT SUM(d.weight_restant) FROM waybilldetails d WHERE d.waybill_id = w.id), 0)",
    )
    .await;
    assert_eq!(broken_waybills, 0, "waybill totals");
}

// ---- money out ----

/// An expense type made by `token`.
pub async fn expense_type(app: &TestApp, token: &str, name: &str, ismanifeste: bool) -> i64 {
    let r = app
        .post_as(
            "/api/typedepenses",
            token,
            &json!({"type": name, "ismanifeste": ismanifeste}),
        )
        .await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

/// The id of one of the types created at first start.
pub async fn seeded_type(app: &TestApp, name: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM typedepenses WHERE type = $1")
        .bind(name)
        .fetch_one(app.db.pool())
        .await
        .unwrap()
}

/// A fuel expense of 12.50 $ today, at a branch made for it, recorded by `token` (the admin).
pub async fn expense(app: &TestApp, token: &str) -> Value {
    let branch = branch(app, token, &short_id()).await;
    let fuel = seeded_type(app, "Carburant").await;
    let today = time::OffsetDateTime::now_utc().date().to_string();
    let r = app
        .post_as(
            "/api/depenses",
            token,
            &json!({"typedepenseId": fuel, "brancheId": branch, "mount": 12.5, "date": today}),
        )
        .await;
    json_of(r, StatusCode::CREATED).await["data"].clone()
}

// ---- airworthiness ----

/// The smallest PDF the upload check accepts.
pub const PDF: &[u8] = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

/// A component (an engine) with its baseline on `base_date`, installed on `plane` at `position`
/// (disposition, number) when given.
pub async fn component(
    app: &TestApp,
    token: &str,
    registration: &str,
    base_date: &str,
    placed: Option<(i64, i64, i64)>,
) -> i64 {
    let mut body = json!({
        "category": 2, "immatriculation": registration, "serie": "PCE-PG0123",
        "constructeur": "Pratt & Whitney", "dateFabrication": "2015-01-10",
        "dateRevision": "2025-06-01", "baseDate": base_date,
        "ttsn": 600_000, "ttso": 60_000, "tcsn": 8000, "tcso": 800
    });
    if let Some((plane, disposition, number)) = placed {
        body["planeId"] = json!(plane);
        body["disposition"] = json!(disposition);
        body["number"] = json!(number);
    }
    let r = app.post_as("/api/planecomposants", token, &body).await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

pub fn piece_body(host: i64, base_date: &str) -> Value {
    json!({
        "planecomposantId": host, "libele": "Démarreur-génératrice", "serie": "SG-1234",
        "numberPart": "23032-001", "constructeur": "Safran", "dateFabrication": "2019-05-01",
        "dateInstatallationLife": "2020-01-15", "crs": "CRS-2020-014", "baseDate": base_date,
        "ttsn": 3000, "ttso": 300, "tcsn": 40, "tcso": 4, "hourLife": 6000, "hourService": 100
    })
}

pub async fn piece(app: &TestApp, token: &str, host: i64, base_date: &str) -> i64 {
    let r = app
        .post_as("/api/pieces", token, &piece_body(host, base_date))
        .await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

pub async fn inspection(app: &TestApp, token: &str, plane: i64) -> i64 {
    let body = json!({ "planecomposantId": plane, "description": "Visite 100 h", "time": 100 });
    let r = app.post_as("/api/inspections", token, &body).await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

pub fn document_form(plane: i64, expiry: Option<&str>) -> reqwest::multipart::Form {
    let mut form = reqwest::multipart::Form::new()
        .text("planecomposantId", plane.to_string())
        .text("serie", "CDN-2026-017")
        .text("description", "Certificat de navigabilité")
        .text("dateEmission", "2026-01-10")
        .part(
            "file",
            reqwest::multipart::Part::bytes(PDF.to_vec())
                .file_name("cdn.pdf")
                .mime_str("application/pdf")
                .unwrap(),
        );
    if let Some(expiry) = expiry {
        form = form.text("dateExpiration", expiry.to_string());
    }
    form
}

pub async fn document(app: &TestApp, token: &str, plane: i64) -> Value {
    let r = app
        .post_multipart_as(
            "/api/documents",
            token,
            document_form(plane, Some("2027-01-09")),
        )
        .await;
    json_of(r, StatusCode::CREATED).await["data"].clone()
}

/// The logbook of the aircraft registered `registration`.
pub async fn logbook(app: &TestApp, token: &str, registration: &str) -> i64 {
    let body =
        json!({ "plaque": registration, "description": "Carnet de route", "serie": "LB-01" });
    let r = app.post_as("/api/logbooks", token, &body).await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

pub async fn pilot(app: &TestApp) -> i64 {
    let profile = app.profile_id("pilote").await;
    app.person_with_profile(profile, "Jean Mukendi").await
}

pub fn entry_body(date: &str, minutes: i64, cycles: i64, pilot: i64) -> Value {
    json!({
        "date": date, "from": "Goma", "to": "Bukavu", "flightTime": minutes, "cycles": cycles,
        "pilotId": pilot
    })
}

pub async fn entry(app: &TestApp, token: &str, logbook: i64, body: &Value) -> Value {
    let r = app
        .post_as(&format!("/api/logbooks/{logbook}/entries"), token, body)
        .await;
    json_of(r, StatusCode::CREATED).await["data"].clone()
}

// ---- tickets ----

/// A phone number no other fixture uses.
pub fn unique_tel() -> String {
    static COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    format!(
        "2439{:03}{:03}{:05}",
        std::process::id() % 1000,
        COUNTER.fetch_add(1, std::sync::atomic::Ordering::SeqCst) % 1000,
        nanos % 100_000
    )
}

pub fn billet_body(manifest: i64, tel: &str) -> Value {
    json!({
        "manifestId": manifest, "name": "Grace Mwamba", "tel": tel, "document": "OP-1234567",
        "type": "adulte", "baggagePieces": 1, "baggageWeight": "12,5", "fare": 150
    })
}

/// A manifest in preparation carrying one piece of a freshly registered expedition.
pub async fn open_manifest(app: &TestApp, y: &Yard) -> Value {
    let (_, w) = loaded_waybill(app, y).await;
    let line = w["waybilldetails"][0]["id"].as_i64().unwrap();
    create_manifest(app, y, &[(line, 1)]).await
}

/// A ticket sold on `manifest` (paid in full), as the API shows it.
pub async fn billet(app: &TestApp, token: &str, manifest: i64) -> Value {
    let r = app
        .post_as("/api/billets", token, &billet_body(manifest, &unique_tel()))
        .await;
    json_of(r, StatusCode::CREATED).await["data"].clone()
}

/// The row of record `id` on the first page of the list `path`, as `token` reads it.
pub async fn listed(app: &TestApp, token: &str, path: &str, id: i64) -> Value {
    let page = json_of(app.get_as(path, token).await, StatusCode::OK).await;
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == id)
        .cloned()
        .expect("the list shows the record")
}
