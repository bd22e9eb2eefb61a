//! Expeditions, parcels and payments.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    fixtures::{self, client, counter, register, two_lines},
    helpers::{json_of, json_of_refusal, spawn_app},
};

#[tokio::test]
async fn an_expedition_is_registered_priced_and_partly_paid() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let r = app
        .post_as("/api/expeditions", &c.agent.token, &two_lines(&c, json!(5)))
        .await;
    let answer = json_of(r, StatusCode::CREATED).await;
    assert_eq!(answer["msg"], "Expédition enregistrée");
    let x = &answer["data"];
    assert_eq!(x["ref_expedition"], "EXP-000001");
    assert_eq!(x["status"], "EnStock");
    assert_eq!(x["extensionId"], c.branch, "origin is the agent's branch");
    // 350 c/kg × 2 × 1.5 kg = 1050 c; 350 × 0.333 = 116.55 → 117 c (half up, once per line).
    assert_eq!(x["packags"][0]["price_"], 10.5);
    assert_eq!(x["packags"][1]["price_"], 1.17);
    assert_eq!(x["price"], 11.67);
    assert_eq!(x["paid"], 5);
    assert_eq!(x["debt"], 6.67);
    assert_eq!(x["paiement"], 0);
    assert_eq!(x["quantityEntry"], 3);
    assert_eq!(x["quantityRestant"], 3);
    assert_eq!(x["weightEntry"], 3.333);
    assert_eq!(x["weightRestant"], 3.333);
    assert_eq!(x["packags"][0]["ref_packag"], "EXP-000001-1");
    assert_eq!(x["packags"][1]["ref_packag"], "EXP-000001-2");
    assert_eq!(
        x["packags"][0]["packagdetails"].as_array().unwrap().len(),
        2
    );
    assert_eq!(
        x["packags"][0]["packagdetails"][0]["article"]["name"],
        "Sac de riz"
    );
    assert_eq!(
        x["packags"][1]["recipient"]["id"], c.recipient,
        "a line's recipient defaults to the expedition's"
    );
    assert_eq!(x["invoices"][0]["ref_invoice"], "FAC-000001");
    assert_eq!(x["invoices"][0]["price"], 5);
    assert_eq!(x["sender"]["name"], "Amani Kabila");
    assert_eq!(x["expedition_origin"]["name"], "Soute Goma");
    assert_eq!(x["route"]["price"], 3.5);
    assert_eq!(x["cash"], 5);

    let second = register(&app, &c, json!(0)).await;
    assert_eq!(second["ref_expedition"], "EXP-000002");
}

/// The registration's answer is built from what it checked and wrote, not read back: it must be
/// what a read of the expedition answers, field by field.
#[tokio::test]
async fn a_registration_answers_what_a_read_answers() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let other = client(&app, &c.admin, "Baraka Mugisha", "0991099901").await;
    let untyped = fixtures::article(&app, &c.admin, "Colis divers", None).await;
    let forms = [
        // Partly paid: a payment; a line to another recipient; an article without a type.
        json!({
            "senderId": c.sender, "recipientId": c.recipient, "destinationId": c.route, "cash": 4,
            "colis": [
                {"quantity": 3, "weight": 2, "description": "Vivres",
                 "colidetails": [{"articleId": c.articles[1], "quantity": 2},
                                 {"articleId": untyped, "quantity": 1},
                                 {"articleId": c.articles[0], "quantity": 3}]},
                {"quantity": 1, "weight": "0.5", "recipientId": other,
                 "colidetails": [{"articleId": c.articles[0], "quantity": 1}]},
                {"quantity": 2, "weight": "1.25", "description": "Documents"}
            ]
        }),
        // Nothing paid: no payment.
        two_lines(&c, json!(0)),
        // Paid in full.
        two_lines(&c, json!(-1)),
    ];
    for form in forms {
        let r = app.post_as("/api/expeditions", &c.agent.token, &form).await;
        let answered = json_of(r, StatusCode::CREATED).await["data"].clone();
        let id = answered["id"].as_i64().unwrap();
        let r = app
            .get_as(&format!("/api/expeditions/{id}"), &c.agent.token)
            .await;
        let read = json_of(r, StatusCode::OK).await;
        assert_eq!(answered, read, "form {form}");
    }
}

