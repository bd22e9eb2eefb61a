//! Money out: expense types, commissions on manifests and their shares, standalone expenses, the
//! list with its period totals, and the result of a manifest checked against hand-computed sums.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    fixtures::{
        Yard, assert_invariants, branch, count, create_manifest, expense_type, loaded_waybill,
        seeded_type, yard,
    },
    helpers::{Member, TestApp, json_of, json_of_refusal, short_id, spawn_app},
};

/// What a manifest's staff needs to record commissions.
const TREASURER: &[&str] = &[
    "afficher depense",
    "ajouter depense",
    "modifier depense",
    "supprimer depense",
    "afficher manifeste",
];

/// A member with the expense permissions, at `branch`.
async fn treasurer(app: &TestApp, branch: Option<i64>, extra: &[&str]) -> Member {
    let mut permissions = TREASURER.to_vec();
    permissions.extend_from_slice(extra);
    let m = app.member_with(&permissions).await;
    sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
        .bind(branch)
        .bind(m.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    m
}

/// A yard, a manifest in preparation carrying one of the two pieces of a registered expedition's
/// first line (1.5 kg of its 3 kg, $10.50 → $5.25) and its whole second line ($1.17): revenue
/// $6.42. Answers the yard and the manifest.
async fn loaded_manifest(app: &TestApp) -> (Yard, Value) {
    let y = yard(app).await;
    let (_, w) = loaded_waybill(app, &y).await;
    let lines = w["waybilldetails"].as_array().unwrap();
    let first = lines[0]["id"].as_i64().unwrap();
    let second = lines[1]["id"].as_i64().unwrap();
    let m = create_manifest(app, &y, &[(first, 1), (second, 1)]).await;
    (y, m)
}

async fn external(app: &TestApp, name: &str) -> i64 {
    let profile = app.profile_id("externe").await;
    app.person_with_profile(profile, name).await
}

fn share(kind: i64, manifest: &Value, total: Option<f64>, beneficiary: i64, mount: f64) -> Value {
    let mut body = json!({
        "typedepenseId": kind, "manifesteId": manifest["id"], "beneficerId": beneficiary,
        "mount": mount, "description": "Chargement",
    });
    if let Some(t) = total {
        body["mountT"] = json!(t);
    }
    body
}

async fn manifest_money(app: &TestApp, token: &str, manifest: &Value) -> Value {
    json_of(
        app.get_as(
            &format!("/api/depenses/manifestId/{}", manifest["id"]),
            token,
        )
        .await,
        StatusCode::OK,
    )
    .await
}

#[tokio::test]
async fn the_six_types_exist_and_a_type_in_use_stays() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let types = json_of(
        app.get_as("/api/typedepenses", &admin).await,
        StatusCode::OK,
    )
    .await;
    let names: Vec<(&str, bool)> = types
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["type"].as_str().unwrap(),
                t["ismanifeste"].as_bool().unwrap(),
            )
        })
        .collect();
    for expected in [
        ("Commission", true),
        ("Manutention", true),
        ("Carburant", false),
        ("Loyer", false),
        ("Salaires", false),
        ("Divers", false),
    ] {
        assert!(names.contains(&expected), "{expected:?} in {names:?}");
    }

    let name = format!("Peage {}", short_id());
    let id = expense_type(&app, &admin, &name, false).await;
    // Names are unique whatever their case.
    let r = app
        .post_as(
            "/api/typedepenses",
            &admin,
            &json!({"type": name.to_uppercase()}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let r = app
        .post_as("/api/typedepenses", &admin, &json!({"type": ""}))
        .await;
    let body = json_of(r, StatusCode::BAD_REQUEST).await;
    assert!(body["fields"]["type"].is_string(), "{body}");

    let t = json_of(
        app.get_as("/api/typedepenses", &admin).await,
        StatusCode::OK,
    )
    .await;
    let mine = t
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == id)
        .unwrap()
        .clone();
    assert_eq!(mine["used"], false);
    let renamed = json_of(
        app.put_as(
            &format!("/api/typedepenses/{id}"),
            &admin,
            &json!({"type": format!("{name} RN4"), "ismanifeste": false, "updatedAt": mine["updatedAt"]}),
        )
        .await,
        StatusCode::OK,
    )
    .await["data"]
        .clone();
    // A stale edit is refused.
    let r = app
        .put_as(
            &format!("/api/typedepenses/{id}"),
            &admin,
            &json!({"type": "Autre", "updatedAt": mine["updatedAt"]}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);

    // In use: it cannot be deleted, nor change kind.
    let b = branch(&app, &admin, &short_id()).await;
    let r = app
        .post_as(
            "/api/depenses",
            &admin,
            &json!({"typedepenseId": id, "brancheId": b, "mount": 3, "date": "2026-01-05"}),
        )
        .await;
    json_of(r, StatusCode::CREATED).await;
    let r = app
        .delete_as(&format!("/api/typedepenses/{id}"), &admin)
        .await;
    let body = json_of(r, StatusCode::CONFLICT).await;
    assert!(body["msg"].as_str().unwrap().contains("utilisé"), "{body}");
    let r = app
        .put_as(
            &format!("/api/typedepenses/{id}"),
            &admin,
            &json!({"type": name, "ismanifeste": true, "updatedAt": renamed["updatedAt"]}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);

    // An unused type goes.
    let unused = expense_type(&app, &admin, &short_id(), true).await;
    let r = app
        .delete_as(&format!("/api/typedepenses/{unused}"), &admin)
        .await;
    json_of(r, StatusCode::OK).await;
    assert_eq!(
        count(
            &app,
            &format!("SELECT COUNT(*) FROM typedepenses WHERE id = {unused}")
        )
        .await,
        0
    );
}

#[tokio::test]
async fn a_commission_is_shared_never_above_its_total_and_cancelled_from_the_last_share() {
    let app = spawn_app().await;
    let (y, m) = loaded_manifest(&app).await;
    let t = treasurer(&app, Some(y.c.branch), &[]).await;
    let commission = seeded_type(&app, "Commission").await;
    let (a, b, c) = (
        external(&app, "Patrick Transitaire").await,
        external(&app, "Esther Manutention").await,
        external(&app, "Joseph Courtier").await,
    );

    // The first share needs the commission's total.
    let r = app
        .post_as(
            "/api/depenses",
            &t.token,
            &share(commission, &m, None, a, 60.0),
        )
        .await;
    let body = json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(body["fields"]["mountT"].is_string(), "{body}");
    // A share's manifest and beneficiary sent blank are absent, so required here (422 naming
    // them), not an unknown record (it was a 404).
    let mut blank = share(commission, &m, Some(100.0), a, 60.0);
    blank["manifesteId"] = json!("");
    blank["beneficerId"] = json!(" ");
    let body = json_of(
        app.post_as("/api/depenses", &t.token, &blank).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(
        body["fields"]["manifesteId"], "Ce champ est obligatoire ici",
        "{body}"
    );
    assert!(body["fields"]["beneficerId"].is_string(), "{body}");

    let first = json_of(
        app.post_as(
            "/api/depenses",
            &t.token,
            &share(commission, &m, Some(100.0), a, 60.0),
        )
        .await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();
    assert_eq!(first["kind"], "share");
    assert_eq!(first["mount"], 60);
    assert_eq!(first["mountT"], 100);
    assert_eq!(first["beneficer"]["id"], a);
    assert_eq!(first["manifeste"]["id"], m["id"]);
    assert_eq!(first["brancheId"], y.c.branch);
    let reference = first["depense"]["ref_depense"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(reference.starts_with("DEP-"), "{reference}");
    assert_eq!(first["ref_depense"], format!("{reference}-1"));

    let second = json_of(
        app.post_as(
            "/api/depenses",
            &t.token,
            &share(commission, &m, None, b, 40.0),
        )
        .await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();
    assert_eq!(second["ref_depense"], format!("{reference}-2"));

    // A third share would go above the total: 400 on the amount, in French, and nothing written.
    let r = app
        .post_as(
            "/api/depenses",
            &t.token,
            &share(commission, &m, None, c, 10.0),
        )
        .await;
    let body = json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await;
    let msg = body["fields"]["mount"].as_str().unwrap();
    assert!(
        msg.starts_with("La commission est inférieure au montant du bénéficiaire"),
        "{msg}"
    );
    assert!(msg.contains("0,00"), "{msg}");
    let money = manifest_money(&app, &t.token, &m).await;
    assert_eq!(money["commissions"].as_array().unwrap().len(), 1);
    let com = &money["commissions"][0];
    assert_eq!(com["kind"], "commission");
    assert_eq!(com["mountT"], 100);
    assert_eq!(com["allotted"], 100);
    assert_eq!(com["remaining"], 0);
    assert_eq!(com["shares"].as_array().unwrap().len(), 2);

    // Revenue $6.42 (see loaded_manifest), commissions $100.
    assert_eq!(money["result"]["revenue"], 6.42);
    assert_eq!(money["result"]["commissions"], 100);
    assert_eq!(money["result"]["margin"], -93.58);
    assert_eq!(money["result"]["marginPercent"], -1457.6);

    // Only the last share can be cancelled.
    let r = app
        .delete_as(&format!("/api/depenses/{}", first["id"]), &t.token)
        .await;
    let body = json_of(r, StatusCode::CONFLICT).await;
    assert!(body["msg"].as_str().unwrap().contains("dernière"), "{body}");
    let r = app
        .delete_as(&format!("/api/depenses/{}", second["id"]), &t.token)
        .await;
    let cancelled = json_of(r, StatusCode::OK).await["data"].clone();
    assert!(cancelled["cancelledAt"].is_string());
    // Cancelled once only.
    let r = app
        .delete_as(&format!("/api/depenses/{}", second["id"]), &t.token)
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    // The row stays, marked; the result changes.
    assert_eq!(
        count(
            &app,
            &format!("SELECT COUNT(*) FROM depenses WHERE id = {}", second["id"])
        )
        .await,
        1
    );
    let money = manifest_money(&app, &t.token, &m).await;
    assert_eq!(money["commissions"][0]["allotted"], 60);
    assert_eq!(
        money["commissions"][0]["shares"].as_array().unwrap().len(),
        1
    );
    assert_eq!(money["result"]["commissions"], 60);
    assert_eq!(money["result"]["margin"], -53.58);
    // The next share is numbered on: references are never reused.
    let third = json_of(
        app.post_as(
            "/api/depenses",
            &t.token,
            &share(commission, &m, None, c, 10.0),
        )
        .await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();
    assert_eq!(third["ref_depense"], format!("{reference}-3"));

    // Changing a share: within what remains (100 − 60 − 10 = 30 → at most 40 for this share).
    let path = format!("/api/depenses/{}", third["id"]);
    let r = app
        .put_as(
            &path,
            &t.token,
            &json!({"beneficerId": c, "mount": 40.01, "updatedAt": third["updatedAt"]}),
        )
        .await;
    let body = json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(
        body["fields"]["mount"].as_str().unwrap().contains("40,00"),
        "{body}"
    );
    let edited = json_of(
        app.put_as(
            &path,
            &t.token,
            &json!({"beneficerId": b, "mount": 40, "description": "Déchargement", "updatedAt": third["updatedAt"]}),
        )
        .await,
        StatusCode::OK,
    )
    .await["data"]
        .clone();
    assert_eq!(edited["beneficer"]["id"], b);
    // Stale.
    let r = app
        .put_as(
            &path,
            &t.token,
            &json!({"beneficerId": b, "mount": 1, "updatedAt": third["updatedAt"]}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    // The total may rise with a share, never fall below what is shared.
    let commission_id = first["depense"]["id"].as_i64().unwrap();
    let com = json_of(
        app.get_as(&format!("/api/depenses/{commission_id}"), &t.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(com["shares"].as_array().unwrap().len(), 3);
    let r = app
        .put_as(
            &format!("/api/depenses/{commission_id}"),
            &t.token,
            &json!({"mountT": 99.99, "updatedAt": com["updatedAt"]}),
        )
        .await;
    let body = json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(body["fields"]["mountT"].is_string(), "{body}");
    // A commission with shares in force cannot be cancelled.
    let r = app
        .delete_as(&format!("/api/depenses/{commission_id}"), &t.token)
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let r = app
        .post_as(
            "/api/depenses",
            &t.token,
            &share(commission, &m, Some(150.0), a, 50.0),
        )
        .await;
    json_of(r, StatusCode::CREATED).await;
    let money = manifest_money(&app, &t.token, &m).await;
    assert_eq!(money["commissions"][0]["mountT"], 150);
    assert_eq!(money["commissions"][0]["allotted"], 150);

    // A second type makes a second commission on the same manifest.
    let handling = seeded_type(&app, "Manutention").await;
    let r = app
        .post_as(
            "/api/depenses",
            &t.token,
            &share(handling, &m, Some(20.0), c, 5.0),
        )
        .await;
    json_of(r, StatusCode::CREATED).await;
    let money = manifest_money(&app, &t.token, &m).await;
    assert_eq!(money["commissions"].as_array().unwrap().len(), 2);
    assert_eq!(money["result"]["commissions"], 155);
    let by_type = money["result"]["byType"].as_array().unwrap();
    assert_eq!(by_type.len(), 2, "{by_type:?}");
    let by_destination = money["result"]["byDestination"].as_array().unwrap();
    assert_eq!(by_destination.len(), 1);
    assert_eq!(by_destination[0]["destinationId"], y.c.other);
    assert_eq!(by_destination[0]["revenue"], 6.42);

    // The manifest's detail and its list row carry the result.
    let detail = json_of(
        app.get_as(&format!("/api/manifests/{}", m["id"]), &y.mover.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(detail["result"]["revenue"], 6.42);
    assert_eq!(detail["result"]["commissions"], 155);
    let list = json_of(
        app.get_as("/api/manifests?status=EnCours", &y.mover.token)
            .await,
        StatusCode::OK,
    )
    .await;
    let row = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == m["id"])
        .unwrap();
    assert_eq!(row["result"]["margin"], -148.58);
    assert!(row["result"]["byType"].is_null());
    assert_invariants(&app).await;
}

#[tokio::test]
async fn commissions_change_in_the_manifests_branches_while_in_preparation_or_with_admin() {
    let app = spawn_app().await;
    let (y, m) = loaded_manifest(&app).await;
    let commission = seeded_type(&app, "Commission").await;
    let fuel = seeded_type(&app, "Carburant").await;
    let a = external(&app, "Patrick Transitaire").await;
    let here = treasurer(&app, Some(y.c.branch), &[]).await;
    let elsewhere_branch = branch(&app, &y.c.admin, &short_id()).await;
    let elsewhere = treasurer(&app, Some(elsewhere_branch), &[]).await;
    let admin = treasurer(&app, Some(elsewhere_branch), &["admin"]).await;

    // Another branch's staff: 403 other_branch.
    let r = app
        .post_as(
            "/api/depenses",
            &elsewhere.token,
            &share(commission, &m, Some(100.0), a, 10.0),
        )
        .await;
    let body = json_of(r, StatusCode::FORBIDDEN).await;
    assert_eq!(body["code"], "other_branch");

    // Bad input: each field named.
    let superuser: i64 = sqlx::query_scalar(
        "SELECT u.id FROM users u JOIN profiles p ON p.id = u.profile_id WHERE p.code = 'superuser' LIMIT 1",
    )
    .fetch_one(app.db.pool())
    .await
    .unwrap();
    for (body, field) in [
        (
            share(commission, &m, Some(100.0), superuser, 10.0),
            "beneficerId",
        ),
        (
            share(commission, &m, Some(100.0), 999_999, 10.0),
            "beneficerId",
        ),
        (share(commission, &m, Some(100.0), a, 0.0), "mount"),
        (share(commission, &m, Some(100.0), a, -1.0), "mount"),
        (share(commission, &m, Some(100.0), a, 10.001), "mount"),
        (
            share(commission, &m, Some(100.0), a, 10_000_000.01),
            "mount",
        ),
        (share(commission, &m, Some(10_000_000.01), a, 1.0), "mountT"),
        (share(commission, &m, Some(0.0), a, 1.0), "mountT"),
        (share(999_999, &m, Some(100.0), a, 1.0), "typedepenseId"),
        (
            json!({"typedepenseId": commission, "beneficerId": a, "mount": 1}),
            "manifesteId",
        ),
        (
            json!({"typedepenseId": commission, "manifesteId": 999_999, "beneficerId": a, "mount": 1, "mountT": 2}),
            "manifesteId",
        ),
        (
            json!({"typedepenseId": commission, "manifesteId": m["id"], "mount": 1, "mountT": 2}),
            "beneficerId",
        ),
        (json!({"typedepenseId": "x", "mount": 1}), "typedepenseId"),
        (
            json!({"typedepenseId": fuel, "mount": 1, "date": "2026-13-01"}),
            "date",
        ),
        (
            json!({"typedepenseId": fuel, "mount": 1, "date": "1999-12-31"}),
            "date",
        ),
        (
            json!({"typedepenseId": fuel, "mount": 1, "date": "2999-01-01"}),
            "date",
        ),
        (json!({"typedepenseId": fuel, "mount": 1}), "date"),
        (
            json!({"typedepenseId": fuel, "mount": 1, "date": "2026-01-05", "description": "x".repeat(501)}),
            "description",
        ),
    ] {
        let r = app.post_as("/api/depenses", &here.token, &body).await;
        let answer = json_of_refusal(r).await;
        assert!(answer["fields"][field].is_string(), "{body} → {answer}");
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM depenses").await, 0);

    let first = json_of(
        app.post_as(
            "/api/depenses",
            &here.token,
            &share(commission, &m, Some(100.0), a, 10.0),
        )
        .await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();

    // Validated: locked for everyone without admin, not for an administrator.
    let r = app
        .post_as(
            &format!("/api/manifests/{}/validate", m["id"]),
            &y.mover.token,
            &json!({"status": "Arriver", "departureDate": "2026-11-22", "departureTime": "8:00"}),
        )
        .await;
    json_of(r, StatusCode::OK).await;
    let r = app
        .post_as(
            "/api/depenses",
            &here.token,
            &share(commission, &m, None, a, 10.0),
        )
        .await;
    let body = json_of(r, StatusCode::CONFLICT).await;
    assert!(body["msg"].as_str().unwrap().contains("validé"), "{body}");
    let r = app
        .put_as(
            &format!("/api/depenses/{}", first["id"]),
            &here.token,
            &json!({"beneficerId": a, "mount": 5, "updatedAt": first["updatedAt"]}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let r = app
        .delete_as(&format!("/api/depenses/{}", first["id"]), &here.token)
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let r = app
        .post_as(
            "/api/depenses",
            &admin.token,
            &share(commission, &m, None, a, 10.0),
        )
        .await;
    let by_admin = json_of(r, StatusCode::CREATED).await["data"].clone();
    // An administrator of another branch records it at the manifest's origin.
    assert_eq!(by_admin["brancheId"], y.c.branch);
    let r = app
        .delete_as(&format!("/api/depenses/{}", by_admin["id"]), &admin.token)
        .await;
    json_of(r, StatusCode::OK).await;
}

#[tokio::test]
async fn expenses_are_listed_by_period_with_their_totals_by_type() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let goma = branch(&app, &admin, &short_id()).await;
    let bunia = branch(&app, &admin, &short_id()).await;
    let t = treasurer(&app, Some(goma), &[]).await;
    let fuel = seeded_type(&app, "Carburant").await;
    let rent = seeded_type(&app, "Loyer").await;
    let a = external(&app, "Station Engen Goma").await;

    let add = |body: Value| {
        let app = &app;
        let token = t.token.clone();
        async move {
            json_of(
                app.post_as("/api/depenses", &token, &body).await,
                StatusCode::CREATED,
            )
            .await["data"]
                .clone()
        }
    };
    // The branch defaults to the agent's.
    let e1 = add(json!({"typedepenseId": fuel, "mount": "120,50", "date": "2026-09-30", "beneficerId": a, "description": "Gasoil camion"})).await;
    assert_eq!(e1["brancheId"], goma);
    assert_eq!(e1["kind"], "expense");
    assert_eq!(e1["mount"], 120.5);
    assert_eq!(e1["date"], "2026-09-30");
    assert!(e1["ref_depense"].as_str().unwrap().starts_with("DEP-"));
    let e2 = add(json!({"typedepenseId": fuel, "mount": 80, "date": "2026-10-01"})).await;
    let _e3 = add(json!({"typedepenseId": rent, "mount": 500, "date": "2026-10-31", "description": "Loyer octobre"})).await;
    let e4 = add(json!({"typedepenseId": rent, "mount": 1.25, "date": "2026-11-01"})).await;
    // Another branch's expense: only with admin.
    let r = app
        .post_as(
            "/api/depenses",
            &t.token,
            &json!({"typedepenseId": fuel, "mount": 1, "date": "2026-10-02", "brancheId": bunia}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::FORBIDDEN).await["code"],
        "other_branch"
    );
    let r = app
        .post_as(
            "/api/depenses",
            &admin,
            &json!({"typedepenseId": fuel, "mount": 7, "date": "2026-10-02", "brancheId": bunia}),
        )
        .await;
    json_of(r, StatusCode::CREATED).await;
    // An expense of a manifest type is recorded on a manifest.
    let r = app
        .post_as(
            "/api/depenses",
            &t.token,
            &json!({"typedepenseId": seeded_type(&app, "Commission").await, "mount": 1, "date": "2026-10-02"}),
        )
        .await;
    assert!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]["manifesteId"].is_string()
    );

    let list = |q: String| {
        let app = &app;
        let token = t.token.clone();
        async move {
            json_of(
                app.get_as(&format!("/api/depenses?{q}"), &token).await,
                StatusCode::OK,
            )
            .await
        }
    };
    // October, both ends included, at Goma: e2 and e3.
    let nov = list(format!("from=2026-10-01&to=2026-10-31&brancheId={goma}")).await;
    assert_eq!(nov["total"], 2, "{nov}");
    assert_eq!(nov["amount"], 580);
    assert_eq!(nov["items"][0]["date"], "2026-10-31");
    assert_eq!(nov["items"][1]["id"], e2["id"]);
    let by_type = nov["byType"].as_array().unwrap();
    assert_eq!(by_type.len(), 2);
    let fuel_total = by_type.iter().find(|b| b["typedepenseId"] == fuel).unwrap();
    assert_eq!(fuel_total["amount"], 80);
    assert_eq!(fuel_total["count"], 1);
    // Every branch: Bunia's 7 $ too.
    let all = list("from=2026-10-01&to=2026-10-31".into()).await;
    assert_eq!(all["amount"], 587);
    // By type.
    let rent_only = list(format!(
        "from=2026-09-01&to=2026-11-30&typedepenseId={rent}&brancheId={goma}"
    ))
    .await;
    assert_eq!(rent_only["total"], 2);
    assert_eq!(rent_only["amount"], 501.25);
    // By beneficiary, and searched (counted on the rows).
    let theirs = list(format!("beneficerId={a}")).await;
    assert_eq!(theirs["total"], 1);
    assert_eq!(theirs["amount"], 120.5);
    let searched = list("column=description&q=gasoil".into()).await;
    assert_eq!(searched["total"], 1);
    assert_eq!(searched["items"][0]["id"], e1["id"]);
    let number = e1["ref_depense"].as_str().unwrap()[4..].to_string();
    let by_ref = list(format!("column=ref_depense&q={number}")).await;
    assert_eq!(by_ref["items"][0]["id"], e1["id"]);
    let named = list("column=beneficer.name&q=engen".into()).await;
    assert_eq!(named["total"], 1);

    // Cancelling keeps the row, marked, and takes it out of the totals.
    let r = app
        .delete_as(&format!("/api/depenses/{}", e2["id"]), &t.token)
        .await;
    json_of(r, StatusCode::OK).await;
    let nov = list(format!("from=2026-10-01&to=2026-10-31&brancheId={goma}")).await;
    assert_eq!(nov["total"], 2);
    assert_eq!(nov["amount"], 500);
    assert!(nov["items"][1]["cancelledAt"].is_string());
    // A type's count is of what its amount adds up: the cancelled fuel leaves no fuel line.
    assert_eq!(nov["byType"].as_array().unwrap().len(), 1, "{nov}");
    assert_eq!(nov["byType"][0]["count"], 1);
    let in_force = list(format!(
        "from=2026-10-01&to=2026-10-31&brancheId={goma}&cancelled=0"
    ))
    .await;
    assert_eq!(in_force["total"], 1);
    let cancelled = list(format!(
        "from=2026-10-01&to=2026-10-31&brancheId={goma}&cancelled=1"
    ))
    .await;
    assert_eq!(cancelled["total"], 1);
    assert_eq!(cancelled["amount"], 0);
    // A cancelled expense cannot change.
    let r = app
        .put_as(
            &format!("/api/depenses/{}", e2["id"]),
            &t.token,
            &json!({"typedepenseId": fuel, "mount": 1, "date": "2026-10-01", "updatedAt": e2["updatedAt"]}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);

    // Moving an expense to another day moves its total with it.
    let r = app
        .put_as(
            &format!("/api/depenses/{}", e4["id"]),
            &t.token,
            &json!({"typedepenseId": fuel, "mount": 2.5, "date": "2026-10-15", "updatedAt": e4["updatedAt"]}),
        )
        .await;
    let moved = json_of(r, StatusCode::OK).await["data"].clone();
    assert_eq!(moved["typedepense"]["id"], fuel);
    let nov = list(format!("from=2026-10-01&to=2026-10-31&brancheId={goma}")).await;
    assert_eq!(nov["amount"], 502.5);
    let dec = list(format!("from=2026-11-01&to=2026-11-30&brancheId={goma}")).await;
    assert_eq!(dec["total"], 0);
    assert_eq!(dec["amount"], 0);
    assert_eq!(dec["byType"], json!([]));

    // Periods and filters are checked.
    for (q, field) in [
        ("from=2026-11-31", "from"),
        ("to=yesterday", "to"),
        ("from=2026-12-01&to=2026-11-01", "to"),
        ("brancheId=abc", "brancheId"),
        ("typedepenseId=0", "typedepenseId"),
        ("cancelled=maybe", "cancelled"),
        ("column=mount&q=12", "column"),
    ] {
        let r = app.get_as(&format!("/api/depenses?{q}"), &t.token).await;
        let body = json_of_refusal(r).await;
        assert!(body["fields"][field].is_string(), "{q}: {body}");
    }

    // The day totals agree with the rows they sum.
    let drift = count(
        &app,
        "SELECT COUNT(*) FROM depense_days s WHERE s.amount <> COALESCE((SELECT SUM(d.mount) \
         FROM depenses d WHERE d.day = s.day AND d.branche_id = s.branche_id \
         AND d.typedepense_id = s.typedepense_id AND d.kind <> 'commission' \
         AND d.cancelled_at IS NULL), 0) OR s.depenses <> (SELECT COUNT(*) FROM depenses d \
         WHERE d.day = s.day AND d.branche_id = s.branche_id AND d.typedepense_id = s.typedepense_id \
         AND d.kind <> 'commission')",
    )
    .await;
    assert_eq!(drift, 0);
}

#[tokio::test]
async fn an_expense_for_a_flight_counts_in_its_result() {
    let app = spawn_app().await;
    let (y, m) = loaded_manifest(&app).await;
    let t = treasurer(&app, Some(y.c.branch), &[]).await;
    let fuel = seeded_type(&app, "Carburant").await;
    let r = app
        .post_as(
            "/api/depenses",
            &t.token,
            &json!({"typedepenseId": fuel, "mount": 2, "date": "2026-11-20", "manifesteId": m["id"]}),
        )
        .await;
    json_of(r, StatusCode::CREATED).await;
    let money = manifest_money(&app, &t.token, &m).await;
    assert_eq!(money["expenses"].as_array().unwrap().len(), 1);
    assert_eq!(money["result"]["expenses"], 2);
    assert_eq!(money["result"]["margin"], 4.42);
    // 4.42 / 6.42 = 68.85 %
    assert_eq!(money["result"]["marginPercent"], 68.8);
    let by_manifest = json_of(
        app.get_as(&format!("/api/depenses?manifesteId={}", m["id"]), &t.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(by_manifest["total"], 1);
    // An empty manifest's result is all zero, without a percentage.
    let y2 = yard(&app).await;
    let (_, w) = loaded_waybill(&app, &y2).await;
    let line = w["waybilldetails"][0]["id"].as_i64().unwrap();
    let m2 = create_manifest(&app, &y2, &[(line, 1)]).await;
    assert_eq!(m2["result"]["commissions"], 0);
    assert!(m2["result"]["marginPercent"].is_number());
}

#[tokio::test]
async fn concurrent_shares_never_add_up_above_the_total() {
    let app = spawn_app().await;
    let (y, m) = loaded_manifest(&app).await;
    let t = treasurer(&app, Some(y.c.branch), &[]).await;
    let commission = seeded_type(&app, "Commission").await;
    let a = external(&app, "Patrick Transitaire").await;
    json_of(
        app.post_as(
            "/api/depenses",
            &t.token,
            &share(commission, &m, Some(100.0), a, 70.0),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    // 16 shares of $10 compete for the $30 left: exactly 3 succeed.
    let mut racers = tokio::task::JoinSet::new();
    for _ in 0..16 {
        let request = app
            .client
            .post(app.url("/api/depenses"))
            .header("x-access-token", &t.token)
            .json(&share(commission, &m, None, a, 10.0));
        racers.spawn(async move { request.send().await.unwrap().status() });
    }
    let statuses: Vec<StatusCode> = racers.join_all().await;
    let ok = statuses
        .iter()
        .filter(|s| **s == StatusCode::CREATED)
        .count();
    assert_eq!(ok, 3, "{statuses:?}");
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::CREATED || *s == StatusCode::UNPROCESSABLE_ENTITY),
        "{statuses:?}"
    );
    let money = manifest_money(&app, &t.token, &m).await;
    assert_eq!(money["commissions"][0]["allotted"], 100);
    assert_eq!(
        money["commissions"][0]["shares"].as_array().unwrap().len(),
        4
    );
    let sum = count(
        &app,
        "SELECT CAST(COALESCE(SUM(mount), 0) AS BIGINT) FROM depenses WHERE kind = 'share' AND cancelled_at IS NULL",
    )
    .await;
    assert_eq!(sum, 10_000);
    // References are distinct and numbered 1 to 4.
    let refs = count(
        &app,
        "SELECT COUNT(DISTINCT ref_depense) FROM depenses WHERE kind = 'share'",
    )
    .await;
    assert_eq!(refs, 4);
}

#[tokio::test]
async fn beneficiaries_are_picked_among_people_and_new_ones_are_external_persons() {
    let app = spawn_app().await;
    // Only the expense permissions: no people screen.
    let t = app
        .member_with(&["afficher depense", "ajouter depense"])
        .await;
    let broker = external(&app, "Patrick Transitaire").await;
    let admin = app.admin_token().await;
    crate::fixtures::client(&app, &admin, "Patrick Mugisha", "0991234567").await;

    // Without a search: the external persons.
    let page = json_of(
        app.get_as("/api/beneficiaries", &t.token).await,
        StatusCode::OK,
    )
    .await;
    let ids: Vec<i64> = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, vec![broker]);
    assert_eq!(page["items"][0]["profile"], "Externe");
    // A search finds anyone by name, never a super user.
    let found = json_of(
        app.get_as("/api/beneficiaries?q=patrick", &t.token).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(found["total"], 2, "{found}");
    let supers = json_of(
        app.get_as("/api/beneficiaries?q=admin", &t.token).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(supers["total"], 0, "{supers}");

    // 'Nouveau bénéficiaire': an external person, without a password, at no cost in rights.
    let created = json_of(
        app.post_as(
            "/api/beneficiaries",
            &t.token,
            &json!({"name": "Esther Manutention", "tel": "0997000111"}),
        )
        .await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();
    assert_eq!(created["profile"], "Externe");
    let hash: Option<String> = sqlx::query_scalar("SELECT password_hash FROM users WHERE id = $1")
        .bind(created["id"].as_i64().unwrap())
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert!(hash.is_none());
    let r = app
        .post_as(
            "/api/beneficiaries",
            &t.token,
            &json!({"name": "Autre", "tel": "0997000111"}),
        )
        .await;
    assert!(json_of(r, StatusCode::CONFLICT).await["fields"]["tel"].is_string());
    let r = app
        .post_as("/api/beneficiaries", &t.token, &json!({"name": " "}))
        .await;
    assert!(json_of(r, StatusCode::BAD_REQUEST).await["fields"]["name"].is_string());
    // Without the permission to add expenses, no one is created.
    let reader = app.member_with(&["afficher depense"]).await;
    let r = app
        .post_as("/api/beneficiaries", &reader.token, &json!({"name": "X"}))
        .await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
}
