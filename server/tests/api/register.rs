//! POST /api/register and sign-in throttling.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{ADMIN_PASSWORD, json_of, spawn_app};

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
        StatusCode::BAD_REQUEST,
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
        let answer = json_of(
            app.post_json("/api/register", &body).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_eq!(answer["fields"][field], msg, "{body}");
    }
}

#[tokio::test]
async fn repeated_failures_on_an_account_are_slowed_down() {
    let app = spawn_app().await;
    for attempt in 1..=6 {
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
}

#[tokio::test]
async fn failures_from_one_address_across_accounts_are_slowed_down() {
    let app = spawn_app().await;
    for n in 0..6 {
        let r = app
            .login(&format!("nobody{n}@example.com"), "whatever")
            .await;
        assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    }
    let r = app.login("someone.else@example.com", "whatever").await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
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
