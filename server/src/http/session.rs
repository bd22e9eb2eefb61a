//! Signing in and out: `POST /api/login`, `GET /api/token`, `POST /api/logout`.

use std::net::SocketAddr;

use axum::{
    Json,
    extract::{ConnectInfo, State},
    http::{HeaderMap, header},
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::{self, CurrentUser},
    error::{ApiError, ErrorBody},
    json::ApiJson,
    lang,
    users::UserView,
};
use crate::{
    app::AppState,
    clock,
    db::{extensions, extensions::Extension, sessions, users},
    domain::validation::{FieldErrors, NAME_MAX, PASSWORD_MAX},
    messages::Msg,
    security,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(login))
        .routes(routes!(token))
        .routes(routes!(logout))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct LoginRequest {
    /// Phone number, e-mail or sign-in name.
    pub username: Option<String>,
    pub password: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LoginResponse {
    pub msg: String,
    pub data: UserView,
    /// The person's agency branch.
    pub extension: Option<Extension>,
    pub permissions: Vec<String>,
    /// For API clients (`x-access-token` or `Authorization: Bearer`); browsers use the cookie.
    pub token: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SessionResponse {
    pub data: UserView,
    pub extension: Option<Extension>,
    pub permissions: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MessageResponse {
    pub msg: String,
}

/// Signs in with a phone number, e-mail or sign-in name and a password.
#[utoipa::path(
    post,
    path = "/api/login",
    tag = "session",
    request_body = LoginRequest,
    responses(
        (status = 200, description = "Signed in; the session cookie is set", body = LoginResponse),
        (status = 400, description = "Missing or too long fields", body = ErrorBody),
        (status = 401, description = "Wrong username or password", body = ErrorBody),
    )
)]
async fn login(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    ApiJson(body): ApiJson<LoginRequest>,
) -> Result<Response, ApiError> {
    let mut errors = FieldErrors::new();
    let username = errors.required_text("username", body.username.as_deref(), NAME_MAX);
    let password = errors.required_secret("password", body.password.as_deref(), PASSWORD_MAX);
    errors.into_result()?;

    let user = users::find_by_username(&state.db, &username).await?;
    // Unknown accounts are checked against a dummy hash: both failures take the same time.
    let matches = state
        .passwords
        .verify(
            user.as_ref().and_then(|u| u.password_hash.as_deref()),
            &password,
        )
        .await;
    let user = match user {
        Some(u) if matches => u,
        _ => {
            tracing::warn!(%username, ip = %peer.ip(), "sign-in refused");
            return Err(ApiError::InvalidCredentials);
        }
    };
    if !user.is_active() {
        tracing::warn!(%username, ip = %peer.ip(), "sign-in to a disabled account refused");
        return Err(ApiError::AccountDisabled);
    }

    let (token, token_hash) = security::new_session_token();
    sessions::create(
        &state.db,
        sessions::NewSession {
            token_hash: &token_hash,
            user_id: user.id,
            expires_at: clock::from_now(state.config.session_lifetime),
            ip: Some(peer.ip().to_string()),
            user_agent: headers
                .get(header::USER_AGENT)
                .and_then(|v| v.to_str().ok())
                .map(|ua| ua.chars().take(300).collect()),
        },
    )
    .await?;
    tracing::info!(user_id = user.id, ip = %peer.ip(), "signed in");

    // Sign-ins are frequent enough to keep the table clean without a background task.
    sessions::purge_dead(&state.db, &clock::from_now(-state.config.session_idle)).await?;

    let extension = branch_of(&state, &user).await?;
    let permissions = users::permission_names(&state.db, &user).await?;
    let cookie = auth::session_cookie(
        Some(&token),
        state.config.session_lifetime.whole_seconds(),
        auth::is_https(&state, &headers),
    );
    let body = LoginResponse {
        msg: Msg::LoggedIn.render(lang::current()),
        data: user.into(),
        extension,
        permissions,
        token,
    };
    Ok(([(header::SET_COOKIE, cookie)], Json(body)).into_response())
}

/// The signed-in person, their branch and permissions; 401 without a live session.
#[utoipa::path(
    get,
    path = "/api/token",
    tag = "session",
    responses(
        (status = 200, body = SessionResponse),
        (status = 401, description = "No live session", body = ErrorBody),
    )
)]
async fn token(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<SessionResponse>, ApiError> {
    let extension = branch_of(&state, &current.user).await?;
    Ok(Json(SessionResponse {
        data: current.user.into(),
        extension,
        permissions: current.permissions,
    }))
}

/// Ends the session on the server and clears the cookie.
#[utoipa::path(
    post,
    path = "/api/logout",
    tag = "session",
    responses(
        (status = 200, body = MessageResponse),
        (status = 401, description = "No live session", body = ErrorBody),
    )
)]
async fn logout(
    State(state): State<AppState>,
    headers: HeaderMap,
    current: CurrentUser,
) -> Result<Response, ApiError> {
    sessions::delete(&state.db, current.session_id).await?;
    tracing::info!(user_id = current.user.id, "signed out");
    let cookie = auth::session_cookie(None, 0, auth::is_https(&state, &headers));
    let body = MessageResponse {
        msg: Msg::LoggedOut.render(lang::current()),
    };
    Ok(([(header::SET_COOKIE, cookie)], Json(body)).into_response())
}

async fn branch_of(state: &AppState, user: &users::User) -> Result<Option<Extension>, ApiError> {
    Ok(match user.extension_id {
        Some(id) => extensions::find(&state.db, id).await?,
        None => None,
    })
}
