//! Waybills and manifests: the parcel ledger's moves, their state rules, and races for the same
//! pieces (DESIGN §3). The invariants are checked in the database after every step.

use futures_util::future::join_all;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    fixtures::{
        self, MOVER, Yard, assert_invariants, count, create_manifest, create_waybill,
        loaded_waybill, manifest_body, validate_waybill, waybill_body, yard,
    },
    helpers::{TestApp, json_of, json_of_refusal, spawn_app},
};

async fn get(app: &TestApp, path: &str, token: &str) -> Value {
    json_of(app.get_as(path, token).await, StatusCode::OK).await
}

async fn expedition(app: &TestApp, y: &Yard, id: &Value) -> Value {
    get(app, &format!("/api/expeditions/{id}"), &y.c.agent.token).await
}

async fn parcel(app: &TestApp, y: &Yard, id: i64) -> Value {
    get(app, &format!("/api/packags/{id}"), &y.c.agent.token).await
}

#[tokio::test]
async fn a_waybill_takes_pieces_from_stock_and_gives_them_back() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let x = fixtures::register(&app, &y.c, json!(5)).await;
    let (p0, p1) = (
        x["packags"][0]["id"].as_i64().unwrap(),
        x["packags"][1]["id"].as_i64().unwrap(),
    );

    // One of the two pieces of the first parcel (3 kg for 2): 1.5 kg moves with it.
    let r = app
        .post_as(
            "/api/waybills",
            &y.mover.token,
            &waybill_body(&y, &[(p0, 1)]),
        )
        .await;
    let answer = json_of(r, StatusCode::CREATED).await;
    assert_eq!(answer["msg"], "Bordereau enregistré");
    let w = &answer["data"];
    assert_eq!(w["ref_waybill"], "COL-000001");
    assert_eq!(w["status"], "EnCours");
    assert_eq!(
        w["originId"], y.c.branch,
        "origin defaults to the agent's branch"
    );
    assert_eq!(w["quantity"], 1);
    assert_eq!(w["weight"], 1.5);
    assert_eq!(w["waybill_driver"]["name"], "Jean Chauffeur");
    assert_eq!(w["agency"]["id"], y.c.branch);
    assert_eq!(
        w["waybilldetails"][0]["packag"]["ref_packag"],
        "EXP-000001-1"
    );
    assert_eq!(
        w["waybilldetails"][0]["expedition"]["ref_expedition"],
        "EXP-000001"
    );
    let p = parcel(&app, &y, p0).await;
    assert_eq!(
        (p["quantityRestant"].clone(), p["quantityWaybill"].clone()),
        (json!(1), json!(1))
    );
    assert_eq!(
        (p["weightRestant"].clone(), p["weightWaybill"].clone()),
        (json!(1.5), json!(1.5))
    );
    assert_eq!(expedition(&app, &y, &x["id"]).await["status"], "EnCours");
    assert_invariants(&app).await;

    // Lists, counts, search.
    let id = w["id"].as_i64().unwrap();
    let list = get(&app, "/api/waybills?status=EnCours", &y.mover.token).await;
    assert_eq!(list["total"], 1);
    assert_eq!(list["items"][0]["vehicle"]["id"], y.vehicle);
    let none = get(&app, "/api/waybills?status=EnAttente", &y.mover.token).await;
    assert_eq!(none["total"], 0);
    let found = get(
        &app,
        "/api/waybills?column=ref_waybill&q=col-0000",
        &y.mover.token,
    )
    .await;
    assert_eq!(found["total"], 1);
    let by_driver = get(
        &app,
        "/api/waybills?column=driver.name&q=chauff",
        &y.mover.token,
    )
    .await;
    assert_eq!(by_driver["total"], 1);
    let counts = get(&app, "/api/waybills/counts", &y.mover.token).await;
    assert_eq!(
        counts,
        json!([{"status": "EnCours", "count": 1, "capped": false}, {"status": "EnAttente", "count": 0, "capped": false}, {"status": "Expedié", "count": 0, "capped": false}])
    );
    let stage = get(&app, "/api/packags?stage=waybill", &y.c.agent.token).await;
    assert_eq!(stage["total"], 1);

    // The composition is what the edit lists: both pieces of the first parcel, the second parcel.
    let mut body = waybill_body(&y, &[(p0, 2), (p1, 1)]);
    body["updatedAt"] = w["updatedAt"].clone();
    let r = app
        .put_as(&format!("/api/waybills/{id}"), &y.mover.token, &body)
        .await;
    let w = json_of(r, StatusCode::OK).await["data"].clone();
    assert_eq!(w["quantity"], 3);
    assert_eq!(w["weight"], 3.333);
    assert_eq!(w["lines"], 2);
    assert_eq!(expedition(&app, &y, &x["id"]).await["quantityRestant"], 0);
    assert_invariants(&app).await;
    // The same edit again started from a stale copy.
    let r = app
        .put_as(&format!("/api/waybills/{id}"), &y.mover.token, &body)
        .await;
    assert_eq!(json_of(r, StatusCode::CONFLICT).await["code"], "conflict");

    // A line taken off goes back to stock.
    let line = w["waybilldetails"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["packagId"] == p1)
        .unwrap()["id"]
        .clone();
    let r = app
        .delete_as(&format!("/api/waybilldetails/{line}"), &y.mover.token)
        .await;
    let answer = json_of(r, StatusCode::OK).await;
    assert_eq!(answer["msg"], "Colis retiré du bordereau et remis en stock");
    assert_eq!(answer["data"]["quantity"], 2);
    assert_eq!(parcel(&app, &y, p1).await["quantityRestant"], 1);
    assert_invariants(&app).await;

    // Deleting the waybill in preparation puts everything back.
    let r = app
        .delete_as(&format!("/api/waybills/{id}"), &y.mover.token)
        .await;
    assert_eq!(
        json_of(r, StatusCode::OK).await["msg"],
        "Bordereau supprimé : ses colis sont revenus en stock"
    );
    let x = expedition(&app, &y, &x["id"]).await;
    assert_eq!(x["status"], "EnStock");
    assert_eq!(x["quantityRestant"], 3);
    assert_eq!(x["weightRestant"], 3.333);
    assert_eq!(
        app.get_as(&format!("/api/waybills/{id}"), &y.mover.token)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    assert_invariants(&app).await;
    // Nothing of it moved any more: the expedition could be deleted again, were its 5 $ not
    // paid (money is never deleted: 409 until its payment is cancelled).
    let r = app
        .delete_as(&format!("/api/expeditions/{}", x["id"]), &y.c.agent.token)
        .await;
    let body = json_of(r, StatusCode::CONFLICT).await;
    assert!(
        body["msg"]
            .as_str()
            .unwrap()
            .starts_with("Annulez d'abord ses paiements"),
        "{body}"
    );
}

