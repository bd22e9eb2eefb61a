//! `soute demo`: the data set people try the app with.

use reqwest::StatusCode;
use soute::{demo, security::Passwords};

use crate::helpers::{json_of, spawn_app};

#[tokio::test]
async fn the_demo_has_staff_of_every_kind_and_fifty_clients_once() {
    let app = spawn_app().await;
    let passwords = Passwords::new();
    demo::load(&app.db, &passwords, &app.config.files_dir())
        .await
        .unwrap();
    let admin = app.admin_token().await;
    let counts = json_of(
        app.get_as("/api/users/counts", &admin).await,
        StatusCode::OK,
    )
    .await;
    let count_of = |name: &str| {
        counts
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == name)
            .unwrap()["count"]
            .as_i64()
            .unwrap()
    };
    // Fifty clients, and the passengers the tickets made clients of (one passenger in three is
    // one of the fifty).
    let fiftieth: i64 = sqlx::query_scalar(
        "SELECT u.id FROM users u JOIN profiles p ON p.id = u.profile_id WHERE p.code = 'client' \
         ORDER BY u.id LIMIT 1 OFFSET 49",
    )
    .fetch_one(app.db.pool())
    .await
    .unwrap();
    let passengers: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT u.id, (SELECT COUNT(*) FROM billets b WHERE b.customer_id = u.id) FROM users u \
         WHERE u.id > $1",
    )
    .bind(fiftieth)
    .fetch_all(app.db.pool())
    .await
    .unwrap();
    assert!(passengers.len() > 100, "{}", passengers.len());
    assert!(passengers.iter().all(|(_, tickets)| *tickets > 0));
    let made = passengers.len() as i64;
    assert_eq!(count_of("Client"), 50 + made);
    assert!(count_of("Chauffeur") >= 3);
    assert!(count_of("Pilote") >= 2);
    assert!(count_of("Externe") >= 2);
    assert!(count_of("Agent de comptoir") >= 2);

    let clients = json_of(
        app.get_as("/api/users?per_page=100&column=country&q=tanzanie", &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert!(clients["total"].as_i64().unwrap() > 0);
    let someone = &clients["items"][0];
    assert!(someone["tel"].as_str().unwrap().starts_with("255"));
    assert!(someone["city"].is_string());

    // A demo agent signs in with the printed password and sees what an agent sees.
    let agents = json_of(
        app.get_as("/api/users?per_page=100&column=name&q=", &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    let agent = agents["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["userprofile"]["profile"]["name"] == "Agent de comptoir")
        .unwrap();
    let signed_in = json_of(
        app.login(agent["tel"].as_str().unwrap(), demo::STAFF_PASSWORD)
            .await,
        StatusCode::OK,
    )
    .await;
    let permissions = signed_in["permissions"].as_array().unwrap();
    assert!(permissions.iter().any(|p| p == "ajouter client"));
    assert!(!permissions.iter().any(|p| p == "ajouter personnel"));

    assert!(
        signed_in["data"]["extensionId"].is_number(),
        "staff belong to a branch"
    );
    assert!(
        signed_in["extension"]["name"]
            .as_str()
            .unwrap()
            .starts_with("Soute ")
    );

    for (path, total) in [
        ("/api/extensions", 5),
        ("/api/prices?status=1", 12),
        ("/api/vehicles", 6),
        ("/api/planecomposants?category=1", 3),
        ("/api/articles", 20),
    ] {
        let list = json_of(app.get_as(path, &admin).await, StatusCode::OK).await;
        assert_eq!(list["total"], total, "{path}");
    }
    let types = json_of(
        app.get_as("/api/typearticles", &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(types.as_array().unwrap().len(), 4);

    // Every tab of the freight screens has something to show, and the ledger holds.
    for path in [
        "/api/expeditions/counts",
        "/api/packags/counts",
        "/api/waybills/counts",
        "/api/manifests/counts",
        "/api/billets/counts",
    ] {
        let counts = json_of(app.get_as(path, &admin).await, StatusCode::OK).await;
        for tab in counts.as_array().unwrap() {
            assert!(tab["count"].as_i64().unwrap() > 0, "{path}: {counts}");
        }
    }
    let expeditions = json_of(
        app.get_as("/api/expeditions/counts", &admin).await,
        StatusCode::OK,
    )
    .await;
    let total: i64 = expeditions
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["count"].as_i64().unwrap())
        .sum();
    assert_eq!(total, 300);
    crate::fixtures::assert_invariants(&app).await;

    let again = demo::load(&app.db, &passwords, &app.config.files_dir())
        .await
        .unwrap();
    assert!(again.contains("déjà"));
    let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(total, 1 + 18 + 50 + made);

    // The aircraft have their seats and payload; every ticket fits its flight.
    let planes = json_of(
        app.get_as("/api/planecomposants?category=1", &admin).await,
        StatusCode::OK,
    )
    .await;
    for plane in planes["items"].as_array().unwrap() {
        assert!(plane["seats"].as_i64().unwrap() > 0, "{plane}");
        assert!(plane["maxPayload"].as_f64().unwrap() > 0.0, "{plane}");
    }
    let manifests = json_of(
        app.get_as("/api/manifests?per_page=100", &admin).await,
        StatusCode::OK,
    )
    .await;
    let mut flown = 0;
    for m in manifests["items"].as_array().unwrap() {
        assert!(m["payloadLeft"].as_f64().unwrap() >= 0.0, "{m}");
        assert!(m["seatsLeft"].as_i64().unwrap() >= 0, "{m}");
        flown += m["passengers"].as_i64().unwrap();
    }
    assert!(flown > 100, "{flown}");
}

/// The demo fleet: engines and propellers installed, pieces, a programme done at times, documents
/// (one expired, one expiring within 30 days) and two years of logbook that account for every
/// counter (each recount equals what is stored).
#[tokio::test]
async fn the_demo_fleet_has_its_records_and_counters_that_add_up() {
    let app = spawn_app().await;
    demo::load(&app.db, &Passwords::new(), &app.config.files_dir())
        .await
        .unwrap();
    let admin = app.admin_token().await;
    let planes = json_of(
        app.get_as("/api/planecomposants?category=1", &admin).await,
        StatusCode::OK,
    )
    .await;
    let today = app.config.clock.today();
    let soon = soute::domain::period::parse_iso(&today).unwrap() + time::Duration::days(30);
    let soon = soute::domain::period::iso(soon);
    let (mut expired, mut expiring, mut pieces) = (0, 0, 0);
    for plane in planes["items"].as_array().unwrap() {
        let id = plane["id"].as_i64().unwrap();
        let page = json_of(
            app.get_as(&format!("/api/planecomposants/{id}"), &admin)
                .await,
            StatusCode::OK,
        )
        .await;
        assert!(page["components"].as_array().unwrap().len() >= 2, "{page}");
        assert!(page["inspections"].as_array().unwrap().len() >= 2);
        assert!(page["logbook"]["entries"].as_i64().unwrap() > 300);
        assert_eq!(page["entries"].as_array().unwrap().len(), 10);
        pieces += page["pieces"].as_array().unwrap().len();
        for d in page["documents"].as_array().unwrap() {
            match d["dateExpiration"].as_str() {
                Some(e) if e < today.as_str() => expired += 1,
                Some(e) if e <= soon.as_str() => expiring += 1,
                _ => {}
            }
        }
        // The aircraft flew since its baseline: its counters grew.
        assert!(page["ttsn"].as_i64().unwrap() > page["baseTtsn"].as_i64().unwrap());
        // A document opens.
        let file = page["documents"][0]["file"].as_str().unwrap();
        let r = app.get_as(file, &admin).await;
        assert_eq!(r.status(), StatusCode::OK);
        assert!(r.bytes().await.unwrap().starts_with(b"%PDF-"));
    }
    assert!((20..=40).contains(&pieces), "{pieces} pieces");
    assert_eq!((expired, expiring), (1, 1));
    // Only the aircraft whose insurance expired is grounded, by that alone: its serviced pieces
    // and its programme are within their limits.
    let statuses: Vec<(String, String)> = planes["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["immatriculation"].as_str().unwrap().to_string(),
                p["status"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(
        statuses
            .iter()
            .filter(|(_, s)| s == "Immobilise")
            .map(|(r, _)| r.as_str())
            .collect::<Vec<_>>(),
        ["9Q-CSF"],
        "{statuses:?}"
    );
    let overdue = json_of(
        app.get_as("/api/due?status=depasse", &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(overdue["total"], 1, "{overdue}");
    assert_eq!(overdue["items"][0]["itemKind"], "document");
    // Every item's counters are what a recount from the entries says.
    let mut tx = app.db.begin_write().await.unwrap();
    let items: Vec<(i64,)> = sqlx::query_as("SELECT id FROM planecomposants")
        .fetch_all(&mut *tx)
        .await
        .unwrap();
    let parts: Vec<(i64,)> = sqlx::query_as("SELECT id FROM pieces")
        .fetch_all(&mut *tx)
        .await
        .unwrap();
    use soute::db::counters::{Item, count};
    for item in items
        .into_iter()
        .map(|(id,)| Item::Plane(id))
        .chain(parts.into_iter().map(|(id,)| Item::Piece(id)))
    {
        let (table, id) = match item {
            Item::Plane(id) => ("planecomposants", id),
            Item::Piece(id) => ("pieces", id),
        };
        let stored: (i64, i64, i64, i64) = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT ttsn, ttso, tcsn, tcso FROM {table} WHERE id = $1"
        )))
        .bind(id)
        .fetch_one(&mut *tx)
        .await
        .unwrap();
        let c = count(&mut tx, item, None).await.unwrap();
        assert_eq!(stored, (c.tsn, c.tso, c.csn, c.cso), "{item:?}");
    }
    tx.rollback().await.unwrap();
}
