//! Air manifests: `/api/manifests` (list, detail, create, edit, delete, validate), the
//! shipped quantities of their parcels' contents (`/api/packagdetails`) and pilots' `/api/my/manifests`.

use std::collections::BTreeMap;

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    expeditions::{ContentView, PartyRef, StatusCount},
    extensions::view as branch_view,
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, optional_parsed},
    path::ApiPath,
    waybills::{
        LineExpedition, LineParcel, LoadForm, branch_field, group_by, loads, refusal, time_field,
    },
};
use crate::{
    app::AppState,
    db::{
        expeditions,
        extensions::{self, Extension},
        manifests::{
            self, DetailRow, LockedManifest, ManifestFields, ManifestRow, SearchColumn,
            ShippedRefusal,
        },
        movements::MoveRefusal,
        planes, users,
    },
    domain::bounds,
    domain::{
        ledger::{self, ManifestStatus},
        permissions::Permission,
        units,
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_manifests, create_manifest))
        .routes(routes!(manifest_counts))
        .routes(routes!(get_manifest, update_manifest, delete_manifest))
        .routes(routes!(validate_manifest))
        .routes(routes!(set_shipped))
        .routes(routes!(list_my_manifests))
        .routes(routes!(get_my_manifest))
}

// ---- what the API shows ----

#[derive(Debug, Serialize, ToSchema)]
pub struct PlaneRef {
    pub id: i64,
    /// The registration (immatriculation).
    #[serde(rename = "ref")]
    pub reference: String,
    pub description: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DestinationRef {
    pub id: i64,
    pub name: String,
    pub city: Option<String>,
    pub region: Option<String>,
}

/// A manifest as its list and cards show it. Weights in kg.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ManifestView {
    pub id: i64,
    #[serde(rename = "ref_manifest")]
    pub ref_manifest: String,
    /// EnCours or Arriver.
    pub status: String,
    pub plane_id: i64,
    pub pilot_id: Option<i64>,
    pub origin_id: i64,
    pub destination_id: i64,
    pub departure_date: Option<String>,
    pub departure_time: Option<String>,
    /// Pieces and kg on it, and how many parcels.
    pub quantity: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight: i64,
    pub parcels: i64,
    pub created_at: String,
    pub updated_at: String,
    pub plane: PlaneRef,
    pub pilot: Option<PartyRef>,
    /// The origin branch in full (the card's and sheet's header).
    #[serde(rename = "manifest_origin")]
    pub origin: Option<Extension>,
    #[serde(rename = "manifest_destination")]
    pub destination: DestinationRef,
    #[serde(rename = "manifest_user")]
    pub creator: PartyRef,
}

fn view(m: ManifestRow, origin: Option<Extension>) -> ManifestView {
    ManifestView {
        id: m.id,
        ref_manifest: m.ref_manifest,
        status: m.status,
        plane_id: m.plane_id,
        pilot_id: m.pilot_id,
        origin_id: m.origin_id,
        destination_id: m.destination_id,
        departure_date: m.departure_date,
        departure_time: m.departure_time,
        quantity: m.quantity,
        weight: m.weight,
        parcels: m.parcels,
        created_at: m.created_at,
        updated_at: m.updated_at,
        plane: PlaneRef {
            id: m.plane_id,
            reference: m.plane_ref,
            description: m.plane_description,
        },
        pilot: m.pilot_id.map(|id| PartyRef {
            id,
            name: m.pilot_name.unwrap_or_default(),
            tel: m.pilot_tel,
        }),
        origin,
        destination: DestinationRef {
            id: m.destination_id,
            name: m.destination_name,
            city: m.destination_city,
            region: m.destination_region,
        },
        creator: PartyRef {
            id: m.created_by,
            name: m.creator_name,
            tel: m.creator_tel,
        },
    }
}

/// The branches of these ids by id, read in one query.
async fn branches_by_id(
    state: &AppState,
    ids: impl IntoIterator<Item = i64>,
) -> Result<BTreeMap<i64, Extension>, ApiError> {
    let mut ids: Vec<i64> = ids.into_iter().collect();
    ids.sort_unstable();
    ids.dedup();
    Ok(extensions::find_many(&state.db, &ids)
        .await?
        .into_iter()
        .map(|e| (e.id, e))
        .collect())
}

