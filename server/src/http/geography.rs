//! Geography for the address pickers: `GET /api/countries[/{code}[/{region}]]`.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{lang, path::ApiPath};
use crate::{app::AppState, domain::geography, messages::Lang};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_countries))
        .routes(routes!(list_regions))
        .routes(routes!(list_cities))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CountryView {
    /// ISO 3166-1 alpha-2, lower case.
    pub code: String,
    /// In the request's language.
    pub name: String,
    /// One of the countries the agency works in (configurable with SOUTE_COUNTRIES).
    pub enabled: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RegionView {
    pub region: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CityView {
    pub city: String,
}

/// Every country, with its name in the request's language, sorted by that name.
#[utoipa::path(get, path = "/api/countries", tag = "geography", responses((status = 200, body = Vec<CountryView>)))]
async fn list_countries(State(state): State<AppState>) -> Json<Vec<CountryView>> {
    let lang = lang::current();
    let mut all: Vec<CountryView> = geography::countries()
        .iter()
        .map(|c| CountryView {
            code: c.code.clone(),
            name: match lang {
                Lang::Fr => c.fr.clone(),
                Lang::En => c.en.clone(),
            },
            enabled: state.config.countries.contains(&c.code),
        })
        .collect();
    all.sort_by_cached_key(|c| sort_key(&c.name));
    Json(all)
}

/// Sorting that puts "Égypte" among the E's.
fn sort_key(name: &str) -> String {
    name.chars()
        .map(|c| match c {
            'À' | 'Â' | 'Ä' | 'à' | 'â' | 'ä' => 'a',
            'É' | 'È' | 'Ê' | 'Ë' | 'é' | 'è' | 'ê' | 'ë' => 'e',
            'Î' | 'Ï' | 'î' | 'ï' => 'i',
            'Ô' | 'Ö' | 'ô' | 'ö' => 'o',
            'Ù' | 'Û' | 'Ü' | 'ù' | 'û' | 'ü' => 'u',
            'Ç' | 'ç' => 'c',
            other => other.to_ascii_lowercase(),
        })
        .collect()
}

/// The regions of a country (an empty list for countries without data).
#[utoipa::path(
    get,
    path = "/api/countries/{code}",
    tag = "geography",
    params(("code" = String, Path, description = "ISO alpha-2 (`bu` is read as Burundi)")),
    responses((status = 200, body = Vec<RegionView>))
)]
async fn list_regions(ApiPath(code): ApiPath<String>) -> Json<Vec<RegionView>> {
    Json(
        geography::regions(&code)
            .iter()
            .map(|r| RegionView {
                region: r.region.clone(),
            })
            .collect(),
    )
}

/// The cities of a region (an empty list when unknown).
#[utoipa::path(
    get,
    path = "/api/countries/{code}/{region}",
    tag = "geography",
    params(("code" = String, Path), ("region" = String, Path)),
    responses((status = 200, body = Vec<CityView>))
)]
async fn list_cities(ApiPath((code, region)): ApiPath<(String, String)>) -> Json<Vec<CityView>> {
    Json(
        geography::cities(&code, &region)
            .iter()
            .map(|city| CityView { city: city.clone() })
            .collect(),
    )
}
