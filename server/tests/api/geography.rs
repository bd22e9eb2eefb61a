//! Countries, regions and cities for the address pickers.

use reqwest::StatusCode;

use crate::helpers::{json_of, spawn_app, spawn_app_with};

#[tokio::test]
async fn countries_come_in_french_by_default_with_the_agency_ones_enabled() {
    let app = spawn_app().await;
    let all = json_of(app.get("/api/countries").await, StatusCode::OK).await;
    let all = all.as_array().unwrap();
    assert_eq!(all.len(), 250);
    let cd = all.iter().find(|c| c["code"] == "cd").unwrap();
    assert_eq!(cd["name"], "République démocratique du Congo");
    assert_eq!(cd["enabled"], true);
    let fr = all.iter().find(|c| c["code"] == "fr").unwrap();
    assert_eq!(fr["enabled"], false);
    let names: Vec<&str> = all.iter().map(|c| c["name"].as_str().unwrap()).collect();
    let egypt = names.iter().position(|n| *n == "Égypte").unwrap();
    let ecuador = names.iter().position(|n| *n == "Équateur").unwrap();
    let spain = names.iter().position(|n| *n == "Espagne").unwrap();
    assert!(
        egypt < ecuador && ecuador < spain,
        "accents sort with their letter"
    );
}

#[tokio::test]
async fn english_names_on_request() {
    let app = spawn_app().await;
    let r = app
        .client
        .get(app.url("/api/countries"))
        .header("accept-language", "en")
        .send()
        .await
        .unwrap();
    let all = json_of(r, StatusCode::OK).await;
    let tz = all
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == "tz")
        .unwrap()
        .clone();
    assert_eq!(tz["name"], "United Republic of Tanzania");
}

#[tokio::test]
async fn regions_and_cities_of_the_agency_countries() {
    let app = spawn_app().await;
    let regions = json_of(app.get("/api/countries/cd").await, StatusCode::OK).await;
    assert_eq!(regions.as_array().unwrap().len(), 26);
    assert!(
        regions
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["region"] == "Nord-Kivu")
    );
    let cities = json_of(app.get("/api/countries/cd/Nord-Kivu").await, StatusCode::OK).await;
    assert_eq!(cities[0]["city"], "Goma");
    let burundi = json_of(app.get("/api/countries/bu").await, StatusCode::OK).await;
    assert_eq!(
        burundi.as_array().unwrap().len(),
        18,
        "`bu` is the old client's Burundi"
    );
    let accents = json_of(
        app.get("/api/countries/cd/%C3%89quateur").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(accents[0]["city"], "Mbandaka");
}

#[tokio::test]
async fn unknown_places_answer_empty_lists() {
    let app = spawn_app().await;
    for path in [
        "/api/countries/fr",
        "/api/countries/zz",
        "/api/countries/cd/Atlantide",
    ] {
        let body = json_of(app.get(path).await, StatusCode::OK).await;
        assert_eq!(body.as_array().unwrap().len(), 0, "{path}");
    }
}

#[tokio::test]
async fn the_enabled_countries_are_configurable() {
    let app = spawn_app_with(|c| c.countries = vec!["ug".into()]).await;
    let all = json_of(app.get("/api/countries").await, StatusCode::OK).await;
    let enabled: Vec<&str> = all
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["enabled"] == true)
        .map(|c| c["code"].as_str().unwrap())
        .collect();
    assert_eq!(enabled, ["ug"]);
}
