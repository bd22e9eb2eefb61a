//! The language of the current request, set once by a middleware and read where messages are rendered.

use axum::{extract::Request, http::header, middleware::Next, response::Response};

use crate::messages::Lang;

tokio::task_local! {
    static LANG: Lang;
}

/// Middleware: runs the rest of the request with the language its `Accept-Language` asks for.
pub async fn scope(request: Request, next: Next) -> Response {
    let lang = request
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map(Lang::from_accept_language)
        .unwrap_or_default();
    LANG.scope(lang, next.run(request)).await
}

/// The current request's language; French outside a request.
pub fn current() -> Lang {
    LANG.try_with(|l| *l).unwrap_or_default()
}

/// Runs `f` in `lang` (for work moved to a task of its own, which does not inherit the scope).
pub async fn in_lang<F: std::future::Future>(lang: Lang, f: F) -> F::Output {
    LANG.scope(lang, f).await
}
