//! Road waybills: `/api/waybills` (list, detail, create, edit, delete, validate), their lines
//! (`/api/waybilldetails/{id}`, `/api/waybilldetails/available`) and drivers' `/api/my/waybills`.
//! What they show is in `views`, what requests carry and their checks in `form`.

mod form;
mod views;

use crate::http::error::OrRefused;
use axum::{Json, extract::State, http::StatusCode};
use utoipa_axum::{router::OpenApiRouter, routes};

use self::{
    form::{AvailableParams, ValidateWaybillForm, WaybillForm, WaybillListParams, check},
    views::{AvailableDetail, WaybillDetail, WaybillView, detail},
};
use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    freight_common::{StatusCount, refusal, updated_at},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, SearchParams, optional_int},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::{
        list::TabCount,
        movements::MoveRefusal,
        waybills::{self, SearchColumn},
    },
    domain::{bounds, ledger::WaybillStatus, permissions::Permission, validation::FieldErrors},
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_waybills, create_waybill))
        .routes(routes!(waybill_counts))
        .routes(routes!(get_waybill, update_waybill, delete_waybill))
        .routes(routes!(validate_waybill))
        .routes(routes!(delete_waybill_detail))
        .routes(routes!(available_details))
        .routes(routes!(list_my_waybills))
        .routes(routes!(get_my_waybill))
}

// ---- lists ----

async fn list_in(
    state: &AppState,
    driver: Option<i64>,
    params: &WaybillListParams,
) -> Result<Page<WaybillView>, ApiError> {
    let (page, search, status) = params.list.tabbed(
        SearchColumn::parse,
        "status",
        params.status.as_deref(),
        WaybillStatus::parse,
        Msg::InvalidStatus,
    )?;
    let found = waybills::list(&state.db, status, driver, search, page).await?;
    Ok(Page::of(found, page))
}

/// Waybills newest first, by status; searchable by `ref_waybill`, `driver.name`, `vehicle.plaque`.
#[utoipa::path(
    get,
    path = "/api/waybills",
    tag = "freight",
    params(WaybillListParams, ListParams),
    responses((status = 200, body = Page<WaybillView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_waybills(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<WaybillListParams>,
) -> Result<Json<Page<WaybillView>>, ApiError> {
    current.require(Permission::ShowWaybill)?;
    Ok(Json(list_in(&state, None, &params).await?))
}

/// The waybills one drives (`afficher mes bordereaux`).
#[utoipa::path(
    get,
    path = "/api/my/waybills",
    tag = "freight",
    params(WaybillListParams, ListParams),
    responses((status = 200, body = Page<WaybillView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_my_waybills(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<WaybillListParams>,
) -> Result<Json<Page<WaybillView>>, ApiError> {
    current.require(Permission::ShowMyWaybills)?;
    Ok(Json(list_in(&state, Some(current.user.id), &params).await?))
}

/// How many waybills are in each status (every status listed, zeros included); with a search
/// (`column` and `q`, as the list takes them), how many of its matches, each at most 100.
#[utoipa::path(
    get,
    path = "/api/waybills/counts",
    tag = "freight",
    params(SearchParams),
    responses((status = 200, body = Vec<StatusCount>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn waybill_counts(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<SearchParams>,
) -> Result<Json<Vec<StatusCount>>, ApiError> {
    current.require(Permission::ShowWaybill)?;
    let counts = match params.search(SearchColumn::parse)? {
        Some(search) => waybills::search_counts(&state.db, search).await?,
        None => waybills::counts(&state.db, None)
            .await?
            .into_iter()
            .map(TabCount::exact)
            .collect(),
    };
    Ok(Json(StatusCount::list(
        WaybillStatus::ALL.iter().map(|s| s.as_str()).zip(counts),
    )))
}

#[utoipa::path(
    get,
    path = "/api/waybills/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses((status = 200, body = WaybillDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_waybill(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<WaybillDetail>, ApiError> {
    current.require(Permission::ShowWaybill)?;
    let row = waybills::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(detail(&state, row).await?))
}

/// One of the waybills one drives; anyone else's is 404.
#[utoipa::path(
    get,
    path = "/api/my/waybills/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses((status = 200, body = WaybillDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_my_waybill(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<WaybillDetail>, ApiError> {
    current.require(Permission::ShowMyWaybills)?;
    let row = waybills::find(&state.db, id)
        .await?
        .filter(|w| w.driver_id == current.user.id)
        .ok_or(ApiError::NotFound)?;
    Ok(Json(detail(&state, row).await?))
}

/// Lines of validated waybills still holding pieces that manifests can take, oldest waybill first;
/// `destinationId` keeps those of waybills ending at a branch (where a manifest leaves from).
#[utoipa::path(
    get,
    path = "/api/waybilldetails/available",
    tag = "freight",
    params(AvailableParams),
    responses((status = 200, body = Page<AvailableDetail>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn available_details(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<AvailableParams>,
) -> Result<Json<Page<AvailableDetail>>, ApiError> {
    current.require_any(&[Permission::AddManifest, Permission::EditManifest])?;
    let mut errors = FieldErrors::new();
    let page = params.list().page_request(&mut errors);
    let ending_at = optional_int(
        &mut errors,
        "destinationId",
        params.destination_id.as_deref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    errors.into_result()?;
    let q = params.q.as_deref().map(str::trim).filter(|q| !q.is_empty());
    let found = waybills::available(&state.db, q, ending_at, page).await?;
    Ok(Json(Page::of(found, page)))
}

// ---- writes ----

fn waybill_refusal(r: MoveRefusal) -> ApiError {
    refusal(r, "packags", Msg::WaybillLocked, Msg::WaybillEmpty)
}

/// Creates a waybill in preparation (`COL-…`) holding these parcels' pieces, taken from stock.
#[utoipa::path(
    post,
    path = "/api/waybills",
    tag = "freight",
    request_body = WaybillForm,
    responses(
        (status = 201, body = Written<WaybillDetail>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "Not enough pieces in stock", body = ErrorBody),
    )
)]
async fn create_waybill(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<WaybillForm>,
) -> Result<Written<WaybillDetail>, ApiError> {
    current.require(Permission::AddWaybill)?;
    let (fields, parcels) = check(&state, &current, &form).await?;
    let id = waybills::create(&state.db, &fields, &parcels, current.user.id)
        .await
        .or_refused(waybill_refusal)?;
    let row = waybills::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::WaybillSaved,
        data: detail(&state, row).await?,
        status: StatusCode::CREATED,
    })
}

/// Changes a waybill in preparation; `packags` is what it must hold (the difference moves
/// between stock and the waybill).
#[utoipa::path(
    put,
    path = "/api/waybills/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    request_body = WaybillForm,
    responses(
        (status = 200, body = Written<WaybillDetail>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Validated, stale, or not enough pieces in stock", body = ErrorBody),
    )
)]
async fn update_waybill(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<WaybillForm>,
) -> Result<Written<WaybillDetail>, ApiError> {
    current.require(Permission::EditWaybill)?;
    waybills::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let updated_at = updated_at(form.updated_at.as_ref())?;
    let (fields, parcels) = check(&state, &current, &form).await?;
    waybills::update(
        &state.db,
        id,
        &fields,
        &parcels,
        &updated_at,
        current.user.id,
    )
    .await
    .or_refused(waybill_refusal)?;
    let row = waybills::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::WaybillSaved, detail(&state, row).await?))
}

