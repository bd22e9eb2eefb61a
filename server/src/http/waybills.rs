//! Road waybills: `/api/waybills` (list, detail, create, edit, delete, validate), their lines
//! (`/api/waybilldetails/{id}`, `/api/waybilldetails/available`) and drivers' `/api/my/waybills`.

use std::collections::{BTreeMap, BTreeSet};

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    expeditions::{NamedRef, PartyRef, StatusCount},
    extensions::view as branch_view,
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, optional_parsed},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::{
        extensions::{self, Extension},
        movements::MoveRefusal,
        users, vehicles,
        waybills::{self, AvailableRow, DetailRow, SearchColumn, WaybillFields, WaybillRow},
    },
    domain::bounds,
    domain::{
        ledger::WaybillStatus,
        permissions::Permission,
        units,
        validation::{FieldErrors, Scalar},
    },
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

// ---- what the API shows ----

/// A branch as lists show it.
#[derive(Debug, Serialize, ToSchema)]
pub struct BranchRef {
    pub id: i64,
    pub name: String,
    pub city: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct VehicleRef {
    pub id: i64,
    pub plaque: String,
    pub mark: Option<String>,
}

/// A waybill as its list shows it. Weights in kg.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaybillView {
    pub id: i64,
    #[serde(rename = "ref_waybill")]
    pub ref_waybill: String,
    /// EnCours, EnAttente or Expedié.
    pub status: String,
    pub driver_id: i64,
    pub vehicle_id: i64,
    pub origin_id: i64,
    pub destination_id: i64,
    pub departure_date: Option<String>,
    pub departure_time: Option<String>,
    /// Pieces and kg loaded.
    pub quantity: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight: i64,
    /// Pieces and kg not yet on a manifest.
    pub quantity_restant: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight_restant: i64,
    /// Number of parcels (lines) on it.
    pub lines: i64,
    pub created_at: String,
    pub updated_at: String,
    #[serde(rename = "waybill_driver")]
    pub driver: PartyRef,
    pub vehicle: VehicleRef,
    #[serde(rename = "waybill_origin")]
    pub origin: BranchRef,
    #[serde(rename = "waybill_destination")]
    pub destination: BranchRef,
    #[serde(rename = "waybill_user")]
    pub creator: NamedRef,
}

impl From<WaybillRow> for WaybillView {
    fn from(w: WaybillRow) -> Self {
        WaybillView {
            id: w.id,
            ref_waybill: w.ref_waybill,
            status: w.status,
            driver_id: w.driver_id,
            vehicle_id: w.vehicle_id,
            origin_id: w.origin_id,
            destination_id: w.destination_id,
            departure_date: w.departure_date,
            departure_time: w.departure_time,
            quantity: w.quantity,
            weight: w.weight,
            quantity_restant: w.quantity_restant,
            weight_restant: w.weight_restant,
            lines: w.lines,
            created_at: w.created_at,
            updated_at: w.updated_at,
            driver: PartyRef {
                id: w.driver_id,
                name: w.driver_name,
                tel: w.driver_tel,
            },
            vehicle: VehicleRef {
                id: w.vehicle_id,
                plaque: w.vehicle_plaque,
                mark: w.vehicle_mark,
            },
            origin: BranchRef {
                id: w.origin_id,
                name: w.origin_name,
                city: w.origin_city,
            },
            destination: BranchRef {
                id: w.destination_id,
                name: w.destination_name,
                city: w.destination_city,
            },
            creator: NamedRef {
                id: w.created_by,
                name: w.creator_name,
            },
        }
    }
}

/// The parcel of a waybill or manifest line.
#[derive(Debug, Serialize, ToSchema)]
pub struct LineParcel {
    pub id: i64,
    pub ref_packag: String,
    pub description: Option<String>,
    pub recipient: PartyRef,
    /// The route's name.
    pub route: String,
    /// The branch the parcel goes to (its route's destination).
    #[serde(rename = "destinationId")]
    pub destination_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LineExpedition {
    pub id: i64,
    pub ref_expedition: String,
    pub sender: PartyRef,
}

/// A waybill line: pieces of one parcel, and of them those not yet on a manifest. Weights in kg.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaybillDetailView {
    pub id: i64,
    pub waybill_id: i64,
    pub packag_id: i64,
    pub expedition_id: i64,
    pub quantity: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight: i64,
    pub quantity_restant: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight_restant: i64,
    pub packag: LineParcel,
    pub expedition: LineExpedition,
}

