//! The web app, embedded in the binary at build time (see `build.rs`), served for every path
//! outside `/api`; client-side routes fall back to `index.html`. Its text files are embedded
//! brotli-compressed too, and sent so to browsers that accept it (the others get the compression
//! layer's gzip). With `SOUTE_WEB_DIR` the files are read from that folder instead, so the
//! screens can change without rebuilding the server (and go out gzip-compressed).

use std::{borrow::Cow, path::Path};

use axum::{
    body::Body,
    extract::State,
    http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header},
    response::{IntoResponse, Response},
};

use super::error::ApiError;
use crate::app::AppState;

/// A file of web/dist, as `build.rs` embeds it.
struct Asset {
    /// Relative to web/dist, with `/` between folders; `WEB_ASSETS` is sorted by it.
    path: &'static str,
    content_type: &'static str,
    bytes: &'static [u8],
    /// The same bytes brotli-compressed, for the text files where that makes them smaller.
    brotli: Option<&'static [u8]>,
}

include!(concat!(env!("OUT_DIR"), "/web_assets.rs"));

const NOT_BUILT: &str = "<!doctype html><html lang=\"fr\"><meta charset=\"utf-8\"><title>Soute</title>\
<p>L'application web n'est pas incluse dans ce programme : construisez-la avec <code>make web</code>, \
puis reconstruisez le serveur.</p></html>";

pub async fn fallback(
    State(state): State<AppState>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
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
    let brotli = accepts_brotli(&headers);
    if let Some(found) = find(relative) {
        // Vite puts a content hash in every file name under assets/: they never change.
        let cache = if relative.starts_with("assets/") {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        return embedded(found, brotli, cache);
    }
    if relative.starts_with("assets/") {
        return StatusCode::NOT_FOUND.into_response();
    }
    match find("index.html") {
        Some(found) => embedded(found, brotli, "no-cache"),
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

fn find(relative: &str) -> Option<&'static Asset> {
    WEB_ASSETS
        .binary_search_by(|a| a.path.cmp(relative))
        .ok()
        .map(|i| &WEB_ASSETS[i])
}

/// Whether `Accept-Encoding` names `br` without refusing it (`br;q=0`). A bare `*` is not taken
/// for it: every browser that decodes brotli says so by name.
fn accepts_brotli(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|coding| {
            let mut parts = coding.split(';');
            let name = parts.next().unwrap_or_default().trim();
            name.eq_ignore_ascii_case("br")
                && parts.all(|param| match param.split_once('=') {
                    Some((key, q)) if key.trim().eq_ignore_ascii_case("q") => {
                        q.trim().parse::<f32>().is_ok_and(|q| q > 0.0)
                    }
                    _ => true,
                })
        })
}

/// An embedded file: its brotli bytes to a browser that accepts them (the compression layer
/// leaves a response with a `Content-Encoding` alone), else the original ones, which the layer
/// gzips when the browser accepts that.
fn embedded(found: &'static Asset, accepts_brotli: bool, cache: &'static str) -> Response {
    let mut response = match found.brotli {
        Some(compressed) if accepts_brotli => {
            let mut response = asset(found.content_type, compressed.into(), cache);
            response
                .headers_mut()
                .insert(header::CONTENT_ENCODING, HeaderValue::from_static("br"));
            response
        }
        _ => asset(found.content_type, found.bytes.into(), cache),
    };
    if found.brotli.is_some() {
        // Caches must keep one copy per encoding.
        response
            .headers_mut()
            .insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    response
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
        assert!(WEB_ASSETS.windows(2).all(|w| w[0].path < w[1].path));
    }

    fn accepting(values: &[&str]) -> bool {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(
                header::ACCEPT_ENCODING,
                HeaderValue::from_str(value).unwrap(),
            );
        }
        accepts_brotli(&headers)
    }

    #[test]
    fn brotli_is_sent_only_to_those_who_name_it() {
        assert!(accepting(&["gzip, deflate, br, zstd"]));
        assert!(accepting(&["gzip", "BR;q=0.5"]));
        assert!(accepting(&["br ; q=1"]));
        assert!(!accepting(&[]));
        assert!(!accepting(&["gzip, deflate"]));
        assert!(!accepting(&["*"]));
        assert!(!accepting(&["br;q=0, gzip"]));
        assert!(!accepting(&["br;q=0.000"]));
        assert!(!accepting(&["brotli"]));
    }
}
