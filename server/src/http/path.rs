//! Path parameters read like bodies: a bad one (`/api/users/abc`) is a 400 `{msg, code, fields}`
//! naming the parameter, never axum's plain-text answer. A whole number that is no id (`0`, `-1`,
//! or beyond what an id can be) names no record: 404.

use axum::extract::{
    FromRequestParts, Path, RawPathParams, path::ErrorKind, rejection::PathRejection,
};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

use super::{error::ApiError, json};
use crate::{
    domain::validation::{FieldErrors, whole_number},
    messages::Msg,
};

/// Like `axum::extract::Path`, with the API's error format.
pub struct ApiPath<T>(pub T);

impl<S, T> FromRequestParts<S> for ApiPath<T>
where
    S: Send + Sync,
    T: DeserializeOwned + Send,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let (names, values): (Vec<String>, Vec<String>) =
            match RawPathParams::from_request_parts(parts, state).await {
                Ok(raw) => {
                    let mut errors = FieldErrors::new();
                    for (key, value) in &raw {
                        json::check_str(&mut errors, key, value);
                    }
                    errors.into_result()?;
                    raw.iter()
                        .map(|(key, value)| (key.to_string(), value.to_string()))
                        .unzip()
                }
                Err(_) => (Vec::new(), Vec::new()),
            };
        match Path::<T>::from_request_parts(parts, state).await {
            Ok(Path(value)) => Ok(ApiPath(value)),
            // An id written as JSON writes a whole number (`12.0`), as the document's `integer`
            // takes it.
            Err(PathRejection::FailedToDeserializePathParams(_))
                if let [only] = values.as_slice()
                    && let Some(n) = whole_number(only)
                    && let Ok(value) = serde_json::from_value::<T>(n.into()) =>
            {
                Ok(ApiPath(value))
            }
            // A whole number beyond any id the database holds names no record, as `0` or `-1`
            // do: 404, not a malformed request.
            Err(PathRejection::FailedToDeserializePathParams(_))
                if let [only] = values.as_slice()
                    && is_whole_text(only) =>
            {
                Err(ApiError::NotFound)
            }
            Err(PathRejection::FailedToDeserializePathParams(e)) => {
                let first = || names.first().cloned().unwrap_or_else(|| "path".to_string());
                let field = match e.kind() {
                    ErrorKind::ParseErrorAtKey { key, .. }
                    | ErrorKind::InvalidUtf8InPathParam { key }
                    | ErrorKind::DeserializeError { key, .. } => key.clone(),
                    &ErrorKind::ParseErrorAtIndex { index, .. } => {
                        names.get(index).cloned().unwrap_or_else(first)
                    }
                    ErrorKind::ParseError { .. } => first(),
                    ErrorKind::UnsupportedType { .. }
                    | ErrorKind::WrongNumberOfParameters { .. } => {
                        return Err(ApiError::Internal(e.body_text()));
                    }
                    _ => first(),
                };
                let msg = match e.kind() {
                    ErrorKind::ParseError { expected_type, .. }
                    | ErrorKind::ParseErrorAtKey { expected_type, .. }
                    | ErrorKind::ParseErrorAtIndex { expected_type, .. }
                        if expected_type.starts_with('i') || expected_type.starts_with('u') =>
                    {
                        Msg::NotAWholeNumber
                    }
                    _ => Msg::InvalidType,
                };
                Err(FieldErrors::single(field, msg).into())
            }
            Err(e) => Err(ApiError::Internal(e.body_text())),
        }
    }
}

/// Digits with an optional sign: a whole number, however large.
fn is_whole_text(text: &str) -> bool {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}