impl From<DetailRow> for WaybillDetailView {
    fn from(d: DetailRow) -> Self {
        WaybillDetailView {
            id: d.id,
            waybill_id: d.waybill_id,
            packag_id: d.packag_id,
            expedition_id: d.expedition_id,
            quantity: d.quantity,
            weight: d.weight,
            quantity_restant: d.quantity_restant,
            weight_restant: d.weight_restant,
            packag: LineParcel {
                id: d.packag_id,
                ref_packag: d.ref_packag,
                description: d.description,
                recipient: PartyRef {
                    id: d.recipient_id,
                    name: d.recipient_name,
                    tel: d.recipient_tel,
                },
                route: d.route_name,
                destination_id: d.route_destination_id,
            },
            expedition: LineExpedition {
                id: d.expedition_id,
                ref_expedition: d.ref_expedition,
                sender: PartyRef {
                    id: d.sender_id,
                    name: d.sender_name,
                    tel: d.sender_tel,
                },
            },
        }
    }
}

/// A waybill with its lines, and its origin branch in full (the sheet's header).
#[derive(Debug, Serialize, ToSchema)]
pub struct WaybillDetail {
    #[serde(flatten)]
    pub waybill: WaybillView,
    pub agency: Option<Extension>,
    pub waybilldetails: Vec<WaybillDetailView>,
}

/// A line of a validated waybill that manifests can take pieces from.
#[derive(Debug, Serialize, ToSchema)]
pub struct AvailableDetail {
    #[serde(flatten)]
    pub detail: WaybillDetailView,
    pub ref_waybill: String,
}

impl From<AvailableRow> for AvailableDetail {
    fn from(a: AvailableRow) -> Self {
        AvailableDetail {
            detail: a.detail.into(),
            ref_waybill: a.ref_waybill,
        }
    }
}

async fn detail(state: &AppState, row: WaybillRow) -> Result<WaybillDetail, ApiError> {
    let lines = waybills::details(&state.db, row.id).await?;
    let agency = extensions::find(&state.db, row.origin_id)
        .await?
        .map(branch_view);
    Ok(WaybillDetail {
        waybill: row.into(),
        agency,
        waybilldetails: lines.into_iter().map(Into::into).collect(),
    })
}

// ---- lists ----

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct WaybillListParams {
    /// EnCours, EnAttente or Expedié.
    pub status: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

async fn list_in(
    state: &AppState,
    driver: Option<i64>,
    params: &WaybillListParams,
) -> Result<Page<WaybillView>, ApiError> {
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let search = params.list.search(&mut errors, SearchColumn::parse);
    let status = optional_parsed(
        &mut errors,
        "status",
        params.status.as_deref(),
        WaybillStatus::parse,
        Msg::InvalidStatus,
    );
    errors.into_result()?;
    let found = waybills::list(&state.db, status, driver, search, page).await?;
    Ok(Page::new(
        found.items.into_iter().map(Into::into).collect(),
        found.total,
        page,
    ))
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

/// How many waybills are in each status (every status listed, zeros included).
#[utoipa::path(
    get,
    path = "/api/waybills/counts",
    tag = "freight",
    responses((status = 200, body = Vec<StatusCount>), (status = 403, body = ErrorBody))
)]
async fn waybill_counts(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<Vec<StatusCount>>, ApiError> {
    current.require(Permission::ShowWaybill)?;
    let counts = waybills::counts(&state.db, None).await?;
    Ok(Json(
        WaybillStatus::ALL
            .iter()
            .zip(counts)
            .map(|(s, count)| StatusCount {
                status: s.as_str().to_string(),
                count,
            })
            .collect(),
    ))
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

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AvailableParams {
    /// Text contained in the parcel's, its expedition's or its waybill's reference.
    pub q: Option<String>,
    /// Page number, from 1.
    #[param(value_type = Option<i64>, minimum = 1, maximum = 1000000)]
    pub page: Option<String>,
    /// Rows per page (default 5, at most 100).
    #[param(value_type = Option<i64>, minimum = 1, maximum = 100)]
    pub per_page: Option<String>,
}

/// Lines of validated waybills still holding pieces that manifests can take, oldest waybill first.
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
    let list = ListParams {
        page: params.page,
        per_page: params.per_page,
        column: None,
        q: None,
    };
    let mut errors = FieldErrors::new();
    let page = list.page_request(&mut errors);
    errors.into_result()?;
    let q = params.q.as_deref().map(str::trim).filter(|q| !q.is_empty());
    let found = waybills::available(&state.db, q, page).await?;
    Ok(Json(Page::new(
        found.items.into_iter().map(Into::into).collect(),
        found.total,
        page,
    )))
}

// ---- writes ----

/// Pieces of a parcel (or of a waybill line, for manifests) to carry.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct LoadForm {
    #[schema(required = true, schema_with = super::schema::id)]
    pub id: Option<Scalar>,
    /// Pieces, at least 1.
    #[schema(required = true, schema_with = super::schema::load_pieces)]
    pub quantity: Option<Scalar>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaybillForm {
    /// A person with the Chauffeur profile.
    #[schema(required = true, schema_with = super::schema::id)]
    pub driver_id: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::id)]
    pub vehicle_id: Option<Scalar>,
    /// Defaults to the agent's branch.
    #[schema(schema_with = super::schema::id)]
    pub origin_id: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::id)]
    pub destination_id: Option<Scalar>,
    /// What the waybill holds: parcels and how many pieces of each (partial loads allowed).
    #[serde(default)]
    #[schema(max_items = 10000)]
    pub packags: Vec<LoadForm>,
    /// For edits: the `updatedAt` the edit started from.
    pub updated_at: Option<Scalar>,
}

