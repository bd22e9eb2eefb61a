//! The embedded web app: pages outside /api get the single-page app, which routes on the client.

use reqwest::StatusCode;

use crate::helpers::spawn_app;

#[tokio::test]
async fn client_side_routes_get_the_app_page() {
    let app = spawn_app().await;
    for path in ["/", "/login", "/expeditions/12", "/no/such/page"] {
        let r = app.get(path).await;
        assert_eq!(r.status(), StatusCode::OK, "{path}");
        assert!(
            r.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html"),
            "{path}"
        );
        assert_eq!(r.headers()["cache-control"], "no-cache", "{path}");
    }
}

#[tokio::test]
async fn missing_assets_are_404_not_the_page() {
    let app = spawn_app().await;
    let r = app.get("/assets/missing-0000.js").await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn pages_are_not_served_for_writes() {
    let app = spawn_app().await;
    let r = app.client.post(app.url("/login")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::METHOD_NOT_ALLOWED);
}

/// The first script the app's page loads (the app must have been built before the server).
fn first_script(page: &str) -> String {
    let start = page
        .find("src=\"/assets/")
        .expect("the app's page names its scripts: build the web app (make web), then the server")
        + "src=\"".len();
    let end = start + page[start..].find('"').unwrap();
    page[start..end].to_string()
}

#[tokio::test]
async fn browsers_that_accept_brotli_get_it_and_the_same_bytes() {
    let app = spawn_app().await;
    let get = |path: String, accept: &'static str| {
        app.client
            .get(app.url(&path))
            .header("accept-encoding", accept)
            .send()
    };
    let page = get("/".into(), "identity")
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let script = first_script(&page);
    assert!(script.ends_with(".js"), "{script}");

    for path in ["/".to_string(), "/expeditions".to_string(), script] {
        let plain = get(path.clone(), "identity").await.unwrap();
        assert_eq!(plain.status(), StatusCode::OK, "{path}");
        assert!(!plain.headers().contains_key("content-encoding"), "{path}");
        let content_type = plain.headers()["content-type"].clone();
        let plain = plain.bytes().await.unwrap();

        // What Chromium sends.
        let br = get(path.clone(), "gzip, deflate, br, zstd").await.unwrap();
        assert_eq!(br.status(), StatusCode::OK, "{path}");
        assert_eq!(br.headers()["content-encoding"], "br", "{path}");
        assert_eq!(br.headers()["content-type"], content_type, "{path}");
        let vary = br.headers()["vary"].to_str().unwrap().to_ascii_lowercase();
        assert!(vary.contains("accept-encoding"), "{path}: {vary}");
        let compressed = br.bytes().await.unwrap();
        assert!(compressed.len() < plain.len(), "{path}");
        let mut decoded = Vec::new();
        brotli::BrotliDecompress(&mut compressed.as_ref(), &mut decoded).unwrap();
        assert!(decoded == plain, "{path}: brotli decodes to other bytes");

        // Without brotli, gzip as before (compressed on the fly by the compression layer).
        let gzip = get(path.clone(), "gzip").await.unwrap();
        assert_eq!(gzip.headers()["content-encoding"], "gzip", "{path}");
        let vary = gzip.headers()["vary"]
            .to_str()
            .unwrap()
            .to_ascii_lowercase();
        assert!(vary.contains("accept-encoding"), "{path}: {vary}");
    }
}
