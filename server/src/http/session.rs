//! Signing in and out: `POST /api/login`, `GET /api/token`, `POST /api/logout`.

use crate::http::error::OrRefused;
use axum::{
    Json,
    extract::State,
    http::{HeaderMap, header},
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::client::ClientAddr;
use super::{
    auth::{self, CurrentUser},
    error::{ApiError, ErrorBody, on_unique_field},
    json::ApiJson,
    lang,
    users::UserView,
};
use crate::{
    app::AppState,
    db::{
        audit::{self, Action},
        extensions,
        extensions::Extension,
        profiles, sessions, throttle, users,
    },
    domain::{
        passwords,
        people::PersonFields,
        permissions::Permission,
        validation::{FieldErrors, NAME_MAX, PASSWORD_MAX},
    },
    messages::Msg,
    security,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(login))
        .routes(routes!(register))
        .routes(routes!(token))
        .routes(routes!(logout))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct LoginRequest {
    /// Phone number, e-mail or sign-in name.
    #[schema(required = true, schema_with = super::schema::person_name)]
    pub username: Option<String>,
    #[schema(required = true, schema_with = super::schema::password)]
    pub password: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LoginResponse {
    pub msg: String,
    pub data: UserView,
    /// The person's agency branch.
    pub extension: Option<Extension>,
    pub permissions: Vec<Permission>,
    /// For API clients (`x-access-token` or `Authorization: Bearer`); browsers use the cookie.
    pub token: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SessionResponse {
    pub data: UserView,
    pub extension: Option<Extension>,
    pub permissions: Vec<Permission>,
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
        (status = 429, description = "Too many failures: wait `Retry-After` seconds", body = ErrorBody),
    )
)]
async fn login(
    State(state): State<AppState>,
    ClientAddr(peer): ClientAddr,
    headers: HeaderMap,
    ApiJson(body): ApiJson<LoginRequest>,
) -> Result<Response, ApiError> {
    let mut errors = FieldErrors::new();
    let username = errors.required_text("username", body.username.as_deref(), NAME_MAX);
    let password = errors.required_secret("password", body.password.as_deref(), PASSWORD_MAX);
    errors.into_result()?;
    // Sign-in has connections of its own: heavy requests never make it wait (Db::sessions).
    let db = state.db.sessions();

    let user = users::find_by_username(&db, &username).await?;
    let account = account_key(user.as_ref(), &username);
    let address = peer.to_string();
    // Counted before the password is checked, in the transaction that lets it be checked.
    throttle::begin_password_attempt(&db, &address, &account, user.is_some())
        .await
        .or_refused(|until| {
            tracing::warn!(%username, ip = %peer, "sign-in refused: too many failures");
            ApiError::TooMany {
                retry_after_secs: state.db.clock().seconds_until(&until).max(1),
            }
        })?;
    // Unknown accounts are checked against a dummy hash: both failures take the same time.
    let matches = state
        .passwords
        .verify(
            user.as_ref().and_then(|u| u.password_hash.as_deref()),
            &password,
        )
        .await;
    let who = user.as_ref().map(|u| u.id);
    let user = match user {
        Some(u) if matches => u,
        _ => {
            tracing::warn!(%username, ip = %peer, "sign-in refused: wrong credentials");
            throttle::password_failed(&db, &address, &account).await?;
            audit::record_alone(
                &db,
                who,
                Action::LoginFailed,
                "sessions",
                who,
                json!({"username": username, "ip": peer.to_string()}),
            )
            .await?;
            return Err(ApiError::InvalidCredentials);
        }
    };
    // The right password ends the run of failures on this account from this address; other
    // accounts and other addresses keep their own.
    throttle::password_succeeded(&db, &address, &account).await?;
    if !user.is_active() {
        tracing::warn!(%username, ip = %peer, "sign-in refused: account disabled");
        audit::record_alone(
            &db,
            who,
            Action::LoginFailed,
            "sessions",
            who,
            json!({"username": username, "ip": peer.to_string()}),
        )
        .await?;
        return Err(ApiError::AccountDisabled);
    }
    start_session(&state, user, peer, &headers, Msg::LoggedIn).await
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct RegisterRequest {
    #[schema(required = true, schema_with = super::schema::person_name)]
    pub name: Option<String>,
    /// Digits only; it is also the sign-in name.
    #[schema(required = true, schema_with = super::schema::phone)]
    pub tel: Option<String>,
    #[schema(required = true, schema_with = super::schema::account_password)]
    pub password: Option<String>,
    /// The same password again.
    #[schema(required = true)]
    pub conf_password: Option<String>,
}

/// Creates a client account and signs it in; a few per address and hour.
#[utoipa::path(
    post,
    path = "/api/register",
    tag = "session",
    request_body = RegisterRequest,
    responses(
        (status = 200, description = "Registered and signed in", body = LoginResponse),
        (status = 400, description = "Bad fields, or the passwords differ", body = ErrorBody),
        (status = 403, description = "The agency registers its clients at the counter (SOUTE_PUBLIC_REGISTRATION=false)", body = ErrorBody),
        (status = 409, description = "Phone number already used", body = ErrorBody),
        (status = 429, description = "Too many registrations from this address: wait `Retry-After` seconds", body = ErrorBody),
    )
)]
async fn register(
    State(state): State<AppState>,
    ClientAddr(peer): ClientAddr,
    headers: HeaderMap,
    ApiJson(body): ApiJson<RegisterRequest>,
) -> Result<Response, ApiError> {
    if !state.config.public_registration {
        return Err(ApiError::Forbidden(Msg::RegistrationClosed));
    }
    let mut errors = FieldErrors::new();
    let person = PersonFields {
        name: body.name.clone(),
        tel: body.tel.clone(),
        ..Default::default()
    }
    .check(&mut errors);
    if person.tel.is_none() && !errors.iter().any(|(f, _)| f == "tel") {
        errors.add("tel", Msg::Required);
    }
    let password = errors.required_secret("password", body.password.as_deref(), PASSWORD_MAX);
    if !password.is_empty()
        && let Err(m) = passwords::check(&password)
    {
        errors.add("password", m);
    }
    if body.conf_password.as_deref() != Some(password.as_str()) {
        errors.add("conf_password", Msg::PasswordsDiffer);
        errors.set_headline(Msg::PasswordsDiffer);
    }
    errors.into_result()?;

    throttle::begin_registration(&state.db, &peer.to_string())
        .await
        .or_refused(|until| {
            tracing::warn!(ip = %peer, "registration refused: too many from this address");
            ApiError::TooMany {
                retry_after_secs: state.db.clock().seconds_until(&until).max(1),
            }
        })?;
    let (_, tel_taken) = users::taken(&state.db, None, person.tel.as_deref(), None).await?;
    if tel_taken {
        return Err(ApiError::ConflictOn(FieldErrors::single(
            "tel",
            Msg::TelTaken,
        )));
    }
    let client = profiles::find_by_code(&state.db, users::CLIENT_CODE).await?;
    let hash = state.passwords.hash(&password).await;
    let id = users::create(
        &state.db,
        users::NewUser {
            person: &person,
            profile_id: client.id,
            extension_id: None,
            status: 1,
            password_hash: Some(&hash),
            created_by: None,
        },
    )
    .await
    .map_err(on_unique_field("tel", Msg::TelTaken))?;
    let user = users::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    tracing::info!(user_id = id, ip = %peer, "client registered");
    start_session(&state, user, peer, &headers, Msg::Registered).await
}

