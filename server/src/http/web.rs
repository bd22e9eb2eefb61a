//! The web app, embedded in the binary at build time (see `build.rs`), served for every path
//! outside `/api`; client-side routes fall back to `index.html`. With `SOUTE_WEB_DIR` the files
//! are read from that folder instead, so the screens can change without rebuilding the server.

use std::{borrow::Cow, path::Path};

use axum::{
    body::Body,
    extract::State,
    http::{HeaderValue, Method, StatusCode, Uri, header},
    response::{IntoResponse, Response},
};

use super::error::ApiError;
use crate::app::AppState;

// (path relative to web/dist, content type, bytes), sorted by path.
include!(concat!(env!("OUT_DIR"), "/web_assets.rs"));

const NOT_BUILT: &str = "<!doctype html><html lang=\"fr\"><meta charset=\"utf-8\"><title>Soute</title>\
<p>L'application web n'est pas incluse dans ce programme : construisez-la avec <code>make web</code>, \
puis reconstruisez le serveur.</p></html>";

pub async fn fallback(State(state): State<AppState>, method: Method, uri: Uri) -> Response {
    let path = uri.path();
    if path == "/api" || path.starts_with("/api/") {
        return ApiError::RouteNotFound.into_response();
    }
    if method != Method::GET && method != Method::HEAD {
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    let relative = path.trim_start_matches('/');
    if let Some(dir) = &state.config.web_dir {
        return from_folder(dir, relative).await;
    }
    if let Some((_, content_type, bytes)) = find(relative) {
        // Vite puts a content hash in every file name under assets/: they never change.
        let cache = if relative.starts_with("assets/") {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        return asset(content_type, (*bytes).into(), cache);
    }
    if relative.starts_with("assets/") {
        return StatusCode::NOT_FOUND.into_response();
    }
    match find("index.html") {
        Some((_, content_type, bytes)) => asset(content_type, (*bytes).into(), "no-cache"),
        None => asset(
            "text/html; charset=utf-8",
            NOT_BUILT.as_bytes().into(),
            "no-cache",
        ),
    }
}

/// Development only: the same answers, read from a folder on each request.
async fn from_folder(dir: &Path, relative: &str) -> Response {
    let safe = !relative.is_empty()
        && relative
            .split('/')
            .all(|part| !part.is_empty() && part != "." && part != ".." && !part.contains('\\'));
    if safe && let Ok(bytes) = tokio::fs::read(dir.join(relative)).await {
        return asset(content_type(relative), bytes.into(), "no-cache");
    }
    if relative.starts_with("assets/") {
        return StatusCode::NOT_FOUND.into_response();
    }
    match tokio::fs::read(dir.join("index.html")).await {
        Ok(bytes) => asset("text/html; charset=utf-8", bytes.into(), "no-cache"),
        Err(_) => asset(
            "text/html; charset=utf-8",
            NOT_BUILT.as_bytes().into(),
            "no-cache",
        ),
    }
}

include!("content_type.rs");

fn find(relative: &str) -> Option<&'static (&'static str, &'static str, &'static [u8])> {
    WEB_ASSETS
        .binary_search_by(|(p, _, _)| (*p).cmp(relative))
        .ok()
        .map(|i| &WEB_ASSETS[i])
}

fn asset(content_type: &'static str, bytes: Cow<'static, [u8]>, cache: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
        ],
        Body::from(bytes),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn assets_are_sorted_for_lookup() {
        assert!(WEB_ASSETS.windows(2).all(|w| w[0].0 < w[1].0));
    }
}
