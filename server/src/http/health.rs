//! Liveness, readiness and public site facts: `GET /api/health`, `GET /api/ready`, `GET /api/site`.

use axum::{Json, extract::State, http::StatusCode};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{app::AppState, config::SiteLinks};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(health))
        .routes(routes!(ready))
        .routes(routes!(site))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok`; on `/api/ready`, `unavailable` when the database does not answer and `outdated`
    /// when its migrations are not those of this program.
    pub status: &'static str,
}

/// The process is alive and serves (a supervisor restarts it when this stops answering); it does
/// not ask the database, so a database outage does not get the server restarted in a loop.
#[utoipa::path(
    get,
    path = "/api/health",
    tag = "system",
    responses((status = 200, body = Health))
)]
async fn health() -> Json<Health> {
    Json(Health { status: "ok" })
}

/// Ready to serve: the database answers and holds exactly this program's migrations. 503
/// otherwise (a load balancer sends no request here until it answers 200).
#[utoipa::path(
    get,
    path = "/api/ready",
    tag = "system",
    responses((status = 200, body = Health), (status = 503, body = Health))
)]
async fn ready(State(state): State<AppState>) -> (StatusCode, Json<Health>) {
    let unavailable = |status| (StatusCode::SERVICE_UNAVAILABLE, Json(Health { status }));
    if let Err(e) = state.db.ping().await {
        tracing::error!(error = %e, "readiness: database unavailable");
        return unavailable("unavailable");
    }
    match state.db.migrations_current().await {
        Ok(true) => (StatusCode::OK, Json(Health { status: "ok" })),
        Ok(false) => {
            tracing::error!("readiness: the database's migrations are not this program's");
            unavailable("outdated")
        }
        Err(e) => {
            tracing::error!(error = %e, "readiness: database unavailable");
            unavailable("unavailable")
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Site {
    pub name: &'static str,
    pub version: &'static str,
    /// Footer links; those not configured are absent.
    pub links: SiteLinks,
    /// Visitors may create their own client account (false: the agency registers its clients).
    pub registration: bool,
}

/// Public facts the web app shows before anyone signs in.
#[utoipa::path(get, path = "/api/site", tag = "system", responses((status = 200, body = Site)))]
async fn site(State(state): State<AppState>) -> Json<Site> {
    Json(Site {
        name: "Soute",
        version: env!("CARGO_PKG_VERSION"),
        links: state.config.links.clone(),
        registration: state.config.public_registration,
    })
}
