//! One's own profile: `PUT /api/me` (details and password) and `POST /api/me/avatar` (photo).

use crate::http::error::OrRefused;
use axum::{
    extract::{DefaultBodyLimit, FromRequest, Multipart, Request, State},
    http::StatusCode,
};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::client::ClientAddr;
use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody, on_unique_field},
    form,
    json::{ApiJson, Written},
    session,
    users::UserView,
};
use crate::{
    app::AppState,
    db::{throttle, users},
    domain::{
        passwords,
        people::PersonFields,
        validation::{FieldErrors, PASSWORD_MAX},
    },
    files,
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(update_me)).merge(
        OpenApiRouter::new()
            .routes(routes!(upload_avatar))
            // Room for the multipart framing around a file of the largest accepted size.
            .layer(DefaultBodyLimit::max(files::MAX_UPLOAD + 64 * 1024)),
    )
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MeForm {
    #[serde(flatten)]
    pub person: PersonFields,
    /// A new password; needs `current_password` and `conf_password`.
    #[schema(schema_with = super::schema::new_password)]
    pub password: Option<String>,
    /// The new password again.
    #[serde(rename = "conf_password")]
    pub conf_password: Option<String>,
    /// With a new password: the one it replaces.
    #[serde(rename = "current_password")]
    #[schema(schema_with = super::schema::current_password)]
    pub current_password: Option<String>,
    /// The `updatedAt` the edit started from.
    #[schema(required = true)]
    pub updated_at: Option<String>,
}

/// Saves one's own details; a new password ends one's other sessions. Wrong current passwords
/// are counted on the account like failed sign-ins.
#[utoipa::path(
    put,
    path = "/api/me",
    tag = "people",
    request_body = MeForm,
    responses(
        (status = 200, body = Written<UserView>),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 409, body = ErrorBody),
        (status = 429, description = "Too many wrong current passwords: wait `Retry-After` seconds", body = ErrorBody),
    )
)]
async fn update_me(
    State(state): State<AppState>,
    ClientAddr(peer): ClientAddr,
    current: CurrentUser,
    ApiJson(form): ApiJson<MeForm>,
) -> Result<Written<UserView>, ApiError> {
    let mut errors = FieldErrors::new();
    let person = form.person.check(&mut errors);
    let updated_at = errors.required_text("updatedAt", form.updated_at.as_deref(), 40);
    let new_password = form.password.as_deref().filter(|p| !p.is_empty());
    if let Some(password) = new_password {
        if let Err(m) = passwords::check(password) {
            errors.add("password", m);
        }
        if form.conf_password.as_deref() != Some(password) {
            errors.add("conf_password", Msg::PasswordsDiffer);
            errors.set_headline(Msg::PasswordsDiffer);
        }
        // Required with a new password only: a rule between fields (422), not the body's form.
        match form.current_password.as_deref() {
            None | Some("") => errors.add("current_password", Msg::CurrentPasswordRequired),
            Some(_) => {
                errors.required_secret(
                    "current_password",
                    form.current_password.as_deref(),
                    PASSWORD_MAX,
                );
            }
        }
    }
    errors.into_result()?;

    let hash = match new_password {
        Some(password) => {
            // Counted on the account like a sign-in: a stolen session cannot guess the password.
            let account = session::account_key(Some(&current.user), "");
            let address = peer.to_string();
            throttle::begin_password_attempt(&state.db, &address, &account, true)
                .await
                .or_refused(|until| ApiError::TooMany {
                    retry_after_secs: state.db.clock().seconds_until(&until).max(1),
                })?;
            let current_ok = state
                .passwords
                .verify(
                    current.user.password_hash.as_deref(),
                    form.current_password.as_deref().unwrap_or_default(),
                )
                .await;
            if !current_ok {
                throttle::password_failed(&state.db, &address, &account).await?;
                return Err(
                    FieldErrors::single("current_password", Msg::WrongCurrentPassword).into(),
                );
            }
            throttle::password_succeeded(&state.db, &address, &account).await?;
            Some(state.passwords.hash(password).await)
        }
        None => None,
    };
    super::users::check_unique(&state, &person, Some(current.user.id)).await?;
    let saved = users::update(
        &state.db,
        current.user.id,
        &person,
        users::Access {
            password_hash: hash.as_deref(),
            ..Default::default()
        },
        &updated_at,
        Some(current.session_id),
    )
    .await
    .map_err(on_unique_field("tel", Msg::TelTaken))?;
    if !saved {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    let me = users::find(&state.db, current.user.id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::OwnProfileSaved, me.into()))
}

/// A photo upload: one multipart field `file`.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct AvatarUpload {
    /// JPEG, PNG or WebP, at most 10 MB and 16 megapixels; stored as a JPEG of at most 1500×1500.
    #[schema(format = Binary, content_media_type = "application/octet-stream")]
    file: String,
}

/// Sets one's own photo.
#[utoipa::path(
    post,
    path = "/api/me/avatar",
    tag = "people",
    request_body(content = AvatarUpload, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = Written<UserView>),
        (status = 400, description = "Not a JPEG, PNG or WebP image, or over 16 megapixels", body = ErrorBody),
        (status = 413, description = "Over 10 MB", body = ErrorBody),
    )
)]
async fn upload_avatar(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiMultipart(mut multipart): ApiMultipart,
) -> Result<Written<UserView>, ApiError> {
    let bytes = loop {
        let field = multipart.next_field().await.map_err(multipart_error)?;
        match field {
            Some(f) if f.name() == Some("file") => {
                break f.bytes().await.map_err(multipart_error)?;
            }
            Some(_) => continue,
            None => return Err(FieldErrors::single("file", Msg::FileMissing).into()),
        }
    };
    let photo = form::prepare(
        &state,
        (&current).into(),
        "file",
        bytes,
        form::Upload::Picture,
    )
    .await?;
    let name = super::files::store(&state, &photo, current.user.id).await?;
    users::set_avatar(&state.db, current.user.id, &name).await?;
    if let Some(old) = &current.user.avatar {
        super::files::forget(&state, old).await;
    }
    let me = users::find(&state.db, current.user.id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::AvatarSaved, me.into()))
}

/// Like `axum::extract::Multipart`, but a body that is not multipart is a 400 in the API format.
pub struct ApiMultipart(pub Multipart);

impl<S: Send + Sync> FromRequest<S> for ApiMultipart {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        Multipart::from_request(req, state)
            .await
            .map(ApiMultipart)
            .map_err(|_| FieldErrors::single("file", Msg::FileMissing).into())
    }
}

fn multipart_error(e: axum::extract::multipart::MultipartError) -> ApiError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::TooLarge
    } else {
        FieldErrors::single("file", Msg::FileMissing).into()
    }
}
