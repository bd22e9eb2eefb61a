//! The audit trail: each kind of change leaves its line, in the transaction of the change.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    fixtures::{self, AGENT, counter, register, two_lines},
    helpers::{ADMIN_PASSWORD, TestApp, json_of, spawn_app},
};

async fn trail(app: &TestApp, admin: &str, query: &str) -> Value {
    json_of(
        app.get_as(&format!("/api/audit?per_page=100{query}"), admin)
            .await,
        StatusCode::OK,
    )
    .await
}

async fn lines(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM audit_log")
        .fetch_one(app.db.pool())
        .await
        .unwrap()
}

/// The newest line about `resource` `id`.
fn about<'a>(page: &'a Value, resource: &str, id: &Value) -> Vec<&'a Value> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["resource"] == resource && &l["resourceId"] == id)
        .collect()
}

#[tokio::test]
async fn freight_and_money_leave_their_lines_and_refused_writes_none() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let manager = app
        .member_with(&[AGENT, &["supprimer facture"]].concat())
        .await;
    let x = register(&app, &c, json!(5)).await;
    let id = &x["id"];
    let admin = &c.admin;

    let page = trail(&app, admin, "&resource=expeditions").await;
    let created = about(&page, "expeditions", id);
    assert_eq!(created.len(), 1);
    let line = created[0];
    assert_eq!(line["action"], "create");
    assert_eq!(line["user"]["id"], c.agent.id);
    assert!(line["user"]["name"].as_str().unwrap().starts_with("Membre"));
    assert_eq!(line["changes"]["ref_expedition"], x["ref_expedition"]);
    assert_eq!(line["changes"]["price"], 11.67);
    assert_eq!(line["changes"]["cash"], 5.0);
    assert!(line["createdAt"].as_str().unwrap().contains('T'));
    let invoice = &x["invoices"][0]["id"];
    let payment = trail(&app, admin, "&resource=invoices").await;
    assert_eq!(about(&payment, "invoices", invoice)[0]["action"], "create");
    assert_eq!(
        about(&payment, "invoices", invoice)[0]["changes"]["price"],
        5.0
    );

    // Refused writes leave no line: a bad form, a payment above the debt, a stale edit,
    // a cancellation without a reason.
    let before = lines(&app).await;
    let mut bad = two_lines(&c, json!(5));
    bad["colis"][0]["quantity"] = json!(0);
    assert_eq!(
        app.post_as("/api/expeditions", &c.agent.token, &bad)
            .await
            .status(),
        StatusCode::BAD_REQUEST
    );
    let pay = format!("/api/expeditions/{id}/invoices");
    assert_eq!(
        app.post_as(&pay, &c.agent.token, &json!({"amount": 100}))
            .await
            .status(),
        StatusCode::CONFLICT
    );
    let mut stale = two_lines(&c, json!(0));
    stale["updatedAt"] = json!("2000-01-01T00:00:00.000000Z");
    assert_eq!(
        app.put_as(&format!("/api/expeditions/{id}"), &c.agent.token, &stale)
            .await
            .status(),
        StatusCode::CONFLICT
    );
    let cancel = format!("/api/invoices/{invoice}/cancel");
    assert_eq!(
        app.post_as(&cancel, &manager.token, &json!({"reason": ""}))
            .await
            .status(),
        StatusCode::BAD_REQUEST
    );
    assert_eq!(lines(&app).await, before, "refused writes leave no line");

    // An edit records what changed, from and to.
    let mut edit = two_lines(&c, json!(0));
    edit["colis"][0]["quantity"] = json!(4);
    edit["updatedAt"] = x["updatedAt"].clone();
    let edited = json_of(
        app.put_as(&format!("/api/expeditions/{id}"), &c.agent.token, &edit)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(edited["data"]["price"], 22.17);
    let page = trail(&app, admin, "&resource=expeditions").await;
    let update = about(&page, "expeditions", id)[0];
    assert_eq!(update["action"], "update", "newest first");
    assert_eq!(
        update["changes"]["price"],
        json!({"from": 11.67, "to": 22.17})
    );
    assert_eq!(update["changes"]["quantity"], json!({"from": 3, "to": 5}));
    assert!(
        update["changes"].get("senderId").is_none(),
        "unchanged fields are left out"
    );

    // A cancellation: who, the reason.
    let r = app
        .post_as(
            &cancel,
            &manager.token,
            &json!({"reason": "Erreur de caisse"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let page = trail(&app, admin, &format!("&userId={}", manager.id)).await;
    assert_eq!(page["total"], 1);
    let line = &page["items"][0];
    assert_eq!(line["action"], "cancel");
    assert_eq!(line["resource"], "invoices");
    assert_eq!(&line["resourceId"], invoice);
    assert_eq!(line["changes"]["reason"], "Erreur de caisse");
    assert_eq!(line["changes"]["price"], 5.0);

    // A delete.
    let r = app
        .delete_as(&format!("/api/expeditions/{id}"), &c.agent.token)
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let page = trail(&app, admin, "&resource=expeditions").await;
    assert_eq!(about(&page, "expeditions", id)[0]["action"], "delete");
    assert_eq!(about(&page, "expeditions", id).len(), 3);
}

#[tokio::test]
async fn waybills_and_manifests_leave_their_lines_with_validations() {
    let app = spawn_app().await;
    let y = fixtures::yard(&app).await;
    let (_, w) = fixtures::loaded_waybill(&app, &y).await;
    let line = w["waybilldetails"][0]["id"].as_i64().unwrap();
    let m = fixtures::create_manifest(&app, &y, &[(line, 1)]).await;
    let r = app
        .post_as(
            &format!("/api/manifests/{}/validate", m["id"]),
            &y.mover.token,
            &json!({"status": "Arriver", "departureDate": "2026-11-22", "departureTime": "10:30"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let admin = &y.c.admin;
    let page = trail(&app, admin, "&resource=waybills").await;
    let actions: Vec<&Value> = about(&page, "waybills", &w["id"])
        .iter()
        .map(|l| &l["action"])
        .collect();
    assert_eq!(actions, [&json!("validate"), &json!("create")]);
    let created = about(&page, "waybills", &w["id"])[1];
    assert_eq!(created["changes"]["ref_waybill"], w["ref_waybill"]);
    assert_eq!(created["user"]["id"], y.mover.id);
    assert_eq!(
        about(&page, "waybills", &w["id"])[0]["changes"]["departure_date"],
        "2026-11-21"
    );
    let page = trail(&app, admin, "&resource=manifests").await;
    let lines = about(&page, "manifests", &m["id"]);
    assert_eq!(lines[0]["action"], "validate");
    assert_eq!(lines[0]["changes"]["status"], "Arriver");
    assert_eq!(lines[1]["action"], "create");
    assert_eq!(lines[1]["changes"]["ref_manifest"], m["ref_manifest"]);

    // A refused validation (already validated) leaves none.
    let before = sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM audit_log")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    let r = app
        .post_as(
            &format!("/api/waybills/{}/validate", w["id"]),
            &y.mover.token,
            &json!({"departureDate": "2026-11-21"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let after = sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM audit_log")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(before, after);
}

#[tokio::test]
async fn sign_ins_and_failures_are_recorded_without_passwords() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let r = app.login("admin", "Wrong-password-1").await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    let r = app.login("nobody@example.org", "Wrong-password-2").await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    let page = trail(&app, &admin, "&resource=sessions").await;
    let items = page["items"].as_array().unwrap();
    assert_eq!(items.len(), 3, "{page}");
    assert_eq!(items[0]["action"], "login_failed");
    assert!(items[0]["user"].is_null(), "unknown account");
    assert_eq!(items[0]["changes"]["username"], "nobody@example.org");
    assert_eq!(items[1]["action"], "login_failed");
    assert!(items[1]["user"]["name"].is_string());
    assert_eq!(items[2]["action"], "login");
    let text = page.to_string();
    assert!(!text.contains("Wrong-password") && !text.contains(ADMIN_PASSWORD));
}

#[tokio::test]
async fn the_trail_is_for_admin_paged_and_filtered_by_day() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let agent = app.member_without(&["admin"]).await;
    let r = app.get_as("/api/audit", &agent.token).await;
    assert_eq!(json_of(r, StatusCode::FORBIDDEN).await["code"], "forbidden");
    for _ in 0..3 {
        app.login("admin", ADMIN_PASSWORD).await;
    }
    let page = json_of(
        app.get_as("/api/audit?per_page=2&page=2", &admin).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(page["total"], 4);
    assert_eq!(page["page"], 2);
    assert_eq!(page["per_page"], 2);
    assert_eq!(page["items"].as_array().unwrap().len(), 2);
    let today = &app.config.clock.today();
    let page = trail(&app, &admin, &format!("&from={today}&to={today}")).await;
    assert_eq!(page["total"], 4);
    let page = trail(&app, &admin, "&to=2000-01-01").await;
    assert_eq!(page["total"], 0);
    for bad in ["from=hier", "userId=abc", "page=0"] {
        let r = app.get_as(&format!("/api/audit?{bad}"), &admin).await;
        assert_eq!(r.status(), StatusCode::BAD_REQUEST, "{bad}");
    }
}

#[tokio::test]
async fn people_and_profiles_leave_their_lines_without_passwords() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let admin_id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE login = 'admin'")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    let person = json_of(
        app.post_as(
            "/api/users",
            &admin,
            &json!({"name": "Imani", "tel": "0991000077"}),
        )
        .await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();
    let path = format!("/api/users/{}", person["id"]);
    let r = app
        .put_as(
            &path,
            &admin,
            &json!({"name": "Imani Bahati", "tel": "0991000077", "updatedAt": person["updatedAt"]}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    // A stale edit leaves none.
    let r = app
        .put_as(
            &path,
            &admin,
            &json!({"name": "X", "updatedAt": person["updatedAt"]}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let page = trail(&app, &admin, "&resource=users").await;
    let lines = about(&page, "users", &person["id"]);
    assert_eq!(lines.len(), 2, "{page}");
    assert_eq!(lines[0]["action"], "update");
    assert_eq!(lines[0]["user"]["id"], admin_id);
    assert_eq!(
        lines[0]["changes"]["name"],
        json!({"from": "Imani", "to": "Imani Bahati"})
    );
    assert_eq!(lines[1]["action"], "create");
    assert_eq!(lines[1]["changes"]["tel"], "0991000077");

    // Registration: the new client is their own author; the password is never written.
    let r = app
        .post_json(
            "/api/register",
            &json!({"name": "Neema", "tel": "0991000088", "password": "Neema kivu 2026", "conf_password": "Neema kivu 2026"}),
        )
        .await;
    let me = json_of(r, StatusCode::OK).await["data"]["id"].clone();
    let page = trail(&app, &admin, "&resource=users").await;
    let lines = about(&page, "users", &me);
    assert_eq!(lines[0]["action"], "create");
    assert_eq!(lines[0]["user"]["id"], me);
    assert!(!page.to_string().contains("kivu"));

    let r = app.delete_as(&path, &admin).await;
    assert_eq!(r.status(), StatusCode::OK);
    let page = trail(&app, &admin, "&resource=users").await;
    assert_eq!(about(&page, "users", &person["id"])[0]["action"], "delete");

    // Profiles.
    let profile = json_of(
        app.post_as(
            "/api/profiles",
            &admin,
            &json!({"name": "Caisse", "permissionId": []}),
        )
        .await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();
    let r = app
        .put_as(
            &format!("/api/profiles/{}", profile["id"]),
            &admin,
            &json!({"name": "Caisse centrale", "permissionId": [], "updatedAt": profile["updatedAt"]}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let page = trail(&app, &admin, "&resource=profiles").await;
    let lines = about(&page, "profiles", &profile["id"]);
    assert_eq!(lines[0]["action"], "update");
    assert_eq!(lines[0]["changes"]["name"], "Caisse centrale");
    assert_eq!(lines[1]["action"], "create");
    assert_eq!(lines[1]["changes"]["name"], "Caisse");
}

#[tokio::test]
async fn agency_configuration_leaves_its_lines() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let branch = fixtures::branch(&app, &admin, "Soute Bukavu").await;
    let route = fixtures::route(&app, &admin).await;
    let vehicle = fixtures::vehicle(&app, &admin, "CGO-123-AB").await;
    let kind = fixtures::article_type(&app, &admin, "Textile").await;
    let article = fixtures::article(&app, &admin, "Pagne", Some(kind)).await;
    let plane = fixtures::aircraft(&app, &admin, "9S-GBA").await;
    for (resource, id) in [
        ("extensions", branch),
        ("prices", route),
        ("vehicles", vehicle),
        ("typearticles", kind),
        ("articles", article),
        ("planecomposants", plane),
    ] {
        let page = trail(&app, &admin, &format!("&resource={resource}")).await;
        let lines = about(&page, resource, &json!(id));
        assert_eq!(lines.len(), 1, "{resource}: {page}");
        assert_eq!(lines[0]["action"], "create", "{resource}");
        assert!(lines[0]["user"]["id"].is_i64(), "{resource}");
    }
    let page = trail(&app, &admin, "&resource=vehicles").await;
    assert_eq!(
        about(&page, "vehicles", &json!(vehicle))[0]["changes"]["plaque"],
        "CGO-123-AB"
    );

    // A refused create (the plate is taken) leaves none; a delete leaves its line.
    let before = lines(&app).await;
    let r = app
        .post_as("/api/vehicles", &admin, &json!({"plaque": "CGO-123-AB"}))
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    assert_eq!(lines(&app).await, before);
    let r = app
        .delete_as(&format!("/api/vehicles/{vehicle}"), &admin)
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let page = trail(&app, &admin, "&resource=vehicles").await;
    assert_eq!(
        about(&page, "vehicles", &json!(vehicle))[0]["action"],
        "delete"
    );
}