/// Reads `[{id, quantity}]` under `field`: each id once, each quantity at least 1.
pub fn loads(errors: &mut FieldErrors, field: &str, items: &[LoadForm]) -> Vec<(i64, i64)> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    errors.at_most(field, items, bounds::LOAD_LINES_MAX);
    for (i, item) in items.iter().enumerate().take(bounds::LOAD_LINES_MAX) {
        let id = errors.required_int(
            &format!("{field}.{i}.id"),
            item.id.as_ref(),
            bounds::ID_MIN,
            bounds::ID_MAX,
        );
        let quantity = errors.required_int(
            &format!("{field}.{i}.quantity"),
            item.quantity.as_ref(),
            bounds::PIECES_MIN,
            bounds::LOAD_PIECES_MAX,
        );
        if id > 0 && !seen.insert(id) {
            errors.add(format!("{field}.{i}.id"), Msg::ParcelTwice);
        }
        out.push((id, quantity));
    }
    out
}

/// A branch that exists, from a field (or the agent's own branch when absent and `default` is set).
pub async fn branch_field(
    state: &AppState,
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&Scalar>,
    default: Option<i64>,
) -> Result<i64, ApiError> {
    let id = match (value, default) {
        (None, Some(own)) => own,
        _ => errors.required_int(field, value, bounds::ID_MIN, bounds::ID_MAX),
    };
    if id > 0 && extensions::find(&state.db, id).await?.is_none() {
        errors.add(field, Msg::UnknownBranch);
    }
    Ok(id)
}

