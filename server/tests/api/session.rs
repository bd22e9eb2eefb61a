//! Signing in and out: POST /api/login, GET /api/token, POST /api/logout.

use reqwest::StatusCode;
use serde_json::{Value, json};
use soute::domain::permissions;

use crate::helpers::{ADMIN_PASSWORD, TestApp, json_of, spawn_app, spawn_app_with};

#[tokio::test]
async fn admin_signs_in_and_gets_user_permissions_and_cookie() {
    let app = spawn_app().await;
    let r = app.login("admin", ADMIN_PASSWORD).await;
    let cookie = r.headers()["set-cookie"].to_str().unwrap().to_string();
    assert!(cookie.starts_with("soute_session="));
    assert!(cookie.contains("HttpOnly"));
    assert!(cookie.contains("SameSite=Strict"));
    assert!(
        !cookie.contains("Secure"),
        "plain HTTP without a proxy saying HTTPS"
    );
    let body = json_of(r, StatusCode::OK).await;
    assert_eq!(body["msg"], "Connexion réussie");
    assert_eq!(body["data"]["login"], "admin");
    assert_eq!(body["data"]["userprofile"]["profile"]["code"], "superuser");
    assert!(body["data"].get("password_hash").is_none());
    assert!(body["data"].get("passwordHash").is_none());
    assert!(body["token"].as_str().unwrap().len() >= 32);
    assert!(body["extension"].is_null());
    let perms: Vec<String> = serde_json::from_value(body["permissions"].clone()).unwrap();
    assert_eq!(
        perms,
        permissions::catalogue(),
        "the super user holds every permission"
    );
}

#[tokio::test]
async fn the_cookie_is_secure_behind_an_https_proxy() {
    let app = spawn_app().await;
    let r = app
        .client
        .post(app.url("/api/login"))
        .header("x-forwarded-proto", "https")
        .json(&json!({"username": "admin", "password": ADMIN_PASSWORD}))
        .send()
        .await
        .unwrap();
    assert!(
        r.headers()["set-cookie"]
            .to_str()
            .unwrap()
            .contains("Secure")
    );
}

