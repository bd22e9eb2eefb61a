//! Once-only writes: `Idempotency-Key` on creates and payments.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    fixtures::{self, counter, register, two_lines},
    helpers::{TestApp, json_of, spawn_app},
};

async fn post_keyed(
    app: &TestApp,
    path: &str,
    token: &str,
    key: &str,
    body: &Value,
) -> reqwest::Response {
    app.client
        .post(app.url(path))
        .header("x-access-token", token)
        .header("Idempotency-Key", key)
        .json(body)
        .send()
        .await
        .unwrap()
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_string()))
        .fetch_one(app.db.pool())
        .await
        .unwrap()
}

/// Sends `n` identical keyed requests at once; answers (status, body) of each.
async fn race(
    app: &TestApp,
    path: &str,
    token: &str,
    key: &str,
    body: &Value,
    n: usize,
) -> Vec<(StatusCode, String)> {
    let mut racers = tokio::task::JoinSet::new();
    for _ in 0..n {
        let request = app
            .client
            .post(app.url(path))
            .header("x-access-token", token)
            .header("Idempotency-Key", key)
            .json(body);
        racers.spawn(async move {
            let r = request.send().await.unwrap();
            (r.status(), r.text().await.unwrap())
        });
    }
    racers.join_all().await
}

#[tokio::test]
async fn sixteen_identical_registrations_with_one_key_make_one_expedition() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let body = two_lines(&c, json!(5));
    let answers = race(
        &app,
        "/api/expeditions",
        &c.agent.token,
        "form-7f3a",
        &body,
        16,
    )
    .await;
    assert_eq!(count(&app, "SELECT COUNT(*) FROM expeditions").await, 1);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM invoices").await, 1);
    let first = answers
        .iter()
        .find(|(s, _)| *s == StatusCode::CREATED)
        .expect("one answer 201");
    for (status, text) in &answers {
        assert_eq!(*status, StatusCode::CREATED, "{text}");
        assert_eq!(text, &first.1, "every repeat answers the first answer");
    }
    // Without the header, as before: each request registers.
    register(&app, &c, json!(5)).await;
    register(&app, &c, json!(5)).await;
    assert_eq!(count(&app, "SELECT COUNT(*) FROM expeditions").await, 3);
}

#[tokio::test]
async fn sixteen_identical_payments_with_one_key_are_taken_once() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let x = register(&app, &c, json!(0)).await;
    let path = format!("/api/expeditions/{}/invoices", x["id"]);
    let answers = race(
        &app,
        &path,
        &c.agent.token,
        "pay-1",
        &json!({"amount": 1}),
        16,
    )
    .await;
    assert!(
        answers.iter().all(|(s, _)| *s == StatusCode::CREATED),
        "{answers:?}"
    );
    assert!(answers.iter().all(|(_, t)| t == &answers[0].1));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM invoices").await, 1);
    let after = json_of(
        app.get_as(&format!("/api/expeditions/{}", x["id"]), &c.agent.token)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(after["paid"], 1);
}

#[tokio::test]
async fn a_repeat_answers_the_first_answer_and_another_body_is_422() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let body = two_lines(&c, json!(5));
    let first = post_keyed(&app, "/api/expeditions", &c.agent.token, "k-1", &body).await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let first: Value = first.json().await.unwrap();
    let again = post_keyed(&app, "/api/expeditions", &c.agent.token, "k-1", &body).await;
    assert_eq!(again.status(), StatusCode::CREATED);
    assert_eq!(again.headers()["idempotent-replayed"], "true");
    assert_eq!(again.json::<Value>().await.unwrap(), first);

    let mut other = body.clone();
    other["cash"] = json!(6);
    let r = post_keyed(&app, "/api/expeditions", &c.agent.token, "k-1", &other).await;
    let answer = json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert_eq!(answer["code"], "unprocessable");
    assert_eq!(
        answer["msg"],
        "Cette clé Idempotency-Key a déjà servi pour une autre requête"
    );
    // The same key on another route is another request too.
    let x = &first["data"]["id"];
    let r = post_keyed(
        &app,
        &format!("/api/expeditions/{x}/invoices"),
        &c.agent.token,
        "k-1",
        &body,
    )
    .await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM expeditions").await, 1);

    // Keys belong to a person: another agent's "k-1" is their own.
    let other_agent = app.member_with(fixtures::AGENT).await;
    sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
        .bind(c.branch)
        .bind(other_agent.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    let r = post_keyed(&app, "/api/expeditions", &other_agent.token, "k-1", &body).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM expeditions").await, 2);
}

