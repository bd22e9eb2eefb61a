//! POST /api/register and the throttling of sign-ins and registrations.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{ADMIN_PASSWORD, json_of, json_of_refusal, spawn_app};

fn registration(tel: &str) -> serde_json::Value {
    json!({"name": "Neema Uwimana", "tel": tel, "password": "Kigoma lake 2026", "conf_password": "Kigoma lake 2026"})
}

#[tokio::test]
async fn a_visitor_registers_as_a_client_and_is_signed_in() {
    let app = spawn_app().await;
    let r = app
        .post_json("/api/register", &registration("+255 712 345 678"))
        .await;
    assert!(
        r.headers()["set-cookie"]
            .to_str()
            .unwrap()
            .contains("HttpOnly")
    );
    let body = json_of(r, StatusCode::OK).await;
    assert_eq!(body["msg"], "Compte créé : bienvenue");
    assert_eq!(body["data"]["tel"], "255712345678");
    assert_eq!(body["data"]["userprofile"]["profile"]["code"], "client");
    assert_eq!(body["permissions"], json!(["afficher mes expeditions"]));
    let token = body["token"].as_str().unwrap();
    assert_eq!(
        app.get_as("/api/token", token).await.status(),
        StatusCode::OK
    );
    // The phone number is the sign-in name.
    let again = app.login("255712345678", "Kigoma lake 2026").await;
    assert_eq!(again.status(), StatusCode::OK);
    // A client sees no staff.
    let staff = app.get_as("/api/users", token).await;
    assert_eq!(
        json_of(staff, StatusCode::FORBIDDEN).await["code"],
        "forbidden"
    );
}

