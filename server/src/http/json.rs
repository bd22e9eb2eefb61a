//! JSON in and out: a body extractor whose failures answer in the API's error format,
//! and the `{msg, data}` answer of writes.

use axum::{
    Json,
    body::Bytes,
    extract::{FromRequest, Request},
    http::{StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::{Serialize, de::DeserializeOwned};

use super::{error::ApiError, lang};
use crate::{domain::validation::FieldErrors, messages::Msg};

/// Like `axum::Json`, but a malformed body is a 400 `{msg, code, fields}`, never a plain-text error.
pub struct ApiJson<T>(pub T);

impl<S, T> FromRequest<S> for ApiJson<T>
where
    S: Send + Sync,
    T: DeserializeOwned,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let is_json = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|ct| {
                ct.trim_start()
                    .to_ascii_lowercase()
                    .starts_with("application/json")
            });
        if !is_json {
            return Err(ApiError::BadJson);
        }
        let bytes = Bytes::from_request(req, state).await.map_err(|e| {
            if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::TooLarge
            } else {
                ApiError::BadJson
            }
        })?;
        parse(&bytes).map(ApiJson)
    }
}

/// Every body of this API is an object: anything else is malformed, not a list of field errors.
fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let value: serde_json::Value = serde_json::from_slice(bytes).map_err(|_| ApiError::BadJson)?;
    if !value.is_object() {
        return Err(ApiError::BadJson);
    }
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let mut errors = FieldErrors::new();
        // serde reports a missing field from its parent, naming it only in the message.
        let text = e.inner().to_string();
        match text
            .strip_prefix("missing field `")
            .and_then(|rest| rest.split('`').next())
        {
            Some(field) if path == "." => errors.add(field, Msg::Required),
            Some(field) => errors.add(format!("{path}.{field}"), Msg::Required),
            None => errors.add(path, Msg::InvalidType),
        }
        ApiError::Invalid(errors)
    })
}

/// The answer of a successful write: `{msg, data}`.
pub struct Written<T> {
    pub msg: Msg,
    pub data: T,
    pub status: StatusCode,
}

impl<T> Written<T> {
    pub fn ok(msg: Msg, data: T) -> Self {
        Written {
            msg,
            data,
            status: StatusCode::OK,
        }
    }
}

#[derive(Serialize)]
struct WrittenBody<'a, T> {
    msg: String,
    data: &'a T,
}

impl<T: Serialize> IntoResponse for Written<T> {
    fn into_response(self) -> Response {
        let body = WrittenBody {
            msg: self.msg.render(lang::current()),
            data: &self.data,
        };
        (self.status, Json(body)).into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    struct Body {
        #[allow(dead_code)]
        name: String,
        #[allow(dead_code)]
        count: Option<i64>,
    }

    fn field_of(e: ApiError) -> Option<String> {
        match e {
            ApiError::Invalid(f) => f.iter().next().map(|(k, _)| k.clone()),
            _ => None,
        }
    }

    #[test]
    fn syntax_errors_are_bad_json() {
        assert!(matches!(
            parse::<Body>(b"{\"name\":"),
            Err(ApiError::BadJson)
        ));
        assert!(matches!(
            parse::<Body>(b"{\"name\":\"a\"} x"),
            Err(ApiError::BadJson)
        ));
    }

    #[test]
    fn missing_and_mistyped_fields_are_named() {
        assert_eq!(
            field_of(parse::<Body>(b"{}").unwrap_err()).as_deref(),
            Some("name")
        );
        assert_eq!(
            field_of(parse::<Body>(b"{\"name\":\"a\",\"count\":\"x\"}").unwrap_err()).as_deref(),
            Some("count")
        );
    }

    #[test]
    fn a_body_of_the_wrong_shape_is_bad_json() {
        assert!(matches!(parse::<Body>(b"[1,2]"), Err(ApiError::BadJson)));
    }
}
