//! What every list takes (`page`, `per_page`, `status`, `column`, `q`) and answers
//! (`{items, total, page, per_page}`).

use axum::extract::{FromRequestParts, Query};
use axum::http::request::Parts;
use serde::{Deserialize, Serialize, de::DeserializeOwned};
use utoipa::{IntoParams, ToSchema};

use super::{error::ApiError, json};
use crate::{
    db::list::{PageRequest, Paged, SearchColumns},
    domain::{
        bounds,
        validation::{FieldErrors, whole_number},
    },
    messages::Msg,
};

/// The spec's page size.
pub const DEFAULT_PER_PAGE: i64 = 5;
pub const MAX_PER_PAGE: i64 = bounds::PER_PAGE_MAX;

/// A search: the column and the text looked for in it.
pub type Search<'a, C> = Option<(C, &'a str)>;

/// Query parameters, taken as text so that a bad one is named in a 400 rather than refused whole.
#[derive(Debug, Default, Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// Page number, from 1.
    #[param(value_type = Option<crate::http::schema::QueryPage>, inline)]
    pub page: Option<String>,
    /// Rows per page (default 5, at most 100).
    #[param(value_type = Option<crate::http::schema::QueryPerPage>, inline)]
    pub per_page: Option<String>,
    /// Search column (each list names its own).
    pub column: Option<String>,
    /// Searched text: references from their start (the digits alone are enough: `301` finds
    /// EXP-000301), names containing it, ignoring case.
    pub q: Option<String>,
    /// Keyset paging for API clients: the rows after the row of this id, in the list's order
    /// (`page` is then ignored). As fast at the end of a long list as at its start.
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub after: Option<String>,
}

impl ListParams {
    pub fn page_request(&self, errors: &mut FieldErrors) -> PageRequest {
        let page = int_param(
            errors,
            "page",
            self.page.as_deref(),
            1,
            bounds::PAGE_MIN,
            bounds::PAGE_MAX,
        );
        let per_page = int_param(
            errors,
            "per_page",
            self.per_page.as_deref(),
            DEFAULT_PER_PAGE,
            bounds::PER_PAGE_MIN,
            bounds::PER_PAGE_MAX,
        );
        let after = optional_int(
            errors,
            "after",
            self.after.as_deref(),
            bounds::ID_MIN,
            bounds::ID_MAX,
        );
        PageRequest {
            page,
            per_page,
            after,
        }
    }

    /// The search text, when there is some.
    pub fn query(&self) -> Option<&str> {
        self.q.as_deref().map(str::trim).filter(|q| !q.is_empty())
    }

    /// The search, when there is one: its column parsed by `parse` (400 naming `column` otherwise).
    pub fn search<C: SearchColumns>(
        &self,
        errors: &mut FieldErrors,
        parse: impl Fn(&str) -> Option<C>,
    ) -> Option<(C, &str)> {
        search_of(errors, self.column.as_deref(), self.q.as_deref(), parse)
    }

    /// The page, the search (its column read by `column`) and the tab `field` (its `value` read
    /// by `tab`, `invalid` when unreadable) of a list with tabs: each bad one named in one 400.
    pub fn tabbed<C: SearchColumns, T>(
        &self,
        column: impl Fn(&str) -> Option<C>,
        field: &str,
        value: Option<&str>,
        tab: impl Fn(&str) -> Option<T>,
        invalid: Msg,
    ) -> Result<(PageRequest, Search<'_, C>, Option<T>), ApiError> {
        let mut errors = FieldErrors::new();
        let page = self.page_request(&mut errors);
        let search = self.search(&mut errors, column);
        let tab = optional_parsed(&mut errors, field, value, tab, invalid);
        errors.into_result()?;
        Ok((page, search, tab))
    }
}

/// The search of a list's tab counts: the same `column` and `q` as the list's, so that the tabs
/// count what the list would find in each.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchParams {
    /// Search column, as the list takes it.
    pub column: Option<String>,
    /// Searched text, as the list takes it: the counts are then those of its matches, each at
    /// most 100 (`capped` when there are more).
    pub q: Option<String>,
}

impl SearchParams {
    /// The search, when there is one (its column read by `parse`; a 400 naming `column` otherwise).
    pub fn search<C: SearchColumns>(
        &self,
        parse: impl Fn(&str) -> Option<C>,
    ) -> Result<Search<'_, C>, ApiError> {
        let mut errors = FieldErrors::new();
        let search = search_of(
            &mut errors,
            self.column.as_deref(),
            self.q.as_deref(),
            parse,
        );
        errors.into_result()?;
        Ok(search)
    }
}

