//! Running the server: `GET /api/metrics` (Prometheus text, for the machine or a token), and the
//! *Système* screen's `GET /api/system` and `POST /api/system/backups` (`afficher systeme`).

use std::{net::IpAddr, time::Instant};

use axum::{
    Json,
    extract::{MatchedPath, Request, State},
    http::{HeaderMap, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    client::ClientAddr,
    error::{ApiError, ErrorBody},
};
use crate::{
    app::AppState, backup::BackupError, clock, db::Backend, domain::permissions::Permission,
    messages::Msg, metrics,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(prometheus))
        .routes(routes!(system))
        .routes(routes!(back_up_now))
}

/// Counts every answer by method, matched route and status, with the time it took.
pub async fn count_requests(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let started = Instant::now();
    let method = request.method().as_str().to_string();
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "(other)".to_string(), |m| m.as_str().to_string());
    let response = next.run(request).await;
    state.requests.record(
        &method,
        &route,
        response.status().as_u16(),
        started.elapsed(),
    );
    response
}

/// Metrics in Prometheus' text format: requests by route and status with their latency, the
/// database's connections and waits, SQLite's writer, the database's size, the backups. Served
/// to this machine when the request came straight (not through a proxy), or to anyone sending
/// `Authorization: Bearer` and the `SOUTE_METRICS_TOKEN`.
#[utoipa::path(
    get,
    path = "/api/metrics",
    tag = "system",
    responses(
        (status = 200, description = "Prometheus text format 0.0.4", content_type = "text/plain", body = String),
        (status = 403, body = ErrorBody),
    )
)]
async fn prometheus(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    if !may_read_metrics(&state, client, &headers) {
        return Err(ApiError::Forbidden(Msg::MetricsForbidden));
    }
    let mut out = String::with_capacity(16 * 1024);
    metrics::header(
        &mut out,
        "soute_build_info",
        "gauge",
        "The running Soute: its version, and the database engine.",
    );
    out.push_str(&format!(
        "soute_build_info{{version=\"{}\",engine=\"{}\"}} 1\n",
        env!("CARGO_PKG_VERSION"),
        engine(&state)
    ));
    state.requests.write(&mut out);
    state.db.write_metrics(&mut out).await;
    let status = state.backups.status();
    let now = state.db.clock().instant();
    if let Some(last) = status.last_good {
        metrics::single(
            &mut out,
            "soute_backup_last_success_timestamp_seconds",
            "gauge",
            "When the last backup that succeeded was taken (Unix time).",
            last.unix_timestamp(),
        );
        metrics::single(
            &mut out,
            "soute_backup_age_seconds",
            "gauge",
            "Seconds since the last backup that succeeded.",
            (now - last).whole_seconds().max(0),
        );
    }
    metrics::single(
        &mut out,
        "soute_backups_taken_total",
        "counter",
        "Backups taken by this process.",
        status.taken,
    );
    metrics::single(
        &mut out,
        "soute_backup_failures_total",
        "counter",
        "Backups that failed in this process.",
        status.failures,
    );
    Ok((
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        out,
    )
        .into_response())
}

/// This machine, straight (a request through a proxy on this machine comes from loopback too,
/// but says whom it forwards); or the token.
fn may_read_metrics(state: &AppState, client: IpAddr, headers: &HeaderMap) -> bool {
    if let Some(expected) = state.config.metrics_token.as_deref() {
        let sent = headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "));
        if sent.is_some_and(|sent| crate::security::same_secret(sent, expected)) {
            return true;
        }
    }
    let proxied = headers.contains_key("x-forwarded-for") || headers.contains_key("forwarded");
    client.is_loopback() && !proxied
}

fn engine(state: &AppState) -> &'static str {
    match state.db.backend() {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    }
}