/// What password attempts are counted against: the person whose name, e-mail or phone
/// the sign-in designates, or the name itself when it designates nobody.
pub fn account_key(user: Option<&users::User>, username: &str) -> String {
    match user {
        Some(u) => format!("user:{}", u.id),
        None => format!("name:{}", username.to_lowercase()),
    }
}

/// Opens a session for `user`: the row, the cookie, and the sign-in answer.
async fn start_session(
    state: &AppState,
    user: users::User,
    peer: std::net::IpAddr,
    headers: &HeaderMap,
    msg: Msg,
) -> Result<Response, ApiError> {
    let (token, token_hash) = security::new_session_token();
    sessions::create(
        &state.db.sessions(),
        sessions::NewSession {
            token_hash: &token_hash,
            user_id: user.id,
            expires_at: state.db.clock().from_now(state.config.session_lifetime),
            ip: Some(peer.to_string()),
            user_agent: headers
                .get(header::USER_AGENT)
                .and_then(|v| v.to_str().ok())
                .map(|ua| ua.chars().take(300).collect()),
        },
    )
    .await?;
    tracing::info!(user_id = user.id, ip = %peer, "signed in");
    // Sign-ins are frequent enough to keep the table clean without a background task.
    sessions::purge_dead(
        &state.db.sessions(),
        &state.db.clock().from_now(-state.config.session_idle),
    )
    .await?;

    let extension = branch_of(state, &user).await?;
    let permissions = users::permissions_held(&state.db.sessions(), &user).await?;
    let cookie = auth::session_cookie(
        Some(&token),
        state.config.session_lifetime.whole_seconds(),
        auth::is_https(state, headers),
    );
    let body = LoginResponse {
        msg: msg.render(lang::current()),
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

/// Read through the sign-in connections: it answers every sign-in and session check.
async fn branch_of(state: &AppState, user: &users::User) -> Result<Option<Extension>, ApiError> {
    Ok(match user.extension_id {
        Some(id) => extensions::find(&state.db.sessions(), id)
            .await?
            .map(super::extensions::view),
        None => None,
    })
}
