//! Vehicles: `/api/vehicles`.

use axum::{Json, extract::State, http::StatusCode};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody, on_foreign_key, on_unique},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::vehicles::{self, Vehicle},
    domain::{
        permissions::{Permission, VEHICLE_READERS},
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_vehicles, create_vehicle))
        .routes(routes!(update_vehicle, delete_vehicle))
}

/// Vehicles by plate; `q` searches the plate.
#[utoipa::path(
    get,
    path = "/api/vehicles",
    tag = "agency",
    params(ListParams),
    responses((status = 200, body = Page<Vehicle>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_vehicles(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ListParams>,
) -> Result<Json<Page<Vehicle>>, ApiError> {
    current.require_any(VEHICLE_READERS)?;
    let mut errors = FieldErrors::new();
    let page = params.page_request(&mut errors);
    errors.into_result()?;
    let found = vehicles::list(&state.db, params.query(), page).await?;
    Ok(Json(Page::new(found.items, found.total, page)))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct VehicleForm {
    /// Registration plate; stored in upper case.
    #[schema(required = true, schema_with = super::schema::text::<20>)]
    pub plaque: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<100>)]
    pub mark: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<500>)]
    pub description: Option<Scalar>,
    #[serde(rename = "updatedAt")]
    pub updated_at: Option<Scalar>,
}

struct CheckedVehicle {
    plaque: String,
    mark: Option<String>,
    description: Option<String>,
}

fn check_vehicle(f: &VehicleForm, errors: &mut FieldErrors) -> CheckedVehicle {
    let plaque = errors.required_scalar_text("plaque", f.plaque.as_ref(), 20);
    CheckedVehicle {
        // "ab 123 cd" and "AB  123 CD" are the same plate.
        plaque: plaque
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_uppercase(),
        mark: errors.scalar_text("mark", f.mark.as_ref(), 100),
        description: errors.scalar_text("description", f.description.as_ref(), 500),
    }
}

#[utoipa::path(
    post,
    path = "/api/vehicles",
    tag = "agency",
    request_body = VehicleForm,
    responses(
        (status = 201, body = Written<Vehicle>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "Plate already registered", body = ErrorBody),
    )
)]
async fn create_vehicle(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<VehicleForm>,
) -> Result<Written<Vehicle>, ApiError> {
    current.require(Permission::AddVehicle)?;
    let mut errors = FieldErrors::new();
    let v = check_vehicle(&form, &mut errors);
    errors.into_result()?;
    let id = vehicles::create(
        &state.db,
        &v.plaque,
        v.mark.as_deref(),
        v.description.as_deref(),
        current.user.id,
    )
    .await
    .map_err(on_unique(Msg::PlateTaken))?;
    let created = vehicles::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::VehicleSaved,
        data: created,
        status: StatusCode::CREATED,
    })
}

#[utoipa::path(
    put,
    path = "/api/vehicles/{id}",
    tag = "agency",
    params(("id" = i64, Path)),
    request_body = VehicleForm,
    responses(
        (status = 200, body = Written<Vehicle>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Stale edit or plate already registered", body = ErrorBody),
    )
)]
async fn update_vehicle(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<VehicleForm>,
) -> Result<Written<Vehicle>, ApiError> {
    current.require(Permission::EditVehicle)?;
    vehicles::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let mut errors = FieldErrors::new();
    let v = check_vehicle(&form, &mut errors);
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    let saved = vehicles::update(
        &state.db,
        id,
        &v.plaque,
        v.mark.as_deref(),
        v.description.as_deref(),
        &updated_at,
        current.user.id,
    )
    .await
    .map_err(on_unique(Msg::PlateTaken))?;
    if !saved {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    let updated = vehicles::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::VehicleSaved, updated))
}

#[utoipa::path(
    delete,
    path = "/api/vehicles/{id}",
    tag = "agency",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<Vehicle>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Waybills use it", body = ErrorBody),
    )
)]
async fn delete_vehicle(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<Vehicle>, ApiError> {
    current.require(Permission::DeleteVehicle)?;
    let vehicle = vehicles::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    vehicles::delete(&state.db, id, current.user.id)
        .await
        .map_err(on_foreign_key(Msg::VehicleInUse))?;
    Ok(Written::ok(Msg::VehicleDeleted, vehicle))
}