/// What the *Système* screen shows.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SystemView {
    pub version: String,
    /// `sqlite` or `postgres`.
    pub engine: String,
    /// The database's size in bytes.
    pub database_bytes: i64,
    /// The uploaded files: how many, and their bytes (in the data folder on SQLite, in the
    /// database on PostgreSQL).
    pub files: i64,
    pub files_bytes: i64,
    pub backups: BackupsView,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BackupsView {
    /// The folder backups are written to, on the server.
    pub dir: String,
    /// Seconds between scheduled backups; null when none are scheduled.
    pub every_seconds: Option<u64>,
    /// Hourly and daily backups kept (`24h,30d`).
    pub keep: String,
    /// When the last backup that succeeded was taken; null when none is known.
    pub last_good_at: Option<String>,
    /// The last failure, when more recent than the last success.
    pub last_failure: Option<BackupFailure>,
    /// Backups that failed since the server started.
    pub failures: u64,
    /// The archives in the folder, newest first. Each was read back whole when it was taken.
    pub archives: Vec<ArchiveView>,
    /// On PostgreSQL the archives hold the uploaded files only: the database is copied with
    /// pg_dump or base backups (see the README).
    pub database_included: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BackupFailure {
    pub at: String,
    pub reason: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArchiveView {
    pub name: String,
    pub taken_at: String,
    pub bytes: u64,
}

/// The running server: version, engine, sizes, backups.
#[utoipa::path(
    get,
    path = "/api/system",
    tag = "system",
    responses(
        (status = 200, body = SystemView),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
    )
)]
async fn system(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<SystemView>, ApiError> {
    current.require(Permission::ShowSystem)?;
    Ok(Json(view(&state).await?))
}

async fn view(state: &AppState) -> Result<SystemView, ApiError> {
    let database_bytes = state.db.size().await?;
    let (files, files_bytes) = crate::db::files::totals(&state.db).await?;
    let backups = state.backups.clone();
    let archives = tokio::task::spawn_blocking(move || backups.list())
        .await
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    // A folder that cannot be read lists nothing: the screen still says why backups fail.
    let archives = archives.unwrap_or_else(|e| {
        tracing::warn!(error = %e, "the backup folder cannot be listed");
        Vec::new()
    });
    let status = state.backups.status();
    Ok(SystemView {
        version: env!("CARGO_PKG_VERSION").into(),
        engine: engine(state).into(),
        database_bytes,
        files,
        files_bytes,
        backups: BackupsView {
            dir: state.backups.dir().display().to_string(),
            every_seconds: state.backups.every().map(|d| d.as_secs()),
            keep: state.backups.keep().to_string(),
            last_good_at: status.last_good.map(clock::stamp),
            last_failure: status.last_failure.map(|(at, reason)| BackupFailure {
                at: clock::stamp(at),
                reason,
            }),
            failures: status.failures,
            archives: archives
                .into_iter()
                .map(|a| ArchiveView {
                    name: a.name,
                    taken_at: clock::stamp(a.taken_at),
                    bytes: a.size,
                })
                .collect(),
            database_included: state.db.backend() == Backend::Sqlite,
        },
    })
}

/// 'Sauvegarder maintenant': takes a backup at once (as the schedule does, pruned the same way)
/// and answers the screen as it now is.
#[utoipa::path(
    post,
    path = "/api/system/backups",
    tag = "system",
    responses(
        (status = 201, body = SystemView),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "a backup is already running"),
        (status = 500, body = ErrorBody, description = "the backup failed, with its reason"),
    )
)]
async fn back_up_now(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<(StatusCode, Json<SystemView>), ApiError> {
    current.require(Permission::ShowSystem)?;
    match state.backups.run_once(&state.db).await {
        Ok(taken) => {
            tracing::info!(user = current.user.id, archive = %taken.path.display(), "backup asked for");
        }
        Err(BackupError::Busy) => {
            return Err(ApiError::Refused("backup_running", Msg::BackupRunning));
        }
        Err(e) => return Err(ApiError::BackupFailed(e.to_string())),
    }
    Ok((StatusCode::CREATED, Json(view(&state).await?)))
}
