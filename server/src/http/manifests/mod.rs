//! Air manifests: `/api/manifests` (list, detail, create, edit, delete, validate), the
//! shipped quantities of their parcels' contents (`/api/packagdetails`) and pilots' `/api/my/manifests`.
//! What they show is in `views`, what requests carry and their checks in `form`.

mod form;
mod views;

use crate::http::error::OrRefused;
use axum::{Json, extract::State, http::StatusCode};
use utoipa_axum::{router::OpenApiRouter, routes};

use self::{
    form::{ManifestForm, ManifestListParams, ShippedForm, ValidateManifestForm, check},
    views::{ManifestDetail, ManifestView, detail, view, views},
};
use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    freight_common::{StatusCount, refusal, updated_at},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, SearchParams},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::{
        list::TabCount,
        manifests::{self, LockedManifest, SearchColumn, ShippedRefusal},
        movements::MoveRefusal,
    },
    domain::{
        ledger::{self, ManifestStatus},
        permissions::Permission,
        validation::FieldErrors,
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

// ---- lists ----

async fn list_in(
    state: &AppState,
    current: &CurrentUser,
    pilot: Option<i64>,
    params: &ManifestListParams,
) -> Result<Page<ManifestView>, ApiError> {
    let (page, search, status) = params.list.tabbed(
        SearchColumn::parse,
        "status",
        params.status.as_deref(),
        ManifestStatus::parse,
        Msg::InvalidManifestStatus,
    )?;
    let found = manifests::list(&state.db, status, pilot, search, page).await?;
    let items = views(state, found.items)
        .await?
        .into_iter()
        .map(|m| m.for_user(current))
        .collect();
    Ok(Page::new(items, found.total, page))
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
    Ok(Json(list_in(&state, &current, None, &params).await?))
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
    Ok(Json(
        list_in(&state, &current, Some(current.user.id), &params).await?,
    ))
}

/// How many manifests are in each status (every status listed, zeros included); with a search
/// (`column` and `q`, as the list takes them), how many of its matches, each at most 100.
#[utoipa::path(
    get,
    path = "/api/manifests/counts",
    tag = "freight",
    params(SearchParams),
    responses((status = 200, body = Vec<StatusCount>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn manifest_counts(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<SearchParams>,
) -> Result<Json<Vec<StatusCount>>, ApiError> {
    current.require(Permission::ShowManifest)?;
    let counts = match params.search(SearchColumn::parse)? {
        Some(search) => manifests::search_counts(&state.db, search).await?,
        None => manifests::counts(&state.db, None)
            .await?
            .into_iter()
            .map(TabCount::exact)
            .collect(),
    };
    Ok(Json(StatusCount::list(
        ManifestStatus::ALL.iter().map(|s| s.as_str()).zip(counts),
    )))
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
    Ok(Json(detail(&state, row).await?.for_user(&current)))
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
    Ok(Json(detail(&state, row).await?.for_user(&current)))
}

// ---- writes ----

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

/// Creates a manifest in preparation (`MAN-…`) carrying these waybill lines' pieces.
#[utoipa::path(
    post,
    path = "/api/manifests",
    tag = "freight",
    request_body = ManifestForm,
    responses(
        (status = 201, body = Written<ManifestDetail>),
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
        .await
        .or_refused(manifest_refusal)?;
    let row = manifests::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::ManifestSaved,
        data: detail(&state, row).await?.for_user(&current),
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
        (status = 200, body = Written<ManifestDetail>),
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
    let updated_at = updated_at(form.updated_at.as_ref())?;
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
    .await
    .or_refused(manifest_refusal)?;
    let row = manifests::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(
        Msg::ManifestSaved,
        detail(&state, row).await?.for_user(&current),
    ))
}

/// Deletes a manifest in preparation; its pieces go back onto their waybills.
#[utoipa::path(
    delete,
    path = "/api/manifests/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<ManifestView>),
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
    let result = crate::http::depenses::results_of(&state, &[id])
        .await?
        .remove(&id)
        .unwrap_or_else(|| crate::domain::depenses::ManifestResult::default().into());
    let allowed = branch_rule(&current);
    manifests::delete(&state.db, id, &allowed, current.user.id)
        .await
        .or_refused(manifest_refusal)?;
    Ok(Written::ok(
        Msg::ManifestDeleted,
        view(row, None, result, Default::default()),
    ))
}

/// Validates a manifest as arrived with its departure date (`valider manifeste`, staff of its
/// origin or destination), saying for each passenger still reserved whether they boarded or were
/// absent; an administrator may set it back in preparation.
#[utoipa::path(
    post,
    path = "/api/manifests/{id}/validate",
    tag = "freight",
    params(("id" = i64, Path)),
    request_body = ValidateManifestForm,
    responses(
        (status = 200, body = Written<ManifestDetail>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Empty, already arrived, or reserved passengers not said boarded or absent (`passengers_undecided`)", body = ErrorBody),
    )
)]
async fn validate_manifest(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<ValidateManifestForm>,
) -> Result<Written<ManifestDetail>, ApiError> {
    current.require(Permission::ValidateManifest)?;
    let (status, date, time, boarded) = form.check()?;
    let allowed = branch_rule(&current);
    let departure = date.as_deref().map(|date| manifests::Departure {
        date,
        time: time.as_deref(),
        boarded: &boarded,
    });
    manifests::set_status(
        &state.db,
        id,
        status,
        departure,
        current.can(Permission::Admin),
        &allowed,
        current.user.id,
    )
    .await
    .or_refused(|r| match r {
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
    Ok(Written::ok(
        msg,
        detail(&state, row).await?.for_user(&current),
    ))
}

/// Sets the shipped quantity of content lines of parcels on a manifest (the shipped-quantity
/// modal); staff of the manifest's origin or destination, or `admin`.
#[utoipa::path(
    post,
    path = "/api/packagdetails",
    tag = "freight",
    request_body = ShippedForm,
    responses(
        (status = 200, body = Written<ManifestDetail>),
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
    let (manifest_id, lines) = form.check()?;
    let allowed = branch_rule(&current);
    manifests::set_shipped(&state.db, manifest_id, &lines, &allowed, current.user.id)
        .await
        .or_refused(|r| match r {
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
    Ok(Written::ok(
        Msg::ShippedSaved,
        detail(&state, row).await?.for_user(&current),
    ))
}
