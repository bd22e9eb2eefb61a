//! The fleet's due list (issue 17): every limit of an aircraft's pieces, inspection items and
//! documents assessed with the forecast from its last 90 days of logbook; the aircraft's status
//! on its views; and the interlock — no manifest created on, moved onto or validated for a
//! grounded aircraft.

use reqwest::StatusCode;
use serde_json::{Value, json};
use time::{Date, Duration, OffsetDateTime};

use crate::{fixtures, helpers::*};

fn today() -> Date {
    OffsetDateTime::now_utc().date()
}

/// Today plus `days`, `YYYY-MM-DD`.
fn day(days: i64) -> String {
    (today() + Duration::days(days)).to_string()
}

fn item<'a>(list: &'a Value, key: &str) -> &'a Value {
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["key"] == key)
        .unwrap_or_else(|| panic!("{key} in {list:#}"))
}

fn count_of(list: &Value, status: &str) -> i64 {
    list["counts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["status"] == status)
        .unwrap()["count"]
        .as_i64()
        .unwrap()
}

async fn due(app: &TestApp, token: &str, query: &str) -> Value {
    json_of(
        app.get_as(&format!("/api/due?{query}"), token).await,
        StatusCode::OK,
    )
    .await
}

fn document_form(plane: i64, description: &str, expiry: &str) -> reqwest::multipart::Form {
    reqwest::multipart::Form::new()
        .text("planecomposantId", plane.to_string())
        .text("serie", "CDN-2026-017")
        .text("description", description.to_string())
        .text("dateEmission", "2026-01-10")
        .text("dateExpiration", expiry.to_string())
        .part(
            "file",
            reqwest::multipart::Part::bytes(fixtures::PDF.to_vec())
                .file_name("doc.pdf")
                .mime_str("application/pdf")
                .unwrap(),
        )
}

/// A document of `plane` described `description`, expiring on `expiry`.
async fn document(app: &TestApp, token: &str, plane: i64, description: &str, expiry: &str) -> i64 {
    let form = document_form(plane, description, expiry);
    let r = app.post_multipart_as("/api/documents", token, form).await;
    json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap()
}

#[tokio::test]
async fn every_limit_is_assessed_with_its_forecast_and_the_worst_decides() {
    let app = spawn_app().await;
    let y = fixtures::yard(&app).await;
    let admin = &y.c.admin;
    let plane = y.plane;
    let registration = json_of(
        app.get_as(&format!("/api/planecomposants/{plane}"), admin)
            .await,
        StatusCode::OK,
    )
    .await["immatriculation"]
        .as_str()
        .unwrap()
        .to_string();
    // 90 days of use: 180 minutes and 2 cycles 10 days ago; an older flight is outside it.
    let pilot = fixtures::pilot(&app).await;
    let book = fixtures::logbook(&app, admin, &registration).await;
    fixtures::entry(
        &app,
        admin,
        book,
        &fixtures::entry_body(&day(-10), 180, 2, pilot),
    )
    .await;
    fixtures::entry(
        &app,
        admin,
        book,
        &fixtures::entry_body(&day(-95), 600, 5, pilot),
    )
    .await;

    // A piece installed today: life 6 000 h from TSN 3 000 min; 100 h of service from today.
    let piece = fixtures::piece(&app, admin, plane, &day(0)).await;
    // An inspection every 100 h, done 5 days ago at the aircraft's counters then.
    let every_100 = fixtures::inspection(&app, admin, plane).await;
    let r = app
        .post_as(
            &format!("/api/inspections/{every_100}/done"),
            admin,
            &json!({ "date": day(-5), "serie": "CRS-1" }),
        )
        .await;
    json_of(r, StatusCode::OK).await;
    // A certificate expiring in 10 days.
    let cdn = document(&app, admin, plane, "Certificat de navigabilité", &day(10)).await;

    let list = due(&app, admin, &format!("planeId={plane}")).await;
    assert_eq!(list["today"], day(0));
    assert_eq!(
        list["thresholds"],
        json!({"days": 30, "hours": 50, "cycles": 50})
    );
    assert_eq!(list["planes"][0]["status"], "EnService");
    // 180 minutes over 90 days: 2 a day; 2 cycles: 0.0 a day rounds to 0.0.
    assert_eq!(list["planes"][0]["minutesPerDay"], 2);

    let life = item(&list, &format!("piece:{piece}:life:hours"));
    assert_eq!(life["itemKind"], "piece");
    assert_eq!(life["planeImmatriculation"], registration);
    assert_eq!(life["interval"], 6000);
    assert_eq!(life["dueMinutes"], 360_000);
    assert_eq!(life["remaining"], 357_000);
    assert_eq!(life["status"], "ok");
    // 357 000 minutes at 180 per 90 days: 178 500 days, beyond the forecast's 200 years cap.
    assert!(life["projectedDate"].is_string());
    let service = item(&list, &format!("piece:{piece}:service:hours"));
    assert_eq!(service["remaining"], 6000);
    // 6 000 minutes at 2 a day: 3 000 days.
    assert_eq!(service["projectedDate"], day(3000));

    // 100 h from the counters of 5 days ago, nothing counted since (the flights predate the
    // aircraft's baseline): 6 000 minutes left.
    let hundred = item(&list, &format!("inspection:{every_100}:inspection:hours"));
    assert_eq!(hundred["remaining"], 6000);
    assert_eq!(hundred["status"], "ok");
    let expiry = item(&list, &format!("document:{cdn}:expiry:days"));
    assert_eq!(
        (expiry["remaining"].as_i64(), expiry["status"].as_str()),
        (Some(10), Some("bientot"))
    );
    assert_eq!(expiry["dueDate"], day(10));
    assert_eq!(expiry["projectedDate"], day(10));
    // Sorted by projected date: the certificate first.
    assert_eq!(
        list["items"][0]["key"],
        format!("document:{cdn}:expiry:days")
    );
    assert_eq!(count_of(&list, "bientot"), 1);
    assert_eq!(count_of(&list, "depasse"), 0);
    assert_eq!(list["total"], list["items"].as_array().unwrap().len());

    // Filters: by status, by horizon (what is past, soon, or projected within it).
    let soon = due(&app, admin, &format!("planeId={plane}&status=bientot")).await;
    assert_eq!(soon["total"], 1);
    assert_eq!(count_of(&soon, "ok"), count_of(&list, "ok"));
    let near = due(&app, admin, &format!("planeId={plane}&horizonDays=100")).await;
    assert_eq!(near["total"], 1);
    let far = due(&app, admin, &format!("planeId={plane}&horizonDays=3650")).await;
    assert!(far["total"].as_i64().unwrap() > 1);

    // An item never performed is due now and grounds the aircraft.
    let r = app
        .post_as(
            "/api/inspections",
            admin,
            &json!({ "planecomposantId": plane, "description": "Visite annuelle", "day": 365 }),
        )
        .await;
    let annual = json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap();
    let list = due(&app, admin, &format!("planeId={plane}")).await;
    let never = item(&list, &format!("inspection:{annual}:inspection:days"));
    assert_eq!(never["remaining"], Value::Null);
    assert_eq!(never["status"], "depasse");
    assert_eq!(never["projectedDate"], day(0));
    assert_eq!(list["planes"][0]["status"], "Immobilise");
    assert_eq!(list["planes"][0]["overdue"], 1);
    // Performed a year ago to the day: due today, not yet past.
    let r = app
        .post_as(
            &format!("/api/inspections/{annual}/done"),
            admin,
            &json!({ "date": day(-365), "serie": "CRS-2" }),
        )
        .await;
    json_of(r, StatusCode::OK).await;
    let list = due(&app, admin, &format!("planeId={plane}")).await;
    let annual_due = item(&list, &format!("inspection:{annual}:inspection:days"));
    assert_eq!(
        (
            annual_due["remaining"].as_i64(),
            annual_due["status"].as_str()
        ),
        (Some(0), Some("bientot"))
    );
    assert_eq!(list["planes"][0]["status"], "EnService");

    // Another aircraft's list does not hold these; the fleet's holds both.
    let other = fixtures::aircraft(&app, admin, &short_id()).await;
    let theirs = due(&app, admin, &format!("planeId={other}")).await;
    assert_eq!(theirs["total"], 0);
    assert_eq!(theirs["planes"][0]["status"], "EnService");
    let fleet = due(&app, admin, "").await;
    assert!(fleet["planes"].as_array().unwrap().len() >= 2);
}

#[tokio::test]
async fn a_renewal_entered_as_a_new_document_lifts_the_old_expiry() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let plane = fixtures::aircraft(&app, &admin, &short_id()).await;
    let old = document(&app, &admin, plane, "Assurance", &day(-1)).await;
    let list = due(&app, &admin, &format!("planeId={plane}")).await;
    assert_eq!(
        item(&list, &format!("document:{old}:expiry:days"))["status"],
        "depasse"
    );
    assert_eq!(list["planes"][0]["status"], "Immobilise");
    let renewal = document(&app, &admin, plane, " assurance ", &day(364)).await;
    let list = due(&app, &admin, &format!("planeId={plane}")).await;
    assert_eq!(list["total"], 1);
    assert_eq!(
        list["items"][0]["key"],
        format!("document:{renewal}:expiry:days")
    );
    assert_eq!(list["planes"][0]["status"], "EnService");
}

