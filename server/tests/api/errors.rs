//! The error format: `{msg, code, fields?}`, French by default, never a 500 for client input.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{json_of, spawn_app};

#[tokio::test]
async fn malformed_json_is_a_400_in_the_api_format() {
    let app = spawn_app().await;
    let r = app
        .client
        .post(app.url("/api/login"))
        .header("content-type", "application/json")
        .body("{\"username\": ")
        .send()
        .await
        .unwrap();
    let body = json_of(r, StatusCode::BAD_REQUEST).await;
    assert_eq!(body["code"], "invalid_json");
    assert_eq!(
        body["msg"],
        "Le corps de la requête n'est pas un JSON valide"
    );
}

#[tokio::test]
async fn a_body_that_is_not_json_is_a_400() {
    let app = spawn_app().await;
    let r = app
        .client
        .post(app.url("/api/login"))
        .body("username=admin")
        .send()
        .await
        .unwrap();
    assert_eq!(
        json_of(r, StatusCode::BAD_REQUEST).await["code"],
        "invalid_json"
    );
    let r = app
        .client
        .post(app.url("/api/login"))
        .header("content-type", "application/json")
        .body("[1, 2]")
        .send()
        .await
        .unwrap();
    assert_eq!(
        json_of(r, StatusCode::BAD_REQUEST).await["code"],
        "invalid_json"
    );
}

#[tokio::test]
async fn wrong_types_name_the_field() {
    let app = spawn_app().await;
    let r = app
        .post_json("/api/login", &json!({"username": 42, "password": "x"}))
        .await;
    let body = json_of(r, StatusCode::BAD_REQUEST).await;
    assert_eq!(body["code"], "invalid_input");
    assert_eq!(body["fields"]["username"], "Valeur de type invalide");
}

#[tokio::test]
async fn english_on_request() {
    let app = spawn_app().await;
    let r = app
        .client
        .post(app.url("/api/login"))
        .header("accept-language", "en-GB,en;q=0.9")
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    let body = json_of(r, StatusCode::BAD_REQUEST).await;
    assert_eq!(body["msg"], "Some fields are invalid");
    assert_eq!(body["fields"]["username"], "This field is required");
}

#[tokio::test]
async fn unknown_api_paths_are_json_404s() {
    let app = spawn_app().await;
    for path in ["/api/nowhere", "/api", "/api/users/1/nothing"] {
        let body = json_of(app.get(path).await, StatusCode::NOT_FOUND).await;
        assert_eq!(body["code"], "not_found", "{path}");
    }
    let r = app
        .client
        .delete(app.url("/api/nowhere"))
        .send()
        .await
        .unwrap();
    assert_eq!(json_of(r, StatusCode::NOT_FOUND).await["code"], "not_found");
}

/// Issue 33, item 11: an address too long is a 414 in the API's format, like every error.
#[tokio::test]
async fn an_address_too_long_is_a_json_414() {
    let app = spawn_app().await;
    let long = "a".repeat(soute::http::URI_MAX);
    for path in [
        format!("/api/expeditions?q={long}"),
        format!("/api/{long}"),
        format!("/expeditions/{long}"),
    ] {
        let body = json_of(app.get(&path).await, StatusCode::URI_TOO_LONG).await;
        assert_eq!(body["code"], "uri_too_long", "{}", &path[..20]);
        assert_eq!(body["msg"], "L'adresse demandée est trop longue");
    }
    // Just below the limit, the address is read as usual.
    let fits = format!("/api/nowhere?q={}", "a".repeat(soute::http::URI_MAX - 20));
    assert_eq!(app.get(&fits).await.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_wrong_method_on_a_known_route_is_not_a_500() {
    let app = spawn_app().await;
    let r = app
        .client
        .delete(app.url("/api/login"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::METHOD_NOT_ALLOWED);
}

/// A key given twice is refused and named, never read as its last value (`{"amount": 1,
/// "amount": 1000}` could pass a check on the first and write the second).
#[tokio::test]
async fn a_key_given_twice_is_a_400_naming_it() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let r = app
        .client
        .post(app.url("/api/vehicles"))
        .header("content-type", "application/json")
        .header("x-access-token", &admin)
        .body(r#"{"immatriculation": "AB-123", "immatriculation": "CD-456"}"#)
        .send()
        .await
        .unwrap();
    let body = json_of(r, StatusCode::BAD_REQUEST).await;
    assert_eq!(
        body["fields"]["immatriculation"],
        json!("Ce champ est donné deux fois"),
        "{body}"
    );
}
