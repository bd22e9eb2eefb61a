//! Passenger tickets (issue 18): sale with its payment, statuses, later payments and their
//! cancellation, receivables, clients' own tickets, and the payload check — the aircraft's
//! maximum payload and seats held by every ticket write and every cargo move onto a manifest,
//! even when sixteen agents sell the last three seats at once.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    fixtures::{self, Yard, billet_body, open_manifest, unique_tel},
    helpers::*,
};

const SELLER: &[&str] = &[
    "afficher billet",
    "ajouter billet",
    "modifier billet",
    "supprimer billet",
    "afficher facture",
    "ajouter facture",
    "supprimer facture",
    "afficher manifeste",
];

async fn set_capacity(app: &TestApp, plane: i64, seats: Option<i64>, max_grams: Option<i64>) {
    sqlx::query("UPDATE planecomposants SET seats = $1, max_payload = $2 WHERE id = $3")
        .bind(seats)
        .bind(max_grams)
        .bind(plane)
        .execute(app.db.pool())
        .await
        .unwrap();
}

async fn sell(app: &TestApp, token: &str, body: &Value) -> reqwest::Response {
    app.post_as("/api/billets", token, body).await
}

async fn manifest(app: &TestApp, token: &str, id: i64) -> Value {
    json_of(
        app.get_as(&format!("/api/manifests/{id}"), token).await,
        StatusCode::OK,
    )
    .await
}

fn count_of(counts: &Value, status: &str) -> i64 {
    counts
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["status"] == status)
        .unwrap()["count"]
        .as_i64()
        .unwrap()
}

async fn setup(app: &TestApp) -> (Yard, Member, i64) {
    let y = fixtures::yard(app).await;
    let seller = app.member_with(SELLER).await;
    let m = open_manifest(app, &y).await["id"].as_i64().unwrap();
    (y, seller, m)
}

