//! Airworthiness records: components and pieces installed, removed and overhauled, inspection
//! programmes, documents, logbooks — and invariant 5: every item's counters are its baseline plus
//! the flights of the aircraft it was on, whatever the order of the writes.

use std::collections::BTreeMap;

use reqwest::StatusCode;
use serde_json::{Value, json};
use soute::domain::airworthiness::{Baseline, Counters, Flight, Stint, counters, flew_with};

use crate::{fixtures, helpers::*};

/// An aircraft whose counters hold from `base_date`.
async fn aircraft(app: &TestApp, token: &str, registration: &str, base_date: &str) -> i64 {
    let mut body = fixtures::aircraft_body(registration);
    body["baseDate"] = json!(base_date);
    let r = app.post_as("/api/planecomposants", token, &body).await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

async fn counters_of(app: &TestApp, token: &str, path: &str) -> (i64, i64, i64, i64) {
    let v = json_of(app.get_as(path, token).await, StatusCode::OK).await;
    (
        v["ttsn"].as_i64().unwrap(),
        v["ttso"].as_i64().unwrap(),
        v["tcsn"].as_i64().unwrap(),
        v["tcso"].as_i64().unwrap(),
    )
}

fn plane(id: i64) -> String {
    format!("/api/planecomposants/{id}")
}

fn piece(id: i64) -> String {
    format!("/api/pieces/{id}")
}

#[tokio::test]
async fn entries_count_for_the_aircraft_and_what_is_installed_on_it_that_day() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let pilot = fixtures::pilot(&app).await;
    let a = aircraft(&app, &admin, "9Q-CSA", "2025-01-01").await;
    let b = aircraft(&app, &admin, "9Q-CSB", "2025-01-01").await;
    let engine = fixtures::component(&app, &admin, "PCE-1", "2025-06-01", Some((a, 2, 1))).await;
    let on_engine = fixtures::piece(&app, &admin, engine, "2025-06-01").await;
    let on_plane = fixtures::piece(&app, &admin, a, "2025-01-01").await;
    let book = fixtures::logbook(&app, &admin, "9q-csa").await;

    // Before the engine's baseline: the aircraft and the piece mounted on it directly.
    let old = fixtures::entry(
        &app,
        &admin,
        book,
        &fixtures::entry_body("2025-03-01", 90, 2, pilot),
    )
    .await;
    fixtures::entry(
        &app,
        &admin,
        book,
        &fixtures::entry_body("2025-07-01", 105, 2, pilot),
    )
    .await;
    let a0 = (1_500_000, 120_000, 21_000, 1_800);
    let e0 = (600_000, 60_000, 8_000, 800);
    let p0 = (3_000, 300, 40, 4);
    let plus = |c: (i64, i64, i64, i64), m: i64, k: i64| (c.0 + m, c.1 + m, c.2 + k, c.3 + k);
    assert_eq!(counters_of(&app, &admin, &plane(a)).await, plus(a0, 195, 4));
    assert_eq!(
        counters_of(&app, &admin, &plane(engine)).await,
        plus(e0, 105, 2)
    );
    assert_eq!(
        counters_of(&app, &admin, &piece(on_engine)).await,
        plus(p0, 105, 2)
    );
    assert_eq!(
        counters_of(&app, &admin, &piece(on_plane)).await,
        plus(p0, 195, 4)
    );
    assert_eq!(counters_of(&app, &admin, &plane(b)).await, a0);

    // An old entry moved after the engine's baseline, and shortened: every item is corrected.
    let mut edit = fixtures::entry_body("2025-08-01", 60, 1, pilot);
    edit["updatedAt"] = old["updatedAt"].clone();
    let r = app
        .put_as(&format!("/api/logbookentries/{}", old["id"]), &admin, &edit)
        .await;
    let edited = json_of(r, StatusCode::OK).await;
    assert_eq!(edited["data"]["flightTime"], 60);
    assert_eq!(counters_of(&app, &admin, &plane(a)).await, plus(a0, 165, 3));
    assert_eq!(
        counters_of(&app, &admin, &plane(engine)).await,
        plus(e0, 165, 3)
    );
    assert_eq!(
        counters_of(&app, &admin, &piece(on_engine)).await,
        plus(p0, 165, 3)
    );
    assert_eq!(
        counters_of(&app, &admin, &piece(on_plane)).await,
        plus(p0, 165, 3)
    );
    // The same edit again is stale.
    let r = app
        .put_as(&format!("/api/logbookentries/{}", old["id"]), &admin, &edit)
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);

    // Deleting it takes it back from all of them.
    let r = app
        .delete_as(&format!("/api/logbookentries/{}", old["id"]), &admin)
        .await;
    json_of(r, StatusCode::OK).await;
    assert_eq!(counters_of(&app, &admin, &plane(a)).await, plus(a0, 105, 2));
    assert_eq!(
        counters_of(&app, &admin, &plane(engine)).await,
        plus(e0, 105, 2)
    );

    // The engine goes to the other aircraft: its flights there count, A's no longer do; its piece follows.
    let r = app
        .post_as(
            &format!("/api/planecomposants/{engine}/remove"),
            &admin,
            &json!({ "date": "2025-09-01" }),
        )
        .await;
    let removed = json_of(r, StatusCode::OK).await;
    assert_eq!(removed["data"]["planeId"], Value::Null);
    let r = app
        .post_as(
            &format!("/api/planecomposants/{engine}/install"),
            &admin,
            &json!({ "planeId": b, "disposition": 3, "number": 1, "date": "2025-10-15" }),
        )
        .await;
    let installed = json_of(r, StatusCode::OK).await;
    assert_eq!(installed["data"]["planeImmatriculation"], "9Q-CSB");
    fixtures::entry(
        &app,
        &admin,
        book,
        &fixtures::entry_body("2025-10-01", 30, 1, pilot),
    )
    .await;
    let book_b = fixtures::logbook(&app, &admin, "9Q-CSB").await;
    fixtures::entry(
        &app,
        &admin,
        book_b,
        &fixtures::entry_body("2025-11-01", 45, 1, pilot),
    )
    .await;
    assert_eq!(
        counters_of(&app, &admin, &plane(engine)).await,
        plus(e0, 150, 3)
    );
    assert_eq!(
        counters_of(&app, &admin, &piece(on_engine)).await,
        plus(p0, 150, 3)
    );
    assert_eq!(counters_of(&app, &admin, &plane(b)).await, plus(a0, 45, 1));

    // An overhaul takes the counters at the end of its day, as an inspection does: the flights of
    // 2025-11-01 were before it, whether logged before or after it was recorded.
    let r = app
        .post_as(
            &format!("/api/planecomposants/{engine}/overhaul"),
            &admin,
            &json!({ "date": "2025-11-01", "crs": "CRS-2025-100" }),
        )
        .await;
    let overhauled = json_of(r, StatusCode::OK).await;
    assert_eq!(overhauled["data"]["overhauledOn"], "2025-11-01");
    let (tsn, tso, csn, cso) = counters_of(&app, &admin, &plane(engine)).await;
    assert_eq!((tsn, tso, csn, cso), (e0.0 + 150, 0, e0.2 + 3, 0));
    let history = json_of(
        app.get_as(&format!("/api/planecomposants/{engine}/overhauls"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(history[0]["crs"], "CRS-2025-100");
    assert_eq!(history[0]["minutes"], e0.0 + 150);
    assert_eq!(history[0]["cycles"], e0.2 + 3);
    let evening = fixtures::entry(
        &app,
        &admin,
        book_b,
        &fixtures::entry_body("2025-11-01", 20, 1, pilot),
    )
    .await;
    assert_eq!(
        counters_of(&app, &admin, &plane(engine)).await,
        (e0.0 + 170, 0, e0.2 + 4, 0)
    );
    fixtures::entry(
        &app,
        &admin,
        book_b,
        &fixtures::entry_body("2025-11-02", 25, 1, pilot),
    )
    .await;
    assert_eq!(
        counters_of(&app, &admin, &plane(engine)).await,
        (e0.0 + 195, 25, e0.2 + 5, 1)
    );
    // Taken back, the evening flight leaves since-overhaul as it was.
    let r = app
        .delete_as(&format!("/api/logbookentries/{}", evening["id"]), &admin)
        .await;
    assert!(r.status().is_success(), "{}", r.status());
    assert_eq!(
        counters_of(&app, &admin, &plane(engine)).await,
        (e0.0 + 175, 25, e0.2 + 4, 1)
    );
    let r = app
        .post_as(
            &format!("/api/planecomposants/{engine}/overhaul"),
            &admin,
            &json!({ "date": "2025-10-01", "crs": "CRS-X" }),
        )
        .await;
    assert_field_refused(r, "date").await;

    // The installation history, newest first, with the host's counters then.
    let installs = json_of(
        app.get_as(
            &format!("/api/planecomposants/{engine}/installations"),
            &admin,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(installs.as_array().unwrap().len(), 2);
    assert_eq!(installs[0]["hostImmatriculation"], "9Q-CSB");
    assert_eq!(installs[0]["removedOn"], Value::Null);
    assert_eq!(installs[1]["installedOn"], "2025-06-01");
    assert_eq!(installs[1]["removedOn"], "2025-09-01");
    // A's minutes at the start of 2025-09-01: its baseline and the July flight.
    assert_eq!(installs[1]["hostMinutesOff"], a0.0 + 105);
}

#[tokio::test]
async fn moves_are_refused_when_they_cannot_be() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let a = aircraft(&app, &admin, "9Q-CSC", "2025-01-01").await;
    let left = fixtures::component(&app, &admin, "PCE-L", "2025-01-01", Some((a, 2, 1))).await;
    let spare = fixtures::component(&app, &admin, "PCE-S", "2025-01-01", None).await;

    let install = |id: i64, body: Value| {
        let app = &app;
        let admin = &admin;
        async move {
            app.post_as(&format!("/api/planecomposants/{id}/install"), admin, &body)
                .await
        }
    };
    // The left position is taken.
    let r = install(
        spare,
        json!({ "planeId": a, "disposition": 2, "number": 1, "date": "2025-02-01" }),
    )
    .await;
    let body = json_of(r, StatusCode::CONFLICT).await;
    assert_eq!(body["msg"], "La position Gauche n° 1 de 9Q-CSC est occupée");
    // Already installed.
    let r = install(
        left,
        json!({ "planeId": a, "disposition": 3, "number": 1, "date": "2025-02-01" }),
    )
    .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    // Removing what is not installed.
    let r = app
        .post_as(
            &format!("/api/planecomposants/{spare}/remove"),
            &admin,
            &json!({ "date": "2025-02-01" }),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    // A removal before the installation, in the future, or not a date.
    for (date, status) in [
        ("2024-12-31", StatusCode::UNPROCESSABLE_ENTITY),
        ("2999-01-01", StatusCode::UNPROCESSABLE_ENTITY),
        ("01/02/2025", StatusCode::BAD_REQUEST),
    ] {
        let r = app
            .post_as(
                &format!("/api/planecomposants/{left}/remove"),
                &admin,
                &json!({ "date": date }),
            )
            .await;
        assert_field_status(r, "date", status).await;
    }
    // Removed on 1 March, the left position is free from then on, not before.
    let r = app
        .post_as(
            &format!("/api/planecomposants/{left}/remove"),
            &admin,
            &json!({ "date": "2025-03-01" }),
        )
        .await;
    json_of(r, StatusCode::OK).await;
    let r = install(
        spare,
        json!({ "planeId": a, "disposition": 2, "number": 1, "date": "2025-02-15" }),
    )
    .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let r = install(
        spare,
        json!({ "planeId": a, "disposition": 2, "number": 1, "date": "2025-03-01" }),
    )
    .await;
    json_of(r, StatusCode::OK).await;
    // Reinstalling before its own removal; on a component instead of an aircraft; bad positions.
    let r = install(
        left,
        json!({ "planeId": a, "disposition": 3, "number": 1, "date": "2025-02-01" }),
    )
    .await;
    assert_field_refused(r, "date").await;
    let r = install(
        left,
        json!({ "planeId": spare, "disposition": 3, "number": 1, "date": "2025-04-01" }),
    )
    .await;
    assert_field_refused(r, "planeId").await;
    let r = install(
        left,
        json!({ "planeId": a, "disposition": 4, "number": -1, "date": "2025-04-01" }),
    )
    .await;
    let body = json_of(r, StatusCode::BAD_REQUEST).await;
    assert!(body["fields"]["disposition"].is_string() && body["fields"]["number"].is_string());
    // The edit form cannot move a component.
    let current = json_of(app.get_as(&plane(spare), &admin).await, StatusCode::OK).await;
    let mut edit = json!({
        "immatriculation": "PCE-S", "serie": "PCE-PG0123", "constructeur": "Pratt & Whitney",
        "dateFabrication": "2015-01-10", "dateRevision": "2025-06-01", "baseDate": "2025-01-01",
        "ttsn": 600_000, "ttso": 60_000, "tcsn": 8000, "tcso": 800,
        "updatedAt": current["updatedAt"], "planeId": a, "disposition": 3, "number": 1
    });
    let r = app.put_as(&plane(spare), &admin, &edit).await;
    assert_field_refused(r, "planeId").await;
    // Unchanged placement is fine, and a new baseline recounts.
    edit["disposition"] = json!(2);
    edit["ttsn"] = json!(600_060);
    let r = app.put_as(&plane(spare), &admin, &edit).await;
    let saved = json_of(r, StatusCode::OK).await;
    assert_eq!(saved["data"]["ttsn"], 600_060);
    assert_eq!(saved["data"]["baseTtsn"], 600_060);
    // A piece on nothing, and one whose host does not exist.
    let mut body = fixtures::piece_body(a, "2025-01-01");
    body["planecomposantId"] = json!(999_999);
    let r = app.post_as("/api/pieces", &admin, &body).await;
    assert_field_refused(r, "planecomposantId").await;
    body.as_object_mut().unwrap().remove("planecomposantId");
    let r = app.post_as("/api/pieces", &admin, &body).await;
    assert_field_error(r, "planecomposantId").await;
}

#[tokio::test]
async fn entries_are_bounded_and_checked() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let pilot = fixtures::pilot(&app).await;
    let a = aircraft(&app, &admin, "9Q-CSD", "2025-01-01").await;
    let book = fixtures::logbook(&app, &admin, "9Q-CSD").await;
    let path = format!("/api/logbooks/{book}/entries");
    let (malformed, refused) = (StatusCode::BAD_REQUEST, StatusCode::UNPROCESSABLE_ENTITY);
    for (field, value, status) in [
        ("flightTime", json!(0), malformed),
        ("flightTime", json!(1441), malformed),
        ("flightTime", json!(1.5), malformed),
        ("cycles", json!(0), malformed),
        ("cycles", json!(51), malformed),
        ("date", json!("2999-01-01"), refused),
        ("date", json!("1899-12-31"), refused),
        ("pilotId", json!(1), refused),
        ("manifestId", json!(999_999), refused),
        ("from", json!(""), malformed),
    ] {
        let mut body = fixtures::entry_body("2025-05-01", 60, 1, pilot);
        body[field] = value.clone();
        let r = app.post_as(&path, &admin, &body).await;
        assert_field_status(r, field, status).await;
    }
    // Nothing was counted.
    assert_eq!(counters_of(&app, &admin, &plane(a)).await.0, 1_500_000);
    // One logbook per aircraft; its plaque must be an aircraft's.
    let r = app
        .post_as("/api/logbooks", &admin, &json!({ "plaque": "9Q-CSD" }))
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let r = app
        .post_as("/api/logbooks", &admin, &json!({ "plaque": "9Q-XXX" }))
        .await;
    assert_field_refused(r, "plaque").await;
    // A logbook with entries cannot be deleted; without, it can.
    fixtures::entry(
        &app,
        &admin,
        book,
        &fixtures::entry_body("2025-05-01", 60, 1, pilot),
    )
    .await;
    let r = app
        .delete_as(&format!("/api/logbooks/{book}"), &admin)
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let page = json_of(app.get_as(&path, &admin).await, StatusCode::OK).await;
    assert_eq!(page["total"], 1);
    assert_eq!(page["items"][0]["pilot"], "Jean Mukendi");
}

#[tokio::test]
async fn a_logbook_page_carries_its_totals_forward() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let pilot = fixtures::pilot(&app).await;
    aircraft(&app, &admin, "9Q-CSE", "2025-01-01").await;
    let book = fixtures::logbook(&app, &admin, "9Q-CSE").await;
    // An entry before the baseline is kept but counts for nothing.
    fixtures::entry(
        &app,
        &admin,
        book,
        &fixtures::entry_body("2024-12-31", 600, 9, pilot),
    )
    .await;
    for (day, minutes) in [("2025-01-02", 60), ("2025-01-03", 70), ("2025-01-04", 80)] {
        fixtures::entry(
            &app,
            &admin,
            book,
            &fixtures::entry_body(day, minutes, 1, pilot),
        )
        .await;
    }
    let path = format!("/api/logbooks/{book}/entries?per_page=2");
    let first = json_of(app.get_as(&path, &admin).await, StatusCode::OK).await;
    assert_eq!(first["total"], 4);
    assert_eq!(first["items"][0]["date"], "2025-01-04");
    assert_eq!(
        first["broughtForward"],
        json!({ "minutes": 1_500_000 + 60, "cycles": 21_001 })
    );
    assert_eq!(
        first["carriedForward"],
        json!({ "minutes": 1_500_000 + 210, "cycles": 21_003 })
    );
    let second = json_of(
        app.get_as(&format!("{path}&page=2"), &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(second["items"][1]["date"], "2024-12-31");
    assert_eq!(
        second["broughtForward"],
        json!({ "minutes": 1_500_000, "cycles": 21_000 })
    );
    assert_eq!(second["carriedForward"], first["broughtForward"]);
    let book_view = json_of(
        app.get_as(&format!("/api/logbooks/{book}"), &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(book_view["entries"], 4);
    assert_eq!(book_view["ttsn"], 1_500_210);
}

#[tokio::test]
async fn inspections_documents_and_the_aircraft_page() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let pilot = fixtures::pilot(&app).await;
    let a = aircraft(&app, &admin, "9Q-CSF", "2025-01-01").await;
    fixtures::component(&app, &admin, "PCE-F1", "2025-01-01", Some((a, 2, 1))).await;
    fixtures::component(&app, &admin, "PCE-F2", "2025-01-01", Some((a, 3, 1))).await;
    fixtures::piece(&app, &admin, a, "2025-01-01").await;
    let book = fixtures::logbook(&app, &admin, "9Q-CSF").await;
    fixtures::entry(
        &app,
        &admin,
        book,
        &fixtures::entry_body("2025-02-01", 120, 2, pilot),
    )
    .await;

    // An item needs an interval; done, it tells what is left.
    let r = app
        .post_as(
            "/api/inspections",
            &admin,
            &json!({ "planecomposantId": a, "description": "Visite" }),
        )
        .await;
    assert_field_refused(r, "time").await;
    let item = fixtures::inspection(&app, &admin, a).await;
    let r = app
        .post_as(
            &format!("/api/inspections/{item}/done"),
            &admin,
            &json!({ "date": "2025-02-01", "serie": "CRS-2025-031" }),
        )
        .await;
    let done = json_of(r, StatusCode::OK).await;
    // The aircraft's counters at the end of that day; 100 h from then, nothing flown since.
    assert_eq!(done["data"]["timeBef"], 1_500_120);
    assert_eq!(done["data"]["timeAvantRevision"], 6000);
    assert_eq!(done["data"]["dateInspection"], "2025-02-01");
    assert_eq!(done["data"]["serie"], "CRS-2025-031");
    let r = app
        .delete_as(&format!("/api/inspections/{item}"), &admin)
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);

    // A document: a PDF checked by content, an expiry not before its issue, a file only staff
    // who may read documents get.
    let doc = fixtures::document(&app, &admin, a).await;
    assert_eq!(doc["contentType"], "application/pdf");
    let file = doc["file"].as_str().unwrap().to_string();
    let r = app.get_as(&file, &admin).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.bytes().await.unwrap().as_ref(), fixtures::PDF);
    let reader = app.member_with(&["afficher avion"]).await;
    assert_eq!(
        app.get_as(&file, &reader.token).await.status(),
        StatusCode::NOT_FOUND
    );
    let bad = fixtures::document_form(a, Some("2025-12-31")).text("dateEmission", "2026-01-10");
    let r = app.post_multipart_as("/api/documents", &admin, bad).await;
    assert_field_refused(r, "dateExpiration").await;
    let not_pdf = reqwest::multipart::Form::new()
        .text("planecomposantId", a.to_string())
        .text("serie", "X")
        .text("description", "X")
        .text("dateEmission", "2026-01-10")
        .part(
            "file",
            reqwest::multipart::Part::bytes(b"MZ not a document".to_vec()).file_name("x.pdf"),
        );
    let r = app
        .post_multipart_as("/api/documents", &admin, not_pdf)
        .await;
    assert_field_refused(r, "file").await;
    let no_file = reqwest::multipart::Form::new()
        .text("planecomposantId", a.to_string())
        .text("serie", "X")
        .text("description", "X")
        .text("dateEmission", "2026-01-10");
    let r = app
        .post_multipart_as("/api/documents", &admin, no_file)
        .await;
    assert_field_refused(r, "file").await;

    // The aircraft's page: everything, in a fixed number of queries.
    let (queries, r) = queries_during(app.get_as(&plane(a), &admin)).await;
    let page = json_of(r, StatusCode::OK).await;
    assert_eq!(page["immatriculation"], "9Q-CSF");
    assert_eq!(page["components"].as_array().unwrap().len(), 2);
    assert_eq!(page["components"][0]["disposition"], 2);
    assert_eq!(page["pieces"].as_array().unwrap().len(), 1);
    assert_eq!(page["inspections"][0]["serie"], "CRS-2025-031");
    assert_eq!(page["documents"][0]["serie"], "CDN-2026-017");
    assert_eq!(page["logbook"]["id"], book);
    assert_eq!(page["entries"][0]["flightTime"], 120);
    // The session, the aircraft with its logbook, one statement per block, and the four of its
    // due list (its status and next due items).
    assert!(queries <= 11, "{queries} queries");
    // Someone who may only read aircraft sees none of the blocks.
    let page = json_of(app.get_as(&plane(a), &reader.token).await, StatusCode::OK).await;
    assert_eq!(page["components"], Value::Null);
    assert_eq!(page["documents"], Value::Null);

    // Lists filter by aircraft and search.
    let other = aircraft(&app, &admin, "9Q-CSG", "2025-01-01").await;
    fixtures::piece(&app, &admin, other, "2025-01-01").await;
    let pieces = json_of(
        app.get_as(&format!("/api/pieces?planeId={a}"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(pieces["total"], 1);
    let pieces = json_of(
        app.get_as("/api/pieces?column=numberPart&q=23032", &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(pieces["total"], 2);
    let r = app.get_as("/api/pieces?planeId=0", &admin).await;
    assert_field_error(r, "planeId").await;
    let r = app.get_as("/api/documents?column=nope&q=x", &admin).await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    // An aircraft with records cannot be deleted.
    let r = app.delete_as(&plane(a), &admin).await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
}

/// Invariant 5 under random sequences of entries (added, edited, deleted), installations,
/// removals and overhauls: after every step, each item's counters equal what the rule computes
/// from the baselines, the entries and the installations (`domain::airworthiness`).
#[tokio::test]
async fn invariant_5_holds_under_random_sequences() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let pilot = fixtures::pilot(&app).await;
    let mut rng = Rng::new(16);
    let mut model = Model::default();
    let planes = [
        aircraft(&app, &admin, "9Q-PRA", "2025-01-01").await,
        aircraft(&app, &admin, "9Q-PRB", "2025-01-01").await,
    ];
    let mut books = BTreeMap::new();
    for (plane, registration) in planes.iter().zip(["9Q-PRA", "9Q-PRB"]) {
        model.items.insert(
            Key::Plane(*plane),
            Item::new(
                "2025-01-01",
                (1_500_000, 120_000, 21_000, 1_800),
                Vec::new(),
            ),
        );
        books.insert(*plane, fixtures::logbook(&app, &admin, registration).await);
    }
    let mut components = Vec::new();
    for (i, (plane, disposition)) in [(planes[0], 2), (planes[1], 3)].into_iter().enumerate() {
        let id = fixtures::component(
            &app,
            &admin,
            &format!("PCE-R{i}"),
            "2025-02-01",
            Some((plane, disposition, 1)),
        )
        .await;
        components.push(id);
        let stint = Stint {
            host: plane,
            from: "2025-02-01".into(),
            to: None,
        };
        let mut item = Item::new("2025-02-01", (600_000, 60_000, 8_000, 800), vec![stint]);
        item.positions.push((disposition, 1));
        model.items.insert(Key::Plane(id), item);
    }
    let mut pieces = Vec::new();
    for host in [components[0], planes[1], components[1]] {
        let id = fixtures::piece(&app, &admin, host, "2025-03-01").await;
        pieces.push(id);
        let stint = Stint {
            host,
            from: "2025-03-01".into(),
            to: None,
        };
        model.items.insert(
            Key::Piece(id),
            Item::new("2025-03-01", (3_000, 300, 40, 4), vec![stint]),
        );
    }
    let day = |rng: &mut Rng, from: &str| -> String {
        let start = soute::domain::period::parse_iso(from).unwrap();
        let d = start + time::Duration::days(rng.below(90));
        soute::domain::period::iso(d.min(time::macros::date!(2025 - 12 - 31)))
    };

    for step in 0..90 {
        let op = rng.below(10);
        match op {
            // Add an entry.
            0..=3 => {
                let plane = planes[rng.below(2) as usize];
                let date = day(&mut rng, "2025-01-01");
                let date = day(&mut rng, &date);
                let (m, c) = (1 + rng.below(1440), 1 + rng.below(50));
                let e = fixtures::entry(
                    &app,
                    &admin,
                    books[&plane],
                    &fixtures::entry_body(&date, m, c, pilot),
                )
                .await;
                model.entries.insert(
                    e["id"].as_i64().unwrap(),
                    (
                        plane,
                        date,
                        m,
                        c,
                        e["updatedAt"].as_str().unwrap().to_string(),
                    ),
                );
            }
            // Edit an entry: another day, other figures.
            4 if !model.entries.is_empty() => {
                let id = *model
                    .entries
                    .keys()
                    .nth(rng.below(model.entries.len() as i64) as usize)
                    .unwrap();
                let date = day(&mut rng, "2025-01-15");
                let (m, c) = (1 + rng.below(1440), 1 + rng.below(50));
                let mut body = fixtures::entry_body(&date, m, c, pilot);
                body["updatedAt"] = json!(model.entries[&id].4);
                let r = app
                    .put_as(&format!("/api/logbookentries/{id}"), &admin, &body)
                    .await;
                let e = json_of(r, StatusCode::OK).await;
                let plane = model.entries[&id].0;
                model.entries.insert(
                    id,
                    (
                        plane,
                        date,
                        m,
                        c,
                        e["data"]["updatedAt"].as_str().unwrap().to_string(),
                    ),
                );
            }
            // Delete an entry.
            5 if !model.entries.is_empty() => {
                let id = *model
                    .entries
                    .keys()
                    .nth(rng.below(model.entries.len() as i64) as usize)
                    .unwrap();
                let r = app
                    .delete_as(&format!("/api/logbookentries/{id}"), &admin)
                    .await;
                json_of(r, StatusCode::OK).await;
                model.entries.remove(&id);
            }
            // Remove or install a component.
            6 | 7 => {
                let id = components[rng.below(2) as usize];
                let key = Key::Plane(id);
                let last = model.items[&key].stints.last().cloned().unwrap();
                if last.to.is_none() {
                    let date = day(&mut rng, &last.from);
                    model.remove(&app, &admin, key, date).await;
                } else {
                    let date = day(&mut rng, last.to.as_deref().unwrap());
                    let plane = planes[rng.below(2) as usize];
                    let disposition = 2 + rng.below(2);
                    let r = app
                        .post_as(
                            &format!("/api/planecomposants/{id}/install"),
                            &admin,
                            &json!({ "planeId": plane, "disposition": disposition, "number": 1, "date": date }),
                        )
                        .await;
                    let taken = model.position_taken(id, plane, (disposition, 1), &date);
                    if taken {
                        assert_eq!(r.status(), StatusCode::CONFLICT, "step {step}");
                    } else {
                        json_of(r, StatusCode::OK).await;
                        let item = model.items.get_mut(&key).unwrap();
                        item.stints.push(Stint {
                            host: plane,
                            from: date,
                            to: None,
                        });
                        item.positions.push((disposition, 1));
                    }
                }
            }
            // Move a piece.
            8 => {
                let id = pieces[rng.below(3) as usize];
                let key = Key::Piece(id);
                let last = model.items[&key].stints.last().cloned().unwrap();
                if last.to.is_none() {
                    let date = day(&mut rng, &last.from);
                    model.remove(&app, &admin, key, date).await;
                } else {
                    let date = day(&mut rng, last.to.as_deref().unwrap());
                    let hosts = [planes[0], planes[1], components[0], components[1]];
                    let host = hosts[rng.below(4) as usize];
                    let r = app
                        .post_as(
                            &format!("/api/pieces/{id}/install"),
                            &admin,
                            &json!({ "planecomposantId": host, "date": date }),
                        )
                        .await;
                    json_of(r, StatusCode::OK).await;
                    model.items.get_mut(&key).unwrap().stints.push(Stint {
                        host,
                        from: date,
                        to: None,
                    });
                }
            }
            // Overhaul something.
            _ => {
                let keys: Vec<Key> = model.items.keys().copied().collect();
                let key = keys[rng.below(keys.len() as i64) as usize];
                let item = &model.items[&key];
                let floor = item
                    .overhauled_on
                    .clone()
                    .unwrap_or(item.baseline.date.clone());
                let date = day(&mut rng, &floor);
                let path = match key {
                    Key::Plane(id) => format!("/api/planecomposants/{id}/overhaul"),
                    Key::Piece(id) => format!("/api/pieces/{id}/overhaul"),
                };
                let r = app
                    .post_as(&path, &admin, &json!({ "date": date, "crs": "CRS-R" }))
                    .await;
                json_of(r, StatusCode::OK).await;
                model.items.get_mut(&key).unwrap().overhauled_on = Some(date);
            }
        }
        for (key, expected) in model.expected() {
            let path = match key {
                Key::Plane(id) => plane(id),
                Key::Piece(id) => piece(id),
            };
            let got = counters_of(&app, &admin, &path).await;
            assert_eq!(
                got,
                (expected.tsn, expected.tso, expected.csn, expected.cso),
                "step {step} (op {op}): {key:?}"
            );
        }
    }
}

/// A small deterministic generator (the same sequence on every run).
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    fn below(&mut self, n: i64) -> i64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n.max(1) as u64) as i64
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    Plane(i64),
    Piece(i64),
}

struct Item {
    baseline: Baseline,
    overhauled_on: Option<String>,
    stints: Vec<Stint>,
    /// A component's position during each of its stints.
    positions: Vec<(i64, i64)>,
}

impl Item {
    fn new(date: &str, (tsn, tso, csn, cso): (i64, i64, i64, i64), stints: Vec<Stint>) -> Item {
        Item {
            baseline: Baseline {
                date: date.into(),
                counters: Counters { tsn, tso, csn, cso },
            },
            overhauled_on: None,
            stints,
            positions: Vec::new(),
        }
    }
}

#[derive(Default)]
struct Model {
    items: BTreeMap<Key, Item>,
    /// Entry id → aircraft, date, minutes, cycles, updatedAt.
    entries: BTreeMap<i64, (i64, String, i64, i64, String)>,
}

impl Model {
    /// Removes an installed component or piece from `date` on, through the API and in the model.
    async fn remove(&mut self, app: &TestApp, admin: &str, key: Key, date: String) {
        let path = match key {
            Key::Plane(id) => format!("/api/planecomposants/{id}/remove"),
            Key::Piece(id) => format!("/api/pieces/{id}/remove"),
        };
        let r = app.post_as(&path, admin, &json!({ "date": date })).await;
        json_of(r, StatusCode::OK).await;
        let item = self.items.get_mut(&key).unwrap();
        item.stints.last_mut().unwrap().to = Some(date);
    }

    fn stints_of(&self, component: i64) -> Vec<Stint> {
        self.items
            .get(&Key::Plane(component))
            .map(|i| i.stints.clone())
            .unwrap_or_default()
    }

    fn expected(&self) -> Vec<(Key, Counters)> {
        self.items
            .iter()
            .map(|(key, item)| {
                let flights: Vec<Flight> = self
                    .entries
                    .values()
                    .filter(|(plane, date, ..)| match key {
                        Key::Plane(id) if item.stints.is_empty() => plane == id,
                        _ => flew_with(&item.stints, |c| self.stints_of(c), *plane, date),
                    })
                    .map(|(_, date, minutes, cycles, _)| Flight {
                        date,
                        minutes: *minutes,
                        cycles: *cycles,
                    })
                    .collect();
                (
                    *key,
                    counters(&item.baseline, item.overhauled_on.as_deref(), &flights),
                )
            })
            .collect()
    }

    /// Whether another component holds `position` of `plane` on `date` or later.
    fn position_taken(&self, component: i64, plane: i64, position: (i64, i64), date: &str) -> bool {
        self.items.iter().any(|(key, item)| {
            *key != Key::Plane(component)
                && matches!(key, Key::Plane(_))
                && item.stints.iter().zip(&item.positions).any(|(s, p)| {
                    s.host == plane && *p == position && s.to.as_deref().is_none_or(|to| to > date)
                })
        })
    }
}

/// A 400 that names `field`, with a message: the field is malformed.
async fn assert_field_error(r: reqwest::Response, field: &str) {
    assert_field_status(r, field, StatusCode::BAD_REQUEST).await;
}

/// A 422 that names `field`, with a message: well formed, refused by a rule (a record that does
/// not exist, a date relative to another or to today…).
async fn assert_field_refused(r: reqwest::Response, field: &str) {
    assert_field_status(r, field, StatusCode::UNPROCESSABLE_ENTITY).await;
}

async fn assert_field_status(r: reqwest::Response, field: &str, status: StatusCode) {
    let body = json_of(r, status).await;
    assert!(
        body["fields"][field].is_string(),
        "{field} not named: {body}"
    );
}

#[tokio::test]
async fn records_are_edited_and_deleted() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let a = aircraft(&app, &admin, "9Q-CSH", "2025-01-01").await;
    let b = aircraft(&app, &admin, "9Q-CSI", "2025-01-01").await;

    // A piece: edited (stale once), moved, overhauled, its history, deleted.
    let id = fixtures::piece(&app, &admin, a, "2025-01-01").await;
    let before = json_of(app.get_as(&piece(id), &admin).await, StatusCode::OK).await;
    assert_eq!(before["planeImmatriculation"], "9Q-CSH");
    let mut edit = fixtures::piece_body(a, "2025-01-01");
    edit["updatedAt"] = before["updatedAt"].clone();
    edit["libele"] = json!("Démarreur");
    edit["hourLife"] = json!(200_001);
    let r = app.put_as(&piece(id), &admin, &edit).await;
    assert_field_error(r, "hourLife").await;
    edit["hourLife"] = json!(5000);
    edit["ttso"] = json!(5000);
    let r = app.put_as(&piece(id), &admin, &edit).await;
    assert_field_refused(r, "ttso").await;
    edit["ttso"] = json!(300);
    edit["planecomposantId"] = json!(b);
    let r = app.put_as(&piece(id), &admin, &edit).await;
    assert_field_refused(r, "planecomposantId").await;
    edit["planecomposantId"] = json!(a);
    let saved = json_of(app.put_as(&piece(id), &admin, &edit).await, StatusCode::OK).await;
    assert_eq!(saved["data"]["libele"], "Démarreur");
    assert_eq!(saved["data"]["hourLife"], 5000);
    let r = app.put_as(&piece(id), &admin, &edit).await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let r = app
        .post_as(
            &format!("/api/pieces/{id}/remove"),
            &admin,
            &json!({ "date": "2025-05-01" }),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::OK).await["data"]["planecomposantId"],
        Value::Null
    );
    let r = app
        .post_as(
            &format!("/api/pieces/{id}/install"),
            &admin,
            &json!({ "planecomposantId": b, "date": "2025-04-01" }),
        )
        .await;
    assert_field_refused(r, "date").await;
    let r = app
        .post_as(
            &format!("/api/pieces/{id}/install"),
            &admin,
            &json!({ "planecomposantId": b, "date": "2025-05-01" }),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::OK).await["data"]["planeImmatriculation"],
        "9Q-CSI"
    );
    let r = app
        .post_as(
            &format!("/api/pieces/{id}/install"),
            &admin,
            &json!({ "planecomposantId": a, "date": "2025-06-01" }),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let crs = reqwest::multipart::Form::new()
        .text("date", "2025-06-01")
        .text("crs", "CRS-2025-077")
        .part(
            "file",
            reqwest::multipart::Part::bytes(fixtures::PDF.to_vec()).file_name("crs.pdf"),
        );
    let r = app
        .post_multipart_as(&format!("/api/pieces/{id}/overhaul"), &admin, crs)
        .await;
    assert_eq!(json_of(r, StatusCode::OK).await["data"]["ttso"], 0);
    let overhauls = json_of(
        app.get_as(&format!("/api/pieces/{id}/overhauls"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert!(
        overhauls[0]["file"]
            .as_str()
            .unwrap()
            .starts_with("/api/files/")
    );
    // A PDF is downloaded, never opened in the page (it may carry scripts).
    let file = app
        .get_as(overhauls[0]["file"].as_str().unwrap(), &admin)
        .await;
    assert_eq!(file.status(), StatusCode::OK);
    assert!(
        file.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .starts_with("attachment"),
    );
    let installs = json_of(
        app.get_as(&format!("/api/pieces/{id}/installations"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(installs.as_array().unwrap().len(), 2);
    assert_eq!(installs[0]["itemKind"], "piece");
    let r = app.delete_as(&piece(id), &admin).await;
    json_of(r, StatusCode::OK).await;
    assert_eq!(
        app.get_as(&piece(id), &admin).await.status(),
        StatusCode::NOT_FOUND
    );

    // An inspection item: edited, stale, deleted while never done.
    let item = fixtures::inspection(&app, &admin, a).await;
    let current = json_of(
        app.get_as(&format!("/api/inspections/{item}"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    let body = json!({
        "planecomposantId": a, "description": "Visite annuelle", "day": 365,
        "updatedAt": current["updatedAt"]
    });
    let r = app
        .put_as(&format!("/api/inspections/{item}"), &admin, &body)
        .await;
    assert_eq!(json_of(r, StatusCode::OK).await["data"]["day"], 365);
    let r = app
        .put_as(&format!("/api/inspections/{item}"), &admin, &body)
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let r = app
        .post_as(
            &format!("/api/inspections/{item}/done"),
            &admin,
            &json!({ "date": "2999-01-01", "serie": "" }),
        )
        .await;
    let errors = json_of(r, StatusCode::BAD_REQUEST).await;
    assert!(errors["fields"]["date"].is_string() && errors["fields"]["serie"].is_string());
    let r = app
        .delete_as(&format!("/api/inspections/{item}"), &admin)
        .await;
    json_of(r, StatusCode::OK).await;

    // A document: its file replaced, then deleted with it.
    let doc = fixtures::document(&app, &admin, a).await;
    let old_file = doc["file"].as_str().unwrap().to_string();
    let form = fixtures::document_form(a, None)
        .text("updatedAt", doc["updatedAt"].as_str().unwrap().to_string());
    let r = app
        .client
        .put(format!("{}/api/documents/{}", app.address, doc["id"]))
        .header("x-access-token", &admin)
        .multipart(form)
        .send()
        .await
        .unwrap();
    let saved = json_of(r, StatusCode::OK).await;
    assert_eq!(saved["data"]["dateExpiration"], Value::Null);
    assert_ne!(saved["data"]["file"], old_file);
    assert_eq!(
        app.get_as(&old_file, &admin).await.status(),
        StatusCode::NOT_FOUND
    );
    let r = app
        .delete_as(&format!("/api/documents/{}", doc["id"]), &admin)
        .await;
    json_of(r, StatusCode::OK).await;
    let new_file = saved["data"]["file"].as_str().unwrap();
    assert_eq!(
        app.get_as(new_file, &admin).await.status(),
        StatusCode::NOT_FOUND
    );

    // A logbook: moved to another aircraft while empty, edited, deleted.
    let book = fixtures::logbook(&app, &admin, "9Q-CSH").await;
    let current = json_of(
        app.get_as(&format!("/api/logbooks/{book}"), &admin).await,
        StatusCode::OK,
    )
    .await;
    let body =
        json!({ "plaque": "9Q-CSI", "description": "Carnet", "updatedAt": current["updatedAt"] });
    let r = app
        .put_as(&format!("/api/logbooks/{book}"), &admin, &body)
        .await;
    assert_eq!(json_of(r, StatusCode::OK).await["data"]["plaque"], "9Q-CSI");
    let r = app
        .delete_as(&format!("/api/logbooks/{book}"), &admin)
        .await;
    json_of(r, StatusCode::OK).await;
}

/// An aircraft flies at most 24 h a day: a flight beyond it is refused on its flight time, saying
/// what is left that day, when logged and when corrected; another day is free.
#[tokio::test]
async fn an_aircraft_logs_at_most_24_hours_of_flight_a_day() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let pilot = fixtures::pilot(&app).await;
    aircraft(&app, &admin, "9Q-CDX", "2025-01-01").await;
    let book = fixtures::logbook(&app, &admin, "9q-cdx").await;
    let path = format!("/api/logbooks/{book}/entries");
    let first = fixtures::entry(
        &app,
        &admin,
        book,
        &fixtures::entry_body("2025-03-01", 1380, 10, pilot),
    )
    .await;
    let r = app
        .post_as(
            &path,
            &admin,
            &fixtures::entry_body("2025-03-01", 61, 1, pilot),
        )
        .await;
    let e = json_of(r, StatusCode::CONFLICT).await;
    assert_eq!(
        e["fields"]["flightTime"],
        "Un avion vole au plus 24 h par jour : il reste 1:00 de vol le 2025-03-01 pour cet avion",
        "{e}"
    );
    fixtures::entry(
        &app,
        &admin,
        book,
        &fixtures::entry_body("2025-03-01", 60, 1, pilot),
    )
    .await;
    fixtures::entry(
        &app,
        &admin,
        book,
        &fixtures::entry_body("2025-03-02", 600, 3, pilot),
    )
    .await;
    // A correction counts the other flights of the day, not its own old figures.
    let mut edit = fixtures::entry_body("2025-03-01", 1381, 10, pilot);
    edit["updatedAt"] = first["updatedAt"].clone();
    let r = app
        .put_as(
            &format!("/api/logbookentries/{}", first["id"]),
            &admin,
            &edit,
        )
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    edit["flightTime"] = json!(1300);
    let r = app
        .put_as(
            &format!("/api/logbookentries/{}", first["id"]),
            &admin,
            &edit,
        )
        .await;
    json_of(r, StatusCode::OK).await;
}

/// An aircraft belongs to no branch: its records may be dated today wherever the agency works.
/// At 00:30 in Dar es Salaam (21:30 UTC the day before) a flight logged and an engine installed
/// on Dar's date are accepted; the day after that is still refused.
#[tokio::test]
async fn aircraft_records_may_be_dated_today_at_the_easternmost_branch() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let pilot = fixtures::pilot(&app).await;
    let a = aircraft(&app, &admin, "9Q-CDZ", "2026-01-01").await;
    let engine = fixtures::component(&app, &admin, "PCE-DZ", "2026-01-01", None).await;
    let book = fixtures::logbook(&app, &admin, "9q-cdz").await;
    let branch = fixtures::branch(&app, &admin, "Soute Dar").await;
    sqlx::query("UPDATE extensions SET timezone = 'Africa/Dar_es_Salaam' WHERE id = $1")
        .bind(branch)
        .execute(app.db.pool())
        .await
        .unwrap();
    app.config
        .clock
        .set(time::macros::datetime!(2026-11-20 21:30 UTC));
    fixtures::entry(
        &app,
        &admin,
        book,
        &fixtures::entry_body("2026-11-21", 60, 1, pilot),
    )
    .await;
    let r = app
        .post_as(
            &format!("/api/planecomposants/{engine}/install"),
            &admin,
            &json!({"planeId": a, "disposition": 2, "number": 1, "date": "2026-11-21"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK, "{}", r.text().await.unwrap());
    let r = app
        .post_as(
            &format!("/api/logbooks/{book}/entries"),
            &admin,
            &fixtures::entry_body("2026-11-22", 60, 1, pilot),
        )
        .await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
}