#[tokio::test]
async fn the_token_works_as_cookie_header_and_bearer() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let by_header = app.get_as("/api/token", &token).await;
    assert_eq!(
        json_of(by_header, StatusCode::OK).await["data"]["login"],
        "admin"
    );
    let by_bearer = app
        .client
        .get(app.url("/api/token"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(by_bearer.status(), StatusCode::OK);
    let by_cookie = app
        .client
        .get(app.url("/api/token"))
        .header("cookie", format!("theme=dark; soute_session={token}"))
        .send()
        .await
        .unwrap();
    let body = json_of(by_cookie, StatusCode::OK).await;
    assert!(body["permissions"].as_array().unwrap().len() > 80);
}

#[tokio::test]
async fn wrong_password_and_unknown_user_get_the_same_401() {
    let app = spawn_app().await;
    let wrong = json_of(
        app.login("admin", "not-the-password").await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
    let unknown = json_of(
        app.login("nobody@example.com", "whatever-1").await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
    assert_eq!(wrong, unknown);
    assert_eq!(wrong["code"], "invalid_credentials");
    assert_eq!(wrong["msg"], "Identifiant ou mot de passe incorrect");
}

#[tokio::test]
async fn missing_and_too_long_fields_are_named() {
    let app = spawn_app().await;
    let body = json_of(
        app.post_json("/api/login", &json!({})).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(body["fields"]["username"], "Ce champ est obligatoire");
    assert_eq!(body["fields"]["password"], "Ce champ est obligatoire");

    let blank = json!({"username": "   ", "password": ""});
    let body = json_of(
        app.post_json("/api/login", &blank).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(body["fields"].get("username").is_some());
    assert!(body["fields"].get("password").is_some());

    let long_name = json!({"username": "a".repeat(201), "password": "x"});
    let body = json_of(
        app.post_json("/api/login", &long_name).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(body["fields"]["username"], "200 caractères au maximum");

    let long_password = json!({"username": "admin", "password": "p".repeat(129)});
    let body = json_of(
        app.post_json("/api/login", &long_password).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(body["fields"]["password"], "128 caractères au maximum");
}

#[tokio::test]
async fn no_session_is_a_401_in_the_api_format() {
    let app = spawn_app().await;
    let body = json_of(app.get("/api/token").await, StatusCode::UNAUTHORIZED).await;
    assert_eq!(body["code"], "unauthenticated");
    let body = json_of(
        app.get_as("/api/token", "made-up-token").await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
    assert_eq!(body["code"], "unauthenticated");
    let r = app
        .client
        .post(app.url("/api/logout"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_token_is_useless_after_logout() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let other = app.admin_token().await;
    let r = app
        .client
        .post(app.url("/api/logout"))
        .header("x-access-token", &token)
        .send()
        .await
        .unwrap();
    let cookie = r.headers()["set-cookie"].to_str().unwrap().to_string();
    assert!(
        cookie.contains("Max-Age=0"),
        "the cookie is cleared: {cookie}"
    );
    assert_eq!(
        json_of(r, StatusCode::OK).await["msg"],
        "Vous êtes déconnecté"
    );
    assert_eq!(
        app.get_as("/api/token", &token).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.get_as("/api/token", &other).await.status(),
        StatusCode::OK,
        "other sessions stay open"
    );
}

#[tokio::test]
async fn sessions_end_after_their_lifetime() {
    let app = spawn_app_with(|c| c.session_lifetime = time::Duration::seconds(1)).await;
    let token = app.admin_token().await;
    assert_eq!(
        app.get_as("/api/token", &token).await.status(),
        StatusCode::OK
    );
    app.config.clock.advance(time::Duration::milliseconds(1200));
    assert_eq!(
        app.get_as("/api/token", &token).await.status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn sessions_end_when_idle() {
    let app = spawn_app_with(|c| c.session_idle = time::Duration::seconds(1)).await;
    let token = app.admin_token().await;
    app.config.clock.advance(time::Duration::milliseconds(1200));
    assert_eq!(
        app.get_as("/api/token", &token).await.status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_disabled_account_loses_its_sessions_and_cannot_sign_in() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    set_admin_status(&app, 0).await;
    assert_eq!(
        app.get_as("/api/token", &token).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let body = json_of(
        app.login("admin", ADMIN_PASSWORD).await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
    assert_eq!(body["code"], "account_disabled");
    set_admin_status(&app, 1).await;
    assert_eq!(
        app.get_as("/api/token", &token).await.status(),
        StatusCode::UNAUTHORIZED,
        "the session ended for good"
    );
}

#[tokio::test]
async fn tokens_are_stored_only_as_hashes() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let stored: Vec<String> = sqlx::query_scalar("SELECT token_hash FROM sessions")
        .fetch_all(app.db.pool())
        .await
        .unwrap();
    assert_eq!(stored.len(), 1);
    assert_ne!(stored[0], token);
    assert_eq!(stored[0], soute::security::hash_token(&token));
}

#[tokio::test]
async fn email_sign_in_ignores_case() {
    let app = spawn_app().await;
    sqlx::query(
        "UPDATE users SET email = 'chef@agence.cd', tel = '243810000001' WHERE login = 'admin'",
    )
    .execute(app.db.pool())
    .await
    .unwrap();
    for username in ["Chef@Agence.CD", "243810000001"] {
        let body: Value = json_of(app.login(username, ADMIN_PASSWORD).await, StatusCode::OK).await;
        assert_eq!(body["data"]["login"], "admin", "{username}");
    }
}

async fn set_admin_status(app: &TestApp, status: i64) {
    sqlx::query("UPDATE users SET status = $1 WHERE login = 'admin'")
        .bind(status)
        .execute(app.db.pool())
        .await
        .unwrap();
}