#[tokio::test]
async fn a_refused_request_releases_its_key_and_bad_keys_are_400() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let mut bad = two_lines(&c, json!(5));
    bad["colis"][0]["quantity"] = json!(0);
    let r = post_keyed(&app, "/api/expeditions", &c.agent.token, "retry-me", &bad).await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    let good = two_lines(&c, json!(5));
    let r = post_keyed(&app, "/api/expeditions", &c.agent.token, "retry-me", &good).await;
    assert_eq!(
        r.status(),
        StatusCode::CREATED,
        "a refused request wrote nothing"
    );

    for key in ["", "a b", "clé", &"k".repeat(201)] {
        let r = app
            .client
            .post(app.url("/api/expeditions"))
            .header("x-access-token", &c.agent.token)
            .header("Idempotency-Key", key.as_bytes())
            .json(&good)
            .send()
            .await
            .unwrap();
        let body = json_of(r, StatusCode::BAD_REQUEST).await;
        assert!(
            body["fields"].get("Idempotency-Key").is_some(),
            "{key:?}: {body}"
        );
    }
    assert!(
        post_keyed(
            &app,
            "/api/expeditions",
            &c.agent.token,
            &"k".repeat(200),
            &good
        )
        .await
        .status()
        .is_success()
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM expeditions").await, 2);
}

#[tokio::test]
async fn keys_are_forgotten_after_a_day() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let body = two_lines(&c, json!(5));
    let r = post_keyed(&app, "/api/expeditions", &c.agent.token, "old", &body).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    sqlx::query("UPDATE idempotency_keys SET created_at = $1")
        .bind(app.config.clock.from_now(-time::Duration::hours(25)))
        .execute(app.db.pool())
        .await
        .unwrap();
    let r = post_keyed(&app, "/api/expeditions", &c.agent.token, "old", &body).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert!(r.headers().get("idempotent-replayed").is_none());
    assert_eq!(count(&app, "SELECT COUNT(*) FROM expeditions").await, 2);
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM idempotency_keys").await,
        1,
        "the old key was purged"
    );
}

#[tokio::test]
async fn sixteen_identical_shares_or_expenses_with_one_key_are_recorded_once() {
    let app = spawn_app().await;
    let y = fixtures::yard(&app).await;
    let (_, w) = fixtures::loaded_waybill(&app, &y).await;
    let line = w["waybilldetails"][0]["id"].as_i64().unwrap();
    let m = fixtures::create_manifest(&app, &y, &[(line, 1)]).await;
    let treasurer = app
        .member_with(&["afficher depense", "ajouter depense"])
        .await;
    sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
        .bind(y.c.branch)
        .bind(treasurer.id)
        .execute(app.db.pool())
        .await
        .unwrap();
    let externe = app.profile_id("externe").await;
    let broker = app
        .person_with_profile(externe, "Patrick Transitaire")
        .await;
    let share = json!({
        "typedepenseId": fixtures::seeded_type(&app, "Commission").await,
        "manifesteId": m["id"], "mountT": 100, "beneficerId": broker, "mount": 10,
    });
    let answers = race(
        &app,
        "/api/depenses",
        &treasurer.token,
        "share-1",
        &share,
        16,
    )
    .await;
    assert!(
        answers.iter().all(|(s, _)| *s == StatusCode::CREATED),
        "{answers:?}"
    );
    assert!(answers.iter().all(|(_, body)| *body == answers[0].1));
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM depenses WHERE kind = 'share'").await,
        1
    );

    let fuel = json!({
        "typedepenseId": fixtures::seeded_type(&app, "Carburant").await,
        "mount": 12.5, "date": "2026-10-01",
    });
    let answers = race(&app, "/api/depenses", &treasurer.token, "fuel-1", &fuel, 16).await;
    assert!(
        answers.iter().all(|(s, _)| *s == StatusCode::CREATED),
        "{answers:?}"
    );
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM depenses WHERE kind = 'expense'").await,
        1
    );
    assert_eq!(
        count(
            &app,
            "SELECT CAST(SUM(amount) AS BIGINT) FROM depense_days WHERE day = '2026-10-01'"
        )
        .await,
        1250
    );
}