#[tokio::test]
async fn cash_means_what_the_old_client_meant() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    for (cash, paid, paiement) in [
        (json!(null), 11.67, 1),
        (json!(""), 11.67, 1),
        (json!(-1), 11.67, 1),
        (json!(0), 0.0, 0),
        (json!("11.67"), 11.67, 1),
    ] {
        let x = register(&app, &c, cash.clone()).await;
        assert_eq!(x["paid"].as_f64().unwrap(), paid, "{cash}");
        assert_eq!(x["paiement"], paiement, "{cash}");
        assert_eq!(
            x["invoices"].as_array().unwrap().len(),
            usize::from(paid > 0.0),
            "{cash}"
        );
    }
    let r = app
        .post_as(
            "/api/expeditions",
            &c.agent.token,
            &two_lines(&c, json!(11.68)),
        )
        .await;
    let body = json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert_eq!(
        body["fields"]["cash"],
        "Le montant payé dépasse le prix (11,67\u{a0}$)"
    );
    let r = app
        .post_as(
            "/api/expeditions",
            &c.agent.token,
            &two_lines(&c, json!(-3)),
        )
        .await;
    assert!(
        json_of(r, StatusCode::BAD_REQUEST).await["fields"]
            .get("cash")
            .is_some()
    );
}

#[tokio::test]
async fn bad_input_names_the_field_and_writes_nothing() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let base = two_lines(&c, json!(0));
    let mut cases: Vec<(Value, &str, Option<&str>)> = Vec::new();
    let mut missing = base.clone();
    missing.as_object_mut().unwrap().remove("senderId");
    missing.as_object_mut().unwrap().remove("recipientId");
    missing.as_object_mut().unwrap().remove("destinationId");
    cases.push((
        missing.clone(),
        "senderId",
        Some("Ce champ est obligatoire"),
    ));
    cases.push((missing.clone(), "recipientId", None));
    cases.push((missing, "destinationId", None));
    let mut q = base.clone();
    q["colis"][0]["quantity"] = json!(0);
    cases.push((q, "colis.0.quantity", None));
    let mut w = base.clone();
    w["colis"][1]["weight"] = json!(0);
    cases.push((w, "colis.1.weight", Some("Doit être supérieur à zéro")));
    let mut w3 = base.clone();
    w3["colis"][1]["weight"] = json!(0.0001);
    cases.push((w3, "colis.1.weight", None));
    let mut article = base.clone();
    article["colis"][0]["colidetails"][1]["articleId"] = json!(99999);
    cases.push((
        article,
        "colis.0.colidetails.1.articleId",
        Some("Cet article n'existe pas"),
    ));
    let mut empty = base.clone();
    empty["colis"][1]["description"] = json!("  ");
    cases.push((
        empty,
        "colis.1.description",
        Some("Ajouter le contenu ou la description svp!"),
    ));
    let mut nobody = base.clone();
    nobody["senderId"] = json!(99999);
    cases.push((nobody, "senderId", Some("Ce client n'existe pas")));
    let mut no_lines = base.clone();
    no_lines["colis"] = json!([]);
    cases.push((no_lines, "colis", None));
    let mut unknown_route = base.clone();
    unknown_route["destinationId"] = json!(99999);
    cases.push((
        unknown_route,
        "destinationId",
        Some("Ce trajet n'existe pas"),
    ));
    for (body, field, msg) in cases {
        let answer =
            json_of_refusal(app.post_as("/api/expeditions", &c.agent.token, &body).await).await;
        let got = &answer["fields"][field];
        assert!(got.is_string(), "{field}: {answer}");
        if let Some(msg) = msg {
            assert_eq!(got, msg, "{field}");
        }
    }
    let lone = two_lines(&c, json!(0));
    let mut only_empty_line = lone.clone();
    only_empty_line["colis"] = json!([{"quantity": 1, "weight": 1}]);
    let answer = json_of(
        app.post_as("/api/expeditions", &c.agent.token, &only_empty_line)
            .await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(answer["msg"], "Ajouter le contenu ou la description svp!");
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM expeditions")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(count, 0, "nothing written");
}

