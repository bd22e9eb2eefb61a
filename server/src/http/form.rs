//! Bodies that are JSON or a multipart form with files (branch logo, aircraft image and CRS):
//! both become the same fields, so one form type serves browsers and API clients.

use axum::{
    body::Bytes,
    extract::{DefaultBodyLimit, FromRequest, Multipart, Request},
    http::{StatusCode, header},
};
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use super::{auth::CurrentUser, error::ApiError, json};
use crate::{
    app::AppState,
    db::{OrRefused, throttle},
    domain::{access, validation::FieldErrors},
    files::{self, UploadError},
    messages::Msg,
};

/// Room for two files of the largest accepted size and the form around them.
pub fn body_limit() -> DefaultBodyLimit {
    DefaultBodyLimit::max(2 * files::MAX_UPLOAD + 256 * 1024)
}

pub struct FormInput {
    fields: Value,
    files: Vec<(String, Bytes)>,
}

impl<S: Send + Sync> FromRequest<S> for FormInput {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let is_multipart = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|ct| ct.to_ascii_lowercase().starts_with("multipart/form-data"));
        if !is_multipart {
            let fields = json::read_object(req, state).await?;
            return Ok(FormInput {
                fields: Value::Object(fields),
                files: Vec::new(),
            });
        }
        let mut multipart = Multipart::from_request(req, state)
            .await
            .map_err(|_| ApiError::BadJson)?;
        let mut fields = Map::new();
        let mut uploads = Vec::new();
        let mut errors = FieldErrors::new();
        while let Some(field) = multipart.next_field().await.map_err(multipart_error)? {
            let Some(name) = field.name().map(str::to_string) else {
                continue;
            };
            if field.file_name().is_some() {
                let bytes = field.bytes().await.map_err(multipart_error)?;
                if !bytes.is_empty() {
                    uploads.push((name, bytes));
                }
            } else {
                let text = field.text().await.map_err(multipart_error)?;
                json::check_str(&mut errors, &name, &name);
                json::check_str(&mut errors, &name, &text);
                fields.insert(name, Value::String(text));
            }
        }
        errors.into_result()?;
        Ok(FormInput {
            fields: Value::Object(fields),
            files: uploads,
        })
    }
}

fn multipart_error(e: axum::extract::multipart::MultipartError) -> ApiError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::TooLarge
    } else {
        ApiError::BadJson
    }
}

impl FormInput {
    /// The fields as `T`; a field of the wrong shape, or one `T` does not have, is named in a 400.
    pub fn parse<T: DeserializeOwned + ToSchema>(&self) -> Result<T, ApiError> {
        json::typed(self.fields.clone())
    }

    /// The bytes of the file sent as `field`, if any.
    pub fn file(&self, field: &str) -> Option<&Bytes> {
        self.files
            .iter()
            .find(|(name, _)| name == field)
            .map(|(_, b)| b)
    }
}

/// What a stored upload is: a photo (re-encoded JPEG) or a document (PDF kept as sent).
pub enum Prepared {
    Jpeg(Vec<u8>),
    Pdf(Vec<u8>),
}

impl Prepared {
    pub fn extension(&self) -> &'static str {
        match self {
            Prepared::Jpeg(_) => "jpg",
            Prepared::Pdf(_) => "pdf",
        }
    }

    pub fn content_type(&self) -> &'static str {
        match self {
            Prepared::Jpeg(_) => "image/jpeg",
            Prepared::Pdf(_) => "application/pdf",
        }
    }

    pub fn bytes(&self) -> &[u8] {
        match self {
            Prepared::Jpeg(b) | Prepared::Pdf(b) => b,
        }
    }
}

/// What an upload is for, which says what it may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Upload {
    /// An avatar or a logo: an image of at most [`files::MAX_PICTURE_PIXELS`].
    Picture,
    /// An aircraft's photo: an image of at most [`files::MAX_PIXELS`].
    Photo,
    /// A paper (a CRS, a document): such an image, or a PDF.
    Paper,
}

impl Upload {
    fn max_pixels(self) -> u64 {
        match self {
            Upload::Picture => files::MAX_PICTURE_PIXELS,
            Upload::Photo | Upload::Paper => files::MAX_PIXELS,
        }
    }
}

/// Who sends an upload: each person sends a few an hour (a client fewer than staff), and
/// clients' images are decoded in one slot at most, so staff's never queue behind theirs.
#[derive(Clone, Copy, Debug)]
pub struct Uploader {
    pub id: i64,
    pub client: bool,
}

impl From<&CurrentUser> for Uploader {
    fn from(current: &CurrentUser) -> Self {
        Uploader {
            id: current.user.id,
            client: access::Kind::of_profile(current.user.profile_code.as_deref())
                == access::Kind::Client,
        }
    }
}

/// Checks an upload by its content: an image (re-encoded), or a PDF for a [`Upload::Paper`].
/// Counts it against the sender's uploads of the hour first. Images are decoded at most
/// `app::IMAGE_DECODES` at a time, and clients' one at a time within those; the others wait
/// their turn.
pub async fn prepare(
    state: &AppState,
    by: Uploader,
    field: &str,
    bytes: Bytes,
    upload: Upload,
) -> Result<Prepared, ApiError> {
    if bytes.len() > files::MAX_UPLOAD {
        return Err(ApiError::TooLarge);
    }
    throttle::begin_upload(&state.db, by.id, by.client)
        .await
        .or_refused(|until| {
            tracing::warn!(user = by.id, "upload refused: too many this hour");
            ApiError::TooMany {
                retry_after_secs: state.db.clock().seconds_until(&until).max(1),
            }
        })?;
    let allow_pdf = upload == Upload::Paper;
    if allow_pdf && bytes.starts_with(b"%PDF-") {
        return Ok(Prepared::Pdf(bytes.to_vec()));
    }
    let field = field.to_string();
    let client_turn = match by.client {
        true => Some(
            state
                .client_decodes
                .clone()
                .acquire_owned()
                .await
                .map_err(|e| ApiError::Internal(e.to_string()))?,
        ),
        false => None,
    };
    let permit = state
        .image_decodes
        .clone()
        .acquire_owned()
        .await
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    let max_pixels = upload.max_pixels();
    let result = tokio::task::spawn_blocking(move || {
        let _permits = (permit, client_turn);
        files::prepare_image(&bytes, max_pixels)
    })
    .await
    .map_err(|e| ApiError::Internal(e.to_string()))?;
    result.map(Prepared::Jpeg).map_err(|e| {
        let msg = match (e, allow_pdf) {
            (UploadError::NotAnImage, true) => Msg::NotAnImageOrPdf,
            (UploadError::NotAnImage, false) => Msg::NotAnImage,
            (UploadError::Unreadable, _) => Msg::UnreadableImage,
            (UploadError::TooManyPixels, _) => Msg::ImageTooManyPixels {
                max_megapixels: max_pixels / 1_000_000,
            },
        };
        FieldErrors::single(field, msg).into()
    })
}
