//! Liveness and public site facts: `GET /api/health`, `GET /api/site`.

use axum::{Json, extract::State, http::StatusCode};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{app::AppState, config::SiteLinks};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(health))
        .routes(routes!(site))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok`, or `unavailable` when the database does not answer.
    pub status: &'static str,
}

/// Answers 200 when the server and its database answer, 503 otherwise.
#[utoipa::path(
    get,
    path = "/api/health",
    tag = "system",
    responses((status = 200, body = Health), (status = 503, body = Health))
)]
async fn health(State(state): State<AppState>) -> (StatusCode, Json<Health>) {
    match state.db.ping().await {
        Ok(()) => (StatusCode::OK, Json(Health { status: "ok" })),
        Err(e) => {
            tracing::error!(error = %e, "health check: database unavailable");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(Health {
                    status: "unavailable",
                }),
            )
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Site {
    pub name: &'static str,
    pub version: &'static str,
    /// Footer links; those not configured are absent.
    pub links: SiteLinks,
}

/// Public facts the web app shows before anyone signs in.
#[utoipa::path(get, path = "/api/site", tag = "system", responses((status = 200, body = Site)))]
async fn site(State(state): State<AppState>) -> Json<Site> {
    Json(Site {
        name: "Soute",
        version: env!("CARGO_PKG_VERSION"),
        links: state.config.links.clone(),
    })
}
