//! The one error type of the API: every failure answers `{msg, code, fields?}` with its status.

use std::collections::BTreeMap;

use axum::{
    Json,
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;

use super::lang;
use crate::{
    db,
    domain::{permissions::Permission, validation::FieldErrors},
    messages::Msg,
};

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// Fields refused: 400 when one is malformed (the document says so), 422 when each is
    /// refused by a rule the document cannot state (`Msg::is_refusal`).
    #[error("invalid input")]
    Invalid(FieldErrors),
    #[error("malformed JSON")]
    BadJson,
    #[error("no session")]
    Unauthenticated,
    #[error("wrong credentials")]
    InvalidCredentials,
    #[error("account disabled")]
    AccountDisabled,
    #[error("forbidden: {0}")]
    Forbidden(Msg),
    /// The permission is held, but the record belongs to other branches (manifests).
    #[error("other branch")]
    OtherBranch,
    /// Figures of another branch asked by someone who sees only their own (dashboard, reports).
    #[error("other branch's figures")]
    OtherBranchFigures,
    /// An expedition registered at another branch than the agent's.
    #[error("other branch's expedition")]
    OtherBranchExpedition,
    #[error("not found")]
    NotFound,
    /// Not found, with a message of its own (public tracking says what to check).
    #[error("not found: {0}")]
    Missing(Msg),
    #[error("no such API route")]
    RouteNotFound,
    #[error("method not allowed")]
    MethodNotAllowed,
    #[error("conflict: {0}")]
    Conflict(Msg),
    /// A manifest on an aircraft with items past due (`aircraft_grounded`).
    #[error("aircraft grounded: {0}")]
    Grounded(Msg),
    /// A conflict with a code of its own (`payload_exceeded`, `seats_full`, `seat_taken`,
    /// `manifest_not_open`).
    #[error("refused: {1}")]
    Refused(&'static str, Msg),
    /// A conflict on named fields (a phone number already used…): `msg` is its headline.
    #[error("conflict on fields")]
    ConflictOn(FieldErrors),
    /// A well-formed request that cannot be run as sent (an `Idempotency-Key` reused on another body).
    #[error("unprocessable: {0}")]
    Unprocessable(Msg),
    #[error("payload too large")]
    TooLarge,
    /// A path and query longer than `http::URI_MAX`.
    #[error("URI too long")]
    UriTooLong,
    #[error("too many attempts")]
    TooMany { retry_after_secs: u64 },
    /// Saturated: no database connection came free in time, or the request ran out of time.
    #[error("busy: {0}")]
    Busy(&'static str),
    /// A backup asked for on the Système screen failed (disk full, folder not writable): the
    /// reason is for the person who asked, who administers the server.
    #[error("backup failed: {0}")]
    BackupFailed(String),
    #[error("internal: {0}")]
    Internal(String),
}

/// How long a client is asked to wait when the server is saturated (seconds).
pub const BUSY_RETRY_AFTER: u64 = 2;

/// The body of every error answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// What happened, for a person (French by default, English with `Accept-Language: en`).
    pub msg: String,
    /// What happened, for a program: `invalid_input`, `invalid_json`, `unauthenticated`, …
    pub code: &'static str,
    /// For `invalid_input`: a message for each bad field.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fields: Option<BTreeMap<String, String>>,
}

pub use db::OrRefused;

/// Maps a unique violation (a name, plate, phone… already used) to a 409 saying so.
pub fn on_unique(msg: Msg) -> impl FnOnce(sqlx::Error) -> ApiError {
    move |e| {
        if db::is_unique_violation(&e) {
            ApiError::Conflict(msg)
        } else {
            e.into()
        }
    }
}

/// Maps a unique violation to a 409 on a named field (the form marks it).
pub fn on_unique_field(field: &'static str, msg: Msg) -> impl FnOnce(sqlx::Error) -> ApiError {
    move |e| {
        if db::is_unique_violation(&e) {
            ApiError::ConflictOn(FieldErrors::single(field, msg))
        } else {
            e.into()
        }
    }
}

/// Maps a foreign-key violation (other records still refer to it) to a 409 saying so.
pub fn on_foreign_key(msg: Msg) -> impl FnOnce(sqlx::Error) -> ApiError {
    move |e| {
        if db::is_foreign_key_violation(&e) {
            ApiError::Conflict(msg)
        } else {
            e.into()
        }
    }
}

impl ApiError {
    /// 403 naming the permission the request needs.
    pub fn missing(permission: Permission) -> ApiError {
        ApiError::Forbidden(Msg::PermissionMissing(permission))
    }
}

impl From<FieldErrors> for ApiError {
    fn from(e: FieldErrors) -> Self {
        ApiError::Invalid(e)
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> Self {
        match e {
            sqlx::Error::RowNotFound => ApiError::NotFound,
            sqlx::Error::PoolTimedOut => ApiError::Busy("no database connection came free in time"),
            ref e if db::is_statement_timeout(e) => ApiError::Busy("statement time limit"),
            // Its request answers what the request that claimed the key answers.
            ref e if db::idempotency::is_key_taken(e) => {
                ApiError::Conflict(Msg::IdempotencyKeyInProgress)
            }
            // Handlers map the constraints they expect to precise messages first;
            // what reaches here is still the client's conflict, not a server fault.
            ref e if db::is_unique_violation(e) || db::is_foreign_key_violation(e) => {
                ApiError::Conflict(Msg::Conflict)
            }
            e => ApiError::Internal(e.to_string()),
        }
    }
}

impl ApiError {
    fn parts(&self) -> (StatusCode, &'static str, Msg) {
        use ApiError::*;
        match self {
            // The document states what is malformed (400); a well-formed request refused by a
            // rule it cannot state is 422, so a client (and the fuzzer) can tell them apart.
            Invalid(errors) if errors.iter().all(|(_, m)| m.is_refusal()) && !errors.is_empty() => {
                (
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "invalid_input",
                    Msg::InvalidInput,
                )
            }
            Invalid(_) => (StatusCode::BAD_REQUEST, "invalid_input", Msg::InvalidInput),
            BadJson => (StatusCode::BAD_REQUEST, "invalid_json", Msg::InvalidJson),
            Unauthenticated => (
                StatusCode::UNAUTHORIZED,
                "unauthenticated",
                Msg::SessionRequired,
            ),
            InvalidCredentials => (
                StatusCode::UNAUTHORIZED,
                "invalid_credentials",
                Msg::InvalidCredentials,
            ),
            AccountDisabled => (
                StatusCode::UNAUTHORIZED,
                "account_disabled",
                Msg::AccountDisabled,
            ),
            Forbidden(m) => (StatusCode::FORBIDDEN, "forbidden", m.clone()),
            OtherBranch => (
                StatusCode::FORBIDDEN,
                "other_branch",
                Msg::NotYourManifestBranch,
            ),
            OtherBranchFigures => (
                StatusCode::FORBIDDEN,
                "other_branch",
                Msg::OnlyYourBranchFigures,
            ),
            OtherBranchExpedition => (
                StatusCode::FORBIDDEN,
                "other_branch",
                Msg::NotYourExpeditionBranch,
            ),
            NotFound => (StatusCode::NOT_FOUND, "not_found", Msg::NotFound),
            Missing(m) => (StatusCode::NOT_FOUND, "not_found", m.clone()),
            RouteNotFound => (StatusCode::NOT_FOUND, "not_found", Msg::RouteNotFound),
            MethodNotAllowed => (
                StatusCode::METHOD_NOT_ALLOWED,
                "method_not_allowed",
                Msg::MethodNotAllowed,
            ),
            Conflict(m) => (StatusCode::CONFLICT, "conflict", m.clone()),
            Grounded(m) => (StatusCode::CONFLICT, "aircraft_grounded", m.clone()),
            Refused(code, m) => (StatusCode::CONFLICT, code, m.clone()),
            ConflictOn(_) => (StatusCode::CONFLICT, "conflict", Msg::Conflict),
            Unprocessable(m) => (StatusCode::UNPROCESSABLE_ENTITY, "unprocessable", m.clone()),
            TooLarge => (StatusCode::PAYLOAD_TOO_LARGE, "too_large", Msg::TooLarge),
            UriTooLong => (StatusCode::URI_TOO_LONG, "uri_too_long", Msg::UriTooLong),
            TooMany { retry_after_secs } => (
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_attempts",
                Msg::TooManyAttempts {
                    retry_after_secs: *retry_after_secs,
                },
            ),
            Busy(_) => (StatusCode::SERVICE_UNAVAILABLE, "busy", Msg::Busy),
            BackupFailed(reason) => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "backup_failed",
                Msg::BackupFailed {
                    reason: reason.clone(),
                },
            ),
            Internal(_) => (StatusCode::INTERNAL_SERVER_ERROR, "internal", Msg::Internal),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if let ApiError::Internal(detail) = &self {
            // Logged once here; the client only learns that something failed on our side.
            tracing::error!(error = %detail, "internal error");
        }
        if let ApiError::Busy(why) = &self {
            tracing::warn!(why, "busy: 503");
        }
        let lang = lang::current();
        let (status, code, mut msg) = self.parts();
        if let ApiError::Invalid(errors) | ApiError::ConflictOn(errors) = &self
            && let Some(headline) = errors.headline()
        {
            msg = headline.clone();
        }
        let fields = match &self {
            ApiError::Invalid(errors) | ApiError::ConflictOn(errors) => Some(
                errors
                    .iter()
                    .map(|(field, m)| (field.clone(), m.render(lang)))
                    .collect(),
            ),
            _ => None,
        };
        let body = ErrorBody {
            msg: msg.render(lang),
            code,
            fields,
        };
        let mut response = (status, Json(body)).into_response();
        let retry_after = match self {
            ApiError::TooMany { retry_after_secs } => Some(retry_after_secs),
            ApiError::Busy(_) => Some(BUSY_RETRY_AFTER),
            _ => None,
        };
        if let Some(secs) = retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saturated_server_answers_503_with_retry_after_never_500() {
        for e in [
            ApiError::from(sqlx::Error::PoolTimedOut),
            ApiError::Busy("read time limit"),
        ] {
            let response = e.into_response();
            assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
            assert_eq!(
                response.headers().get(header::RETRY_AFTER).unwrap(),
                &HeaderValue::from(BUSY_RETRY_AFTER)
            );
        }
    }
}
