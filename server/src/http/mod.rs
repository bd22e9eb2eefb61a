//! The HTTP layer: one module per resource, each exporting `router()`, merged here with the
//! OpenAPI document, the embedded web app and the middleware every response goes through.

mod articles;
mod audit;
pub mod auth;
mod billets;
pub mod client;
mod contacts;
pub mod depenses;
mod document;
mod documents;
mod due;
pub mod error;
mod expeditions;
mod extensions;
mod files;
mod form;
mod freight_common;
mod geography;
mod health;
mod idempotency;
mod inspections;
mod installs;
mod invoices;
pub mod json;
pub mod lang;
pub mod list;
mod logbooks;
mod manifests;
mod me;
mod packags;
mod path;
mod pieces;
mod planes;
mod prices;
mod profiles;
mod reports;
pub(crate) mod schema;
mod session;
mod system;
mod tracking;
pub mod users;
mod vehicles;
mod waybills;
mod web;

use std::time::Duration;

use axum::{
    Router,
    extract::{MatchedPath, Request, State},
    http::{HeaderValue, Method, header},
    middleware::{self, Next},
    response::{IntoResponse, Response},
};
use tower_http::{
    compression::CompressionLayer,
    trace::{DefaultOnResponse, TraceLayer},
};
use tracing::Level;
use utoipa::{
    Modify, OpenApi,
    openapi::security::{ApiKey, ApiKeyValue, SecurityScheme},
};
use utoipa_axum::router::OpenApiRouter;
use utoipa_swagger_ui::SwaggerUi;

use crate::app::AppState;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Soute API",
        description = "Back office of a cargo and air-freight agency. Errors answer `{msg, code, fields?}`; \
                       `msg` is French unless `Accept-Language: en`. A `POST` may carry an \
                       `Idempotency-Key` header (1 to 200 visible ASCII characters, kept 24 hours per \
                       person): a repeat with the same body answers the first answer, with another \
                       body 422.",
        license(name = "Proprietary"),
    ),
    modifiers(&SessionAuth),
    tags(
        (name = "session", description = "Signing in and out"),
        (name = "system", description = "Health and public facts"),
        (name = "people", description = "Staff, clients and one's own profile"),
        (name = "profiles", description = "Profiles and the permission catalogue"),
        (name = "files", description = "Uploaded files"),
        (name = "agency", description = "Branches, route prices, vehicles, articles, aircraft"),
        (name = "freight", description = "Expeditions, parcels and payments"),
        (name = "billets", description = "Passenger tickets on manifests, and their payments"),
        (name = "airworthiness", description = "Aircraft, components and their records"),
        (name = "reports", description = "The dashboard and the reports, as JSON, CSV or XLSX"),
        (name = "contacts", description = "The public contact page and its messages"),
        (name = "geography", description = "Countries, regions and cities for addresses"),
    )
)]
struct ApiDoc;

struct SessionAuth;

impl Modify for SessionAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "cookie",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::new(auth::SESSION_COOKIE))),
        );
        components.add_security_scheme(
            "token",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::new("x-access-token"))),
        );
    }
}

/// The API routes with their OpenAPI document.
fn api() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(session::router())
        .merge(health::router())
        .merge(system::router())
        .merge(users::router())
        .merge(me::router())
        .merge(profiles::router())
        .merge(files::router())
        .merge(geography::router())
        .merge(extensions::router())
        .merge(prices::router())
        .merge(vehicles::router())
        .merge(articles::router())
        .merge(planes::router())
        .merge(pieces::router())
        .merge(inspections::router())
        .merge(documents::router())
        .merge(due::router())
        .merge(logbooks::router())
        .merge(contacts::router())
        .merge(expeditions::router())
        .merge(packags::router())
        .merge(waybills::router())
        .merge(manifests::router())
        .merge(billets::router())
        .merge(invoices::router())
        .merge(depenses::router())
        .merge(reports::router())
        .merge(tracking::router())
        .merge(audit::router())
}

/// The OpenAPI document, as served at `/api/openapi.json`.
pub fn openapi() -> serde_json::Value {
    api_parts().1
}

fn api_parts() -> (Router<AppState>, serde_json::Value) {
    let (api, mut openapi) = api().split_for_parts();
    declare_bad_request(&mut openapi);
    let mut doc = serde_json::to_value(&openapi).expect("the OpenAPI document serialises");
    document::finish(&mut doc);
    (api, doc)
}