/// A logbook entry sent twice with its key (a double click, a retry after a lost answer) is
/// counted once: the aircraft's counters grow by one flight.
#[tokio::test]
async fn a_logbook_entry_sent_twice_counts_once() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let mut body = crate::fixtures::aircraft_body("9Q-ONE");
    body["baseDate"] = json!("2025-01-01");
    let r = app.post_as("/api/planecomposants", &admin, &body).await;
    let plane = json_of(r, StatusCode::CREATED).await["data"]["id"].clone();
    let book = crate::fixtures::logbook(&app, &admin, "9Q-ONE").await;
    let pilot = crate::fixtures::pilot(&app).await;
    let entry = crate::fixtures::entry_body("2025-03-01", 105, 2, pilot);
    let path = format!("/api/logbooks/{book}/entries");
    for _ in 0..2 {
        let r = post_keyed(&app, &path, &admin, "flight-2025-03-01", &entry).await;
        assert_eq!(r.status(), StatusCode::CREATED);
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM logbook_entries").await, 1);
    let now = json_of(
        app.get_as(&format!("/api/planecomposants/{plane}"), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(now["ttsn"], 1_500_000 + 105);
    assert_eq!(now["tcsn"], 21_000 + 2);
}

/// A sign-in sent with a key (by a client that keys every POST) answers as usual, and no stored
/// answer ever holds a session token.
#[tokio::test]
async fn no_stored_answer_holds_a_token() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let body = json!({"username": "admin", "password": crate::helpers::ADMIN_PASSWORD});
    for _ in 0..2 {
        let r = post_keyed(&app, "/api/login", &admin, "login-1", &body).await;
        let answer = json_of(r, StatusCode::OK).await;
        assert!(answer["token"].is_string());
    }
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM idempotency_keys").await,
        0
    );
}

/// Waits for the answer of `key` to be kept (in the background, after the response), then
/// forgets it, as if the server had stopped between committing the write and keeping its answer.
async fn lose_answer(app: &TestApp, key: &str) {
    app.state.keeper.settled().await;
    let kept: Option<i64> =
        sqlx::query_scalar("SELECT status FROM idempotency_keys WHERE idem_key = $1")
            .bind(key)
            .fetch_one(app.db.pool())
            .await
            .unwrap();
    assert!(kept.is_some(), "the answer of {key} was kept");
    sqlx::query("UPDATE idempotency_keys SET status = NULL, body = NULL WHERE idem_key = $1")
        .bind(key)
        .execute(app.db.pool())
        .await
        .unwrap();
}

#[tokio::test]
async fn a_retry_after_a_stop_between_the_write_and_its_answer_gets_the_created_record() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let body = two_lines(&c, json!(5));
    let first = post_keyed(&app, "/api/expeditions", &c.agent.token, "crash-1", &body).await;
    let first = json_of(first, StatusCode::CREATED).await;
    lose_answer(&app, "crash-1").await;

    let started = std::time::Instant::now();
    let again = post_keyed(&app, "/api/expeditions", &c.agent.token, "crash-1", &body).await;
    assert_eq!(again.headers()["idempotent-replayed"], "true");
    let again = json_of(again, StatusCode::CREATED).await;
    assert!(
        started.elapsed() < std::time::Duration::from_secs(10),
        "answered without waiting for a request that is not running"
    );
    assert_eq!(again["data"]["id"], first["data"]["id"]);
    assert_eq!(again["data"]["reference"], first["data"]["reference"]);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM expeditions").await, 1);
    // The rebuilt answer is the key's answer from now on.
    let third = post_keyed(&app, "/api/expeditions", &c.agent.token, "crash-1", &body).await;
    assert_eq!(json_of(third, StatusCode::CREATED).await, again);

    // A payment (`POST /api/expeditions/{id}/invoices` writes an invoice) likewise.
    let path = format!("/api/expeditions/{}/invoices", first["data"]["id"]);
    let paid = post_keyed(
        &app,
        &path,
        &c.agent.token,
        "crash-2",
        &json!({"amount": 2}),
    )
    .await;
    let paid = json_of(paid, StatusCode::CREATED).await;
    lose_answer(&app, "crash-2").await;
    let again = post_keyed(
        &app,
        &path,
        &c.agent.token,
        "crash-2",
        &json!({"amount": 2}),
    )
    .await;
    let again = json_of(again, StatusCode::CREATED).await;
    assert_eq!(again["data"]["id"], paid["data"]["id"]);
    assert_eq!(again["data"]["price"], paid["data"]["price"]);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM invoices").await, 2);
}
