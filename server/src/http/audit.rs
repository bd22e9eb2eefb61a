//! The audit trail: `GET /api/audit` (`admin`), newest first, by person, resource and period.

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    freight_common::NamedRef,
    invoices::{day, start_of},
    list::{ApiQuery, Page, int_param, optional_int},
};
use crate::{
    app::AppState,
    db::{
        audit::{self, AuditRow, Filter},
        list::PageRequest,
    },
    domain::{bounds, permissions::Permission, validation::FieldErrors},
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_audit))
}

/// One line of the trail.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditView {
    pub id: i64,
    pub created_at: String,
    /// Who did it; null for a failed sign-in on an unknown account.
    pub user: Option<NamedRef>,
    /// `create`, `update`, `delete`, `cancel`, `validate`, `login` or `login_failed`.
    pub action: String,
    /// The resource, as the API names it (`expeditions`, `invoices`, `waybills`, …).
    pub resource: String,
    pub resource_id: Option<i64>,
    #[schema(schema_with = changes_schema)]
    pub changes: serde_json::Value,
}

/// An object of any values, or null (`value_type = Object` reads as an empty object to clients
/// generated from the document).
fn changes_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    use utoipa::openapi::{
        Type,
        schema::{AdditionalProperties, ObjectBuilder, SchemaType},
    };
    ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([Type::Object, Type::Null]))
        .additional_properties(Some(AdditionalProperties::FreeForm(true)))
        .description(Some(
            "The fields set or changed (`{field: {from, to}}` for edits), null when none; never passwords or tokens.",
        ))
        .into()
}

impl From<AuditRow> for AuditView {
    fn from(a: AuditRow) -> Self {
        AuditView {
            id: a.id,
            created_at: a.created_at,
            user: a.user_id.map(|id| NamedRef {
                id,
                name: a.user_name.unwrap_or_default(),
            }),
            action: a.action,
            resource: a.resource,
            resource_id: a.resource_id,
            changes: serde_json::from_str(&a.changes).unwrap_or_default(),
        }
    }
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuditParams {
    /// Only what this person did.
    #[serde(rename = "userId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub user_id: Option<String>,
    /// Only lines about this resource (`expeditions`, `invoices`, …).
    #[param(value_type = Option<crate::http::schema::QueryName>, inline)]
    pub resource: Option<String>,
    /// First day (`YYYY-MM-DD`, UTC), included.
    #[param(value_type = Option<crate::http::schema::QueryDate>, inline)]
    pub from: Option<String>,
    /// Last day (`YYYY-MM-DD`, UTC), included.
    #[param(value_type = Option<crate::http::schema::QueryDate>, inline)]
    pub to: Option<String>,
    /// Page number, from 1.
    #[param(value_type = Option<crate::http::schema::QueryPage>, inline)]
    pub page: Option<String>,
    /// Rows per page (default 5, at most 100).
    #[param(value_type = Option<crate::http::schema::QueryPerPage>, inline)]
    pub per_page: Option<String>,
}

/// The audit trail, newest first, paged through its indexes.
#[utoipa::path(
    get,
    path = "/api/audit",
    tag = "system",
    params(AuditParams),
    responses(
        (status = 200, body = Page<AuditView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
    )
)]
async fn list_audit(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<AuditParams>,
) -> Result<Json<Page<AuditView>>, ApiError> {
    current.require(Permission::Admin)?;
    let mut errors = FieldErrors::new();
    let page = PageRequest {
        page: int_param(
            &mut errors,
            "page",
            params.page.as_deref(),
            1,
            bounds::PAGE_MIN,
            bounds::PAGE_MAX,
        ),
        per_page: int_param(
            &mut errors,
            "per_page",
            params.per_page.as_deref(),
            super::list::DEFAULT_PER_PAGE,
            bounds::PER_PAGE_MIN,
            bounds::PER_PAGE_MAX,
        ),
        after: None,
    };
    let user_id = optional_int(
        &mut errors,
        "userId",
        params.user_id.as_deref(),
        1,
        i64::MAX,
    );
    let resource = params
        .resource
        .as_deref()
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .map(str::to_string);
    if resource.as_ref().is_some_and(|r| r.chars().count() > 50) {
        errors.add("resource", Msg::TooLong { max: 50 });
    }
    let from = day(&mut errors, "from", params.from.as_deref());
    let to = day(&mut errors, "to", params.to.as_deref());
    errors.into_result()?;
    let filter = Filter {
        user_id,
        resource,
        from: from.map(start_of),
        until: to.and_then(|d| d.next_day()).map(start_of),
    };
    let found = audit::list(&state.db, &filter, page).await?;
    Ok(Json(Page::new(
        found.items.into_iter().map(Into::into).collect(),
        found.total,
        page,
    )))
}
