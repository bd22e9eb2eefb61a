//! Uploaded files, served back to signed-in people only: `GET /api/files/{name}`.

use axum::{
    extract::{Path, State},
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
};
use crate::{app::AppState, db, files};

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
    _current: CurrentUser,
    Path(name): Path<String>,
) -> Result<Response, ApiError> {
    if !files::is_valid_name(&name) {
        return Err(ApiError::NotFound);
    }
    let stored = db::files::find(&state.db, &name)
        .await?
        .ok_or(ApiError::NotFound)?;
    let bytes = files::FileStore::new(state.config.files_dir())
        .read(&name)
        .await
        .map_err(|_| ApiError::NotFound)?;
    let content_type = HeaderValue::from_str(&stored.content_type)
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok((
        [
            (header::CONTENT_TYPE, content_type),
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
