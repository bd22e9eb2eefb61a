//! Uploaded files, served back to signed-in people only: `GET /api/files/{name}`.

use axum::{
    extract::State,
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    form::Prepared,
    path::ApiPath,
};
use crate::{app::AppState, db, domain::permissions::Permission, files};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_file))
}

/// An uploaded file (photo, logo, certificate…), for signed-in people.
#[utoipa::path(
    get,
    path = "/api/files/{name}",
    tag = "files",
    params(("name" = String, Path)),
    responses(
        (status = 200, description = "The file's bytes"),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
    )
)]
async fn get_file(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(name): ApiPath<String>,
) -> Result<Response, ApiError> {
    if !files::is_valid_name(&name) {
        return Err(ApiError::NotFound);
    }
    // An aircraft's documents are for those who may read them.
    if !current.can(Permission::ShowDocument) && db::documents::holds_file(&state.db, &name).await?
    {
        return Err(ApiError::NotFound);
    }
    let stored = db::files::find(&state.db, &name)
        .await?
        .ok_or(ApiError::NotFound)?;
    let bytes = files::Files::new(state.db.clone(), state.config.files_dir())
        .read(&name)
        .await
        .map_err(|e| ApiError::Internal(e.to_string()))?
        .ok_or(ApiError::NotFound)?;
    let content_type = HeaderValue::from_str(&stored.content_type)
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    // Only images open in the page; anything else (a PDF may carry scripts) is downloaded.
    let disposition = if stored.content_type.starts_with("image/") {
        HeaderValue::from_static("inline")
    } else {
        HeaderValue::from_str(&format!("attachment; filename=\"{name}\""))
            .map_err(|e| ApiError::Internal(e.to_string()))?
    };
    Ok((
        [
            (header::CONTENT_TYPE, content_type),
            (header::CONTENT_DISPOSITION, disposition),
            // Names are random and never reused: the browser may keep the file, but only for this person.
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, max-age=86400"),
            ),
        ],
        bytes,
    )
        .into_response())
}

/// Stores a checked upload under a new name and records it; answers the name.
pub async fn store(state: &AppState, file: &Prepared, created_by: i64) -> Result<String, ApiError> {
    files::Files::new(state.db.clone(), state.config.files_dir())
        .store(
            file.bytes(),
            file.extension(),
            file.content_type(),
            created_by,
        )
        .await
        .map_err(|e| ApiError::Internal(e.to_string()))
}

/// Removes a file nobody refers to any more; a failure only leaves an orphan behind, so it is logged.
pub async fn forget(state: &AppState, name: &str) {
    let stored = files::Files::new(state.db.clone(), state.config.files_dir());
    if let Err(e) = stored.forget(name).await {
        tracing::warn!(file = name, error = %e, "could not forget a replaced file");
    }
}

/// The address a stored file is served at.
pub fn url(name: &str) -> String {
    format!("/api/files/{name}")
}