/// A search of `q` (trimmed; none when empty) in `column` read by `parse`, the list's first
/// column when none is named. A column is read even without text, so that a misspelt one is
/// named in `errors` rather than ignored: the document lists the names (`C::NAMES`).
fn search_of<'a, C: SearchColumns>(
    errors: &mut FieldErrors,
    column: Option<&str>,
    q: Option<&'a str>,
    parse: impl Fn(&str) -> Option<C>,
) -> Search<'a, C> {
    let named = match column {
        None => None,
        Some(name) => match parse(name) {
            Some(column) => Some(column),
            None => {
                errors.add("column", Msg::InvalidColumn);
                return None;
            }
        },
    };
    let q = q.map(str::trim).filter(|q| !q.is_empty())?;
    match named.or_else(|| C::NAMES.first().and_then(|name| parse(name))) {
        Some(column) => Some((column, q)),
        None => {
            errors.add("column", Msg::InvalidColumn);
            None
        }
    }
}

/// An optional whole number between `min` and `max`, `default` when absent. Read as sent, as
/// the document's `integer` says: `page=` or `page=%202` is named in `errors`, not taken for the
/// default or trimmed.
pub fn int_param(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    default: i64,
    min: i64,
    max: i64,
) -> i64 {
    match value {
        None => default,
        Some(v) => match whole_number(v) {
            Some(n) if (min..=max).contains(&n) => n,
            _ => {
                errors.add(field, Msg::InvalidType);
                default
            }
        },
    }
}

/// An optional whole number query parameter between `min` and `max` (an empty one is named in
/// `errors`, as `int_param`).
pub fn optional_int(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    min: i64,
    max: i64,
) -> Option<i64> {
    match whole_number(value?) {
        Some(n) if (min..=max).contains(&n) => Some(n),
        _ => {
            errors.add(field, Msg::InvalidType);
            None
        }
    }
}

/// An optional query parameter read by `parse`, as sent (`msg` on `field` when unreadable, an
/// empty one too: the document gives each such parameter's form).
pub fn optional_parsed<T>(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    parse: impl Fn(&str) -> Option<T>,
    msg: Msg,
) -> Option<T> {
    let parsed = parse(value?);
    if parsed.is_none() {
        errors.add(field, msg);
    }
    parsed
}

/// One page of a list.
#[derive(Debug, Serialize, ToSchema)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
}

impl<T> Page<T> {
    pub fn new(items: Vec<T>, total: i64, request: PageRequest) -> Page<T> {
        Page {
            items,
            total,
            page: request.page,
            per_page: request.per_page,
        }
    }

    /// The page of what the database found, each row as the API shows it.
    pub fn of<R: Into<T>>(found: Paged<R>, request: PageRequest) -> Page<T> {
        Page::new(
            found.items.into_iter().map(Into::into).collect(),
            found.total,
            request,
        )
    }
}

/// Like `axum::extract::Query`, but a query string that cannot be read is a 400 in the API format.
pub struct ApiQuery<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, ApiError> {
        // Every parameter's text first: a control character is named like in a body.
        if let Ok(Query(pairs)) = Query::<Vec<(String, String)>>::try_from_uri(&parts.uri) {
            let mut errors = FieldErrors::new();
            for (key, value) in &pairs {
                json::check_str(&mut errors, key, key);
                json::check_str(&mut errors, key, value);
            }
            errors.into_result()?;
        }
        Query::<T>::try_from_uri(&parts.uri)
            .map(|Query(v)| ApiQuery(v))
            .map_err(|_| ApiError::Invalid(FieldErrors::single("query", Msg::InvalidType)))
    }
}

/// A list's `cancelled` filter: `0`/`false` only what is in force, `1`/`true` only what was
/// cancelled, absent both (400 naming `cancelled` otherwise, empty too).
pub fn cancelled_filter(errors: &mut FieldErrors, value: Option<&str>) -> Option<bool> {
    match value {
        None => None,
        Some("0") | Some("false") => Some(false),
        Some("1") | Some("true") => Some(true),
        Some(_) => {
            errors.add("cancelled", Msg::InvalidType);
            None
        }
    }
}
