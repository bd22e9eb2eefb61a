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

/// A query parameter is read as sent, in the form the document gives it: `page=`, `per_page=`,
/// `after=`, `to=` (or a number with a blank around it) is malformed, a 400 naming it, never
/// taken for the default.
#[tokio::test]
async fn empty_or_padded_query_values_are_a_400_naming_them() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    for (query, field) in [
        ("/api/articles?page=", "page"),
        ("/api/articles?per_page=", "per_page"),
        ("/api/articles?after=", "after"),
        ("/api/articles?page=%202", "page"),
        ("/api/articles?typearticleId=", "typearticleId"),
        ("/api/expeditions?status=", "status"),
        ("/api/expeditions?column=", "column"),
        ("/api/dashboard?to=", "to"),
        ("/api/dashboard?from=%202026-01-01", "from"),
        ("/api/today?brancheId=", "brancheId"),
        ("/api/invoices?cancelled=", "cancelled"),
        ("/api/audit?userId=", "userId"),
        ("/api/due?format=", "format"),
        ("/api/reports/revenue?groupBy=", "groupBy"),
    ] {
        let body = json_of(app.get_as(query, &admin).await, StatusCode::BAD_REQUEST).await;
        assert!(body["fields"][field].is_string(), "{query}: {body}");
    }
    // Left out, each takes its default.
    for query in ["/api/articles", "/api/expeditions", "/api/dashboard"] {
        json_of(app.get_as(query, &admin).await, StatusCode::OK).await;
    }
}

/// An id the database cannot hold, or below 1, is malformed in a query (400 naming it), not a
/// filter that finds nothing; in a path it names no record (404).
#[tokio::test]
async fn an_out_of_range_id_is_a_400_in_a_query_and_a_404_in_a_path() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    for (query, field) in [
        (
            "/api/my/billets?manifestId=9223372036854775808",
            "manifestId",
        ),
        ("/api/billets?manifestId=0", "manifestId"),
        ("/api/articles?after=9223372036854775808", "after"),
        ("/api/users?profileId=-1", "profileId"),
    ] {
        let body = json_of(app.get_as(query, &admin).await, StatusCode::BAD_REQUEST).await;
        assert!(body["fields"][field].is_string(), "{query}: {body}");
    }
    // In a path, a whole number out of range names no record: 404, never 200, on a read as on
    // a write; a path id that is no number is malformed (400).
    for path in [
        "/api/users/0",
        "/api/users/-1",
        "/api/users/9223372036854775807",
        "/api/users/9223372036854775808",
        "/api/expeditions/-99999999999999999999",
    ] {
        let body = json_of(app.get_as(path, &admin).await, StatusCode::NOT_FOUND).await;
        assert_eq!(body["code"], "not_found", "{path}: {body}");
    }
    json_of(
        app.delete_as("/api/articles/99999999999999999999", &admin)
            .await,
        StatusCode::NOT_FOUND,
    )
    .await;
    let body = json_of(
        app.get_as("/api/users/1x", &admin).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(body["fields"]["id"].is_string(), "{body}");
}

/// A well-formed request that a rule the document cannot state refuses answers 422, in the same
/// `{msg, code, fields}` as a malformed one (400): here a route from a branch to itself, then a
/// route from a branch that does not exist. With a malformed field too, it is a 400.
#[tokio::test]
async fn a_refusal_of_well_formed_input_is_a_422() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let branch = crate::fixtures::branch(&app, &admin, "Goma").await;
    let route =
        json!({"name": "Aller-retour", "price": 2.5, "originId": branch, "destinationId": branch});
    let body = json_of(
        app.post_as("/api/prices", &admin, &route).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(body["code"], "invalid_input", "{body}");
    assert!(body["fields"]["destinationId"].is_string(), "{body}");
    let nowhere =
        json!({"name": "Nulle part", "price": 2.5, "originId": 999_999, "destinationId": branch});
    json_of(
        app.post_as("/api/prices", &admin, &nowhere).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    let malformed = json!({"name": "", "price": 2.5, "originId": branch, "destinationId": branch});
    let body = json_of(
        app.post_as("/api/prices", &admin, &malformed).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(body["fields"]["name"].is_string(), "{body}");
}

/// A whole number written with a fraction of zero is that number exactly, however large: an id
/// `2173403746527701.0` is read as 2173403746527701 (no such type: 422), not refused as no
/// whole number (serde_json's float for it is a neighbour, 2173403746527701.25).
#[tokio::test]
async fn a_whole_number_written_as_a_float_is_read_exactly() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let raw = r#"{"typedepenseId": 2173403746527701.0, "mount": 7.13, "date": "2026-03-22"}"#;
    let r = app
        .client
        .post(app.url("/api/depenses"))
        .header("x-access-token", &admin)
        .header("content-type", "application/json")
        .body(raw)
        .send()
        .await
        .unwrap();
    let answer = json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert_eq!(
        answer["fields"]["typedepenseId"], "Ce type de dépense n'existe pas",
        "{answer}"
    );
}