/// Views of manifests, their origin branches read in one query.
async fn views(state: &AppState, rows: Vec<ManifestRow>) -> Result<Vec<ManifestView>, ApiError> {
    let branches = branches_by_id(state, rows.iter().map(|r| r.origin_id)).await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let origin = branches.get(&row.origin_id).cloned().map(branch_view);
            view(row, origin)
        })
        .collect())
}

/// A manifest line: pieces of one waybill line. Weights in kg.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ManifestDetailView {
    pub id: i64,
    pub waybilldetail_id: i64,
    pub waybill_id: i64,
    #[serde(rename = "ref_waybill")]
    pub ref_waybill: String,
    pub packag_id: i64,
    pub expedition_id: i64,
    pub quantity: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight: i64,
    pub packag: LineParcel,
    pub expedition: LineExpedition,
    /// The parcel's contents, with their shipped quantities.
    pub packagdetails: Vec<ContentView>,
}

/// The lines going to one destination, with their subtotals.
#[derive(Debug, Serialize, ToSchema)]
pub struct DestinationGroup {
    pub destination: DestinationRef,
    pub quantity: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight: i64,
    pub manifestdetails: Vec<ManifestDetailView>,
}

/// A manifest with its lines grouped by the destination of their parcels.
#[derive(Debug, Serialize, ToSchema)]
pub struct ManifestDetail {
    #[serde(flatten)]
    pub manifest: ManifestView,
    pub groups: Vec<DestinationGroup>,
}

async fn detail(state: &AppState, row: ManifestRow) -> Result<ManifestDetail, ApiError> {
    let lines = manifests::details(&state.db, row.id).await?;
    let mut contents: BTreeMap<i64, Vec<_>> = BTreeMap::new();
    for content in expeditions::contents_on_manifest(&state.db, row.id).await? {
        contents.entry(content.packag_id).or_default().push(content);
    }
    let branches = branches_by_id(state, lines.iter().map(|l| l.route_destination_id)).await?;
    let mut groups = Vec::new();
    for (destination_id, lines) in group_by(lines, |l: &DetailRow| l.route_destination_id) {
        let branch = branches.get(&destination_id).cloned();
        let destination = DestinationRef {
            id: destination_id,
            name: branch.as_ref().map(|b| b.name.clone()).unwrap_or_default(),
            city: branch.as_ref().and_then(|b| b.city.clone()),
            region: branch.and_then(|b| b.region),
        };
        let quantity = lines.iter().map(|l| l.quantity).sum();
        let weight = lines.iter().map(|l| l.weight).sum();
        let manifestdetails = lines
            .into_iter()
            .map(|d| ManifestDetailView {
                id: d.id,
                waybilldetail_id: d.waybilldetail_id,
                waybill_id: d.waybill_id,
                ref_waybill: d.ref_waybill,
                packag_id: d.packag_id,
                expedition_id: d.expedition_id,
                quantity: d.quantity,
                weight: d.weight,
                packagdetails: contents
                    .get(&d.packag_id)
                    .cloned()
                    .unwrap_or_default()
                    .into_iter()
                    .map(Into::into)
                    .collect(),
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
            })
            .collect();
        groups.push(DestinationGroup {
            destination,
            quantity,
            weight,
            manifestdetails,
        });
    }
    let origin = extensions::find(&state.db, row.origin_id)
        .await?
        .map(branch_view);
    Ok(ManifestDetail {
        manifest: view(row, origin),
        groups,
    })
}