#[tokio::test]
async fn bad_waybills_are_refused_and_nothing_is_written() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let x = fixtures::register(&app, &y.c, json!(5)).await;
    let p0 = x["packags"][0]["id"].as_i64().unwrap();
    let token = &y.mover.token;

    let r = app
        .post_as("/api/waybills", token, &json!({"packags": []}))
        .await;
    let e = json_of(r, StatusCode::BAD_REQUEST).await;
    for field in ["driverId", "vehicleId", "destinationId"] {
        assert!(e["fields"][field].is_string(), "{field}: {e}");
    }
    // A client is not a driver; unknown vehicle and branch.
    let mut body = waybill_body(&y, &[(p0, 1)]);
    body["driverId"] = json!(y.c.sender);
    body["vehicleId"] = json!(999_999);
    body["destinationId"] = json!(999_999);
    let e = json_of(
        app.post_as("/api/waybills", token, &body).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(
        e["fields"]["driverId"],
        "Choisissez un chauffeur (profil Chauffeur)"
    );
    assert_eq!(e["fields"]["vehicleId"], "Ce véhicule n'existe pas");
    assert_eq!(e["fields"]["destinationId"], "Cette agence n'existe pas");
    // A waybill and a manifest go from one branch to another (DESIGN §3).
    for (path, mut body) in [
        ("/api/waybills", waybill_body(&y, &[(p0, 1)])),
        ("/api/manifests", manifest_body(&y, &[])),
    ] {
        body["destinationId"] = json!(y.c.branch);
        let e = json_of(
            app.post_as(path, token, &body).await,
            StatusCode::UNPROCESSABLE_ENTITY,
        )
        .await;
        assert_eq!(
            e["fields"]["destinationId"], "L'origine et la destination doivent être différentes",
            "{path}"
        );
    }
    // It carries only parcels in stock at its origin: one leaving from the other branch cannot take
    // a parcel registered here.
    let mut body = waybill_body(&y, &[(p0, 1)]);
    body["originId"] = json!(y.c.other);
    body["destinationId"] = json!(y.c.branch);
    let e = json_of(
        app.post_as("/api/waybills", token, &body).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(
        e["fields"]["packags.0.id"],
        "EXP-000001-1 n'est pas en stock à l'agence de départ de ce bordereau"
    );
    // Unknown parcel, no pieces, the same parcel twice.
    let cases = [
        (vec![(999_999, 1)], "packags.0.id"),
        (vec![(p0, 0)], "packags.0.quantity"),
        (vec![(p0, 1), (p0, 1)], "packags.1.id"),
    ];
    for (loads, field) in cases {
        let r = app
            .post_as("/api/waybills", token, &waybill_body(&y, &loads))
            .await;
        let e = json_of_refusal(r).await;
        assert!(e["fields"][field].is_string(), "{field}: {e}");
    }
    // More than in stock: 409 naming the line, nothing written.
    let r = app
        .post_as("/api/waybills", token, &waybill_body(&y, &[(p0, 3)]))
        .await;
    let e = json_of(r, StatusCode::CONFLICT).await;
    assert_eq!(
        e["msg"],
        "Quantité insuffisante : EXP-000001-1 n'a plus que 2 pièce(s) disponible(s)"
    );
    assert!(e["fields"]["packags.0.quantity"].is_string());
    assert_eq!(count(&app, "SELECT COUNT(*) FROM waybills").await, 0);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM waybilldetails").await, 0);
    assert_eq!(parcel(&app, &y, p0).await["quantityRestant"], 2);
    // Unknown waybills.
    for path in ["/api/waybills/999999", "/api/my/waybills/999999"] {
        let status = app.get_as(path, token).await.status();
        assert!(status == StatusCode::NOT_FOUND || status == StatusCode::FORBIDDEN);
    }
    let r = app.delete_as("/api/waybills/999999", token).await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    let r = app.delete_as("/api/waybilldetails/999999", token).await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    let r = app
        .post_as(
            "/api/waybills/999999/validate",
            token,
            &json!({"departureDate": "2026-11-21"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    let mut body = waybill_body(&y, &[]);
    body["updatedAt"] = json!("2026-01-01T00:00:00.000000Z");
    assert_eq!(
        app.put_as("/api/waybills/999999", token, &body)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    // Validation needs a date, a real time, and something on the waybill.
    let w = create_waybill(&app, &y, &[]).await;
    let path = format!("/api/waybills/{}/validate", w["id"]);
    let e = json_of(
        app.post_as(&path, token, &json!({})).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(e["fields"]["departureDate"].is_string());
    let body = json!({"departureDate": "2026-11-21", "departureTime": "25:00"});
    let e = json_of(
        app.post_as(&path, token, &body).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(e["fields"]["departureTime"], "Heure invalide (HH:MM)");
    let body = json!({"departureDate": "2026-11-21"});
    let e = json_of(app.post_as(&path, token, &body).await, StatusCode::CONFLICT).await;
    assert_eq!(e["msg"], "Ce bordereau ne contient aucun colis");
    assert_invariants(&app).await;
}

#[tokio::test]
async fn validated_waybills_are_locked_and_feed_manifests() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let token = &y.mover.token;
    let x = fixtures::register(&app, &y.c, json!(5)).await;
    let (p0, p1) = (
        x["packags"][0]["id"].as_i64().unwrap(),
        x["packags"][1]["id"].as_i64().unwrap(),
    );
    let w = create_waybill(&app, &y, &[(p0, 2), (p1, 1)]).await;
    let id = w["id"].as_i64().unwrap();
    let line0 = w["waybilldetails"][0]["id"].as_i64().unwrap();
    let line1 = w["waybilldetails"][1]["id"].as_i64().unwrap();

    // Not validated yet: manifests cannot take from it, nothing is available.
    let r = app
        .post_as("/api/manifests", token, &manifest_body(&y, &[(line0, 1)]))
        .await;
    let e = json_of(r, StatusCode::CONFLICT).await;
    assert_eq!(
        e["msg"],
        "Le bordereau COL-000001 n'est pas validé : ses colis ne peuvent pas encore être chargés"
    );
    assert_eq!(
        get(&app, "/api/waybilldetails/available", token).await["total"],
        0
    );

    let w = validate_waybill(&app, &y, id).await;
    assert_eq!(w["status"], "EnAttente");
    assert_eq!(w["departureDate"], "2026-11-21");
    assert_eq!(w["departureTime"], "07:30");
    // Locked: no edit, no delete, no line removed, no second validation.
    let mut body = waybill_body(&y, &[(p0, 1)]);
    body["updatedAt"] = w["updatedAt"].clone();
    let locked = "Ce bordereau est validé : il ne peut plus être modifié ni supprimé";
    let e = json_of(
        app.put_as(&format!("/api/waybills/{id}"), token, &body)
            .await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(e["msg"], locked);
    let e = json_of(
        app.delete_as(&format!("/api/waybills/{id}"), token).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(e["msg"], locked);
    let r = app
        .delete_as(&format!("/api/waybilldetails/{line0}"), token)
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let r = app
        .post_as(
            &format!("/api/waybills/{id}/validate"),
            token,
            &json!({"departureDate": "2026-11-22"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let available = get(&app, "/api/waybilldetails/available?per_page=100", token).await;
    assert_eq!(available["total"], 2);
    assert_eq!(available["items"][0]["ref_waybill"], "COL-000001");

    // Bad manifests.
    let e = json_of(
        app.post_as("/api/manifests", token, &json!({})).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(e["fields"]["planeId"].is_string() && e["fields"]["destinationId"].is_string());
    let mut body = manifest_body(&y, &[(line0, 1)]);
    body["pilotId"] = json!(y.driver);
    body["planeId"] = json!(999_999);
    let e = json_of(
        app.post_as("/api/manifests", token, &body).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(
        e["fields"]["pilotId"],
        "Choisissez un pilote (profil Pilote)"
    );
    assert_eq!(e["fields"]["planeId"], "Cet avion n'existe pas");
    let r = app
        .post_as("/api/manifests", token, &manifest_body(&y, &[(999_999, 1)]))
        .await;
    assert!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["waybilldetails.0.id"]
            .is_string()
    );
    let r = app
        .post_as("/api/manifests", token, &manifest_body(&y, &[(line0, 3)]))
        .await;
    let e = json_of(r, StatusCode::CONFLICT).await;
    assert!(
        e["msg"]
            .as_str()
            .unwrap()
            .starts_with("Quantité insuffisante"),
        "{e}"
    );
    assert!(e["fields"]["waybilldetails.0.quantity"].is_string());
    assert_eq!(count(&app, "SELECT COUNT(*) FROM manifests").await, 0);

    // One piece of the first line: the waybill still waits, the expedition is on its way.
    let r = app
        .post_as("/api/manifests", token, &manifest_body(&y, &[(line0, 1)]))
        .await;
    let answer = json_of(r, StatusCode::CREATED).await;
    assert_eq!(answer["msg"], "Manifeste enregistré");
    let m = answer["data"].clone();
    let mid = m["id"].as_i64().unwrap();
    assert_eq!(m["ref_manifest"], "MAN-000001");
    assert_eq!(m["status"], "EnCours");
    assert_eq!(
        (
            m["quantity"].clone(),
            m["weight"].clone(),
            m["parcels"].clone()
        ),
        (json!(1), json!(1.5), json!(1))
    );
    assert_eq!(m["groups"][0]["destination"]["id"], y.c.other);
    assert_eq!(
        m["groups"][0]["manifestdetails"][0]["ref_waybill"],
        "COL-000001"
    );
    assert_eq!(
        m["groups"][0]["manifestdetails"][0]["packagdetails"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    assert_eq!(m["manifest_origin"]["id"], y.c.branch);
    assert!(
        m["groups"][0]["destination"]["name"]
            .as_str()
            .is_some_and(|n| !n.is_empty()),
        "the destination is named: {m}"
    );
    // The list names each manifest's origin branch too (read once for the whole page).
    let list = get(&app, "/api/manifests", token).await;
    assert_eq!(list["items"][0]["manifest_origin"]["id"], y.c.branch);
    assert!(list["items"][0]["manifest_origin"]["name"].is_string());
    assert_eq!(m["pilot"]["name"], "Aline Pilote");
    assert_eq!(
        get(&app, &format!("/api/waybills/{id}"), token).await["status"],
        "EnAttente"
    );
    let p = parcel(&app, &y, p0).await;
    assert_eq!(
        (p["quantityWaybill"].clone(), p["quantityManifeste"].clone()),
        (json!(1), json!(1))
    );
    assert_eq!(expedition(&app, &y, &x["id"]).await["status"], "EnCours");
    assert_invariants(&app).await;

    // Everything on the manifest: the waybill is shipped, so is the expedition.
    let mut body = manifest_body(&y, &[(line0, 2), (line1, 1)]);
    body["updatedAt"] = m["updatedAt"].clone();
    let m = json_of(
        app.put_as(&format!("/api/manifests/{mid}"), token, &body)
            .await,
        StatusCode::OK,
    )
    .await["data"]
        .clone();
    assert_eq!(m["quantity"], 3);
    assert_eq!(m["weight"], 3.333);
    assert_eq!(
        get(&app, &format!("/api/waybills/{id}"), token).await["status"],
        "Expedié"
    );
    assert_eq!(expedition(&app, &y, &x["id"]).await["status"], "Expedié");
    assert_eq!(
        get(&app, "/api/waybilldetails/available", token).await["total"],
        0
    );
    assert_invariants(&app).await;

    // A line taken back: the waybill waits again, the expedition is on its way again.
    let mut body = manifest_body(&y, &[(line0, 2)]);
    body["updatedAt"] = m["updatedAt"].clone();
    let m = json_of(
        app.put_as(&format!("/api/manifests/{mid}"), token, &body)
            .await,
        StatusCode::OK,
    )
    .await["data"]
        .clone();
    assert_eq!(
        get(&app, &format!("/api/waybills/{id}"), token).await["status"],
        "EnAttente"
    );
    assert_eq!(expedition(&app, &y, &x["id"]).await["status"], "EnCours");
    assert_invariants(&app).await;
    // Stale edit.
    let r = app
        .put_as(&format!("/api/manifests/{mid}"), token, &body)
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);

    // Lists and search.
    let list = get(&app, "/api/manifests?status=EnCours", token).await;
    assert_eq!(list["total"], 1);
    assert_eq!(list["items"][0]["manifest_destination"]["id"], y.c.other);
    let counts = get(&app, "/api/manifests/counts", token).await;
    assert_eq!(
        counts,
        json!([{"status": "EnCours", "count": 1, "capped": false}, {"status": "Arriver", "count": 0, "capped": false}])
    );
    for (column, q) in [
        ("ref_manifest", "man-0"),
        ("pilot.name", "aline"),
        ("destination.city", ""),
    ] {
        if q.is_empty() {
            continue;
        }
        let found = get(
            &app,
            &format!("/api/manifests?column={column}&q={q}"),
            token,
        )
        .await;
        assert_eq!(found["total"], 1, "{column}");
    }

    // Validation: a status, and a departure date for Arriver.
    let path = format!("/api/manifests/{mid}/validate");
    let e = json_of(
        app.post_as(&path, token, &json!({})).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(e["fields"]["status"].is_string());
    let e = json_of(
        app.post_as(&path, token, &json!({"status": "Payer"})).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(
        e["fields"]["status"],
        "Statut invalide : EnCours ou Arriver"
    );
    let e = json_of(
        app.post_as(&path, token, &json!({"status": "Arriver"}))
            .await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert!(e["fields"]["departureDate"].is_string());
    let r = app
        .post_as(
            &path,
            token,
            &json!({"status": "Arriver", "departureDate": "2026-11-22"}),
        )
        .await;
    let answer = json_of(r, StatusCode::OK).await;
    assert_eq!(answer["msg"], "Manifeste validé : arrivé");
    assert_eq!(answer["data"]["status"], "Arriver");
    assert_eq!(answer["data"]["departureDate"], "2026-11-22");
    // Arrived: locked for everyone but an administrator, who may reopen it.
    let mut body = manifest_body(&y, &[(line0, 1)]);
    body["updatedAt"] = answer["data"]["updatedAt"].clone();
    let e = json_of(
        app.put_as(&format!("/api/manifests/{mid}"), token, &body)
            .await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(
        e["msg"],
        "Ce manifeste est validé : il ne peut plus être modifié ni supprimé"
    );
    assert_eq!(
        app.delete_as(&format!("/api/manifests/{mid}"), token)
            .await
            .status(),
        StatusCode::CONFLICT
    );
    let e = json_of(
        app.post_as(&path, token, &json!({"status": "EnCours"}))
            .await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(
        e["msg"],
        "Ce manifeste est déjà arrivé : seul un administrateur peut le remettre en cours"
    );
    let r = app
        .post_as(&path, &y.c.admin, &json!({"status": "EnCours"}))
        .await;
    let answer = json_of(r, StatusCode::OK).await;
    assert_eq!(answer["data"]["status"], "EnCours");
    assert_eq!(answer["data"]["departureDate"], Value::Null);
    let _ = m;
    assert_invariants(&app).await;
}

#[tokio::test]
async fn deleting_a_manifest_puts_its_pieces_back_on_their_waybills() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let (x, w) = loaded_waybill(&app, &y).await;
    let lines: Vec<(i64, i64)> = w["waybilldetails"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| (d["id"].as_i64().unwrap(), d["quantity"].as_i64().unwrap()))
        .collect();
    let m = create_manifest(&app, &y, &lines).await;
    assert_eq!(
        get(&app, &format!("/api/waybills/{}", w["id"]), &y.mover.token).await["status"],
        "Expedié"
    );
    assert_eq!(
        get(&app, "/api/waybills/counts", &y.mover.token).await[2]["count"],
        1
    );
    let r = app
        .delete_as(&format!("/api/manifests/{}", m["id"]), &y.mover.token)
        .await;
    assert_eq!(
        json_of(r, StatusCode::OK).await["msg"],
        "Manifeste supprimé : ses colis sont revenus sur leurs bordereaux"
    );
    let w = get(&app, &format!("/api/waybills/{}", w["id"]), &y.mover.token).await;
    assert_eq!(w["status"], "EnAttente");
    assert_eq!(w["quantityRestant"], 3);
    let x = expedition(&app, &y, &x["id"]).await;
    assert_eq!(
        (x["quantityWaybill"].clone(), x["quantityManifeste"].clone()),
        (json!(3), json!(0))
    );
    assert_eq!(x["status"], "EnCours");
    assert_eq!(
        app.delete_as(&format!("/api/manifests/{}", m["id"]), &y.mover.token)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    assert_invariants(&app).await;
}

#[tokio::test]
async fn manifests_change_only_in_their_branches_and_record_shipped_contents() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let (_, w) = loaded_waybill(&app, &y).await;
    let line = w["waybilldetails"][0]["id"].as_i64().unwrap();
    let m = create_manifest(&app, &y, &[(line, 2)]).await;
    let mid = m["id"].as_i64().unwrap();
    let contents = m["groups"][0]["manifestdetails"][0]["packagdetails"].clone();
    let (rice, oil) = (
        contents[0]["id"].as_i64().unwrap(),
        contents[1]["id"].as_i64().unwrap(),
    );

    // Someone with every manifest permission, from a third branch: refused, saying why.
    let elsewhere = app.member_with(MOVER).await;
    let third = fixtures::branch(&app, &y.c.admin, "Soute Bujumbura").await;
    sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
        .bind(third)
        .bind(elsewhere.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    // Issue 33, item 18: what each may do is said with the manifest, by the same rules, so the
    // screens offer exactly that.
    assert_eq!(
        m["actions"],
        json!({"edit": true, "delete": true, "validate": true, "ship": true}),
        "its author, of its origin branch"
    );
    let theirs = json_of(
        app.get_as(&format!("/api/manifests/{mid}"), &elsewhere.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        theirs["actions"],
        json!({"edit": false, "delete": false, "validate": false, "ship": false})
    );
    let row = fixtures::listed(&app, &elsewhere.token, "/api/manifests?status=EnCours", mid).await;
    assert_eq!(row["actions"], theirs["actions"]);
    let mut body = manifest_body(&y, &[(line, 1)]);
    body["updatedAt"] = m["updatedAt"].clone();
    let refused = [
        app.put_as(&format!("/api/manifests/{mid}"), &elsewhere.token, &body)
            .await,
        app.delete_as(&format!("/api/manifests/{mid}"), &elsewhere.token)
            .await,
        app.post_as(
            &format!("/api/manifests/{mid}/validate"),
            &elsewhere.token,
            &json!({"status": "Arriver", "departureDate": "2026-11-22"}),
        )
        .await,
        app.post_as(
            "/api/packagdetails",
            &elsewhere.token,
            &json!({"manifestId": mid, "colis": [{"id": rice, "expedie": 1}]}),
        )
        .await,
    ];
    for r in refused {
        let e = json_of(r, StatusCode::FORBIDDEN).await;
        assert_eq!(e["code"], "other_branch");
        assert_eq!(
            e["msg"],
            "Seuls les agents de l'agence d'origine ou de destination du manifeste peuvent faire cela"
        );
    }
    assert_eq!(manifest_quantity(&app, mid).await, 2);

    // Shipped quantities: between 0 and the line's quantity, only for parcels on the manifest.
    let token = &y.mover.token;
    let r = app
        .post_as(
            "/api/packagdetails",
            token,
            &json!({"manifestId": mid, "colis": [{"id": rice, "expedie": 3}]}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["colis.0.expedie"],
        "Entre 0 et 2 (la quantité de cet article)"
    );
    let r = app
        .post_as(
            "/api/packagdetails",
            token,
            &json!({"manifestId": mid, "colis": [{"id": rice, "expedie": -1}]}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    let r = app
        .post_as(
            "/api/packagdetails",
            token,
            &json!({"manifestId": mid, "colis": [{"id": 999_999, "expedie": 0}]}),
        )
        .await;
    assert!(json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["colis.0.id"].is_string());
    let r = app
        .post_as(
            "/api/packagdetails",
            token,
            &json!({"manifestId": 999_999, "colis": []}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    let r = app
        .post_as("/api/packagdetails", token, &json!({"manifestId": mid, "colis": [{"id": rice, "expedie": 2}, {"id": oil, "expedie": 0}]}))
        .await;
    let answer = json_of(r, StatusCode::OK).await;
    assert_eq!(answer["msg"], "Quantités expédiées enregistrées");
    let contents = &answer["data"]["groups"][0]["manifestdetails"][0]["packagdetails"];
    assert_eq!(
        (contents[0]["stock"].clone(), contents[0]["expedie"].clone()),
        (json!(0), json!(2))
    );
    assert_eq!(
        (contents[1]["stock"].clone(), contents[1]["expedie"].clone()),
        (json!(1), json!(0))
    );

    // The super user is of no branch and may do it all.
    let r = app
        .post_as(
            &format!("/api/manifests/{mid}/validate"),
            &y.c.admin,
            &json!({"status": "Arriver", "departureDate": "2026-11-22"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(
        get(&app, "/api/manifests?status=Arriver", token).await["total"],
        1
    );
}

async fn manifest_quantity(app: &TestApp, id: i64) -> i64 {
    sqlx::query_scalar(
        "SELECT CAST(SUM(quantity) AS BIGINT) FROM manifestdetails WHERE manifest_id = $1",
    )
    .bind(id)
    .fetch_one(app.db.pool())
    .await
    .unwrap()
}

#[tokio::test]
async fn drivers_and_pilots_see_only_their_own() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let (_, w) = loaded_waybill(&app, &y).await;
    let line = w["waybilldetails"][0]["id"].as_i64().unwrap();
    let m = create_manifest(&app, &y, &[(line, 1)]).await;

    // The forms' pickers.
    let drivers = get(&app, "/api/drivers?q=jean", &y.mover.token).await;
    assert_eq!(drivers["total"], 1);
    assert_eq!(drivers["items"][0]["id"], y.driver);
    let pilots = get(&app, "/api/pilots", &y.mover.token).await;
    assert_eq!(pilots["total"], 1);
    assert_eq!(pilots["items"][0]["name"], "Aline Pilote");

    let driver = app.session_for(y.driver).await;
    let mine = get(&app, "/api/my/waybills", &driver).await;
    assert_eq!(mine["total"], 1);
    let path = format!("/api/my/waybills/{}", w["id"]);
    assert_eq!(get(&app, &path, &driver).await["ref_waybill"], "COL-000001");
    assert_eq!(
        app.get_as("/api/waybills", &driver).await.status(),
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        app.get_as("/api/my/manifests", &driver).await.status(),
        StatusCode::FORBIDDEN
    );

    let other_driver = app
        .person_with_profile(app.profile_id("chauffeur").await, "Autre Chauffeur")
        .await;
    let other = app.session_for(other_driver).await;
    assert_eq!(get(&app, "/api/my/waybills", &other).await["total"], 0);
    assert_eq!(
        app.get_as(&path, &other).await.status(),
        StatusCode::NOT_FOUND
    );

    let pilot = app.session_for(y.pilot).await;
    assert_eq!(get(&app, "/api/my/manifests", &pilot).await["total"], 1);
    let path = format!("/api/my/manifests/{}", m["id"]);
    assert_eq!(get(&app, &path, &pilot).await["ref_manifest"], "MAN-000001");
    let other_pilot = app
        .person_with_profile(app.profile_id("pilote").await, "Autre Pilote")
        .await;
    let other = app.session_for(other_pilot).await;
    assert_eq!(
        app.get_as(&path, &other).await.status(),
        StatusCode::NOT_FOUND
    );
}

const ROUNDS: usize = 200;
const CONTENDERS: usize = 16;
const PIECES: i64 = 5;

/// Registers expeditions whose lines are parcels of `PIECES` pieces: answers the parcel ids.
async fn parcels_of_five(app: &TestApp, y: &Yard, count: usize) -> Vec<i64> {
    let mut ids = Vec::new();
    while ids.len() < count {
        let lines: Vec<Value> = (0..(count - ids.len()).min(50))
            .map(|_| json!({"quantity": PIECES, "weight": 2.2, "description": "Cartons"}))
            .collect();
        let body = json!({
            "senderId": y.c.sender, "recipientId": y.c.recipient, "destinationId": y.c.route,
            "cash": 0, "colis": lines,
        });
        let r = app
            .post_as("/api/expeditions", &y.c.agent.token, &body)
            .await;
        let x = json_of(r, StatusCode::CREATED).await;
        ids.extend(
            x["data"]["packags"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["id"].as_i64().unwrap()),
        );
    }
    ids
}

/// Checks one round's answers: only 201 and 409 'Quantité insuffisante', and no more pieces
/// granted than there were. Answers the pieces granted.
async fn settle(answers: Vec<(i64, reqwest::Response)>, available: i64) -> i64 {
    let mut granted = 0;
    for (asked, r) in answers {
        let status = r.status();
        let body: Value = r.json().await.unwrap();
        match status {
            StatusCode::CREATED => granted += asked,
            StatusCode::CONFLICT => assert!(
                body["msg"]
                    .as_str()
                    .unwrap()
                    .starts_with("Quantité insuffisante"),
                "{body}"
            ),
            other => panic!("unexpected {other}: {body}"),
        }
    }
    assert!(
        granted <= available,
        "{granted} pieces granted of {available}"
    );
    granted
}

#[tokio::test]
async fn concurrent_waybills_never_take_more_than_the_stock() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let parcels = parcels_of_five(&app, &y, ROUNDS).await;
    for (round, parcel) in parcels.iter().enumerate() {
        let requests = (0..CONTENDERS).map(|i| {
            let asked = 1 + ((round + i) % 3) as i64;
            let body = waybill_body(&y, &[(*parcel, asked)]);
            let app = &app;
            let token = y.mover.token.clone();
            async move { (asked, app.post_as("/api/waybills", &token, &body).await) }
        });
        let granted = settle(join_all(requests).await, PIECES).await;
        let left: i64 = sqlx::query_scalar("SELECT quantity_restant FROM packags WHERE id = $1")
            .bind(*parcel)
            .fetch_one(app.db.pool())
            .await
            .unwrap();
        assert_eq!(left, PIECES - granted, "round {round}");
        assert!(granted > 0, "round {round}: someone must win");
        assert_invariants(&app).await;
    }
}

#[tokio::test]
async fn concurrent_manifests_never_take_more_than_a_waybill_line() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let parcels = parcels_of_five(&app, &y, ROUNDS).await;
    let loads: Vec<(i64, i64)> = parcels.iter().map(|p| (*p, PIECES)).collect();
    let w = create_waybill(&app, &y, &loads).await;
    let w = validate_waybill(&app, &y, w["id"].as_i64().unwrap()).await;
    let lines: Vec<i64> = w["waybilldetails"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["id"].as_i64().unwrap())
        .collect();
    assert_eq!(lines.len(), ROUNDS);
    for (round, line) in lines.iter().enumerate() {
        let requests = (0..CONTENDERS).map(|i| {
            let asked = 1 + ((round + i) % 3) as i64;
            let body = manifest_body(&y, &[(*line, asked)]);
            let app = &app;
            let token = y.mover.token.clone();
            async move { (asked, app.post_as("/api/manifests", &token, &body).await) }
        });
        let granted = settle(join_all(requests).await, PIECES).await;
        let left: i64 =
            sqlx::query_scalar("SELECT quantity_restant FROM waybilldetails WHERE id = $1")
                .bind(*line)
                .fetch_one(app.db.pool())
                .await
                .unwrap();
        assert_eq!(left, PIECES - granted, "round {round}");
        assert!(granted > 0, "round {round}: someone must win");
        assert_invariants(&app).await;
    }
    let w = get(&app, &format!("/api/waybills/{}", w["id"]), &y.mover.token).await;
    let expected = if w["quantityRestant"] == 0 {
        "Expedié"
    } else {
        "EnAttente"
    };
    assert_eq!(w["status"], expected);
}

#[tokio::test]
async fn the_pickers_offer_what_a_waybill_or_a_manifest_may_take_from_where_it_leaves() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let token = &y.mover.token;
    let here = fixtures::register(&app, &y.c, json!(5)).await;
    let there = fixtures::register(&app, &y.c, json!(5)).await;
    // The second one as if registered at the route's other end: its stock is there.
    sqlx::query("UPDATE expeditions SET extension_id = $1 WHERE id = $2")
        .bind(y.c.other)
        .bind(there["id"].as_i64().unwrap())
        .execute(app.db.pool())
        .await
        .unwrap();
    let refs = |page: &Value| -> Vec<String> {
        page["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["ref_packag"].as_str().unwrap().to_string())
            .collect()
    };

    // The waybill picker: in stock at the waybill's origin only.
    let at_goma = get(
        &app,
        &format!("/api/packags?stage=restant&originId={}", y.c.branch),
        token,
    )
    .await;
    let expected: Vec<String> = ["2", "1"]
        .iter()
        .map(|n| format!("{}-{n}", here["ref_expedition"].as_str().unwrap()))
        .collect();
    assert_eq!(refs(&at_goma), expected);
    assert_eq!(at_goma["total"], 2);
    let at_kinshasa = get(
        &app,
        &format!("/api/packags?stage=restant&originId={}", y.c.other),
        token,
    )
    .await;
    assert_eq!(at_kinshasa["total"], 2);
    assert!(
        refs(&at_kinshasa)
            .iter()
            .all(|r| r.starts_with(there["ref_expedition"].as_str().unwrap()))
    );
    let e = json_of(
        app.get_as("/api/packags?stage=restant&originId=abc", token)
            .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(e["fields"]["originId"].is_string());

    // The manifest picker: lines of validated waybills, those ending at a branch on request.
    let p0 = here["packags"][0]["id"].as_i64().unwrap();
    let w = create_waybill(&app, &y, &[(p0, 2)]).await;
    validate_waybill(&app, &y, w["id"].as_i64().unwrap()).await;
    let ending = |branch: i64| format!("/api/waybilldetails/available?destinationId={branch}");
    let at_destination = get(&app, &ending(y.c.other), token).await;
    assert_eq!(at_destination["total"], 1);
    assert_eq!(at_destination["items"][0]["ref_waybill"], w["ref_waybill"]);
    assert_eq!(get(&app, &ending(y.c.branch), token).await["total"], 0);
    assert_eq!(
        get(&app, "/api/waybilldetails/available", token).await["total"],
        1
    );
}

/// The branch rule applies to the route asked for, not only to the manifest as stored: an agent
/// of Goma neither creates a manifest between two other branches nor re-routes his own there.
#[tokio::test]
async fn a_manifest_is_created_and_routed_only_from_or_to_ones_branch() {
    let app = spawn_app().await;
    let y = yard(&app).await;
    let (_, w) = loaded_waybill(&app, &y).await;
    let line = w["waybilldetails"][0]["id"].as_i64().unwrap();
    let third = fixtures::branch(&app, &y.c.admin, "Soute Dar es Salaam").await;
    let mut elsewhere = manifest_body(&y, &[(line, 1)]);
    elsewhere["originId"] = json!(y.c.other);
    elsewhere["destinationId"] = json!(third);
    let r = app
        .post_as("/api/manifests", &y.mover.token, &elsewhere)
        .await;
    assert_eq!(
        json_of(r, StatusCode::FORBIDDEN).await["code"],
        "other_branch"
    );

    let m = create_manifest(&app, &y, &[(line, 1)]).await;
    elsewhere["updatedAt"] = m["updatedAt"].clone();
    let r = app
        .put_as(
            &format!("/api/manifests/{}", m["id"]),
            &y.mover.token,
            &elsewhere,
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::FORBIDDEN).await["code"],
        "other_branch"
    );
    assert_eq!(manifest_quantity(&app, m["id"].as_i64().unwrap()).await, 1);
}
