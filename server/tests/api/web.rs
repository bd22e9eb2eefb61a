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