async fn check(
    state: &AppState,
    current: &CurrentUser,
    form: &WaybillForm,
) -> Result<(WaybillFields, Vec<(i64, i64)>), ApiError> {
    let mut errors = FieldErrors::new();
    let driver_id = errors.required_int(
        "driverId",
        form.driver_id.as_ref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    let vehicle_id = errors.required_int(
        "vehicleId",
        form.vehicle_id.as_ref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    let origin_id = branch_field(
        state,
        &mut errors,
        "originId",
        form.origin_id.as_ref(),
        current.user.extension_id,
    )
    .await?;
    let destination_id = branch_field(
        state,
        &mut errors,
        "destinationId",
        form.destination_id.as_ref(),
        None,
    )
    .await?;
    let parcels = loads(&mut errors, "packags", &form.packags);
    if driver_id > 0
        && users::with_profile_among(&state.db, users::DRIVER_CODE, &[driver_id])
            .await?
            .is_empty()
    {
        errors.add("driverId", Msg::UnknownDriver);
    }
    if vehicle_id > 0 && vehicles::find(&state.db, vehicle_id).await?.is_none() {
        errors.add("vehicleId", Msg::UnknownVehicle);
    }
    errors.into_result()?;
    Ok((
        WaybillFields {
            driver_id,
            vehicle_id,
            origin_id,
            destination_id,
        },
        parcels,
    ))
}

/// The answer to a refused move; `field` names the request's list (`packags`, `waybilldetails`).
pub fn refusal(r: MoveRefusal, field: &str, locked: Msg, empty: Msg) -> ApiError {
    match r {
        MoveRefusal::NotFound => ApiError::NotFound,
        MoveRefusal::Locked => ApiError::Conflict(locked),
        MoveRefusal::Stale => ApiError::Conflict(Msg::StaleEdit),
        MoveRefusal::Empty => ApiError::Conflict(empty),
        MoveRefusal::UnknownParcel(i) => {
            FieldErrors::single(format!("{field}.{i}.id"), Msg::UnknownParcel).into()
        }
        MoveRefusal::UnknownDetail(i) => {
            FieldErrors::single(format!("{field}.{i}.id"), Msg::UnknownWaybillDetail).into()
        }
        MoveRefusal::NotValidated { index, reference } => {
            ApiError::ConflictOn(FieldErrors::single(
                format!("{field}.{index}.id"),
                Msg::WaybillNotValidated { reference },
            ))
        }
        MoveRefusal::NotEnough {
            index,
            reference,
            available,
        } => ApiError::ConflictOn(FieldErrors::single(
            format!("{field}.{index}.quantity"),
            Msg::NotEnoughQuantity {
                reference,
                available,
            },
        )),
        MoveRefusal::NotYourBranch => ApiError::OtherBranch,
        MoveRefusal::Interfered => ApiError::Conflict(Msg::Conflict),
    }
}

fn waybill_refusal(r: MoveRefusal) -> ApiError {
    refusal(r, "packags", Msg::WaybillLocked, Msg::WaybillEmpty)
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WrittenWaybill {
    pub msg: String,
    pub data: WaybillDetail,
}

/// Creates a waybill in preparation (`COL-…`) holding these parcels' pieces, taken from stock.
#[utoipa::path(
    post,
    path = "/api/waybills",
    tag = "freight",
    request_body = WaybillForm,
    responses(
        (status = 201, body = WrittenWaybill),
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
        .await?
        .map_err(waybill_refusal)?;
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
        (status = 200, body = WrittenWaybill),
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
    let mut errors = FieldErrors::new();
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    let (fields, parcels) = check(&state, &current, &form).await?;
    waybills::update(
        &state.db,
        id,
        &fields,
        &parcels,
        &updated_at,
        current.user.id,
    )
    .await?
    .map_err(waybill_refusal)?;
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
        (status = 200, body = inline(WrittenWaybillSummary)),
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
        .await?
        .map_err(waybill_refusal)?;
    Ok(Written::ok(Msg::WaybillDeleted, row.into()))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WrittenWaybillSummary {
    pub msg: String,
    pub data: WaybillView,
}

/// Takes one line off a waybill in preparation; its pieces go back to stock.
#[utoipa::path(
    delete,
    path = "/api/waybilldetails/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = WrittenWaybill),
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
        .await?
        .map_err(waybill_refusal)?;
    let row = waybills::find(&state.db, waybill_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(
        Msg::WaybillDetailDeleted,
        detail(&state, row).await?,
    ))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ValidateWaybillForm {
    /// YYYY-MM-DD.
    pub departure_date: Option<Scalar>,
    /// HH:MM, optional.
    pub departure_time: Option<Scalar>,
}

/// `HH:MM` (seconds dropped), or None after naming the field.
pub fn time_field(errors: &mut FieldErrors, field: &str, value: Option<&Scalar>) -> Option<String> {
    let text = errors.scalar_text(field, value, 8)?;
    let mut parts = text.split(':');
    let (h, m) = (parts.next()?, parts.next());
    let valid = matches!((h.parse::<u32>(), m.map(str::parse::<u32>)), (Ok(h), Some(Ok(m))) if h < 24 && m < 60)
        && h.len() <= 2;
    if !valid {
        errors.add(field, Msg::InvalidTime);
        return None;
    }
    let m: u32 = m.and_then(|m| m.parse().ok()).unwrap_or(0);
    Some(format!("{:02}:{m:02}", h.parse::<u32>().unwrap_or(0)))
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
        (status = 200, body = WrittenWaybill),
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
    let mut errors = FieldErrors::new();
    let date = errors.required_date("departureDate", form.departure_date.as_ref());
    let time = time_field(&mut errors, "departureTime", form.departure_time.as_ref());
    errors.into_result()?;
    waybills::validate(&state.db, id, &date, time.as_deref(), current.user.id)
        .await?
        .map_err(waybill_refusal)?;
    let row = waybills::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(
        Msg::WaybillValidated,
        detail(&state, row).await?,
    ))
}

/// Groups items by a key, keeping their order (for sheets grouped by destination).
pub fn group_by<T, K: Ord + Copy>(items: Vec<T>, key: impl Fn(&T) -> K) -> BTreeMap<K, Vec<T>> {
    let mut groups: BTreeMap<K, Vec<T>> = BTreeMap::new();
    for item in items {
        groups.entry(key(&item)).or_default().push(item);
    }
    groups
}