#[tokio::test]
async fn a_ticket_is_sold_paid_or_on_credit_paid_later_and_shown_to_its_passenger() {
    let app = spawn_app().await;
    let (y, seller, m) = setup(&app).await;
    let before = json_of(
        app.get_as("/api/billets/counts", &seller.token).await,
        StatusCode::OK,
    )
    .await;

    // Paid in full (no cash given): its payment at the counter.
    let tel = unique_tel();
    let mut body = billet_body(m, &tel);
    body["seat"] = json!(" 3a ");
    let paid = json_of(sell(&app, &seller.token, &body).await, StatusCode::CREATED).await;
    assert_eq!(paid["msg"], "Billet enregistré");
    let paid = &paid["data"];
    assert!(paid["ref_billet"].as_str().unwrap().starts_with("BIL-"));
    assert_eq!(paid["status"], "reserve");
    assert_eq!(paid["seat"], "3A");
    assert_eq!(paid["weight"], 84.0, "an adult's standard mass");
    assert_eq!(paid["weightDeclared"], Value::Null);
    assert_eq!(paid["baggageWeight"], 12.5);
    assert_eq!(
        (
            paid["fare"].as_f64(),
            paid["paid"].as_f64(),
            paid["due"].as_f64()
        ),
        (Some(150.0), Some(150.0), Some(0.0))
    );
    assert_eq!(paid["invoices"].as_array().unwrap().len(), 1);
    assert_eq!(
        paid["invoices"][0]["billet"]["ref_billet"],
        paid["ref_billet"]
    );
    assert_eq!(paid["invoices"][0]["expedition"], Value::Null);
    assert_eq!(
        paid["manifest"]["ref_manifest"].as_str().unwrap().get(..4),
        Some("MAN-")
    );

    // On credit (cash 0), a child weighed at 31,5 kg.
    let credit_tel = unique_tel();
    let mut body = billet_body(m, &credit_tel);
    body["cash"] = json!(0);
    body["type"] = json!("enfant");
    body["weight"] = json!("31,5");
    body["fare"] = json!("80,50");
    let credit =
        json_of(sell(&app, &seller.token, &body).await, StatusCode::CREATED).await["data"].clone();
    assert_eq!(credit["weight"], 31.5);
    assert_eq!(credit["weightDeclared"], 31.5);
    assert_eq!(
        (credit["paid"].as_f64(), credit["due"].as_f64()),
        (Some(0.0), Some(80.5))
    );
    assert!(credit["invoices"].as_array().unwrap().is_empty());
    let credit_id = credit["id"].as_i64().unwrap();
    let customer = credit["customerId"].as_i64().unwrap();

    // Cash above the fare is refused, nothing written.
    let mut body = billet_body(m, &unique_tel());
    body["cash"] = json!(151);
    let r = json_of(
        sell(&app, &seller.token, &body).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert!(
        r["fields"]["cash"].as_str().unwrap().contains("150,00"),
        "{r}"
    );
    // Bad fields, each named.
    let r = json_of(
        sell(&app, &seller.token, &json!({"manifestId": m, "type": "senior", "weight": 0, "baggagePieces": 21, "fare": -1})).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    for field in [
        "name",
        "tel",
        "document",
        "type",
        "weight",
        "baggagePieces",
        "fare",
    ] {
        assert!(r["fields"][field].is_string(), "{field}: {r}");
    }

    let after = json_of(
        app.get_as("/api/billets/counts", &seller.token).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        count_of(&after, "reserve"),
        count_of(&before, "reserve") + 2
    );
    let found = json_of(
        app.get_as(
            &format!("/api/billets?manifestId={m}&per_page=10"),
            &seller.token,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(found["total"], 2);
    let by_ref = json_of(
        app.get_as(
            &format!(
                "/api/billets?column=ref_billet&q={}",
                paid["ref_billet"].as_str().unwrap()
            ),
            &seller.token,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(by_ref["items"][0]["id"], paid["id"]);
    let by_tel = json_of(
        app.get_as(
            &format!("/api/billets?column=tel&q={credit_tel}"),
            &seller.token,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(by_tel["total"], 1);

    // The manifest shows its passengers, their kg, its payload and its fares.
    let man = manifest(&app, &seller.token, m).await;
    assert_eq!(man["passengers"], 2);
    assert_eq!(man["passengerKg"], 115.5);
    assert_eq!(man["baggageKg"], 25.0);
    let cargo = man["cargoKg"].as_f64().unwrap();
    assert!((man["payloadKg"].as_f64().unwrap() - (cargo + 140.5)).abs() < 1e-9);
    assert_eq!(man["billets"].as_array().unwrap().len(), 2);
    assert_eq!(man["billets"][0]["seat"], "3A", "seated first");
    assert_eq!(man["result"]["fares"], 230.5);

    // The debt is a receivable; a later payment, then its cancellation.
    let owed = json_of(
        app.get_as("/api/invoices/receivables?per_page=100", &seller.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert!(
        owed["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d["customer"]["id"] == customer && d["debt"] == 80.5),
        "{owed}"
    );
    let r = app
        .post_as(
            &format!("/api/billets/{credit_id}/invoices"),
            &seller.token,
            &json!({"amount": 81}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::CONFLICT).await["msg"],
        "Le paiement dépasse la dette restante (80,50\u{a0}$)"
    );
    let r = app
        .post_as(
            &format!("/api/billets/{credit_id}/invoices"),
            &seller.token,
            &json!({"amount": "30,50"}),
        )
        .await;
    let invoice = json_of(r, StatusCode::CREATED).await["data"].clone();
    assert_eq!(invoice["billetId"], credit_id);
    let t = json_of(
        app.get_as(&format!("/api/billets/{credit_id}"), &seller.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(t["due"], 50.0);
    let listed = json_of(
        app.get_as(
            &format!(
                "/api/invoices?column=billet.ref_billet&q={}",
                t["ref_billet"].as_str().unwrap()
            ),
            &seller.token,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(listed["items"][0]["id"], invoice["id"]);
    let r = app
        .post_as(
            &format!("/api/invoices/{}/cancel", invoice["id"]),
            &seller.token,
            &json!({"reason": "Erreur de saisie"}),
        )
        .await;
    json_of(r, StatusCode::OK).await;
    let t = json_of(
        app.get_as(&format!("/api/billets/{credit_id}"), &seller.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(t["due"], 80.5);

    // The passenger, a client with that phone, sees their ticket and only theirs.
    let own = app.session_for(customer).await;
    let mine = json_of(app.get_as("/api/my/billets", &own).await, StatusCode::OK).await;
    assert_eq!(mine["total"], 1);
    assert_eq!(mine["items"][0]["id"], credit_id);
    json_of(
        app.get_as(&format!("/api/my/billets/{credit_id}"), &own)
            .await,
        StatusCode::OK,
    )
    .await;
    let other = app
        .get_as(&format!("/api/my/billets/{}", paid["id"]), &own)
        .await;
    assert_eq!(other.status(), StatusCode::NOT_FOUND);

    // Deleting the manifest is refused while it has tickets, and not offered.
    let read = json_of(
        app.get_as(&format!("/api/manifests/{m}"), &y.mover.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(read["actions"]["delete"], false);
    assert_eq!(read["actions"]["edit"], true);
    let r = app
        .delete_as(&format!("/api/manifests/{m}"), &y.mover.token)
        .await;
    assert!(
        json_of(r, StatusCode::CONFLICT).await["msg"]
            .as_str()
            .unwrap()
            .contains("billets")
    );
    fixtures::assert_invariants(&app).await;
}

#[tokio::test]
async fn statuses_move_by_the_rules_and_a_validated_manifest_needs_admin() {
    let app = spawn_app().await;
    let (y, seller, m) = setup(&app).await;
    let a = fixtures::billet(&app, &seller.token, m).await;
    let b = fixtures::billet(&app, &seller.token, m).await;
    let set = |id: &Value, status: &str| {
        let path = format!("/api/billets/{id}/status");
        let body = json!({"status": status});
        let app = &app;
        let token = seller.token.clone();
        async move { app.post_as(&path, &token, &body).await }
    };
    json_of(set(&a["id"], "embarque").await, StatusCode::OK).await;
    json_of(set(&b["id"], "absent").await, StatusCode::OK).await;
    let man = manifest(&app, &seller.token, m).await;
    assert_eq!(man["passengers"], 1, "the absent one does not fly");
    let r = json_of(set(&b["id"], "absent").await, StatusCode::CONFLICT).await;
    assert_eq!(
        r["msg"],
        "Un billet « absent » ne peut pas passer à « absent »"
    );
    let cancel = json!({"status": "annule", "refund": false});
    let r = app
        .post_as(
            &format!("/api/billets/{}/status", b["id"]),
            &seller.token,
            &cancel,
        )
        .await;
    json_of(r, StatusCode::OK).await;
    let r = json_of(set(&b["id"], "reserve").await, StatusCode::CONFLICT).await;
    assert_eq!(
        r["msg"],
        "Un billet « annulé » ne peut pas passer à « réservé »"
    );
    let r = json_of(set(&b["id"], "parti").await, StatusCode::BAD_REQUEST).await;
    assert!(r["fields"]["status"].is_string());
    // A cancelled ticket owes nothing and is no longer edited.
    let t = json_of(
        app.get_as(&format!("/api/billets/{}", b["id"]), &seller.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(t["due"], 0.0);
    let mut edit = billet_body(m, "243990000001");
    edit["updatedAt"] = t["updatedAt"].clone();
    let r = app
        .put_as(&format!("/api/billets/{}", b["id"]), &seller.token, &edit)
        .await;
    assert_eq!(
        json_of(r, StatusCode::CONFLICT).await["msg"],
        "Ce billet est annulé : il ne change plus"
    );

    // An edit: stale, then fine; the fare not below what was paid.
    let t = json_of(
        app.get_as(&format!("/api/billets/{}", a["id"]), &seller.token)
            .await,
        StatusCode::OK,
    )
    .await;
    let mut edit = billet_body(m, t["tel"].as_str().unwrap());
    edit["updatedAt"] = json!("2020-01-01T00:00:00Z");
    let r = app
        .put_as(&format!("/api/billets/{}", a["id"]), &seller.token, &edit)
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    edit["updatedAt"] = t["updatedAt"].clone();
    edit["fare"] = json!(100);
    let r = json_of(
        app.put_as(&format!("/api/billets/{}", a["id"]), &seller.token, &edit)
            .await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert!(r["fields"]["fare"].as_str().unwrap().contains("150,00"));
    edit["fare"] = json!(175);
    edit["seat"] = json!("1B");
    let saved = json_of(
        app.put_as(&format!("/api/billets/{}", a["id"]), &seller.token, &edit)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(saved["data"]["seat"], "1B");
    assert_eq!(saved["data"]["due"], 25.0);

    // Deleting: a boarded ticket no; a cancelled one once its payment is cancelled (money is
    // never deleted: the cancelled payment stays, unlinked).
    let r = app
        .delete_as(&format!("/api/billets/{}", a["id"]), &seller.token)
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let path = format!("/api/billets/{}", b["id"]);
    let r = app.delete_as(&path, &seller.token).await;
    json_of(r, StatusCode::CONFLICT).await;
    let paid = json_of(app.get_as(&path, &seller.token).await, StatusCode::OK).await;
    for invoice in paid["invoices"].as_array().unwrap() {
        let r = app
            .post_as(
                &format!("/api/invoices/{}/cancel", invoice["id"]),
                &seller.token,
                &json!({"reason": "Billet annulé"}),
            )
            .await;
        json_of(r, StatusCode::OK).await;
    }
    json_of(app.delete_as(&path, &seller.token).await, StatusCode::OK).await;
    let kept = fixtures::count(
        &app,
        &format!(
            "SELECT COUNT(*) FROM invoices WHERE billet_id IS NULL AND subject = '{}'",
            b["ref_billet"].as_str().unwrap()
        ),
    )
    .await;
    assert_eq!(kept, paid["invoices"].as_array().unwrap().len() as i64);

    // Validated: no more sales; changes only with admin.
    let r = app
        .post_as(
            &format!("/api/manifests/{m}/validate"),
            &y.mover.token,
            &json!({"status": "Arriver", "departureDate": "2026-11-21", "departureTime": "9:00"}),
        )
        .await;
    json_of(r, StatusCode::OK).await;
    let r = json_of(
        sell(&app, &seller.token, &billet_body(m, &unique_tel())).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(r["code"], "manifest_not_open");
    let r = set(&a["id"], "absent").await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let admin = set_as(&app, &y.c.admin, &a["id"], "absent").await;
    json_of(admin, StatusCode::OK).await;
    fixtures::assert_invariants(&app).await;
}

async fn set_as(app: &TestApp, token: &str, id: &Value, status: &str) -> reqwest::Response {
    app.post_as(
        &format!("/api/billets/{id}/status"),
        token,
        &json!({"status": status}),
    )
    .await
}

#[tokio::test]
async fn the_payload_and_the_seats_hold_for_tickets_and_cargo() {
    let app = spawn_app().await;
    let (y, seller, m) = setup(&app).await;
    let man = manifest(&app, &seller.token, m).await;
    let cargo = (man["cargoKg"].as_f64().unwrap() * 1000.0).round() as i64;
    // Room for one adult and their baggage (84 + 12,5 kg) and 100 kg more.
    set_capacity(&app, y.plane, Some(2), Some(cargo + 96_500 + 100_000)).await;
    let first = fixtures::billet(&app, &seller.token, m).await;

    // 199,5 kg declared and 12,5 kg of baggage: 212 kg where 100 are left, 112 over.
    let mut heavy = billet_body(m, &unique_tel());
    heavy["weight"] = json!(199.5);
    let r = json_of(
        sell(&app, &seller.token, &heavy).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(r["code"], "payload_exceeded");
    assert!(
        r["msg"]
            .as_str()
            .unwrap()
            .starts_with("Charge utile dépassée de 112\u{a0}kg"),
        "{r}"
    );
    let en = app
        .client
        .post(app.url("/api/billets"))
        .header("x-access-token", &seller.token)
        .header("Accept-Language", "en")
        .json(&heavy)
        .send()
        .await
        .unwrap();
    assert!(
        json_of(en, StatusCode::CONFLICT).await["msg"]
            .as_str()
            .unwrap()
            .starts_with("Payload exceeded by 112\u{a0}kg")
    );

    // The same seat twice.
    let mut twin = billet_body(m, &unique_tel());
    twin["seat"] = json!("2C");
    json_of(sell(&app, &seller.token, &twin).await, StatusCode::CREATED).await;
    twin["tel"] = json!(unique_tel());
    twin["weight"] = json!(1);
    twin["baggageWeight"] = json!(0);
    let r = json_of(sell(&app, &seller.token, &twin).await, StatusCode::CONFLICT).await;
    assert_eq!(r["code"], "seat_taken");
    assert!(
        r["msg"]
            .as_str()
            .unwrap()
            .starts_with("Le siège 2C est déjà pris")
    );

    // Two seats taken: a third adult is refused, an infant on a lap is not.
    let mut third = billet_body(m, &unique_tel());
    third["weight"] = json!(1);
    third["baggageWeight"] = json!(0);
    let r = json_of(
        sell(&app, &seller.token, &third).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(r["code"], "seats_full");
    third["type"] = json!("bebe");
    third["weight"] = Value::Null;
    json_of(sell(&app, &seller.token, &third).await, StatusCode::CREATED).await;

    // Marking one absent frees a seat; boarding them again is checked like a sale.
    json_of(
        set_as(&app, &seller.token, &first["id"], "absent").await,
        StatusCode::OK,
    )
    .await;
    let mut fourth = billet_body(m, &unique_tel());
    fourth["weight"] = json!(1);
    fourth["baggageWeight"] = json!(0);
    json_of(
        sell(&app, &seller.token, &fourth).await,
        StatusCode::CREATED,
    )
    .await;
    let r = json_of(
        set_as(&app, &seller.token, &first["id"], "embarque").await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(r["code"], "seats_full");

    // Cargo: moving more pieces onto the manifest than the payload takes is refused, nothing moved.
    let now = manifest(&app, &y.mover.token, m).await;
    let payload = (now["payloadKg"].as_f64().unwrap() * 1000.0).round() as i64;
    set_capacity(&app, y.plane, None, Some(payload + 1_000)).await;
    let (_, w) = fixtures::loaded_waybill(&app, &y).await;
    let line = w["waybilldetails"][0]["id"].as_i64().unwrap();
    let current = manifest(&app, &y.mover.token, m).await;
    let mut lines: Vec<Value> = current["groups"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["manifestdetails"].as_array().unwrap().clone())
        .map(|d| json!({"id": d["waybilldetailId"], "quantity": d["quantity"]}))
        .collect();
    lines.push(json!({"id": line, "quantity": 2}));
    let mut body = fixtures::manifest_body(&y, &[]);
    body["waybilldetails"] = json!(lines);
    body["updatedAt"] = current["updatedAt"].clone();
    let r = json_of(
        app.put_as(&format!("/api/manifests/{m}"), &y.mover.token, &body)
            .await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(r["code"], "payload_exceeded");
    let after = manifest(&app, &y.mover.token, m).await;
    assert_eq!(after["cargoKg"], current["cargoKg"], "nothing moved");
    fixtures::assert_invariants(&app).await;
}

#[tokio::test]
async fn sixteen_agents_selling_the_last_three_seats_sell_exactly_three() {
    let app = spawn_app().await;
    let (y, seller, m) = setup(&app).await;
    set_capacity(&app, y.plane, Some(5), None).await;
    for _ in 0..2 {
        fixtures::billet(&app, &seller.token, m).await;
    }
    // Spawned tasks: the sales run in parallel, not one after the other.
    let mut racers = tokio::task::JoinSet::new();
    for _ in 0..16 {
        let request = app
            .client
            .post(app.url("/api/billets"))
            .header("x-access-token", &seller.token)
            .json(&billet_body(m, &unique_tel()));
        racers.spawn(async move { request.send().await.unwrap().status() });
    }
    let statuses: Vec<StatusCode> = racers.join_all().await;
    let sold = statuses
        .iter()
        .filter(|s| **s == StatusCode::CREATED)
        .count();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::CONFLICT)
        .count();
    assert_eq!((sold, refused), (3, 13), "{statuses:?}");
    assert_eq!(
        fixtures::count(
            &app,
            &format!("SELECT COUNT(*) FROM billets WHERE manifest_id = {m}")
        )
        .await,
        5
    );
    let man = manifest(&app, &seller.token, m).await;
    assert_eq!(man["seatsLeft"], 0);
}

#[tokio::test]
async fn an_aircraft_carries_its_seats_and_maximum_payload() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let mut body = fixtures::aircraft_body(&short_id());
    body["seats"] = json!(19);
    body["maxPayload"] = json!("1 850,5");
    let r = json_of(
        app.post_as("/api/planecomposants", &admin, &body).await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(r["data"]["seats"], 19);
    assert_eq!(r["data"]["maxPayload"], 1850.5);
    body["seats"] = json!(0);
    body["maxPayload"] = json!(-3);
    body["immatriculation"] = json!(short_id());
    let r = json_of(
        app.post_as("/api/planecomposants", &admin, &body).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(
        r["fields"]["seats"].is_string() && r["fields"]["maxPayload"].is_string(),
        "{r}"
    );
}

/// 'Mes billets' follows the customer, not a phone number: a client who changed phone keeps
/// their ticket, and whoever registers their old number sees none of it; a sale to a staff
/// member's number binds the ticket and its debt to a new client, never to the staff member.
#[tokio::test]
async fn a_ticket_stays_its_client_s_when_they_change_phone() {
    let app = spawn_app().await;
    let y = fixtures::yard(&app).await;
    let m = open_manifest(&app, &y).await["id"].as_i64().unwrap();
    let old_tel = unique_tel();
    let sold = json_of(
        app.post_as("/api/billets", &y.c.admin, &billet_body(m, &old_tel))
            .await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();
    let id = sold["id"].as_i64().unwrap();
    let customer_of = |id: i64| {
        let pool = app.db.pool().clone();
        async move {
            sqlx::query_scalar::<_, i64>("SELECT customer_id FROM billets WHERE id = $1")
                .bind(id)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let client = customer_of(id).await;
    sqlx::query("UPDATE users SET tel = $1 WHERE id = $2")
        .bind(unique_tel())
        .bind(client)
        .execute(app.db.pool())
        .await
        .unwrap();

    // A stranger registers the old number: nothing of the ticket is theirs.
    let r = app
        .post_json(
            "/api/register",
            &json!({"name": "Inconnu", "tel": old_tel, "password": "Mot de passe 2026", "conf_password": "Mot de passe 2026"}),
        )
        .await;
    let stranger = json_of(r, StatusCode::OK).await["data"]["id"]
        .as_i64()
        .unwrap();
    let stranger = app.session_for(stranger).await;
    let theirs = json_of(
        app.get_as("/api/my/billets", &stranger).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(theirs["total"], 0, "{theirs}");
    let r = app
        .get_as(&format!("/api/my/billets/{id}"), &stranger)
        .await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    // The client still has it, under their new number.
    let own = app.session_for(client).await;
    let mine = json_of(app.get_as("/api/my/billets", &own).await, StatusCode::OK).await;
    assert_eq!(
        (&mine["total"], &mine["items"][0]["id"]),
        (&json!(1), &json!(id))
    );
    json_of(
        app.get_as(&format!("/api/my/billets/{id}"), &own).await,
        StatusCode::OK,
    )
    .await;
    // Editing the ticket with the phone typed at the sale keeps its client.
    let mut edit = billet_body(m, &old_tel);
    edit["updatedAt"] = sold["updatedAt"].clone();
    edit["fare"] = json!(160);
    json_of(
        app.put_as(&format!("/api/billets/{id}"), &y.c.admin, &edit)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(customer_of(id).await, client);

    // Sold to a staff member's number: a new client owes it, not the staff member.
    let staff_tel = unique_tel();
    sqlx::query("UPDATE users SET tel = $1 WHERE id = $2")
        .bind(&staff_tel)
        .bind(y.mover.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    let to_staff = json_of(
        app.post_as("/api/billets", &y.c.admin, &billet_body(m, &staff_tel))
            .await,
        StatusCode::CREATED,
    )
    .await["data"]["id"]
        .as_i64()
        .unwrap();
    let bound = customer_of(to_staff).await;
    assert_ne!(bound, y.mover.id);
    let (code, tel): (String, Option<String>) = sqlx::query_as(
        "SELECT p.code, u.tel FROM users u JOIN profiles p ON p.id = u.profile_id WHERE u.id = $1",
    )
    .bind(bound)
    .fetch_one(app.db.pool())
    .await
    .unwrap();
    assert_eq!((code.as_str(), tel), ("client", None));
}

#[tokio::test]
async fn cancelling_a_paid_ticket_refunds_it_or_keeps_its_money_as_a_no_show_fee() {
    let app = spawn_app().await;
    let (_, seller, m) = setup(&app).await;
    let mut paid = billet_body(m, &fixtures::unique_tel());
    paid["cash"] = json!(150);
    let refunded = json_of(sell(&app, &seller.token, &paid).await, StatusCode::CREATED).await;
    let mut part = billet_body(m, &fixtures::unique_tel());
    part["cash"] = json!(100);
    let kept = json_of(sell(&app, &seller.token, &part).await, StatusCode::CREATED).await;
    let (refunded, kept) = (&refunded["data"]["id"], &kept["data"]["id"]);
    let fares = || {
        let (app, token) = (&app, seller.token.clone());
        async move { manifest(app, &token, m).await["result"]["fares"].as_f64() }
    };
    assert_eq!(fares().await, Some(300.0));
    let status = |id: &Value, body: Value| {
        let path = format!("/api/billets/{id}/status");
        let (app, token) = (&app, seller.token.clone());
        async move { app.post_as(&path, &token, &body).await }
    };

    // Cancelling a paid ticket says what becomes of its money: well formed, but refused by the
    // ticket's state (422), and a refund's reason is required by `refund` (422 too).
    let r = status(refunded, json!({"status": "annule"})).await;
    assert_eq!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["refund"],
        "Ce billet est payé (150,00\u{a0}$) : choisissez de rembourser ou de garder l'argent comme \
         frais de non-présentation"
    );
    let r = status(refunded, json!({"status": "annule", "refund": true})).await;
    assert!(json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["reason"].is_string());
    assert_eq!(fares().await, Some(300.0), "nothing changed");

    // Refunded: its payment is cancelled with the reason, and it bills nothing.
    let body =
        json!({"status": "annule", "refund": true, "reason": "Vol reporté, client remboursé"});
    let t = json_of(status(refunded, body).await, StatusCode::OK).await["data"].clone();
    assert_eq!(
        (t["paid"].clone(), t["noShowFee"].clone()),
        (json!(0), json!(0))
    );
    let payment = &t["invoices"][0];
    assert!(payment["cancelledAt"].is_string());
    assert_eq!(payment["cancelReason"], "Vol reporté, client remboursé");
    assert_eq!(fares().await, Some(150.0));

    // Kept: the 100 $ paid stay, billed as a no-show fee.
    let t = json_of(
        status(kept, json!({"status": "annule", "refund": false})).await,
        StatusCode::OK,
    )
    .await["data"]
        .clone();
    assert_eq!(
        (t["paid"].clone(), t["noShowFee"].clone()),
        (json!(100), json!(100))
    );
    assert_eq!(t["due"], json!(0));
    assert!(t["invoices"][0]["cancelledAt"].is_null());
    assert_eq!(fares().await, Some(100.0));
    fixtures::assert_invariants(&app).await;
}

#[tokio::test]
async fn validating_a_manifest_says_who_boarded_among_the_reserved_passengers() {
    let app = spawn_app().await;
    let (y, seller, m) = setup(&app).await;
    let a = fixtures::billet(&app, &seller.token, m).await;
    let b = fixtures::billet(&app, &seller.token, m).await;
    let boarded = fixtures::billet(&app, &seller.token, m).await;
    json_of(
        set_as(&app, &seller.token, &boarded["id"], "embarque").await,
        StatusCode::OK,
    )
    .await;
    let validate = |passengers: Value| {
        let path = format!("/api/manifests/{m}/validate");
        let body =
            json!({"status": "Arriver", "departureDate": "2026-11-21", "passengers": passengers});
        let (app, token) = (&app, y.mover.token.clone());
        async move { app.post_as(&path, &token, &body).await }
    };

    // Nobody said: refused, naming the reserved passengers.
    let r = json_of(validate(json!([])).await, StatusCode::CONFLICT).await;
    assert_eq!(r["code"], "passengers_undecided");
    assert_eq!(
        r["msg"],
        format!(
            "Dites pour chaque passager réservé s'il a embarqué ou s'il était absent : {}, {}",
            a["ref_billet"].as_str().unwrap(),
            b["ref_billet"].as_str().unwrap()
        )
    );
    // One said: the other is named.
    let r = validate(json!([{"billetId": a["id"], "status": "embarque"}])).await;
    let r = json_of(r, StatusCode::CONFLICT).await;
    assert!(
        r["msg"]
            .as_str()
            .unwrap()
            .ends_with(b["ref_billet"].as_str().unwrap())
    );
    // A ticket not reserved here (422: the document cannot say which), or another status (400:
    // the document lists the two), is refused on its line.
    let r = validate(json!([{"billetId": boarded["id"], "status": "absent"}])).await;
    assert!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["passengers.0.billetId"]
            .is_string()
    );
    let r = validate(json!([{"billetId": a["id"], "status": "annule"}])).await;
    assert_eq!(
        json_of(r, StatusCode::BAD_REQUEST).await["fields"]["passengers.0.status"],
        "Embarqué ou absent"
    );
    let still = manifest(&app, &seller.token, m).await;
    assert_eq!(still["status"], "EnCours", "nothing changed");

    // Both said: validated, and the tickets say so.
    let r = validate(json!([
        {"billetId": a["id"], "status": "embarque"},
        {"billetId": b["id"], "status": "absent"}
    ]))
    .await;
    let man = json_of(r, StatusCode::OK).await["data"].clone();
    assert_eq!(man["status"], "Arriver");
    assert_eq!(man["passengers"], 2, "the absent one did not fly");
    for (ticket, status) in [(&a, "embarque"), (&b, "absent"), (&boarded, "embarque")] {
        let t = app
            .get_as(&format!("/api/billets/{}", ticket["id"]), &seller.token)
            .await;
        assert_eq!(json_of(t, StatusCode::OK).await["status"], status);
    }
    fixtures::assert_invariants(&app).await;
}