/// Every operation that reads a path, a query or a body answers 400 `{msg, code, fields?}` when one
/// is malformed (a path id that is not a number, a bad page number, …) and 422 when a well-formed
/// one is refused by a rule the document cannot state (`Msg::is_refusal`), and every one that reads
/// a body answers 413 when it is over the size limit, and every one that takes files 429 past a
/// person's uploads of the hour: the extractors do it for all of them, so the document says it
/// for all of them, where a handler's annotation did not.
fn declare_bad_request(openapi: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::{ContentBuilder, Ref, ResponseBuilder};
    let error = |description: &str| {
        ResponseBuilder::new()
            .description(description)
            .content(
                "application/json",
                ContentBuilder::new()
                    .schema(Some(Ref::from_schema_name("ErrorBody")))
                    .build(),
            )
            .build()
    };
    let bad_request = error("A path, query or body value is malformed");
    let refused = error(
        "Well-formed, but refused by a rule the document cannot state: a record that does not \
         exist or is of the wrong kind, a rule between fields, a date relative to today, the \
         state of other records, a file's content (`fields` names each)",
    );
    let too_large = error("The body is over the size limit");
    let too_many = error("Too many files sent this hour by this person (Retry-After says when)");
    for item in openapi.paths.paths.values_mut() {
        let path_parameters = item.parameters.as_ref().is_some_and(|p| !p.is_empty());
        let operations = [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ];
        for operation in operations.into_iter().flatten() {
            let has_body = operation.request_body.is_some();
            let responses = &mut operation.responses.responses;
            if path_parameters
                || has_body
                || operation.parameters.as_ref().is_some_and(|p| !p.is_empty())
            {
                responses
                    .entry("400".to_string())
                    .or_insert_with(|| bad_request.clone().into());
                responses
                    .entry("422".to_string())
                    .or_insert_with(|| refused.clone().into());
            }
            if has_body {
                responses
                    .entry("413".to_string())
                    .or_insert_with(|| too_large.clone().into());
            }
            let uploads = operation.request_body.as_ref().is_some_and(|b| match b {
                utoipa::openapi::RefOr::T(b) => b.content.contains_key("multipart/form-data"),
                utoipa::openapi::RefOr::Ref(_) => false,
            });
            if uploads {
                responses
                    .entry("429".to_string())
                    .or_insert_with(|| too_many.clone().into());
            }
        }
    }
}

pub fn router(state: AppState) -> Router {
    let (api, openapi) = api_parts();
    let api = api.layer(middleware::from_fn_with_state(
        state.clone(),
        idempotency::once_only,
    ));
    Router::new()
        .merge(api)
        .merge(SwaggerUi::new("/api/docs").external_url_unchecked("/api/openapi.json", openapi))
        .fallback(web::fallback)
        .method_not_allowed_fallback(method_not_allowed)
        .with_state(state.clone())
        .layer(middleware::from_fn(time_limit))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            system::count_requests,
        ))
        .layer(middleware::from_fn(uri_limit))
        .layer(middleware::from_fn(lang::scope))
        .layer(middleware::from_fn_with_state(state, security_headers))
        .layer(CompressionLayer::new())
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(|request: &Request| {
                    let route = request
                        .extensions()
                        .get::<MatchedPath>()
                        .map(MatchedPath::as_str)
                        .unwrap_or("(fallback)");
                    tracing::info_span!("request", method = %request.method(), route)
                })
                .on_response(DefaultOnResponse::new().level(Level::INFO)),
        )
}

/// A read answers within this time, or the server says it is saturated (503 with Retry-After)
/// rather than keeping the client waiting. Writes are not cut short: their transaction is bounded
/// by the database (busy timeout, statement limit), and an upload on a slow line may take long.
const READ_TIME_LIMIT: Duration = Duration::from_secs(15);

async fn time_limit(request: Request, next: Next) -> Response {
    if request.method() != Method::GET && request.method() != Method::HEAD {
        return next.run(request).await;
    }
    match tokio::time::timeout(READ_TIME_LIMIT, next.run(request)).await {
        Ok(response) => response,
        Err(_) => error::ApiError::Busy("read time limit").into_response(),
    }
}

/// The longest path and query answered: far above any screen's (a search, a page, a filter),
/// well below the 64 KiB beyond which the HTTP parser itself answers a bare 414 before any route.
pub const URI_MAX: usize = 8 * 1024;

/// A longer address is a 414 in the API's error format.
async fn uri_limit(request: Request, next: Next) -> Response {
    let length = request
        .uri()
        .path_and_query()
        .map_or(0, |p| p.as_str().len());
    if length > URI_MAX {
        return error::ApiError::UriTooLong.into_response();
    }
    next.run(request).await
}

/// A known route with another method: 405 in the API's error format, not an empty body.
async fn method_not_allowed() -> error::ApiError {
    error::ApiError::MethodNotAllowed
}

const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
                   img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; \
                   object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// What the pages may use of the device: the camera (scanning labels), nothing else.
const PERMISSIONS_POLICY: &str = "camera=(self), microphone=(), geolocation=(), payment=(), usb=()";

/// Headers every answer carries; API answers are not cached unless they say otherwise. Over
/// HTTPS (configured, or said by a trusted proxy) browsers are told to keep to it.
async fn security_headers(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let is_api = request.uri().path().starts_with("/api");
    let https = auth::is_https(&state, request.headers());
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        "permissions-policy",
        HeaderValue::from_static(PERMISSIONS_POLICY),
    );
    if https {
        headers.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000"),
        );
    }
    if is_api && !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}