// ---- lists ----

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ManifestListParams {
    /// EnCours or Arriver.
    pub status: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

async fn list_in(
    state: &AppState,
    pilot: Option<i64>,
    params: &ManifestListParams,
) -> Result<Page<ManifestView>, ApiError> {
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let search = params.list.search(&mut errors, SearchColumn::parse);
    let status = optional_parsed(
        &mut errors,
        "status",
        params.status.as_deref(),
        ManifestStatus::parse,
        Msg::InvalidManifestStatus,
    );
    errors.into_result()?;
    let found = manifests::list(&state.db, status, pilot, search, page).await?;
    Ok(Page::new(
        views(state, found.items).await?,
        found.total,
        page,
    ))
}

/// Manifests newest first, by status; searchable by `ref_manifest`, `plane.ref`,
/// `destination.city`, `pilot.name`.
#[utoipa::path(
    get,
    path = "/api/manifests",
    tag = "freight",
    params(ManifestListParams, ListParams),
    responses((status = 200, body = Page<ManifestView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_manifests(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ManifestListParams>,
) -> Result<Json<Page<ManifestView>>, ApiError> {
    current.require(Permission::ShowManifest)?;
    Ok(Json(list_in(&state, None, &params).await?))
}

/// The manifests one flies (`afficher mes manifestes`).
#[utoipa::path(
    get,
    path = "/api/my/manifests",
    tag = "freight",
    params(ManifestListParams, ListParams),
    responses((status = 200, body = Page<ManifestView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_my_manifests(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ManifestListParams>,
) -> Result<Json<Page<ManifestView>>, ApiError> {
    current.require(Permission::ShowMyManifests)?;
    Ok(Json(list_in(&state, Some(current.user.id), &params).await?))
}

#[utoipa::path(
    get,
    path = "/api/manifests/counts",
    tag = "freight",
    responses((status = 200, body = Vec<StatusCount>), (status = 403, body = ErrorBody))
)]
async fn manifest_counts(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<Vec<StatusCount>>, ApiError> {
    current.require(Permission::ShowManifest)?;
    let counts = manifests::counts(&state.db, None).await?;
    Ok(Json(
        ManifestStatus::ALL
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
    path = "/api/manifests/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses((status = 200, body = ManifestDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_manifest(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<ManifestDetail>, ApiError> {
    current.require(Permission::ShowManifest)?;
    let row = manifests::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(detail(&state, row).await?))
}

/// One of the manifests one flies; anyone else's is 404.
#[utoipa::path(
    get,
    path = "/api/my/manifests/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses((status = 200, body = ManifestDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_my_manifest(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<ManifestDetail>, ApiError> {
    current.require(Permission::ShowMyManifests)?;
    let row = manifests::find(&state.db, id)
        .await?
        .filter(|m| m.pilot_id == Some(current.user.id))
        .ok_or(ApiError::NotFound)?;
    Ok(Json(detail(&state, row).await?))
}

// ---- writes ----

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ManifestForm {
    /// An aircraft (category 1).
    #[schema(required = true, schema_with = super::schema::id)]
    pub plane_id: Option<Scalar>,
    /// A person with the Pilote profile (optional).
    #[schema(schema_with = super::schema::id)]
    pub pilot_id: Option<Scalar>,
    /// Defaults to the agent's branch.
    #[schema(schema_with = super::schema::id)]
    pub origin_id: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::id)]
    pub destination_id: Option<Scalar>,
    /// What the manifest carries: lines of validated waybills and how many pieces of each.
    #[serde(default)]
    #[schema(max_items = 10000)]
    pub waybilldetails: Vec<LoadForm>,
    /// For edits: the `updatedAt` the edit started from.
    pub updated_at: Option<Scalar>,
}

async fn check(
    state: &AppState,
    current: &CurrentUser,
    form: &ManifestForm,
) -> Result<(ManifestFields, Vec<(i64, i64)>), ApiError> {
    let mut errors = FieldErrors::new();
    let plane_id = errors.required_int(
        "planeId",
        form.plane_id.as_ref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    let pilot_id = errors.int(
        "pilotId",
        form.pilot_id.as_ref(),
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
    let lines = loads(&mut errors, "waybilldetails", &form.waybilldetails);
    if plane_id > 0
        && planes::find(&state.db, plane_id)
            .await?
            .is_none_or(|p| p.category != 1)
    {
        errors.add("planeId", Msg::UnknownPlane);
    }
    if let Some(pilot) = pilot_id
        && users::with_profile_among(&state.db, users::PILOT_CODE, &[pilot])
            .await?
            .is_empty()
    {
        errors.add("pilotId", Msg::UnknownPilot);
    }
    errors.into_result()?;
    Ok((
        ManifestFields {
            plane_id,
            pilot_id,
            origin_id,
            destination_id,
        },
        lines,
    ))
}

/// Whether the user may change this manifest: its origin's or destination's staff, or `admin`.
fn branch_rule(current: &CurrentUser) -> impl Fn(&LockedManifest) -> bool + Sync + '_ {
    move |m: &LockedManifest| {
        ledger::may_change_manifest(
            current.can(Permission::Admin),
            current.user.extension_id,
            m.origin_id,
            m.destination_id,
        )
    }
}

fn manifest_refusal(r: MoveRefusal) -> ApiError {
    refusal(r, "waybilldetails", Msg::ManifestLocked, Msg::ManifestEmpty)
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WrittenManifest {
    pub msg: String,
    pub data: ManifestDetail,
}

/// Creates a manifest in preparation (`MAN-…`) carrying these waybill lines' pieces.
#[utoipa::path(
    post,
    path = "/api/manifests",
    tag = "freight",
    request_body = ManifestForm,
    responses(
        (status = 201, body = WrittenManifest),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "Not enough pieces on a waybill line, or its waybill not validated", body = ErrorBody),
    )
)]
async fn create_manifest(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<ManifestForm>,
) -> Result<Written<ManifestDetail>, ApiError> {
    current.require(Permission::AddManifest)?;
    let (fields, lines) = check(&state, &current, &form).await?;
    let id = manifests::create(&state.db, &fields, &lines, current.user.id)
        .await?
        .map_err(manifest_refusal)?;
    let row = manifests::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::ManifestSaved,
        data: detail(&state, row).await?,
        status: StatusCode::CREATED,
    })
}