#[tokio::test]
async fn a_route_must_leave_from_the_agents_branch() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let elsewhere = fixtures::route(&app, &c.admin).await;
    let mut body = two_lines(&c, json!(0));
    body["destinationId"] = json!(elsewhere);
    let answer = json_of(
        app.post_as("/api/expeditions", &c.agent.token, &body).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(
        answer["fields"]["destinationId"],
        "Ce trajet ne part pas de votre agence"
    );
    // Recipients and senders must be clients.
    let driver_profile = app.profile_id("chauffeur").await;
    let driver = app.person_with_profile(driver_profile, "Chauffeur").await;
    let mut body = two_lines(&c, json!(0));
    body["recipientId"] = json!(driver);
    let answer = json_of(
        app.post_as("/api/expeditions", &c.agent.token, &body).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(answer["fields"]["recipientId"], "Ce client n'existe pas");
}

/// Issue 33, item 18: the screens offer only what the server would allow. An agent of another
/// branch, holding every expedition permission, is offered nothing on a Goma expedition, and is
/// refused if he tries anyway; Goma's agent is offered what his permissions and its state allow.
#[tokio::test]
async fn an_expedition_is_changed_at_its_branch_and_says_what_the_reader_may_do() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let x = register(&app, &c, json!(0)).await;
    let id = x["id"].as_i64().unwrap();
    assert_eq!(
        x["actions"],
        json!({"edit": true, "delete": true, "pay": true}),
        "the registration's answer says what its author may do next"
    );
    let stranger = app.member_with(fixtures::AGENT).await;
    sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
        .bind(c.other)
        .bind(stranger.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    let row = fixtures::listed(&app, &stranger.token, "/api/expeditions?status=EnStock", id).await;
    assert_eq!(
        row["actions"],
        json!({"edit": false, "delete": false, "pay": true}),
        "another branch's agent may take a payment, not change it"
    );
    let read = json_of(
        app.get_as(&format!("/api/expeditions/{id}"), &stranger.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(read["actions"], row["actions"]);
    let mut body = two_lines(&c, json!(0));
    body["updatedAt"] = x["updatedAt"].clone();
    let refused = json_of(
        app.put_as(&format!("/api/expeditions/{id}"), &stranger.token, &body)
            .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert_eq!(refused["code"], "other_branch");
    assert_eq!(
        refused["msg"],
        "Seuls les agents de l'agence où l'expédition a été enregistrée peuvent la modifier ou la supprimer"
    );
    let refused = json_of(
        app.delete_as(&format!("/api/expeditions/{id}"), &stranger.token)
            .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert_eq!(refused["code"], "other_branch");

    // Its own agent: paid in part, it may be changed but not deleted; without the permissions,
    // nothing is offered.
    json_of(
        app.post_as(
            &format!("/api/expeditions/{id}/invoices"),
            &c.agent.token,
            &json!({"amount": 1}),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    let read = json_of(
        app.get_as(&format!("/api/expeditions/{id}"), &c.agent.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        read["actions"],
        json!({"edit": true, "delete": false, "pay": true})
    );
    let reader = app.member_with(&["afficher expedition"]).await;
    let read = json_of(
        app.get_as(&format!("/api/expeditions/{id}"), &reader.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        read["actions"],
        json!({"edit": false, "delete": false, "pay": false})
    );
    // The stranger's attempts changed nothing.
    assert_eq!(read["updatedAt"], x["updatedAt"]);
}

#[tokio::test]
async fn a_line_amount_set_by_hand_needs_its_permission() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let mut body = two_lines(&c, json!(0));
    body["colis"][0]["price"] = json!(9);
    let answer = json_of(
        app.post_as("/api/expeditions", &c.agent.token, &body).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert_eq!(answer["msg"], "Permission requise : « modifier prix »");
    let manager = app
        .member_with(&["ajouter expedition", "modifier prix"])
        .await;
    sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
        .bind(c.branch)
        .bind(manager.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    let x = json_of(
        app.post_as("/api/expeditions", &manager.token, &body).await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();
    assert_eq!(x["packags"][0]["price_"], 9);
    assert_eq!(x["packags"][0]["manualPrice"], true);
    assert_eq!(x["price"], 10.17);
}

#[tokio::test]
async fn lists_tabs_counts_and_search() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    for _ in 0..6 {
        register(&app, &c, json!(0)).await;
    }
    sqlx::query("UPDATE expeditions SET status = 'EnCours' WHERE ref_expedition = 'EXP-000006'")
        .execute(app.db.pool())
        .await
        .unwrap();
    let first = json_of(
        app.get_as("/api/expeditions?status=EnStock", &c.agent.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(first["total"], 5);
    assert_eq!(first["items"].as_array().unwrap().len(), 5);
    assert_eq!(
        first["items"][0]["ref_expedition"], "EXP-000005",
        "newest first"
    );
    assert_eq!(first["items"][0]["sender"]["name"], "Amani Kabila");
    let counts = json_of(
        app.get_as("/api/expeditions/counts", &c.agent.token).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        counts,
        json!([{"status": "EnStock", "count": 5, "capped": false}, {"status": "EnCours", "count": 1, "capped": false}, {"status": "Expedié", "count": 0, "capped": false}])
    );
    let found = json_of(
        app.get_as(
            "/api/expeditions?column=ref_expedition&q=000003",
            &c.agent.token,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(found["total"], 1);
    let by_recipient = json_of(
        app.get_as(
            "/api/expeditions?column=recipient.name&q=neema",
            &c.agent.token,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(by_recipient["total"], 6);
    let bad = json_of(
        app.get_as("/api/expeditions?status=Perdu", &c.agent.token)
            .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(bad["fields"].get("status").is_some());
}

#[tokio::test]
async fn an_expedition_is_edited_until_something_moves() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let x = register(&app, &c, json!(5)).await;
    let path = format!("/api/expeditions/{}", x["id"]);
    let first_parcel = x["packags"][0]["id"].clone();
    let mut body = two_lines(&c, json!(0));
    body["colis"][0]["quantity"] = json!(4);
    body["colis"].as_array_mut().unwrap().pop();
    body["updatedAt"] = x["updatedAt"].clone();
    let edited = json_of(
        app.put_as(&path, &c.agent.token, &body).await,
        StatusCode::OK,
    )
    .await["data"]
        .clone();
    assert_eq!(edited["price"], 21);
    assert_eq!(edited["quantityEntry"], 4);
    assert_eq!(edited["packags"].as_array().unwrap().len(), 1);
    assert_eq!(
        edited["packags"][0]["id"], first_parcel,
        "a kept line keeps its parcel (and label)"
    );
    assert_eq!(edited["paid"], 5, "payments stay");
    assert_eq!(
        app.put_as(&path, &c.agent.token, &body).await.status(),
        StatusCode::CONFLICT,
        "stale"
    );

    let mut cheap = body.clone();
    cheap["updatedAt"] = edited["updatedAt"].clone();
    cheap["colis"][0]["quantity"] = json!(1);
    cheap["colis"][0]["weight"] = json!(0.5);
    let answer = json_of(
        app.put_as(&path, &c.agent.token, &cheap).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(
        answer["msg"],
        "Le prix ne peut pas être inférieur au montant déjà payé (5,00\u{a0}$)"
    );

    sqlx::query("UPDATE packags SET quantity_restant = quantity_restant - 1, quantity_waybill = 1 WHERE id = $1")
        .bind(first_parcel.as_i64())
        .execute(app.db.pool())
        .await
        .unwrap();
    sqlx::query("UPDATE expeditions SET quantity_restant = quantity_restant - 1, quantity_waybill = 1 WHERE id = $1")
        .bind(x["id"].as_i64())
        .execute(app.db.pool())
        .await
        .unwrap();
    let mut later = body.clone();
    later["updatedAt"] = edited["updatedAt"].clone();
    let moved = json_of(
        app.put_as(&path, &c.agent.token, &later).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert!(moved["msg"].as_str().unwrap().contains("bordereau"));
    assert_eq!(
        app.delete_as(&path, &c.agent.token).await.status(),
        StatusCode::CONFLICT
    );
}

#[tokio::test]
async fn an_expedition_on_credit_is_deleted_with_its_parcels() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let x = register(&app, &c, json!(0)).await;
    let r = app
        .delete_as(&format!("/api/expeditions/{}", x["id"]), &c.agent.token)
        .await;
    assert_eq!(
        json_of(r, StatusCode::OK).await["msg"],
        "Expédition supprimée"
    );
    for table in ["expeditions", "packags", "packagdetails", "invoices"] {
        let n: i64 =
            sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT COUNT(*) FROM {table}")))
                .fetch_one(app.db.pool())
                .await
                .unwrap();
        assert_eq!(n, 0, "{table}");
    }
    assert_eq!(
        app.get_as(&format!("/api/expeditions/{}", x["id"]), &c.agent.token)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn payments_never_exceed_the_debt() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let x = register(&app, &c, json!(5)).await;
    let path = format!("/api/expeditions/{}/invoices", x["id"]);
    let too_much = json_of(
        app.post_as(&path, &c.agent.token, &json!({"amount": 6.68}))
            .await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(
        too_much["msg"],
        "Le paiement dépasse la dette restante (6,67\u{a0}$)"
    );
    for (amount, field) in [
        (json!(0), "amount"),
        (json!(-2), "amount"),
        (json!("abc"), "amount"),
        (json!(null), "amount"),
    ] {
        let r = json_of(
            app.post_as(&path, &c.agent.token, &json!({"amount": amount}))
                .await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert!(r["fields"].get(field).is_some());
    }
    let paid = json_of(
        app.post_as(&path, &c.agent.token, &json!({"amount": 6.67}))
            .await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(paid["data"]["ref_invoice"], "FAC-000002");
    assert_eq!(paid["data"]["price"], 6.67);
    let after = json_of(
        app.get_as(&format!("/api/expeditions/{}", x["id"]), &c.agent.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(after["debt"], 0);
    assert_eq!(after["paiement"], 1);
    assert_eq!(
        app.post_as(&path, &c.agent.token, &json!({"amount": 0.01}))
            .await
            .status(),
        StatusCode::CONFLICT
    );
}

#[tokio::test]
async fn concurrent_payments_never_overpay() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let x = register(&app, &c, json!(0)).await;
    let path = format!("/api/expeditions/{}/invoices", x["id"]);
    // 16 payments of $1 compete for a debt of $11.67: exactly 11 succeed.
    let mut racers = tokio::task::JoinSet::new();
    for _ in 0..16 {
        let request = app
            .client
            .post(app.url(&path))
            .header("x-access-token", &c.agent.token)
            .json(&json!({"amount": 1}));
        racers.spawn(async move { request.send().await.unwrap().status() });
    }
    let statuses: Vec<StatusCode> = racers.join_all().await;
    let ok = statuses
        .iter()
        .filter(|s| **s == StatusCode::CREATED)
        .count();
    assert_eq!(ok, 11, "{statuses:?}");
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::CREATED || *s == StatusCode::CONFLICT),
        "{statuses:?}"
    );
    let after = json_of(
        app.get_as(&format!("/api/expeditions/{}", x["id"]), &c.agent.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(after["paid"], 11);
}

#[tokio::test]
async fn payments_are_listed_by_day_and_debts_by_client() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    register(&app, &c, json!(5)).await;
    register(&app, &c, json!(0)).await;
    register(&app, &c, json!(null)).await;
    let today = &app.branch_today();
    let list = json_of(
        app.get_as(
            &format!("/api/invoices?from={today}&to={today}"),
            &c.agent.token,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(list["total"], 2);
    assert_eq!(list["amount"], 16.67);
    assert_eq!(list["items"][0]["customer"]["name"], "Amani Kabila");
    let none = json_of(
        app.get_as("/api/invoices?to=2000-01-01", &c.agent.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(none["total"], 0);
    let branch = json_of(
        app.get_as(
            &format!("/api/invoices?extensionId={}", c.branch),
            &c.agent.token,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(branch["total"], 2);
    let bad = json_of(
        app.get_as("/api/invoices?from=hier", &c.agent.token).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(bad["fields"].get("from").is_some());
    let one = json_of(
        app.get_as(
            &format!("/api/invoices/{}", list["items"][0]["id"]),
            &c.agent.token,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert!(one["ref_invoice"].as_str().unwrap().starts_with("FAC-"));
    let owed = json_of(
        app.get_as("/api/invoices/receivables", &c.agent.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(owed["total"], 1);
    assert_eq!(owed["items"][0]["customer"]["name"], "Amani Kabila");
    assert_eq!(owed["items"][0]["expeditions"], 2);
    assert_eq!(owed["items"][0]["debt"], 18.34);
}

#[tokio::test]
async fn parcels_are_listed_by_stage_and_shown_with_their_contents() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let x = register(&app, &c, json!(0)).await;
    let list = json_of(
        app.get_as("/api/packags?stage=restant", &c.agent.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(list["total"], 2);
    let counts = json_of(
        app.get_as("/api/packags/counts", &c.agent.token).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        counts,
        json!([{"status": "restant", "count": 2, "capped": false}, {"status": "waybill", "count": 0, "capped": false}, {"status": "manifeste", "count": 0, "capped": false}])
    );
    let search = json_of(
        app.get_as(
            "/api/packags?column=ref_packag&q=EXP-000001-2",
            &c.agent.token,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(search["total"], 1);
    let parcel = json_of(
        app.get_as(
            &format!("/api/packags/{}", x["packags"][0]["id"]),
            &c.agent.token,
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(parcel["ref_packag"], "EXP-000001-1");
    assert_eq!(parcel["expedition"]["ref_expedition"], "EXP-000001");
    assert_eq!(parcel["price"]["name"], "Goma - Kinshasa");
    assert_eq!(parcel["packagdetails"].as_array().unwrap().len(), 2);
    assert_eq!(parcel["expedition_origin"]["name"], "Soute Goma");
    assert_eq!(parcel["weightEntry"], 3);
    let bad = json_of(
        app.get_as("/api/packags?stage=perdu", &c.agent.token).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(bad["fields"].get("stage").is_some());
}

#[tokio::test]
async fn clients_see_only_their_own_expeditions_and_parcels() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let mine = register(&app, &c, json!(0)).await;
    let stranger = client(&app, &c.admin, "Autre Client", "0991000003").await;
    let mut theirs = two_lines(&c, json!(0));
    theirs["senderId"] = json!(stranger);
    theirs["recipientId"] = json!(stranger);
    let theirs = json_of(
        app.post_as("/api/expeditions", &c.agent.token, &theirs)
            .await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();
    // The recipient signs in with a password set by the admin.
    let person = json_of(
        app.get_as(&format!("/api/users/{}", c.recipient), &c.admin)
            .await,
        StatusCode::OK,
    )
    .await;
    let body = json!({"name": person["name"], "tel": person["tel"], "password": "Neema kivu 2026", "updatedAt": person["updatedAt"]});
    assert_eq!(
        app.put_as(&format!("/api/users/{}", c.recipient), &c.admin, &body)
            .await
            .status(),
        StatusCode::OK
    );
    let token = json_of(
        app.login("0991000002", "Neema kivu 2026").await,
        StatusCode::OK,
    )
    .await["token"]
        .as_str()
        .unwrap()
        .to_string();
    let own = json_of(
        app.get_as("/api/my/expeditions", &token).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(own["total"], 1);
    assert_eq!(own["items"][0]["id"], mine["id"]);
    assert_eq!(
        app.get_as(&format!("/api/my/expeditions/{}", mine["id"]), &token)
            .await
            .status(),
        StatusCode::OK
    );
    assert_eq!(
        app.get_as(&format!("/api/my/expeditions/{}", theirs["id"]), &token)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get_as(
            &format!("/api/packags/{}", mine["packags"][0]["id"]),
            &token
        )
        .await
        .status(),
        StatusCode::OK
    );
    assert_eq!(
        app.get_as(
            &format!("/api/packags/{}", theirs["packags"][0]["id"]),
            &token
        )
        .await
        .status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get_as("/api/expeditions", &token).await.status(),
        StatusCode::FORBIDDEN
    );
}

/// Changing an expedition's sender moves its payments to the new sender in the same write: the
/// receivables and the payments' searches say the same.
#[tokio::test]
async fn payments_follow_the_sender_when_it_changes() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let x = register(&app, &c, json!(5)).await;
    let id = x["id"].as_i64().unwrap();
    let other = client(&app, &c.admin, "Nouvel Expéditeur", &fixtures::unique_tel()).await;
    let mut edit = two_lines(&c, json!(5));
    edit["senderId"] = json!(other);
    edit["updatedAt"] = x["updatedAt"].clone();
    json_of(
        app.put_as(&format!("/api/expeditions/{id}"), &c.agent.token, &edit)
            .await,
        StatusCode::OK,
    )
    .await;
    let owners: Vec<i64> =
        sqlx::query_scalar("SELECT customer_id FROM invoices WHERE expedition_id = $1")
            .bind(id)
            .fetch_all(app.db.pool())
            .await
            .unwrap();
    assert_eq!(owners, [other]);
    let found = json_of(
        app.get_as("/api/invoices?column=customer.name&q=Nouvel", &c.admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(found["total"], 1, "{found}");
}
