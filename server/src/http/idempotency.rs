//! Once-only writes: a `POST` carrying an `Idempotency-Key` header (1–200 visible ASCII
//! characters) runs once per signed-in person and key. A repeat with the same body answers the
//! first answer (same status and body); the same key with another body answers 422. Requests
//! sent at once with one key wait for the first and answer what it answered.
//!
//! The key is claimed by the request's first write transaction, in that transaction (so the
//! write and its claim are one durable commit), with the row the request wrote; the answer is
//! kept just after, in the background (db::idempotency::Keeper), and a repeat arriving meanwhile
//! waits for it. If the server stopped in between, a repeat answers that row as it reads now,
//! with the first answer's status. Only successful
//! answers are kept: a refused request wrote nothing (or its key is released), so it may be sent
//! again. The request runs in a task of its own, so a client that disconnects does not leave its
//! key claimed forever with the write half done.

use std::time::Duration;

use axum::{
    body::{Body, to_bytes},
    extract::{Request, State},
    http::{HeaderValue, Method, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use sha2::{Digest, Sha256};
use tracing::Instrument;

use super::{auth, error::ApiError, lang};
use crate::{
    app::AppState,
    db::idempotency::{self, ClaimState, Found, Pending},
    domain::validation::FieldErrors,
    files,
    messages::Msg,
};

pub const HEADER: &str = "idempotency-key";
/// Set on an answer replayed from a key.
pub const REPLAYED: &str = "idempotent-replayed";
const KEY_MAX: usize = 200;
/// Large enough for the largest upload form; bigger bodies were refused anyway.
const BODY_MAX: usize = 2 * files::MAX_UPLOAD + 256 * 1024;
/// How long a repeat waits for the first request before answering 409 "in progress".
const WAIT: Duration = Duration::from_secs(20);
const POLL: Duration = Duration::from_millis(25);
/// How long a request that lost its key to another waits to see the other's claim. The claim is
/// seen once the other's write commits: on SQLite with its group, which on a loaded machine took
/// more than 2 s (a repeat then answered 409 « encore en cours » instead of the first answer).
const UNSEEN: Duration = Duration::from_secs(10);
/// Routes whose answers are never kept under a key.
const SESSION_ROUTES: [&str; 2] = ["/api/login", "/api/register"];

fn valid_key(key: &str) -> bool {
    (1..=KEY_MAX).contains(&key.len()) && key.bytes().all(|b| b.is_ascii_graphic())
}

fn digest(method: &Method, uri: &str, body: &[u8]) -> String {
    let mut h = Sha256::new();
    h.update(method.as_str().as_bytes());
    h.update([0]);
    h.update(uri.as_bytes());
    h.update([0]);
    h.update(body);
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

fn replay(status: u16, body: String) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::OK);
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    headers.insert(REPLAYED, HeaderValue::from_static("true"));
    response
}

/// Middleware over the API routes.
pub async fn once_only(State(state): State<AppState>, request: Request, next: Next) -> Response {
    if request.method() != Method::POST {
        return next.run(request).await;
    }
    let Some(raw) = request.headers().get(HEADER) else {
        return next.run(request).await;
    };
    // Their answers hold a session token, which is never stored: signing in twice is harmless.
    if SESSION_ROUTES.contains(&request.uri().path()) {
        return next.run(request).await;
    }
    let key = match raw.to_str() {
        Ok(k) if valid_key(k) => k.to_string(),
        _ => {
            return ApiError::Invalid(FieldErrors::single(
                "Idempotency-Key",
                Msg::IdempotencyKeyInvalid,
            ))
            .into_response();
        }
    };
    match run_once(&state, key, request, next).await {
        Ok(response) => response,
        Err(e) => e.into_response(),
    }
}

async fn run_once(
    state: &AppState,
    key: String,
    mut request: Request,
    next: Next,
) -> Result<Response, ApiError> {
    // Keys belong to a person: without a session the route answers for itself (401, or the
    // public routes, which keep no key).
    let current = match auth::signed_in(state, request.headers()).await {
        Ok(current) => current,
        Err(ApiError::Unauthenticated) => return Ok(next.run(request).await),
        Err(e) => return Err(e),
    };
    let user = current.user.id;
    // The route's CurrentUser is this one: the session is not read twice.
    request.extensions_mut().insert(current);

    let (parts, body) = request.into_parts();
    let bytes = to_bytes(body, BODY_MAX)
        .await
        .map_err(|_| ApiError::TooLarge)?;
    let uri = parts
        .uri
        .path_and_query()
        .map_or_else(|| parts.uri.path().to_string(), |p| p.as_str().to_string());
    let hash = digest(&parts.method, &uri, &bytes);

    match wait_for_answer(state, user, &key, &hash, Duration::ZERO).await? {
        Waited::Answer(answer) => return Ok(answer),
        Waited::Orphan {
            resource,
            id,
            status,
        } => {
            return rebuilt(state, &parts, user, key, &resource, id, status).await;
        }
        Waited::Free => {}
    }
    let path = parts.uri.path().to_string();
    let request = Request::from_parts(parts, Body::from(bytes));

    // The request's first write transaction claims the key (db::idempotency::Pending). The
    // request runs to its end even if the client goes away.
    let pending = Pending::new(user, key.clone(), hash.clone(), path);
    let waited_key = key.clone();
    let keeper = state.keeper.clone();
    let lang = lang::current();
    let running = state.keeper.running(user, &key);
    let task = tokio::spawn(
        lang::in_lang(lang, {
            let pending = pending.clone();
            async move {
                let response = pending.scope(next.run(request)).await;
                let (parts, body) = response.into_parts();
                let bytes = to_bytes(body, usize::MAX).await;
                match (pending.state(), bytes) {
                    (ClaimState::Kept, Ok(bytes)) if parts.status.is_success() => {
                        let text = String::from_utf8_lossy(&bytes).into_owned();
                        keeper.finish(running, parts.status.as_u16(), text);
                        Ok::<_, ApiError>(Response::from_parts(parts, Body::from(bytes)))
                    }
                    (ClaimState::Kept, bytes) => {
                        keeper.release(running);
                        let bytes = bytes.map_err(|e| ApiError::Internal(e.to_string()))?;
                        Ok(Response::from_parts(parts, Body::from(bytes)))
                    }
                    // Nothing written under the key: nothing to keep or release.
                    (_, bytes) => {
                        drop(running);
                        let bytes = bytes.map_err(|e| ApiError::Internal(e.to_string()))?;
                        Ok(Response::from_parts(parts, Body::from(bytes)))
                    }
                }
            }
        })
        .in_current_span(),
    );
    let response = match task.await {
        Ok(result) => result?,
        Err(e) => return Err(ApiError::Internal(e.to_string())),
    };
    if pending.state() == ClaimState::Lost {
        // Another request with this key claimed it first; this one wrote nothing.
        // Once the other released the key, this request may be sent again.
        return match wait_for_answer(state, user, &waited_key, &hash, UNSEEN).await? {
            Waited::Answer(answer) => Ok(answer),
            Waited::Free | Waited::Orphan { .. } => {
                Err(ApiError::Conflict(Msg::IdempotencyKeyInProgress))
            }
        };
    }
    Ok(response)
}

/// What a key holds once waited for.
enum Waited {
    /// The first request's answer, replayed.
    Answer(Response),
    /// Free for this request.
    Free,
    /// Written by a request whose server stopped before its answer was kept.
    Orphan {
        resource: String,
        id: i64,
        status: u16,
    },
}

/// Waits while a request with this key runs: its answer (replayed), a refusal, the row it wrote
/// when it stopped before answering, or free for this request. A key still unknown after
/// `unseen` is free: zero before a request runs; [`UNSEEN`] after it lost the key to another,
/// whose claim may not be visible yet (its write is committed with a group, db::writer) or which
/// failed and released the key.
async fn wait_for_answer(
    state: &AppState,
    user: i64,
    key: &str,
    hash: &str,
    unseen: Duration,
) -> Result<Waited, ApiError> {
    let started = tokio::time::Instant::now();
    loop {
        let waited = started.elapsed();
        match idempotency::lookup(&state.db, user, key, hash).await? {
            Found::Done { status, body } => return Ok(Waited::Answer(replay(status, body))),
            Found::Mismatch => return Err(ApiError::Unprocessable(Msg::IdempotencyKeyReused)),
            Found::Nothing if waited >= unseen => return Ok(Waited::Free),
            Found::Written {
                resource,
                id,
                status,
            } if !state.keeper.is_running(user, key) => {
                return Ok(Waited::Orphan {
                    resource,
                    id,
                    status,
                });
            }
            Found::InProgress | Found::Written { .. } if waited >= WAIT => {
                return Err(ApiError::Conflict(Msg::IdempotencyKeyInProgress));
            }
            Found::Nothing | Found::InProgress | Found::Written { .. } => {
                tokio::time::sleep(POLL).await
            }
        }
    }
}

/// The answer to a request whose first sending wrote `resource` `id` but stopped before its
/// answer was kept: that row as it reads now (`GET /api/{resource}/{id}` as this person), with
/// the status the first answered; kept as the key's answer from now on. A row that cannot be read
/// that way answers 409, saying the request was done.
async fn rebuilt(
    state: &AppState,
    parts: &axum::http::request::Parts,
    user: i64,
    key: String,
    resource: &str,
    id: i64,
    status: u16,
) -> Result<Response, ApiError> {
    use tower::ServiceExt;
    let mut get = Request::builder()
        .method(Method::GET)
        .uri(format!("/api/{resource}/{id}"))
        .body(Body::empty())
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    *get.headers_mut() = parts.headers.clone();
    get.headers_mut().remove(header::CONTENT_TYPE);
    get.headers_mut().remove(header::CONTENT_LENGTH);
    // The person, not the first request's matched route (its path parameters).
    if let Some(current) = parts.extensions.get::<auth::CurrentUser>() {
        get.extensions_mut().insert(current.clone());
    }
    let api: axum::Router = axum::Router::from(super::api()).with_state(state.clone());
    let read = api
        .oneshot(get)
        .await
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    if !read.status().is_success() {
        return Err(ApiError::Conflict(Msg::IdempotencyKeyDone { id }));
    }
    let bytes = to_bytes(read.into_body(), usize::MAX)
        .await
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    let data: serde_json::Value =
        serde_json::from_slice(&bytes).map_err(|e| ApiError::Internal(e.to_string()))?;
    let body = serde_json::json!({
        "msg": Msg::IdempotencyKeyWritten.render(lang::current()),
        "data": data,
    })
    .to_string();
    state
        .keeper
        .finish(state.keeper.running(user, &key), status, body.clone());
    Ok(replay(status, body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_1_to_200_visible_ascii_characters() {
        assert!(valid_key("a"));
        assert!(valid_key(&"k".repeat(200)));
        assert!(valid_key("3f2b-9c1e_x.y~!"));
        assert!(!valid_key(""));
        assert!(!valid_key(&"k".repeat(201)));
        assert!(!valid_key("a b"));
        assert!(!valid_key("é"));
        assert!(!valid_key("a\tb"));
    }

    #[test]
    fn digests_differ_by_route_and_body() {
        let a = digest(&Method::POST, "/api/expeditions", b"{}");
        assert_eq!(a, digest(&Method::POST, "/api/expeditions", b"{}"));
        assert_ne!(a, digest(&Method::POST, "/api/waybills", b"{}"));
        assert_ne!(a, digest(&Method::POST, "/api/expeditions", b"{ }"));
    }
}