/// Changes a manifest in preparation (staff of its origin or destination, or `admin`);
/// `waybilldetails` is what it must carry (the difference moves between waybills and manifest).
#[utoipa::path(
    put,
    path = "/api/manifests/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    request_body = ManifestForm,
    responses(
        (status = 200, body = WrittenManifest),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Validated, stale, or not enough pieces", body = ErrorBody),
    )
)]
async fn update_manifest(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<ManifestForm>,
) -> Result<Written<ManifestDetail>, ApiError> {
    current.require(Permission::EditManifest)?;
    manifests::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let mut errors = FieldErrors::new();
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    let (fields, lines) = check(&state, &current, &form).await?;
    let allowed = branch_rule(&current);
    manifests::update(
        &state.db,
        id,
        &fields,
        &lines,
        &updated_at,
        &allowed,
        current.user.id,
    )
    .await?
    .map_err(manifest_refusal)?;
    let row = manifests::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::ManifestSaved, detail(&state, row).await?))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WrittenManifestSummary {
    pub msg: String,
    pub data: ManifestView,
}

/// Deletes a manifest in preparation; its pieces go back onto their waybills.
#[utoipa::path(
    delete,
    path = "/api/manifests/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = WrittenManifestSummary),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Validated", body = ErrorBody),
    )
)]
async fn delete_manifest(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<ManifestView>, ApiError> {
    current.require(Permission::DeleteManifest)?;
    let row = manifests::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let allowed = branch_rule(&current);
    manifests::delete(&state.db, id, &allowed, current.user.id)
        .await?
        .map_err(manifest_refusal)?;
    Ok(Written::ok(Msg::ManifestDeleted, view(row, None)))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ValidateManifestForm {
    /// Arriver (validated) or EnCours (reopen: `admin` only).
    pub status: Option<Scalar>,
    /// YYYY-MM-DD, required for Arriver.
    pub departure_date: Option<Scalar>,
    /// HH:MM, optional.
    pub departure_time: Option<Scalar>,
}

/// Validates a manifest as arrived with its departure date (`valider manifeste`, staff of its
/// origin or destination); an administrator may set it back in preparation.
#[utoipa::path(
    post,
    path = "/api/manifests/{id}/validate",
    tag = "freight",
    params(("id" = i64, Path)),
    request_body = ValidateManifestForm,
    responses(
        (status = 200, body = WrittenManifest),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Empty, or already arrived", body = ErrorBody),
    )
)]
async fn validate_manifest(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<ValidateManifestForm>,
) -> Result<Written<ManifestDetail>, ApiError> {
    current.require(Permission::ValidateManifest)?;
    let mut errors = FieldErrors::new();
    let status = errors
        .scalar_text("status", form.status.as_ref(), 20)
        .map(|s| ManifestStatus::parse(&s));
    let status = match status {
        Some(Some(s)) => s,
        Some(None) => {
            errors.add("status", Msg::InvalidManifestStatus);
            ManifestStatus::EnCours
        }
        None => {
            errors.add("status", Msg::Required);
            ManifestStatus::EnCours
        }
    };
    let (date, time) = if status == ManifestStatus::Arriver {
        let date = errors.required_date("departureDate", form.departure_date.as_ref());
        let time = time_field(&mut errors, "departureTime", form.departure_time.as_ref());
        (Some(date), time)
    } else {
        (None, None)
    };
    errors.into_result()?;
    let allowed = branch_rule(&current);
    let departure = date.as_deref().map(|d| (d, time.as_deref()));
    manifests::set_status(
        &state.db,
        id,
        status,
        departure,
        current.can(Permission::Admin),
        &allowed,
        current.user.id,
    )
    .await?
    .map_err(|r| match r {
        MoveRefusal::Locked => ApiError::Conflict(Msg::ManifestAlreadyArrived),
        other => manifest_refusal(other),
    })?;
    let row = manifests::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let msg = match status {
        ManifestStatus::Arriver => Msg::ManifestValidated,
        ManifestStatus::EnCours => Msg::ManifestReopened,
    };
    Ok(Written::ok(msg, detail(&state, row).await?))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ShippedLine {
    /// A content line (packagdetail) of a parcel on the manifest.
    #[schema(required = true, schema_with = super::schema::id)]
    pub id: Option<Scalar>,
    /// How many of its articles were shipped: 0 to its quantity; the rest stays in stock.
    #[schema(required = true, schema_with = super::schema::shipped_pieces)]
    pub expedie: Option<Scalar>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShippedForm {
    #[schema(required = true, schema_with = super::schema::id)]
    pub manifest_id: Option<Scalar>,
    #[serde(default)]
    #[schema(max_items = 10000)]
    pub colis: Vec<ShippedLine>,
}

/// Sets the shipped quantity of content lines of parcels on a manifest (the shipped-quantity
/// modal); staff of the manifest's origin or destination, or `admin`.
#[utoipa::path(
    post,
    path = "/api/packagdetails",
    tag = "freight",
    request_body = ShippedForm,
    responses(
        (status = 200, body = WrittenManifest),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    )
)]
async fn set_shipped(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<ShippedForm>,
) -> Result<Written<ManifestDetail>, ApiError> {
    current.require(Permission::EditManifest)?;
    let mut errors = FieldErrors::new();
    let manifest_id = errors.required_int(
        "manifestId",
        form.manifest_id.as_ref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    let mut lines = Vec::new();
    errors.at_most("colis", &form.colis, bounds::LOAD_LINES_MAX);
    for (i, line) in form.colis.iter().enumerate().take(bounds::LOAD_LINES_MAX) {
        let id = errors.required_int(
            &format!("colis.{i}.id"),
            line.id.as_ref(),
            bounds::ID_MIN,
            bounds::ID_MAX,
        );
        let expedie = errors.required_int(
            &format!("colis.{i}.expedie"),
            line.expedie.as_ref(),
            0,
            bounds::LOAD_PIECES_MAX,
        );
        lines.push((id, expedie));
    }
    errors.into_result()?;
    let allowed = branch_rule(&current);
    manifests::set_shipped(&state.db, manifest_id, &lines, &allowed, current.user.id)
        .await?
        .map_err(|r| match r {
            ShippedRefusal::Move(m) => manifest_refusal(m),
            ShippedRefusal::NotOnManifest(i) => {
                FieldErrors::single(format!("colis.{i}.id"), Msg::ContentNotOnManifest).into()
            }
            ShippedRefusal::Above { index, quantity } => FieldErrors::single(
                format!("colis.{index}.expedie"),
                Msg::ShippedAboveQuantity { quantity },
            )
            .into(),
        })?;
    let row = manifests::find(&state.db, manifest_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::ShippedSaved, detail(&state, row).await?))
}
