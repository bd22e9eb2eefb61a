//! Route prices: `/api/prices`, a price per kg from one branch to another.

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody, on_foreign_key, on_unique},
    freight_common::PlaceRef,
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, optional_int},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::{
        extensions,
        prices::{self, Filter, NewPrice, Price},
    },
    domain::bounds,
    domain::{
        permissions::{PRICE_READERS, Permission},
        units,
        validation::{FieldErrors, NAME_MAX, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_prices, create_price))
        .routes(routes!(get_price, update_price, delete_price))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceView {
    pub id: i64,
    pub name: String,
    /// Dollars per kg.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub price: i64,
    /// 1 active, 0 inactive.
    pub status: i64,
    pub origin_id: i64,
    pub destination_id: i64,
    #[serde(rename = "price_origin")]
    pub price_origin: PlaceRef,
    #[serde(rename = "price_destination")]
    pub price_destination: PlaceRef,
    pub created_at: String,
    pub updated_at: String,
}

impl From<Price> for PriceView {
    fn from(p: Price) -> Self {
        PriceView {
            id: p.id,
            name: p.name,
            price: p.price,
            status: p.status,
            origin_id: p.origin_id,
            destination_id: p.destination_id,
            price_origin: PlaceRef {
                id: p.origin_id,
                name: p.origin_name,
                city: p.origin_city,
                region: p.origin_region,
            },
            price_destination: PlaceRef {
                id: p.destination_id,
                name: p.destination_name,
                city: p.destination_city,
                region: p.destination_region,
            },
            created_at: p.created_at,
            updated_at: p.updated_at,
        }
    }
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PriceListParams {
    /// 1 active, 0 inactive.
    #[param(value_type = Option<crate::http::schema::QueryZeroOrOne>, inline)]
    pub status: Option<String>,
    /// Only routes leaving this branch.
    #[serde(rename = "originId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub origin_id: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

/// Route prices, active first, searchable by name (`q`).
#[utoipa::path(
    get,
    path = "/api/prices",
    tag = "agency",
    params(PriceListParams, ListParams),
    responses((status = 200, body = Page<PriceView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_prices(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<PriceListParams>,
) -> Result<Json<Page<PriceView>>, ApiError> {
    current.require_any(PRICE_READERS)?;
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let filter = Filter {
        status: optional_int(&mut errors, "status", params.status.as_deref(), 0, 1),
        origin_id: optional_int(
            &mut errors,
            "originId",
            params.origin_id.as_deref(),
            bounds::ID_MIN,
            bounds::ID_MAX,
        ),
    };
    errors.into_result()?;
    let found = prices::list(&state.db, filter, params.list.query(), page).await?;
    Ok(Json(Page::new(
        found.items.into_iter().map(PriceView::from).collect(),
        found.total,
        page,
    )))
}

#[utoipa::path(
    get,
    path = "/api/prices/{id}",
    tag = "agency",
    params(("id" = i64, Path)),
    responses((status = 200, body = PriceView), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_price(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<PriceView>, ApiError> {
    current.require_any(PRICE_READERS)?;
    let price = prices::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(price.into()))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct PriceForm {
    #[schema(required = true, schema_with = super::schema::text::<NAME_MAX>)]
    pub name: Option<Scalar>,
    /// Dollars per kg, at most 2 decimals.
    #[schema(required = true, schema_with = super::schema::positive_amount)]
    pub price: Option<Scalar>,
    #[serde(rename = "originId")]
    #[schema(required = true, schema_with = super::schema::id)]
    pub origin_id: Option<Scalar>,
    #[serde(rename = "destinationId")]
    #[schema(required = true, schema_with = super::schema::id)]
    pub destination_id: Option<Scalar>,
    /// 1 active (default), 0 inactive.
    #[schema(schema_with = super::schema::flag)]
    pub status: Option<Scalar>,
    #[serde(rename = "updatedAt")]
    pub updated_at: Option<Scalar>,
}

struct CheckedPrice {
    name: String,
    price: i64,
    origin_id: i64,
    destination_id: i64,
    status: i64,
}

impl CheckedPrice {
    fn new_price(&self) -> NewPrice<'_> {
        NewPrice {
            name: &self.name,
            price: self.price,
            origin_id: self.origin_id,
            destination_id: self.destination_id,
            status: self.status,
        }
    }
}

async fn check_price(state: &AppState, f: &PriceForm) -> Result<CheckedPrice, ApiError> {
    let mut errors = FieldErrors::new();
    let name = errors.required_scalar_text("name", f.name.as_ref(), NAME_MAX);
    let price = errors.required_positive_dollars("price", f.price.as_ref());
    let origin_id = errors.required_id("originId", f.origin_id.as_ref());
    let destination_id = errors.required_id("destinationId", f.destination_id.as_ref());
    let status = errors.flag("status", f.status.as_ref()).unwrap_or(1);
    if origin_id != 0 && origin_id == destination_id {
        errors.add("destinationId", Msg::SameRouteEnds);
    }
    for (field, id) in [("originId", origin_id), ("destinationId", destination_id)] {
        if id == 0 || errors.iter().any(|(f, _)| f == field) {
            continue;
        }
        match extensions::find(&state.db, id).await? {
            Some(e) if e.archived == 0 && e.kind == 1 => {}
            Some(e) if e.archived == 0 => errors.add(field, Msg::NotARouteEnd),
            _ => errors.add(field, Msg::UnknownExtension),
        }
    }
    errors.into_result()?;
    Ok(CheckedPrice {
        name,
        price,
        origin_id,
        destination_id,
        status,
    })
}

/// Creates a route price; a route has one active price at a time.
#[utoipa::path(
    post,
    path = "/api/prices",
    tag = "agency",
    request_body = PriceForm,
    responses(
        (status = 201, body = Written<PriceView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "The route already has an active price", body = ErrorBody),
    )
)]
async fn create_price(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<PriceForm>,
) -> Result<Written<PriceView>, ApiError> {
    current.require(Permission::AddPrice)?;
    let p = check_price(&state, &form).await?;
    let id = prices::create(&state.db, &p.new_price(), current.user.id)
        .await
        .map_err(on_unique(Msg::RouteHasActivePrice))?;
    let created = prices::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::PriceSaved,
        data: created.into(),
        status: StatusCode::CREATED,
    })
}

#[utoipa::path(
    put,
    path = "/api/prices/{id}",
    tag = "agency",
    params(("id" = i64, Path)),
    request_body = PriceForm,
    responses(
        (status = 200, body = Written<PriceView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Stale edit, or the route already has an active price", body = ErrorBody),
    )
)]
async fn update_price(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<PriceForm>,
) -> Result<Written<PriceView>, ApiError> {
    current.require(Permission::EditPrice)?;
    prices::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let p = check_price(&state, &form).await?;
    let mut errors = FieldErrors::new();
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    let saved = prices::update(&state.db, id, &p.new_price(), &updated_at, current.user.id)
        .await
        .map_err(on_unique(Msg::RouteHasActivePrice))?;
    if !saved {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    let updated = prices::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::PriceSaved, updated.into()))
}

/// Deletes a price that no shipment uses (deactivate it otherwise).
#[utoipa::path(
    delete,
    path = "/api/prices/{id}",
    tag = "agency",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<PriceView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Shipments use it", body = ErrorBody),
    )
)]
async fn delete_price(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<PriceView>, ApiError> {
    current.require(Permission::DeletePrice)?;
    let price = prices::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    prices::delete(&state.db, id, current.user.id)
        .await
        .map_err(on_foreign_key(Msg::PriceInUse))?;
    Ok(Written::ok(Msg::PriceDeleted, price.into()))
}