#[tokio::test]
async fn a_manifest_cannot_leave_on_a_grounded_aircraft() {
    let app = spawn_app().await;
    let y = fixtures::yard(&app).await;
    let admin = &y.c.admin;
    let (_, w) = fixtures::loaded_waybill(&app, &y).await;
    let line = w["waybilldetails"][0]["id"].as_i64().unwrap();
    let registration = json_of(
        app.get_as(&format!("/api/planecomposants/{}", y.plane), admin)
            .await,
        StatusCode::OK,
    )
    .await["immatriculation"]
        .as_str()
        .unwrap()
        .to_string();

    // The insurance expired yesterday: no manifest on it.
    let insurance = document(&app, admin, y.plane, "Assurance", &day(-1)).await;
    let stamp = json_of(
        app.get_as(&format!("/api/documents/{insurance}"), admin)
            .await,
        StatusCode::OK,
    )
    .await["updatedAt"]
        .clone();
    let r = app
        .post_as(
            "/api/manifests",
            &y.mover.token,
            &fixtures::manifest_body(&y, &[(line, 1)]),
        )
        .await;
    let e = json_of(r, StatusCode::CONFLICT).await;
    assert_eq!(e["code"], "aircraft_grounded");
    let msg = e["msg"].as_str().unwrap();
    assert!(
        msg.contains(&format!("L'avion {registration} est immobilisé")),
        "{msg}"
    );
    assert!(
        msg.contains("Assurance — N° CDN-2026-017 (en retard de 1 jour)"),
        "{msg}"
    );
    // Nothing moved: the waybill line still holds its pieces.
    assert_eq!(
        fixtures::count(&app, "SELECT COUNT(*) FROM manifests").await,
        0,
        "no manifest written"
    );
    // In English too.
    let r = app
        .client
        .post(app.url("/api/manifests"))
        .header("x-access-token", &y.mover.token)
        .header("Accept-Language", "en")
        .json(&fixtures::manifest_body(&y, &[(line, 1)]))
        .send()
        .await
        .unwrap();
    let e = json_of(r, StatusCode::CONFLICT).await;
    assert!(
        e["msg"]
            .as_str()
            .unwrap()
            .starts_with(&format!("Aircraft {registration} is grounded: Assurance")),
        "{e}"
    );

    // Renewed (its expiry moved on): the manifest goes through.
    let form = document_form(y.plane, "Assurance", &day(365))
        .text("updatedAt", stamp.as_str().unwrap().to_string());
    let r = app
        .client
        .put(app.url(&format!("/api/documents/{insurance}")))
        .header("x-access-token", admin)
        .multipart(form)
        .send()
        .await
        .unwrap();
    json_of(r, StatusCode::OK).await;
    let m = fixtures::create_manifest(&app, &y, &[(line, 1)]).await;
    let mid = m["id"].as_i64().unwrap();

    // Grounded again (an item never performed): it may not be validated to Arriver…
    let r = app
        .post_as(
            "/api/inspections",
            admin,
            &json!({ "planecomposantId": y.plane, "description": "Visite 50 h", "time": 50 }),
        )
        .await;
    let item = json_of(r, StatusCode::CREATED).await["data"]["id"]
        .as_i64()
        .unwrap();
    let validate = json!({"status": "Arriver", "departureDate": day(0)});
    let path = format!("/api/manifests/{mid}/validate");
    let e = json_of(
        app.post_as(&path, &y.mover.token, &validate).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(e["code"], "aircraft_grounded");
    assert!(
        e["msg"]
            .as_str()
            .unwrap()
            .contains("Visite 50 h (jamais effectuée)")
    );
    let status: String = sqlx::query_scalar("SELECT status FROM manifests WHERE id = $1")
        .bind(mid)
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(status, "EnCours");
    // …nor may another manifest be moved onto it, while edits that keep it elsewhere pass.
    let good = fixtures::aircraft(&app, admin, &short_id()).await;
    let mut elsewhere = fixtures::manifest_body(&y, &[(line, 1)]);
    elsewhere["planeId"] = json!(good);
    elsewhere["updatedAt"] = m["updatedAt"].clone();
    let moved = json_of(
        app.put_as(&format!("/api/manifests/{mid}"), &y.mover.token, &elsewhere)
            .await,
        StatusCode::OK,
    )
    .await;
    let mut back = fixtures::manifest_body(&y, &[(line, 1)]);
    back["updatedAt"] = moved["data"]["updatedAt"].clone();
    let e = json_of(
        app.put_as(&format!("/api/manifests/{mid}"), &y.mover.token, &back)
            .await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(e["code"], "aircraft_grounded");
    // On the aircraft in service it is validated.
    json_of(
        app.post_as(&path, &y.mover.token, &validate).await,
        StatusCode::OK,
    )
    .await;
    // The item performed: the first aircraft is back in service.
    let r = app
        .post_as(
            &format!("/api/inspections/{item}/done"),
            admin,
            &json!({ "date": day(0), "serie": "CRS-3" }),
        )
        .await;
    json_of(r, StatusCode::OK).await;
    fixtures::create_manifest(&app, &y, &[(line, 1)]).await;
}

#[tokio::test]
async fn aircraft_views_carry_their_status_and_next_due_items() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let grounded = fixtures::aircraft(&app, &admin, &short_id()).await;
    let fine = fixtures::aircraft(&app, &admin, &short_id()).await;
    for (n, expiry) in [(-3, "A"), (5, "B"), (40, "C"), (90, "D")] {
        document(
            &app,
            &admin,
            grounded,
            &format!("Document {expiry}"),
            &day(n),
        )
        .await;
    }
    let list = json_of(
        app.get_as("/api/planecomposants?category=1&per_page=100", &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    let view = |id: i64| {
        list["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == id)
            .unwrap()
            .clone()
    };
    assert_eq!(view(grounded)["status"], "Immobilise");
    assert_eq!(view(fine)["status"], "EnService");
    let next: Vec<String> = view(grounded)["nextDue"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["status"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(next, ["depasse", "bientot", "ok"]);
    assert_eq!(view(fine)["nextDue"], json!([]));
    let detail = json_of(
        app.get_as(&format!("/api/planecomposants/{grounded}"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(detail["status"], "Immobilise");
    assert_eq!(detail["nextDue"].as_array().unwrap().len(), 3);
    // A component has neither.
    let engine = fixtures::component(&app, &admin, &short_id(), "2026-01-01", None).await;
    let c = json_of(
        app.get_as(&format!("/api/planecomposants/{engine}"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        (c["status"].clone(), c["nextDue"].clone()),
        (Value::Null, Value::Null)
    );
    // Someone who may see aircraft but not the due list sees the status, not the items.
    let viewer = app.member_with(&["afficher avion"]).await;
    let d = json_of(
        app.get_as(&format!("/api/planecomposants/{grounded}"), &viewer.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(d["status"], "Immobilise");
    assert_eq!(d["nextDue"], Value::Null);
    let r = app.get_as("/api/due", &viewer.token).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn the_due_list_exports_as_csv_and_refuses_bad_filters() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let plane = fixtures::aircraft(&app, &admin, &short_id()).await;
    document(&app, &admin, plane, "Assurance", &day(-12)).await;
    fixtures::inspection(&app, &admin, plane).await;
    let r = app
        .get_as(&format!("/api/due?planeId={plane}&format=csv"), &admin)
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(
        r.headers()["content-type"].to_str().unwrap(),
        "text/csv; charset=utf-8"
    );
    assert!(
        r.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .starts_with("attachment; filename=\"echeancier-")
    );
    let text = r.text().await.unwrap();
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(
        lines[0],
        "Avion;Élément;Monté sur;Limite;Unité;Intervalle;Échéance;Reste;Statut;Date prévue"
    );
    let expired = (today() - Duration::days(12))
        .format(time::macros::format_description!("[day]/[month]/[year]"))
        .unwrap();
    assert!(
        lines.iter().any(|l| l.ends_with(&format!(
            ";Assurance — N° CDN-2026-017;;Expiration;jours;;{expired};-12;Dépassé;{expired}"
        ))),
        "{text}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains(";Visite 100 h;;Inspection;heures;100;;;Dépassé;")),
        "{text}"
    );
    assert_eq!(lines.len(), 3, "a header and two rows, no totals: {text}");
    let en = app
        .get_in(
            &format!("/api/due?planeId={plane}&format=csv"),
            &admin,
            "en",
        )
        .await
        .text()
        .await
        .unwrap();
    assert!(en.contains(
        "Aircraft,Item,Installed on,Limit,Unit,Interval,Due at,Remaining,Status,Projected date"
    ));
    assert!(en.contains(",Overdue,"));

    for (query, field) in [
        ("status=late", "status"),
        ("horizonDays=0", "horizonDays"),
        ("horizonDays=3651", "horizonDays"),
        ("horizonDays=1.5", "horizonDays"),
        ("planeId=abc", "planeId"),
        ("format=pdf", "format"),
    ] {
        let r = app.get_as(&format!("/api/due?{query}"), &admin).await;
        let e = json_of(r, StatusCode::BAD_REQUEST).await;
        assert!(e["fields"][field].is_string(), "{query}: {e}");
    }
    let e = json_of(
        app.get_as("/api/due?status=late", &admin).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(
        e["fields"]["status"],
        "Statut invalide : ok, bientot ou depasse"
    );
    let r = app.get_as("/api/due?planeId=999999", &admin).await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    // A component is not an aircraft with a due list.
    let engine = fixtures::component(&app, &admin, &short_id(), "2026-01-01", None).await;
    let r = app
        .get_as(&format!("/api/due?planeId={engine}"), &admin)
        .await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_thresholds_come_from_the_configuration() {
    let app = spawn_app_with(|c| {
        c.due = soute::domain::due::Thresholds {
            days: 5,
            minutes: 60,
            cycles: 1,
        }
    })
    .await;
    let admin = app.admin_token().await;
    let plane = fixtures::aircraft(&app, &admin, &short_id()).await;
    let cdn = document(&app, &admin, plane, "CDN", &day(10)).await;
    let list = due(&app, &admin, &format!("planeId={plane}")).await;
    assert_eq!(
        list["thresholds"],
        json!({"days": 5, "hours": 1, "cycles": 1})
    );
    assert_eq!(
        item(&list, &format!("document:{cdn}:expiry:days"))["status"],
        "ok"
    );
}

/// No seat is sold on a manifest whose aircraft is *Immobilisé*: 409 naming what is past due, as
/// for the manifest itself; nothing is written.
#[tokio::test]
async fn no_ticket_is_sold_on_a_grounded_aircraft() {
    let app = spawn_app().await;
    let y = fixtures::yard(&app).await;
    let admin = &y.c.admin;
    let m = fixtures::open_manifest(&app, &y).await["id"]
        .as_i64()
        .unwrap();
    // The insurance expired yesterday, after the manifest was made.
    document(&app, admin, y.plane, "Assurance", &day(-1)).await;
    let r = app
        .post_as(
            "/api/billets",
            admin,
            &fixtures::billet_body(m, &fixtures::unique_tel()),
        )
        .await;
    let e = json_of(r, StatusCode::CONFLICT).await;
    assert_eq!(e["code"], "aircraft_grounded");
    assert!(e["msg"].as_str().unwrap().contains("Assurance"), "{e}");
    assert_eq!(
        fixtures::count(&app, "SELECT COUNT(*) FROM billets").await,
        0
    );
}

/// A flight of an aircraft *Immobilisé* that day is a ferry flight: refused (409 naming what is
/// past due) until the agent confirms it with a reason, which the entry and the journal keep. A
/// flight of a day it was not yet grounded needs nothing.
#[tokio::test]
async fn a_grounded_aircraft_logs_a_flight_only_as_a_confirmed_ferry_flight() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let pilot = fixtures::pilot(&app).await;
    let plane = fixtures::aircraft(&app, &admin, "9Q-FRY").await;
    let book = fixtures::logbook(&app, &admin, "9q-fry").await;
    document(&app, &admin, plane, "Assurance", &day(-1)).await;
    let path = format!("/api/logbooks/{book}/entries");

    let r = app
        .post_as(&path, &admin, &fixtures::entry_body(&day(0), 90, 1, pilot))
        .await;
    let e = json_of(r, StatusCode::CONFLICT).await;
    assert_eq!(e["code"], "aircraft_grounded");
    assert!(e["msg"].as_str().unwrap().contains("Assurance"), "{e}");
    assert_eq!(
        fixtures::count(&app, "SELECT COUNT(*) FROM logbook_entries").await,
        0
    );

    let mut ferry = fixtures::entry_body(&day(0), 90, 1, pilot);
    ferry["ferryReason"] = json!("Convoyage vers Goma pour visite, permis DGAC n° 42");
    let saved = fixtures::entry(&app, &admin, book, &ferry).await;
    assert_eq!(
        saved["ferryReason"],
        "Convoyage vers Goma pour visite, permis DGAC n° 42"
    );
    let journal = json_of(
        app.get_as("/api/audit?resource=logbook_entries", &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        journal["items"][0]["changes"]["ferryReason"],
        "Convoyage vers Goma pour visite, permis DGAC n° 42"
    );

    // Before the insurance expired it flew freely; no reason is kept for such a flight.
    let mut before = fixtures::entry_body(&day(-5), 60, 1, pilot);
    before["ferryReason"] = json!("sans objet");
    let earlier = fixtures::entry(&app, &admin, book, &before).await;
    assert_eq!(earlier["ferryReason"], Value::Null);
}