#[tokio::test]
async fn different_passwords_are_refused_and_nothing_is_written() {
    let app = spawn_app().await;
    let mut body = registration("0812345678");
    body["conf_password"] = json!("something else");
    let answer = json_of(
        app.post_json("/api/register", &body).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(answer["msg"], "Les mots de passe sont différents");
    assert_eq!(
        answer["fields"]["conf_password"],
        "Les mots de passe sont différents"
    );
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(count, 1, "only the admin");
}

#[tokio::test]
async fn a_used_phone_number_is_a_conflict() {
    let app = spawn_app().await;
    assert_eq!(
        app.post_json("/api/register", &registration("0812345678"))
            .await
            .status(),
        StatusCode::OK
    );
    let answer = json_of(
        app.post_json("/api/register", &registration("081 234 5678"))
            .await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(answer["msg"], "Ce numéro de téléphone est déjà utilisé");
}

/// Issue 33, item 11: registration cannot be used to find out who has an account. Each attempt
/// from an address counts before the phone is looked up, so probing used phones stops after a
/// few an hour, and the answer never says who holds the number.
#[tokio::test]
async fn probing_phones_at_registration_is_throttled_and_names_nobody() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let per_hour = soute::domain::throttle::REGISTRATIONS_PER_ADDRESS;
    let mut answers = Vec::new();
    for i in 0..=per_hour {
        let tel = format!("08200000{i:02}");
        let r = app
            .post_as(
                "/api/users",
                &admin,
                &json!({"name": format!("Client secret {i}"), "tel": tel}),
            )
            .await;
        assert_eq!(r.status(), StatusCode::CREATED);
        answers.push(app.post_json("/api/register", &registration(&tel)).await);
    }
    let last = answers.pop().unwrap();
    for r in answers {
        let answer = json_of(r, StatusCode::CONFLICT).await;
        let text = answer.to_string();
        assert!(!text.contains("Client secret"), "{text}");
    }
    let refused = json_of(last, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(!refused.to_string().contains("Client secret"));
}

#[tokio::test]
async fn weak_passwords_and_bad_fields_are_named() {
    let app = spawn_app().await;
    let cases = [
        (
            json!({"name": "A", "tel": "0812345678", "password": "short", "conf_password": "short"}),
            "password",
            "8 caractères au minimum",
        ),
        (
            json!({"name": "A", "tel": "0812345678", "password": "password1", "conf_password": "password1"}),
            "password",
            "Ce mot de passe est trop courant : choisissez-en un autre",
        ),
        (
            json!({"name": "", "tel": "0812345678", "password": "Kigoma lake 2026", "conf_password": "Kigoma lake 2026"}),
            "name",
            "Ce champ est obligatoire",
        ),
        (
            json!({"name": "A", "tel": "08-abc", "password": "Kigoma lake 2026", "conf_password": "Kigoma lake 2026"}),
            "tel",
            "Numéro invalide : de 6 à 20 chiffres",
        ),
        (
            json!({"name": "A", "password": "Kigoma lake 2026", "conf_password": "Kigoma lake 2026"}),
            "tel",
            "Ce champ est obligatoire",
        ),
        (
            json!({"name": "A".repeat(201), "tel": "0812345678", "password": "Kigoma lake 2026", "conf_password": "Kigoma lake 2026"}),
            "name",
            "200 caractères au maximum",
        ),
    ];
    for (body, field, msg) in cases {
        let answer = json_of_refusal(app.post_json("/api/register", &body).await).await;
        assert_eq!(answer["fields"][field], msg, "{body}");
    }
}

#[tokio::test]
async fn repeated_failures_on_an_account_are_slowed_down() {
    let app = spawn_app().await;
    for attempt in 1..=5 {
        let r = app.login("admin", "wrong password").await;
        assert_eq!(
            r.status(),
            StatusCode::UNAUTHORIZED,
            "attempt {attempt} is answered"
        );
    }
    let r = app.login("admin", ADMIN_PASSWORD).await;
    assert_eq!(
        r.status(),
        StatusCode::TOO_MANY_REQUESTS,
        "even the right password waits"
    );
    let wait: u64 = r.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=2).contains(&wait), "{wait}");
    let body = json_of(r, StatusCode::TOO_MANY_REQUESTS).await;
    assert_eq!(body["code"], "too_many_attempts");
    // Once the wait is over the right password signs in.
    app.config.clock.advance(time::Duration::milliseconds(2100));
    assert_eq!(
        app.login("admin", ADMIN_PASSWORD).await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn forty_wrong_passwords_at_once_get_at_most_five_checked() {
    let app = spawn_app().await;
    let answers =
        futures_util::future::join_all((0..40).map(|_| app.login("admin", "wrong password"))).await;
    let checked = answers
        .iter()
        .filter(|r| r.status() == StatusCode::UNAUTHORIZED)
        .count();
    let refused = answers
        .iter()
        .filter(|r| r.status() == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert!(checked <= 5, "{checked} checked");
    assert_eq!(checked + refused, 40);
    for r in answers
        .iter()
        .filter(|r| r.status() == StatusCode::TOO_MANY_REQUESTS)
    {
        assert!(r.headers().contains_key("retry-after"));
    }
}

/// A client account with a password, made by the super user; answers its phone number.
async fn account(app: &crate::helpers::TestApp, tel: &str, password: &str) -> String {
    let admin = app.admin_token().await;
    let body = serde_json::json!({"name": "Compte", "tel": tel, "password": password});
    let r = app.post_as("/api/users", &admin, &body).await;
    json_of(r, StatusCode::CREATED).await["data"]["tel"]
        .as_str()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn someone_elses_failures_never_refuse_the_right_password_of_another_account() {
    let app = spawn_app().await;
    let other = account(&app, "0811000001", "Autre compte 2026").await;
    for _ in 0..8 {
        app.login("admin", "wrong password").await;
    }
    assert_eq!(
        app.login("admin", ADMIN_PASSWORD).await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    // Same address, another account: signed in.
    assert_eq!(
        app.login(&other, "Autre compte 2026").await.status(),
        StatusCode::OK
    );
    // Same account from another address: signed in; the guesses were made from elsewhere.
    let elsewhere = reqwest::Client::builder()
        .local_address(std::net::IpAddr::from([127, 0, 0, 2]))
        .build()
        .unwrap();
    let r = elsewhere
        .post(app.url("/api/login"))
        .json(&serde_json::json!({"username": "admin", "password": ADMIN_PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
}

#[tokio::test]
async fn failures_from_one_address_across_many_accounts_are_slowed_down() {
    let app = spawn_app().await;
    let known = account(&app, "0811000002", "Compte connu 2026").await;
    // A branch mistyping a few names is not slowed down.
    for n in 0..19 {
        let r = app
            .login(&format!("nobody{n}@example.com"), "whatever")
            .await;
        assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "{n}");
    }
    assert_eq!(
        app.login(&known, "Compte connu 2026").await.status(),
        StatusCode::OK
    );
    // The twentieth distinct account makes it a guessing address.
    let r = app.login("nobody19@example.com", "whatever").await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    let r = app.login("someone.else@example.com", "whatever").await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = r.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((800..=900).contains(&wait), "{wait}");
    // The strangers' failures never refuse an existing account's password: the right one signs
    // in, a wrong one is checked (behind a proxy, a whole agency shares the address).
    assert_eq!(
        app.login(&known, "Compte connu 2026").await.status(),
        StatusCode::OK
    );
    assert_eq!(
        app.login(&known, "pas le bon").await.status(),
        StatusCode::UNAUTHORIZED
    );
}

/// Signs in with `X-Forwarded-For: forwarded`.
async fn login_via(
    app: &crate::helpers::TestApp,
    forwarded: &str,
    username: &str,
) -> reqwest::StatusCode {
    app.client
        .post(app.url("/api/login"))
        .header("x-forwarded-for", forwarded)
        .json(&serde_json::json!({"username": username, "password": "whatever"}))
        .send()
        .await
        .unwrap()
        .status()
}

/// `X-Forwarded-For` names the client only when a trusted proxy sends it: from anyone else it is
/// what the client wrote, and everything counts on the peer's address.
#[tokio::test]
async fn forwarded_addresses_count_only_from_trusted_proxies() {
    // No proxy trusted: twenty failures claiming to come from 41.0.0.1 count on the peer.
    let app = spawn_app().await;
    for n in 0..20 {
        let status = login_via(&app, "41.0.0.1", &format!("nobody{n}@example.com")).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{n}");
    }
    assert_eq!(
        login_via(&app, "41.0.0.2", "other@example.com").await,
        StatusCode::TOO_MANY_REQUESTS
    );

    // The local proxy trusted: each forwarded client is counted on its own.
    let app = crate::helpers::spawn_app_with(|c| {
        c.trusted_proxies = vec!["127.0.0.0/8".parse().unwrap()];
    })
    .await;
    for n in 0..20 {
        let status = login_via(&app, "41.0.0.1", &format!("nobody{n}@example.com")).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{n}");
    }
    assert_eq!(
        login_via(&app, "41.0.0.1", "other@example.com").await,
        StatusCode::TOO_MANY_REQUESTS
    );
    // Another client behind the same proxy, and one who writes a false address before it.
    assert_eq!(
        login_via(&app, "41.0.0.2", "other@example.com").await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        login_via(&app, "41.0.0.1, 41.0.0.3", "other@example.com").await,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn one_address_registers_a_few_accounts_an_hour() {
    let app = spawn_app().await;
    let bodies: Vec<_> = (0..12)
        .map(|n| registration(&format!("08120000{n:02}")))
        .collect();
    let answers =
        futures_util::future::join_all(bodies.iter().map(|b| app.post_json("/api/register", b)))
            .await;
    let created = answers
        .iter()
        .filter(|r| r.status() == StatusCode::OK)
        .count();
    let refused: Vec<_> = answers
        .iter()
        .filter(|r| r.status() == StatusCode::TOO_MANY_REQUESTS)
        .collect();
    assert_eq!(created, 5);
    assert_eq!(refused.len(), 7);
    let wait: u64 = refused[0].headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((3500..=3600).contains(&wait), "{wait}");
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(count, 6, "the super user and five clients");
}

#[tokio::test]
async fn a_success_resets_the_account_count() {
    let app = spawn_app().await;
    for _ in 0..4 {
        app.login("admin", "wrong password").await;
    }
    assert_eq!(
        app.login("admin", ADMIN_PASSWORD).await.status(),
        StatusCode::OK
    );
    for _ in 0..2 {
        assert_eq!(
            app.login("admin", "wrong password").await.status(),
            StatusCode::UNAUTHORIZED
        );
    }
    assert_eq!(
        app.login("admin", ADMIN_PASSWORD).await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn an_agency_that_registers_its_clients_at_the_counter_closes_registration() {
    let app = crate::helpers::spawn_app_with(|c| c.public_registration = false).await;
    let site = json_of(app.get("/api/site").await, StatusCode::OK).await;
    assert_eq!(site["registration"], false);
    let r = app
        .post_json("/api/register", &registration("+255 712 345 679"))
        .await;
    let body = json_of(r, StatusCode::FORBIDDEN).await;
    assert_eq!(
        body["msg"],
        "L'inscription en ligne est fermée : l'agence enregistre ses clients au guichet"
    );
    let users: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users WHERE tel LIKE '%345679'")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(users, 0);
    // Open by default.
    let open = spawn_app().await;
    let site = json_of(open.get("/api/site").await, StatusCode::OK).await;
    assert_eq!(site["registration"], true);
}
