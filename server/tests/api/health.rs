use reqwest::StatusCode;

use crate::helpers::{json_of, spawn_app};

#[tokio::test]
async fn health_answers_ok_with_the_database_up() {
    let app = spawn_app().await;
    let r = app.get("/api/health").await;
    assert_eq!(r.headers()["cache-control"], "no-store");
    let body = json_of(r, StatusCode::OK).await;
    assert_eq!(body["status"], "ok");
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let app = spawn_app().await;
    for path in ["/api/health", "/", "/nowhere", "/api/nowhere"] {
        let r = app.get(path).await;
        let h = r.headers();
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert_eq!(h["x-content-type-options"], "nosniff", "{path}");
        assert!(h.contains_key("referrer-policy"), "{path}");
        assert!(
            h["permissions-policy"]
                .to_str()
                .unwrap()
                .contains("microphone=()"),
            "{path}"
        );
        assert!(
            !h.contains_key("strict-transport-security"),
            "{path}: plain HTTP"
        );
    }
    // Over HTTPS (said by the proxy) browsers are told to keep to it.
    let r = app
        .client
        .get(app.url("/api/health"))
        .header("x-forwarded-proto", "https")
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["strict-transport-security"], "max-age=31536000");
    let page = app.get("/").await;
    assert_ne!(page.headers()["cache-control"], "no-store");
}

#[tokio::test]
async fn site_facts_hide_unset_links() {
    let app = crate::helpers::spawn_app_with(|c| {
        c.links.facebook = Some("https://facebook.example/soute".into());
    })
    .await;
    let body = json_of(app.get("/api/site").await, StatusCode::OK).await;
    assert_eq!(body["name"], "Soute");
    assert_eq!(body["links"]["facebook"], "https://facebook.example/soute");
    assert!(body["links"].get("twitter").is_none());
    assert!(body["links"].get("credit").is_none());
}

#[tokio::test]
async fn openapi_document_lists_the_routes() {
    let app = spawn_app().await;
    let doc = json_of(app.get("/api/openapi.json").await, StatusCode::OK).await;
    for path in [
        "/api/login",
        "/api/token",
        "/api/logout",
        "/api/health",
        "/api/site",
    ] {
        assert!(doc["paths"].get(path).is_some(), "{path} is documented");
    }
    let docs = app.get("/api/docs/").await;
    assert_eq!(docs.status(), StatusCode::OK);
    assert!(docs.text().await.unwrap().contains("swagger"));
}

/// Found by `make fuzz` (schemathesis, status_code_conformance): a malformed path id, page number
/// or body answers 400, which the document did not say for 30 operations (all the deletes, the
/// detail reads, three lists); a body over the limit answers 413, which no operation declared.
#[tokio::test]
async fn every_operation_that_reads_input_declares_its_400_and_413() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let r = app.get_as("/api/profiles?per_page=0", &token).await;
    assert_eq!(
        json_of(r, StatusCode::BAD_REQUEST).await["code"],
        "invalid_input"
    );
    let huge = format!("{{\"name\": \"{}\"}}", "x".repeat(3 * 1024 * 1024));
    let r = app
        .client
        .post(app.url("/api/typearticles"))
        .header("x-access-token", &token)
        .header("content-type", "application/json")
        .body(huge)
        .send()
        .await
        .unwrap();
    assert_eq!(
        json_of(r, StatusCode::PAYLOAD_TOO_LARGE).await["code"],
        "too_large"
    );

    let doc = json_of(app.get("/api/openapi.json").await, StatusCode::OK).await;
    let mut undeclared = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let has = |key: &str| {
                op.get(key)
                    .is_some_and(|v| v.as_array().is_none_or(|a| !a.is_empty()))
            };
            let reads = has("parameters") || has("requestBody");
            if reads && op["responses"].get("400").is_none() {
                undeclared.push(format!("400 {method} {path}"));
            }
            if has("requestBody") && op["responses"].get("413").is_none() {
                undeclared.push(format!("413 {method} {path}"));
            }
        }
    }
    assert!(undeclared.is_empty(), "undeclared: {undeclared:?}");
}

#[tokio::test]
async fn answers_are_compressed_when_asked() {
    let app = spawn_app().await;
    let r = app
        .client
        .get(app.url("/api/openapi.json"))
        .header("accept-encoding", "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["content-encoding"], "gzip");
}
