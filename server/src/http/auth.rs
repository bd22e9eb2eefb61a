//! Who is asking: the session token (cookie, `x-access-token` or `Authorization: Bearer`),
//! resolved to a person and their permissions on every request.

use axum::{
    extract::FromRequestParts,
    http::{HeaderMap, HeaderValue, header, request::Parts},
};

use super::error::ApiError;
use crate::{
    app::AppState,
    db::{sessions, users},
    domain::permissions::Permission,
    security,
};

pub const SESSION_COOKIE: &str = "soute_session";

/// A session is marked as used at most this often, so reads do not all become writes.
const TOUCH_EVERY: time::Duration = time::Duration::minutes(1);

/// The signed-in person of a request. Extracting it answers 401 when there is no live session.
#[derive(Clone, Debug)]
pub struct CurrentUser {
    pub user: users::User,
    pub permissions: Vec<Permission>,
    pub session_id: i64,
}

impl CurrentUser {
    pub fn can(&self, permission: Permission) -> bool {
        self.permissions.contains(&permission)
    }

    /// 403 naming the permission when the person does not hold it.
    pub fn require(&self, permission: Permission) -> Result<(), ApiError> {
        if self.can(permission) {
            Ok(())
        } else {
            Err(ApiError::missing(permission))
        }
    }
}

impl CurrentUser {
    /// 403 naming the first permission when the person holds none of them.
    pub fn require_any(&self, permissions: &[Permission]) -> Result<(), ApiError> {
        if permissions.iter().any(|&p| self.can(p)) {
            Ok(())
        } else {
            Err(ApiError::missing(permissions[0]))
        }
    }
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        // Resolved once per request: a middleware that needed the person first left it here.
        if let Some(current) = parts.extensions.get::<CurrentUser>() {
            return Ok(current.clone());
        }
        signed_in(state, &parts.headers).await
    }
}

/// The person a request's token designates; 401 without a live session of an active person.
pub async fn signed_in(state: &AppState, headers: &HeaderMap) -> Result<CurrentUser, ApiError> {
    let token = token_from(headers).ok_or(ApiError::Unauthenticated)?;
    // Session checks have connections of their own (Db::sessions).
    let db = state.db.sessions();
    let idle_since = state.db.clock().from_now(-state.config.session_idle);
    let found = sessions::find_live(&db, &security::hash_token(&token), &idle_since)
        .await?
        .ok_or(ApiError::Unauthenticated)?;
    if !found.user.is_active() {
        sessions::delete(&db, found.session_id).await?;
        return Err(ApiError::Unauthenticated);
    }
    if found.session_seen_at < state.db.clock().from_now(-TOUCH_EVERY) {
        sessions::touch(&db, found.session_id).await?;
    }
    let permissions = users::permissions_held(&db, &found.user).await?;
    Ok(CurrentUser {
        user: found.user,
        permissions,
        session_id: found.session_id,
    })
}

/// The token of a request: an explicit header wins over the cookie.
pub fn token_from(headers: &HeaderMap) -> Option<String> {
    let header_token = headers
        .get("x-access-token")
        .and_then(|v| v.to_str().ok())
        .or_else(|| {
            headers
                .get(header::AUTHORIZATION)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.strip_prefix("Bearer "))
        })
        .map(str::trim)
        .filter(|t| !t.is_empty());
    header_token
        .or_else(|| {
            headers
                .get_all(header::COOKIE)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(';'))
                .filter_map(|pair| pair.trim().split_once('='))
                .find(|(name, _)| *name == SESSION_COOKIE)
                .map(|(_, value)| value.trim())
                .filter(|t| !t.is_empty())
        })
        .map(str::to_string)
}

/// `Set-Cookie` for a new session (`max_age` seconds), or to clear it (`None`).
pub fn session_cookie(token: Option<&str>, max_age: i64, secure: bool) -> HeaderValue {
    let (value, max_age) = match token {
        Some(t) => (t, max_age),
        None => ("", 0),
    };
    let secure = if secure { "; Secure" } else { "" };
    HeaderValue::from_str(&format!(
        "{SESSION_COOKIE}={value}; HttpOnly; SameSite=Strict; Path=/; Max-Age={max_age}{secure}"
    ))
    .expect("a hex token makes a valid header")
}

/// Whether the browser reached us over HTTPS (directly configured, or said by a proxy).
pub fn is_https(state: &AppState, headers: &HeaderMap) -> bool {
    state.config.secure_cookie
        || headers
            .get("x-forwarded-proto")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|p| p.eq_ignore_ascii_case("https"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(*k, HeaderValue::from_static(v));
        }
        h
    }

    #[test]
    fn token_comes_from_header_bearer_or_cookie() {
        assert_eq!(
            token_from(&headers(&[("x-access-token", "abc")])).as_deref(),
            Some("abc")
        );
        assert_eq!(
            token_from(&headers(&[("authorization", "Bearer xyz")])).as_deref(),
            Some("xyz")
        );
        assert_eq!(
            token_from(&headers(&[("cookie", "a=1; soute_session=tok; b=2")])).as_deref(),
            Some("tok")
        );
        assert_eq!(
            token_from(&headers(&[
                ("cookie", "soute_session=c"),
                ("x-access-token", "h")
            ]))
            .as_deref(),
            Some("h")
        );
        assert_eq!(token_from(&headers(&[("x-access-token", "")])), None);
        assert_eq!(token_from(&headers(&[("cookie", "other=1")])), None);
    }

    #[test]
    fn cookie_is_http_only_and_strict() {
        let c = session_cookie(Some("t"), 60, true);
        let c = c.to_str().unwrap();
        assert!(c.contains("HttpOnly"));
        assert!(c.contains("SameSite=Strict"));
        assert!(c.contains("Secure"));
        assert!(c.contains("Max-Age=60"));
        assert!(
            session_cookie(None, 60, false)
                .to_str()
                .unwrap()
                .contains("Max-Age=0")
        );
    }
}