/// Deletes a waybill in preparation; its parcels' pieces go back to stock.
#[utoipa::path(
    delete,
    path = "/api/waybills/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<WaybillView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Validated", body = ErrorBody),
    )
)]
async fn delete_waybill(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<WaybillView>, ApiError> {
    current.require(Permission::DeleteWaybill)?;
    let row = waybills::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    waybills::delete(&state.db, id, current.user.id)
        .await
        .or_refused(waybill_refusal)?;
    Ok(Written::ok(Msg::WaybillDeleted, row.into()))
}

/// Takes one line off a waybill in preparation; its pieces go back to stock.
#[utoipa::path(
    delete,
    path = "/api/waybilldetails/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<WaybillDetail>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The waybill is validated", body = ErrorBody),
    )
)]
async fn delete_waybill_detail(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<WaybillDetail>, ApiError> {
    current.require(Permission::EditWaybill)?;
    let waybill_id = waybills::delete_detail(&state.db, id, current.user.id)
        .await
        .or_refused(waybill_refusal)?;
    let row = waybills::find(&state.db, waybill_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(
        Msg::WaybillDetailDeleted,
        detail(&state, row).await?,
    ))
}

/// Validates a waybill in preparation with its departure: it waits for manifests (EnAttente) and
/// can no longer change.
#[utoipa::path(
    post,
    path = "/api/waybills/{id}/validate",
    tag = "freight",
    params(("id" = i64, Path)),
    request_body = ValidateWaybillForm,
    responses(
        (status = 200, body = Written<WaybillDetail>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Already validated, or empty", body = ErrorBody),
    )
)]
async fn validate_waybill(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<ValidateWaybillForm>,
) -> Result<Written<WaybillDetail>, ApiError> {
    current.require(Permission::ValidateWaybill)?;
    let (date, time) = form.check()?;
    waybills::validate(&state.db, id, &date, time.as_deref(), current.user.id)
        .await
        .or_refused(waybill_refusal)?;
    let row = waybills::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(
        Msg::WaybillValidated,
        detail(&state, row).await?,
    ))
}
